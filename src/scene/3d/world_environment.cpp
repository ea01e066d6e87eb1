#include "arbor/scene/3d/world_environment.h"

#include <cstdio>

#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/world_3d.h"
#include "arbor/scene/resources/environment.h"
#include "arbor/scene/scene_viewport.h"

namespace arbor {

WorldEnvironment::WorldEnvironment() = default;

WorldEnvironment::~WorldEnvironment() = default;

void WorldEnvironment::set_environment(const Ref<Environment>& environment) {
  environment_ = environment;
  if (active_) world_->set_environment(environment_);
}

void WorldEnvironment::_engine_notification(int what) {
  Node::_engine_notification(what);
  if (what == NOTIFICATION_ENTER_TREE) {
    world_ = get_viewport()->find_world_3d();
    if (world_.is_null()) return;
    if (world_->get_environment().is_valid()) {
      std::fprintf(stderr,
                   "WorldEnvironment %s: its world already has an environment; only one "
                   "WorldEnvironment is used per world\n",
                   get_path().to_string().c_str());
      return;
    }
    active_ = true;
    world_->set_environment(environment_);
  } else if (what == NOTIFICATION_EXIT_TREE) {
    if (active_) world_->set_environment(nullptr);
    active_ = false;
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
