// ExtResourceIndex: the external resources of a scene being instantiated.
#pragma once

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "arbor/core/variant/variant.h"
#include "arbor/io/packed_scene.h"
#include "arbor/io/scene_state.h"

namespace arbor::detail {

/// Loads, through ResourceLoader, the external resources of a file (`file`) that its
/// sub-resources and main resource hold in properties as placeholders (kept unresolved by the
/// reader: a material's `albedo_texture = ExtResource("1_png")`), when their class is
/// registered, and sets the properties to them. One that cannot be loaded is reported
/// (LoadWarning::RESOURCE) and stays a placeholder.
void load_resource_dependencies(const std::vector<ExtResourceEntry>& ext_resources,
                                const std::vector<SubResourceEntry>& sub_resources,
                                Resource* main_resource, const std::string& file);

/// A scene's `[ext_resource]`s while it is instantiated. Reading a file leaves them as
/// placeholders (MissingResource); Godot loads every dependency with the scene, Arbor loads the
/// ones it can use when they are used: sub-scenes (`instance=`) and resources whose class is
/// registered, those the scene's sub-resources hold when the index is made, those of nodes when
/// a node uses them. The others stay placeholders, which nodes keep and saving writes back.
class ExtResourceIndex {
 public:
  ExtResourceIndex(const SceneState& state, const std::string& scene_path);

  /// The entry whose resource `object` is, or nullptr.
  [[nodiscard]] const ExtResourceEntry* find(const Object* object) const;
  /// The scene an `instance=` value (or an `instance_placeholder=` path) refers to, loaded
  /// through ResourceLoader and held for the index's life, so a sub-scene instanced many times
  /// is read once and its instances share its resources (Godot loads a scene's dependencies
  /// with it). Throws arbor::Error when there is none or it cannot be loaded.
  [[nodiscard]] Ref<PackedScene> scene(const Variant& instance);
  /// `value`, or the resource it stands for when it is the placeholder of an external resource
  /// whose class is registered (loaded through ResourceLoader, once per instantiation). One that
  /// cannot be loaded is reported (LoadWarning::RESOURCE) and stays a placeholder. A built-in
  /// resource's own placeholders (an AudioStreamRandomizer's streams) are resolved in it.
  [[nodiscard]] const Variant& resolve(const Variant& value);

  /// The scene an `instance=` value refers to, loaded through ResourceLoader (not held).
  [[nodiscard]] static Ref<PackedScene> load_scene(const Variant& instance);

 private:
  void resolve_inside(Resource& resource);

  const std::string& scene_path_;
  std::unordered_map<const Object*, const ExtResourceEntry*> entries_;
  std::unordered_map<const Object*, Variant> resolved_;
  std::unordered_map<const Object*, Ref<PackedScene>> scenes_;
  std::unordered_set<const Resource*> inside_;  // built-in resources already resolved
};

}  // namespace arbor::detail
