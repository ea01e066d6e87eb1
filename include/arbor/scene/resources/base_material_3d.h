// BaseMaterial3D: the physically based material Godot builds its 3D shaders from.
#pragma once

#include <array>
#include <bitset>

#include "arbor/core/math/color.h"
#include "arbor/core/math/vector3.h"
#include "arbor/scene/resources/material.h"
#include "arbor/scene/resources/texture.h"

namespace arbor {

/// The parameters of Godot's standard 3D material (Godot's BaseMaterial3D), with Godot's
/// property names, enums and defaults, so that `.tscn`/`.tres` files read and write them
/// unchanged: albedo, metallic/roughness, emission, normal map, transparency, cull, shading,
/// billboard, UVs and the rest. StandardMaterial3D and ORMMaterial3D are its two kinds; the
/// second reads occlusion, roughness and metallic from one `orm_texture`.
///
/// The material is data: renderers read it (get_shader_key() says which shader variant it
/// needs) and listen to `changed`.
class BaseMaterial3D : public Material {
  ARBOR_CLASS(BaseMaterial3D, Material)

 public:
  enum TextureParam : int {
    TEXTURE_ALBEDO,
    TEXTURE_METALLIC,
    TEXTURE_ROUGHNESS,
    TEXTURE_EMISSION,
    TEXTURE_NORMAL,
    TEXTURE_RIM,
    TEXTURE_CLEARCOAT,
    TEXTURE_FLOWMAP,
    TEXTURE_AMBIENT_OCCLUSION,
    TEXTURE_HEIGHTMAP,
    TEXTURE_SUBSURFACE_SCATTERING,
    TEXTURE_SUBSURFACE_TRANSMITTANCE,
    TEXTURE_BACKLIGHT,
    TEXTURE_REFRACTION,
    TEXTURE_DETAIL_MASK,
    TEXTURE_DETAIL_ALBEDO,
    TEXTURE_DETAIL_NORMAL,
    TEXTURE_ORM,
    TEXTURE_BENT_NORMAL,
    TEXTURE_MAX
  };
  enum TextureFilter : int {
    TEXTURE_FILTER_NEAREST,
    TEXTURE_FILTER_LINEAR,
    TEXTURE_FILTER_NEAREST_WITH_MIPMAPS,
    TEXTURE_FILTER_LINEAR_WITH_MIPMAPS,
    TEXTURE_FILTER_NEAREST_WITH_MIPMAPS_ANISOTROPIC,
    TEXTURE_FILTER_LINEAR_WITH_MIPMAPS_ANISOTROPIC,
    TEXTURE_FILTER_MAX
  };
  enum DetailUV : int { DETAIL_UV_1, DETAIL_UV_2 };
  enum Transparency : int {
    TRANSPARENCY_DISABLED,
    TRANSPARENCY_ALPHA,
    TRANSPARENCY_ALPHA_SCISSOR,
    TRANSPARENCY_ALPHA_HASH,
    TRANSPARENCY_ALPHA_DEPTH_PRE_PASS,
    TRANSPARENCY_MAX
  };
  enum ShadingMode : int {
    SHADING_MODE_UNSHADED,
    SHADING_MODE_PER_PIXEL,
    SHADING_MODE_PER_VERTEX,
    SHADING_MODE_MAX
  };
  enum Feature : int {
    FEATURE_EMISSION,
    FEATURE_NORMAL_MAPPING,
    FEATURE_RIM,
    FEATURE_CLEARCOAT,
    FEATURE_ANISOTROPY,
    FEATURE_AMBIENT_OCCLUSION,
    FEATURE_HEIGHT_MAPPING,
    FEATURE_SUBSURFACE_SCATTERING,
    FEATURE_SUBSURFACE_TRANSMITTANCE,
    FEATURE_BACKLIGHT,
    FEATURE_REFRACTION,
    FEATURE_DETAIL,
    FEATURE_BENT_NORMAL_MAPPING,
    FEATURE_MAX
  };
  enum BlendMode : int {
    BLEND_MODE_MIX,
    BLEND_MODE_ADD,
    BLEND_MODE_SUB,
    BLEND_MODE_MUL,
    BLEND_MODE_PREMULT_ALPHA
  };
  enum AlphaAntiAliasing : int {
    ALPHA_ANTIALIASING_OFF,
    ALPHA_ANTIALIASING_ALPHA_TO_COVERAGE,
    ALPHA_ANTIALIASING_ALPHA_TO_COVERAGE_AND_TO_ONE
  };
  enum DepthDrawMode : int { DEPTH_DRAW_OPAQUE_ONLY, DEPTH_DRAW_ALWAYS, DEPTH_DRAW_DISABLED };
  enum DepthTest : int { DEPTH_TEST_DEFAULT, DEPTH_TEST_INVERTED };
  enum CullMode : int { CULL_BACK, CULL_FRONT, CULL_DISABLED };
  enum Flags : int {
    FLAG_DISABLE_DEPTH_TEST,
    FLAG_ALBEDO_FROM_VERTEX_COLOR,
    FLAG_SRGB_VERTEX_COLOR,
    FLAG_USE_POINT_SIZE,
    FLAG_FIXED_SIZE,
    FLAG_BILLBOARD_KEEP_SCALE,
    FLAG_UV1_USE_TRIPLANAR,
    FLAG_UV2_USE_TRIPLANAR,
    FLAG_UV1_USE_WORLD_TRIPLANAR,
    FLAG_UV2_USE_WORLD_TRIPLANAR,
    FLAG_AO_ON_UV2,
    FLAG_EMISSION_ON_UV2,
    FLAG_ALBEDO_TEXTURE_FORCE_SRGB,
    FLAG_DONT_RECEIVE_SHADOWS,
    FLAG_DISABLE_AMBIENT_LIGHT,
    FLAG_USE_SHADOW_TO_OPACITY,
    FLAG_USE_TEXTURE_REPEAT,
    FLAG_INVERT_HEIGHTMAP,
    FLAG_SUBSURFACE_MODE_SKIN,
    FLAG_PARTICLE_TRAILS_MODE,
    FLAG_ALBEDO_TEXTURE_MSDF,
    FLAG_DISABLE_FOG,
    FLAG_DISABLE_SPECULAR_OCCLUSION,
    FLAG_USE_Z_CLIP_SCALE,
    FLAG_USE_FOV_OVERRIDE,
    FLAG_MAX
  };
  enum DiffuseMode : int { DIFFUSE_BURLEY, DIFFUSE_LAMBERT, DIFFUSE_LAMBERT_WRAP, DIFFUSE_TOON };
  enum SpecularMode : int { SPECULAR_SCHLICK_GGX, SPECULAR_TOON, SPECULAR_DISABLED };
  enum BillboardMode : int {
    BILLBOARD_DISABLED,
    BILLBOARD_ENABLED,
    BILLBOARD_FIXED_Y,
    BILLBOARD_PARTICLES
  };
  enum TextureChannel : int {
    TEXTURE_CHANNEL_RED,
    TEXTURE_CHANNEL_GREEN,
    TEXTURE_CHANNEL_BLUE,
    TEXTURE_CHANNEL_ALPHA,
    TEXTURE_CHANNEL_GRAYSCALE
  };
  enum EmissionOperator : int { EMISSION_OP_ADD, EMISSION_OP_MULTIPLY };
  enum DistanceFadeMode : int {
    DISTANCE_FADE_DISABLED,
    DISTANCE_FADE_PIXEL_ALPHA,
    DISTANCE_FADE_PIXEL_DITHER,
    DISTANCE_FADE_OBJECT_DITHER
  };
  enum StencilMode : int {
    STENCIL_MODE_DISABLED,
    STENCIL_MODE_OUTLINE,
    STENCIL_MODE_XRAY,
    STENCIL_MODE_CUSTOM
  };
  enum StencilFlags : int {
    STENCIL_FLAG_READ = 1,
    STENCIL_FLAG_WRITE = 2,
    STENCIL_FLAG_WRITE_DEPTH_FAIL = 4
  };
  enum StencilCompare : int {
    STENCIL_COMPARE_ALWAYS,
    STENCIL_COMPARE_LESS,
    STENCIL_COMPARE_EQUAL,
    STENCIL_COMPARE_LESS_OR_EQUAL,
    STENCIL_COMPARE_GREATER,
    STENCIL_COMPARE_NOT_EQUAL,
    STENCIL_COMPARE_GREATER_OR_EQUAL
  };

