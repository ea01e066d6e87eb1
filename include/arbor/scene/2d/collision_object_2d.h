// CollisionObject2D: the base of 2D physics bodies and areas (Godot 4's CollisionObject2D).
#pragma once

#include "arbor/scene/physics/collision_object_base.h"

namespace arbor {

/// A node with collision shapes in the 2D physics world (lengths in pixels): a body or an area.
/// While it is inside a tree whose servers include a PhysicsServer2D, it owns a server object in
/// its World2D's space and pushes every change to it (shapes, layers, its global transform);
/// outside a tree, or without a physics server, it keeps its settings and does nothing else.
///
/// Its shapes come from shape owners: usually its CollisionShape2D and CollisionPolygon2D
/// children. Shape indices, as collisions report them, count the shapes of all owners in owner
/// order.
class CollisionObject2D : public physics::CollisionObjectBase<physics::Dim2D> {
  ARBOR_CLASS(CollisionObject2D, Node2D)

 public:
  ~CollisionObject2D() override;

 protected:
  explicit CollisionObject2D(bool area);
  static void _bind_methods();
  void _global_transform_invalidated() override { global_transform_invalidated(); }
};

}  // namespace arbor
