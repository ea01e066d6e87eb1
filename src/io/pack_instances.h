// PackInstances: the sub-scenes instanced in a scene being packed, and what they give.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "arbor/io/packed_scene.h"
#include "arbor/scene/node.h"

namespace arbor::detail {

/// The scenes instanced in a scene being packed, each loaded (ResourceLoader) and instantiated
/// once per path, so that packing stores only what differs from what an instance gives (Godot's
/// PropertyUtils::get_node_states_stack, answered by a pristine instance), and the scene the
/// root inherits, if any. Frees the pristine instances when destroyed.
class PackInstances {
 public:
  /// Finds the scene `root` inherits: the `instance=` of the root entry of the scene file the
  /// root was instantiated from (its scene_file_path). Godot records it on the node
  /// (scene_inherited_state); Arbor reads it again from that file.
  explicit PackInstances(const Node* root);

  /// The scene the packed root inherits (its root entry's `instance=`); null when none.
  [[nodiscard]] const Ref<PackedScene>& base_scene() const { return base_.scene; }
  /// The node at the same path as `node` in a pristine instance of the base scene: the node
  /// the base gives; nullptr without a base or for a node the base does not have.
  [[nodiscard]] const Node* base_node(const Node* node) const;

  /// The scene `instance` (a node with a scene_file_path) was instanced from. Throws
  /// arbor::Error when it cannot be loaded.
  const Ref<PackedScene>& scene(const Node* instance);
  /// What the base or the instances give `node`: base_node(node) when the base has it, else
  /// the node at the same place in a pristine instance of the outermost instanced scene
  /// containing it (the root of that instance for an instance root). nullptr for the scene's
  /// own nodes and for a node the instance does not have.
  const Node* counterpart(const Node* node);
  /// The instance roots (nodes with a scene_file_path, below the packed root) that are `node`
  /// or its ancestors, innermost first.
  [[nodiscard]] std::vector<const Node*> enclosing_instances(const Node* node) const;

 private:
  struct Loaded {
    Ref<PackedScene> scene;
    Owned<Node> pristine;
  };
  Loaded& load(const Node* instance);
  [[nodiscard]] bool is_instance_root(const Node* node) const;

  const Node* root_;
  Loaded base_;
  std::unordered_map<std::string, Loaded> loaded_;
};

}  // namespace arbor::detail
