// KinematicCollision3D: what a body's move_and_collide hit (Godot 4's KinematicCollision3D).
#pragma once

#include "arbor/core/math/vector3.h"
#include "arbor/core/object/node_id.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/object/rid.h"
#include "arbor/servers/physics/physics_queries_3d.h"

namespace arbor {

class Node;

/// The collisions of one motion: the travel made, the motion left, and each collision's point,
/// normal and collider (index 0: the deepest). Colliders are looked up by id, so a collider freed
/// since reads as nullptr.
class KinematicCollision3D : public RefCounted {
  ARBOR_CLASS(KinematicCollision3D, RefCounted)

 public:
  KinematicCollision3D() = default;
  KinematicCollision3D(const MotionResult3D& result, NodeId owner)
      : result_(result), owner_(owner) {}

  [[nodiscard]] Vector3 get_travel() const { return result_.travel; }
  [[nodiscard]] Vector3 get_remainder() const { return result_.remainder; }
  [[nodiscard]] real_t get_depth() const { return result_.collision_depth; }
  [[nodiscard]] int get_collision_count() const { return result_.collision_count; }
  [[nodiscard]] Vector3 get_position(int index = 0) const;
  [[nodiscard]] Vector3 get_normal(int index = 0) const;
  /// The angle between the normal and `up_direction`, in radians.
  [[nodiscard]] real_t get_angle(int index = 0,
                                 const Vector3& up_direction = Vector3(0, 1, 0)) const;
  [[nodiscard]] Node* get_local_shape(int index = 0) const;
  [[nodiscard]] Node* get_collider(int index = 0) const;
  [[nodiscard]] std::uint64_t get_collider_id(int index = 0) const;
  [[nodiscard]] RID get_collider_rid(int index = 0) const;
  /// The collider's node that owns the shape hit (its CollisionShape3D).
  [[nodiscard]] Node* get_collider_shape(int index = 0) const;
  [[nodiscard]] int get_collider_shape_index(int index = 0) const;
  [[nodiscard]] Vector3 get_collider_velocity(int index = 0) const;

  /// The result as the server gave it.
  [[nodiscard]] const MotionResult3D& get_result() const { return result_; }
  void set_result(const MotionResult3D& result, NodeId owner) {
    result_ = result;
    owner_ = owner;
  }

 protected:
  static void _bind_methods();

 private:
  [[nodiscard]] const MotionCollision3D& collision(int index) const;

  MotionResult3D result_;
  NodeId owner_;
};

}  // namespace arbor
