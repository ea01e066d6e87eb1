// RigidBody3D: a body the simulation moves (Godot 4's RigidBody3D).
#pragma once

#include <memory>
#include <vector>

#include "arbor/core/math/basis.h"
#include "arbor/core/math/vector3.h"
#include "arbor/core/object/rid.h"
#include "arbor/core/signal/signal.h"
#include "arbor/scene/3d/physics_body_3d.h"
#include "arbor/scene/resources/physics_material.h"

namespace arbor {

class PhysicsDirectBodyState3D;

namespace physics {
class OverlapMonitor;
}

/// A simulated body: gravity, forces, impulses and contacts move it, and after each physics step
/// its node takes the pose the server computed. Setting its transform teleports it. With
/// `contact_monitor` and `max_contacts_reported` above zero it reports what it touches through
/// body_entered / body_exited (after the step, as Godot does). Override _integrate_forces to
/// read and change its state after each step; with `custom_integrator` the server applies
/// neither gravity nor damping.
class RigidBody3D : public PhysicsBody3D {
  ARBOR_CLASS(RigidBody3D, PhysicsBody3D)

 public:
  enum FreezeMode : int { FREEZE_MODE_STATIC, FREEZE_MODE_KINEMATIC };
  enum CenterOfMassMode : int { CENTER_OF_MASS_MODE_AUTO, CENTER_OF_MASS_MODE_CUSTOM };
  enum DampMode : int { DAMP_MODE_COMBINE, DAMP_MODE_REPLACE };

  RigidBody3D();
  ~RigidBody3D() override;

  Signal<RID, Node*, int, int> body_shape_entered;
  Signal<RID, Node*, int, int> body_shape_exited;
  Signal<Node*> body_entered;
  Signal<Node*> body_exited;
  Signal<> sleeping_state_changed;

  // -- mass and material -----------------------------------------------------------------------
  /// Throws arbor::Error unless above zero (Godot refuses it too).
  void set_mass(real_t mass);
  [[nodiscard]] real_t get_mass() const { return parameters_.mass; }
  /// Components above zero replace the inertia computed from the shapes.
  void set_inertia(const Vector3& inertia);
  [[nodiscard]] Vector3 get_inertia() const { return parameters_.inertia; }
  void set_center_of_mass_mode(CenterOfMassMode mode);
  [[nodiscard]] CenterOfMassMode get_center_of_mass_mode() const { return center_of_mass_mode_; }
  /// The centre of mass in the body's frame, used in CENTER_OF_MASS_MODE_CUSTOM.
  void set_center_of_mass(const Vector3& center);
  [[nodiscard]] Vector3 get_center_of_mass() const { return parameters_.center_of_mass; }
  void set_physics_material_override(const Ref<PhysicsMaterial>& material) {
    set_material(material);
  }
  [[nodiscard]] Ref<PhysicsMaterial> get_physics_material_override() const { return material(); }
  void set_gravity_scale(real_t scale);
  [[nodiscard]] real_t get_gravity_scale() const { return parameters_.gravity_scale; }

  // -- velocities and damping ------------------------------------------------------------------
  void set_linear_velocity(const Vector3& velocity);
  [[nodiscard]] Vector3 get_linear_velocity() const { return linear_velocity_; }
  void set_angular_velocity(const Vector3& velocity);
  [[nodiscard]] Vector3 get_angular_velocity() const { return angular_velocity_; }
  /// Replaces the velocity's component along `axis_velocity`'s direction with it.
  void set_axis_velocity(const Vector3& axis_velocity);
  void set_linear_damp_mode(DampMode mode);
  [[nodiscard]] DampMode get_linear_damp_mode() const;
  void set_linear_damp(real_t damp);
  [[nodiscard]] real_t get_linear_damp() const { return parameters_.linear_damp; }
  void set_angular_damp_mode(DampMode mode);
  [[nodiscard]] DampMode get_angular_damp_mode() const;
  void set_angular_damp(real_t damp);
  [[nodiscard]] real_t get_angular_damp() const { return parameters_.angular_damp; }
  [[nodiscard]] Basis get_inverse_inertia_tensor() const;

