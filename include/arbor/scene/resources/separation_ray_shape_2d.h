// SeparationRayShape2D: a ray that separates (Godot 4's SeparationRayShape2D, Godot 3's
// RayShape2D).
#pragma once

#include "arbor/scene/resources/shape_2d.h"

namespace arbor {

/// A segment from the node along +Y (down on screen), `length` pixels long: a body standing on it
/// is lifted so that only its end touches the ground (a character's legs).
class SeparationRayShape2D : public Shape2D {
  ARBOR_CLASS(SeparationRayShape2D, Shape2D)

 public:
  void set_length(real_t length);
  [[nodiscard]] real_t get_length() const { return length_; }
  void set_slide_on_slope(bool slide);
  [[nodiscard]] bool get_slide_on_slope() const { return slide_on_slope_; }

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape2DGeometry get_geometry() const override;

 private:
  real_t length_ = 20;
  bool slide_on_slope_ = false;
};

}  // namespace arbor
