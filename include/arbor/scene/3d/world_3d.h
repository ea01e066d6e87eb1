// World3D: what a viewport's 3D nodes share (Godot 4's World3D): the physics space they live in.
#pragma once

#include <memory>

#include "arbor/core/object/resource.h"
#include "arbor/core/object/rid.h"
#include "arbor/servers/physics/physics_handle.h"

namespace arbor {

class PhysicsDirectSpaceState3D;
class PhysicsServer3D;

/// The 3D world of a SceneViewport (Node3D::get_world_3d()). Its physics space is made in the
/// tree's PhysicsServer3D when the first physics node enters, and freed when the viewport leaves
/// its tree; without a physics server there is none (get_space() is a null RID).
class World3D : public Resource {
  ARBOR_CLASS(World3D, Resource)

 public:
  World3D();
  ~World3D() override;

  /// The physics space as an RID (Godot's World3D.space).
  [[nodiscard]] RID get_space() const { return space_.to_rid(); }
  [[nodiscard]] SpaceHandle3D get_space_handle() const { return space_; }
  [[nodiscard]] PhysicsServer3D* get_physics_server() const { return server_; }
  /// Queries on the space (rays, shapes, points), valid while the world has a space; nullptr
  /// without one. Call it from _physics_process, where the space is up to date.
  [[nodiscard]] PhysicsDirectSpaceState3D* get_direct_space_state();

  /// Engine-internal: makes the world's space in `server` if it has none yet.
  void attach_physics(PhysicsServer3D& server);
  /// Engine-internal: frees the space (its viewport is leaving the tree, before the servers go).
  void detach_physics();

 private:
  PhysicsServer3D* server_ = nullptr;
  SpaceHandle3D space_;
  std::unique_ptr<PhysicsDirectSpaceState3D> space_state_;
};

}  // namespace arbor
