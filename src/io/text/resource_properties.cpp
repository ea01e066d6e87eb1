#include "resource_properties.h"

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/core/object/missing_resource.h"

namespace arbor::text {
namespace {

// A pristine instance of each resource class, for the defaults of the properties a class
// answers itself.
Ref<Resource> pristine(const StringName& class_name) {
  static std::mutex mutex;
  static auto* instances = new std::unordered_map<StringName, Ref<Resource>>();
  std::lock_guard lock(mutex);
  auto [it, inserted] = instances->try_emplace(class_name);
  if (inserted)
    it->second = Ref<Resource>(dynamic_cast<Resource*>(ClassDB::instantiate(class_name)));
  return it->second;
}

// The value property `name` holds in a new `class_name`, and whether it has one: the class's
// default for a bound property, else a pristine instance's (Godot's _get_property_list:
// AudioBusLayout's `bus/0/name`, ...); a property a pristine instance lacks has none.
bool find_default(const StringName& class_name, const StringName& name, Variant& default_value) {
  if (ClassDB::get_property(class_name, name)) {
    default_value = ClassDB::class_get_property_default_value(class_name, name);
    return default_value.get_type() != Variant::NIL;
  }
  Ref<Resource> defaults = pristine(class_name);
  bool has_default = false;
  if (defaults) default_value = defaults->get(name, &has_default);
  return has_default;
}

}  // namespace

Ref<Resource> create_resource(const std::string& type) {
  StringName name(type);
  // A file naming MissingResource itself gets a placeholder keeping that name as its class.
  if (type != "MissingResource" && ClassDB::class_exists(name) &&
      ClassDB::is_parent_class(name, StringName("Resource")) && ClassDB::can_instantiate(name)) {
    Object* object = ClassDB::instantiate(name);
    if (auto* resource = dynamic_cast<Resource*>(object)) return Ref<Resource>(resource);
    delete object;
  }
  return Ref<Resource>(new MissingResource(type));
}

std::optional<std::string> set_resource_property(Resource& resource, std::string_view name,
                                                 const Variant& value) {
  StringName key(name);
  if (auto* missing = dynamic_cast<MissingResource*>(&resource)) {
    missing->keep_property(key, value);
    // Kept in order like every property, and heeded: its instances get their own copies.
    if (name == "resource_local_to_scene") missing->set_local_to_scene(value.booleanize());
    return std::nullopt;
  }
  const ClassDB::Property* property = ClassDB::get_property(StringName(resource.get_class()), key);
  if (!property || !property->set) {
    if (!resource.set(key, value)) resource.keep_property(key, value);
    return std::nullopt;
  }
  // A placeholder (an external resource not loaded, or a class Arbor does not have) waits in
  // its property's place.
  if (dynamic_cast<const MissingResource*>(value.get_object())) {
    resource.keep_unresolved_property(key, value);
    return std::nullopt;
  }
  try {
    property->set_value(&resource, value);
    return std::nullopt;
  } catch (const Error& error) {
    if (value.get_type() == Variant::OBJECT) {
      resource.keep_unresolved_property(key, value);
    } else {
      resource.keep_property(key, value);
    }
    return std::string(error.what());
  }
}

std::string resource_file_class(const Resource& resource) {
  if (const auto* missing = dynamic_cast<const MissingResource*>(&resource)) {
    return missing->get_original_class();
  }
  return resource.get_save_class();
}

void for_each_saved_property(const Resource& resource,
                             const std::function<void(const StringName&, const Variant&)>& visit) {
  if (dynamic_cast<const MissingResource*>(&resource) == nullptr) {
    StringName class_name(resource.get_class());
    // The class's properties, then the object's own (a ShaderMaterial's parameters), each as
    // the object's state describes it (Godot's _validate_property).
    for (PropertyInfo& info : resource.get_property_list()) {
      resource.validate_property(info);
      if (!(info.usage & PROPERTY_USAGE_STORAGE)) continue;
      Variant value = resource.get(info.name);
      if (info.type == Variant::OBJECT && value.get_object() == nullptr) {
        if (const Variant* unresolved = resource.find_unresolved_property(info.name)) {
          value = *unresolved;
        }
      }
      // Godot's saver skips values equal to the default, and null objects.
      Variant default_value;
      if (find_default(class_name, info.name, default_value) && value == default_value) {
        continue;
      }
      if (info.type == Variant::OBJECT && value.get_object() == nullptr) continue;
      visit(info.name, value);
    }
  }
  for (const auto& [name, value] : resource.get_kept_properties().entries()) visit(name, value);
}

}  // namespace arbor::text
