// SeparationRayShape3D: a ray that separates (Godot 4's SeparationRayShape3D, Godot 3's
// RayShape).
#pragma once

#include "arbor/scene/resources/shape_3d.h"

namespace arbor {

/// A segment from the node along +Z, `length` long: a body standing on it is lifted so that
/// only its end touches the ground (a character's legs).
class SeparationRayShape3D : public Shape3D {
  ARBOR_CLASS(SeparationRayShape3D, Shape3D)

 public:
  void set_length(real_t length);
  [[nodiscard]] real_t get_length() const { return length_; }
  void set_slide_on_slope(bool slide);
  [[nodiscard]] bool get_slide_on_slope() const { return slide_on_slope_; }

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape3DGeometry get_geometry() const override;

 private:
  real_t length_ = 1;
  bool slide_on_slope_ = false;
};

}  // namespace arbor
