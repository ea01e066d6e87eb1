// Light data as the rendering server keeps it: Godot's Light3D parameters.
#pragma once

#include <cstdint>

#include "arbor/core/math/color.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

// Enums with Godot's names and values.

/// RenderingServer.LightType.
enum class LightType : std::uint8_t { DIRECTIONAL = 0, OMNI = 1, SPOT = 2 };
/// DirectionalLight3D.ShadowMode.
enum class DirectionalShadowMode : std::uint8_t {
  ORTHOGONAL = 0,
  PARALLEL_2_SPLITS = 1,
  PARALLEL_4_SPLITS = 2,
};
/// DirectionalLight3D.SkyMode.
enum class DirectionalSkyMode : std::uint8_t { LIGHT_AND_SKY = 0, LIGHT_ONLY = 1, SKY_ONLY = 2 };
/// OmniLight3D.ShadowMode.
enum class OmniShadowMode : std::uint8_t { DUAL_PARABOLOID = 0, CUBE = 1 };
/// Light3D.BakeMode.
enum class LightBakeMode : std::uint8_t { DISABLED = 0, STATIC = 1, DYNAMIC = 2 };

/// A light's parameters, with Godot 4's Light3D property names (in comments) and defaults; the
/// defaults that differ by type are set by default_light_data(type). The light shines along its
/// transform's -Z (directional and spot); omni and spot lights sit at the transform's origin.
/// Angles are degrees where Godot's are.
struct LightData {
  LightType type = LightType::OMNI;

  Color color{1, 1, 1, 1};          ///< light_color
  float energy = 1;                 ///< light_energy
  float indirect_energy = 1;        ///< light_indirect_energy
  float volumetric_fog_energy = 1;  ///< light_volumetric_fog_energy
  float specular = 0.5f;            ///< light_specular
  float size = 0;                   ///< light_size (directional: light_angular_distance, degrees)
  bool negative = false;            ///< light_negative
  std::uint32_t cull_mask = 0xFFFFFFFFu;             ///< light_cull_mask: render layers it lights
  LightBakeMode bake_mode = LightBakeMode::DYNAMIC;  ///< light_bake_mode
  TextureHandle projector;                           ///< light_projector (omni and spot)

  // -- shadows
  bool shadow_enabled = false;              ///< shadow_enabled
  float shadow_bias = 0.1f;                 ///< shadow_bias (spot: 0.03)
  float shadow_normal_bias = 1;             ///< shadow_normal_bias (directional: 2)
  bool shadow_reverse_cull_face = false;    ///< shadow_reverse_cull_face
  float shadow_transmittance_bias = 0.05f;  ///< shadow_transmittance_bias
  float shadow_opacity = 1;                 ///< shadow_opacity
  float shadow_blur = 1;                    ///< shadow_blur
  /// shadow_caster_mask: render layers whose instances cast this light's shadows.
  std::uint32_t shadow_caster_mask = 0xFFFFFFFFu;

  // -- distance fade (omni and spot)
  bool distance_fade_enabled = false;  ///< distance_fade_enabled
  float distance_fade_begin = 40;      ///< distance_fade_begin
  float distance_fade_shadow = 50;     ///< distance_fade_shadow
  float distance_fade_length = 10;     ///< distance_fade_length

  // -- omni and spot
  float range = 5;                   ///< omni_range / spot_range
  float attenuation = 1;             ///< omni_attenuation / spot_attenuation
  float spot_angle = 45;             ///< spot_angle (degrees, half the cone's opening)
  float spot_angle_attenuation = 1;  ///< spot_angle_attenuation
  OmniShadowMode omni_shadow_mode = OmniShadowMode::CUBE;  ///< omni_shadow_mode

  // -- directional
  DirectionalShadowMode directional_shadow_mode = DirectionalShadowMode::PARALLEL_4_SPLITS;
  float directional_shadow_split_1 = 0.1f;       ///< directional_shadow_split_1
  float directional_shadow_split_2 = 0.2f;       ///< directional_shadow_split_2
  float directional_shadow_split_3 = 0.5f;       ///< directional_shadow_split_3
  bool directional_shadow_blend_splits = false;  ///< directional_shadow_blend_splits
  float directional_shadow_fade_start = 0.8f;    ///< directional_shadow_fade_start
  float directional_shadow_max_distance = 100;   ///< directional_shadow_max_distance
  float directional_shadow_pancake_size = 20;    ///< directional_shadow_pancake_size
  DirectionalSkyMode sky_mode = DirectionalSkyMode::LIGHT_AND_SKY;  ///< sky_mode
};

/// Godot's defaults for a light of `type` (DirectionalLight3D, OmniLight3D, SpotLight3D).
[[nodiscard]] LightData default_light_data(LightType type);

}  // namespace arbor
