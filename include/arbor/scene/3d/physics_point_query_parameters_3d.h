// PhysicsPointQueryParameters3D: what PhysicsDirectSpaceState3D::intersect_point takes.
#pragma once

#include <cstdint>
#include <vector>

#include "arbor/core/math/vector3.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/object/rid.h"
#include "arbor/core/variant/array.h"

namespace arbor {

/// A point, with its collision mask, exclusions and options (Godot 4's).
class PhysicsPointQueryParameters3D : public RefCounted {
  ARBOR_CLASS(PhysicsPointQueryParameters3D, RefCounted)

 public:
  void set_position(const Vector3& position) { position_ = position; }
  [[nodiscard]] Vector3 get_position() const { return position_; }
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
  Vector3 position_;
  std::uint32_t collision_mask_ = 0xFFFFFFFFu;
  std::vector<RID> exclude_;
  bool collide_with_bodies_ = true;
  bool collide_with_areas_ = false;
};

}  // namespace arbor
