// StaticBody3D: a body that does not move by itself (Godot 4's StaticBody3D).
#pragma once

#include "arbor/core/math/vector3.h"
#include "arbor/scene/3d/physics_body_3d.h"
#include "arbor/scene/resources/physics_material.h"

namespace arbor {

/// Level geometry: it collides but is not moved by the simulation; moving it teleports it. With
/// a constant velocity it moves what touches it without moving itself (a conveyor belt).
class StaticBody3D : public PhysicsBody3D {
  ARBOR_CLASS(StaticBody3D, PhysicsBody3D)

 public:
  StaticBody3D() : StaticBody3D(BodyMode::STATIC) {}

  void set_physics_material_override(const Ref<PhysicsMaterial>& material) {
    set_material(material);
  }
  [[nodiscard]] Ref<PhysicsMaterial> get_physics_material_override() const { return material(); }
  void set_constant_linear_velocity(const Vector3& velocity);
  [[nodiscard]] Vector3 get_constant_linear_velocity() const { return constant_linear_velocity_; }
  void set_constant_angular_velocity(const Vector3& velocity);
  [[nodiscard]] Vector3 get_constant_angular_velocity() const { return constant_angular_velocity_; }

 protected:
  explicit StaticBody3D(BodyMode mode) : PhysicsBody3D(mode) {}
  static void _bind_methods();
  void _physics_object_created() override;

 private:
  void push_velocities();

  Vector3 constant_linear_velocity_;
  Vector3 constant_angular_velocity_;
};

}  // namespace arbor
