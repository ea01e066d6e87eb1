// SegmentShape2D: a line segment collision shape (Godot 4's SegmentShape2D).
#pragma once

#include "arbor/core/math/vector2.h"
#include "arbor/scene/resources/shape_2d.h"

namespace arbor {

/// A thin segment from `a` to `b` (in the node's frame) that collides on both sides.
class SegmentShape2D : public Shape2D {
  ARBOR_CLASS(SegmentShape2D, Shape2D)

 public:
  void set_a(const Vector2& a);
  [[nodiscard]] Vector2 get_a() const { return a_; }
  void set_b(const Vector2& b);
  [[nodiscard]] Vector2 get_b() const { return b_; }

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape2DGeometry get_geometry() const override;

 private:
  Vector2 a_;
  Vector2 b_{0, 10};
};

}  // namespace arbor
