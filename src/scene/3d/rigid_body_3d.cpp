#include "arbor/scene/3d/rigid_body_3d.h"

#include <algorithm>

#include "arbor/core/error/error.h"
#include "arbor/core/error/warning.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/physics_direct_body_state_3d.h"
#include "arbor/scene/3d/world_3d.h"
#include "arbor/scene/scene_tree.h"
#include "scene/callbacks.h"
#include "scene/physics/contact_changes.h"
#include "scene/physics/overlap_monitor.h"

namespace arbor {

RigidBody3D::RigidBody3D() : PhysicsBody3D(BodyMode::RIGID) {}

RigidBody3D::~RigidBody3D() = default;

// -- server object -----------------------------------------------------------------------------

void RigidBody3D::_physics_object_created() {
  PhysicsBody3D::_physics_object_created();
  PhysicsServer3D& server = *get_physics_server();
  const BodyHandle3D body = body_handle();
  server.body_set_max_contacts_reported(body, max_contacts_reported_);
  server.body_set_omit_force_integration(body, custom_integrator_);
  server.body_set_continuous_collision_detection(body, ccd_);
  server.body_set_can_sleep(body, can_sleep_);
  server.body_set_linear_velocity(body, linear_velocity_);
  server.body_set_angular_velocity(body, angular_velocity_);
  server.body_set_constant_force(body, constant_force_);
  server.body_set_constant_torque(body, constant_torque_);
  if (sleeping_) server.body_set_sleeping(body, true);
}

void RigidBody3D::_physics_object_freeing() { state_.reset(); }

PhysicsDirectBodyState3D& RigidBody3D::direct_state() {
  const real_t step = real_t(get_tree()->get_physics_delta());
  if (!state_) {
    World3D* world = get_world_3d();
    state_ = std::make_unique<PhysicsDirectBodyState3D>(
        *get_physics_server(), body_handle(), world ? world->get_direct_space_state() : nullptr,
        step);
  }
  state_->set_step(step);
  return *state_;
}

void RigidBody3D::_integrate_forces(PhysicsDirectBodyState3D&) { integrates_forces_ = false; }

void RigidBody3D::physics_body_state_changed() {
  if (integrates_forces_) {
    sync_state();
    PhysicsDirectBodyState3D& state = direct_state();
    detail::guarded(get_tree(), this, "_integrate_forces", [&] { _integrate_forces(state); });
    if (!get_physics_server()) return;  // the callback took the body out of its tree
  }
  sync_state();
  if (monitor_) update_contacts();
}

void RigidBody3D::sync_state() {
  PhysicsServer3D& server = *get_physics_server();
  const BodyHandle3D body = body_handle();
  set_global_transform_from_physics(server.body_get_transform(body));
  linear_velocity_ = server.body_get_linear_velocity(body);
  angular_velocity_ = server.body_get_angular_velocity(body);
  contact_count_ = server.body_get_contact_count(body);
  const bool sleeping = server.body_is_sleeping(body);
  if (sleeping != sleeping_) {
    sleeping_ = sleeping;
    detail::emit(get_tree(), this, sleeping_state_changed, "signal sleeping_state_changed");
  }
}

void RigidBody3D::update_contacts() {
  PhysicsServer3D& server = *get_physics_server();
  const BodyHandle3D body = body_handle();
  physics::apply_contact_changes(
      monitor_, server.body_get_contact_count(body),
      [&](int i) -> const BodyContact3D& { return server.body_get_contact(body, i); });
}

void RigidBody3D::physics_body_diverged() {
  warn_once(1u << 8,
            "its pose or velocity stopped being finite during a physics step; the body is frozen "
            "where it last was");
  freeze_mode_ = FREEZE_MODE_STATIC;
  freeze_ = true;
  linear_velocity_ = Vector3();
  angular_velocity_ = Vector3();
  apply_body_mode();
}

// -- mass and material -------------------------------------------------------------------------

void RigidBody3D::set_mass(real_t mass) {
  if (!(mass > 0)) {
    throw Error("RigidBody3D::set_mass: " + get_path().to_string() +
                ": the mass must be above "
                "zero (got " +
                std::to_string(mass) + ")");
  }
  parameters_.mass = mass;
  push_parameters();
}

void RigidBody3D::set_inertia(const Vector3& inertia) {
  if (inertia.x < 0 || inertia.y < 0 || inertia.z < 0) {
    throw Error("RigidBody3D::set_inertia: " + get_path().to_string() +
                ": inertia components cannot be negative");
  }
  parameters_.inertia = inertia;
  push_parameters();
}

void RigidBody3D::set_center_of_mass_mode(CenterOfMassMode mode) {
  center_of_mass_mode_ = mode;
  parameters_.custom_center_of_mass = mode == CENTER_OF_MASS_MODE_CUSTOM;
  if (mode == CENTER_OF_MASS_MODE_AUTO) parameters_.center_of_mass = Vector3();
  push_parameters();
}

void RigidBody3D::set_center_of_mass(const Vector3& center) {
  parameters_.center_of_mass = center;
  push_parameters();
}

void RigidBody3D::set_gravity_scale(real_t scale) {
  parameters_.gravity_scale = scale;
  push_parameters();
}

// -- velocities and damping --------------------------------------------------------------------

void RigidBody3D::set_linear_velocity(const Vector3& velocity) {
  linear_velocity_ = velocity;
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_set_linear_velocity(body_handle(), velocity);
  }
}

