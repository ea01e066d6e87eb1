// CharacterBody3D's move_and_slide: Godot 4's algorithm (grounded and floating modes, floor
// snapping, moving platforms, constant speed on slopes, blocking on walls).

#include "arbor/scene/3d/character_body_3d.h"

#include <algorithm>
#include <cmath>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/scene_tree.h"

namespace arbor {
namespace {

// Godot's tolerance on floor_max_angle, so that a 45 degree limit takes 45 degree slopes.
constexpr real_t kFloorAngleThreshold = real_t(0.01);

real_t angle_between(const Vector3& a, const Vector3& b) {
  return std::acos(std::clamp(a.dot(b), real_t(-1), real_t(1)));
}

}  // namespace

CharacterBody3D::CharacterBody3D() : PhysicsBody3D(BodyMode::KINEMATIC) {}

void CharacterBody3D::_engine_notification(int what) {
  PhysicsBody3D::_engine_notification(what);
  if (what == NOTIFICATION_ENTER_TREE) {
    state_ = {};
    forget_platform();
    slide_count_ = 0;
  }
}

void CharacterBody3D::forget_platform() {
  platform_rid_ = RID();
  platform_object_id_ = NodeId();
  platform_velocity_ = Vector3();
  platform_angular_velocity_ = Vector3();
}

void CharacterBody3D::set_up_direction(const Vector3& up) {
  if (up == Vector3()) {
    throw Error(
        "CharacterBody3D::set_up_direction: up_direction can't be zero; consider using "
        "the floating motion mode instead");
  }
  up_direction_ = up.normalized();
}

void CharacterBody3D::set_max_slides(int max_slides) {
  if (max_slides < 1) throw Error("CharacterBody3D::set_max_slides: max_slides must be at least 1");
  max_slides_ = max_slides;
}

void CharacterBody3D::set_floor_snap_length(real_t length) {
  if (length < 0) {
    throw Error("CharacterBody3D::set_floor_snap_length: the length cannot be negative");
  }
  floor_snap_length_ = length;
}

MotionResult3D& CharacterBody3D::next_result() {
  if (motion_results_.size() <= slide_count_) motion_results_.resize(slide_count_ + 1);
  return motion_results_[slide_count_];
}

bool CharacterBody3D::collide(const Vector3& motion, int max_collisions, MotionResult3D& result,
                              bool test_only, bool cancel_sliding, bool collide_separation_ray,
                              const RID* exclude_platform) {
  MotionParameters3D parameters;
  parameters.from = get_global_transform();
  parameters.motion = motion;
  parameters.margin = margin_;
  parameters.max_collisions = max_collisions;
  parameters.recovery_as_collision = true;  // also report what recovery alone touched
  parameters.collide_separation_ray = collide_separation_ray;
  if (exclude_platform) {
    parameters.exclude_bodies = std::span<const RID>(exclude_platform, 1);
    if (platform_object_id_.is_valid()) {
      parameters.exclude_objects = std::span<const NodeId>(&platform_object_id_, 1);
    }
  }
  return PhysicsBody3D::move_and_collide(parameters, result, test_only, cancel_sliding);
}

// -- move_and_slide ----------------------------------------------------------------------------

bool CharacterBody3D::move_and_slide() {
  SceneTree* tree = get_tree();
  const double delta = !tree                         ? 0.0
                       : tree->is_in_physics_frame() ? tree->get_physics_delta()
                                                     : tree->get_process_delta();
  for (int axis = 0; axis < 3; ++axis) {
    if (get_axis_lock(BodyAxis(1u << axis))) velocity_[axis] = 0;
  }
  const Transform3D start = get_global_transform();
  previous_position_ = start.origin;

  // The platform the body stood on (or clung to) moves it first.
  Vector3 current_platform_velocity = platform_velocity_;
  if ((state_.floor || state_.wall) && platform_rid_.is_valid()) {
    const std::uint32_t layers = state_.floor ? platform_floor_layers_ : platform_wall_layers_;
    current_platform_velocity = Vector3();
    if ((layers & platform_layer_) != 0) {
      auto* platform = dynamic_cast<CollisionObject3D*>(detail::find_object(platform_object_id_));
      PhysicsServer3D* server = get_physics_server();
      if (platform && server && platform->get_rid() == platform_rid_) {
        const BodyHandle3D body = BodyHandle3D::from_rid(platform_rid_);
        const Transform3D platform_transform = server->body_get_transform(body);
        const Vector3 center =
            platform_transform.origin + server->body_get_dynamics(body).center_of_mass;
        current_platform_velocity =
            server->body_get_linear_velocity(body) +
            server->body_get_angular_velocity(body).cross(start.origin - center);
      } else {
        platform_rid_ = RID();  // gone: no floor to ride any more
      }
    }
  }

  slide_count_ = 0;
  const bool was_on_floor = state_.floor;
  state_ = {};
  last_motion_ = Vector3();

  if (!current_platform_velocity.is_zero_approx()) {
    MotionResult3D& result = next_result();
    const RID platform = platform_rid_;
    if (collide(current_platform_velocity * real_t(delta), 1, result, false, false, false,
                &platform)) {
      keep_result();
      CollisionState ignored;
      set_collision_direction(result, ignored);
    }
  }

  if (motion_mode_ == MOTION_MODE_GROUNDED) {
    move_and_slide_grounded(delta, was_on_floor);
  } else {
    move_and_slide_floating(delta);
  }

  real_velocity_ = delta > 0 ? get_position_delta() / real_t(delta) : Vector3();

  if (platform_on_leave_ != PLATFORM_ON_LEAVE_DO_NOTHING && !state_.floor && !state_.wall) {
    // Just left a moving platform: keep its velocity.
    if (platform_on_leave_ == PLATFORM_ON_LEAVE_ADD_UPWARD_VELOCITY &&
        current_platform_velocity.dot(up_direction_) < 0) {
      current_platform_velocity = current_platform_velocity.slide(up_direction_);
    }
    velocity_ += current_platform_velocity;
  }
  return slide_count_ > 0;
}

void CharacterBody3D::move_and_slide_grounded(double delta, bool was_on_floor) {
  Vector3 motion = velocity_ * real_t(delta);
  const Vector3 motion_slide_up = motion.slide(up_direction_);
  const Vector3 previous_floor_normal = floor_normal_;
  const real_t recovery_tolerance = margin_ + real_t(CMP_EPSILON);

  forget_platform();
  platform_ceiling_velocity_ = Vector3();
  floor_normal_ = Vector3();
  wall_normal_ = Vector3();
  ceiling_normal_ = Vector3();

  // No sliding on the first attempt keeps floor motion stable when stopping on slopes.
  bool sliding_enabled = !floor_stop_on_slope_;
  // Constant speed applies only the first time sliding is enabled.
  bool can_apply_constant_speed = sliding_enabled;
  bool apply_ceiling_velocity = false;
  bool first_slide = true;
  const bool velocity_up = velocity_.dot(up_direction_) > 0;
  Vector3 total_travel;

  for (int iteration = 0; iteration < max_slides_; ++iteration) {
    MotionResult3D& result = next_result();
    // Four collisions between two walls and two more for the floor.
    bool collided = collide(motion, 6, result, false, !sliding_enabled);
    last_motion_ = result.travel;

    if (collided) {
      keep_result();
      const CollisionState previous_state = state_;
      CollisionState result_state;
      set_collision_direction(result, result_state);

      // A ceiling platform moving down pushes the body down with it.
      if (state_.ceiling && platform_ceiling_velocity_ != Vector3() &&
          platform_ceiling_velocity_.dot(up_direction_) < 0) {
        if (!slide_on_ceiling_ || motion.dot(up_direction_) < 0 ||
            (ceiling_normal_ + up_direction_).length() < real_t(0.01)) {
          apply_ceiling_velocity = true;
          const Vector3 ceiling_vertical =
              up_direction_ * up_direction_.dot(platform_ceiling_velocity_);
          const Vector3 motion_vertical = up_direction_ * up_direction_.dot(velocity_);
          if (motion_vertical.dot(up_direction_) > 0 ||
              ceiling_vertical.length_squared() > motion_vertical.length_squared()) {
            velocity_ = ceiling_vertical + velocity_.slide(up_direction_);
          }
        }
      }

      // Standing still on a slope: undo the recovery's slide and stop.
      if (state_.floor && floor_stop_on_slope_ &&
          (velocity_.normalized() + up_direction_).length() < real_t(0.01)) {
        Transform3D transform = get_global_transform();
        if (result.travel.length() <= recovery_tolerance) transform.origin -= result.travel;
        set_global_transform(transform);
        velocity_ = Vector3();
        motion = Vector3();
        last_motion_ = Vector3();
        break;
      }

      if (result.remainder.is_zero_approx()) {
        motion = Vector3();
        break;
      }

      bool apply_default_sliding = true;
      if (result_state.wall && motion_slide_up.dot(wall_normal_) <= 0) {
        if (floor_block_on_wall_) {
          // Don't climb walls: only the lateral part of the motion is kept against them.
          const Vector3 horizontal_motion = motion.slide(up_direction_);
          const Vector3 horizontal_normal = wall_normal_.slide(up_direction_).normalized();
          const real_t motion_angle = std::abs(std::acos(std::clamp(
              -horizontal_normal.dot(horizontal_motion.normalized()), real_t(-1), real_t(1))));
          if (motion_angle < real_t(Math::PI / 2)) {
            apply_default_sliding = false;
            if (was_on_floor && !velocity_up) {
              Transform3D transform = get_global_transform();
              const real_t travel = result.travel.length();
              const real_t cancel_distance_max = std::min(real_t(0.1), margin_ * 20);
              if (travel <= recovery_tolerance) {
                transform.origin -= result.travel;
                result.travel = Vector3();
              } else if (travel < cancel_distance_max) {
                // A small travel can be cancelled; a large one would keep the body off walls.
                transform.origin -= result.travel.slide(up_direction_);
                motion = motion.slide(up_direction_);
                result.travel = Vector3();
              } else {
                result.travel = result.travel.slide(up_direction_);
                motion = result.remainder;
              }
              set_global_transform(transform);
              // Knows whether it is on the floor, and keeps it from climbing walls.
              snap_on_floor(true, false);
            } else {
              motion = result.remainder;
            }
            const Vector3 forward = wall_normal_.slide(up_direction_).normalized();
            motion = motion.slide(forward);
            if (velocity_up) {
              // Keep the vertical velocity and the horizontal part of its projection.
              const Vector3 slide = velocity_.slide(result.collisions[0].normal);
              velocity_ = up_direction_ * up_direction_.dot(velocity_) + slide.slide(up_direction_);
            } else {
              velocity_ = velocity_.slide(forward);
            }
            // On the floor, slide along the corner of the wall and the floor.
            if (was_on_floor && !velocity_up && motion.dot(up_direction_) > 0) {
              const Vector3 floor_side = previous_floor_normal.cross(wall_normal_);
              if (floor_side != Vector3()) motion = floor_side * motion.dot(floor_side);
            }
            // A second wall stops everything (unless falling or jumping): no corner jitter.
            bool stop_all_motion = previous_state.wall && !velocity_up;
            if (!state_.floor && motion.dot(up_direction_) < 0) {
              const Vector3 slide_motion = motion.slide(wall_normal_);
              if (slide_motion.dot(up_direction_) < 0) {
                stop_all_motion = false;
                motion = slide_motion;
              }
            }
            if (stop_all_motion) {
              motion = Vector3();
              velocity_ = Vector3();
            }
          }
        }
        // Against a wall at a shallow angle, stop moving along it.
        if (was_on_floor && wall_min_slide_angle_ > 0 && result_state.wall) {
          const Vector3 horizontal_normal = wall_normal_.slide(up_direction_).normalized();
          const real_t motion_angle = std::abs(std::acos(std::clamp(
              -horizontal_normal.dot(motion_slide_up.normalized()), real_t(-1), real_t(1))));
          if (motion_angle < wall_min_slide_angle_) {
            motion = up_direction_ * motion.dot(up_direction_);
            velocity_ = up_direction_ * velocity_.dot(up_direction_);
            apply_default_sliding = false;
          }
        }
      }

      if (apply_default_sliding) {
        if ((sliding_enabled || !state_.floor) &&
            (!state_.ceiling || slide_on_ceiling_ || !velocity_up) && !apply_ceiling_velocity) {
          const MotionCollision3D& collision = result.collisions[0];
          Vector3 slide_motion = result.remainder.slide(collision.normal);
          if (state_.floor && !state_.wall && !motion_slide_up.is_zero_approx()) {
            // Slide along the floor in the motion's own vertical plane, keeping its direction.
            const real_t length = slide_motion.length();
            slide_motion = up_direction_.cross(result.remainder).cross(floor_normal_);
            slide_motion.normalize();
            slide_motion *= length;
          }
          motion = slide_motion.dot(velocity_) > 0 ? slide_motion : Vector3();
          if (slide_on_ceiling_ && result_state.ceiling) {
            velocity_ = velocity_up ? velocity_.slide(collision.normal)
                                    : up_direction_ * up_direction_.dot(velocity_);
          }
        } else {
          motion = result.remainder;
          if (result_state.ceiling && !slide_on_ceiling_ && velocity_up) {
            velocity_ = velocity_.slide(up_direction_);
            motion = motion.slide(up_direction_);
          }
        }
      }

      total_travel += result.travel;
      if (was_on_floor && floor_constant_speed_ && can_apply_constant_speed && state_.floor &&
          !motion.is_zero_approx()) {
        const Vector3 travel_slide_up = total_travel.slide(up_direction_);
        motion = motion.normalized() *
                 std::max(real_t(0), motion_slide_up.length() - travel_slide_up.length());
      }
    } else if (floor_constant_speed_ && first_slide &&
               on_floor_if_snapped(was_on_floor, velocity_up)) {
      // Walking down a slope leaves the floor: with constant speed, follow it instead.
      can_apply_constant_speed = false;
      sliding_enabled = true;
      Transform3D transform = get_global_transform();
      transform.origin -= result.travel;
      set_global_transform(transform);
      const Vector3 slide = up_direction_.cross(motion).cross(previous_floor_normal).normalized();
      motion = slide * motion_slide_up.length();
      collided = true;
    }

    if (!collided || motion.is_zero_approx()) break;
    can_apply_constant_speed = !can_apply_constant_speed && !sliding_enabled;
    sliding_enabled = true;
    first_slide = false;
  }

  snap_on_floor(was_on_floor, velocity_up);
  // Touching the ground ends the fall: no gravity builds up.
  if (state_.floor && !velocity_up) velocity_ = velocity_.slide(up_direction_);
}

void CharacterBody3D::move_and_slide_floating(double delta) {
  Vector3 motion = velocity_ * real_t(delta);
  forget_platform();
  floor_normal_ = Vector3();
  bool first_slide = true;
  for (int iteration = 0; iteration < max_slides_; ++iteration) {
    MotionResult3D& result = next_result();
    const bool collided = collide(motion, 1, result, false, false);
    last_motion_ = result.travel;
    if (collided) {
      keep_result();
      CollisionState result_state;
      set_collision_direction(result, result_state);
      if (result.remainder.is_zero_approx()) {
        motion = Vector3();
        break;
      }
      if (wall_min_slide_angle_ != 0 && angle_between(wall_normal_, -velocity_.normalized()) <
                                            wall_min_slide_angle_ + kFloorAngleThreshold) {
        motion = Vector3();
        if (result.travel.length() < margin_ + real_t(CMP_EPSILON)) {
          Transform3D transform = get_global_transform();
          transform.origin -= result.travel;
          set_global_transform(transform);
        }
      } else if (first_slide) {
        motion = result.remainder.slide(wall_normal_).normalized() *
                 (motion.length() - result.travel.length());
      } else {
        motion = result.remainder.slide(wall_normal_);
      }
      if (motion.dot(velocity_) <= 0) motion = Vector3();
    }
    if (!collided || motion.is_zero_approx()) break;
    first_slide = false;
  }
}

// -- floor snapping ----------------------------------------------------------------------------

void CharacterBody3D::apply_floor_snap() {
  if (state_.floor) return;
  // At least the margin, so the floor state stays consistent.
  const real_t length = std::max(floor_snap_length_, margin_);
  const Transform3D from = get_global_transform();
  MotionResult3D result;
  if (!collide(-up_direction_ * length, 4, result, true, false, true)) return;
  CollisionState result_state;
  set_collision_direction(result, result_state, {true, false, false});
  if (!result_state.floor) return;
  // Move along the up axis only: recovery may have strayed a little.
  const Vector3 travel = result.travel.length() > margin_
                             ? up_direction_ * up_direction_.dot(result.travel)
                             : Vector3();
  Transform3D snapped = from;
  snapped.origin += travel;
  set_global_transform(snapped);
}

void CharacterBody3D::snap_on_floor(bool was_on_floor, bool velocity_up) {
  if (state_.floor || !was_on_floor || velocity_up) return;
  apply_floor_snap();
}

bool CharacterBody3D::on_floor_if_snapped(bool was_on_floor, bool velocity_up) {
  if (up_direction_ == Vector3() || state_.floor || !was_on_floor || velocity_up) return false;
  const real_t length = std::max(floor_snap_length_, margin_);
  MotionResult3D result;
  if (!collide(-up_direction_ * length, 4, result, true, false, true)) return false;
  CollisionState result_state;
  set_collision_direction(result, result_state, {false, false, false});
  return result_state.floor;
}

// -- collision kinds ---------------------------------------------------------------------------

void CharacterBody3D::set_collision_direction(const MotionResult3D& result,
                                              CollisionState& result_state, CollisionState apply) {
  result_state = {};
  real_t wall_depth = -1;
  real_t floor_depth = -1;
  const bool was_on_wall = state_.wall;
  const Vector3 previous_wall_normal = wall_normal_;
  int wall_collision_count = 0;
  Vector3 combined_wall_normal;
  Vector3 last_wall_normal;  // skips repeats when averaging
  for (int i = result.collision_count - 1; i >= 0; --i) {
    const MotionCollision3D& collision = result.collisions[std::size_t(i)];
    if (motion_mode_ == MOTION_MODE_GROUNDED) {
      if (collision.get_angle(up_direction_) <= floor_max_angle_ + kFloorAngleThreshold) {
        result_state.floor = true;
        if (apply.floor && collision.depth > floor_depth) {
          state_.floor = true;
          floor_normal_ = collision.normal;
          floor_depth = collision.depth;
          set_platform_data(collision);
        }
        continue;
      }
      if (collision.get_angle(-up_direction_) <= floor_max_angle_ + kFloorAngleThreshold) {
        result_state.ceiling = true;
        if (apply.ceiling) {
          platform_ceiling_velocity_ = collision.collider_velocity;
          ceiling_normal_ = collision.normal;
          state_.ceiling = true;
        }
        continue;
      }
    }
    result_state.wall = true;  // a collision is a wall by default
    if (apply.wall && collision.depth > wall_depth) {
      state_.wall = true;
      wall_depth = collision.depth;
      wall_normal_ = collision.normal;
      // Another character is no platform.
      if (!dynamic_cast<CharacterBody3D*>(detail::find_object(collision.collider_id))) {
        set_platform_data(collision);
      }
    }
    if (!collision.normal.is_equal_approx(last_wall_normal)) {
      last_wall_normal = collision.normal;
      combined_wall_normal += collision.normal;
      ++wall_collision_count;
    }
  }
  // Walls whose normals add up to a floor (a V-shaped gap) are a floor.
  if (result_state.wall && wall_collision_count > 1 && !result_state.floor &&
      motion_mode_ == MOTION_MODE_GROUNDED) {
    combined_wall_normal.normalize();
    if (angle_between(combined_wall_normal, up_direction_) <=
        floor_max_angle_ + kFloorAngleThreshold) {
      result_state.floor = true;
      result_state.wall = false;
      if (apply.floor) {
        state_.floor = true;
        floor_normal_ = combined_wall_normal;
      }
      if (apply.wall) {
        state_.wall = was_on_wall;
        wall_normal_ = previous_wall_normal;
      }
    }
  }
}

void CharacterBody3D::set_platform_data(const MotionCollision3D& collision) {
  PhysicsServer3D* server = get_physics_server();
  const BodyHandle3D body = BodyHandle3D::from_rid(collision.collider);
  auto* platform = dynamic_cast<CollisionObject3D*>(detail::find_object(collision.collider_id));
  if (!server || !platform || platform->get_rid() != collision.collider) return;
  platform_rid_ = collision.collider;
  platform_object_id_ = collision.collider_id;
  platform_velocity_ = collision.collider_velocity;
  platform_angular_velocity_ = collision.collider_angular_velocity;
  platform_layer_ = server->body_get_collision_layer(body);
}

// -- queries -----------------------------------------------------------------------------------

bool CharacterBody3D::is_on_floor_only() const {
  return state_.floor && !state_.wall && !state_.ceiling;
}

bool CharacterBody3D::is_on_wall_only() const {
  return state_.wall && !state_.floor && !state_.ceiling;
}

bool CharacterBody3D::is_on_ceiling_only() const {
  return state_.ceiling && !state_.floor && !state_.wall;
}

Vector3 CharacterBody3D::get_position_delta() const {
  return get_global_transform().origin - previous_position_;
}

real_t CharacterBody3D::get_floor_angle(const Vector3& up_direction) const {
  if (up_direction == Vector3())
    throw Error("CharacterBody3D::get_floor_angle: up_direction is zero");
  return angle_between(floor_normal_, up_direction);
}

Ref<KinematicCollision3D> CharacterBody3D::get_slide_collision(int slide) const {
  if (slide < 0 || std::size_t(slide) >= slide_count_) {
    throw Error("CharacterBody3D::get_slide_collision: slide " + std::to_string(slide) +
                " out of range (" + std::to_string(slide_count_) + " slide collisions)");
  }
  return make_ref<KinematicCollision3D>(motion_results_[std::size_t(slide)], get_instance_id());
}

Ref<KinematicCollision3D> CharacterBody3D::get_last_slide_collision() const {
  if (slide_count_ == 0) return {};
  return get_slide_collision(int(slide_count_) - 1);
}

// -- bindings ----------------------------------------------------------------------------------

void CharacterBody3D::_bind_methods() {
  using C = CharacterBody3D;
  ClassDB::bind_method(D_METHOD("move_and_slide"), &C::move_and_slide);
  ClassDB::bind_method(D_METHOD("apply_floor_snap"), &C::apply_floor_snap);
  ClassDB::bind_method(D_METHOD("set_velocity", "velocity"), &C::set_velocity);
  ClassDB::bind_method(D_METHOD("get_velocity"), &C::get_velocity);
  ClassDB::bind_method(D_METHOD("set_safe_margin", "margin"), &C::set_safe_margin);
  ClassDB::bind_method(D_METHOD("get_safe_margin"), &C::get_safe_margin);
  ClassDB::bind_method(D_METHOD("is_floor_stop_on_slope_enabled"),
                       &C::is_floor_stop_on_slope_enabled);
  ClassDB::bind_method(D_METHOD("set_floor_stop_on_slope_enabled", "enabled"),
                       &C::set_floor_stop_on_slope_enabled);
  ClassDB::bind_method(D_METHOD("set_floor_constant_speed_enabled", "enabled"),
                       &C::set_floor_constant_speed_enabled);
  ClassDB::bind_method(D_METHOD("is_floor_constant_speed_enabled"),
                       &C::is_floor_constant_speed_enabled);
  ClassDB::bind_method(D_METHOD("set_floor_block_on_wall_enabled", "enabled"),
                       &C::set_floor_block_on_wall_enabled);
  ClassDB::bind_method(D_METHOD("is_floor_block_on_wall_enabled"),
                       &C::is_floor_block_on_wall_enabled);
  ClassDB::bind_method(D_METHOD("set_slide_on_ceiling_enabled", "enabled"),
                       &C::set_slide_on_ceiling_enabled);
  ClassDB::bind_method(D_METHOD("is_slide_on_ceiling_enabled"), &C::is_slide_on_ceiling_enabled);
  ClassDB::bind_method(D_METHOD("set_platform_floor_layers", "exclude_layer"),
                       &C::set_platform_floor_layers);
  ClassDB::bind_method(D_METHOD("get_platform_floor_layers"), &C::get_platform_floor_layers);
  ClassDB::bind_method(D_METHOD("set_platform_wall_layers", "exclude_layer"),
                       &C::set_platform_wall_layers);
  ClassDB::bind_method(D_METHOD("get_platform_wall_layers"), &C::get_platform_wall_layers);
  ClassDB::bind_method(D_METHOD("get_max_slides"), &C::get_max_slides);
  ClassDB::bind_method(D_METHOD("set_max_slides", "max_slides"), &C::set_max_slides);
  ClassDB::bind_method(D_METHOD("get_floor_max_angle"), &C::get_floor_max_angle);
  ClassDB::bind_method(D_METHOD("set_floor_max_angle", "radians"), &C::set_floor_max_angle);
  ClassDB::bind_method(D_METHOD("get_floor_snap_length"), &C::get_floor_snap_length);
  ClassDB::bind_method(D_METHOD("set_floor_snap_length", "floor_snap_length"),
                       &C::set_floor_snap_length);
  ClassDB::bind_method(D_METHOD("get_wall_min_slide_angle"), &C::get_wall_min_slide_angle);
  ClassDB::bind_method(D_METHOD("set_wall_min_slide_angle", "radians"),
                       &C::set_wall_min_slide_angle);
  ClassDB::bind_method(D_METHOD("get_up_direction"), &C::get_up_direction);
  ClassDB::bind_method(D_METHOD("set_up_direction", "up_direction"), &C::set_up_direction);
  ClassDB::bind_method(D_METHOD("set_motion_mode", "mode"), &C::set_motion_mode);
  ClassDB::bind_method(D_METHOD("get_motion_mode"), &C::get_motion_mode);
  ClassDB::bind_method(D_METHOD("set_platform_on_leave", "on_leave_apply_velocity"),
                       &C::set_platform_on_leave);
  ClassDB::bind_method(D_METHOD("get_platform_on_leave"), &C::get_platform_on_leave);
  ClassDB::bind_method(D_METHOD("is_on_floor"), &C::is_on_floor);
  ClassDB::bind_method(D_METHOD("is_on_floor_only"), &C::is_on_floor_only);
  ClassDB::bind_method(D_METHOD("is_on_ceiling"), &C::is_on_ceiling);
  ClassDB::bind_method(D_METHOD("is_on_ceiling_only"), &C::is_on_ceiling_only);
  ClassDB::bind_method(D_METHOD("is_on_wall"), &C::is_on_wall);
  ClassDB::bind_method(D_METHOD("is_on_wall_only"), &C::is_on_wall_only);
  ClassDB::bind_method(D_METHOD("get_floor_normal"), &C::get_floor_normal);
  ClassDB::bind_method(D_METHOD("get_wall_normal"), &C::get_wall_normal);
  ClassDB::bind_method(D_METHOD("get_last_motion"), &C::get_last_motion);
  ClassDB::bind_method(D_METHOD("get_position_delta"), &C::get_position_delta);
  ClassDB::bind_method(D_METHOD("get_real_velocity"), &C::get_real_velocity);
  ClassDB::bind_method(D_METHOD("get_floor_angle", "up_direction"), &C::get_floor_angle);
  ClassDB::bind_method(D_METHOD("get_platform_velocity"), &C::get_platform_velocity);
  ClassDB::bind_method(D_METHOD("get_platform_angular_velocity"),
                       &C::get_platform_angular_velocity);
  ClassDB::bind_method(D_METHOD("get_slide_collision_count"), &C::get_slide_collision_count);
  ClassDB::bind_method(D_METHOD("get_slide_collision", "slide_idx"), &C::get_slide_collision);
  ClassDB::bind_method(D_METHOD("get_last_slide_collision"), &C::get_last_slide_collision);
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "motion_mode", PROPERTY_HINT_ENUM, "Grounded,Floating"),
      "set_motion_mode", "get_motion_mode");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "up_direction"), "set_up_direction",
                        "get_up_direction");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "slide_on_ceiling"),
                        "set_slide_on_ceiling_enabled", "is_slide_on_ceiling_enabled");
  ClassDB::add_property(
      PropertyInfo(Variant::VECTOR3, "velocity", PROPERTY_HINT_NONE, "", PROPERTY_USAGE_STORAGE),
      "set_velocity", "get_velocity");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "max_slides", PROPERTY_HINT_NONE, "", PROPERTY_USAGE_STORAGE),
      "set_max_slides", "get_max_slides");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "wall_min_slide_angle"),
                        "set_wall_min_slide_angle", "get_wall_min_slide_angle");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "floor_stop_on_slope"),
                        "set_floor_stop_on_slope_enabled", "is_floor_stop_on_slope_enabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "floor_constant_speed"),
                        "set_floor_constant_speed_enabled", "is_floor_constant_speed_enabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "floor_block_on_wall"),
                        "set_floor_block_on_wall_enabled", "is_floor_block_on_wall_enabled");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "floor_max_angle"), "set_floor_max_angle",
                        "get_floor_max_angle");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "floor_snap_length"), "set_floor_snap_length",
                        "get_floor_snap_length");
  ClassDB::add_property(PropertyInfo(Variant::INT, "platform_on_leave", PROPERTY_HINT_ENUM,
                                     "Add Velocity,Add Upward Velocity,Do Nothing"),
                        "set_platform_on_leave", "get_platform_on_leave");
  ClassDB::add_property(PropertyInfo(Variant::INT, "platform_floor_layers", PROPERTY_HINT_FLAGS),
                        "set_platform_floor_layers", "get_platform_floor_layers");
  ClassDB::add_property(PropertyInfo(Variant::INT, "platform_wall_layers", PROPERTY_HINT_FLAGS),
                        "set_platform_wall_layers", "get_platform_wall_layers");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "safe_margin"), "set_safe_margin",
                        "get_safe_margin");
}

}  // namespace arbor
