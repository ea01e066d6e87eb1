// CapsuleShape3D: a capsule collision shape (Godot 4's CapsuleShape3D).
#pragma once

#include "arbor/scene/resources/shape_3d.h"

namespace arbor {

/// A cylinder with hemispherical ends along Y. `height` includes the ends (Godot 4); as in
/// Godot, a radius above half the height raises the height, and a height below twice the radius
/// lowers the radius.
class CapsuleShape3D : public Shape3D {
  ARBOR_CLASS(CapsuleShape3D, Shape3D)

 public:
  void set_radius(real_t radius);
  [[nodiscard]] real_t get_radius() const { return radius_; }
  void set_height(real_t height);
  [[nodiscard]] real_t get_height() const { return height_; }

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape3DGeometry get_geometry() const override;

 private:
  real_t radius_ = real_t(0.5);
  real_t height_ = 2;
};

}  // namespace arbor
