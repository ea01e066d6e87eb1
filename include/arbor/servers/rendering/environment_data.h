// Environment and sky data as the rendering server keeps them: background, ambient light,
// tonemapping, and the sky's material.
#pragma once

#include <cstdint>

#include "arbor/core/math/color.h"
#include "arbor/core/math/vector3.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

// Enums with Godot's Environment / Sky names and values.

/// Environment.BGMode.
enum class EnvironmentBackground : std::uint8_t {
  CLEAR_COLOR = 0,  ///< the default clear color (RenderingServer::set_default_clear_color)
  COLOR = 1,        ///< background_color
  SKY = 2,          ///< the sky
  CANVAS = 3,       ///< a canvas layer (2D) as background
  KEEP = 4,         ///< the previous frame's picture is kept
  CAMERA_FEED = 5,  ///< a camera feed (not supported: drawn as CLEAR_COLOR)
};
/// Environment.AmbientSource.
enum class AmbientSource : std::uint8_t { BG = 0, DISABLED = 1, COLOR = 2, SKY = 3 };
/// Environment.ReflectionSource.
enum class ReflectionSource : std::uint8_t { BG = 0, DISABLED = 1, SKY = 2 };
/// Environment.ToneMapper.
enum class ToneMapper : std::uint8_t { LINEAR = 0, REINHARDT = 1, FILMIC = 2, ACES = 3, AGX = 4 };

/// What a scenario (or a camera) draws around and over its geometry: Godot's Environment
/// subset, with its property names and defaults.
struct EnvironmentData {
  EnvironmentBackground background_mode = EnvironmentBackground::CLEAR_COLOR;  ///< background_mode
  Color background_color{0, 0, 0, 1};                                          ///< background_color
  float background_energy_multiplier = 1;  ///< background_energy_multiplier
  int background_canvas_max_layer = 0;     ///< background_canvas_max_layer
  SkyHandle sky;                           ///< sky
  float sky_custom_fov = 0;                ///< sky_custom_fov (0: the camera's)
  Vector3 sky_rotation;                    ///< sky_rotation (radians)

  AmbientSource ambient_light_source = AmbientSource::BG;  ///< ambient_light_source
  Color ambient_light_color{0, 0, 0, 1};                   ///< ambient_light_color
  float ambient_light_sky_contribution = 1;                ///< ambient_light_sky_contribution
  float ambient_light_energy = 1;                          ///< ambient_light_energy
  ReflectionSource reflected_light_source = ReflectionSource::BG;  ///< reflected_light_source

  ToneMapper tonemap_mode = ToneMapper::LINEAR;  ///< tonemap_mode
  float tonemap_exposure = 1;                    ///< tonemap_exposure
  float tonemap_white = 1;                       ///< tonemap_white
};

/// Sky.ProcessMode.
enum class SkyProcessMode : std::uint8_t {
  AUTOMATIC = 0,
  QUALITY = 1,
  INCREMENTAL = 2,
  REALTIME = 3
};

/// Which material a sky draws with.
enum class SkyMaterialKind : std::uint8_t {
  NONE = 0,        ///< no sky_material: drawn black
  PROCEDURAL = 1,  ///< ProceduralSkyMaterial (`procedural`)
  PANORAMA = 2,    ///< PanoramaSkyMaterial (`panorama`)
  SHADER = 3,      ///< a ShaderMaterial (not translated yet): drawn with `procedural`'s defaults
};

/// ProceduralSkyMaterial's parameters, Godot's names and defaults. The sun disc comes from the
/// scenario's directional lights whose sky mode shows them in the sky.
struct ProceduralSkyData {
  Color sky_top_color{0.385f, 0.454f, 0.55f, 1};             ///< sky_top_color
  Color sky_horizon_color{0.6463f, 0.6558f, 0.6708f, 1};     ///< sky_horizon_color
  float sky_curve = 0.15f;                                   ///< sky_curve
  float sky_energy_multiplier = 1;                           ///< sky_energy_multiplier
  TextureHandle sky_cover;                                   ///< sky_cover
  Color sky_cover_modulate{1, 1, 1, 1};                      ///< sky_cover_modulate
  Color ground_bottom_color{0.2f, 0.169f, 0.133f, 1};        ///< ground_bottom_color
  Color ground_horizon_color{0.6463f, 0.6558f, 0.6708f, 1};  ///< ground_horizon_color
  float ground_curve = 0.02f;                                ///< ground_curve
  float ground_energy_multiplier = 1;                        ///< ground_energy_multiplier
  float sun_angle_max = 30;                                  ///< sun_angle_max (degrees)
  float sun_curve = 0.15f;                                   ///< sun_curve
  bool use_debanding = true;                                 ///< use_debanding
  float energy_multiplier = 1;                               ///< energy_multiplier
};

/// PanoramaSkyMaterial's parameters.
struct PanoramaSkyData {
  TextureHandle panorama;       ///< panorama (equirectangular)
  bool filter = true;           ///< filter
  float energy_multiplier = 1;  ///< energy_multiplier
};

/// A Sky resource: its material and how its radiance is processed.
struct SkyData {
  SkyMaterialKind material = SkyMaterialKind::NONE;
  ProceduralSkyData procedural;
  PanoramaSkyData panorama;
  SkyProcessMode process_mode = SkyProcessMode::AUTOMATIC;  ///< process_mode
  int radiance_size = 256;                                  ///< radiance_size (pixels)
};

}  // namespace arbor
