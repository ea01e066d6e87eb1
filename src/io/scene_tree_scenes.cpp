// SceneTree::change_scene_to_packed and change_scene_to_file: the scene changes that need
// scenes as data, defined in the io layer (the scene layer does not know PackedScene).

#include "arbor/core/error/error.h"
#include "arbor/io/packed_scene.h"
#include "arbor/io/resource_loader.h"
#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"

namespace arbor {

void SceneTree::change_scene_to_packed(const Ref<PackedScene>& scene) {
  if (!scene) throw Error("change_scene_to_packed: the scene is null");
  // Godot instantiates at once, so errors reach the caller and nothing changes.
  Owned<Node> instance(scene->instantiate());
  change_scene_to_node(instance.get());
  (void)instance.release();
}

void SceneTree::change_scene_to_file(std::string_view path) {
  change_scene_to_packed(ResourceLoader::load<PackedScene>(path));
}

}  // namespace arbor
