// Environment: what a 3D scene draws behind and around its geometry.
#pragma once

#include <array>

#include "arbor/core/math/color.h"
#include "arbor/core/math/vector3.h"
#include "arbor/scene/resources/sky.h"
#include "arbor/scene/resources/texture.h"

namespace arbor {

/// The look of a 3D world (Godot's Environment), used by WorldEnvironment and cameras: the
/// background (the clear color, a custom color or a Sky), ambient and reflected light, tone
/// mapping and exposure, and the post effects (SSR, SSAO, SSIL, SDFGI, glow, fog, volumetric
/// fog, adjustments) with Godot's property names and defaults, kept as data so files read and
/// write them unchanged.
class Environment : public Resource {
  ARBOR_CLASS(Environment, Resource)

 public:
  enum BGMode : int {
    BG_CLEAR_COLOR,
    BG_COLOR,
    BG_SKY,
    BG_CANVAS,
    BG_KEEP,
    BG_CAMERA_FEED,
    BG_MAX
  };
  enum AmbientSource : int {
    AMBIENT_SOURCE_BG,
    AMBIENT_SOURCE_DISABLED,
    AMBIENT_SOURCE_COLOR,
    AMBIENT_SOURCE_SKY
  };
  enum ReflectionSource : int {
    REFLECTION_SOURCE_BG,
    REFLECTION_SOURCE_DISABLED,
    REFLECTION_SOURCE_SKY
  };
  enum ToneMapper : int {
    TONE_MAPPER_LINEAR,
    TONE_MAPPER_REINHARDT,
    TONE_MAPPER_FILMIC,
    TONE_MAPPER_ACES,
    TONE_MAPPER_AGX
  };
  enum GlowBlendMode : int {
    GLOW_BLEND_MODE_ADDITIVE,
    GLOW_BLEND_MODE_SCREEN,
    GLOW_BLEND_MODE_SOFTLIGHT,
    GLOW_BLEND_MODE_REPLACE,
    GLOW_BLEND_MODE_MIX
  };
  enum FogMode : int { FOG_MODE_EXPONENTIAL, FOG_MODE_DEPTH };
  enum SDFGIYScale : int {
    SDFGI_Y_SCALE_50_PERCENT,
    SDFGI_Y_SCALE_75_PERCENT,
    SDFGI_Y_SCALE_100_PERCENT
  };

  Environment() = default;

