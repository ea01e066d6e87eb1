#include "servers/physics/bullet/bullet_shapes.h"

#include <algorithm>
#include <cmath>
#include <variant>

#include <BulletCollision/CollisionShapes/btBoxShape.h>
#include <BulletCollision/CollisionShapes/btBvhTriangleMeshShape.h>
#include <BulletCollision/CollisionShapes/btCapsuleShape.h>
#include <BulletCollision/CollisionShapes/btConvexHullShape.h>
#include <BulletCollision/CollisionShapes/btCylinderShape.h>
#include <BulletCollision/CollisionShapes/btHeightfieldTerrainShape.h>
#include <BulletCollision/CollisionShapes/btSphereShape.h>
#include <BulletCollision/CollisionShapes/btStaticPlaneShape.h>
#include <BulletCollision/CollisionShapes/btTriangleMesh.h>

#include "servers/physics/bullet/bullet_convert.h"

namespace arbor::physics {
namespace {

// Bullet keeps convex shapes' margins inside boxes and cylinders but outside hulls; a margin
// larger than the shape would turn it inside out.
btScalar fitting_margin(real_t margin, const btVector3& half_extents) {
  return std::min(btScalar(margin), half_extents.minAxis() * btScalar(0.5));
}

struct Builder {
  Vector3 scale;
  real_t margin;
  BulletShape result;

  void operator()(const WorldBoundaryShape3DData& s) {
    // The scaled plane: n . (S^-1 p) = d, so n' = S^-1 n / |S^-1 n| and d' = d / |S^-1 n|.
    const Vector3 n = s.plane.normal / scale;
    const real_t length = n.length();
    result.shape =
        std::make_unique<btStaticPlaneShape>(to_bt(n / length), btScalar(s.plane.d / length));
  }
  void operator()(const SeparationRayShape3DData& s) {
    const btVector3 points[2] = {btVector3(0, 0, 0), btVector3(0, 0, btScalar(s.length * scale.z))};
    auto hull = std::make_unique<btConvexHullShape>(&points[0].x(), 2, int(sizeof(btVector3)));
    hull->setMargin(0);
    result.shape = std::move(hull);
    result.is_separation_ray = true;
  }
  void operator()(const SphereShape3DData& s) {
    result.shape =
        std::make_unique<btSphereShape>(btScalar(s.radius * std::max({scale.x, scale.y, scale.z})));
  }
  void operator()(const BoxShape3DData& s) {
    const btVector3 half = to_bt(s.half_extents * scale);
    auto box = std::make_unique<btBoxShape>(half);
    box->setMargin(fitting_margin(margin, half));
    result.shape = std::move(box);
  }
  void operator()(const CapsuleShape3DData& s) {
    const btScalar radius = btScalar(s.radius * std::max(scale.x, scale.z));
    const btScalar height = btScalar(s.height * scale.y);
    if (height <= 2 * radius) {
      result.shape = std::make_unique<btSphereShape>(radius);
    } else {
      result.shape = std::make_unique<btCapsuleShape>(radius, height - 2 * radius);
    }
  }
  void operator()(const CylinderShape3DData& s) {
    const btVector3 half(btScalar(s.radius * scale.x), btScalar(s.height / 2 * scale.y),
                         btScalar(s.radius * scale.z));
    auto cylinder = std::make_unique<btCylinderShape>(half);
    cylinder->setMargin(fitting_margin(margin, half));
    result.shape = std::move(cylinder);
  }
  void operator()(const ConvexPolygonShape3DData& s) {
    auto hull = std::make_unique<btConvexHullShape>();
    for (const Vector3& point : s.points) hull->addPoint(to_bt(point * scale), false);
    hull->recalcLocalAabb();
    hull->setMargin(btScalar(margin));
    result.shape = std::move(hull);
  }
  void operator()(const ConcavePolygonShape3DData& s) {
    auto mesh = std::make_unique<btTriangleMesh>(true, false);
    mesh->preallocateVertices(int(s.faces.size()));
    for (std::size_t i = 0; i + 2 < s.faces.size(); i += 3) {
      mesh->addTriangle(to_bt(s.faces[i] * scale), to_bt(s.faces[i + 1] * scale),
                        to_bt(s.faces[i + 2] * scale), false);
    }
    result.shape = std::make_unique<btBvhTriangleMeshShape>(mesh.get(), true);
    result.mesh = std::move(mesh);
  }
  void operator()(const HeightMapShape3DData& s) {
    result.heights.assign(s.heights.begin(), s.heights.end());
    real_t low = s.min_height;
    real_t high = s.max_height;
    if (low >= high) {
      low = *std::min_element(s.heights.begin(), s.heights.end());
      high = *std::max_element(s.heights.begin(), s.heights.end());
    }
    if (high - low < real_t(1e-4)) high = low + real_t(1e-4);
    auto field = std::make_unique<btHeightfieldTerrainShape>(
        s.width, s.depth, result.heights.data(), btScalar(low), btScalar(high), 1, false);
    field->setLocalScaling(to_bt(scale));
    // Bullet centres the field on the middle of its height range; Arbor's origin is height 0.
    result.offset = btVector3(0, btScalar((low + high) / 2 * scale.y), 0);
    result.shape = std::move(field);
  }
};

}  // namespace

BulletShape make_bullet_shape(const Shape3DData& data, const Vector3& scale) {
  Builder builder{scale.abs(), data.margin, {}};
  std::visit(builder, data.geometry);
  return std::move(builder.result);
}

SweptConvexShape::SweptConvexShape(const btConvexShape& inner, const btVector3& motion)
    : inner_(inner), motion_(motion) {
  m_shapeType = CUSTOM_CONVEX_SHAPE_TYPE;
}

btVector3 SweptConvexShape::localGetSupportingVertexWithoutMargin(
    const btVector3& direction) const {
  btVector3 support = inner_.localGetSupportingVertexWithoutMargin(direction);
  if (direction.dot(motion_) > 0) support += motion_;
  return support;
}

void SweptConvexShape::batchedUnitVectorGetSupportingVertexWithoutMargin(
    const btVector3* directions, btVector3* supports, int count) const {
  for (int i = 0; i < count; ++i)
    supports[i] = localGetSupportingVertexWithoutMargin(directions[i]);
}

void SweptConvexShape::getAabb(const btTransform& transform, btVector3& aabb_min,
                               btVector3& aabb_max) const {
  inner_.getAabb(transform, aabb_min, aabb_max);
  const btVector3 moved = transform.getBasis() * motion_;
  aabb_min.setMin(aabb_min + moved);
  aabb_max.setMax(aabb_max + moved);
}

void SweptConvexShape::calculateLocalInertia(btScalar mass, btVector3& inertia) const {
  inner_.calculateLocalInertia(mass, inertia);
}

}  // namespace arbor::physics
