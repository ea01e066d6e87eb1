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
/// PropertyUtils::get_node_states_stack, answered by a pristine instance). Frees the pristine
/// instances when destroyed.
class PackInstances {
 public:
  explicit PackInstances(const Node* root) : root_(root) {}

  /// The scene `instance` (a node with a scene_file_path) was instanced from. Throws
  /// arbor::Error when it cannot be loaded.
  const Ref<PackedScene>& scene(const Node* instance);
  /// What the instances give `node` when it comes from an instanced scene: the node at the
  /// same place in a pristine instance of the outermost instanced scene containing it (the root
  /// of that instance for an instance root). nullptr for the scene's own nodes and for a node
  /// the instance does not have.
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
  std::unordered_map<std::string, Loaded> loaded_;
};

}  // namespace arbor::detail
