// OmniLight3D: a point light (Godot's OmniLight3D).
#pragma once

#include "arbor/scene/3d/light_3d.h"

namespace arbor {

/// A point light shining in every direction up to omni_range (Godot's OmniLight3D).
class OmniLight3D : public Light3D {
  ARBOR_CLASS(OmniLight3D, Light3D)

 public:
  enum ShadowMode : int { SHADOW_DUAL_PARABOLOID, SHADOW_CUBE };

  OmniLight3D();

  void set_shadow_mode(ShadowMode mode);
  [[nodiscard]] ShadowMode get_shadow_mode() const {
    return ShadowMode(get_light_data().omni_shadow_mode);
  }

 protected:
  static void _bind_methods();
};

}  // namespace arbor