void RigidBody3D::set_angular_velocity(const Vector3& velocity) {
  angular_velocity_ = velocity;
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_set_angular_velocity(body_handle(), velocity);
  }
}

void RigidBody3D::set_axis_velocity(const Vector3& axis_velocity) {
  const Vector3 axis = axis_velocity.normalized();
  set_linear_velocity(linear_velocity_ - axis * axis.dot(linear_velocity_) + axis_velocity);
}

void RigidBody3D::set_linear_damp_mode(DampMode mode) {
  parameters_.linear_damp_mode = BodyDampMode(mode);
  push_parameters();
}

RigidBody3D::DampMode RigidBody3D::get_linear_damp_mode() const {
  return DampMode(parameters_.linear_damp_mode);
}

void RigidBody3D::set_linear_damp(real_t damp) {
  if (damp < 0) throw Error("RigidBody3D::set_linear_damp: the damping cannot be negative");
  parameters_.linear_damp = damp;
  push_parameters();
}

void RigidBody3D::set_angular_damp_mode(DampMode mode) {
  parameters_.angular_damp_mode = BodyDampMode(mode);
  push_parameters();
}

RigidBody3D::DampMode RigidBody3D::get_angular_damp_mode() const {
  return DampMode(parameters_.angular_damp_mode);
}

void RigidBody3D::set_angular_damp(real_t damp) {
  if (damp < 0) throw Error("RigidBody3D::set_angular_damp: the damping cannot be negative");
  parameters_.angular_damp = damp;
  push_parameters();
}

Basis RigidBody3D::get_inverse_inertia_tensor() const {
  PhysicsServer3D* server = get_physics_server();
  return server ? server->body_get_dynamics(body_handle()).inverse_inertia_tensor : Basis();
}

// -- forces ------------------------------------------------------------------------------------

void RigidBody3D::apply_central_impulse(const Vector3& impulse) {
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_apply_central_impulse(body_handle(), impulse);
    linear_velocity_ = server->body_get_linear_velocity(body_handle());
  }
}

void RigidBody3D::apply_impulse(const Vector3& impulse, const Vector3& position) {
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_apply_impulse(body_handle(), impulse, position);
    linear_velocity_ = server->body_get_linear_velocity(body_handle());
    angular_velocity_ = server->body_get_angular_velocity(body_handle());
  }
}

void RigidBody3D::apply_torque_impulse(const Vector3& impulse) {
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_apply_torque_impulse(body_handle(), impulse);
    angular_velocity_ = server->body_get_angular_velocity(body_handle());
  }
}

void RigidBody3D::apply_central_force(const Vector3& force) {
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_apply_central_force(body_handle(), force);
  }
}

void RigidBody3D::apply_force(const Vector3& force, const Vector3& position) {
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_apply_force(body_handle(), force, position);
  }
}

void RigidBody3D::apply_torque(const Vector3& torque) {
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_apply_torque(body_handle(), torque);
  }
}

void RigidBody3D::add_constant_central_force(const Vector3& force) {
  set_constant_force(constant_force_ + force);
}

void RigidBody3D::add_constant_force(const Vector3& force, const Vector3& position) {
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_add_constant_force(body_handle(), force, position);
    constant_force_ = server->body_get_constant_force(body_handle());
    constant_torque_ = server->body_get_constant_torque(body_handle());
  } else {
    constant_force_ += force;
    constant_torque_ += position.cross(force);
  }
}

