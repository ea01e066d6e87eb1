// SphereShape3D: a sphere collision shape (Godot 4's SphereShape3D).
#pragma once

#include "arbor/scene/resources/shape_3d.h"

namespace arbor {

/// A sphere centred on its node.
class SphereShape3D : public Shape3D {
  ARBOR_CLASS(SphereShape3D, Shape3D)

 public:
  void set_radius(real_t radius);
  [[nodiscard]] real_t get_radius() const { return radius_; }

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape3DGeometry get_geometry() const override;

 private:
  real_t radius_ = real_t(0.5);
};

}  // namespace arbor
