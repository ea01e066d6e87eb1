// The types that make a physics server 3D or 2D, for the front end shared by both.
#pragma once

#include "arbor/core/math/basis.h"
#include "arbor/core/math/transform_2d.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/servers/physics/physics_server_2d.h"
#include "arbor/servers/physics/physics_server_3d.h"
#include "servers/physics/joint_records.h"

namespace arbor::physics {

struct Traits3D {
  using Interface = PhysicsServer3D;
  using Vector = Vector3;
  using Angular = Vector3;  ///< angular velocities, torques
  using Transform = Transform3D;
  using InverseInertia = Basis;  ///< the world inverse inertia tensor
  using ShapeData = Shape3DData;
  using SpaceSettings = SpaceSettings3D;
  using BodyParameters = BodyParameters3D;
  using AreaParameters = AreaParameters3D;
  using Contact = BodyContact3D;
  using Dynamics = BodyDynamics3D;
  using SpaceHandle = SpaceHandle3D;
  using ShapeHandle = ShapeHandle3D;
  using BodyHandle = BodyHandle3D;
  using AreaHandle = AreaHandle3D;
  using JointHandle = JointHandle3D;
  using JointRecord = JointRecord3D;
  using JointType = JointType3D;
  static constexpr const char* kServerName = "PhysicsServer3D";

  static Vector origin(const Transform& transform) { return transform.origin; }
  static Angular apply(const InverseInertia& inverse, const Angular& torque) {
    return inverse.xform(torque);
  }
};

struct Traits2D {
  using Interface = PhysicsServer2D;
  using Vector = Vector2;
  using Angular = real_t;
  using Transform = Transform2D;
  using InverseInertia = real_t;
  using ShapeData = Shape2DData;
  using SpaceSettings = SpaceSettings2D;
  using BodyParameters = BodyParameters2D;
  using AreaParameters = AreaParameters2D;
  using Contact = BodyContact2D;
  using Dynamics = BodyDynamics2D;
  using SpaceHandle = SpaceHandle2D;
  using ShapeHandle = ShapeHandle2D;
  using BodyHandle = BodyHandle2D;
  using AreaHandle = AreaHandle2D;
  using JointHandle = JointHandle2D;
  using JointRecord = JointRecord2D;
  using JointType = JointType2D;
  static constexpr const char* kServerName = "PhysicsServer2D";

  static Vector origin(const Transform& transform) { return transform.columns[2]; }
  static Angular apply(InverseInertia inverse, Angular torque) { return inverse * torque; }
};

}  // namespace arbor::physics
