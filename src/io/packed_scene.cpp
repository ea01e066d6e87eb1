#include "arbor/io/packed_scene.h"

#include "arbor/core/class_db.h"
#include "io/scene_building.h"

namespace arbor {
namespace {

void register_io_classes() { ClassDB::register_class<PackedScene>(); }

// PackedScene is linked wherever scenes are used, so installing the registrar from here
// reaches every program that has one.
const bool g_registered = (ClassDB::add_class_registrar(&register_io_classes), true);

}  // namespace

void PackedScene::_bind_methods() {
  (void)g_registered;
  ClassDB::bind_method(D_METHOD("can_instantiate"), &PackedScene::can_instantiate);
}

void PackedScene::pack(Node* root) { state_ = detail::pack_scene(root); }

Node* PackedScene::instantiate() const { return detail::instantiate_scene(state_, get_path()); }

}  // namespace arbor
