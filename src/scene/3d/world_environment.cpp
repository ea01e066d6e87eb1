#include "arbor/scene/3d/world_environment.h"

#include <cstdint>
#include <string>

#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/world_3d.h"
#include "arbor/scene/resources/environment.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"

namespace arbor {

WorldEnvironment::WorldEnvironment() = default;

WorldEnvironment::~WorldEnvironment() = default;

void WorldEnvironment::set_environment(const Ref<Environment>& environment) {
  if (environment_ == environment) return;
  environment_ = environment;
  if (world_.is_null()) return;
  if (environment_.is_valid()) {
    add_to_group(group_);
  } else {
    remove_from_group(group_);
  }
  update_world();
}

void WorldEnvironment::update_world() {
  // As Godot: the world draws with the first of its WorldEnvironment nodes that has an
  // environment; when that one leaves or lets go, the next takes over.
  auto* first = dynamic_cast<WorldEnvironment*>(get_tree()->get_first_node_in_group(group_));
  world_->set_environment(first ? first->environment_ : Ref<Environment>());
}

void WorldEnvironment::_engine_notification(int what) {
  Node::_engine_notification(what);
  if (what == NOTIFICATION_ENTER_TREE) {
    world_ = get_viewport()->find_world_3d();
    if (world_.is_null()) return;
    group_ = StringName("_world_environment_" +
                        std::to_string(reinterpret_cast<std::uintptr_t>(world_.get())));
    if (environment_.is_valid()) {
      add_to_group(group_);
      update_world();
    }
  } else if (what == NOTIFICATION_EXIT_TREE) {
    if (world_.is_null()) return;
    if (environment_.is_valid()) {
      remove_from_group(group_);
      update_world();
    }
    world_ = nullptr;
  }
}

void WorldEnvironment::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_environment", "env"), &WorldEnvironment::set_environment);
  ClassDB::bind_method(D_METHOD("get_environment"), &WorldEnvironment::get_environment);
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "environment", PROPERTY_HINT_RESOURCE_TYPE, "Environment"),
      "set_environment", "get_environment");
}

}  // namespace arbor
