// PhysicsBody2D: the base of the 2D bodies (Godot 4's PhysicsBody2D).
#pragma once

#include <vector>

#include "arbor/core/object/ref.h"
#include "arbor/scene/2d/collision_object_2d.h"
#include "arbor/servers/physics/physics_server_2d.h"

namespace arbor {

class PhysicsMaterial;

/// A 2D body: its server parameters, its physics material and collision exceptions.
class PhysicsBody2D : public CollisionObject2D {
  ARBOR_CLASS(PhysicsBody2D, CollisionObject2D)

 public:
  ~PhysicsBody2D() override;

  [[nodiscard]] std::vector<Node*> get_collision_exceptions() const;
  /// Bodies of an exception pass through each other; throws arbor::Error for a node that is not
  /// a CollisionObject2D.
  void add_collision_exception_with(Node* body);
  void remove_collision_exception_with(Node* body);

 protected:
  explicit PhysicsBody2D(BodyMode mode);
  static void _bind_methods();
  void _physics_object_created() override;

  /// The body's server parameters, pushed whole (push_parameters) after any change.
  BodyParameters2D parameters_;
  void push_parameters();
  /// Uses `material`'s friction and bounce (or Godot's 1 and 0 without one), following its
  /// changes.
  void set_material(const Ref<PhysicsMaterial>& material);
  [[nodiscard]] const Ref<PhysicsMaterial>& material() const { return material_; }

 private:
  void apply_material();

  Ref<PhysicsMaterial> material_;
  Connection material_changed_;
  std::vector<NodeId> exceptions_;
};

}  // namespace arbor