  /// Whether the ORM kind (ORMMaterial3D) reads one occlusion/roughness/metallic texture.
  explicit BaseMaterial3D(bool orm);
  [[nodiscard]] bool is_orm() const { return orm_; }

  // -- Albedo, metallic, roughness
  void set_albedo(const Color& albedo);
  [[nodiscard]] Color get_albedo() const { return albedo_; }
  void set_metallic(float metallic);
  [[nodiscard]] float get_metallic() const { return metallic_; }
  void set_specular(float specular);
  [[nodiscard]] float get_specular() const { return specular_; }
  void set_roughness(float roughness);
  [[nodiscard]] float get_roughness() const { return roughness_; }
  void set_metallic_texture_channel(TextureChannel channel);
  [[nodiscard]] TextureChannel get_metallic_texture_channel() const { return metallic_channel_; }
  void set_roughness_texture_channel(TextureChannel channel);
  [[nodiscard]] TextureChannel get_roughness_texture_channel() const { return roughness_channel_; }
  void set_ao_texture_channel(TextureChannel channel);
  [[nodiscard]] TextureChannel get_ao_texture_channel() const { return ao_channel_; }
  void set_refraction_texture_channel(TextureChannel channel);
  [[nodiscard]] TextureChannel get_refraction_texture_channel() const {
    return refraction_channel_;
  }

