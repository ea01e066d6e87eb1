// CharacterBody3D: a body moved by code that slides along what it hits (Godot 4's
// CharacterBody3D).
#pragma once

#include <vector>

#include "arbor/core/math/vector3.h"
#include "arbor/core/object/node_id.h"
#include "arbor/core/object/rid.h"
#include "arbor/scene/3d/physics_body_3d.h"

namespace arbor {

/// A kinematic body for players and NPCs. move_and_slide() moves it by `velocity` over the
/// current step with Godot 4's algorithm: it slides along walls, stands on floors up to
/// floor_max_angle (stopping on slopes with floor_stop_on_slope), snaps down to the floor
/// within floor_snap_length, rides moving platforms and keeps what it hit for get_slide_collision.
/// Grounded mode knows floors, walls and ceilings; floating mode (space, top-down) only walls.
class CharacterBody3D : public PhysicsBody3D {
  ARBOR_CLASS(CharacterBody3D, PhysicsBody3D)

 public:
  enum MotionMode : int { MOTION_MODE_GROUNDED, MOTION_MODE_FLOATING };
  enum PlatformOnLeave : int {
    PLATFORM_ON_LEAVE_ADD_VELOCITY,
    PLATFORM_ON_LEAVE_ADD_UPWARD_VELOCITY,
    PLATFORM_ON_LEAVE_DO_NOTHING,
  };

  CharacterBody3D();

  /// Moves by velocity * delta (the physics delta in a physics step, else the process delta).
  /// Returns whether it collided.
  bool move_and_slide();
  /// Moves the body down onto the floor when it is within floor_snap_length (grounded mode).
  void apply_floor_snap();

  void set_velocity(const Vector3& velocity) { velocity_ = velocity; }
  [[nodiscard]] Vector3 get_velocity() const { return velocity_; }
  void set_motion_mode(MotionMode mode) { motion_mode_ = mode; }
  [[nodiscard]] MotionMode get_motion_mode() const { return motion_mode_; }
  /// Normalized; throws arbor::Error for zero (use the floating mode instead, as Godot says).
  void set_up_direction(const Vector3& up);
  [[nodiscard]] Vector3 get_up_direction() const { return up_direction_; }
  void set_slide_on_ceiling_enabled(bool enabled) { slide_on_ceiling_ = enabled; }
  [[nodiscard]] bool is_slide_on_ceiling_enabled() const { return slide_on_ceiling_; }
  /// At least 1 (throws arbor::Error otherwise).
  void set_max_slides(int max_slides);
  [[nodiscard]] int get_max_slides() const { return max_slides_; }
  void set_wall_min_slide_angle(real_t radians) { wall_min_slide_angle_ = radians; }
  [[nodiscard]] real_t get_wall_min_slide_angle() const { return wall_min_slide_angle_; }
  void set_floor_stop_on_slope_enabled(bool enabled) { floor_stop_on_slope_ = enabled; }
  [[nodiscard]] bool is_floor_stop_on_slope_enabled() const { return floor_stop_on_slope_; }
  void set_floor_constant_speed_enabled(bool enabled) { floor_constant_speed_ = enabled; }
  [[nodiscard]] bool is_floor_constant_speed_enabled() const { return floor_constant_speed_; }
  void set_floor_block_on_wall_enabled(bool enabled) { floor_block_on_wall_ = enabled; }
  [[nodiscard]] bool is_floor_block_on_wall_enabled() const { return floor_block_on_wall_; }
  void set_floor_max_angle(real_t radians) { floor_max_angle_ = radians; }
  [[nodiscard]] real_t get_floor_max_angle() const { return floor_max_angle_; }
  /// Not below zero (throws arbor::Error otherwise).
  void set_floor_snap_length(real_t length);
  [[nodiscard]] real_t get_floor_snap_length() const { return floor_snap_length_; }
  void set_platform_on_leave(PlatformOnLeave on_leave) { platform_on_leave_ = on_leave; }
  [[nodiscard]] PlatformOnLeave get_platform_on_leave() const { return platform_on_leave_; }
  void set_platform_floor_layers(std::uint32_t layers) { platform_floor_layers_ = layers; }
  [[nodiscard]] std::uint32_t get_platform_floor_layers() const { return platform_floor_layers_; }
  void set_platform_wall_layers(std::uint32_t layers) { platform_wall_layers_ = layers; }
  [[nodiscard]] std::uint32_t get_platform_wall_layers() const { return platform_wall_layers_; }
  void set_safe_margin(real_t margin) { margin_ = margin; }
  [[nodiscard]] real_t get_safe_margin() const { return margin_; }

