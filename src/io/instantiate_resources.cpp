#include "io/instantiate_resources.h"

#include <mutex>

#include "arbor/core/object/class_db.h"
#include "arbor/core/object/missing_resource.h"
#include "arbor/io/resource_loader.h"

namespace arbor::detail {
namespace {

// Whether Arbor has the class a placeholder stands for, as a loadable resource.
bool loadable(const std::string& type) {
  return type != "MissingResource" && ClassDB::is_parent_class(type, "Resource");
}

// Whether `resource` is read from a scene or resource file, whose header may give its uid;
// other files (images, sounds) have no uid but the ones files referring to them give.
bool is_text_resource(const Resource& resource) {
  const std::string& path = resource.get_path();
  return path.ends_with(".tres") || path.ends_with(".tscn");
}

// Godot's loader records, for each external resource, the id the scene file gave it;
// ResourceLoader recorded it for the placeholder's path, the loaded resource (`res://` path)
// takes it over, so that packing for the same file writes the same `[ext_resource]` id and uid.
void pass_on_ids(const ExtResourceEntry& entry, Resource& loaded, const std::string& scene_path) {
  if (!entry.resource || &loaded == entry.resource.get()) return;
  const std::string id = entry.resource->get_id_for_path(scene_path);
  if (!id.empty() && loaded.get_id_for_path(scene_path) != id) {
    loaded.set_id_for_path(scene_path, id);
  }
  const std::string type = entry.resource->get_type_for_path(scene_path);
  if (!type.empty() && loaded.get_type_for_path(scene_path) != type) {
    loaded.set_type_for_path(scene_path, type);
  }
  // A file without a header (an image, a sound) has the uid the file last read gave it.
  if (!entry.uid.empty() && loaded.get_uid() != entry.uid &&
      (loaded.get_uid().empty() || !is_text_resource(loaded))) {
    loaded.set_uid(entry.uid);
  }
  if (loaded.is_class(entry.type)) loaded.set_save_class(entry.type);
}

// Built-in resources are shared by every instance of their scene: resolving the external
// resources they hold (once each) is guarded against instantiations on other threads.
std::mutex& built_in_mutex() {
  static std::mutex mutex;
  return mutex;
}

// The resource `entry` names, loaded through ResourceLoader; `placeholder` (reported as a
// LoadWarning of `file`) when it cannot be loaded.
Variant load_external(const ExtResourceEntry& entry, const Variant& placeholder,
                      const std::string& file) {
  const auto& resource = static_cast<const Resource&>(*placeholder.get_object());
  try {
    Ref<Resource> loaded = ResourceLoader::load(resource.get_path(), entry.type);
    pass_on_ids(entry, *loaded, file);
    return Variant(loaded);
  } catch (const std::exception& error) {
    ResourceLoader::report_warning({LoadWarning::RESOURCE,
                                    file,
                                    {},
                                    "external resource '" + entry.path + "' cannot be loaded (" +
                                        error.what() + "); nodes keep its placeholder"});
    return placeholder;
  }
}

// The entry of `ext_resources` whose placeholder `object` is, or nullptr.
const ExtResourceEntry* find_entry(const std::vector<ExtResourceEntry>& ext_resources,
                                   const Object* object) {
  for (const ExtResourceEntry& entry : ext_resources) {
    if (entry.resource.get() == object) return &entry;
  }
  return nullptr;
}

// Sets the properties of `resource` that hold the placeholder of a loadable external resource
// (kept unresolved by the reader) to the loaded resource.
void load_unresolved(Resource& resource, const std::vector<ExtResourceEntry>& ext_resources,
                     const std::string& file, std::unordered_map<const Object*, Variant>& loaded) {
  if (resource.get_unresolved_properties().empty()) return;
  const std::vector<PropertyStore::Entry> unresolved =
      resource.get_unresolved_properties().entries();
  for (const auto& [name, value] : unresolved) {
    const Object* object = value.get_object();
    const auto* placeholder = dynamic_cast<const MissingResource*>(object);
    const ExtResourceEntry* entry = find_entry(ext_resources, object);
    if (!placeholder || !entry || !loadable(placeholder->get_original_class())) continue;
    auto [it, inserted] = loaded.try_emplace(object);
    if (inserted) it->second = load_external(*entry, value, file);
    if (it->second.get_object() == object) continue;  // not loaded: the placeholder stays
    resource.set(name, it->second);
    if (resource.get(name).get_object() == it->second.get_object()) {
      resource.forget_unresolved_property(name);
    }
  }
}

}  // namespace

void load_resource_dependencies(const std::vector<ExtResourceEntry>& ext_resources,
                                const std::vector<SubResourceEntry>& sub_resources,
                                Resource* main_resource, const std::string& file) {
  if (ext_resources.empty()) return;
  std::unordered_map<const Object*, Variant> loaded;
  for (const SubResourceEntry& sub : sub_resources) {
    if (sub.resource) load_unresolved(*sub.resource, ext_resources, file, loaded);
  }
  if (main_resource) load_unresolved(*main_resource, ext_resources, file, loaded);
}

ExtResourceIndex::ExtResourceIndex(const SceneState& state, const std::string& scene_path)
    : scene_path_(scene_path) {
  for (const ExtResourceEntry& entry : state.ext_resources) {
    if (entry.resource) entries_.emplace(entry.resource.get(), &entry);
  }
  load_resource_dependencies(state.ext_resources, state.sub_resources, nullptr, scene_path);
}

const ExtResourceEntry* ExtResourceIndex::find(const Object* object) const {
  auto it = entries_.find(object);
  return it == entries_.end() ? nullptr : it->second;
}

Ref<PackedScene> ExtResourceIndex::scene(const Variant& instance) {
  Ref<PackedScene> scene = load_scene(instance);
  if (scenes_.try_emplace(scene.get(), scene).second) {
    if (const ExtResourceEntry* entry = find(instance.get_object())) {
      pass_on_ids(*entry, *scene, scene_path_);
    }
  }
  return scene;
}

Ref<PackedScene> ExtResourceIndex::load_scene(const Variant& instance) {
  if (const auto* path = instance.get_if<std::string>()) {
    return ResourceLoader::load<PackedScene>(*path);
  }
  Object* object = instance.get_object();
  if (auto* scene = dynamic_cast<PackedScene*>(object)) return Ref<PackedScene>(scene);
  const auto* resource = dynamic_cast<const Resource*>(object);
  if (!resource || resource->get_path().empty()) {
    throw Error("instance= refers to no scene file (" + instance.stringify() + ")");
  }
  return ResourceLoader::load<PackedScene>(resource->get_path());
}

const Variant& ExtResourceIndex::resolve(const Variant& value) {
  if (value.get_type() != Variant::OBJECT || entries_.empty()) return value;
  const Object* object = value.get_object();
  const ExtResourceEntry* entry = find(object);
  if (!entry) {
    if (auto* built_in = dynamic_cast<Resource*>(value.get_object());
        built_in && built_in->is_built_in()) {
      resolve_inside(*built_in);
    }
    return value;
  }
  const auto* placeholder = dynamic_cast<const MissingResource*>(object);
  if (!placeholder || !loadable(placeholder->get_original_class())) return value;
  auto [it, inserted] = resolved_.try_emplace(object);
  if (inserted) it->second = load_external(*entry, value, scene_path_);
  return it->second;
}

void ExtResourceIndex::resolve_inside(Resource& resource) {
  if (!inside_.insert(&resource).second || dynamic_cast<MissingResource*>(&resource)) return;
  // The stored properties (the class's and those it answers itself) that hold a placeholder
  // take the resource it stands for, as Godot's loader gives sub-resources their dependencies.
  for (const PropertyInfo& info : resource.get_property_list()) {
    if (!(info.usage & PROPERTY_USAGE_STORAGE) || info.type != Variant::OBJECT) continue;
    const Variant held = resource.get(info.name);
    const Variant& resolved = resolve(held);
    if (&resolved == &held || resolved.get_object() == held.get_object()) continue;
    std::lock_guard lock(built_in_mutex());
    (void)resource.set(info.name, resolved);
  }
}

}  // namespace arbor::detail