  // -- Emission
  void set_emission(const Color& emission);
  [[nodiscard]] Color get_emission() const { return emission_; }
  void set_emission_energy_multiplier(float multiplier);
  [[nodiscard]] float get_emission_energy_multiplier() const { return emission_energy_; }
  /// Luminance in nits, used with physical light units.
  void set_emission_intensity(float intensity);
  [[nodiscard]] float get_emission_intensity() const { return emission_intensity_; }
  void set_emission_operator(EmissionOperator op);
  [[nodiscard]] EmissionOperator get_emission_operator() const { return emission_op_; }

  // -- Surface detail
  void set_normal_scale(float scale);
  [[nodiscard]] float get_normal_scale() const { return normal_scale_; }
  void set_rim(float rim);
  [[nodiscard]] float get_rim() const { return rim_; }
  void set_rim_tint(float tint);
  [[nodiscard]] float get_rim_tint() const { return rim_tint_; }
  void set_clearcoat(float clearcoat);
  [[nodiscard]] float get_clearcoat() const { return clearcoat_; }
  void set_clearcoat_roughness(float roughness);
  [[nodiscard]] float get_clearcoat_roughness() const { return clearcoat_roughness_; }
  void set_anisotropy(float anisotropy);
  [[nodiscard]] float get_anisotropy() const { return anisotropy_; }
  void set_ao_light_affect(float amount);
  [[nodiscard]] float get_ao_light_affect() const { return ao_light_affect_; }
  void set_heightmap_scale(float scale);
  [[nodiscard]] float get_heightmap_scale() const { return heightmap_scale_; }
  void set_heightmap_deep_parallax(bool enable);
  [[nodiscard]] bool is_heightmap_deep_parallax_enabled() const { return deep_parallax_; }
  void set_heightmap_deep_parallax_min_layers(int layers);
  [[nodiscard]] int get_heightmap_deep_parallax_min_layers() const { return parallax_min_; }
  void set_heightmap_deep_parallax_max_layers(int layers);
  [[nodiscard]] int get_heightmap_deep_parallax_max_layers() const { return parallax_max_; }
  void set_heightmap_deep_parallax_flip_tangent(bool flip);
  [[nodiscard]] bool get_heightmap_deep_parallax_flip_tangent() const { return flip_tangent_; }
  void set_heightmap_deep_parallax_flip_binormal(bool flip);
  [[nodiscard]] bool get_heightmap_deep_parallax_flip_binormal() const { return flip_binormal_; }
  void set_subsurface_scattering_strength(float strength);
  [[nodiscard]] float get_subsurface_scattering_strength() const { return subsurface_; }
  void set_transmittance_color(const Color& color);
  [[nodiscard]] Color get_transmittance_color() const { return transmittance_color_; }
  void set_transmittance_depth(float depth);
  [[nodiscard]] float get_transmittance_depth() const { return transmittance_depth_; }
  void set_transmittance_boost(float boost);
  [[nodiscard]] float get_transmittance_boost() const { return transmittance_boost_; }
  void set_backlight(const Color& backlight);
  [[nodiscard]] Color get_backlight() const { return backlight_; }
  void set_refraction(float refraction);
  [[nodiscard]] float get_refraction() const { return refraction_; }
  void set_detail_uv(DetailUV uv);
  [[nodiscard]] DetailUV get_detail_uv() const { return detail_uv_; }
  void set_detail_blend_mode(BlendMode mode);
  [[nodiscard]] BlendMode get_detail_blend_mode() const { return detail_blend_mode_; }

