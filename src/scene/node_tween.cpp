// Node::create_tween: a tween bound to the node (Godot's Node::create_tween).
#include "arbor/scene/node.h"

#include "arbor/core/error/error.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/tween.h"

namespace arbor {

Ref<Tween> Node::create_tween() {
  SceneTree* tree = get_tree();
  if (!tree) throw Error("Node::create_tween: the node is not inside a tree");
  Ref<Tween> tween = tree->create_tween();
  tween->bind_node(this);
  return tween;
}

}  // namespace arbor
