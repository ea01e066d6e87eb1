// WorldBoundaryShape3D: an infinite plane (Godot 4's WorldBoundaryShape3D, Godot 3's PlaneShape).
#pragma once

#include "arbor/core/math/plane.h"
#include "arbor/scene/resources/shape_3d.h"

namespace arbor {

/// An infinite plane; everything behind it collides. For static bodies and areas (floors,
/// kill zones).
class WorldBoundaryShape3D : public Shape3D {
  ARBOR_CLASS(WorldBoundaryShape3D, Shape3D)

 public:
  void set_plane(const Plane& plane);
  [[nodiscard]] Plane get_plane() const { return plane_; }

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape3DGeometry get_geometry() const override;

 private:
  Plane plane_{Vector3(0, 1, 0), 0};
};

}  // namespace arbor
