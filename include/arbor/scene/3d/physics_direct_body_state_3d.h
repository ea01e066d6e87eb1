// PhysicsDirectBodyState3D: a body's state as the physics server holds it (Godot 4's), what
// RigidBody3D::_integrate_forces receives.
#pragma once

#include "arbor/core/math/basis.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector3.h"
#include "arbor/core/object/node_id.h"
#include "arbor/core/object/object.h"
#include "arbor/core/object/rid.h"
#include "arbor/servers/physics/physics_handle.h"

namespace arbor {

class Node;
class PhysicsDirectSpaceState3D;
class PhysicsServer3D;

/// Reads and changes one body on the server directly: its pose, velocities, forces and the
/// contacts of its last step. Valid while the body has its server object (during
/// _integrate_forces, or from RigidBody3D's own code).
class PhysicsDirectBodyState3D : public Object {
  ARBOR_CLASS(PhysicsDirectBodyState3D, Object)

 public:
  PhysicsDirectBodyState3D(PhysicsServer3D& server, BodyHandle3D body,
                           PhysicsDirectSpaceState3D* space_state, real_t step)
      : server_(&server), body_(body), space_state_(space_state), step_(step) {}

  [[nodiscard]] Transform3D get_transform() const;
  void set_transform(const Transform3D& transform);
  [[nodiscard]] Vector3 get_linear_velocity() const;
  void set_linear_velocity(const Vector3& velocity);
  [[nodiscard]] Vector3 get_angular_velocity() const;
  void set_angular_velocity(const Vector3& velocity);
  /// The velocity of the body at a point given relative to its origin, in world orientation.
  [[nodiscard]] Vector3 get_velocity_at_local_position(const Vector3& local_position) const;
  [[nodiscard]] Vector3 get_center_of_mass() const;
  [[nodiscard]] Vector3 get_center_of_mass_local() const;
  [[nodiscard]] Basis get_principal_inertia_axes() const;
  [[nodiscard]] real_t get_inverse_mass() const;
  [[nodiscard]] Vector3 get_inverse_inertia() const;
  [[nodiscard]] Basis get_inverse_inertia_tensor() const;
  [[nodiscard]] Vector3 get_total_gravity() const;
  [[nodiscard]] real_t get_total_linear_damp() const;
  [[nodiscard]] real_t get_total_angular_damp() const;
  /// The length of the physics step, in seconds.
  [[nodiscard]] real_t get_step() const { return step_; }

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
  [[nodiscard]] Vector3 get_constant_force() const;
  void set_constant_torque(const Vector3& torque);
  [[nodiscard]] Vector3 get_constant_torque() const;
  void set_sleep_state(bool sleeping);
  [[nodiscard]] bool is_sleeping() const;

  [[nodiscard]] int get_contact_count() const;
  [[nodiscard]] Vector3 get_contact_local_position(int contact) const;
  [[nodiscard]] Vector3 get_contact_local_normal(int contact) const;
  [[nodiscard]] Vector3 get_contact_impulse(int contact) const;
  [[nodiscard]] int get_contact_local_shape(int contact) const;
  [[nodiscard]] Vector3 get_contact_local_velocity_at_position(int contact) const;
  [[nodiscard]] RID get_contact_collider(int contact) const;
  [[nodiscard]] Vector3 get_contact_collider_position(int contact) const;
  [[nodiscard]] NodeId get_contact_collider_id(int contact) const;
  [[nodiscard]] Node* get_contact_collider_object(int contact) const;
  [[nodiscard]] int get_contact_collider_shape(int contact) const;
  [[nodiscard]] Vector3 get_contact_collider_velocity_at_position(int contact) const;

  /// Applies the step's gravity and damping to the velocities (Godot's integrate_forces, for
  /// custom integrators).
  void integrate_forces();
  /// Queries on the body's space.
  [[nodiscard]] PhysicsDirectSpaceState3D* get_space_state() const { return space_state_; }

  /// Engine-internal: the state for another step length.
  void set_step(real_t step) { step_ = step; }

 private:
  PhysicsServer3D* server_;
  BodyHandle3D body_;
  PhysicsDirectSpaceState3D* space_state_;
  real_t step_;
};

}  // namespace arbor