void RigidBody3D::add_constant_torque(const Vector3& torque) {
  set_constant_torque(constant_torque_ + torque);
}

void RigidBody3D::set_constant_force(const Vector3& force) {
  constant_force_ = force;
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_set_constant_force(body_handle(), force);
  }
}

void RigidBody3D::set_constant_torque(const Vector3& torque) {
  constant_torque_ = torque;
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_set_constant_torque(body_handle(), torque);
  }
}

// -- sleeping, freezing, solver ----------------------------------------------------------------

void RigidBody3D::set_sleeping(bool sleeping) {
  sleeping_ = sleeping;
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_set_sleeping(body_handle(), sleeping);
  }
}

void RigidBody3D::set_can_sleep(bool can_sleep) {
  can_sleep_ = can_sleep;
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_set_can_sleep(body_handle(), can_sleep);
  }
}

void RigidBody3D::apply_body_mode() {
  if (freeze_) {
    set_body_mode(freeze_mode_ == FREEZE_MODE_STATIC ? BodyMode::STATIC : BodyMode::KINEMATIC);
  } else {
    set_body_mode(lock_rotation_ ? BodyMode::RIGID_LINEAR : BodyMode::RIGID);
  }
}

void RigidBody3D::set_lock_rotation_enabled(bool lock) {
  lock_rotation_ = lock;
  apply_body_mode();
}

void RigidBody3D::set_freeze_enabled(bool freeze) {
  freeze_ = freeze;
  apply_body_mode();
}

void RigidBody3D::set_freeze_mode(FreezeMode mode) {
  freeze_mode_ = mode;
  apply_body_mode();
}

void RigidBody3D::set_use_custom_integrator(bool enabled) {
  custom_integrator_ = enabled;
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_set_omit_force_integration(body_handle(), enabled);
  }
}

void RigidBody3D::set_use_continuous_collision_detection(bool enabled) {
  ccd_ = enabled;
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_set_continuous_collision_detection(body_handle(), enabled);
  }
}

// -- contacts ----------------------------------------------------------------------------------

void RigidBody3D::set_contact_monitor(bool enabled) {
  if (enabled == (monitor_ != nullptr)) return;
  if (!enabled) {
    monitor_.reset();
    return;
  }
  monitor_ = std::make_unique<physics::OverlapMonitor>(
      *this,
      physics::OverlapSignals{&body_entered, &body_exited, &body_shape_entered, &body_shape_exited,
                              "signal body_entered", "signal body_exited",
                              "signal body_shape_entered", "signal body_shape_exited"});
}

void RigidBody3D::set_max_contacts_reported(int amount) {
  max_contacts_reported_ = std::max(0, amount);
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_set_max_contacts_reported(body_handle(), max_contacts_reported_);
  }
}

std::vector<Node*> RigidBody3D::get_colliding_bodies() const {
  if (!monitor_) {
    throw Error("RigidBody3D::get_colliding_bodies: " + get_path().to_string() +
                " has contact_monitor off");
  }
  return monitor_->get_nodes();
}

// -- bindings ----------------------------------------------------------------------------------

