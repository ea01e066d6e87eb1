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

// Godot's loader records, for each external resource, the id the scene file gave it;
// ResourceLoader recorded it for the placeholder's path, the loaded resource (`res://` path)
// takes it over, so that packing for the same file writes the same `[ext_resource]` id and uid.
void pass_on_ids(const ExtResourceEntry& entry, Resource& loaded, const std::string& scene_path) {
  if (!entry.resource || &loaded == entry.resource.get()) return;
  const std::string id = entry.resource->get_id_for_path(scene_path);
  if (!id.empty() && loaded.get_id_for_path(scene_path) != id) {
    loaded.set_id_for_path(scene_path, id);
  }
  if (!entry.uid.empty() && loaded.get_uid().empty()) loaded.set_uid(entry.uid);
  if (loaded.is_class(entry.type)) loaded.set_save_class(entry.type);
}

// Built-in resources are shared by every instance of their scene: resolving the external
// resources they hold (once each) is guarded against instantiations on other threads.
std::mutex& built_in_mutex() {
  static std::mutex mutex;
  return mutex;
}

}  // namespace

ExtResourceIndex::ExtResourceIndex(const SceneState& state, const std::string& scene_path)
    : scene_path_(scene_path) {
  for (const ExtResourceEntry& entry : state.ext_resources) {
    if (entry.resource) entries_.emplace(entry.resource.get(), &entry);
  }
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
  if (!entry || !placeholder || !loadable(placeholder->get_original_class())) return value;
  auto [it, inserted] = resolved_.try_emplace(object);
  if (inserted) it->second = load(*entry, value);
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

Variant ExtResourceIndex::load(const ExtResourceEntry& entry, const Variant& placeholder) const {
  const auto& resource = static_cast<const Resource&>(*placeholder.get_object());
  try {
    Ref<Resource> loaded = ResourceLoader::load(resource.get_path(), entry.type);
    pass_on_ids(entry, *loaded, scene_path_);
    return Variant(loaded);
  } catch (const std::exception& error) {
    ResourceLoader::report_warning({LoadWarning::RESOURCE,
                                    scene_path_,
                                    {},
                                    "external resource '" + entry.path + "' cannot be loaded (" +
                                        error.what() + "); nodes keep its placeholder"});
    return placeholder;
  }
}

}  // namespace arbor::detail
