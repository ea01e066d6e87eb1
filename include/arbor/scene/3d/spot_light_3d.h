// SpotLight3D: a cone of light (Godot's SpotLight3D).
#pragma once

#include "arbor/scene/3d/light_3d.h"

namespace arbor {

/// A cone of light along -Z, spot_angle degrees from its axis, up to spot_range (Godot's
/// SpotLight3D).
class SpotLight3D : public Light3D {
  ARBOR_CLASS(SpotLight3D, Light3D)

 public:
  SpotLight3D();

 protected:
  static void _bind_methods();
};

}  // namespace arbor
