// Box2DPhysicsServer2D's queries and motion tests: Box2D's broadphase finds candidates, the
// tests of box2d_geometry.h (on Box2D's GJK distance) decide. Godot's algorithms: casts bisect,
// motion tests recover from penetration, sweep and report the deepest contact where they stop.

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>

#include <box2d/b2_fixture.h>
#include <box2d/b2_world.h>

#include "servers/physics/box2d/box2d_server.h"

namespace arbor::physics {
namespace {

using box2d::from_b2;
using box2d::PartContact;
using box2d::PlacedPart;
using box2d::to_b2;
using box2d::to_meters;
using box2d::to_pixels;

// Godot's smallest motion-test margin and the share of it below which contacts are ignored.
constexpr real_t kMotionMarginMin = real_t(0.0001);
constexpr real_t kMinContactDepthFactor = real_t(0.05);
constexpr int kMaxRecoveryContacts = 32;
// A motion test looks at no more than this many parts of the moving body.
constexpr std::size_t kMaxBodyParts = 32;

template <class Out>
class FixtureCollector final : public b2QueryCallback {
 public:
  explicit FixtureCollector(Out& out) : out_(out) {}
  bool ReportFixture(b2Fixture* fixture) override {
    const uintptr_t data = fixture->GetUserData().pointer;
    out_.push_back({std::uint32_t(data >> 32), std::uint32_t(data & 0xFFFFFFFFu)});
    return true;
  }

