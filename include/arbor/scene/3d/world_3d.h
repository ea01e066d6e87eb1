// World3D: what a viewport's 3D nodes share (Godot 4's World3D): the rendering server's scenario
// a viewport draws, and the physics space its bodies and areas live in.
#pragma once

#include <memory>

#include "arbor/core/object/ref.h"
#include "arbor/core/object/resource.h"
#include "arbor/core/object/rid.h"
#include "arbor/servers/physics/physics_handle.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

class Environment;
class PhysicsDirectSpaceState3D;
class PhysicsServer3D;
class RenderingServer;
namespace detail {
class RenderResources;
}

/// What a viewport's 3D nodes live in: the rendering server's scenario, with the environment
/// its viewports draw with (set by a WorldEnvironment node, else `fallback_environment`), and the
/// physics server's space. Every viewport shares its parent viewport's World3D unless it has its
/// own (`world_3d`, or `own_world_3d`); the root viewport makes one on first use
/// (Node3D::get_world_3d()).
///
/// The scenario exists on a tree's rendering server while viewports use the world there; a
/// world is drawn by one tree at a time. The physics space is made in the tree's
/// PhysicsServer3D when the first physics node enters, and freed when the viewport that owns the
/// world leaves its tree; without a physics server there is none (get_space() is a null RID).
class World3D : public Resource {
  ARBOR_CLASS(World3D, Resource)

 public:
  World3D();
  ~World3D() override;

  void set_environment(const Ref<Environment>& environment);
  [[nodiscard]] const Ref<Environment>& get_environment() const { return environment_; }
  /// Drawn with when neither the camera nor the world has an environment.
  void set_fallback_environment(const Ref<Environment>& environment);
  [[nodiscard]] const Ref<Environment>& get_fallback_environment() const { return fallback_; }

  /// The world's scenario while it is drawn (Godot's get_scenario), else a null handle.
  [[nodiscard]] ScenarioHandle get_scenario() const { return scenario_; }

  /// Engine-internal, for viewports: the world's scenario on `server`, made by the first user;
  /// throws arbor::Error when another tree draws the world.
  ScenarioHandle acquire_scenario(RenderingServer& server, detail::RenderResources& resources);
  /// Engine-internal: a user is done; the last one frees the scenario.
  void release_scenario();

  /// The physics space as an RID (Godot's World3D.space).
  [[nodiscard]] RID get_space() const { return space_.to_rid(); }
  [[nodiscard]] SpaceHandle3D get_space_handle() const { return space_; }
  [[nodiscard]] PhysicsServer3D* get_physics_server() const { return physics_; }
  /// Queries on the space (rays, shapes, points), valid while the world has a space; nullptr
  /// without one. Call it from _physics_process, where the space is up to date.
  [[nodiscard]] PhysicsDirectSpaceState3D* get_direct_space_state();

  /// Engine-internal: makes the world's space in `server` if it has none yet.
  void attach_physics(PhysicsServer3D& server);
  /// Engine-internal: frees the space (its viewport is leaving the tree, before the servers go).
  void detach_physics();

 protected:
  static void _bind_methods();

 private:
  void push_environments();
  void release_environments();

  Ref<Environment> environment_;
  Ref<Environment> fallback_;
  RenderingServer* server_ = nullptr;
  detail::RenderResources* resources_ = nullptr;
  ScenarioHandle scenario_;
  int users_ = 0;
  Ref<Environment> pushed_[2];  // what the scenario holds (acquired)
  PhysicsServer3D* physics_ = nullptr;
  SpaceHandle3D space_;
  std::unique_ptr<PhysicsDirectSpaceState3D> space_state_;
};

}  // namespace arbor
