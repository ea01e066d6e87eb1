// ConvexPolygonShape3D: the convex hull of points (Godot 4's ConvexPolygonShape3D).
#pragma once

#include "arbor/core/variant/packed_arrays.h"
#include "arbor/scene/resources/shape_3d.h"

namespace arbor {

/// The convex hull of `points`: any convex solid, for bodies of every kind.
class ConvexPolygonShape3D : public Shape3D {
  ARBOR_CLASS(ConvexPolygonShape3D, Shape3D)

 public:
  void set_points(const PackedVector3Array& points);
  [[nodiscard]] PackedVector3Array get_points() const { return points_; }

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape3DGeometry get_geometry() const override;

 private:
  PackedVector3Array points_;
};

}  // namespace arbor
