// ConvexPolygonShape2D: a convex polygon collision shape (Godot 4's ConvexPolygonShape2D).
#pragma once

#include "arbor/core/variant/packed_arrays.h"
#include "arbor/scene/resources/shape_2d.h"

namespace arbor {

/// A convex polygon, its points in order. set_point_cloud() keeps the convex hull of any points.
class ConvexPolygonShape2D : public Shape2D {
  ARBOR_CLASS(ConvexPolygonShape2D, Shape2D)

 public:
  void set_points(const PackedVector2Array& points);
  [[nodiscard]] PackedVector2Array get_points() const { return points_; }
  /// Sets the points to the convex hull of `point_cloud` (Godot's set_point_cloud).
  void set_point_cloud(const PackedVector2Array& point_cloud);

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape2DGeometry get_geometry() const override;

 private:
  PackedVector2Array points_;
};

}  // namespace arbor
