// WorldBoundaryShape2D: an infinite line that bounds the world (Godot 4's WorldBoundaryShape2D,
// Godot 3's LineShape2D).
#pragma once

#include "arbor/core/math/vector2.h"
#include "arbor/scene/resources/shape_2d.h"

namespace arbor {

/// The line of points p with p.dot(normal) == distance: everything on the side opposite to
/// `normal` collides, so nothing falls through (a floor, with Godot's default normal pointing up
/// the screen). For static bodies and areas.
class WorldBoundaryShape2D : public Shape2D {
  ARBOR_CLASS(WorldBoundaryShape2D, Shape2D)

 public:
  void set_normal(const Vector2& normal);
  [[nodiscard]] Vector2 get_normal() const { return normal_; }
  void set_distance(real_t distance);
  [[nodiscard]] real_t get_distance() const { return distance_; }

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape2DGeometry get_geometry() const override;

 private:
  Vector2 normal_{0, -1};
  real_t distance_ = 0;
};

}  // namespace arbor