void RigidBody3D::_bind_methods() {
  using R = RigidBody3D;
  ClassDB::bind_method(D_METHOD("set_mass", "mass"), &R::set_mass);
  ClassDB::bind_method(D_METHOD("get_mass"), &R::get_mass);
  ClassDB::bind_method(D_METHOD("set_inertia", "inertia"), &R::set_inertia);
  ClassDB::bind_method(D_METHOD("get_inertia"), &R::get_inertia);
  ClassDB::bind_method(D_METHOD("set_center_of_mass_mode", "mode"), &R::set_center_of_mass_mode);
  ClassDB::bind_method(D_METHOD("get_center_of_mass_mode"), &R::get_center_of_mass_mode);
  ClassDB::bind_method(D_METHOD("set_center_of_mass", "center_of_mass"), &R::set_center_of_mass);
  ClassDB::bind_method(D_METHOD("get_center_of_mass"), &R::get_center_of_mass);
  ClassDB::bind_method(D_METHOD("set_physics_material_override", "physics_material_override"),
                       &R::set_physics_material_override);
  ClassDB::bind_method(D_METHOD("get_physics_material_override"),
                       &R::get_physics_material_override);
  ClassDB::bind_method(D_METHOD("set_linear_velocity", "linear_velocity"), &R::set_linear_velocity);
  ClassDB::bind_method(D_METHOD("get_linear_velocity"), &R::get_linear_velocity);
  ClassDB::bind_method(D_METHOD("set_angular_velocity", "angular_velocity"),
                       &R::set_angular_velocity);
  ClassDB::bind_method(D_METHOD("get_angular_velocity"), &R::get_angular_velocity);
  ClassDB::bind_method(D_METHOD("get_inverse_inertia_tensor"), &R::get_inverse_inertia_tensor);
  ClassDB::bind_method(D_METHOD("set_gravity_scale", "gravity_scale"), &R::set_gravity_scale);
  ClassDB::bind_method(D_METHOD("get_gravity_scale"), &R::get_gravity_scale);
  ClassDB::bind_method(D_METHOD("set_linear_damp_mode", "linear_damp_mode"),
                       &R::set_linear_damp_mode);
  ClassDB::bind_method(D_METHOD("get_linear_damp_mode"), &R::get_linear_damp_mode);
  ClassDB::bind_method(D_METHOD("set_angular_damp_mode", "angular_damp_mode"),
                       &R::set_angular_damp_mode);
  ClassDB::bind_method(D_METHOD("get_angular_damp_mode"), &R::get_angular_damp_mode);
  ClassDB::bind_method(D_METHOD("set_linear_damp", "linear_damp"), &R::set_linear_damp);
  ClassDB::bind_method(D_METHOD("get_linear_damp"), &R::get_linear_damp);
  ClassDB::bind_method(D_METHOD("set_angular_damp", "angular_damp"), &R::set_angular_damp);
  ClassDB::bind_method(D_METHOD("get_angular_damp"), &R::get_angular_damp);
  ClassDB::bind_method(D_METHOD("set_max_contacts_reported", "amount"),
                       &R::set_max_contacts_reported);
  ClassDB::bind_method(D_METHOD("get_max_contacts_reported"), &R::get_max_contacts_reported);
  ClassDB::bind_method(D_METHOD("get_contact_count"), &R::get_contact_count);
  ClassDB::bind_method(D_METHOD("set_use_custom_integrator", "enable"),
                       &R::set_use_custom_integrator);
  ClassDB::bind_method(D_METHOD("is_using_custom_integrator"), &R::is_using_custom_integrator);
  ClassDB::bind_method(D_METHOD("set_contact_monitor", "enabled"), &R::set_contact_monitor);
  ClassDB::bind_method(D_METHOD("is_contact_monitor_enabled"), &R::is_contact_monitor_enabled);
  ClassDB::bind_method(D_METHOD("set_use_continuous_collision_detection", "enable"),
                       &R::set_use_continuous_collision_detection);
  ClassDB::bind_method(D_METHOD("is_using_continuous_collision_detection"),
                       &R::is_using_continuous_collision_detection);
  ClassDB::bind_method(D_METHOD("set_axis_velocity", "axis_velocity"), &R::set_axis_velocity);
  ClassDB::bind_method(D_METHOD("apply_central_impulse", "impulse"), &R::apply_central_impulse);
  ClassDB::bind_method(D_METHOD("apply_impulse", "impulse", "position"), &R::apply_impulse);
  ClassDB::bind_method(D_METHOD("apply_torque_impulse", "impulse"), &R::apply_torque_impulse);
  ClassDB::bind_method(D_METHOD("apply_central_force", "force"), &R::apply_central_force);
  ClassDB::bind_method(D_METHOD("apply_force", "force", "position"), &R::apply_force);
  ClassDB::bind_method(D_METHOD("apply_torque", "torque"), &R::apply_torque);
  ClassDB::bind_method(D_METHOD("add_constant_central_force", "force"),
                       &R::add_constant_central_force);
  ClassDB::bind_method(D_METHOD("add_constant_force", "force", "position"), &R::add_constant_force);
  ClassDB::bind_method(D_METHOD("add_constant_torque", "torque"), &R::add_constant_torque);
  ClassDB::bind_method(D_METHOD("set_constant_force", "force"), &R::set_constant_force);
  ClassDB::bind_method(D_METHOD("get_constant_force"), &R::get_constant_force);
  ClassDB::bind_method(D_METHOD("set_constant_torque", "torque"), &R::set_constant_torque);
  ClassDB::bind_method(D_METHOD("get_constant_torque"), &R::get_constant_torque);
  ClassDB::bind_method(D_METHOD("set_sleeping", "sleeping"), &R::set_sleeping);
  ClassDB::bind_method(D_METHOD("is_sleeping"), &R::is_sleeping);
  ClassDB::bind_method(D_METHOD("set_can_sleep", "able_to_sleep"), &R::set_can_sleep);
  ClassDB::bind_method(D_METHOD("is_able_to_sleep"), &R::is_able_to_sleep);
  ClassDB::bind_method(D_METHOD("set_lock_rotation_enabled", "lock_rotation"),
                       &R::set_lock_rotation_enabled);
  ClassDB::bind_method(D_METHOD("is_lock_rotation_enabled"), &R::is_lock_rotation_enabled);
  ClassDB::bind_method(D_METHOD("set_freeze_enabled", "freeze_mode"), &R::set_freeze_enabled);
  ClassDB::bind_method(D_METHOD("is_freeze_enabled"), &R::is_freeze_enabled);
  ClassDB::bind_method(D_METHOD("set_freeze_mode", "freeze_mode"), &R::set_freeze_mode);
  ClassDB::bind_method(D_METHOD("get_freeze_mode"), &R::get_freeze_mode);

  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "mass", PROPERTY_HINT_RANGE, "0.001,1000,0.001,or_greater,exp"),
      "set_mass", "get_mass");
  ClassDB::add_property(PropertyInfo(Variant::OBJECT, "physics_material_override",
                                     PROPERTY_HINT_RESOURCE_TYPE, "PhysicsMaterial"),
                        "set_physics_material_override", "get_physics_material_override");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "gravity_scale"), "set_gravity_scale",
                        "get_gravity_scale");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "center_of_mass_mode", PROPERTY_HINT_ENUM, "Auto,Custom"),
      "set_center_of_mass_mode", "get_center_of_mass_mode");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "center_of_mass"), "set_center_of_mass",
                        "get_center_of_mass");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "inertia"), "set_inertia", "get_inertia");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "sleeping"), "set_sleeping", "is_sleeping");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "can_sleep"), "set_can_sleep",
                        "is_able_to_sleep");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "lock_rotation"), "set_lock_rotation_enabled",
                        "is_lock_rotation_enabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "freeze"), "set_freeze_enabled",
                        "is_freeze_enabled");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "freeze_mode", PROPERTY_HINT_ENUM, "Static,Kinematic"),
      "set_freeze_mode", "get_freeze_mode");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "custom_integrator"),
                        "set_use_custom_integrator", "is_using_custom_integrator");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "continuous_cd"),
                        "set_use_continuous_collision_detection",
                        "is_using_continuous_collision_detection");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "contact_monitor"), "set_contact_monitor",
                        "is_contact_monitor_enabled");
  ClassDB::add_property(PropertyInfo(Variant::INT, "max_contacts_reported"),
                        "set_max_contacts_reported", "get_max_contacts_reported");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "linear_velocity"), "set_linear_velocity",
                        "get_linear_velocity");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "linear_damp_mode", PROPERTY_HINT_ENUM, "Combine,Replace"),
      "set_linear_damp_mode", "get_linear_damp_mode");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "linear_damp"), "set_linear_damp",
                        "get_linear_damp");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "angular_velocity"), "set_angular_velocity",
                        "get_angular_velocity");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "angular_damp_mode", PROPERTY_HINT_ENUM, "Combine,Replace"),
      "set_angular_damp_mode", "get_angular_damp_mode");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "angular_damp"), "set_angular_damp",
                        "get_angular_damp");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "constant_force"), "set_constant_force",
                        "get_constant_force");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "constant_torque"), "set_constant_torque",
                        "get_constant_torque");
  const PropertyInfo node_argument(Variant::OBJECT, "body");
  ClassDB::add_signal(MethodInfo("body_shape_entered", PropertyInfo(Variant::RID, "body_rid"),
                                 node_argument, PropertyInfo(Variant::INT, "body_shape_index"),
                                 PropertyInfo(Variant::INT, "local_shape_index")),
                      &R::body_shape_entered);
  ClassDB::add_signal(MethodInfo("body_shape_exited", PropertyInfo(Variant::RID, "body_rid"),
                                 node_argument, PropertyInfo(Variant::INT, "body_shape_index"),
                                 PropertyInfo(Variant::INT, "local_shape_index")),
                      &R::body_shape_exited);
  ClassDB::add_signal(MethodInfo("body_entered", node_argument), &R::body_entered);
  ClassDB::add_signal(MethodInfo("body_exited", node_argument), &R::body_exited);
  ClassDB::add_signal(MethodInfo("sleeping_state_changed"), &R::sleeping_state_changed);
}

}  // namespace arbor
