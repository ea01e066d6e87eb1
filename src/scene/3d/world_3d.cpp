#include "arbor/scene/3d/world_3d.h"

#include "arbor/scene/3d/physics_direct_space_state_3d.h"
#include "arbor/scene/node_3d.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/physics/physics_server_3d.h"

namespace arbor {

World3D::World3D() = default;

World3D::~World3D() { detach_physics(); }

PhysicsDirectSpaceState3D* World3D::get_direct_space_state() {
  if (!server_) return nullptr;
  if (!space_state_) space_state_ = std::make_unique<PhysicsDirectSpaceState3D>(*server_, space_);
  return space_state_.get();
}

void World3D::attach_physics(PhysicsServer3D& server) {
  if (server_ == &server) return;
  detach_physics();
  server_ = &server;
  space_ = server.space_create();
}

void World3D::detach_physics() {
  if (!server_) return;
  space_state_.reset();
  server_->space_free(space_);
  server_ = nullptr;
  space_ = SpaceHandle3D();
}

World3D* Node3D::get_world_3d() const {
  SceneViewport* viewport = get_viewport();
  return viewport ? viewport->get_world_3d() : nullptr;
}

}  // namespace arbor
