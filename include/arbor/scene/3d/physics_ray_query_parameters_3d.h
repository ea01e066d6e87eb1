// PhysicsRayQueryParameters3D: what PhysicsDirectSpaceState3D::intersect_ray takes (Godot 4's).
#pragma once

#include <cstdint>
#include <vector>

#include "arbor/core/math/vector3.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/object/rid.h"
#include "arbor/core/variant/array.h"

namespace arbor {

/// A ray from `from` to `to`, with its collision mask, exclusions and options.
class PhysicsRayQueryParameters3D : public RefCounted {
  ARBOR_CLASS(PhysicsRayQueryParameters3D, RefCounted)

 public:
  /// Godot's PhysicsRayQueryParameters3D.create().
  static Ref<PhysicsRayQueryParameters3D> create(const Vector3& from, const Vector3& to,
                                                 std::uint32_t collision_mask = 0xFFFFFFFFu,
                                                 const Array& exclude = {});

  void set_from(const Vector3& from) { from_ = from; }
  [[nodiscard]] Vector3 get_from() const { return from_; }
  void set_to(const Vector3& to) { to_ = to; }
  [[nodiscard]] Vector3 get_to() const { return to_; }
  void set_collision_mask(std::uint32_t mask) { collision_mask_ = mask; }
  [[nodiscard]] std::uint32_t get_collision_mask() const { return collision_mask_; }
  /// RIDs of objects the ray ignores (an Array of RIDs, as in Godot).
  void set_exclude(const Array& exclude);
  [[nodiscard]] Array get_exclude() const;
  [[nodiscard]] const std::vector<RID>& get_exclude_rids() const { return exclude_; }
  void set_collide_with_bodies(bool enabled) { collide_with_bodies_ = enabled; }
  [[nodiscard]] bool is_collide_with_bodies_enabled() const { return collide_with_bodies_; }
  void set_collide_with_areas(bool enabled) { collide_with_areas_ = enabled; }
  [[nodiscard]] bool is_collide_with_areas_enabled() const { return collide_with_areas_; }
  void set_hit_from_inside(bool enabled) { hit_from_inside_ = enabled; }
  [[nodiscard]] bool is_hit_from_inside_enabled() const { return hit_from_inside_; }
  void set_hit_back_faces(bool enabled) { hit_back_faces_ = enabled; }
  [[nodiscard]] bool is_hit_back_faces_enabled() const { return hit_back_faces_; }

 protected:
  static void _bind_methods();

 private:
  Vector3 from_;
  Vector3 to_;
  std::uint32_t collision_mask_ = 0xFFFFFFFFu;
  std::vector<RID> exclude_;
  bool collide_with_bodies_ = true;
  bool collide_with_areas_ = false;
  bool hit_from_inside_ = false;
  bool hit_back_faces_ = true;
};

}  // namespace arbor
