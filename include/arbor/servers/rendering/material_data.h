// Material data as the rendering server keeps it: Godot's StandardMaterial3D subset, or a
// ShaderMaterial drawn with a fallback.
#pragma once

#include <cstdint>
#include <string>

#include "arbor/core/math/color.h"
#include "arbor/core/math/vector3.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

// The enums below have Godot's BaseMaterial3D names and values, so a resource converts an int
// from a scene file with a cast.

/// BaseMaterial3D.Transparency.
enum class MaterialTransparency : std::uint8_t {
  DISABLED = 0,
  ALPHA = 1,
  ALPHA_SCISSOR = 2,
  ALPHA_HASH = 3,
  ALPHA_DEPTH_PRE_PASS = 4,
};
/// BaseMaterial3D.ShadingMode.
enum class MaterialShadingMode : std::uint8_t { UNSHADED = 0, PER_PIXEL = 1, PER_VERTEX = 2 };
/// BaseMaterial3D.BlendMode.
enum class MaterialBlendMode : std::uint8_t {
  MIX = 0,
  ADD = 1,
  SUB = 2,
  MUL = 3,
  PREMULT_ALPHA = 4
};
/// BaseMaterial3D.CullMode.
enum class MaterialCullMode : std::uint8_t { BACK = 0, FRONT = 1, DISABLED = 2 };
/// BaseMaterial3D.DepthDrawMode.
enum class MaterialDepthDrawMode : std::uint8_t { OPAQUE_ONLY = 0, ALWAYS = 1, DISABLED = 2 };
/// BaseMaterial3D.BillboardMode.
enum class MaterialBillboardMode : std::uint8_t {
  DISABLED = 0,
  ENABLED = 1,
  FIXED_Y = 2,
  PARTICLES = 3
};
/// BaseMaterial3D.TextureFilter (also CanvasItem's, without its PARENT_NODE entry).
enum class TextureFilter : std::uint8_t {
  NEAREST = 0,
  LINEAR = 1,
  NEAREST_WITH_MIPMAPS = 2,
  LINEAR_WITH_MIPMAPS = 3,
  NEAREST_WITH_MIPMAPS_ANISOTROPIC = 4,
  LINEAR_WITH_MIPMAPS_ANISOTROPIC = 5,
};
/// BaseMaterial3D.TextureChannel: which channel of a grayscale texture a parameter reads.
enum class TextureChannel : std::uint8_t { RED = 0, GREEN = 1, BLUE = 2, ALPHA = 3, GRAYSCALE = 4 };
/// BaseMaterial3D.EmissionOperator.
enum class EmissionOperator : std::uint8_t { ADD = 0, MULTIPLY = 1 };

/// What a material draws with. A backend draws STANDARD materials per the fields below and
/// SHADER materials (Godot shader code, not translated yet) with a visible fallback: the
/// `albedo_color` a resource chose for it (magenta by default), unshaded.
enum class MaterialKind : std::uint8_t { STANDARD = 0, SHADER = 1 };

/// A material's parameters: Godot 4's StandardMaterial3D / ORMMaterial3D subset (property names
/// in comments), with Godot's defaults. Textures are server handles (null: none). Sampling
/// (filter, repeat) is the material's, as in Godot 4, not the texture's.
struct MaterialData {
  MaterialKind kind = MaterialKind::STANDARD;

  // -- albedo
  Color albedo_color{1, 1, 1, 1};           ///< albedo_color
  TextureHandle albedo_texture;             ///< albedo_texture
  bool vertex_color_use_as_albedo = false;  ///< vertex_color_use_as_albedo
  bool vertex_color_is_srgb = false;        ///< vertex_color_is_srgb

  // -- metallic / roughness (ORMMaterial3D: `orm_texture` holds occlusion, roughness, metallic
  // in its red, green and blue channels and replaces the two textures below)
  float metallic = 0;              ///< metallic
  float metallic_specular = 0.5f;  ///< metallic_specular
  TextureHandle metallic_texture;  ///< metallic_texture
  TextureChannel metallic_texture_channel = TextureChannel::RED;
  float roughness = 1;              ///< roughness
  TextureHandle roughness_texture;  ///< roughness_texture
  TextureChannel roughness_texture_channel = TextureChannel::RED;
  TextureHandle orm_texture;  ///< ORMMaterial3D.orm_texture

  // -- emission
  bool emission_enabled = false;         ///< emission_enabled
  Color emission{0, 0, 0, 1};            ///< emission
  float emission_energy_multiplier = 1;  ///< emission_energy_multiplier
  TextureHandle emission_texture;        ///< emission_texture
  EmissionOperator emission_operator = EmissionOperator::ADD;

  // -- normal map
  bool normal_enabled = false;   ///< normal_enabled
  TextureHandle normal_texture;  ///< normal_texture
  float normal_scale = 1;        ///< normal_scale

  // -- transparency and depth
  MaterialTransparency transparency = MaterialTransparency::DISABLED;  ///< transparency
  float alpha_scissor_threshold = 0.5f;                                ///< alpha_scissor_threshold
  float alpha_hash_scale = 1;                                          ///< alpha_hash_scale
  MaterialBlendMode blend_mode = MaterialBlendMode::MIX;               ///< blend_mode
  MaterialCullMode cull_mode = MaterialCullMode::BACK;                 ///< cull_mode
  MaterialDepthDrawMode depth_draw_mode = MaterialDepthDrawMode::OPAQUE_ONLY;  ///< depth_draw_mode
  bool no_depth_test = false;                                                  ///< no_depth_test

  // -- shading
  MaterialShadingMode shading_mode = MaterialShadingMode::PER_PIXEL;  ///< shading_mode
  bool disable_receive_shadows = false;                               ///< disable_receive_shadows
  bool disable_ambient_light = false;                                 ///< disable_ambient_light
  bool shadow_to_opacity = false;                                     ///< shadow_to_opacity

  // -- uv
  Vector3 uv1_scale{1, 1, 1};  ///< uv1_scale
  Vector3 uv1_offset;          ///< uv1_offset
  Vector3 uv2_scale{1, 1, 1};  ///< uv2_scale
  Vector3 uv2_offset;          ///< uv2_offset

  // -- billboard and size
  MaterialBillboardMode billboard_mode = MaterialBillboardMode::DISABLED;  ///< billboard_mode
  bool billboard_keep_scale = false;                                       ///< billboard_keep_scale
  bool fixed_size = false;                                                 ///< fixed_size
  bool use_point_size = false;                                             ///< use_point_size
  float point_size = 1;                                                    ///< point_size

  // -- sampling
  TextureFilter texture_filter = TextureFilter::LINEAR_WITH_MIPMAPS;  ///< texture_filter
  bool texture_repeat = true;                                         ///< texture_repeat

  // -- order
  /// render_priority: among transparent surfaces, higher draws later (on top); opaque ones sort
  /// by it first too. Godot's range is -128..127.
  int render_priority = 0;
  /// next_pass: a material drawn again over this one (the same surface), or null.
  MaterialHandle next_pass;

  /// SHADER kind: where its shader came from ("res://water.gdshader"), for messages.
  std::string shader_path;
};

/// Whether a material with this data draws in the transparent pass (sorted back to front), as
/// in Godot: alpha blending (transparency ALPHA or ALPHA_DEPTH_PRE_PASS), a blend mode other
/// than MIX, or shadow_to_opacity. ALPHA_SCISSOR and ALPHA_HASH stay in the opaque pass. A
/// SHADER material's fallback is opaque.
[[nodiscard]] bool material_is_transparent(const MaterialData& material);

}  // namespace arbor
