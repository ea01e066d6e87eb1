#include "arbor/scene/3d/world_3d.h"

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/resources/environment.h"
#include "arbor/scene/3d/physics_direct_space_state_3d.h"
#include "arbor/scene/node_3d.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/physics/physics_server_3d.h"
#include "arbor/servers/rendering/rendering_server.h"
#include "scene/3d/render_resources.h"

namespace arbor {

World3D::World3D() = default;

World3D::~World3D() {
  if (users_ > 0 && server_) {
    release_environments();
    server_->free(scenario_);
  }
  detach_physics();
}

void World3D::set_environment(const Ref<Environment>& environment) {
  if (environment_ == environment) return;
  environment_ = environment;
  push_environments();
  emit_changed();
}

void World3D::set_fallback_environment(const Ref<Environment>& environment) {
  if (fallback_ == environment) return;
  fallback_ = environment;
  push_environments();
  emit_changed();
}

ScenarioHandle World3D::acquire_scenario(RenderingServer& server,
                                         detail::RenderResources& resources) {
  if (users_ > 0 && server_ != &server) {
    throw Error("World3D '" + get_path() +
                "' is drawn by another tree's rendering server: a world is drawn by one tree at "
                "a time");
  }
  if (users_++ == 0) {
    server_ = &server;
    resources_ = &resources;
    scenario_ = server.scenario_create(get_path().empty() ? "World3D" : get_path());
    push_environments();
  }
  return scenario_;
}

void World3D::release_scenario() {
  if (users_ == 0) return;
  if (--users_ == 0) {
    release_environments();
    server_->free(scenario_);
    scenario_ = {};
    server_ = nullptr;
    resources_ = nullptr;
  }
}

void World3D::push_environments() {
  if (users_ == 0) return;
  // Acquire the new ones before releasing the old, so an environment kept is not remade.
  const Ref<Environment> previous[2] = {pushed_[0], pushed_[1]};
  pushed_[0] = environment_;
  pushed_[1] = fallback_;
  EnvironmentHandle handles[2];
  for (int i = 0; i < 2; ++i) {
    if (pushed_[i].is_valid()) handles[i] = resources_->acquire_environment(*pushed_[i], nullptr);
  }
  server_->scenario_set_environment(scenario_, handles[0]);
  server_->scenario_set_fallback_environment(scenario_, handles[1]);
  for (const Ref<Environment>& environment : previous) resources_->release(environment.get());
}

void World3D::release_environments() {
  for (Ref<Environment>& environment : pushed_) {
    resources_->release(environment.get());
    environment = nullptr;
  }
}

void World3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_environment", "env"), &World3D::set_environment);
  ClassDB::bind_method(D_METHOD("get_environment"), &World3D::get_environment);
  ClassDB::bind_method(D_METHOD("set_fallback_environment", "env"),
                       &World3D::set_fallback_environment);
  ClassDB::bind_method(D_METHOD("get_fallback_environment"), &World3D::get_fallback_environment);
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "environment", PROPERTY_HINT_RESOURCE_TYPE, "Environment"),
      "set_environment", "get_environment");
  ClassDB::add_property(PropertyInfo(Variant::OBJECT, "fallback_environment",
                                     PROPERTY_HINT_RESOURCE_TYPE, "Environment"),
                        "set_fallback_environment", "get_fallback_environment");
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
