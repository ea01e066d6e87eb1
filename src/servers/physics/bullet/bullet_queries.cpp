// Space queries and body motion tests on Bullet's shapes: rays through Bullet's ray tests, the
// rest through closest points of convex shapes (Bullet's GJK and EPA), shape by shape, with
// Godot's rules (safe margins, recovery from penetration, bisected casts).

#include <algorithm>
#include <array>
#include <cmath>

#include <BulletCollision/BroadphaseCollision/btBroadphaseInterface.h>
#include <BulletCollision/CollisionDispatch/btCollisionWorld.h>
#include <BulletCollision/CollisionShapes/btConcaveShape.h>
#include <BulletCollision/CollisionShapes/btStaticPlaneShape.h>
#include <BulletCollision/CollisionShapes/btTriangleCallback.h>
#include <BulletCollision/CollisionShapes/btTriangleShape.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkEpa2.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkEpaPenetrationDepthSolver.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkPairDetector.h>
#include <BulletCollision/NarrowPhaseCollision/btRaycastCallback.h>
#include <BulletCollision/NarrowPhaseCollision/btVoronoiSimplexSolver.h>

#include "servers/physics/bullet/bullet_convert.h"
#include "servers/physics/bullet/bullet_server.h"

namespace arbor::physics {
namespace {

/// The closest points of two shapes, margins included: `normal` points from b towards a,
/// `distance` is negative when they overlap.
struct ShapeContact {
  btVector3 on_a{0, 0, 0};
  btVector3 on_b{0, 0, 0};
  btVector3 normal{0, 1, 0};
  btScalar distance = BT_LARGE_FLOAT;
  int face = -1;
};

class ClosestResult final : public btDiscreteCollisionDetectorInterface::Result {
 public:
  ShapeContact contact;
  bool found = false;

  void setShapeIdentifiersA(int, int) override {}
  void setShapeIdentifiersB(int, int) override {}
  void addContactPoint(const btVector3& normal, const btVector3& point_on_b,
                       btScalar distance) override {
    if (found && distance >= contact.distance) return;
    found = true;
    contact.normal = normal;
    contact.on_b = point_on_b;
    contact.on_a = point_on_b + normal * distance;
    contact.distance = distance;
  }
};

bool convex_contact(const btConvexShape& a, const btTransform& ta, const btConvexShape& b,
                    const btTransform& tb, ShapeContact& out) {
  btVoronoiSimplexSolver simplex;
  btGjkEpaPenetrationDepthSolver epa;
  btGjkPairDetector detector(&a, &b, &simplex, &epa);
  btGjkPairDetector::ClosestPointInput input;
  input.m_transformA = ta;
  input.m_transformB = tb;
  input.m_maximumDistanceSquared = BT_LARGE_FLOAT;
  ClosestResult result;
  detector.getClosestPoints(input, result, nullptr);
  if (!result.found) return false;
  out = result.contact;
  return true;
}

template <class Visit>
class TriangleContacts final : public btTriangleCallback {
 public:
  TriangleContacts(const btConvexShape& a, const btTransform& ta, const btTransform& tb,
                   btScalar max_distance, Visit& visit)
      : a_(a), ta_(ta), tb_(tb), max_distance_(max_distance), visit_(visit) {}

  void processTriangle(btVector3* triangle, int, int index) override {
    btTriangleShape shape(triangle[0], triangle[1], triangle[2]);
    shape.setMargin(0);
    ShapeContact contact;
    if (!convex_contact(a_, ta_, shape, tb_, contact) || contact.distance > max_distance_) return;
    contact.face = index;
    visit_(contact);
  }

