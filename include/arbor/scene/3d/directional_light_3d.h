// DirectionalLight3D: a light from far away, as the sun (Godot's DirectionalLight3D).
#pragma once

#include "arbor/scene/3d/light_3d.h"

namespace arbor {

/// A light from far away, as the sun: parallel rays along -Z, position ignored (Godot's
/// DirectionalLight3D).
class DirectionalLight3D : public Light3D {
  ARBOR_CLASS(DirectionalLight3D, Light3D)

 public:
  enum ShadowMode : int { SHADOW_ORTHOGONAL, SHADOW_PARALLEL_2_SPLITS, SHADOW_PARALLEL_4_SPLITS };
  enum SkyMode : int { SKY_MODE_LIGHT_AND_SKY, SKY_MODE_LIGHT_ONLY, SKY_MODE_SKY_ONLY };

  DirectionalLight3D();

  void set_shadow_mode(ShadowMode mode);
  [[nodiscard]] ShadowMode get_shadow_mode() const {
    return ShadowMode(get_light_data().directional_shadow_mode);
  }
  void set_blend_splits(bool enabled);
  [[nodiscard]] bool is_blend_splits_enabled() const {
    return get_light_data().directional_shadow_blend_splits;
  }
  void set_sky_mode(SkyMode mode);
  [[nodiscard]] SkyMode get_sky_mode() const { return SkyMode(get_light_data().sky_mode); }

 protected:
  static void _bind_methods();
};

}  // namespace arbor