  void set_background(BGMode value);
  [[nodiscard]] BGMode get_background() const { return bg_mode_; }
  void set_bg_color(const Color& value);
  [[nodiscard]] Color get_bg_color() const { return bg_color_; }
  void set_bg_energy_multiplier(float value);
  [[nodiscard]] float get_bg_energy_multiplier() const { return bg_energy_multiplier_; }
  void set_bg_intensity(float value);
  [[nodiscard]] float get_bg_intensity() const { return bg_intensity_; }
  void set_canvas_max_layer(int value);
  [[nodiscard]] int get_canvas_max_layer() const { return bg_canvas_max_layer_; }
  void set_camera_feed_id(int value);
  [[nodiscard]] int get_camera_feed_id() const { return bg_camera_feed_id_; }
  void set_sky(const Ref<Sky>& value);
  [[nodiscard]] const Ref<Sky>& get_sky() const { return sky_; }
  void set_sky_custom_fov(float value);
  [[nodiscard]] float get_sky_custom_fov() const { return sky_custom_fov_; }
  void set_sky_rotation(const Vector3& value);
  [[nodiscard]] Vector3 get_sky_rotation() const { return sky_rotation_; }
  void set_ambient_source(AmbientSource value);
  [[nodiscard]] AmbientSource get_ambient_source() const { return ambient_source_; }
  void set_ambient_light_color(const Color& value);
  [[nodiscard]] Color get_ambient_light_color() const { return ambient_color_; }
  void set_ambient_light_sky_contribution(float value);
  [[nodiscard]] float get_ambient_light_sky_contribution() const {
    return ambient_sky_contribution_;
  }
  void set_ambient_light_energy(float value);
  [[nodiscard]] float get_ambient_light_energy() const { return ambient_energy_; }
  void set_reflection_source(ReflectionSource value);
  [[nodiscard]] ReflectionSource get_reflection_source() const { return reflection_source_; }
  void set_tonemapper(ToneMapper value);
  [[nodiscard]] ToneMapper get_tonemapper() const { return tone_mapper_; }
  void set_tonemap_exposure(float value);
  [[nodiscard]] float get_tonemap_exposure() const { return tonemap_exposure_; }
  void set_tonemap_white(float value);
  [[nodiscard]] float get_tonemap_white() const { return tonemap_white_; }
  void set_tonemap_agx_white(float value);
  [[nodiscard]] float get_tonemap_agx_white() const { return tonemap_agx_white_; }
  void set_tonemap_agx_contrast(float value);
  [[nodiscard]] float get_tonemap_agx_contrast() const { return tonemap_agx_contrast_; }
  void set_ssr_enabled(bool value);
  [[nodiscard]] bool is_ssr_enabled() const { return ssr_enabled_; }
  void set_ssr_max_steps(int value);
  [[nodiscard]] int get_ssr_max_steps() const { return ssr_max_steps_; }
  void set_ssr_fade_in(float value);
  [[nodiscard]] float get_ssr_fade_in() const { return ssr_fade_in_; }
  void set_ssr_fade_out(float value);
  [[nodiscard]] float get_ssr_fade_out() const { return ssr_fade_out_; }
  void set_ssr_depth_tolerance(float value);
  [[nodiscard]] float get_ssr_depth_tolerance() const { return ssr_depth_tolerance_; }
  void set_ssao_enabled(bool value);
  [[nodiscard]] bool is_ssao_enabled() const { return ssao_enabled_; }
  void set_ssao_radius(float value);
  [[nodiscard]] float get_ssao_radius() const { return ssao_radius_; }
  void set_ssao_intensity(float value);
  [[nodiscard]] float get_ssao_intensity() const { return ssao_intensity_; }
  void set_ssao_power(float value);
  [[nodiscard]] float get_ssao_power() const { return ssao_power_; }
  void set_ssao_detail(float value);
  [[nodiscard]] float get_ssao_detail() const { return ssao_detail_; }
  void set_ssao_horizon(float value);
  [[nodiscard]] float get_ssao_horizon() const { return ssao_horizon_; }
  void set_ssao_sharpness(float value);
  [[nodiscard]] float get_ssao_sharpness() const { return ssao_sharpness_; }
  void set_ssao_direct_light_affect(float value);
  [[nodiscard]] float get_ssao_direct_light_affect() const { return ssao_direct_light_affect_; }
  void set_ssao_ao_channel_affect(float value);
  [[nodiscard]] float get_ssao_ao_channel_affect() const { return ssao_ao_channel_affect_; }
  void set_ssil_enabled(bool value);
  [[nodiscard]] bool is_ssil_enabled() const { return ssil_enabled_; }
  void set_ssil_radius(float value);
  [[nodiscard]] float get_ssil_radius() const { return ssil_radius_; }
  void set_ssil_intensity(float value);
  [[nodiscard]] float get_ssil_intensity() const { return ssil_intensity_; }
  void set_ssil_sharpness(float value);
  [[nodiscard]] float get_ssil_sharpness() const { return ssil_sharpness_; }
  void set_ssil_normal_rejection(float value);
  [[nodiscard]] float get_ssil_normal_rejection() const { return ssil_normal_rejection_; }
  void set_sdfgi_enabled(bool value);
  [[nodiscard]] bool is_sdfgi_enabled() const { return sdfgi_enabled_; }
  void set_sdfgi_use_occlusion(bool value);
  [[nodiscard]] bool is_sdfgi_using_occlusion() const { return sdfgi_use_occlusion_; }
  void set_sdfgi_read_sky_light(bool value);
  [[nodiscard]] bool is_sdfgi_reading_sky_light() const { return sdfgi_read_sky_light_; }
  void set_sdfgi_bounce_feedback(float value);
  [[nodiscard]] float get_sdfgi_bounce_feedback() const { return sdfgi_bounce_feedback_; }
  void set_sdfgi_cascades(int value);
  [[nodiscard]] int get_sdfgi_cascades() const { return sdfgi_cascades_; }
  void set_sdfgi_min_cell_size(float value);
  [[nodiscard]] float get_sdfgi_min_cell_size() const { return sdfgi_min_cell_size_; }
  void set_sdfgi_y_scale(SDFGIYScale value);
  [[nodiscard]] SDFGIYScale get_sdfgi_y_scale() const { return sdfgi_y_scale_; }
  void set_sdfgi_energy(float value);
  [[nodiscard]] float get_sdfgi_energy() const { return sdfgi_energy_; }
  void set_sdfgi_normal_bias(float value);
  [[nodiscard]] float get_sdfgi_normal_bias() const { return sdfgi_normal_bias_; }
  void set_sdfgi_probe_bias(float value);
  [[nodiscard]] float get_sdfgi_probe_bias() const { return sdfgi_probe_bias_; }
  void set_glow_enabled(bool value);
  [[nodiscard]] bool is_glow_enabled() const { return glow_enabled_; }
  void set_glow_normalized(bool value);
  [[nodiscard]] bool is_glow_normalized() const { return glow_normalized_; }
  void set_glow_intensity(float value);
  [[nodiscard]] float get_glow_intensity() const { return glow_intensity_; }
  void set_glow_strength(float value);
  [[nodiscard]] float get_glow_strength() const { return glow_strength_; }
  void set_glow_mix(float value);
  [[nodiscard]] float get_glow_mix() const { return glow_mix_; }
  void set_glow_bloom(float value);
  [[nodiscard]] float get_glow_bloom() const { return glow_bloom_; }
  void set_glow_blend_mode(GlowBlendMode value);
  [[nodiscard]] GlowBlendMode get_glow_blend_mode() const { return glow_blend_mode_; }
  void set_glow_hdr_bleed_threshold(float value);
  [[nodiscard]] float get_glow_hdr_bleed_threshold() const { return glow_hdr_bleed_threshold_; }
  void set_glow_hdr_bleed_scale(float value);
  [[nodiscard]] float get_glow_hdr_bleed_scale() const { return glow_hdr_bleed_scale_; }
  void set_glow_hdr_luminance_cap(float value);
  [[nodiscard]] float get_glow_hdr_luminance_cap() const { return glow_hdr_luminance_cap_; }
  void set_glow_map_strength(float value);
  [[nodiscard]] float get_glow_map_strength() const { return glow_map_strength_; }
  void set_glow_map(const Ref<Texture>& value);
  [[nodiscard]] const Ref<Texture>& get_glow_map() const { return glow_map_; }
  void set_fog_enabled(bool value);
  [[nodiscard]] bool is_fog_enabled() const { return fog_enabled_; }
  void set_fog_mode(FogMode value);
  [[nodiscard]] FogMode get_fog_mode() const { return fog_mode_; }
  void set_fog_light_color(const Color& value);
  [[nodiscard]] Color get_fog_light_color() const { return fog_light_color_; }
  void set_fog_light_energy(float value);
  [[nodiscard]] float get_fog_light_energy() const { return fog_light_energy_; }
  void set_fog_sun_scatter(float value);
  [[nodiscard]] float get_fog_sun_scatter() const { return fog_sun_scatter_; }
  void set_fog_density(float value);
  [[nodiscard]] float get_fog_density() const { return fog_density_; }
  void set_fog_aerial_perspective(float value);
  [[nodiscard]] float get_fog_aerial_perspective() const { return fog_aerial_perspective_; }
  void set_fog_sky_affect(float value);
  [[nodiscard]] float get_fog_sky_affect() const { return fog_sky_affect_; }
  void set_fog_height(float value);
  [[nodiscard]] float get_fog_height() const { return fog_height_; }
  void set_fog_height_density(float value);
  [[nodiscard]] float get_fog_height_density() const { return fog_height_density_; }
  void set_fog_depth_curve(float value);
  [[nodiscard]] float get_fog_depth_curve() const { return fog_depth_curve_; }
  void set_fog_depth_begin(float value);
  [[nodiscard]] float get_fog_depth_begin() const { return fog_depth_begin_; }
  void set_fog_depth_end(float value);
  [[nodiscard]] float get_fog_depth_end() const { return fog_depth_end_; }
  void set_volumetric_fog_enabled(bool value);
  [[nodiscard]] bool is_volumetric_fog_enabled() const { return volumetric_fog_enabled_; }
  void set_volumetric_fog_density(float value);
  [[nodiscard]] float get_volumetric_fog_density() const { return volumetric_fog_density_; }
  void set_volumetric_fog_albedo(const Color& value);
  [[nodiscard]] Color get_volumetric_fog_albedo() const { return volumetric_fog_albedo_; }
  void set_volumetric_fog_emission(const Color& value);
  [[nodiscard]] Color get_volumetric_fog_emission() const { return volumetric_fog_emission_; }
  void set_volumetric_fog_emission_energy(float value);
  [[nodiscard]] float get_volumetric_fog_emission_energy() const {
    return volumetric_fog_emission_energy_;
  }
  void set_volumetric_fog_gi_inject(float value);
  [[nodiscard]] float get_volumetric_fog_gi_inject() const { return volumetric_fog_gi_inject_; }
  void set_volumetric_fog_anisotropy(float value);
  [[nodiscard]] float get_volumetric_fog_anisotropy() const { return volumetric_fog_anisotropy_; }
  void set_volumetric_fog_length(float value);
  [[nodiscard]] float get_volumetric_fog_length() const { return volumetric_fog_length_; }
  void set_volumetric_fog_detail_spread(float value);
  [[nodiscard]] float get_volumetric_fog_detail_spread() const {
    return volumetric_fog_detail_spread_;
  }
  void set_volumetric_fog_ambient_inject(float value);
  [[nodiscard]] float get_volumetric_fog_ambient_inject() const {
    return volumetric_fog_ambient_inject_;
  }
  void set_volumetric_fog_sky_affect(float value);
  [[nodiscard]] float get_volumetric_fog_sky_affect() const { return volumetric_fog_sky_affect_; }
  void set_volumetric_fog_temporal_reprojection_enabled(bool value);
  [[nodiscard]] bool is_volumetric_fog_temporal_reprojection_enabled() const {
    return volumetric_fog_temporal_reprojection_;
  }
  void set_volumetric_fog_temporal_reprojection_amount(float value);
  [[nodiscard]] float get_volumetric_fog_temporal_reprojection_amount() const {
    return volumetric_fog_temporal_reprojection_amount_;
  }
  void set_adjustment_enabled(bool value);
  [[nodiscard]] bool is_adjustment_enabled() const { return adjustment_enabled_; }
  void set_adjustment_brightness(float value);
  [[nodiscard]] float get_adjustment_brightness() const { return adjustment_brightness_; }
  void set_adjustment_saturation(float value);
  [[nodiscard]] float get_adjustment_saturation() const { return adjustment_saturation_; }
  void set_adjustment_contrast(float value);
  [[nodiscard]] float get_adjustment_contrast() const { return adjustment_contrast_; }
  void set_adjustment_color_correction(const Ref<Texture>& value);
  [[nodiscard]] const Ref<Texture>& get_adjustment_color_correction() const {
    return adjustment_color_correction_;
  }

