// Bullet collision shapes made from Arbor's shape data, with an object's scale baked in (Bullet's
// compound children cannot be scaled by their transform).
#pragma once

#include <memory>
#include <vector>

#include <BulletCollision/CollisionShapes/btCollisionShape.h>
#include <BulletCollision/CollisionShapes/btConvexInternalShape.h>
#include <BulletCollision/CollisionShapes/btStridingMeshInterface.h>

#include "arbor/servers/physics/shape_3d_data.h"

namespace arbor::physics {

/// One Bullet shape and what it needs to live: the triangle mesh of a concave shape, the heights
/// of a height map. `offset` is where the shape's origin sits in the Arbor shape's frame (Bullet
/// centres height fields on their height range).
struct BulletShape {
  std::unique_ptr<btCollisionShape> shape;
  std::unique_ptr<btStridingMeshInterface> mesh;
  std::vector<btScalar> heights;
  btVector3 offset{0, 0, 0};
  bool is_separation_ray = false;
};

/// A Bullet shape for `data`, scaled by `scale` along the shape's own axes (a sphere by the largest
/// component).
[[nodiscard]] BulletShape make_bullet_shape(const Shape3DData& data, const Vector3& scale);

/// A convex shape swept along `motion` (in the inner shape's frame): its support in a direction is
/// the inner shape's, moved by the motion when that points the same way. Distance tests against it
/// tell whether the inner shape touches anything anywhere along its motion.
class SweptConvexShape final : public btConvexInternalShape {
 public:
  SweptConvexShape(const btConvexShape& inner, const btVector3& motion);
  btVector3 localGetSupportingVertexWithoutMargin(const btVector3& direction) const override;
  void batchedUnitVectorGetSupportingVertexWithoutMargin(const btVector3* directions,
                                                         btVector3* supports,
                                                         int count) const override;
  void getAabb(const btTransform& transform, btVector3& aabb_min,
               btVector3& aabb_max) const override;
  void calculateLocalInertia(btScalar mass, btVector3& inertia) const override;
  const char* getName() const override { return "SweptConvex"; }
  btScalar getMargin() const override { return inner_.getMargin(); }

 private:
  const btConvexShape& inner_;
  btVector3 motion_;
};

}  // namespace arbor::physics