  [[nodiscard]] bool is_on_floor() const { return state_.floor; }
  [[nodiscard]] bool is_on_floor_only() const;
  [[nodiscard]] bool is_on_wall() const { return state_.wall; }
  [[nodiscard]] bool is_on_wall_only() const;
  [[nodiscard]] bool is_on_ceiling() const { return state_.ceiling; }
  [[nodiscard]] bool is_on_ceiling_only() const;
  [[nodiscard]] Vector3 get_floor_normal() const { return floor_normal_; }
  [[nodiscard]] Vector3 get_wall_normal() const { return wall_normal_; }
  [[nodiscard]] Vector3 get_last_motion() const { return last_motion_; }
  /// How far the last move_and_slide moved the body.
  [[nodiscard]] Vector3 get_position_delta() const;
  /// The velocity the last move_and_slide achieved (its position change over the delta).
  [[nodiscard]] Vector3 get_real_velocity() const { return real_velocity_; }
  [[nodiscard]] real_t get_floor_angle(const Vector3& up_direction = Vector3(0, 1, 0)) const;
  [[nodiscard]] Vector3 get_platform_velocity() const { return platform_velocity_; }
  [[nodiscard]] Vector3 get_platform_angular_velocity() const { return platform_angular_velocity_; }
  [[nodiscard]] int get_slide_collision_count() const { return int(slide_count_); }
  /// The collision of one slide of the last move_and_slide (throws arbor::Error out of range).
  [[nodiscard]] Ref<KinematicCollision3D> get_slide_collision(int slide) const;
  /// The last one, or a null Ref when it did not collide.
  [[nodiscard]] Ref<KinematicCollision3D> get_last_slide_collision() const;

 protected:
  static void _bind_methods();
  void _engine_notification(int what) override;
  [[nodiscard]] bool _is_moving_body() const override { return true; }

 private:
  struct CollisionState {
    bool floor = false;
    bool wall = false;
    bool ceiling = false;
  };

  void move_and_slide_grounded(double delta, bool was_on_floor);
  void move_and_slide_floating(double delta);
  /// The next slot of motion_results_ to test a motion into (kept only when it collided).
  MotionResult3D& next_result();
  void keep_result() { ++slide_count_; }
  bool collide(const Vector3& motion, int max_collisions, MotionResult3D& result, bool test_only,
               bool cancel_sliding, bool collide_separation_ray = false,
               const RID* exclude_platform = nullptr);
  void snap_on_floor(bool was_on_floor, bool velocity_up);
  bool on_floor_if_snapped(bool was_on_floor, bool velocity_up);
  void set_collision_direction(const MotionResult3D& result, CollisionState& result_state,
                               CollisionState apply = {true, true, true});
  void set_platform_data(const MotionCollision3D& collision);
  void forget_platform();

  Vector3 velocity_;
  Vector3 up_direction_{0, 1, 0};
  Vector3 floor_normal_;
  Vector3 wall_normal_;
  Vector3 ceiling_normal_;
  Vector3 last_motion_;
  Vector3 previous_position_;
  Vector3 real_velocity_;
  Vector3 platform_velocity_;
  Vector3 platform_angular_velocity_;
  Vector3 platform_ceiling_velocity_;
  RID platform_rid_;
  NodeId platform_object_id_;
  std::uint32_t platform_layer_ = 0;
  std::uint32_t platform_floor_layers_ = 0xFFFFFFFFu;
  std::uint32_t platform_wall_layers_ = 0;
  CollisionState state_;
  std::vector<MotionResult3D> motion_results_;
  std::size_t slide_count_ = 0;
  MotionMode motion_mode_ = MOTION_MODE_GROUNDED;
  PlatformOnLeave platform_on_leave_ = PLATFORM_ON_LEAVE_ADD_VELOCITY;
  int max_slides_ = 6;
  real_t wall_min_slide_angle_ = real_t(0.2617993877991494);  // 15 degrees
  real_t floor_max_angle_ = real_t(0.7853981633974483);       // 45 degrees
  real_t floor_snap_length_ = real_t(0.1);
  real_t margin_ = real_t(0.001);
  bool slide_on_ceiling_ = true;
  bool floor_stop_on_slope_ = true;
  bool floor_constant_speed_ = false;
  bool floor_block_on_wall_ = true;
};

}  // namespace arbor
