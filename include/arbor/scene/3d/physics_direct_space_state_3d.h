// PhysicsDirectSpaceState3D: queries on a 3D physics space (Godot 4's), from
// World3D::get_direct_space_state().
#pragma once

#include <cstdint>

#include "arbor/core/math/vector3.h"
#include "arbor/core/object/object.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/object/rid.h"
#include "arbor/core/variant/array.h"
#include "arbor/core/variant/dictionary.h"
#include "arbor/core/variant/packed_arrays.h"
#include "arbor/servers/physics/physics_handle.h"

namespace arbor {

class PhysicsServer3D;
class PhysicsPointQueryParameters3D;
class PhysicsRayQueryParameters3D;
class PhysicsShapeQueryParameters3D;

/// Godot's space queries, with Godot's result dictionaries: intersect_ray returns `position`,
/// `normal`, `collider_id`, `collider`, `shape`, `rid` and `face_index` (empty when nothing is
/// hit); intersect_point and intersect_shape return one `rid`, `collider_id`, `collider`, `shape`
/// dictionary per hit; cast_motion the safe and unsafe fractions; collide_shape pairs of points;
/// get_rest_info `point`, `normal`, `rid`, `collider_id`, `shape`, `linear_velocity`. For
/// allocation-free queries, call PhysicsServer3D's space_* functions with the space handle.
class PhysicsDirectSpaceState3D : public Object {
  ARBOR_CLASS(PhysicsDirectSpaceState3D, Object)

 public:
  PhysicsDirectSpaceState3D(PhysicsServer3D& server, SpaceHandle3D space)
      : server_(&server), space_(space) {}

  [[nodiscard]] Dictionary intersect_ray(const Ref<PhysicsRayQueryParameters3D>& parameters);
  [[nodiscard]] Array intersect_point(const Ref<PhysicsPointQueryParameters3D>& parameters,
                                      int max_results = 32);
  [[nodiscard]] Array intersect_shape(const Ref<PhysicsShapeQueryParameters3D>& parameters,
                                      int max_results = 32);
  /// [safe, unsafe] fractions of the motion; [1, 1] when nothing is in the way.
  [[nodiscard]] PackedFloat32Array cast_motion(
      const Ref<PhysicsShapeQueryParameters3D>& parameters);
  [[nodiscard]] Array collide_shape(const Ref<PhysicsShapeQueryParameters3D>& parameters,
                                    int max_results = 32);
  [[nodiscard]] Dictionary get_rest_info(const Ref<PhysicsShapeQueryParameters3D>& parameters);
  /// The point on the surface of the body's or area's shapes nearest to `point` (its origin
  /// without shapes); `object` must be in this space.
  [[nodiscard]] Vector3 get_closest_point_to_object_volume(RID object, const Vector3& point) const;

  [[nodiscard]] PhysicsServer3D& get_server() const { return *server_; }
  [[nodiscard]] SpaceHandle3D get_space() const { return space_; }

 private:
  PhysicsServer3D* server_;
  SpaceHandle3D space_;
};

}  // namespace arbor
