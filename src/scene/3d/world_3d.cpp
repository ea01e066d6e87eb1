#include "arbor/scene/3d/world_3d.h"

#include "arbor/core/error/error.h"
#include "arbor/scene/3d/physics_direct_space_state_3d.h"
#include "arbor/scene/node_3d.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/physics/physics_server_3d.h"
#include "arbor/servers/rendering/rendering_server.h"

namespace arbor {

World3D::World3D() = default;

World3D::~World3D() {
  if (users_ > 0 && server_) server_->free(scenario_);
  detach_physics();
}

ScenarioHandle World3D::acquire_scenario(RenderingServer& server) {
  if (users_ > 0 && server_ != &server) {
    throw Error("World3D '" + get_path() +
                "' is drawn by another tree's rendering server: a world is drawn by one tree at "
                "a time");
  }
  if (users_++ == 0) {
    server_ = &server;
    scenario_ = server.scenario_create(get_path().empty() ? "World3D" : get_path());
  }
  return scenario_;
}

void World3D::release_scenario() {
  if (users_ == 0) return;
  if (--users_ == 0) {
    server_->free(scenario_);
    scenario_ = {};
    server_ = nullptr;
  }
}

PhysicsDirectSpaceState3D* World3D::get_direct_space_state() {
  if (!physics_) return nullptr;
  if (!space_state_) space_state_ = std::make_unique<PhysicsDirectSpaceState3D>(*physics_, space_);
  return space_state_.get();
}

void World3D::attach_physics(PhysicsServer3D& server) {
  if (physics_ == &server) return;
  detach_physics();
  physics_ = &server;
  space_ = server.space_create();
}

void World3D::detach_physics() {
  if (!physics_) return;
  space_state_.reset();
  physics_->space_free(space_);
  physics_ = nullptr;
  space_ = SpaceHandle3D();
}

World3D* Node3D::get_world_3d() const {
  SceneViewport* viewport = get_viewport();
  return viewport ? viewport->find_world_3d().get() : nullptr;
}

}  // namespace arbor
