// Plain data of the 2D space queries and body motion tests: what PhysicsServer2D's space_*
// queries and body_test_motion take and return. Lengths are in pixels.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>

#include "arbor/core/math/real.h"
#include "arbor/core/math/transform_2d.h"
#include "arbor/core/math/vector2.h"
#include "arbor/core/object/node_id.h"
#include "arbor/core/object/rid.h"
#include "arbor/servers/physics/physics_handle.h"

namespace arbor {

/// What a query may hit: layers, object kinds and objects to leave out.
struct QueryFilter2D {
  std::uint32_t collision_mask = 0xFFFFFFFFu;
  bool collide_with_bodies = true;
  bool collide_with_areas = false;
  /// RIDs of bodies and areas to ignore (not owned: valid during the call).
  std::span<const RID> exclude;
};

/// A ray from `from` to `to` (Godot's PhysicsRayQueryParameters2D).
struct RayQuery2D {
  Vector2 from;
  Vector2 to;
  QueryFilter2D filter;
  /// Whether a ray starting inside a shape hits it at `from` (normal zero).
  bool hit_from_inside = false;
};

/// The nearest hit of a ray (the keys of Godot's 2D intersect_ray dictionary).
struct RayHit2D {
  Vector2 position;
  Vector2 normal;
  RID rid;
  NodeId collider_id;
  int shape = 0;
};

struct PointQuery2D {
  Vector2 position;
  QueryFilter2D filter;
};

/// A shape placed at `transform`, optionally moving by `motion`.
struct ShapeQuery2D {
  ShapeHandle2D shape;
  Transform2D transform;
  Vector2 motion;
  real_t margin = 0;
  QueryFilter2D filter;
};

struct ShapeHit2D {
  RID rid;
  NodeId collider_id;
  int shape = 0;
};

struct ShapeRestInfo2D {
  Vector2 point;
  Vector2 normal;
  RID rid;
  NodeId collider_id;
  int shape = 0;
  Vector2 linear_velocity;
};

/// What body_test_motion tests: the body's shapes moved from `from` by `motion`.
struct MotionParameters2D {
  Transform2D from;
  Vector2 motion;
  /// Godot 2D's default safe margin.
  real_t margin = real_t(0.08);
  bool collide_separation_ray = false;
  bool recovery_as_collision = false;
  std::span<const RID> exclude_bodies;
  std::span<const NodeId> exclude_objects;
};

/// What body_test_motion found (Godot's PhysicsServer2D::MotionResult: one collision, the
/// deepest).
struct MotionResult2D {
  Vector2 travel;
  Vector2 remainder;
  Vector2 collision_point;
  Vector2 collision_normal;
  Vector2 collider_velocity;
  real_t collision_depth = 0;
  real_t collision_safe_fraction = 0;
  real_t collision_unsafe_fraction = 0;
  int collision_local_shape = 0;
  NodeId collider_id;
  RID collider;
  int collider_shape = 0;

  /// The angle between the normal and `up_direction`, in radians.
  [[nodiscard]] real_t get_angle(const Vector2& up_direction) const {
    return std::acos(std::clamp(collision_normal.dot(up_direction), real_t(-1), real_t(1)));
  }
};

/// A contact of a reporting body from the last step. Positions are global.
struct BodyContact2D {
  Vector2 local_position;
  Vector2 local_normal;
  Vector2 local_velocity_at_position;
  int local_shape = 0;
  RID collider;
  NodeId collider_id;
  Vector2 collider_position;
  int collider_shape = 0;
  Vector2 collider_velocity_at_position;
  Vector2 impulse;
};

/// A body's mass distribution and the forces acting on it, as of the last step.
struct BodyDynamics2D {
  real_t inverse_mass = 0;
  real_t inverse_inertia = 0;
  Vector2 center_of_mass;        ///< relative to the body's origin, in world orientation
  Vector2 center_of_mass_local;  ///< in the body's frame
  Vector2 total_gravity;
  real_t total_linear_damp = 0;
  real_t total_angular_damp = 0;
};

}  // namespace arbor
