#include "io/instantiate_local_resources.h"

#include "arbor/core/object/class_db.h"
#include "arbor/core/object/missing_resource.h"
#include "arbor/core/variant/array.h"
#include "arbor/core/variant/dictionary.h"

namespace arbor::detail {
namespace {

Resource* local_resource(const Variant& value) {
  if (value.get_type() != Variant::OBJECT) return nullptr;
  auto* resource = dynamic_cast<Resource*>(value.get_object());
  return resource && resource->is_local_to_scene() ? resource : nullptr;
}

// A new, empty resource of the original's class.
Ref<Resource> blank_like(const Resource& original) {
  if (const auto* missing = dynamic_cast<const MissingResource*>(&original)) {
    return Ref<Resource>(new MissingResource(missing->get_original_class()));
  }
  Object* object = ClassDB::instantiate(StringName(original.get_class()));
  if (auto* resource = dynamic_cast<Resource*>(object)) return Ref<Resource>(resource);
  delete object;
  throw Error("resource_local_to_scene: class '" + original.get_class() +
              "' cannot be instantiated to give a scene instance its own copy");
}

}  // namespace

bool holds_local_resource(const Variant& value) {
  switch (value.get_type()) {
    case Variant::OBJECT:
      return local_resource(value) != nullptr;
    case Variant::ARRAY:
      for (const Variant& item : static_cast<Array>(value)) {
        if (holds_local_resource(item)) return true;
      }
      return false;
    case Variant::DICTIONARY: {
      const auto dictionary = static_cast<Dictionary>(value);
      for (const Variant& item : dictionary.values()) {
        if (holds_local_resource(item)) return true;
      }
      return false;
    }
    default:
      return false;
  }
}

const Variant& LocalResources::localize(const Variant& value) {
  if (Resource* original = local_resource(value)) return copy_of(*original);
  const Variant::Type type = value.get_type();
  if ((type != Variant::ARRAY && type != Variant::DICTIONARY) || !holds_local_resource(value)) {
    return value;
  }
  return containers_.emplace_back(localized(value));
}

Variant LocalResources::localized(const Variant& value) {
  if (Resource* original = local_resource(value)) return copy_of(*original);
  if (value.get_type() == Variant::ARRAY) {
    Array copy = static_cast<Array>(value).duplicate();
    for (int64_t i = 0; i < copy.size(); ++i) copy[i] = localized(copy[i]);
    return Variant(copy);
  }
  if (value.get_type() == Variant::DICTIONARY) {
    Dictionary copy = static_cast<Dictionary>(value).duplicate();
    for (const Variant& key : copy.keys()) copy[key] = localized(copy[key]);
    return Variant(copy);
  }
  return value;
}

const Variant& LocalResources::copy_of(Resource& original) {
  auto [it, inserted] = copies_.try_emplace(&original);
  if (!inserted) return it->second;
  Ref<Resource> copy = blank_like(original);
  // Recorded before the properties are copied: a reference back to the original finds the copy.
  it->second = Variant(copy);
  if (dynamic_cast<const MissingResource*>(&original) == nullptr) {
    const StringName class_name(original.get_class());
    for (const PropertyInfo& info : ClassDB::class_get_property_list(class_name)) {
      if (info.usage & PROPERTY_USAGE_STORAGE)
        copy->set(info.name, localized(original.get(info.name)));
    }
  }
  for (const auto& [name, value] : original.get_kept_properties().entries()) {
    copy->keep_property(name, localized(value));
  }
  copy->set_local_to_scene(true);
  copy->set_scene_unique_id(original.get_scene_unique_id());
  return it->second;
}

}  // namespace arbor::detail
