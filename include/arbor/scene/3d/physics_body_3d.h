// PhysicsBody3D: the base of the 3D bodies (Godot 4's PhysicsBody3D).
#pragma once

#include <cstdint>
#include <vector>

#include "arbor/core/object/ref.h"
#include "arbor/scene/3d/collision_object_3d.h"
#include "arbor/scene/3d/kinematic_collision_3d.h"
#include "arbor/servers/physics/physics_server_3d.h"

namespace arbor {

class PhysicsMaterial;

/// A body: collision exceptions, axis locks, and Godot's kinematic motion (move_and_collide,
/// test_move) through the server's motion test.
class PhysicsBody3D : public CollisionObject3D {
  ARBOR_CLASS(PhysicsBody3D, CollisionObject3D)

 public:
  ~PhysicsBody3D() override;

  /// Moves the body along `motion` until it hits something (Godot's move_and_collide): returns
  /// the collision, or a null Ref when it moved all the way. With `test_only` the body stays.
  Ref<KinematicCollision3D> move_and_collide(const Vector3& motion, bool test_only = false,
                                             real_t safe_margin = real_t(0.001),
                                             bool recovery_as_collision = false,
                                             int max_collisions = 1);
  /// Whether moving from `from` by `motion` would collide; fills `collision` when given.
  bool test_move(const Transform3D& from, const Vector3& motion,
                 const Ref<KinematicCollision3D>& collision = {},
                 real_t safe_margin = real_t(0.001), bool recovery_as_collision = false,
                 int max_collisions = 1);
  /// The gravity acting on the body in its last step (areas included).
  [[nodiscard]] Vector3 get_gravity() const;

  void set_axis_lock(BodyAxis axis, bool lock);
  [[nodiscard]] bool get_axis_lock(BodyAxis axis) const { return (locked_axes_ & axis) != 0; }

  [[nodiscard]] std::vector<Node*> get_collision_exceptions() const;
  void add_collision_exception_with(Node* body);
  void remove_collision_exception_with(Node* body);

 protected:
  explicit PhysicsBody3D(BodyMode mode);
  static void _bind_methods();
  void _physics_object_created() override;

  /// Godot's move_and_collide with the server's parameters: tests the motion, keeps to the
  /// motion's direction when `cancel_sliding` and the recovery was small, zeroes locked axes,
  /// and moves the body unless `test_only`. True when it collided.
  bool move_and_collide(const MotionParameters3D& parameters, MotionResult3D& result,
                        bool test_only, bool cancel_sliding);

  /// The body's server parameters, pushed whole (push_parameters) after any change.
  BodyParameters3D parameters_;
  void push_parameters();
  /// Uses `material`'s friction and bounce (or Godot's 1 and 0 without one), following its
  /// changes.
  void set_material(const Ref<PhysicsMaterial>& material);
  [[nodiscard]] const Ref<PhysicsMaterial>& material() const { return material_; }

 private:
  template <BodyAxis A>
  void set_axis_lock_bit(bool lock) {
    set_axis_lock(A, lock);
  }
  template <BodyAxis A>
  [[nodiscard]] bool get_axis_lock_bit() const {
    return get_axis_lock(A);
  }
  void apply_material();

  Ref<PhysicsMaterial> material_;
  Connection material_changed_;
  std::vector<NodeId> exceptions_;
  std::uint8_t locked_axes_ = 0;
};

}  // namespace arbor