 private:
  Out& out_;
};

b2AABB merge(const b2AABB& a, const b2AABB& b) {
  b2AABB box;
  box.Combine(a, b);
  return box;
}

Vector2 to_vector(const b2Vec2& v) { return {real_t(v.x), real_t(v.y)}; }

real_t angle_of(const Transform2D& t) { return std::atan2(t.columns[0].y, t.columns[0].x); }

b2Transform box2d_pose(const Transform2D& t) {
  return b2Transform(to_b2(t.get_origin()), b2Rot(float(angle_of(t))));
}

}  // namespace

// -- helpers -----------------------------------------------------------------------------------

void Box2DPhysicsServer2D::gather(const Box2DSpace& space, const b2AABB& box) const {
  candidates_.clear();
  FixtureCollector<std::vector<Candidate>> collector(candidates_);
  space.world->QueryAABB(&collector, box);
  std::sort(candidates_.begin(), candidates_.end());
  candidates_.erase(std::unique(candidates_.begin(), candidates_.end()), candidates_.end());
}

PlacedPart Box2DPhysicsServer2D::placed(const Candidate& candidate) const {
  const Box2DObject& native = natives_[candidate.slot];
  return box2d::place(native.parts[candidate.part], native.body->GetTransform());
}

void Box2DPhysicsServer2D::place_query_shape(ShapeHandle2D shape, const Transform2D& transform,
                                             const Vector2& motion) const {
  const ShapeRecord2D& record =
      shapes().get(shape.index(), shape.generation(), ShapeHandle2D::kind_name());
  if (query_shapes_.size() <= shape.index()) query_shapes_.resize(shape.index() + 1);
  QueryShape& cached = query_shapes_[shape.index()];
  Transform2D basis = transform;
  basis.columns[2] = Vector2();
  const Transform2D stretch = Transform2D(-angle_of(transform), Vector2()) * basis;
  if (!cached.made || cached.generation != shape.generation() || cached.version != record.version ||
      !cached.stretch.is_equal_approx(stretch)) {
    cached.made = true;
    cached.generation = shape.generation();
    cached.version = record.version;
    cached.stretch = stretch;
    cached.parts.clear();
    box2d::append_parts(record.data, stretch, 0, cached.parts);
  }
  query_parts_.clear();
  const b2Transform pose = box2d_pose(transform);
  for (const box2d::ConvexPart& part : cached.parts) {
    query_parts_.push_back(box2d::place(part, pose, to_b2(motion)));
  }
}

Vector2 Box2DPhysicsServer2D::velocity_at(std::uint32_t slot, const Vector2& point) const {
  const ObjectRecord2D& record = objects().at(slot);
  if (record.is_area) return {};
  const Box2DObject& native = natives_[slot];
  Vector2 center = record.transform.get_origin();
  Vector2 linear = record.moving_linear_velocity;
  real_t angular = record.moving_angular_velocity;
  if (native.list == Box2DList::RIGID) {
    center +=
        Transform2D(angle_of(record.transform), Vector2()).basis_xform(native.mass.center_of_mass);
    linear = record.linear_velocity;
    angular = record.angular_velocity;
  }
  const Vector2 r = point - center;
  return linear + Vector2(-angular * r.y, angular * r.x);
}

// -- rays and points ---------------------------------------------------------------------------

bool Box2DPhysicsServer2D::space_intersect_ray(SpaceHandle2D space, const RayQuery2D& query,
                                               RayHit2D& hit) const {
  (void)space_record(space);
  const Box2DSpace& world = *spaces_native_[space.index()];
  const b2Vec2 from = to_b2(query.from);
  const b2Vec2 to = to_b2(query.to);
  if (from == to) return false;
  b2AABB box;
  box.lowerBound = b2Min(from, to);
  box.upperBound = b2Max(from, to);
  gather(world, box);
  float best = 2;
  bool found = false;
  for (const Candidate& candidate : candidates_) {
    const ObjectRecord2D& record = objects().at(candidate.slot);
    if (!passes_filter(query.filter, candidate.slot, record)) continue;
    const PlacedPart part = placed(candidate);
    const int shape = natives_[candidate.slot].parts[candidate.part].shape_index;
    const RID rid = RID::from_uint64((std::uint64_t(objects().generation(candidate.slot)) << 32) |
                                     candidate.slot);
    if (box2d::contains(part, from)) {
      if (query.hit_from_inside && best > 0) {
        best = 0;
        found = true;
        hit = RayHit2D{query.from, Vector2(), rid, record.instance_id, shape};
      }
      continue;
    }
    float fraction = 0;
    b2Vec2 normal;
    if (!box2d::ray_cast(part, from, to, fraction, normal) || fraction >= best) continue;
    best = fraction;
    found = true;
    hit.position = query.from + (query.to - query.from) * real_t(fraction);
    hit.normal = to_vector(normal).normalized();
    hit.rid = rid;
    hit.collider_id = record.instance_id;
    hit.shape = shape;
  }
  return found;
}

int Box2DPhysicsServer2D::space_intersect_point(SpaceHandle2D space, const PointQuery2D& query,
                                                std::span<ShapeHit2D> results) const {
  (void)space_record(space);
  const Box2DSpace& world = *spaces_native_[space.index()];
  const b2Vec2 point = to_b2(query.position);
  b2AABB box;
  box.lowerBound = point - b2Vec2(1e-5f, 1e-5f);
  box.upperBound = point + b2Vec2(1e-5f, 1e-5f);
  gather(world, box);
  int count = 0;
  std::uint32_t last_slot = ~0u;
  int last_shape = -1;
  for (const Candidate& candidate : candidates_) {
    if (count >= int(results.size())) break;
    const ObjectRecord2D& record = objects().at(candidate.slot);
    if (!passes_filter(query.filter, candidate.slot, record)) continue;
    const int shape = natives_[candidate.slot].parts[candidate.part].shape_index;
    if (candidate.slot == last_slot && shape == last_shape) continue;  // one hit per shape
    if (!box2d::contains(placed(candidate), point)) continue;
    last_slot = candidate.slot;
    last_shape = shape;
    results[std::size_t(count++)] =
        ShapeHit2D{RID::from_uint64((std::uint64_t(objects().generation(candidate.slot)) << 32) |
                                    candidate.slot),
                   record.instance_id, shape};
  }
  return count;
}

// -- shape queries -----------------------------------------------------------------------------

int Box2DPhysicsServer2D::space_intersect_shape(SpaceHandle2D space, const ShapeQuery2D& query,
                                                std::span<ShapeHit2D> results) const {
  (void)space_record(space);
  const Box2DSpace& world = *spaces_native_[space.index()];
  place_query_shape(query.shape, query.transform, query.motion);
  if (query_parts_.empty()) return 0;
  const float margin = to_meters(query.margin);
  b2AABB box = box2d::bounds(query_parts_[0], margin);
  for (const PlacedPart& part : query_parts_) box = merge(box, box2d::bounds(part, margin));
  gather(world, box);
  int count = 0;
  std::uint32_t last_slot = ~0u;
  int last_shape = -1;
  for (const Candidate& candidate : candidates_) {
    if (count >= int(results.size())) break;
    const ObjectRecord2D& record = objects().at(candidate.slot);
    if (!passes_filter(query.filter, candidate.slot, record)) continue;
    const int shape = natives_[candidate.slot].parts[candidate.part].shape_index;
    if (candidate.slot == last_slot && shape == last_shape) continue;
    const PlacedPart other = placed(candidate);
    bool hit = false;
    for (const PlacedPart& mine : query_parts_) hit = hit || box2d::overlaps(mine, other, margin);
    if (!hit) continue;
    last_slot = candidate.slot;
    last_shape = shape;
    results[std::size_t(count++)] =
        ShapeHit2D{RID::from_uint64((std::uint64_t(objects().generation(candidate.slot)) << 32) |
                                    candidate.slot),
                   record.instance_id, shape};
  }
  return count;
}

bool Box2DPhysicsServer2D::space_cast_motion(SpaceHandle2D space, const ShapeQuery2D& query,
                                             real_t& safe, real_t& unsafe) const {
  (void)space_record(space);
  const Box2DSpace& world = *spaces_native_[space.index()];
  safe = 1;
  unsafe = 1;
  place_query_shape(query.shape, query.transform, query.motion);
  if (query_parts_.empty() || query.motion == Vector2()) return true;
  const float margin = to_meters(query.margin);
  b2AABB box = box2d::bounds(query_parts_[0], margin);
  for (const PlacedPart& part : query_parts_) box = merge(box, box2d::bounds(part, margin));
  gather(world, box);
  const b2Vec2 motion = to_b2(query.motion);
  for (const Candidate& candidate : candidates_) {
    const ObjectRecord2D& record = objects().at(candidate.slot);
    if (!passes_filter(query.filter, candidate.slot, record)) continue;
    const PlacedPart other = placed(candidate);
    for (const PlacedPart& swept : query_parts_) {
      if (!box2d::overlaps(swept, other, margin)) continue;
      PlacedPart still = swept;
      still.count = still.own_count;
      if (box2d::overlaps(still, other, margin)) continue;  // inside it where it starts: ignored
      real_t low = 0;
      real_t high = 1;
      real_t coefficient = real_t(0.5);
      for (int k = 0; k < 8; ++k) {
        const real_t fraction = low + (high - low) * coefficient;
        PlacedPart part = still;
        for (int i = 0; i < still.own_count; ++i) {
          part.vertices[std::size_t(still.own_count + i)] =
              still.vertices[std::size_t(i)] + float(fraction) * motion;
        }
        part.count = 2 * still.own_count;
        if (box2d::overlaps(part, other, margin)) {
          high = fraction;
          coefficient = (k == 0 || low > 0) ? real_t(0.5) : real_t(0.25);
        } else {
          low = fraction;
          coefficient = (k == 0 || high < 1) ? real_t(0.5) : real_t(0.75);
        }
      }
      if (low < safe) {
        safe = low;
        unsafe = high;
      }
    }
  }
  return true;
}

int Box2DPhysicsServer2D::space_collide_shape(SpaceHandle2D space, const ShapeQuery2D& query,
                                              std::span<Vector2> points) const {
  (void)space_record(space);
  const Box2DSpace& world = *spaces_native_[space.index()];
  place_query_shape(query.shape, query.transform, query.motion);
  if (query_parts_.empty()) return 0;
  const float margin = to_meters(query.margin);
  b2AABB box = box2d::bounds(query_parts_[0], margin);
  for (const PlacedPart& part : query_parts_) box = merge(box, box2d::bounds(part, margin));
  gather(world, box);
  int pairs = 0;
  for (const Candidate& candidate : candidates_) {
    const ObjectRecord2D& record = objects().at(candidate.slot);
    if (!passes_filter(query.filter, candidate.slot, record)) continue;
    const PlacedPart other = placed(candidate);
    for (const PlacedPart& mine : query_parts_) {
      PartContact found;
      if (!box2d::contact(mine, other, margin, found)) continue;
      if (std::size_t(pairs) * 2 + 1 >= points.size()) return pairs;
      points[std::size_t(pairs) * 2] = from_b2(found.on_a);
      points[std::size_t(pairs) * 2 + 1] = from_b2(found.on_b);
      ++pairs;
    }
  }
  return pairs;
}

bool Box2DPhysicsServer2D::space_get_rest_info(SpaceHandle2D space, const ShapeQuery2D& query,
                                               ShapeRestInfo2D& info) const {
  (void)space_record(space);
  const Box2DSpace& world = *spaces_native_[space.index()];
  place_query_shape(query.shape, query.transform, query.motion);
  if (query_parts_.empty()) return false;
  const float margin = to_meters(query.margin);
  b2AABB box = box2d::bounds(query_parts_[0], margin);
  for (const PlacedPart& part : query_parts_) box = merge(box, box2d::bounds(part, margin));
  gather(world, box);
  float best = -1;
  for (const Candidate& candidate : candidates_) {
    const ObjectRecord2D& record = objects().at(candidate.slot);
    if (!passes_filter(query.filter, candidate.slot, record)) continue;
    const PlacedPart other = placed(candidate);
    for (const PlacedPart& mine : query_parts_) {
      PartContact found;
      if (!box2d::contact(mine, other, margin, found)) continue;
      const float depth = margin - found.distance;
      if (depth <= best) continue;
      best = depth;
      info.point = from_b2(found.on_b);
      info.normal = to_vector(found.normal);
      info.rid = RID::from_uint64((std::uint64_t(objects().generation(candidate.slot)) << 32) |
                                  candidate.slot);
      info.collider_id = record.instance_id;
      info.shape = natives_[candidate.slot].parts[candidate.part].shape_index;
      info.linear_velocity = velocity_at(candidate.slot, info.point);
    }
  }
  return best >= 0;
}

// -- motion tests ------------------------------------------------------------------------------

bool Box2DPhysicsServer2D::body_test_motion(BodyHandle2D body, const MotionParameters2D& parameters,
                                            MotionResult2D& result) {
  const std::uint32_t self = body_slot(body);
  const ObjectRecord2D& record = objects().at(self);
  const Box2DObject& native = natives_[self];
  result = MotionResult2D();
  result.travel = parameters.motion;
  result.collision_safe_fraction = 1;
  result.collision_unsafe_fraction = 1;
  if (!record.space || !native.body || native.parts.empty()) return false;
  const Box2DSpace& space = *spaces_native_[native.native_space];

  const std::size_t part_count = std::min(native.parts.size(), kMaxBodyParts);
  const real_t margin_pixels = std::max(parameters.margin, kMotionMarginMin);
  const float margin = to_meters(margin_pixels);
  const float min_contact_depth = margin * float(kMinContactDepthFactor);
  const b2Vec2 motion = to_b2(parameters.motion);
  const float motion_length = motion.Length();
  // Where the test places the body: its rotation from `from`, its shapes as built (a body's scale
  // is in its parts when it is not rigid).
  b2Transform at = box2d_pose(parameters.from);
  const b2Vec2 start = at.p;
  std::array<PlacedPart, kMaxBodyParts> mine;
  auto place_body = [&](const b2Transform& pose) {
    for (std::size_t i = 0; i < part_count; ++i) mine[i] = box2d::place(native.parts[i], pose);
  };
  auto body_bounds = [&](const b2Vec2& sweep) {
    b2AABB box = box2d::bounds(mine[0], margin);
    for (std::size_t i = 0; i < part_count; ++i) {
      b2AABB part = box2d::bounds(mine[i], margin);
      box = merge(box, part);
      part.lowerBound += sweep;
      part.upperBound += sweep;
      box = merge(box, part);
    }
    return box;
  };
  const RID self_rid = body.to_rid();
  auto collides_with = [&](std::uint32_t slot) {
    if (slot == self) return false;
    const ObjectRecord2D& other = objects().at(slot);
    if (other.is_area || (other.collision_layer & record.collision_mask) == 0) return false;
    const RID rid = RID::from_uint64((std::uint64_t(objects().generation(slot)) << 32) | slot);
    auto listed = [](const auto& list, const auto& value) {
      return std::find(list.begin(), list.end(), value) != list.end();
    };
    if (listed(record.exceptions, rid) || listed(other.exceptions, self_rid)) return false;
    if (listed(parameters.exclude_bodies, rid) ||
        listed(parameters.exclude_objects, other.instance_id)) {
      return false;
    }
    return true;
  };
  // A one-way shape's direction in the world, and how deep a contact with it may be (Godot: its
  // margin, never less than the test's, more for a platform moving against its direction).
  auto one_way = [&](const Candidate& candidate, b2Vec2& direction, float& depth) {
    const Box2DObject& other = natives_[candidate.slot];
    if (!other.one_way[candidate.part]) return false;
    direction = b2Mul(other.body->GetTransform().q, other.one_way_direction[candidate.part]);
    depth = std::max(other.one_way_margin[candidate.part], margin);
    const ObjectRecord2D& other_record = objects().at(candidate.slot);
    if (other_record.mode == BodyMode::KINEMATIC || other_record.mode >= BodyMode::RIGID) {
      const Vector2 velocity = other_record.mode == BodyMode::KINEMATIC
                                   ? other_record.moving_linear_velocity
                                   : other_record.linear_velocity;
      const b2Vec2 moved = to_b2(velocity * real_t(1.0 / 60.0));
      const float moved_length = moved.Length();
      if (moved_length > 0) {
        depth += moved_length * std::max(0.0f, b2Dot((1 / moved_length) * moved, -direction));
      }
    }
    return true;
  };

  // 1. Free the body where it starts: push it out of what its parts (grown by the margin)
  // penetrate, 40% of the depth at a time, weighted by the others' collision priorities.
  bool recovered = false;
  for (int attempt = 0; attempt < 4; ++attempt) {
    struct Penetration {
      b2Vec2 normal;
      float depth;
      float priority;
    };
    std::array<Penetration, kMaxRecoveryContacts> found{};
    int amount = 0;
    place_body(at);
    gather(space, body_bounds(b2Vec2(0, 0)));
    for (const Candidate& candidate : candidates_) {
      if (!collides_with(candidate.slot)) continue;
      const float priority = float(objects().at(candidate.slot).collision_priority);
      b2Vec2 valid_direction(0, 0);
      float valid_depth = 0;
      const bool is_one_way = one_way(candidate, valid_direction, valid_depth);
      const PlacedPart other = placed(candidate);
      for (std::size_t i = 0; i < part_count; ++i) {
        if (mine[i].own_count == 0) continue;
        PartContact contact;
        if (!box2d::contact(mine[i], other, margin, contact)) continue;
        const float depth = margin - contact.distance;
        if (is_one_way &&
            (depth > valid_depth || b2Dot(contact.normal, valid_direction) > -FLT_EPSILON)) {
          continue;
        }
        const Penetration entry{contact.normal, depth, priority};
        if (amount < kMaxRecoveryContacts) {
          found[std::size_t(amount++)] = entry;
          continue;
        }
        auto least = std::min_element(
            found.begin(), found.end(),
            [](const Penetration& a, const Penetration& b) { return a.depth < b.depth; });
        if (least->depth < depth) *least = entry;
      }
    }
    if (amount == 0) break;
    float total_priority = 0;
    for (int i = 0; i < amount; ++i) total_priority += found[std::size_t(i)].priority;
    const float weight = std::abs(total_priority) < 1e-6f ? 1 : float(amount) / total_priority;
    recovered = true;
    b2Vec2 recover(0, 0);
    for (int i = 0; i < amount; ++i) {
      const Penetration& entry = found[std::size_t(i)];
      const float depth = entry.depth - b2Dot(entry.normal, recover);
      if (depth > min_contact_depth + FLT_EPSILON) {
        recover += ((depth - min_contact_depth) * 0.4f * entry.priority * weight) * entry.normal;
      }
    }
    if (recover.x == 0 && recover.y == 0) break;
    at.p += recover;
  }

  // 2. Move as far as the motion allows: bisect each part's sweep against each obstacle.
  real_t safe = 1;
  real_t unsafe = 1;
  int best_part = -1;
  if (motion_length > 0) {
    place_body(at);
    gather(space, body_bounds(motion));
    for (std::size_t i = 0; i < part_count; ++i) {
      const PlacedPart& still = mine[i];
      const box2d::ConvexPart& own = native.parts[i];
      // Separation rays move freely unless asked to collide, or to slide on slopes.
      if (own.separation_ray && !parameters.collide_separation_ray && !own.slide_on_slope) {
        continue;
      }
      const PlacedPart whole = box2d::place(own, at, motion);
      real_t best_safe = 1;
      real_t best_unsafe = 1;
      bool stuck = false;
      for (const Candidate& candidate : candidates_) {
        if (stuck) break;
        if (!collides_with(candidate.slot)) continue;
        const PlacedPart other = placed(candidate);
        if (!box2d::overlaps(whole, other)) continue;
        b2Vec2 valid_direction(0, 0);
        float valid_depth = 0;
        const bool is_one_way = one_way(candidate, valid_direction, valid_depth);
        // A one-way shape stops only motion along its direction, and never what starts in it.
        if (is_one_way && b2Dot(motion, valid_direction) <= 0) continue;
        if (box2d::overlaps(still, other)) {
          if (is_one_way) continue;
          stuck = true;
          break;
        }
        real_t low = 0;
        real_t high = 1;
        real_t coefficient = real_t(0.5);
        for (int k = 0; k < 8; ++k) {
          const real_t fraction = low + (high - low) * coefficient;
          PlacedPart part = still;
          for (int v = 0; v < still.own_count; ++v) {
            part.vertices[std::size_t(still.own_count + v)] =
                still.vertices[std::size_t(v)] + float(fraction) * motion;
          }
          part.count = 2 * still.own_count;
          if (box2d::overlaps(part, other)) {
            high = fraction;
            coefficient = (k == 0 || low > 0) ? real_t(0.5) : real_t(0.25);
          } else {
            low = fraction;
            coefficient = (k == 0 || high < 1) ? real_t(0.5) : real_t(0.75);
          }
        }
        if (low < best_safe) {
          best_safe = low;
          best_unsafe = high;
        }
      }
      if (stuck) {
        safe = 0;
        unsafe = 0;
        best_part = int(i);
        break;
      }
      if (best_safe < safe) {
        safe = best_safe;
        unsafe = best_unsafe;
        best_part = int(i);
      }
    }
  }

  // 3. What the body touches a little further on (the unsafe fraction): the deepest contact.
  const Vector2 recovery = from_b2(at.p - start);
  if (!((parameters.recovery_as_collision && recovered) || safe < 1)) {
    result.travel = parameters.motion + recovery;
    return false;
  }
  if (safe >= 1) best_part = -1;
  b2Transform rest = at;
  rest.p += float(unsafe) * motion;
  place_body(rest);
  const float min_allowed_depth = std::min(motion_length, min_contact_depth);
  gather(space, body_bounds(b2Vec2(0, 0)));
  const std::size_t from_part = best_part >= 0 ? std::size_t(best_part) : 0;
  const std::size_t to_part = best_part >= 0 ? std::size_t(best_part) + 1 : part_count;
  float best_depth = 0;
  PartContact best_contact;
  Candidate best_candidate{0, 0};
  std::size_t best_own = 0;
  for (const Candidate& candidate : candidates_) {
    if (!collides_with(candidate.slot)) continue;
    b2Vec2 valid_direction(0, 0);
    float valid_depth = 0;
    const bool is_one_way = one_way(candidate, valid_direction, valid_depth);
    const PlacedPart other = placed(candidate);
    for (std::size_t i = from_part; i < to_part; ++i) {
      PartContact contact;
      if (!box2d::contact(mine[i], other, margin, contact)) continue;
      const float depth = margin - contact.distance;
      if (depth < min_allowed_depth || depth <= best_depth) continue;
      if (is_one_way &&
          (depth > valid_depth || b2Dot(contact.normal, valid_direction) > -FLT_EPSILON)) {
        continue;
      }
      best_depth = depth;
      best_contact = contact;
      best_candidate = candidate;
      best_own = i;
    }
  }
  if (best_depth <= 0) {
    result.travel = parameters.motion + recovery;
    return false;
  }
  const ObjectRecord2D& other = objects().at(best_candidate.slot);
  result.collision_point = from_b2(best_contact.on_b);
  result.collision_normal = to_vector(best_contact.normal).normalized();
  result.collision_depth = to_pixels(best_depth);
  result.collision_local_shape = native.parts[best_own].shape_index;
  result.collider_shape = natives_[best_candidate.slot].parts[best_candidate.part].shape_index;
  result.collider_id = other.instance_id;
  result.collider = RID::from_uint64(
      (std::uint64_t(objects().generation(best_candidate.slot)) << 32) | best_candidate.slot);
  result.collider_velocity = velocity_at(best_candidate.slot, result.collision_point);
  result.collision_safe_fraction = safe;
  result.collision_unsafe_fraction = unsafe;
  result.travel = parameters.motion * safe + recovery;
  result.remainder = parameters.motion - parameters.motion * safe;
  return true;
}

}  // namespace arbor::physics
