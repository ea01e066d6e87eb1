// SceneTree::change_scene_to_packed and change_scene_to_file: scene changes whose new scene is
// built by the io layer, through the loader it installs (scene/scene_loader.h).

#include "arbor/core/error/error.h"
#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"
#include "scene/scene_loader.h"

namespace arbor {

namespace {

// Changes to `instance` (a new scene owned by the caller until the change succeeds).
void change_to_instance(SceneTree& tree, Node* instance) {
  Owned<Node> owned(instance);
  tree.change_scene_to_node(owned.get());
  (void)owned.release();
}

}  // namespace

void SceneTree::change_scene_to_packed(const Ref<PackedScene>& scene) {
  if (!scene) throw Error("change_scene_to_packed: the scene is null");
  // Godot instantiates at once, so errors reach the caller and nothing changes.
  change_to_instance(*this, detail::scene_loader("change_scene_to_packed").instantiate(scene));
}

void SceneTree::change_scene_to_file(std::string_view path) {
  change_to_instance(*this, detail::scene_loader("change_scene_to_file").instantiate_file(path));
}

}  // namespace arbor
