#include "io/instantiate_resources.h"

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
  const std::string type = entry.resource->get_type_for_path(scene_path);
  if (!type.empty() && loaded.get_type_for_path(scene_path) != type) {
    loaded.set_type_for_path(scene_path, type);
  }
  if (!entry.uid.empty() && loaded.get_uid().empty()) loaded.set_uid(entry.uid);
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
  const auto* placeholder = dynamic_cast<const MissingResource*>(object);
  if (!entry || !placeholder || !loadable(placeholder->get_original_class())) return value;
  auto [it, inserted] = resolved_.try_emplace(object);
  if (inserted) it->second = load(*entry, value);
  return it->second;
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
