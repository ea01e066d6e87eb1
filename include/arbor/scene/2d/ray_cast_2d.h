// RayCast2D: a ray that reports the first object it hits, every physics step (Godot 4's).
#pragma once

#include <cstdint>
#include <vector>

#include "arbor/core/math/vector2.h"
#include "arbor/core/object/node_id.h"
#include "arbor/core/object/rid.h"
#include "arbor/scene/node_2d.h"

namespace arbor {

class CollisionObject2D;

/// A ray from the node to `target_position` (in its own frame), cast in each physics step before
/// the nodes' _physics_process run, or on force_raycast_update(). It sees the physics world as the
/// last step left it. Its parent collision object is left out unless exclude_parent is off.
class RayCast2D : public Node2D {
  ARBOR_CLASS(RayCast2D, Node2D)

 public:
  RayCast2D();

  void set_enabled(bool enabled);
  [[nodiscard]] bool is_enabled() const { return enabled_; }
  void set_target_position(const Vector2& position) { target_position_ = position; }
  [[nodiscard]] Vector2 get_target_position() const { return target_position_; }
  void set_collision_mask(std::uint32_t mask) { collision_mask_ = mask; }
  [[nodiscard]] std::uint32_t get_collision_mask() const { return collision_mask_; }
  void set_collision_mask_value(int layer_number, bool value);
  [[nodiscard]] bool get_collision_mask_value(int layer_number) const;
  void set_exclude_parent_body(bool exclude) { exclude_parent_ = exclude; }
  [[nodiscard]] bool get_exclude_parent_body() const { return exclude_parent_; }
  void set_collide_with_areas(bool enabled) { collide_with_areas_ = enabled; }
  [[nodiscard]] bool is_collide_with_areas_enabled() const { return collide_with_areas_; }
  void set_collide_with_bodies(bool enabled) { collide_with_bodies_ = enabled; }
  [[nodiscard]] bool is_collide_with_bodies_enabled() const { return collide_with_bodies_; }
  void set_hit_from_inside(bool enabled) { hit_from_inside_ = enabled; }
  [[nodiscard]] bool is_hit_from_inside_enabled() const { return hit_from_inside_; }

  /// Casts the ray now.
  void force_raycast_update();
  [[nodiscard]] bool is_colliding() const { return colliding_; }
  [[nodiscard]] Node* get_collider() const;
  [[nodiscard]] RID get_collider_rid() const { return hit_rid_; }
  [[nodiscard]] int get_collider_shape() const { return hit_shape_; }
  [[nodiscard]] Vector2 get_collision_point() const { return hit_point_; }
  [[nodiscard]] Vector2 get_collision_normal() const { return hit_normal_; }

  void add_exception(Node* node);
  void add_exception_rid(RID rid);
  void remove_exception(Node* node);
  void remove_exception_rid(RID rid);
  void clear_exceptions();

 protected:
  static void _bind_methods();
  void _engine_notification(int what) override;

 private:
  void update();

  Vector2 target_position_{0, 50};
  std::vector<NodeId> exception_nodes_;
  std::vector<RID> exception_rids_;
  std::vector<RID> exclude_;  ///< scratch: the RIDs left out of this cast
  Vector2 hit_point_;
  Vector2 hit_normal_;
  RID hit_rid_;
  NodeId hit_id_;
  int hit_shape_ = 0;
  std::uint32_t collision_mask_ = 1;
  bool enabled_ = true;
  bool exclude_parent_ = true;
  bool collide_with_areas_ = false;
  bool collide_with_bodies_ = true;
  bool hit_from_inside_ = false;
  bool colliding_ = false;
};

}  // namespace arbor