  // -- Transparency and render state
  void set_transparency(Transparency transparency);
  [[nodiscard]] Transparency get_transparency() const { return transparency_; }
  void set_alpha_scissor_threshold(float threshold);
  [[nodiscard]] float get_alpha_scissor_threshold() const { return alpha_scissor_; }
  void set_alpha_hash_scale(float scale);
  [[nodiscard]] float get_alpha_hash_scale() const { return alpha_hash_scale_; }
  void set_alpha_antialiasing(AlphaAntiAliasing mode);
  [[nodiscard]] AlphaAntiAliasing get_alpha_antialiasing() const { return alpha_aa_; }
  void set_alpha_antialiasing_edge(float edge);
  [[nodiscard]] float get_alpha_antialiasing_edge() const { return alpha_aa_edge_; }
  void set_blend_mode(BlendMode mode);
  [[nodiscard]] BlendMode get_blend_mode() const { return blend_mode_; }
  void set_cull_mode(CullMode mode);
  [[nodiscard]] CullMode get_cull_mode() const { return cull_mode_; }
  void set_depth_draw_mode(DepthDrawMode mode);
  [[nodiscard]] DepthDrawMode get_depth_draw_mode() const { return depth_draw_mode_; }
  void set_depth_test(DepthTest test);
  [[nodiscard]] DepthTest get_depth_test() const { return depth_test_; }
  void set_shading_mode(ShadingMode mode);
  [[nodiscard]] ShadingMode get_shading_mode() const { return shading_mode_; }
  void set_diffuse_mode(DiffuseMode mode);
  [[nodiscard]] DiffuseMode get_diffuse_mode() const { return diffuse_mode_; }
  void set_specular_mode(SpecularMode mode);
  [[nodiscard]] SpecularMode get_specular_mode() const { return specular_mode_; }
  void set_texture_filter(TextureFilter filter);
  [[nodiscard]] TextureFilter get_texture_filter() const { return texture_filter_; }

  // -- Flags, features, textures (indexed, as Godot's set_flag / set_feature / set_texture)
  /// Throws arbor::Error for an index out of range.
  void set_flag(Flags flag, bool enable);
  [[nodiscard]] bool get_flag(Flags flag) const;
  void set_feature(Feature feature, bool enable);
  [[nodiscard]] bool get_feature(Feature feature) const;
  void set_texture(TextureParam param, const Ref<Texture2D>& texture);
  [[nodiscard]] Ref<Texture2D> get_texture(TextureParam param) const;

  // -- UVs
  void set_uv1_scale(const Vector3& scale);
  [[nodiscard]] Vector3 get_uv1_scale() const { return uv1_scale_; }
  void set_uv1_offset(const Vector3& offset);
  [[nodiscard]] Vector3 get_uv1_offset() const { return uv1_offset_; }
  void set_uv1_triplanar_blend_sharpness(float sharpness);
  [[nodiscard]] float get_uv1_triplanar_blend_sharpness() const { return uv1_sharpness_; }
  void set_uv2_scale(const Vector3& scale);
  [[nodiscard]] Vector3 get_uv2_scale() const { return uv2_scale_; }
  void set_uv2_offset(const Vector3& offset);
  [[nodiscard]] Vector3 get_uv2_offset() const { return uv2_offset_; }
  void set_uv2_triplanar_blend_sharpness(float sharpness);
  [[nodiscard]] float get_uv2_triplanar_blend_sharpness() const { return uv2_sharpness_; }

