// StaticBody2D: a 2D body that does not move by itself (Godot 4's StaticBody2D).
#pragma once

#include "arbor/core/math/vector2.h"
#include "arbor/scene/2d/physics_body_2d.h"
#include "arbor/scene/resources/physics_material.h"

namespace arbor {

/// Level geometry: it collides but is not moved by the simulation; moving it teleports it. With
/// a constant velocity it moves what touches it without moving itself (a conveyor belt).
class StaticBody2D : public PhysicsBody2D {
  ARBOR_CLASS(StaticBody2D, PhysicsBody2D)

 public:
  StaticBody2D() : PhysicsBody2D(BodyMode::STATIC) {}

  void set_physics_material_override(const Ref<PhysicsMaterial>& material) {
    set_material(material);
  }
  [[nodiscard]] Ref<PhysicsMaterial> get_physics_material_override() const { return material(); }
  /// Pixels per second.
  void set_constant_linear_velocity(const Vector2& velocity);
  [[nodiscard]] Vector2 get_constant_linear_velocity() const { return constant_linear_velocity_; }
  /// Radians per second.
  void set_constant_angular_velocity(real_t velocity);
  [[nodiscard]] real_t get_constant_angular_velocity() const { return constant_angular_velocity_; }

 protected:
  static void _bind_methods();
  void _physics_object_created() override;

 private:
  void push_velocities();

  Vector2 constant_linear_velocity_;
  real_t constant_angular_velocity_ = 0;
};

}  // namespace arbor
