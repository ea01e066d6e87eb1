// Plain data of the 3D space queries and of body motion tests: what PhysicsServer3D's space_*
// queries and body_test_motion take and return.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <span>

#include "arbor/core/math/basis.h"
#include "arbor/core/math/real.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector3.h"
#include "arbor/core/object/node_id.h"
#include "arbor/core/object/rid.h"
#include "arbor/servers/physics/physics_handle.h"

namespace arbor {

/// What a query may hit: layers, object kinds and objects to leave out.
struct QueryFilter3D {
  std::uint32_t collision_mask = 0xFFFFFFFFu;
  bool collide_with_bodies = true;
  bool collide_with_areas = false;
  /// RIDs of bodies and areas to ignore (not owned: valid during the call).
  std::span<const RID> exclude;
};

/// A ray from `from` to `to` (Godot's PhysicsRayQueryParameters3D).
struct RayQuery3D {
  Vector3 from;
  Vector3 to;
  QueryFilter3D filter;
  /// Whether a ray starting inside a shape hits it at `from` (normal zero).
  bool hit_from_inside = false;
  /// Whether concave shapes are hit from behind.
  bool hit_back_faces = true;
};

/// The nearest hit of a ray (the keys of Godot's intersect_ray dictionary).
struct RayHit3D {
  Vector3 position;
  Vector3 normal;
  RID rid;
  NodeId collider_id;
  int shape = 0;
  int face_index = -1;  ///< the triangle of a concave polygon shape, else -1
};

/// A point (Godot's PhysicsPointQueryParameters3D).
struct PointQuery3D {
  Vector3 position;
  QueryFilter3D filter;
};

/// A shape placed at `transform`, optionally moving by `motion` (Godot's
/// PhysicsShapeQueryParameters3D).
struct ShapeQuery3D {
  ShapeHandle3D shape;
  Transform3D transform;
  Vector3 motion;
  real_t margin = 0;
  QueryFilter3D filter;
};

/// One object a point or shape overlaps (the keys of Godot's intersect_shape dictionaries).
struct ShapeHit3D {
  RID rid;
  NodeId collider_id;
  int shape = 0;
};

/// The nearest contact of a shape (the keys of Godot's get_rest_info dictionary).
struct ShapeRestInfo3D {
  Vector3 point;
  Vector3 normal;
  RID rid;
  NodeId collider_id;
  int shape = 0;
  Vector3 linear_velocity;  ///< the collider's velocity at `point`
};

/// What body_test_motion tests: the body's shapes moved from `from` by `motion`.
struct MotionParameters3D {
  Transform3D from;
  Vector3 motion;
  /// Extra thickness around the body's shapes: the body keeps this far from what it touches.
  real_t margin = real_t(0.001);
  /// Collisions reported at most (up to MotionResult3D::MAX_COLLISIONS).
  int max_collisions = 1;
  /// Whether separation ray shapes collide (floor snapping uses them).
  bool collide_separation_ray = false;
  /// Whether what recovery from penetration touched is reported even when the motion does not
  /// hit it (move_and_slide uses this to keep its floor).
  bool recovery_as_collision = false;
  /// Bodies to ignore (not owned: valid during the call).
  std::span<const RID> exclude_bodies;
  /// Nodes whose objects to ignore.
  std::span<const NodeId> exclude_objects;
};

/// One collision found by body_test_motion (Godot's PhysicsServer3D::MotionCollision).
struct MotionCollision3D {
  Vector3 position;
  Vector3 normal;
  Vector3 collider_velocity;
  Vector3 collider_angular_velocity;
  real_t depth = 0;
  int local_shape = 0;
  NodeId collider_id;
  RID collider;
  int collider_shape = 0;

  /// The angle between the normal and `up_direction`, in radians.
  [[nodiscard]] real_t get_angle(const Vector3& up_direction) const {
    return std::acos(std::clamp(normal.dot(up_direction), real_t(-1), real_t(1)));
  }
};

/// What body_test_motion found (Godot's PhysicsServer3D::MotionResult). Only the first
/// collision_count collisions are meaningful.
struct MotionResult3D {
  static constexpr int MAX_COLLISIONS = 32;

  /// How far the body can move: the recovery from penetration plus the safe part of the motion.
  Vector3 travel;
  /// The part of the motion left after the collision.
  Vector3 remainder;
  real_t collision_depth = 0;
  real_t collision_safe_fraction = 0;
  real_t collision_unsafe_fraction = 0;
  std::array<MotionCollision3D, MAX_COLLISIONS> collisions;
  int collision_count = 0;

  /// Clears the summary (not the collisions beyond the count): a result to fill again.
  void reset() {
    travel = Vector3();
    remainder = Vector3();
    collision_depth = 0;
    collision_safe_fraction = 0;
    collision_unsafe_fraction = 0;
    collision_count = 0;
  }
};

/// A contact of a body that reports contacts (max_contacts_reported > 0), from the last step
/// (Godot's PhysicsDirectBodyState3D contact getters). Positions are global.
struct BodyContact3D {
  Vector3 local_position;
  Vector3 local_normal;
  Vector3 local_velocity_at_position;
  int local_shape = 0;
  RID collider;
  NodeId collider_id;
  Vector3 collider_position;
  int collider_shape = 0;
  Vector3 collider_velocity_at_position;
  Vector3 impulse;
};

/// A body's mass distribution and the forces acting on it in its space, as of the last step
/// (what PhysicsDirectBodyState3D reads beside the transform and velocities).
struct BodyDynamics3D {
  real_t inverse_mass = 0;
  Vector3 inverse_inertia;       ///< about the principal axes
  Basis inverse_inertia_tensor;  ///< in world space
  Basis principal_inertia_axes;  ///< in world space
  Vector3 center_of_mass;        ///< relative to the body's origin, in world orientation
  Vector3 center_of_mass_local;  ///< in the body's frame
  Vector3 total_gravity;
  real_t total_linear_damp = 0;
  real_t total_angular_damp = 0;
};

}  // namespace arbor
