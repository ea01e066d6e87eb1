// CapsuleShape2D: a capsule collision shape (Godot 4's CapsuleShape2D).
#pragma once

#include "arbor/scene/resources/shape_2d.h"

namespace arbor {

/// A capsule along the node's Y axis, `height` pixels tall including both round caps of
/// `radius`. Godot's coupling: a radius above half the height raises the height, a height below
/// twice the radius lowers the radius.
class CapsuleShape2D : public Shape2D {
  ARBOR_CLASS(CapsuleShape2D, Shape2D)

 public:
  void set_radius(real_t radius);
  [[nodiscard]] real_t get_radius() const { return radius_; }
  void set_height(real_t height);
  [[nodiscard]] real_t get_height() const { return height_; }

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape2DGeometry get_geometry() const override;

 private:
  real_t radius_ = 10;
  real_t height_ = 30;
};

}  // namespace arbor
