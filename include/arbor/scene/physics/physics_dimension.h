// The types of the 2D and 3D physics nodes, for the code they share (the collision object base,
// areas, casts, queries).
#pragma once

#include "arbor/core/math/transform_2d.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector2.h"
#include "arbor/core/math/vector3.h"
#include "arbor/servers/physics/physics_handle.h"

namespace arbor {

class Node2D;
class Node3D;
class PhysicsServer2D;
class PhysicsServer3D;
class Shape2D;
class Shape3D;
class World2D;
class World3D;

namespace physics {

/// The 3D physics nodes' types.
struct Dim3D {
  static constexpr int kDimensions = 3;
  using Node = Node3D;
  using Vector = Vector3;
  using Transform = Transform3D;
  using Shape = Shape3D;
  using Server = PhysicsServer3D;
  using World = World3D;
  using SpaceHandle = SpaceHandle3D;
  using ShapeHandle = ShapeHandle3D;
  using BodyHandle = BodyHandle3D;
  using AreaHandle = AreaHandle3D;
};

/// The 2D physics nodes' types (lengths in pixels).
struct Dim2D {
  static constexpr int kDimensions = 2;
  using Node = Node2D;
  using Vector = Vector2;
  using Transform = Transform2D;
  using Shape = Shape2D;
  using Server = PhysicsServer2D;
  using World = World2D;
  using SpaceHandle = SpaceHandle2D;
  using ShapeHandle = ShapeHandle2D;
  using BodyHandle = BodyHandle2D;
  using AreaHandle = AreaHandle2D;
};

}  // namespace physics
}  // namespace arbor