  // -- forces (Godot's semantics: see PhysicsServer3D) -----------------------------------------
  void apply_central_impulse(const Vector3& impulse);
  void apply_impulse(const Vector3& impulse, const Vector3& position = Vector3());
  void apply_torque_impulse(const Vector3& impulse);
  void apply_central_force(const Vector3& force);
  void apply_force(const Vector3& force, const Vector3& position = Vector3());
  void apply_torque(const Vector3& torque);
  void add_constant_central_force(const Vector3& force);
  void add_constant_force(const Vector3& force, const Vector3& position = Vector3());
  void add_constant_torque(const Vector3& torque);
  void set_constant_force(const Vector3& force);
  [[nodiscard]] Vector3 get_constant_force() const { return constant_force_; }
  void set_constant_torque(const Vector3& torque);
  [[nodiscard]] Vector3 get_constant_torque() const { return constant_torque_; }

  // -- sleeping, freezing, solver --------------------------------------------------------------
  void set_sleeping(bool sleeping);
  [[nodiscard]] bool is_sleeping() const { return sleeping_; }
  void set_can_sleep(bool can_sleep);
  [[nodiscard]] bool is_able_to_sleep() const { return can_sleep_; }
  void set_lock_rotation_enabled(bool lock);
  [[nodiscard]] bool is_lock_rotation_enabled() const { return lock_rotation_; }
  void set_freeze_enabled(bool freeze);
  [[nodiscard]] bool is_freeze_enabled() const { return freeze_; }
  void set_freeze_mode(FreezeMode mode);
  [[nodiscard]] FreezeMode get_freeze_mode() const { return freeze_mode_; }
  void set_use_custom_integrator(bool enabled);
  [[nodiscard]] bool is_using_custom_integrator() const { return custom_integrator_; }
  void set_use_continuous_collision_detection(bool enabled);
  [[nodiscard]] bool is_using_continuous_collision_detection() const { return ccd_; }

  // -- contacts ---------------------------------------------------------------------------------
  void set_contact_monitor(bool enabled);
  [[nodiscard]] bool is_contact_monitor_enabled() const { return monitor_ != nullptr; }
  void set_max_contacts_reported(int amount);
  [[nodiscard]] int get_max_contacts_reported() const { return max_contacts_reported_; }
  [[nodiscard]] int get_contact_count() const { return contact_count_; }
  /// The bodies touched at the last step (contact_monitor must be on: throws arbor::Error).
  [[nodiscard]] std::vector<Node*> get_colliding_bodies() const;

 protected:
  static void _bind_methods();
  /// Called after each physics step that moved the body, with its state on the server (Godot's
  /// _integrate_forces): change velocities, apply forces, or set the transform.
  virtual void _integrate_forces(PhysicsDirectBodyState3D& state);
  void _physics_object_created() override;
  void _physics_object_freeing() override;
  [[nodiscard]] bool _is_moving_body() const override {
    return !(freeze_ && freeze_mode_ == FREEZE_MODE_STATIC);
  }
  void physics_body_state_changed() override;
  void physics_body_diverged() override;

 private:
  void apply_body_mode();
  void sync_state();
  void update_contacts();
  [[nodiscard]] PhysicsDirectBodyState3D& direct_state();

  std::unique_ptr<PhysicsDirectBodyState3D> state_;
  std::unique_ptr<physics::OverlapMonitor> monitor_;
  Vector3 linear_velocity_;
  Vector3 angular_velocity_;
  Vector3 constant_force_;
  Vector3 constant_torque_;
  Basis inverse_inertia_tensor_;
  int max_contacts_reported_ = 0;
  int contact_count_ = 0;
  CenterOfMassMode center_of_mass_mode_ = CENTER_OF_MASS_MODE_AUTO;
  FreezeMode freeze_mode_ = FREEZE_MODE_STATIC;
  bool sleeping_ = false;
  bool can_sleep_ = true;
  bool lock_rotation_ = false;
  bool freeze_ = false;
  bool custom_integrator_ = false;
  bool ccd_ = false;
  bool integrates_forces_ = true;  ///< false once the base _integrate_forces ran (not overridden)
};

}  // namespace arbor