  // -- Billboard, particles, geometry
  void set_billboard_mode(BillboardMode mode);
  [[nodiscard]] BillboardMode get_billboard_mode() const { return billboard_mode_; }
  void set_particles_anim_h_frames(int frames);
  [[nodiscard]] int get_particles_anim_h_frames() const { return anim_h_frames_; }
  void set_particles_anim_v_frames(int frames);
  [[nodiscard]] int get_particles_anim_v_frames() const { return anim_v_frames_; }
  void set_particles_anim_loop(bool loop);
  [[nodiscard]] bool get_particles_anim_loop() const { return anim_loop_; }
  void set_grow_enabled(bool enable);
  [[nodiscard]] bool is_grow_enabled() const { return grow_enabled_; }
  void set_grow(float amount);
  [[nodiscard]] float get_grow() const { return grow_; }
  void set_point_size(float size);
  [[nodiscard]] float get_point_size() const { return point_size_; }
  void set_z_clip_scale(float scale);
  [[nodiscard]] float get_z_clip_scale() const { return z_clip_scale_; }
  void set_fov_override(float degrees);
  [[nodiscard]] float get_fov_override() const { return fov_override_; }

  // -- Fades, MSDF, stencil
  void set_proximity_fade_enabled(bool enable);
  [[nodiscard]] bool is_proximity_fade_enabled() const { return proximity_fade_; }
  /// Clamped to at least 0.01, as Godot does.
  void set_proximity_fade_distance(float distance);
  [[nodiscard]] float get_proximity_fade_distance() const { return proximity_fade_distance_; }
  void set_distance_fade(DistanceFadeMode mode);
  [[nodiscard]] DistanceFadeMode get_distance_fade() const { return distance_fade_; }
  void set_distance_fade_min_distance(float distance);
  [[nodiscard]] float get_distance_fade_min_distance() const { return distance_fade_min_; }
  void set_distance_fade_max_distance(float distance);
  [[nodiscard]] float get_distance_fade_max_distance() const { return distance_fade_max_; }
  void set_msdf_pixel_range(float range);
  [[nodiscard]] float get_msdf_pixel_range() const { return msdf_pixel_range_; }
  void set_msdf_outline_size(float size);
  [[nodiscard]] float get_msdf_outline_size() const { return msdf_outline_size_; }
  void set_stencil_mode(StencilMode mode);
  [[nodiscard]] StencilMode get_stencil_mode() const { return stencil_mode_; }
  void set_stencil_flags(int flags);
  [[nodiscard]] int get_stencil_flags() const { return stencil_flags_; }
  void set_stencil_compare(StencilCompare compare);
  [[nodiscard]] StencilCompare get_stencil_compare() const { return stencil_compare_; }
  void set_stencil_reference(int reference);
  [[nodiscard]] int get_stencil_reference() const { return stencil_reference_; }
  void set_stencil_effect_color(const Color& color);
  [[nodiscard]] Color get_stencil_effect_color() const { return stencil_color_; }
  void set_stencil_effect_outline_thickness(float thickness);
  [[nodiscard]] float get_stencil_effect_outline_thickness() const {
    return stencil_outline_thickness_;
  }

  /// Whether the material blends with what is behind it (drawn back to front after opaque
  /// surfaces): alpha transparency, a blend mode other than mix, or refraction / proximity
  /// fade / pixel-alpha distance fade.
  [[nodiscard]] bool is_transparent() const;

 protected:
  static void _bind_methods();
  [[nodiscard]] bool can_do_next_pass() const override { return true; }
  [[nodiscard]] bool can_use_render_priority() const override { return true; }
  /// Godot's rules for what the material shows and saves: properties that do nothing in the
  /// material's modes (alpha scissor without scissor transparency, particle animation without
  /// particle billboards, lighting parameters of an unshaded material, ...) are left out.
  void _validate_property(PropertyInfo& property) const override;

 private:
  template <class T>
  void assign(T& field, const T& value) {
    if (field == value) return;
    field = value;
    emit_changed();
  }

