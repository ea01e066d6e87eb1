#include "arbor/scene/3d/physics_direct_body_state_3d.h"

#include "arbor/scene/node.h"
#include "arbor/servers/physics/physics_server_3d.h"
#include "scene/physics/force_step.h"

namespace arbor {

Transform3D PhysicsDirectBodyState3D::get_transform() const {
  return server_->body_get_transform(body_);
}

void PhysicsDirectBodyState3D::set_transform(const Transform3D& transform) {
  server_->body_set_transform(body_, transform);
}

Vector3 PhysicsDirectBodyState3D::get_linear_velocity() const {
  return server_->body_get_linear_velocity(body_);
}

void PhysicsDirectBodyState3D::set_linear_velocity(const Vector3& velocity) {
  server_->body_set_linear_velocity(body_, velocity);
}

Vector3 PhysicsDirectBodyState3D::get_angular_velocity() const {
  return server_->body_get_angular_velocity(body_);
}

void PhysicsDirectBodyState3D::set_angular_velocity(const Vector3& velocity) {
  server_->body_set_angular_velocity(body_, velocity);
}

Vector3 PhysicsDirectBodyState3D::get_velocity_at_local_position(
    const Vector3& local_position) const {
  return get_linear_velocity() +
         get_angular_velocity().cross(local_position - get_center_of_mass());
}

Vector3 PhysicsDirectBodyState3D::get_center_of_mass() const {
  return server_->body_get_dynamics(body_).center_of_mass;
}

Vector3 PhysicsDirectBodyState3D::get_center_of_mass_local() const {
  return server_->body_get_dynamics(body_).center_of_mass_local;
}

Basis PhysicsDirectBodyState3D::get_principal_inertia_axes() const {
  return server_->body_get_dynamics(body_).principal_inertia_axes;
}

real_t PhysicsDirectBodyState3D::get_inverse_mass() const {
  return server_->body_get_dynamics(body_).inverse_mass;
}

Vector3 PhysicsDirectBodyState3D::get_inverse_inertia() const {
  return server_->body_get_dynamics(body_).inverse_inertia;
}

Basis PhysicsDirectBodyState3D::get_inverse_inertia_tensor() const {
  return server_->body_get_dynamics(body_).inverse_inertia_tensor;
}

Vector3 PhysicsDirectBodyState3D::get_total_gravity() const {
  return server_->body_get_dynamics(body_).total_gravity;
}

real_t PhysicsDirectBodyState3D::get_total_linear_damp() const {
  return server_->body_get_dynamics(body_).total_linear_damp;
}

real_t PhysicsDirectBodyState3D::get_total_angular_damp() const {
  return server_->body_get_dynamics(body_).total_angular_damp;
}

void PhysicsDirectBodyState3D::apply_central_impulse(const Vector3& impulse) {
  server_->body_apply_central_impulse(body_, impulse);
}

void PhysicsDirectBodyState3D::apply_impulse(const Vector3& impulse, const Vector3& position) {
  server_->body_apply_impulse(body_, impulse, position);
}

void PhysicsDirectBodyState3D::apply_torque_impulse(const Vector3& impulse) {
  server_->body_apply_torque_impulse(body_, impulse);
}

void PhysicsDirectBodyState3D::apply_central_force(const Vector3& force) {
  server_->body_apply_central_force(body_, force);
}

void PhysicsDirectBodyState3D::apply_force(const Vector3& force, const Vector3& position) {
  server_->body_apply_force(body_, force, position);
}

void PhysicsDirectBodyState3D::apply_torque(const Vector3& torque) {
  server_->body_apply_torque(body_, torque);
}

void PhysicsDirectBodyState3D::add_constant_central_force(const Vector3& force) {
  server_->body_add_constant_central_force(body_, force);
}

void PhysicsDirectBodyState3D::add_constant_force(const Vector3& force, const Vector3& position) {
  server_->body_add_constant_force(body_, force, position);
}

void PhysicsDirectBodyState3D::add_constant_torque(const Vector3& torque) {
  server_->body_add_constant_torque(body_, torque);
}

void PhysicsDirectBodyState3D::set_constant_force(const Vector3& force) {
  server_->body_set_constant_force(body_, force);
}

Vector3 PhysicsDirectBodyState3D::get_constant_force() const {
  return server_->body_get_constant_force(body_);
}

void PhysicsDirectBodyState3D::set_constant_torque(const Vector3& torque) {
  server_->body_set_constant_torque(body_, torque);
}

Vector3 PhysicsDirectBodyState3D::get_constant_torque() const {
  return server_->body_get_constant_torque(body_);
}

void PhysicsDirectBodyState3D::set_sleep_state(bool sleeping) {
  server_->body_set_sleeping(body_, sleeping);
}

bool PhysicsDirectBodyState3D::is_sleeping() const { return server_->body_is_sleeping(body_); }

int PhysicsDirectBodyState3D::get_contact_count() const {
  return server_->body_get_contact_count(body_);
}

Vector3 PhysicsDirectBodyState3D::get_contact_local_position(int contact) const {
  return server_->body_get_contact(body_, contact).local_position;
}

Vector3 PhysicsDirectBodyState3D::get_contact_local_normal(int contact) const {
  return server_->body_get_contact(body_, contact).local_normal;
}

Vector3 PhysicsDirectBodyState3D::get_contact_impulse(int contact) const {
  return server_->body_get_contact(body_, contact).impulse;
}

int PhysicsDirectBodyState3D::get_contact_local_shape(int contact) const {
  return server_->body_get_contact(body_, contact).local_shape;
}

Vector3 PhysicsDirectBodyState3D::get_contact_local_velocity_at_position(int contact) const {
  return server_->body_get_contact(body_, contact).local_velocity_at_position;
}

RID PhysicsDirectBodyState3D::get_contact_collider(int contact) const {
  return server_->body_get_contact(body_, contact).collider;
}

Vector3 PhysicsDirectBodyState3D::get_contact_collider_position(int contact) const {
  return server_->body_get_contact(body_, contact).collider_position;
}

NodeId PhysicsDirectBodyState3D::get_contact_collider_id(int contact) const {
  return server_->body_get_contact(body_, contact).collider_id;
}

Node* PhysicsDirectBodyState3D::get_contact_collider_object(int contact) const {
  const NodeId id = get_contact_collider_id(contact);
  return id.is_valid() ? dynamic_cast<Node*>(detail::find_object(id)) : nullptr;
}

int PhysicsDirectBodyState3D::get_contact_collider_shape(int contact) const {
  return server_->body_get_contact(body_, contact).collider_shape;
}

Vector3 PhysicsDirectBodyState3D::get_contact_collider_velocity_at_position(int contact) const {
  return server_->body_get_contact(body_, contact).collider_velocity_at_position;
}

void PhysicsDirectBodyState3D::integrate_forces() {
  const BodyDynamics3D dynamics = server_->body_get_dynamics(body_);
  Vector3 linear = get_linear_velocity() + dynamics.total_gravity * step_;
  Vector3 angular = get_angular_velocity();
  physics::damp_velocities(linear, angular, dynamics.total_linear_damp, dynamics.total_angular_damp,
                           step_);
  set_linear_velocity(linear);
  set_angular_velocity(angular);
}

}  // namespace arbor
