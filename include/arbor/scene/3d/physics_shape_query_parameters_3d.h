// PhysicsShapeQueryParameters3D: what PhysicsDirectSpaceState3D's shape queries take.
#pragma once

#include <cstdint>
#include <vector>

#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector3.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/object/rid.h"
#include "arbor/core/variant/array.h"
#include "arbor/scene/resources/shape_3d.h"

namespace arbor {

/// A shape placed at `transform`, possibly moving by `motion`, with its margin, collision mask,
/// exclusions and options (Godot 4's). The shape is a Shape3D resource, or a shape the physics
/// server already has (`shape_rid`).
class PhysicsShapeQueryParameters3D : public RefCounted {
  ARBOR_CLASS(PhysicsShapeQueryParameters3D, RefCounted)

 public:
  void set_shape(const Ref<Shape3D>& shape) { shape_ = shape; }
  [[nodiscard]] Ref<Shape3D> get_shape() const { return shape_; }
  void set_shape_rid(RID shape) { shape_rid_ = shape; }
  [[nodiscard]] RID get_shape_rid() const { return shape_rid_; }
  void set_transform(const Transform3D& transform) { transform_ = transform; }
  [[nodiscard]] Transform3D get_transform() const { return transform_; }
  void set_motion(const Vector3& motion) { motion_ = motion; }
  [[nodiscard]] Vector3 get_motion() const { return motion_; }
  void set_margin(real_t margin) { margin_ = margin; }
  [[nodiscard]] real_t get_margin() const { return margin_; }
  void set_collision_mask(std::uint32_t mask) { collision_mask_ = mask; }
  [[nodiscard]] std::uint32_t get_collision_mask() const { return collision_mask_; }
  void set_exclude(const Array& exclude);
  [[nodiscard]] Array get_exclude() const;
  [[nodiscard]] const std::vector<RID>& get_exclude_rids() const { return exclude_; }
  void set_collide_with_bodies(bool enabled) { collide_with_bodies_ = enabled; }
  [[nodiscard]] bool is_collide_with_bodies_enabled() const { return collide_with_bodies_; }
  void set_collide_with_areas(bool enabled) { collide_with_areas_ = enabled; }
  [[nodiscard]] bool is_collide_with_areas_enabled() const { return collide_with_areas_; }

 protected:
  static void _bind_methods();

 private:
  Ref<Shape3D> shape_;
  RID shape_rid_;
  Transform3D transform_;
  Vector3 motion_;
  real_t margin_ = 0;
  std::uint32_t collision_mask_ = 0xFFFFFFFFu;
  std::vector<RID> exclude_;
  bool collide_with_bodies_ = true;
  bool collide_with_areas_ = false;
};

}  // namespace arbor