  bool orm_ = false;
  Color albedo_{1, 1, 1, 1};
  float metallic_ = 0.0f;
  float specular_ = 0.5f;
  float roughness_ = 1.0f;
  TextureChannel metallic_channel_ = TEXTURE_CHANNEL_RED;
  TextureChannel roughness_channel_ = TEXTURE_CHANNEL_RED;
  TextureChannel ao_channel_ = TEXTURE_CHANNEL_RED;
  TextureChannel refraction_channel_ = TEXTURE_CHANNEL_RED;
  Color emission_{0, 0, 0, 1};
  float emission_energy_ = 1.0f;
  float emission_intensity_ = 1000.0f;
  EmissionOperator emission_op_ = EMISSION_OP_ADD;
  float normal_scale_ = 1.0f;
  float rim_ = 1.0f;
  float rim_tint_ = 0.5f;
  float clearcoat_ = 1.0f;
  float clearcoat_roughness_ = 0.5f;
  float anisotropy_ = 0.0f;
  float ao_light_affect_ = 0.0f;
  float heightmap_scale_ = 5.0f;
  bool deep_parallax_ = false;
  int parallax_min_ = 8;
  int parallax_max_ = 32;
  bool flip_tangent_ = false;
  bool flip_binormal_ = false;
  float subsurface_ = 0.0f;
  Color transmittance_color_{1, 1, 1, 1};
  float transmittance_depth_ = 0.1f;
  float transmittance_boost_ = 0.0f;
  Color backlight_{0, 0, 0, 1};
  float refraction_ = 0.05f;
  DetailUV detail_uv_ = DETAIL_UV_1;
  BlendMode detail_blend_mode_ = BLEND_MODE_MIX;
  Transparency transparency_ = TRANSPARENCY_DISABLED;
  float alpha_scissor_ = 0.5f;
  float alpha_hash_scale_ = 1.0f;
  AlphaAntiAliasing alpha_aa_ = ALPHA_ANTIALIASING_OFF;
  float alpha_aa_edge_ = 0.3f;
  BlendMode blend_mode_ = BLEND_MODE_MIX;
  CullMode cull_mode_ = CULL_BACK;
  DepthDrawMode depth_draw_mode_ = DEPTH_DRAW_OPAQUE_ONLY;
  DepthTest depth_test_ = DEPTH_TEST_DEFAULT;
  ShadingMode shading_mode_ = SHADING_MODE_PER_PIXEL;
  DiffuseMode diffuse_mode_ = DIFFUSE_BURLEY;
  SpecularMode specular_mode_ = SPECULAR_SCHLICK_GGX;
  TextureFilter texture_filter_ = TEXTURE_FILTER_LINEAR_WITH_MIPMAPS;
  std::bitset<FLAG_MAX> flags_;
  std::bitset<FEATURE_MAX> features_;
  std::array<Ref<Texture2D>, TEXTURE_MAX> textures_;
  Vector3 uv1_scale_{1, 1, 1};
  Vector3 uv1_offset_;
  float uv1_sharpness_ = 1.0f;
  Vector3 uv2_scale_{1, 1, 1};
  Vector3 uv2_offset_;
  float uv2_sharpness_ = 1.0f;
  BillboardMode billboard_mode_ = BILLBOARD_DISABLED;
  int anim_h_frames_ = 1;
  int anim_v_frames_ = 1;
  bool anim_loop_ = false;
  bool grow_enabled_ = false;
  float grow_ = 0.0f;
  float point_size_ = 1.0f;
  float z_clip_scale_ = 1.0f;
  float fov_override_ = 75.0f;
  bool proximity_fade_ = false;
  float proximity_fade_distance_ = 1.0f;
  DistanceFadeMode distance_fade_ = DISTANCE_FADE_DISABLED;
  float distance_fade_min_ = 0.0f;
  float distance_fade_max_ = 10.0f;
  float msdf_pixel_range_ = 4.0f;
  float msdf_outline_size_ = 0.0f;
  StencilMode stencil_mode_ = STENCIL_MODE_DISABLED;
  int stencil_flags_ = 0;
  StencilCompare stencil_compare_ = STENCIL_COMPARE_ALWAYS;
  int stencil_reference_ = 1;
  Color stencil_color_{0, 0, 0, 1};
  float stencil_outline_thickness_ = 0.01f;
};

}  // namespace arbor
