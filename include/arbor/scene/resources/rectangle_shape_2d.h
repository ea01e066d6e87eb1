// RectangleShape2D: a rectangle collision shape (Godot 4's RectangleShape2D).
#pragma once

#include "arbor/core/math/vector2.h"
#include "arbor/scene/resources/shape_2d.h"

namespace arbor {

/// A rectangle centred on its node, `size` pixels wide and high (Godot 3's `extents` is half of
/// it).
class RectangleShape2D : public Shape2D {
  ARBOR_CLASS(RectangleShape2D, Shape2D)

 public:
  void set_size(const Vector2& size);
  [[nodiscard]] Vector2 get_size() const { return size_; }

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape2DGeometry get_geometry() const override;

 private:
  Vector2 size_{20, 20};
};

}  // namespace arbor
