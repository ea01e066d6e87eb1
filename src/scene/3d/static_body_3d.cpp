#include "arbor/scene/3d/static_body_3d.h"

#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/animatable_body_3d.h"

namespace arbor {

void StaticBody3D::_physics_object_created() {
  PhysicsBody3D::_physics_object_created();
  push_velocities();
}

void StaticBody3D::push_velocities() {
  PhysicsServer3D* server = get_physics_server();
  if (!server) return;
  server->body_set_linear_velocity(body_handle(), constant_linear_velocity_);
  server->body_set_angular_velocity(body_handle(), constant_angular_velocity_);
}

void StaticBody3D::set_constant_linear_velocity(const Vector3& velocity) {
  constant_linear_velocity_ = velocity;
  push_velocities();
}

void StaticBody3D::set_constant_angular_velocity(const Vector3& velocity) {
  constant_angular_velocity_ = velocity;
  push_velocities();
}

void StaticBody3D::_bind_methods() {
  using S = StaticBody3D;
  ClassDB::bind_method(D_METHOD("set_constant_linear_velocity", "vel"),
                       &S::set_constant_linear_velocity);
  ClassDB::bind_method(D_METHOD("get_constant_linear_velocity"), &S::get_constant_linear_velocity);
  ClassDB::bind_method(D_METHOD("set_constant_angular_velocity", "vel"),
                       &S::set_constant_angular_velocity);
  ClassDB::bind_method(D_METHOD("get_constant_angular_velocity"),
                       &S::get_constant_angular_velocity);
  ClassDB::bind_method(D_METHOD("set_physics_material_override", "physics_material_override"),
                       &S::set_physics_material_override);
  ClassDB::bind_method(D_METHOD("get_physics_material_override"),
                       &S::get_physics_material_override);
  ClassDB::add_property(PropertyInfo(Variant::OBJECT, "physics_material_override",
                                     PROPERTY_HINT_RESOURCE_TYPE, "PhysicsMaterial"),
                        "set_physics_material_override", "get_physics_material_override");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "constant_linear_velocity"),
                        "set_constant_linear_velocity", "get_constant_linear_velocity");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "constant_angular_velocity"),
                        "set_constant_angular_velocity", "get_constant_angular_velocity");
}

void AnimatableBody3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_sync_to_physics", "enable"),
                       &AnimatableBody3D::set_sync_to_physics);
  ClassDB::bind_method(D_METHOD("is_sync_to_physics_enabled"),
                       &AnimatableBody3D::is_sync_to_physics_enabled);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "sync_to_physics"), "set_sync_to_physics",
                        "is_sync_to_physics_enabled");
}

}  // namespace arbor
