// RigidBody2D: a 2D body moved by the simulation (Godot 4's RigidBody2D).
#pragma once

#include <memory>
#include <vector>

#include "arbor/core/math/vector2.h"
#include "arbor/core/signal/signal.h"
#include "arbor/scene/2d/physics_body_2d.h"
#include "arbor/scene/resources/physics_material.h"

namespace arbor {

namespace physics {
class OverlapMonitor;
}

/// A body the physics server moves: gravity (980 px/s² down by default), forces, impulses and
/// contacts. The node's transform and velocities are read back after each step; setting them
/// teleports the body. Frozen, it stays put as a static or kinematic body. With contact_monitor
/// it reports the bodies it touches (up to max_contacts_reported contacts) with body_entered and
/// body_exited after the step.
class RigidBody2D : public PhysicsBody2D {
  ARBOR_CLASS(RigidBody2D, PhysicsBody2D)

 public:
  enum FreezeMode : int { FREEZE_MODE_STATIC, FREEZE_MODE_KINEMATIC };
  enum CenterOfMassMode : int { CENTER_OF_MASS_MODE_AUTO, CENTER_OF_MASS_MODE_CUSTOM };
  enum DampMode : int { DAMP_MODE_COMBINE, DAMP_MODE_REPLACE };
  enum CCDMode : int { CCD_MODE_DISABLED, CCD_MODE_CAST_RAY, CCD_MODE_CAST_SHAPE };

  RigidBody2D();
  ~RigidBody2D() override;

  Signal<RID, Node*, int, int> body_shape_entered;
  Signal<RID, Node*, int, int> body_shape_exited;
  Signal<Node*> body_entered;
  Signal<Node*> body_exited;
  Signal<> sleeping_state_changed;

  // -- mass --------------------------------------------------------------------------------------
  /// Above zero; throws arbor::Error otherwise.
  void set_mass(real_t mass);
  [[nodiscard]] real_t get_mass() const { return parameters_.mass; }
  /// Zero: computed from the shapes and the mass.
  void set_inertia(real_t inertia);
  [[nodiscard]] real_t get_inertia() const { return parameters_.inertia; }
  void set_center_of_mass_mode(CenterOfMassMode mode);
  [[nodiscard]] CenterOfMassMode get_center_of_mass_mode() const;
  /// Used with CENTER_OF_MASS_MODE_CUSTOM, in the body's frame.
  void set_center_of_mass(const Vector2& center);
  [[nodiscard]] Vector2 get_center_of_mass() const { return parameters_.center_of_mass; }
  void set_physics_material_override(const Ref<PhysicsMaterial>& material) {
    set_material(material);
  }
  [[nodiscard]] Ref<PhysicsMaterial> get_physics_material_override() const { return material(); }
  void set_gravity_scale(real_t scale);
  [[nodiscard]] real_t get_gravity_scale() const { return parameters_.gravity_scale; }

  // -- motion ------------------------------------------------------------------------------------
  void set_linear_velocity(const Vector2& velocity);
  [[nodiscard]] Vector2 get_linear_velocity() const { return linear_velocity_; }
  void set_angular_velocity(real_t velocity);
  [[nodiscard]] real_t get_angular_velocity() const { return angular_velocity_; }
  /// Sets the velocity along `axis_velocity`'s direction, keeping the rest (Godot's jump helper).
  void set_axis_velocity(const Vector2& axis_velocity);
  void set_linear_damp_mode(DampMode mode);
  [[nodiscard]] DampMode get_linear_damp_mode() const;
  void set_linear_damp(real_t damp);
  [[nodiscard]] real_t get_linear_damp() const { return parameters_.linear_damp; }
  void set_angular_damp_mode(DampMode mode);
  [[nodiscard]] DampMode get_angular_damp_mode() const;
  void set_angular_damp(real_t damp);
  [[nodiscard]] real_t get_angular_damp() const { return parameters_.angular_damp; }
  void set_lock_rotation_enabled(bool locked);
  [[nodiscard]] bool is_lock_rotation_enabled() const { return lock_rotation_; }
  void set_continuous_collision_detection_mode(CCDMode mode);
  [[nodiscard]] CCDMode get_continuous_collision_detection_mode() const { return ccd_; }

  // -- forces (applied during the next step) -----------------------------------------------------
  void apply_central_impulse(const Vector2& impulse);
  /// `position` is relative to the body's origin, in global orientation (Godot's rule).
  void apply_impulse(const Vector2& impulse, const Vector2& position = {});
  void apply_torque_impulse(real_t torque);
  void apply_central_force(const Vector2& force);
  void apply_force(const Vector2& force, const Vector2& position = {});
  void apply_torque(real_t torque);
  void add_constant_central_force(const Vector2& force);
  void add_constant_force(const Vector2& force, const Vector2& position = {});
  void add_constant_torque(real_t torque);
  void set_constant_force(const Vector2& force);
  [[nodiscard]] Vector2 get_constant_force() const { return constant_force_; }
  void set_constant_torque(real_t torque);
  [[nodiscard]] real_t get_constant_torque() const { return constant_torque_; }

  // -- sleeping and freezing ---------------------------------------------------------------------
  void set_can_sleep(bool can_sleep);
  [[nodiscard]] bool is_able_to_sleep() const { return can_sleep_; }
  void set_sleeping(bool sleeping);
  [[nodiscard]] bool is_sleeping() const { return sleeping_; }
  void set_freeze_enabled(bool freeze);
  [[nodiscard]] bool is_freeze_enabled() const { return freeze_; }
  void set_freeze_mode(FreezeMode mode);
  [[nodiscard]] FreezeMode get_freeze_mode() const { return freeze_mode_; }

  // -- contacts ----------------------------------------------------------------------------------
  void set_contact_monitor(bool enabled);
  [[nodiscard]] bool is_contact_monitor_enabled() const { return monitor_ != nullptr; }
  void set_max_contacts_reported(int count);
  [[nodiscard]] int get_max_contacts_reported() const { return max_contacts_reported_; }
  /// The contacts of the last step (at most max_contacts_reported).
  [[nodiscard]] int get_contact_count() const { return contact_count_; }
  /// The bodies touched in the last step, with contact_monitor on.
  [[nodiscard]] std::vector<Node*> get_colliding_bodies() const;

 protected:
  static void _bind_methods();
  void _physics_object_created() override;
  void _physics_object_freeing() override;
  [[nodiscard]] bool _is_moving_body() const override { return !freeze_; }
  void physics_body_state_changed() override;
  void physics_body_diverged() override;

 private:
  void apply_body_mode();
  void update_contacts();

  std::unique_ptr<physics::OverlapMonitor> monitor_;
  Vector2 linear_velocity_;
  Vector2 constant_force_;
  real_t angular_velocity_ = 0;
  real_t constant_torque_ = 0;
  int max_contacts_reported_ = 0;
  int contact_count_ = 0;
  FreezeMode freeze_mode_ = FREEZE_MODE_STATIC;
  CCDMode ccd_ = CCD_MODE_DISABLED;
  bool can_sleep_ = true;
  bool sleeping_ = false;
  bool freeze_ = false;
  bool lock_rotation_ = false;
};

}  // namespace arbor
