// CircleShape2D: a circle collision shape (Godot 4's CircleShape2D).
#pragma once

#include "arbor/scene/resources/shape_2d.h"

namespace arbor {

/// A circle of `radius` pixels centred on its node.
class CircleShape2D : public Shape2D {
  ARBOR_CLASS(CircleShape2D, Shape2D)

 public:
  void set_radius(real_t radius);
  [[nodiscard]] real_t get_radius() const { return radius_; }

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape2DGeometry get_geometry() const override;

 private:
  real_t radius_ = 10;
};

}  // namespace arbor
