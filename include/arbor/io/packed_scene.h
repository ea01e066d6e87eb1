// PackedScene: a scene saved as data, instantiated into nodes.
#pragma once

#include <string>

#include "arbor/core/object/resource.h"
#include "arbor/io/scene_state.h"
#include "arbor/scene/node.h"

namespace arbor {

/// A reusable subtree stored as data (Godot's PackedScene). `pack(root)` records the root and
/// the nodes it owns: their classes, the properties that differ from their class's defaults,
/// persistent groups and CONNECT_PERSIST connections between them, and instanced sub-scenes
/// by reference. `instantiate()` builds a new tree from the record, outside any SceneTree.
/// Loaded from and saved to `.tscn` files with ResourceLoader and ResourceSaver.
class PackedScene : public Resource {
  ARBOR_CLASS(PackedScene, Resource)

 public:
  /// An empty scene. Registers the io layer's classes (register_io_types) if nothing did yet.
  PackedScene();

  /// Records `root` and the nodes it owns, replacing what was stored. External resources
  /// keep the `[ext_resource]` ids (and uids) of the file this scene was loaded from, else of
  /// the one `root` was instantiated from. Throws arbor::Error, naming the node, when the tree
  /// cannot be stored.
  void pack(Node* root);
  /// A new tree built from the record; the caller owns it (add it to a tree, or free it).
  /// Sub-scenes are loaded through ResourceLoader. Throws arbor::Error, naming the file and
  /// the node path, when a node or sub-scene cannot be built; nothing is leaked then.
  [[nodiscard]] Node* instantiate() const;
  /// Whether instantiate() may be called (the scene has a root).
  [[nodiscard]] bool can_instantiate() const { return !state_.nodes.empty(); }

  [[nodiscard]] const SceneState& get_state() const { return state_; }
  SceneState& get_state() { return state_; }
  void set_state(SceneState state) { state_ = std::move(state); }

 protected:
  static void _bind_methods();

 private:
  SceneState state_;
};

}  // namespace arbor
