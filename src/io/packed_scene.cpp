#include "arbor/io/packed_scene.h"

#include "arbor/core/object/class_db.h"
#include "arbor/io/register_io_types.h"
#include "io/scene_building.h"

namespace arbor {

PackedScene::PackedScene() { register_io_types(); }

void PackedScene::_bind_methods() {
  ClassDB::bind_method(D_METHOD("can_instantiate"), &PackedScene::can_instantiate);
}

// Packing is for the file this scene was loaded from, else the one the root was instantiated
// from: the file a save writes again, whose `[ext_resource]` ids are kept.
void PackedScene::pack(Node* root) {
  const bool has_file = !get_path().empty() && !is_built_in();
  const std::string file = has_file ? get_path() : root ? root->get_scene_file_path() : "";
  state_ = detail::pack_scene(root, file);
}

Node* PackedScene::instantiate() const { return detail::instantiate_scene(state_, get_path()); }

}  // namespace arbor
