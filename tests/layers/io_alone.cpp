// Links only arbor::io (and through it the layers beneath). Run as `io_alone tree SCENE`, the
// first use of the io layer is a SceneTree changing to a scene file, with no call from the
// program to register anything; run as `io_alone load SCENE`, it is loading a scene with no
// tree at all (as `arbor check` does).

#include <cstdio>
#include <memory>
#include <string_view>

#include "arbor/core/object/class_db.h"
#include "arbor/io/packed_scene.h"
#include "arbor/io/resource_loader.h"
#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"
#include "check.h"

namespace {

void change_scene_in_a_tree(std::string_view scene) {
  using namespace arbor;
  SceneTree tree;
  LAYER_CHECK(ClassDB::class_exists("PackedScene"));
  tree.change_scene_to_file(scene);
  const Node* current = tree.get_current_scene();
  LAYER_CHECK(current != nullptr && current->get_name() == "Level");
  LAYER_CHECK(current != nullptr && current->get_class() == "Node3D");
  tree.tick(1.0 / 60);
}

void load_without_a_tree(std::string_view scene) {
  using namespace arbor;
  Ref<PackedScene> packed = ResourceLoader::load<PackedScene>(scene);
  Owned<Node> root(packed->instantiate());
  LAYER_CHECK(root->get_class() == "Node3D" && root->get_child_count() == 1);
  std::unique_ptr<Object> by_name(ClassDB::instantiate("PackedScene"));
  LAYER_CHECK(by_name != nullptr);
}

}  // namespace

int main(int argc, char** argv) {
  using namespace arbor;
  if (argc != 3) {
    std::fprintf(stderr, "usage: io_alone tree|load SCENE\n");
    return 2;
  }
  LAYER_CHECK(!ClassDB::class_exists("Node"));  // nothing registered before the first use
  const std::string_view mode = argv[1];
  if (mode == "tree")
    change_scene_in_a_tree(argv[2]);
  else
    load_without_a_tree(argv[2]);
  return layers::result("io_alone");
}