 private:
  const btConvexShape& a_;
  const btTransform& ta_;
  const btTransform& tb_;
  btScalar max_distance_;
  Visit& visit_;
};

/// Calls visit(contact) for each contact of convex `a` with shape `b` closer than max_distance
/// (one per convex shape, one per triangle of a concave one).
template <class Visit>
void for_each_contact(const btConvexShape& a, const btTransform& ta, const btCollisionShape& b,
                      const btTransform& tb, btScalar max_distance, Visit&& visit) {
  if (b.isConvex()) {
    ShapeContact contact;
    if (convex_contact(a, ta, static_cast<const btConvexShape&>(b), tb, contact) &&
        contact.distance <= max_distance) {
      visit(contact);
    }
    return;
  }
  if (b.getShapeType() == STATIC_PLANE_PROXYTYPE) {
    const auto& plane = static_cast<const btStaticPlaneShape&>(b);
    const btVector3 normal = tb.getBasis() * plane.getPlaneNormal();
    const btScalar constant = plane.getPlaneConstant() + normal.dot(tb.getOrigin());
    const btVector3 deepest = ta(a.localGetSupportingVertex(ta.getBasis().transpose() * -normal));
    ShapeContact contact;
    contact.distance = normal.dot(deepest) - constant;
    if (contact.distance > max_distance) return;
    contact.normal = normal;
    contact.on_a = deepest;
    contact.on_b = deepest - normal * contact.distance;
    visit(contact);
    return;
  }
  if (b.isConcave()) {
    btVector3 low;
    btVector3 high;
    a.getAabb(tb.inverseTimes(ta), low, high);
    const btVector3 grow(max_distance, max_distance, max_distance);
    TriangleContacts<std::remove_reference_t<Visit>> triangles(a, ta, tb, max_distance, visit);
    static_cast<const btConcaveShape&>(b).processAllTriangles(&triangles, low - grow, high + grow);
  }
}

/// Whether convex `a` overlaps shape `b` (touching counts).
bool overlaps(const btConvexShape& a, const btTransform& ta, const btCollisionShape& b,
              const btTransform& tb) {
  bool hit = false;
  for_each_contact(a, ta, b, tb, 0, [&hit](const ShapeContact&) { hit = true; });
  return hit;
}

class AabbCollector final : public btBroadphaseAabbCallback {
 public:
  explicit AabbCollector(std::vector<std::uint32_t>& out) : out_(out) {}
  bool process(const btBroadphaseProxy* proxy) override {
    out_.push_back(
        std::uint32_t(static_cast<btCollisionObject*>(proxy->m_clientObject)->getUserIndex()));
    return true;
  }

 private:
  std::vector<std::uint32_t>& out_;
};

class RayCollector final : public btBroadphaseRayCallback {
 public:
  RayCollector(std::vector<std::uint32_t>& out, const btVector3& from, const btVector3& to)
      : out_(out) {
    btVector3 direction = (to - from).normalized();
    m_rayDirectionInverse.setValue(direction[0] == 0 ? btScalar(BT_LARGE_FLOAT) : 1 / direction[0],
                                   direction[1] == 0 ? btScalar(BT_LARGE_FLOAT) : 1 / direction[1],
                                   direction[2] == 0 ? btScalar(BT_LARGE_FLOAT) : 1 / direction[2]);
    m_signs[0] = m_rayDirectionInverse[0] < 0;
    m_signs[1] = m_rayDirectionInverse[1] < 0;
    m_signs[2] = m_rayDirectionInverse[2] < 0;
    m_lambda_max = direction.dot(to - from);
  }
  bool process(const btBroadphaseProxy* proxy) override {
    out_.push_back(
        std::uint32_t(static_cast<btCollisionObject*>(proxy->m_clientObject)->getUserIndex()));
    return true;
  }

 private:
  std::vector<std::uint32_t>& out_;
};

/// Bullet's nearest-hit ray callback, keeping the triangle of a concave hit.
class NearestRay final : public btCollisionWorld::ClosestRayResultCallback {
 public:
  NearestRay(const btVector3& from, const btVector3& to) : ClosestRayResultCallback(from, to) {}
  int face = -1;
  bool needsCollision(btBroadphaseProxy*) const override { return true; }
  btScalar addSingleResult(btCollisionWorld::LocalRayResult& result,
                           bool normal_in_world) override {
    face = result.m_localShapeInfo ? result.m_localShapeInfo->m_triangleIndex : -1;
    return ClosestRayResultCallback::addSingleResult(result, normal_in_world);
  }
};

// Godot's smallest motion-test margin and the share of it below which contacts are ignored.
constexpr real_t kMotionMarginMin = real_t(0.0001);
constexpr real_t kMinContactDepthFactor = real_t(0.05);
constexpr int kMaxRecoveryContacts = 32;

/// A collision found at the end of a motion test, before it becomes a MotionCollision3D.
struct RestCollision {
  real_t depth = 0;
  Vector3 position;
  Vector3 normal;
  std::uint32_t other = 0;
  int other_shape = 0;
  int local_shape = 0;
};

/// The deepest `capacity` collisions, deepest first.
class RestCollisions {
 public:
  explicit RestCollisions(int capacity)
      : capacity_(std::clamp(capacity, 1, MotionResult3D::MAX_COLLISIONS)) {}
  void add(const RestCollision& collision) {
    int position = count_;
    while (position > 0 && entries_[std::size_t(position - 1)].depth < collision.depth) --position;
    if (position >= capacity_) return;
    const int last = std::min(count_, capacity_ - 1);
    for (int i = last; i > position; --i) entries_[std::size_t(i)] = entries_[std::size_t(i - 1)];
    entries_[std::size_t(position)] = collision;
    count_ = std::min(count_ + 1, capacity_);
  }
  [[nodiscard]] int size() const { return count_; }
  [[nodiscard]] const RestCollision& operator[](int i) const { return entries_[std::size_t(i)]; }

