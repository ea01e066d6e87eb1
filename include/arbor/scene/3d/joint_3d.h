// Joint3D: the base of the 3D joints (Godot 4's Joint3D).
#pragma once

#include "arbor/core/object/rid.h"
#include "arbor/core/string/node_path.h"
#include "arbor/scene/node_3d.h"
#include "arbor/servers/physics/physics_handle.h"

namespace arbor {

class PhysicsBody3D;
class PhysicsServer3D;

/// Connects two bodies, `node_a` and `node_b` (paths from the joint; one may be empty: the joint
/// then holds the other to the world), at the joint's place in the world when it enters the tree
/// or when a path changes. When the bodies cannot be found the joint does nothing and warns with
/// its path, as Godot's configuration warning does.
class Joint3D : public Node3D {
  ARBOR_CLASS(Joint3D, Node3D)

 public:
  ~Joint3D() override;

  void set_node_a(const NodePath& path);
  [[nodiscard]] NodePath get_node_a() const { return node_a_; }
  void set_node_b(const NodePath& path);
  [[nodiscard]] NodePath get_node_b() const { return node_b_; }
  void set_solver_priority(int priority);
  [[nodiscard]] int get_solver_priority() const { return solver_priority_; }
  void set_exclude_nodes_from_collision(bool exclude);
  [[nodiscard]] bool get_exclude_nodes_from_collision() const { return exclude_collision_; }
  /// The server joint's RID while it connects bodies.
  [[nodiscard]] RID get_rid() const { return configured_ ? joint_.to_rid() : RID(); }

 protected:
  Joint3D() = default;
  static void _bind_methods();
  void _engine_notification(int what) override;
  /// Makes the server joint between `a` (never null) and `b` (may be null).
  virtual void configure(PhysicsServer3D& server, JointHandle3D joint, PhysicsBody3D& a,
                         PhysicsBody3D* b) = 0;
  [[nodiscard]] PhysicsServer3D* joint_server() const { return configured_ ? server_ : nullptr; }
  [[nodiscard]] JointHandle3D joint_handle() const { return joint_; }
  /// The joint's frame in `body`'s frame (orthonormal), or in world space without a body.
  [[nodiscard]] Transform3D frame_in(const PhysicsBody3D* body) const;

 private:
  /// (Re)makes the server joint; warns about missing bodies when `warn`.
  void update_joint(bool warn);
  void release();

  NodePath node_a_;
  NodePath node_b_;
  PhysicsServer3D* server_ = nullptr;
  JointHandle3D joint_;
  int solver_priority_ = 1;
  bool exclude_collision_ = true;
  bool configured_ = false;
  bool warned_ = false;
};

}  // namespace arbor
