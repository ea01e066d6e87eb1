// ShapeCast3D: a shape swept along a motion, reporting what it hits (Godot 4's ShapeCast3D).
#pragma once

#include <cstdint>
#include <vector>

#include "arbor/core/math/vector3.h"
#include "arbor/core/object/node_id.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/object/rid.h"
#include "arbor/core/signal/connection.h"
#include "arbor/scene/node_3d.h"
#include "arbor/scene/resources/shape_3d.h"
#include "arbor/servers/physics/physics_queries_3d.h"

namespace arbor {

class PhysicsServer3D;

/// `shape` moved from the node to `target_position` (in its own frame) in each physics step, or
/// on force_shapecast_update(): it stops at the first hit (get_closest_collision_safe_fraction)
/// and reports up to max_results objects touching it there, deepest first (Godot's algorithm:
/// a cast, then rest contacts one object at a time).
class ShapeCast3D : public Node3D {
  ARBOR_CLASS(ShapeCast3D, Node3D)

 public:
  ShapeCast3D();
  ~ShapeCast3D() override;

  void set_enabled(bool enabled);
  [[nodiscard]] bool is_enabled() const { return enabled_; }
  void set_shape(const Ref<Shape3D>& shape);
  [[nodiscard]] Ref<Shape3D> get_shape() const { return shape_; }
  void set_target_position(const Vector3& position) { target_position_ = position; }
  [[nodiscard]] Vector3 get_target_position() const { return target_position_; }
  void set_margin(real_t margin) { margin_ = margin; }
  [[nodiscard]] real_t get_margin() const { return margin_; }
  void set_max_results(int max_results);
  [[nodiscard]] int get_max_results() const { return max_results_; }
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

  void force_shapecast_update();
  [[nodiscard]] bool is_colliding() const { return !results_.empty(); }
  [[nodiscard]] int get_collision_count() const { return int(results_.size()); }
  [[nodiscard]] Node* get_collider(int index) const;
  [[nodiscard]] RID get_collider_rid(int index) const;
  [[nodiscard]] int get_collider_shape(int index) const;
  [[nodiscard]] Vector3 get_collision_point(int index) const;
  [[nodiscard]] Vector3 get_collision_normal(int index) const;
  [[nodiscard]] real_t get_closest_collision_safe_fraction() const { return safe_fraction_; }
  [[nodiscard]] real_t get_closest_collision_unsafe_fraction() const { return unsafe_fraction_; }

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
  void release_shape();
  [[nodiscard]] const ShapeRestInfo3D& result(int index) const;

  Ref<Shape3D> shape_;
  Connection shape_changed_;
  PhysicsServer3D* server_ = nullptr;  ///< where shape_handle_ lives
  ShapeHandle3D shape_handle_;
  Vector3 target_position_{0, -1, 0};
  std::vector<NodeId> exception_nodes_;
  std::vector<RID> exception_rids_;
  std::vector<RID> exclude_;
  std::vector<ShapeRestInfo3D> results_;
  real_t margin_ = 0;
  real_t safe_fraction_ = 1;
  real_t unsafe_fraction_ = 1;
  int max_results_ = 32;
  std::uint32_t collision_mask_ = 1;
  bool enabled_ = true;
  bool exclude_parent_ = true;
  bool collide_with_areas_ = false;
  bool collide_with_bodies_ = true;
};

}  // namespace arbor