  /// Glow level `level` (0..6, `glow_levels/1` to `/7`); throws arbor::Error out of range.
  void set_glow_level(int level, float intensity);
  [[nodiscard]] float get_glow_level(int level) const;
  /// The distance of the first SDFGI cascade and of the last; both follow from
  /// `sdfgi_min_cell_size` (64 cells, and 64 × 2^cascades) and set it.
  void set_sdfgi_cascade0_distance(float distance);
  [[nodiscard]] float get_sdfgi_cascade0_distance() const;
  void set_sdfgi_max_distance(float distance);
  [[nodiscard]] float get_sdfgi_max_distance() const;

 protected:
  static void _bind_methods();
  /// The SDFGI distances follow from the cell size, so Godot 4.3+ does not store them; files
  /// of older versions did, and keep them when written again.
  void _validate_property(PropertyInfo& property) const override;

 private:
  template <class T>
  void assign(T& field, const T& value) {
    if (field == value) return;
    field = value;
    emit_changed();
  }

  BGMode bg_mode_ = BG_CLEAR_COLOR;
  Color bg_color_ = Color(0, 0, 0, 1);
  float bg_energy_multiplier_ = 1.0f;
  float bg_intensity_ = 30000.0f;
  int bg_canvas_max_layer_ = 0;
  int bg_camera_feed_id_ = 1;
  Ref<Sky> sky_;
  float sky_custom_fov_ = 0.0f;
  Vector3 sky_rotation_;
  AmbientSource ambient_source_ = AMBIENT_SOURCE_BG;
  Color ambient_color_ = Color(0, 0, 0, 1);
  float ambient_sky_contribution_ = 1.0f;
  float ambient_energy_ = 1.0f;
  ReflectionSource reflection_source_ = REFLECTION_SOURCE_BG;
  ToneMapper tone_mapper_ = TONE_MAPPER_LINEAR;
  float tonemap_exposure_ = 1.0f;
  float tonemap_white_ = 1.0f;
  float tonemap_agx_white_ = 16.29f;
  float tonemap_agx_contrast_ = 1.25f;
  bool ssr_enabled_ = false;
  int ssr_max_steps_ = 64;
  float ssr_fade_in_ = 0.15f;
  float ssr_fade_out_ = 2.0f;
  float ssr_depth_tolerance_ = 0.2f;
  bool ssao_enabled_ = false;
  float ssao_radius_ = 1.0f;
  float ssao_intensity_ = 2.0f;
  float ssao_power_ = 1.5f;
  float ssao_detail_ = 0.5f;
  float ssao_horizon_ = 0.06f;
  float ssao_sharpness_ = 0.98f;
  float ssao_direct_light_affect_ = 0.0f;
  float ssao_ao_channel_affect_ = 0.0f;
  bool ssil_enabled_ = false;
  float ssil_radius_ = 5.0f;
  float ssil_intensity_ = 1.0f;
  float ssil_sharpness_ = 0.98f;
  float ssil_normal_rejection_ = 1.0f;
  bool sdfgi_enabled_ = false;
  bool sdfgi_use_occlusion_ = false;
  bool sdfgi_read_sky_light_ = true;
  float sdfgi_bounce_feedback_ = 0.5f;
  int sdfgi_cascades_ = 4;
  float sdfgi_min_cell_size_ = 0.2f;
  SDFGIYScale sdfgi_y_scale_ = SDFGI_Y_SCALE_75_PERCENT;
  float sdfgi_energy_ = 1.0f;
  float sdfgi_normal_bias_ = 1.1f;
  float sdfgi_probe_bias_ = 1.1f;
  bool glow_enabled_ = false;
  bool glow_normalized_ = false;
  float glow_intensity_ = 0.8f;
  float glow_strength_ = 1.0f;
  float glow_mix_ = 0.05f;
  float glow_bloom_ = 0.0f;
  GlowBlendMode glow_blend_mode_ = GLOW_BLEND_MODE_SOFTLIGHT;
  float glow_hdr_bleed_threshold_ = 1.0f;
  float glow_hdr_bleed_scale_ = 2.0f;
  float glow_hdr_luminance_cap_ = 12.0f;
  float glow_map_strength_ = 0.8f;
  Ref<Texture> glow_map_;
  bool fog_enabled_ = false;
  FogMode fog_mode_ = FOG_MODE_EXPONENTIAL;
  Color fog_light_color_ = Color(0.518f, 0.553f, 0.608f, 1.0f);
  float fog_light_energy_ = 1.0f;
  float fog_sun_scatter_ = 0.0f;
  float fog_density_ = 0.01f;
  float fog_aerial_perspective_ = 0.0f;
  float fog_sky_affect_ = 1.0f;
  float fog_height_ = 0.0f;
  float fog_height_density_ = 0.0f;
  float fog_depth_curve_ = 1.0f;
  float fog_depth_begin_ = 10.0f;
  float fog_depth_end_ = 100.0f;
  bool volumetric_fog_enabled_ = false;
  float volumetric_fog_density_ = 0.05f;
  Color volumetric_fog_albedo_ = Color(1, 1, 1, 1);
  Color volumetric_fog_emission_ = Color(0, 0, 0, 1);
  float volumetric_fog_emission_energy_ = 1.0f;
  float volumetric_fog_gi_inject_ = 1.0f;
  float volumetric_fog_anisotropy_ = 0.2f;
  float volumetric_fog_length_ = 64.0f;
  float volumetric_fog_detail_spread_ = 2.0f;
  float volumetric_fog_ambient_inject_ = 0.0f;
  float volumetric_fog_sky_affect_ = 1.0f;
  bool volumetric_fog_temporal_reprojection_ = true;
  float volumetric_fog_temporal_reprojection_amount_ = 0.9f;
  bool adjustment_enabled_ = false;
  float adjustment_brightness_ = 1.0f;
  float adjustment_saturation_ = 1.0f;
  float adjustment_contrast_ = 1.0f;
  Ref<Texture> adjustment_color_correction_;
  std::array<float, 7> glow_levels_{0.0f, 0.8f, 0.4f, 0.1f, 0.0f, 0.0f, 0.0f};
  bool sdfgi_distances_given_ = false;
};

}  // namespace arbor