 private:
  std::array<RestCollision, MotionResult3D::MAX_COLLISIONS> entries_{};
  int capacity_;
  int count_ = 0;
};

}  // namespace

// -- helpers -----------------------------------------------------------------------------------

template <class Visit>
void BulletPhysicsServer3D::for_each_shape(std::uint32_t slot, Visit&& visit) const {
  const BulletObject& native = natives_[slot];
  const btTransform& base = native.object->getWorldTransform();
  for (std::size_t i = 0; i < native.shapes.size(); ++i) {
    visit(native.shape_index[i], *native.shapes[i].shape, base * native.shape_transforms[i]);
  }
}

void BulletPhysicsServer3D::gather(const BulletSpace& space, const btVector3& low,
                                   const btVector3& high) const {
  candidates_.clear();
  AabbCollector collector(candidates_);
  space.broadphase->aabbTest(low, high, collector);
  std::sort(candidates_.begin(), candidates_.end());
}

const btConvexShape* BulletPhysicsServer3D::query_shape(ShapeHandle3D shape,
                                                        const Transform3D& transform) const {
  const ShapeRecord3D& record =
      shapes().get(shape.index(), shape.generation(), ShapeHandle3D::kind_name());
  if (query_shapes_.size() <= shape.index()) query_shapes_.resize(shape.index() + 1);
  QueryShape& cached = query_shapes_[shape.index()];
  const Vector3 scale = transform.basis.get_scale_abs();
  if (!cached.shape.shape || cached.generation != shape.generation() ||
      cached.version != record.version || !cached.scale.is_equal_approx(scale)) {
    cached.generation = shape.generation();
    cached.version = record.version;
    cached.scale = scale;
    cached.shape = make_bullet_shape(record.data, scale);
  }
  if (!cached.shape.shape->isConvex()) return nullptr;
  return static_cast<const btConvexShape*>(cached.shape.shape.get());
}

Vector3 BulletPhysicsServer3D::velocity_at(std::uint32_t slot, const Vector3& point) const {
  const ObjectRecord3D& record = objects().at(slot);
  if (record.is_area) return {};
  const btRigidBody* body = rigid_body(slot);
  const Vector3 linear = natives_[slot].list == SpaceList::RIGID
                             ? from_bt(body->getLinearVelocity())
                             : from_bt(body->getLinearVelocity()) + record.linear_velocity;
  const Vector3 angular = natives_[slot].list == SpaceList::RIGID
                              ? from_bt(body->getAngularVelocity())
                              : from_bt(body->getAngularVelocity()) + record.angular_velocity;
  return linear + angular.cross(point - from_bt(body->getCenterOfMassPosition()));
}

// -- rays and points ---------------------------------------------------------------------------

bool BulletPhysicsServer3D::space_intersect_ray(SpaceHandle3D space, const RayQuery3D& query,
                                                RayHit3D& hit) const {
  (void)space_record(space);
  const BulletSpace& native_world = native_space(space.index());
  const btVector3 from = to_bt(query.from);
  const btVector3 to = to_bt(query.to);
  if (from == to) return false;
  candidates_.clear();
  RayCollector collector(candidates_, from, to);
  native_world.broadphase->rayTest(from, to, collector);
  std::sort(candidates_.begin(), candidates_.end());
  candidates_.erase(std::unique(candidates_.begin(), candidates_.end()), candidates_.end());
  const btTransform from_transform(btMatrix3x3::getIdentity(), from);
  const btTransform to_transform(btMatrix3x3::getIdentity(), to);
  btScalar best = 2;
  bool found = false;
  for (std::uint32_t slot : candidates_) {
    const ObjectRecord3D& record = objects().at(slot);
    if (!passes_filter(query.filter, slot, record)) continue;
    for_each_shape(slot, [&](int shape_index, const btCollisionShape& shape,
                             const btTransform& transform) {
      if (shape.isConvex()) {
        btGjkEpaSolver2::sResults inside;
        if (btGjkEpaSolver2::SignedDistance(from, 0, static_cast<const btConvexShape*>(&shape),
                                            transform, inside) < 0) {
          if (query.hit_from_inside && best > 0) {
            best = 0;
            found = true;
            hit = RayHit3D{query.from, Vector3(), RID(), record.instance_id, shape_index, -1};
            hit.rid = RID::from_uint64((std::uint64_t(objects().generation(slot)) << 32) | slot);
          }
          return;
        }
      }
      NearestRay ray(from, to);
      if (!query.hit_back_faces) ray.m_flags |= btTriangleRaycastCallback::kF_FilterBackfaces;
      btCollisionWorld::rayTestSingle(from_transform, to_transform, natives_[slot].object.get(),
                                      &shape, transform, ray);
      if (!ray.hasHit() || ray.m_closestHitFraction >= best) return;
      best = ray.m_closestHitFraction;
      found = true;
      hit.position = from_bt(ray.m_hitPointWorld);
      hit.normal = from_bt(ray.m_hitNormalWorld).normalized();
      hit.rid = RID::from_uint64((std::uint64_t(objects().generation(slot)) << 32) | slot);
      hit.collider_id = record.instance_id;
      hit.shape = shape_index;
      hit.face_index = shape.isConcave() ? ray.face : -1;
    });
  }
  return found;
}

int BulletPhysicsServer3D::space_intersect_point(SpaceHandle3D space, const PointQuery3D& query,
                                                 std::span<ShapeHit3D> results) const {
  (void)space_record(space);
  const BulletSpace& native_world = native_space(space.index());
  const btVector3 point = to_bt(query.position);
  const btVector3 tiny(btScalar(1e-4), btScalar(1e-4), btScalar(1e-4));
  gather(native_world, point - tiny, point + tiny);
  int count = 0;
  for (std::uint32_t slot : candidates_) {
    const ObjectRecord3D& record = objects().at(slot);
    if (!passes_filter(query.filter, slot, record)) continue;
    for_each_shape(slot, [&](int shape_index, const btCollisionShape& shape,
                             const btTransform& transform) {
      if (count >= int(results.size())) return;
      bool inside = false;
      if (shape.isConvex()) {
        btGjkEpaSolver2::sResults result;
        inside = btGjkEpaSolver2::SignedDistance(
                     point, 0, static_cast<const btConvexShape*>(&shape), transform, result) <= 0;
      } else if (shape.getShapeType() == STATIC_PLANE_PROXYTYPE) {
        const auto& plane = static_cast<const btStaticPlaneShape&>(shape);
        inside = plane.getPlaneNormal().dot(transform.invXform(point)) <= plane.getPlaneConstant();
      }
      if (!inside) return;
      results[std::size_t(count++)] =
          ShapeHit3D{RID::from_uint64((std::uint64_t(objects().generation(slot)) << 32) | slot),
                     record.instance_id, shape_index};
    });
  }
  return count;
}

// -- shape queries -----------------------------------------------------------------------------

int BulletPhysicsServer3D::space_intersect_shape(SpaceHandle3D space, const ShapeQuery3D& query,
                                                 std::span<ShapeHit3D> results) const {
  (void)space_record(space);
  const BulletSpace& native_world = native_space(space.index());
  const btConvexShape* shape = query_shape(query.shape, query.transform);
  if (!shape) return 0;
  const btTransform transform =
      to_bt(Transform3D(query.transform.basis.orthonormalized(), query.transform.origin));
  btVector3 low;
  btVector3 high;
  shape->getAabb(transform, low, high);
  const btScalar margin = btScalar(query.margin);
  gather(native_world, low - btVector3(margin, margin, margin),
         high + btVector3(margin, margin, margin));
  int count = 0;
  for (std::uint32_t slot : candidates_) {
    const ObjectRecord3D& record = objects().at(slot);
    if (!passes_filter(query.filter, slot, record)) continue;
    for_each_shape(slot, [&](int shape_index, const btCollisionShape& other,
                             const btTransform& other_transform) {
      if (count >= int(results.size())) return;
      bool hit = false;
      for_each_contact(*shape, transform, other, other_transform, margin,
                       [&hit](const ShapeContact&) { hit = true; });
      if (!hit) return;
      results[std::size_t(count++)] =
          ShapeHit3D{RID::from_uint64((std::uint64_t(objects().generation(slot)) << 32) | slot),
                     record.instance_id, shape_index};
    });
  }
  return count;
}

bool BulletPhysicsServer3D::space_cast_motion(SpaceHandle3D space, const ShapeQuery3D& query,
                                              real_t& safe, real_t& unsafe) const {
  (void)space_record(space);
  const BulletSpace& native_world = native_space(space.index());
  safe = 1;
  unsafe = 1;
  const btConvexShape* shape = query_shape(query.shape, query.transform);
  if (!shape) return false;
  if (query.motion == Vector3()) return true;
  const btTransform transform =
      to_bt(Transform3D(query.transform.basis.orthonormalized(), query.transform.origin));
  const btVector3 local_motion = transform.getBasis().transpose() * to_bt(query.motion);
  const SweptConvexShape swept(*shape, local_motion);
  btVector3 low;
  btVector3 high;
  swept.getAabb(transform, low, high);
  gather(native_world, low, high);
  for (std::uint32_t slot : candidates_) {
    const ObjectRecord3D& record = objects().at(slot);
    if (!passes_filter(query.filter, slot, record)) continue;
    for_each_shape(slot,
                   [&](int, const btCollisionShape& other, const btTransform& other_transform) {
                     if (!overlaps(swept, transform, other, other_transform)) return;
                     if (overlaps(*shape, transform, other, other_transform))
                       return;  // inside it: ignored
                     real_t low_fraction = 0;
                     real_t high_fraction = 1;
                     for (int k = 0; k < 8; ++k) {
                       const real_t fraction = (low_fraction + high_fraction) / 2;
                       const SweptConvexShape part(*shape, local_motion * btScalar(fraction));
                       if (overlaps(part, transform, other, other_transform)) {
                         high_fraction = fraction;
                       } else {
                         low_fraction = fraction;
                       }
                     }
                     if (low_fraction < safe) {
                       safe = low_fraction;
                       unsafe = high_fraction;
                     }
                   });
  }
  return true;
}

int BulletPhysicsServer3D::space_collide_shape(SpaceHandle3D space, const ShapeQuery3D& query,
                                               std::span<Vector3> points) const {
  (void)space_record(space);
  const BulletSpace& native_world = native_space(space.index());
  const btConvexShape* shape = query_shape(query.shape, query.transform);
  if (!shape) return 0;
  const btTransform transform =
      to_bt(Transform3D(query.transform.basis.orthonormalized(), query.transform.origin));
  btVector3 low;
  btVector3 high;
  shape->getAabb(transform, low, high);
  const btVector3 motion = to_bt(query.motion);
  const btScalar margin = btScalar(query.margin);
  const btVector3 grow(margin, margin, margin);
  // Godot's collide_shape looks where the shape starts; the motion only widens the search.
  btVector3 search_low = low + motion;
  btVector3 search_high = high + motion;
  search_low.setMin(low);
  search_high.setMax(high);
  gather(native_world, search_low - grow, search_high + grow);
  int pairs = 0;
  for (std::uint32_t slot : candidates_) {
    const ObjectRecord3D& record = objects().at(slot);
    if (!passes_filter(query.filter, slot, record)) continue;
    for_each_shape(slot,
                   [&](int, const btCollisionShape& other, const btTransform& other_transform) {
                     for_each_contact(*shape, transform, other, other_transform, margin,
                                      [&](const ShapeContact& contact) {
                                        if (std::size_t(pairs) * 2 + 1 >= points.size()) return;
                                        points[std::size_t(pairs) * 2] = from_bt(contact.on_a);
                                        points[std::size_t(pairs) * 2 + 1] = from_bt(contact.on_b);
                                        ++pairs;
                                      });
                   });
  }
  return pairs;
}

bool BulletPhysicsServer3D::space_get_rest_info(SpaceHandle3D space, const ShapeQuery3D& query,
                                                ShapeRestInfo3D& info) const {
  (void)space_record(space);
  const BulletSpace& native_world = native_space(space.index());
  const btConvexShape* shape = query_shape(query.shape, query.transform);
  if (!shape) return false;
  const btTransform transform =
      to_bt(Transform3D(query.transform.basis.orthonormalized(), query.transform.origin));
  btVector3 low;
  btVector3 high;
  shape->getAabb(transform, low, high);
  const btScalar margin = btScalar(query.margin);
  const btVector3 grow(margin, margin, margin);
  gather(native_world, low - grow, high + grow);
  real_t best = -1;
  for (std::uint32_t slot : candidates_) {
    const ObjectRecord3D& record = objects().at(slot);
    if (!passes_filter(query.filter, slot, record)) continue;
    for_each_shape(slot, [&](int shape_index, const btCollisionShape& other,
                             const btTransform& other_transform) {
      for_each_contact(
          *shape, transform, other, other_transform, margin, [&](const ShapeContact& contact) {
            const real_t depth = real_t(margin - contact.distance);
            if (depth <= best) return;
            best = depth;
            info.point = from_bt(contact.on_b);
            info.normal = from_bt(contact.normal);
            info.rid = RID::from_uint64((std::uint64_t(objects().generation(slot)) << 32) | slot);
            info.collider_id = record.instance_id;
            info.shape = shape_index;
            info.linear_velocity = velocity_at(slot, info.point);
          });
    });
  }
  return best >= 0;
}

Vector3 BulletPhysicsServer3D::space_get_closest_point_to_object_volume(
    SpaceHandle3D space, RID object, const Vector3& point) const {
  std::uint32_t slot = 0;
  const ObjectRecord3D& record =
      object_in_space(space, object, "space_get_closest_point_to_object_volume", slot);
  const btVector3 from = to_bt(point);
  btScalar nearest = BT_LARGE_FLOAT;
  Vector3 closest = record.transform.origin;
  // Convex shapes give their nearest surface point from GJK (EPA from inside); a world boundary
  // gives the point's projection onto its plane. Concave shapes have no volume to measure.
  for_each_shape(slot, [&](int, const btCollisionShape& shape, const btTransform& transform) {
    btVector3 on_surface;
    if (shape.isConvex()) {
      btGjkEpaSolver2::sResults result;
      if (btGjkEpaSolver2::SignedDistance(from, 0, static_cast<const btConvexShape*>(&shape),
                                          transform, result) == SIMD_INFINITY) {
        return;
      }
      on_surface = result.witnesses[0];
    } else if (shape.getShapeType() == STATIC_PLANE_PROXYTYPE) {
      const auto& plane = static_cast<const btStaticPlaneShape&>(shape);
      const btVector3 local = transform.invXform(from);
      const btScalar above = plane.getPlaneNormal().dot(local) - plane.getPlaneConstant();
      on_surface = transform(local - plane.getPlaneNormal() * above);
    } else {
      return;
    }
    const btScalar distance = on_surface.distance(from);
    if (distance >= nearest) return;
    nearest = distance;
    closest = from_bt(on_surface);
  });
  return closest;
}

// -- motion tests ------------------------------------------------------------------------------

bool BulletPhysicsServer3D::body_test_motion(BodyHandle3D body,
                                             const MotionParameters3D& parameters,
                                             MotionResult3D& result) {
  const std::uint32_t self = body_slot(body);
  const ObjectRecord3D& record = objects().at(self);
  const BulletObject& native = natives_[self];
  result.reset();
  result.travel = parameters.motion;
  result.collision_safe_fraction = 1;
  result.collision_unsafe_fraction = 1;

  // The body's convex shapes, placed where the test starts.
  struct BodyShape {
    const btConvexShape* shape;
    btTransform local;
    int index;
    bool separation_ray;
  };
  std::array<BodyShape, 16> body_shapes{};
  std::size_t shape_count = 0;
  for (std::size_t i = 0; i < native.shapes.size() && shape_count < body_shapes.size(); ++i) {
    if (!native.shapes[i].shape->isConvex()) continue;
    body_shapes[shape_count++] = {static_cast<const btConvexShape*>(native.shapes[i].shape.get()),
                                  native.shape_transforms[i], native.shape_index[i],
                                  native.shapes[i].is_separation_ray};
  }
  if (!record.space || !native.in_world || shape_count == 0) return false;
  const BulletSpace& space = native_space(native.native_space);

  const btScalar margin = btScalar(std::max(parameters.margin, kMotionMarginMin));
  const real_t min_contact_depth = real_t(margin) * kMinContactDepthFactor;
  const real_t motion_length = parameters.motion.length();
  const btVector3 motion = to_bt(parameters.motion);
  btTransform body_transform =
      to_bt(Transform3D(parameters.from.basis.orthonormalized(), parameters.from.origin) *
            native.center_frame);
  const btVector3 start = body_transform.getOrigin();

  auto bounds = [&](const btTransform& at, btVector3& low, btVector3& high) {
    low.setValue(BT_LARGE_FLOAT, BT_LARGE_FLOAT, BT_LARGE_FLOAT);
    high = -low;
    for (std::size_t i = 0; i < shape_count; ++i) {
      btVector3 shape_low;
      btVector3 shape_high;
      body_shapes[i].shape->getAabb(at * body_shapes[i].local, shape_low, shape_high);
      low.setMin(shape_low);
      high.setMax(shape_high);
    }
    low -= btVector3(margin, margin, margin);
    high += btVector3(margin, margin, margin);
  };
  const RID self_rid = body.to_rid();
  auto collides_with = [&](std::uint32_t slot) {
    if (slot == self) return false;
    const ObjectRecord3D& other = objects().at(slot);
    if (other.is_area || (other.collision_layer & record.collision_mask) == 0) return false;
    const RID rid = RID::from_uint64((std::uint64_t(objects().generation(slot)) << 32) | slot);
    auto listed = [](const auto& list, const auto& value) {
      return std::find(list.begin(), list.end(), value) != list.end();
    };
    if (listed(record.exceptions, rid) || listed(other.exceptions, self_rid)) return false;
    if (listed(parameters.exclude_bodies, rid) ||
        listed(parameters.exclude_objects, other.instance_id))
      return false;
    return true;
  };

  // 1. Free the body where it starts: push it out of what its shapes (grown by the margin)
  // penetrate, 40% of the depth at a time, weighted by the others' collision priorities.
  bool recovered = false;
  for (int attempt = 0; attempt < 4; ++attempt) {
    struct Penetration {
      Vector3 normal;
      real_t depth;
      real_t priority;
    };
    std::array<Penetration, kMaxRecoveryContacts> found{};
    int amount = 0;
    btVector3 low;
    btVector3 high;
    bounds(body_transform, low, high);
    gather(space, low, high);
    for (std::uint32_t slot : candidates_) {
      if (!collides_with(slot)) continue;
      const real_t priority = objects().at(slot).collision_priority;
      for (std::size_t i = 0; i < shape_count; ++i) {
        const btTransform at = body_transform * body_shapes[i].local;
        for_each_shape(slot, [&](int, const btCollisionShape& other, const btTransform& other_at) {
          for_each_contact(
              *body_shapes[i].shape, at, other, other_at, margin, [&](const ShapeContact& contact) {
                const real_t depth = real_t(margin - contact.distance);
                Penetration entry{from_bt(contact.normal), depth, priority};
                if (amount < kMaxRecoveryContacts) {
                  found[std::size_t(amount++)] = entry;
                  return;
                }
                auto least = std::min_element(
                    found.begin(), found.end(),
                    [](const Penetration& a, const Penetration& b) { return a.depth < b.depth; });
                if (least->depth < depth) *least = entry;
              });
        });
      }
    }
    if (amount == 0) break;
    real_t total_priority = 0;
    for (int i = 0; i < amount; ++i) total_priority += found[std::size_t(i)].priority;
    const real_t weight =
        Math::is_zero_approx(total_priority) ? 1 : real_t(amount) / total_priority;
    recovered = true;
    Vector3 recover;
    for (int i = 0; i < amount; ++i) {
      const Penetration& entry = found[std::size_t(i)];
      const real_t depth = entry.depth - entry.normal.dot(recover);
      if (depth > min_contact_depth + real_t(CMP_EPSILON)) {
        recover +=
            entry.normal * ((depth - min_contact_depth) * real_t(0.4) * entry.priority * weight);
      }
    }
    if (recover == Vector3()) break;
    body_transform.setOrigin(body_transform.getOrigin() + to_bt(recover));
  }

  // 2. Move as far as the motion allows: bisect each shape's sweep against each obstacle.
  real_t safe = 1;
  real_t unsafe = 1;
  int best_shape = -1;
  if (motion_length > 0) {
    btVector3 low;
    btVector3 high;
    bounds(body_transform, low, high);
    btVector3 moved_low = low + motion;
    btVector3 moved_high = high + motion;
    moved_low.setMin(low);
    moved_high.setMax(high);
    gather(space, moved_low, moved_high);
    for (std::size_t i = 0; i < shape_count; ++i) {
      const BodyShape& mine = body_shapes[i];
      if (mine.separation_ray && !parameters.collide_separation_ray) continue;
      const btTransform at = body_transform * mine.local;
      const btVector3 local_motion = at.getBasis().transpose() * motion;
      const SweptConvexShape whole(*mine.shape, local_motion);
      real_t best_safe = 1;
      real_t best_unsafe = 1;
      bool stuck = false;
      for (std::uint32_t slot : candidates_) {
        if (stuck || !collides_with(slot)) continue;
        for_each_shape(slot, [&](int, const btCollisionShape& other, const btTransform& other_at) {
          if (stuck || !overlaps(whole, at, other, other_at)) return;
          if (overlaps(*mine.shape, at, other, other_at)) {
            stuck = true;
            return;
          }
          real_t low_fraction = 0;
          real_t high_fraction = 1;
          real_t coefficient = real_t(0.5);
          for (int k = 0; k < 8; ++k) {
            const real_t fraction = low_fraction + (high_fraction - low_fraction) * coefficient;
            const SweptConvexShape part(*mine.shape, local_motion * btScalar(fraction));
            if (overlaps(part, at, other, other_at)) {
              high_fraction = fraction;
              coefficient = (k == 0 || low_fraction > 0) ? real_t(0.5) : real_t(0.25);
            } else {
              low_fraction = fraction;
              coefficient = (k == 0 || high_fraction < 1) ? real_t(0.5) : real_t(0.75);
            }
          }
          if (low_fraction < best_safe) {
            best_safe = low_fraction;
            best_unsafe = high_fraction;
          }
        });
      }
      if (stuck) {
        safe = 0;
        unsafe = 0;
        best_shape = int(i);
        break;
      }
      if (best_safe < safe) {
        safe = best_safe;
        unsafe = best_unsafe;
        best_shape = int(i);
      }
    }
  }

  // 3. What the body touches a little further on (the unsafe fraction), as collisions.
  const Vector3 recovery = from_bt(body_transform.getOrigin() - start);
  if (!((parameters.recovery_as_collision && recovered) || safe < 1)) {
    result.travel = parameters.motion + recovery;
    return false;
  }
  if (safe >= 1) best_shape = -1;
  btTransform rest = body_transform;
  rest.setOrigin(rest.getOrigin() + motion * btScalar(unsafe));
  const real_t min_allowed_depth = std::min(motion_length, min_contact_depth);
  RestCollisions collisions(parameters.max_collisions);
  btVector3 low;
  btVector3 high;
  bounds(rest, low, high);
  gather(space, low, high);
  const std::size_t from_shape = best_shape >= 0 ? std::size_t(best_shape) : 0;
  const std::size_t to_shape = best_shape >= 0 ? std::size_t(best_shape) + 1 : shape_count;
  for (std::uint32_t slot : candidates_) {
    if (!collides_with(slot)) continue;
    for (std::size_t i = from_shape; i < to_shape; ++i) {
      const btTransform at = rest * body_shapes[i].local;
      for_each_shape(slot, [&](int other_index, const btCollisionShape& other,
                               const btTransform& other_at) {
        for_each_contact(*body_shapes[i].shape, at, other, other_at, margin,
                         [&](const ShapeContact& contact) {
                           const real_t depth = real_t(margin - contact.distance);
                           if (depth < min_allowed_depth) return;
                           collisions.add({depth, from_bt(contact.on_b), from_bt(contact.normal),
                                           slot, other_index, body_shapes[i].index});
                         });
      });
    }
  }
  if (collisions.size() == 0) {
    result.travel = parameters.motion + recovery;
    return false;
  }
  for (int i = 0; i < collisions.size(); ++i) {
    const RestCollision& found = collisions[i];
    MotionCollision3D& collision = result.collisions[std::size_t(i)];
    const ObjectRecord3D& other = objects().at(found.other);
    collision.position = found.position;
    collision.normal = found.normal;
    collision.depth = found.depth;
    collision.local_shape = found.local_shape;
    collision.collider_shape = found.other_shape;
    collision.collider_id = other.instance_id;
    collision.collider =
        RID::from_uint64((std::uint64_t(objects().generation(found.other)) << 32) | found.other);
    collision.collider_velocity = velocity_at(found.other, found.position);
    const btRigidBody* other_body = rigid_body(found.other);
    collision.collider_angular_velocity =
        from_bt(other_body->getAngularVelocity()) +
        (natives_[found.other].list == SpaceList::RIGID ? Vector3() : other.angular_velocity);
  }
  result.collision_count = collisions.size();
  result.collision_depth = collisions[0].depth;
  result.collision_safe_fraction = safe;
  result.collision_unsafe_fraction = unsafe;
  result.travel = parameters.motion * safe + recovery;
  result.remainder = parameters.motion - parameters.motion * safe;
  return true;
}

}  // namespace arbor::physics
