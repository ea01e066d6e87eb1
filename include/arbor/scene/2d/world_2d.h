// World2D: what a viewport's 2D nodes share (Godot 4's World2D): the physics space their bodies
// and areas live in.
#pragma once

#include "arbor/core/object/resource.h"
#include "arbor/core/object/rid.h"
#include "arbor/servers/physics/physics_handle.h"

namespace arbor {

class PhysicsServer2D;

/// The 2D world of a viewport: each viewport has its own (Godot's rule), made on first use. The
/// physics space is made in the tree's PhysicsServer2D when the first 2D physics node enters, and
/// freed when the viewport leaves its tree; without a physics server there is none (get_space()
/// is a null RID).
class World2D : public Resource {
  ARBOR_CLASS(World2D, Resource)

 public:
  World2D();
  ~World2D() override;

  /// The physics space as an RID (Godot's World2D.space).
  [[nodiscard]] RID get_space() const { return space_.to_rid(); }
  [[nodiscard]] SpaceHandle2D get_space_handle() const { return space_; }
  [[nodiscard]] PhysicsServer2D* get_physics_server() const { return physics_; }

  /// Engine-internal: makes the world's space in `server` if it has none yet.
  void attach_physics(PhysicsServer2D& server);
  /// Engine-internal: frees the space (its viewport is leaving the tree, before the servers go).
  void detach_physics();

 private:
  PhysicsServer2D* physics_ = nullptr;
  SpaceHandle2D space_;
};

}  // namespace arbor
