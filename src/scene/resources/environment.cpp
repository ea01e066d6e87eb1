#include "arbor/scene/resources/environment.h"

#include <cmath>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"

namespace arbor {

void Environment::set_background(BGMode value) { assign(bg_mode_, value); }
void Environment::set_bg_color(const Color& value) { assign(bg_color_, value); }
void Environment::set_bg_energy_multiplier(float value) { assign(bg_energy_multiplier_, value); }
void Environment::set_bg_intensity(float value) { assign(bg_intensity_, value); }
void Environment::set_canvas_max_layer(int value) { assign(bg_canvas_max_layer_, value); }
void Environment::set_camera_feed_id(int value) { assign(bg_camera_feed_id_, value); }
void Environment::set_sky(const Ref<Sky>& value) { assign(sky_, value); }
void Environment::set_sky_custom_fov(float value) { assign(sky_custom_fov_, value); }
void Environment::set_sky_rotation(const Vector3& value) { assign(sky_rotation_, value); }
void Environment::set_ambient_source(AmbientSource value) { assign(ambient_source_, value); }
void Environment::set_ambient_light_color(const Color& value) { assign(ambient_color_, value); }
void Environment::set_ambient_light_sky_contribution(float value) {
  assign(ambient_sky_contribution_, value);
}
void Environment::set_ambient_light_energy(float value) { assign(ambient_energy_, value); }
void Environment::set_reflection_source(ReflectionSource value) {
  assign(reflection_source_, value);
}
void Environment::set_tonemapper(ToneMapper value) { assign(tone_mapper_, value); }
void Environment::set_tonemap_exposure(float value) { assign(tonemap_exposure_, value); }
void Environment::set_tonemap_white(float value) { assign(tonemap_white_, value); }
void Environment::set_tonemap_agx_white(float value) { assign(tonemap_agx_white_, value); }
void Environment::set_tonemap_agx_contrast(float value) { assign(tonemap_agx_contrast_, value); }
void Environment::set_ssr_enabled(bool value) { assign(ssr_enabled_, value); }
void Environment::set_ssr_max_steps(int value) { assign(ssr_max_steps_, value); }
void Environment::set_ssr_fade_in(float value) { assign(ssr_fade_in_, value); }
void Environment::set_ssr_fade_out(float value) { assign(ssr_fade_out_, value); }
void Environment::set_ssr_depth_tolerance(float value) { assign(ssr_depth_tolerance_, value); }
void Environment::set_ssao_enabled(bool value) { assign(ssao_enabled_, value); }
void Environment::set_ssao_radius(float value) { assign(ssao_radius_, value); }
void Environment::set_ssao_intensity(float value) { assign(ssao_intensity_, value); }
void Environment::set_ssao_power(float value) { assign(ssao_power_, value); }
void Environment::set_ssao_detail(float value) { assign(ssao_detail_, value); }
void Environment::set_ssao_horizon(float value) { assign(ssao_horizon_, value); }
void Environment::set_ssao_sharpness(float value) { assign(ssao_sharpness_, value); }
void Environment::set_ssao_direct_light_affect(float value) {
  assign(ssao_direct_light_affect_, value);
}
void Environment::set_ssao_ao_channel_affect(float value) {
  assign(ssao_ao_channel_affect_, value);
}
void Environment::set_ssil_enabled(bool value) { assign(ssil_enabled_, value); }
void Environment::set_ssil_radius(float value) { assign(ssil_radius_, value); }
void Environment::set_ssil_intensity(float value) { assign(ssil_intensity_, value); }
void Environment::set_ssil_sharpness(float value) { assign(ssil_sharpness_, value); }
void Environment::set_ssil_normal_rejection(float value) { assign(ssil_normal_rejection_, value); }
void Environment::set_sdfgi_enabled(bool value) { assign(sdfgi_enabled_, value); }
void Environment::set_sdfgi_use_occlusion(bool value) { assign(sdfgi_use_occlusion_, value); }
void Environment::set_sdfgi_read_sky_light(bool value) { assign(sdfgi_read_sky_light_, value); }
void Environment::set_sdfgi_bounce_feedback(float value) { assign(sdfgi_bounce_feedback_, value); }
void Environment::set_sdfgi_cascades(int value) { assign(sdfgi_cascades_, value); }
void Environment::set_sdfgi_min_cell_size(float value) { assign(sdfgi_min_cell_size_, value); }
void Environment::set_sdfgi_y_scale(SDFGIYScale value) { assign(sdfgi_y_scale_, value); }
void Environment::set_sdfgi_energy(float value) { assign(sdfgi_energy_, value); }
void Environment::set_sdfgi_normal_bias(float value) { assign(sdfgi_normal_bias_, value); }
void Environment::set_sdfgi_probe_bias(float value) { assign(sdfgi_probe_bias_, value); }
void Environment::set_glow_enabled(bool value) { assign(glow_enabled_, value); }
void Environment::set_glow_normalized(bool value) { assign(glow_normalized_, value); }
void Environment::set_glow_intensity(float value) { assign(glow_intensity_, value); }
void Environment::set_glow_strength(float value) { assign(glow_strength_, value); }
void Environment::set_glow_mix(float value) { assign(glow_mix_, value); }
void Environment::set_glow_bloom(float value) { assign(glow_bloom_, value); }
void Environment::set_glow_blend_mode(GlowBlendMode value) { assign(glow_blend_mode_, value); }
void Environment::set_glow_hdr_bleed_threshold(float value) {
  assign(glow_hdr_bleed_threshold_, value);
}
void Environment::set_glow_hdr_bleed_scale(float value) { assign(glow_hdr_bleed_scale_, value); }
void Environment::set_glow_hdr_luminance_cap(float value) {
  assign(glow_hdr_luminance_cap_, value);
}
void Environment::set_glow_map_strength(float value) { assign(glow_map_strength_, value); }
void Environment::set_glow_map(const Ref<Texture>& value) { assign(glow_map_, value); }
void Environment::set_fog_enabled(bool value) { assign(fog_enabled_, value); }
void Environment::set_fog_mode(FogMode value) { assign(fog_mode_, value); }
void Environment::set_fog_light_color(const Color& value) { assign(fog_light_color_, value); }
void Environment::set_fog_light_energy(float value) { assign(fog_light_energy_, value); }
void Environment::set_fog_sun_scatter(float value) { assign(fog_sun_scatter_, value); }
void Environment::set_fog_density(float value) { assign(fog_density_, value); }
void Environment::set_fog_aerial_perspective(float value) {
  assign(fog_aerial_perspective_, value);
}
void Environment::set_fog_sky_affect(float value) { assign(fog_sky_affect_, value); }
void Environment::set_fog_height(float value) { assign(fog_height_, value); }
void Environment::set_fog_height_density(float value) { assign(fog_height_density_, value); }
void Environment::set_fog_depth_curve(float value) { assign(fog_depth_curve_, value); }
void Environment::set_fog_depth_begin(float value) { assign(fog_depth_begin_, value); }
void Environment::set_fog_depth_end(float value) { assign(fog_depth_end_, value); }
void Environment::set_volumetric_fog_enabled(bool value) { assign(volumetric_fog_enabled_, value); }
void Environment::set_volumetric_fog_density(float value) {
  assign(volumetric_fog_density_, value);
}
void Environment::set_volumetric_fog_albedo(const Color& value) {
  assign(volumetric_fog_albedo_, value);
}
void Environment::set_volumetric_fog_emission(const Color& value) {
  assign(volumetric_fog_emission_, value);
}
void Environment::set_volumetric_fog_emission_energy(float value) {
  assign(volumetric_fog_emission_energy_, value);
}
void Environment::set_volumetric_fog_gi_inject(float value) {
  assign(volumetric_fog_gi_inject_, value);
}
void Environment::set_volumetric_fog_anisotropy(float value) {
  assign(volumetric_fog_anisotropy_, value);
}
void Environment::set_volumetric_fog_length(float value) { assign(volumetric_fog_length_, value); }
void Environment::set_volumetric_fog_detail_spread(float value) {
  assign(volumetric_fog_detail_spread_, value);
}
void Environment::set_volumetric_fog_ambient_inject(float value) {
  assign(volumetric_fog_ambient_inject_, value);
}
void Environment::set_volumetric_fog_sky_affect(float value) {
  assign(volumetric_fog_sky_affect_, value);
}
void Environment::set_volumetric_fog_temporal_reprojection_enabled(bool value) {
  assign(volumetric_fog_temporal_reprojection_, value);
}
void Environment::set_volumetric_fog_temporal_reprojection_amount(float value) {
  assign(volumetric_fog_temporal_reprojection_amount_, value);
}
void Environment::set_adjustment_enabled(bool value) { assign(adjustment_enabled_, value); }
void Environment::set_adjustment_brightness(float value) { assign(adjustment_brightness_, value); }
void Environment::set_adjustment_saturation(float value) { assign(adjustment_saturation_, value); }
void Environment::set_adjustment_contrast(float value) { assign(adjustment_contrast_, value); }
void Environment::set_adjustment_color_correction(const Ref<Texture>& value) {
  assign(adjustment_color_correction_, value);
}

void Environment::set_glow_level(int level, float intensity) {
  if (level < 0 || level >= 7) {
    throw Error("Environment::set_glow_level: level " + std::to_string(level) + " is outside 0..6");
  }
  assign(glow_levels_[std::size_t(level)], intensity);
}

float Environment::get_glow_level(int level) const {
  if (level < 0 || level >= 7) {
    throw Error("Environment::get_glow_level: level " + std::to_string(level) + " is outside 0..6");
  }
  return glow_levels_[std::size_t(level)];
}

void Environment::set_sdfgi_cascade0_distance(float distance) {
  sdfgi_distances_given_ = true;
  set_sdfgi_min_cell_size(distance / 64.0f);
}

float Environment::get_sdfgi_cascade0_distance() const { return sdfgi_min_cell_size_ * 64.0f; }

void Environment::set_sdfgi_max_distance(float distance) {
  sdfgi_distances_given_ = true;
  set_sdfgi_min_cell_size(distance / 64.0f / float(1 << sdfgi_cascades_));
}

float Environment::get_sdfgi_max_distance() const {
  return sdfgi_min_cell_size_ * 64.0f * float(1 << sdfgi_cascades_);
}

void Environment::_validate_property(PropertyInfo& property) const {
  if (property.name == "sdfgi_cascade0_distance" || property.name == "sdfgi_max_distance") {
    property.usage = sdfgi_distances_given_ ? PROPERTY_USAGE_DEFAULT : PROPERTY_USAGE_EDITOR;
  }
}

void Environment::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_background", "value"), &Environment::set_background);
  ClassDB::bind_method(D_METHOD("get_background"), &Environment::get_background);
  ClassDB::bind_method(D_METHOD("set_bg_color", "value"), &Environment::set_bg_color);
  ClassDB::bind_method(D_METHOD("get_bg_color"), &Environment::get_bg_color);
  ClassDB::bind_method(D_METHOD("set_bg_energy_multiplier", "value"),
                       &Environment::set_bg_energy_multiplier);
  ClassDB::bind_method(D_METHOD("get_bg_energy_multiplier"),
                       &Environment::get_bg_energy_multiplier);
  ClassDB::bind_method(D_METHOD("set_bg_intensity", "value"), &Environment::set_bg_intensity);
  ClassDB::bind_method(D_METHOD("get_bg_intensity"), &Environment::get_bg_intensity);
  ClassDB::bind_method(D_METHOD("set_canvas_max_layer", "value"),
                       &Environment::set_canvas_max_layer);
  ClassDB::bind_method(D_METHOD("get_canvas_max_layer"), &Environment::get_canvas_max_layer);
  ClassDB::bind_method(D_METHOD("set_camera_feed_id", "value"), &Environment::set_camera_feed_id);
  ClassDB::bind_method(D_METHOD("get_camera_feed_id"), &Environment::get_camera_feed_id);
  ClassDB::bind_method(D_METHOD("set_sky", "value"), &Environment::set_sky);
  ClassDB::bind_method(D_METHOD("get_sky"), &Environment::get_sky);
  ClassDB::bind_method(D_METHOD("set_sky_custom_fov", "value"), &Environment::set_sky_custom_fov);
  ClassDB::bind_method(D_METHOD("get_sky_custom_fov"), &Environment::get_sky_custom_fov);
  ClassDB::bind_method(D_METHOD("set_sky_rotation", "value"), &Environment::set_sky_rotation);
  ClassDB::bind_method(D_METHOD("get_sky_rotation"), &Environment::get_sky_rotation);
  ClassDB::bind_method(D_METHOD("set_ambient_source", "value"), &Environment::set_ambient_source);
  ClassDB::bind_method(D_METHOD("get_ambient_source"), &Environment::get_ambient_source);
  ClassDB::bind_method(D_METHOD("set_ambient_light_color", "value"),
                       &Environment::set_ambient_light_color);
  ClassDB::bind_method(D_METHOD("get_ambient_light_color"), &Environment::get_ambient_light_color);
  ClassDB::bind_method(D_METHOD("set_ambient_light_sky_contribution", "value"),
                       &Environment::set_ambient_light_sky_contribution);
  ClassDB::bind_method(D_METHOD("get_ambient_light_sky_contribution"),
                       &Environment::get_ambient_light_sky_contribution);
  ClassDB::bind_method(D_METHOD("set_ambient_light_energy", "value"),
                       &Environment::set_ambient_light_energy);
  ClassDB::bind_method(D_METHOD("get_ambient_light_energy"),
                       &Environment::get_ambient_light_energy);
  ClassDB::bind_method(D_METHOD("set_reflection_source", "value"),
                       &Environment::set_reflection_source);
  ClassDB::bind_method(D_METHOD("get_reflection_source"), &Environment::get_reflection_source);
  ClassDB::bind_method(D_METHOD("set_tonemapper", "value"), &Environment::set_tonemapper);
  ClassDB::bind_method(D_METHOD("get_tonemapper"), &Environment::get_tonemapper);
  ClassDB::bind_method(D_METHOD("set_tonemap_exposure", "value"),
                       &Environment::set_tonemap_exposure);
  ClassDB::bind_method(D_METHOD("get_tonemap_exposure"), &Environment::get_tonemap_exposure);
  ClassDB::bind_method(D_METHOD("set_tonemap_white", "value"), &Environment::set_tonemap_white);
  ClassDB::bind_method(D_METHOD("get_tonemap_white"), &Environment::get_tonemap_white);
  ClassDB::bind_method(D_METHOD("set_tonemap_agx_white", "value"),
                       &Environment::set_tonemap_agx_white);
  ClassDB::bind_method(D_METHOD("get_tonemap_agx_white"), &Environment::get_tonemap_agx_white);
  ClassDB::bind_method(D_METHOD("set_tonemap_agx_contrast", "value"),
                       &Environment::set_tonemap_agx_contrast);
  ClassDB::bind_method(D_METHOD("get_tonemap_agx_contrast"),
                       &Environment::get_tonemap_agx_contrast);
  ClassDB::bind_method(D_METHOD("set_ssr_enabled", "value"), &Environment::set_ssr_enabled);
  ClassDB::bind_method(D_METHOD("is_ssr_enabled"), &Environment::is_ssr_enabled);
  ClassDB::bind_method(D_METHOD("set_ssr_max_steps", "value"), &Environment::set_ssr_max_steps);
  ClassDB::bind_method(D_METHOD("get_ssr_max_steps"), &Environment::get_ssr_max_steps);
  ClassDB::bind_method(D_METHOD("set_ssr_fade_in", "value"), &Environment::set_ssr_fade_in);
  ClassDB::bind_method(D_METHOD("get_ssr_fade_in"), &Environment::get_ssr_fade_in);
  ClassDB::bind_method(D_METHOD("set_ssr_fade_out", "value"), &Environment::set_ssr_fade_out);
  ClassDB::bind_method(D_METHOD("get_ssr_fade_out"), &Environment::get_ssr_fade_out);
  ClassDB::bind_method(D_METHOD("set_ssr_depth_tolerance", "value"),
                       &Environment::set_ssr_depth_tolerance);
  ClassDB::bind_method(D_METHOD("get_ssr_depth_tolerance"), &Environment::get_ssr_depth_tolerance);
  ClassDB::bind_method(D_METHOD("set_ssao_enabled", "value"), &Environment::set_ssao_enabled);
  ClassDB::bind_method(D_METHOD("is_ssao_enabled"), &Environment::is_ssao_enabled);
  ClassDB::bind_method(D_METHOD("set_ssao_radius", "value"), &Environment::set_ssao_radius);
  ClassDB::bind_method(D_METHOD("get_ssao_radius"), &Environment::get_ssao_radius);
  ClassDB::bind_method(D_METHOD("set_ssao_intensity", "value"), &Environment::set_ssao_intensity);
  ClassDB::bind_method(D_METHOD("get_ssao_intensity"), &Environment::get_ssao_intensity);
  ClassDB::bind_method(D_METHOD("set_ssao_power", "value"), &Environment::set_ssao_power);
  ClassDB::bind_method(D_METHOD("get_ssao_power"), &Environment::get_ssao_power);
  ClassDB::bind_method(D_METHOD("set_ssao_detail", "value"), &Environment::set_ssao_detail);
  ClassDB::bind_method(D_METHOD("get_ssao_detail"), &Environment::get_ssao_detail);
  ClassDB::bind_method(D_METHOD("set_ssao_horizon", "value"), &Environment::set_ssao_horizon);
  ClassDB::bind_method(D_METHOD("get_ssao_horizon"), &Environment::get_ssao_horizon);
  ClassDB::bind_method(D_METHOD("set_ssao_sharpness", "value"), &Environment::set_ssao_sharpness);
  ClassDB::bind_method(D_METHOD("get_ssao_sharpness"), &Environment::get_ssao_sharpness);
  ClassDB::bind_method(D_METHOD("set_ssao_direct_light_affect", "value"),
                       &Environment::set_ssao_direct_light_affect);
  ClassDB::bind_method(D_METHOD("get_ssao_direct_light_affect"),
                       &Environment::get_ssao_direct_light_affect);
  ClassDB::bind_method(D_METHOD("set_ssao_ao_channel_affect", "value"),
                       &Environment::set_ssao_ao_channel_affect);
  ClassDB::bind_method(D_METHOD("get_ssao_ao_channel_affect"),
                       &Environment::get_ssao_ao_channel_affect);
  ClassDB::bind_method(D_METHOD("set_ssil_enabled", "value"), &Environment::set_ssil_enabled);
  ClassDB::bind_method(D_METHOD("is_ssil_enabled"), &Environment::is_ssil_enabled);
  ClassDB::bind_method(D_METHOD("set_ssil_radius", "value"), &Environment::set_ssil_radius);
  ClassDB::bind_method(D_METHOD("get_ssil_radius"), &Environment::get_ssil_radius);
  ClassDB::bind_method(D_METHOD("set_ssil_intensity", "value"), &Environment::set_ssil_intensity);
  ClassDB::bind_method(D_METHOD("get_ssil_intensity"), &Environment::get_ssil_intensity);
  ClassDB::bind_method(D_METHOD("set_ssil_sharpness", "value"), &Environment::set_ssil_sharpness);
  ClassDB::bind_method(D_METHOD("get_ssil_sharpness"), &Environment::get_ssil_sharpness);
  ClassDB::bind_method(D_METHOD("set_ssil_normal_rejection", "value"),
                       &Environment::set_ssil_normal_rejection);
  ClassDB::bind_method(D_METHOD("get_ssil_normal_rejection"),
                       &Environment::get_ssil_normal_rejection);
  ClassDB::bind_method(D_METHOD("set_sdfgi_enabled", "value"), &Environment::set_sdfgi_enabled);
  ClassDB::bind_method(D_METHOD("is_sdfgi_enabled"), &Environment::is_sdfgi_enabled);
  ClassDB::bind_method(D_METHOD("set_sdfgi_use_occlusion", "value"),
                       &Environment::set_sdfgi_use_occlusion);
  ClassDB::bind_method(D_METHOD("is_sdfgi_using_occlusion"),
                       &Environment::is_sdfgi_using_occlusion);
  ClassDB::bind_method(D_METHOD("set_sdfgi_read_sky_light", "value"),
                       &Environment::set_sdfgi_read_sky_light);
  ClassDB::bind_method(D_METHOD("is_sdfgi_reading_sky_light"),
                       &Environment::is_sdfgi_reading_sky_light);
  ClassDB::bind_method(D_METHOD("set_sdfgi_bounce_feedback", "value"),
                       &Environment::set_sdfgi_bounce_feedback);
  ClassDB::bind_method(D_METHOD("get_sdfgi_bounce_feedback"),
                       &Environment::get_sdfgi_bounce_feedback);
  ClassDB::bind_method(D_METHOD("set_sdfgi_cascades", "value"), &Environment::set_sdfgi_cascades);
  ClassDB::bind_method(D_METHOD("get_sdfgi_cascades"), &Environment::get_sdfgi_cascades);
  ClassDB::bind_method(D_METHOD("set_sdfgi_min_cell_size", "value"),
                       &Environment::set_sdfgi_min_cell_size);
  ClassDB::bind_method(D_METHOD("get_sdfgi_min_cell_size"), &Environment::get_sdfgi_min_cell_size);
  ClassDB::bind_method(D_METHOD("set_sdfgi_y_scale", "value"), &Environment::set_sdfgi_y_scale);
  ClassDB::bind_method(D_METHOD("get_sdfgi_y_scale"), &Environment::get_sdfgi_y_scale);
  ClassDB::bind_method(D_METHOD("set_sdfgi_energy", "value"), &Environment::set_sdfgi_energy);
  ClassDB::bind_method(D_METHOD("get_sdfgi_energy"), &Environment::get_sdfgi_energy);
  ClassDB::bind_method(D_METHOD("set_sdfgi_normal_bias", "value"),
                       &Environment::set_sdfgi_normal_bias);
  ClassDB::bind_method(D_METHOD("get_sdfgi_normal_bias"), &Environment::get_sdfgi_normal_bias);
  ClassDB::bind_method(D_METHOD("set_sdfgi_probe_bias", "value"),
                       &Environment::set_sdfgi_probe_bias);
  ClassDB::bind_method(D_METHOD("get_sdfgi_probe_bias"), &Environment::get_sdfgi_probe_bias);
  ClassDB::bind_method(D_METHOD("set_glow_enabled", "value"), &Environment::set_glow_enabled);
  ClassDB::bind_method(D_METHOD("is_glow_enabled"), &Environment::is_glow_enabled);
  ClassDB::bind_method(D_METHOD("set_glow_normalized", "value"), &Environment::set_glow_normalized);
  ClassDB::bind_method(D_METHOD("is_glow_normalized"), &Environment::is_glow_normalized);
  ClassDB::bind_method(D_METHOD("set_glow_intensity", "value"), &Environment::set_glow_intensity);
  ClassDB::bind_method(D_METHOD("get_glow_intensity"), &Environment::get_glow_intensity);
  ClassDB::bind_method(D_METHOD("set_glow_strength", "value"), &Environment::set_glow_strength);
  ClassDB::bind_method(D_METHOD("get_glow_strength"), &Environment::get_glow_strength);
  ClassDB::bind_method(D_METHOD("set_glow_mix", "value"), &Environment::set_glow_mix);
  ClassDB::bind_method(D_METHOD("get_glow_mix"), &Environment::get_glow_mix);
  ClassDB::bind_method(D_METHOD("set_glow_bloom", "value"), &Environment::set_glow_bloom);
  ClassDB::bind_method(D_METHOD("get_glow_bloom"), &Environment::get_glow_bloom);
  ClassDB::bind_method(D_METHOD("set_glow_blend_mode", "value"), &Environment::set_glow_blend_mode);
  ClassDB::bind_method(D_METHOD("get_glow_blend_mode"), &Environment::get_glow_blend_mode);
  ClassDB::bind_method(D_METHOD("set_glow_hdr_bleed_threshold", "value"),
                       &Environment::set_glow_hdr_bleed_threshold);
  ClassDB::bind_method(D_METHOD("get_glow_hdr_bleed_threshold"),
                       &Environment::get_glow_hdr_bleed_threshold);
  ClassDB::bind_method(D_METHOD("set_glow_hdr_bleed_scale", "value"),
                       &Environment::set_glow_hdr_bleed_scale);
  ClassDB::bind_method(D_METHOD("get_glow_hdr_bleed_scale"),
                       &Environment::get_glow_hdr_bleed_scale);
  ClassDB::bind_method(D_METHOD("set_glow_hdr_luminance_cap", "value"),
                       &Environment::set_glow_hdr_luminance_cap);
  ClassDB::bind_method(D_METHOD("get_glow_hdr_luminance_cap"),
                       &Environment::get_glow_hdr_luminance_cap);
  ClassDB::bind_method(D_METHOD("set_glow_map_strength", "value"),
                       &Environment::set_glow_map_strength);
  ClassDB::bind_method(D_METHOD("get_glow_map_strength"), &Environment::get_glow_map_strength);
  ClassDB::bind_method(D_METHOD("set_glow_map", "value"), &Environment::set_glow_map);
  ClassDB::bind_method(D_METHOD("get_glow_map"), &Environment::get_glow_map);
  ClassDB::bind_method(D_METHOD("set_fog_enabled", "value"), &Environment::set_fog_enabled);
  ClassDB::bind_method(D_METHOD("is_fog_enabled"), &Environment::is_fog_enabled);
  ClassDB::bind_method(D_METHOD("set_fog_mode", "value"), &Environment::set_fog_mode);
  ClassDB::bind_method(D_METHOD("get_fog_mode"), &Environment::get_fog_mode);
  ClassDB::bind_method(D_METHOD("set_fog_light_color", "value"), &Environment::set_fog_light_color);
  ClassDB::bind_method(D_METHOD("get_fog_light_color"), &Environment::get_fog_light_color);
  ClassDB::bind_method(D_METHOD("set_fog_light_energy", "value"),
                       &Environment::set_fog_light_energy);
  ClassDB::bind_method(D_METHOD("get_fog_light_energy"), &Environment::get_fog_light_energy);
  ClassDB::bind_method(D_METHOD("set_fog_sun_scatter", "value"), &Environment::set_fog_sun_scatter);
  ClassDB::bind_method(D_METHOD("get_fog_sun_scatter"), &Environment::get_fog_sun_scatter);
  ClassDB::bind_method(D_METHOD("set_fog_density", "value"), &Environment::set_fog_density);
  ClassDB::bind_method(D_METHOD("get_fog_density"), &Environment::get_fog_density);
  ClassDB::bind_method(D_METHOD("set_fog_aerial_perspective", "value"),
                       &Environment::set_fog_aerial_perspective);
  ClassDB::bind_method(D_METHOD("get_fog_aerial_perspective"),
                       &Environment::get_fog_aerial_perspective);
  ClassDB::bind_method(D_METHOD("set_fog_sky_affect", "value"), &Environment::set_fog_sky_affect);
  ClassDB::bind_method(D_METHOD("get_fog_sky_affect"), &Environment::get_fog_sky_affect);
  ClassDB::bind_method(D_METHOD("set_fog_height", "value"), &Environment::set_fog_height);
  ClassDB::bind_method(D_METHOD("get_fog_height"), &Environment::get_fog_height);
  ClassDB::bind_method(D_METHOD("set_fog_height_density", "value"),
                       &Environment::set_fog_height_density);
  ClassDB::bind_method(D_METHOD("get_fog_height_density"), &Environment::get_fog_height_density);
  ClassDB::bind_method(D_METHOD("set_fog_depth_curve", "value"), &Environment::set_fog_depth_curve);
  ClassDB::bind_method(D_METHOD("get_fog_depth_curve"), &Environment::get_fog_depth_curve);
  ClassDB::bind_method(D_METHOD("set_fog_depth_begin", "value"), &Environment::set_fog_depth_begin);
  ClassDB::bind_method(D_METHOD("get_fog_depth_begin"), &Environment::get_fog_depth_begin);
  ClassDB::bind_method(D_METHOD("set_fog_depth_end", "value"), &Environment::set_fog_depth_end);
  ClassDB::bind_method(D_METHOD("get_fog_depth_end"), &Environment::get_fog_depth_end);
  ClassDB::bind_method(D_METHOD("set_volumetric_fog_enabled", "value"),
                       &Environment::set_volumetric_fog_enabled);
  ClassDB::bind_method(D_METHOD("is_volumetric_fog_enabled"),
                       &Environment::is_volumetric_fog_enabled);
  ClassDB::bind_method(D_METHOD("set_volumetric_fog_density", "value"),
                       &Environment::set_volumetric_fog_density);
  ClassDB::bind_method(D_METHOD("get_volumetric_fog_density"),
                       &Environment::get_volumetric_fog_density);
  ClassDB::bind_method(D_METHOD("set_volumetric_fog_albedo", "value"),
                       &Environment::set_volumetric_fog_albedo);
  ClassDB::bind_method(D_METHOD("get_volumetric_fog_albedo"),
                       &Environment::get_volumetric_fog_albedo);
  ClassDB::bind_method(D_METHOD("set_volumetric_fog_emission", "value"),
                       &Environment::set_volumetric_fog_emission);
  ClassDB::bind_method(D_METHOD("get_volumetric_fog_emission"),
                       &Environment::get_volumetric_fog_emission);
  ClassDB::bind_method(D_METHOD("set_volumetric_fog_emission_energy", "value"),
                       &Environment::set_volumetric_fog_emission_energy);
  ClassDB::bind_method(D_METHOD("get_volumetric_fog_emission_energy"),
                       &Environment::get_volumetric_fog_emission_energy);
  ClassDB::bind_method(D_METHOD("set_volumetric_fog_gi_inject", "value"),
                       &Environment::set_volumetric_fog_gi_inject);
  ClassDB::bind_method(D_METHOD("get_volumetric_fog_gi_inject"),
                       &Environment::get_volumetric_fog_gi_inject);
  ClassDB::bind_method(D_METHOD("set_volumetric_fog_anisotropy", "value"),
                       &Environment::set_volumetric_fog_anisotropy);
  ClassDB::bind_method(D_METHOD("get_volumetric_fog_anisotropy"),
                       &Environment::get_volumetric_fog_anisotropy);
  ClassDB::bind_method(D_METHOD("set_volumetric_fog_length", "value"),
                       &Environment::set_volumetric_fog_length);
  ClassDB::bind_method(D_METHOD("get_volumetric_fog_length"),
                       &Environment::get_volumetric_fog_length);
  ClassDB::bind_method(D_METHOD("set_volumetric_fog_detail_spread", "value"),
                       &Environment::set_volumetric_fog_detail_spread);
  ClassDB::bind_method(D_METHOD("get_volumetric_fog_detail_spread"),
                       &Environment::get_volumetric_fog_detail_spread);
  ClassDB::bind_method(D_METHOD("set_volumetric_fog_ambient_inject", "value"),
                       &Environment::set_volumetric_fog_ambient_inject);
  ClassDB::bind_method(D_METHOD("get_volumetric_fog_ambient_inject"),
                       &Environment::get_volumetric_fog_ambient_inject);
  ClassDB::bind_method(D_METHOD("set_volumetric_fog_sky_affect", "value"),
                       &Environment::set_volumetric_fog_sky_affect);
  ClassDB::bind_method(D_METHOD("get_volumetric_fog_sky_affect"),
                       &Environment::get_volumetric_fog_sky_affect);
  ClassDB::bind_method(D_METHOD("set_volumetric_fog_temporal_reprojection_enabled", "value"),
                       &Environment::set_volumetric_fog_temporal_reprojection_enabled);
  ClassDB::bind_method(D_METHOD("is_volumetric_fog_temporal_reprojection_enabled"),
                       &Environment::is_volumetric_fog_temporal_reprojection_enabled);
  ClassDB::bind_method(D_METHOD("set_volumetric_fog_temporal_reprojection_amount", "value"),
                       &Environment::set_volumetric_fog_temporal_reprojection_amount);
  ClassDB::bind_method(D_METHOD("get_volumetric_fog_temporal_reprojection_amount"),
                       &Environment::get_volumetric_fog_temporal_reprojection_amount);
  ClassDB::bind_method(D_METHOD("set_adjustment_enabled", "value"),
                       &Environment::set_adjustment_enabled);
  ClassDB::bind_method(D_METHOD("is_adjustment_enabled"), &Environment::is_adjustment_enabled);
  ClassDB::bind_method(D_METHOD("set_adjustment_brightness", "value"),
                       &Environment::set_adjustment_brightness);
  ClassDB::bind_method(D_METHOD("get_adjustment_brightness"),
                       &Environment::get_adjustment_brightness);
  ClassDB::bind_method(D_METHOD("set_adjustment_saturation", "value"),
                       &Environment::set_adjustment_saturation);
  ClassDB::bind_method(D_METHOD("get_adjustment_saturation"),
                       &Environment::get_adjustment_saturation);
  ClassDB::bind_method(D_METHOD("set_adjustment_contrast", "value"),
                       &Environment::set_adjustment_contrast);
  ClassDB::bind_method(D_METHOD("get_adjustment_contrast"), &Environment::get_adjustment_contrast);
  ClassDB::bind_method(D_METHOD("set_adjustment_color_correction", "value"),
                       &Environment::set_adjustment_color_correction);
  ClassDB::bind_method(D_METHOD("get_adjustment_color_correction"),
                       &Environment::get_adjustment_color_correction);
  ClassDB::bind_method(D_METHOD("set_glow_level", "idx", "intensity"),
                       &Environment::set_glow_level);
  ClassDB::bind_method(D_METHOD("get_glow_level", "idx"), &Environment::get_glow_level);
  ClassDB::bind_method(D_METHOD("set_sdfgi_cascade0_distance", "distance"),
                       &Environment::set_sdfgi_cascade0_distance);
  ClassDB::bind_method(D_METHOD("get_sdfgi_cascade0_distance"),
                       &Environment::get_sdfgi_cascade0_distance);
  ClassDB::bind_method(D_METHOD("set_sdfgi_max_distance", "distance"),
                       &Environment::set_sdfgi_max_distance);
  ClassDB::bind_method(D_METHOD("get_sdfgi_max_distance"), &Environment::get_sdfgi_max_distance);
  ClassDB::add_property(PropertyInfo(Variant::INT, "background_mode", PROPERTY_HINT_ENUM,
                                     "Clear Color,Custom Color,Sky,Canvas,Keep,Camera Feed"),
                        "set_background", "get_background");
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "background_color"), "set_bg_color",
                        "get_bg_color");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "background_energy_multiplier",
                                     PROPERTY_HINT_RANGE, "0,16,0.01"),
                        "set_bg_energy_multiplier", "get_bg_energy_multiplier");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "background_intensity", PROPERTY_HINT_RANGE,
                                     "0,100000,0.01,suffix:nt"),
                        "set_bg_intensity", "get_bg_intensity");
  ClassDB::add_property(PropertyInfo(Variant::INT, "background_canvas_max_layer",
                                     PROPERTY_HINT_RANGE, "-1000,1000,1"),
                        "set_canvas_max_layer", "get_canvas_max_layer");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "background_camera_feed_id", PROPERTY_HINT_RANGE, "1,10,1"),
      "set_camera_feed_id", "get_camera_feed_id");
  ClassDB::add_property(PropertyInfo(Variant::OBJECT, "sky", PROPERTY_HINT_RESOURCE_TYPE, "Sky"),
                        "set_sky", "get_sky");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "sky_custom_fov", PROPERTY_HINT_RANGE, "0,180,0.1,degrees"),
      "set_sky_custom_fov", "get_sky_custom_fov");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "sky_rotation", PROPERTY_HINT_RANGE,
                                     "-360,360,0.1,or_less,or_greater,radians_as_degrees"),
                        "set_sky_rotation", "get_sky_rotation");
  ClassDB::add_property(PropertyInfo(Variant::INT, "ambient_light_source", PROPERTY_HINT_ENUM,
                                     "Background,Disabled,Color,Sky"),
                        "set_ambient_source", "get_ambient_source");
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "ambient_light_color"),
                        "set_ambient_light_color", "get_ambient_light_color");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "ambient_light_sky_contribution",
                                     PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_ambient_light_sky_contribution", "get_ambient_light_sky_contribution");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ambient_light_energy", PROPERTY_HINT_RANGE, "0,16,0.01"),
      "set_ambient_light_energy", "get_ambient_light_energy");
  ClassDB::add_property(PropertyInfo(Variant::INT, "reflected_light_source", PROPERTY_HINT_ENUM,
                                     "Background,Disabled,Sky"),
                        "set_reflection_source", "get_reflection_source");
  ClassDB::add_property(PropertyInfo(Variant::INT, "tonemap_mode", PROPERTY_HINT_ENUM,
                                     "Linear,Reinhard,Filmic,ACES,AgX"),
                        "set_tonemapper", "get_tonemapper");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "tonemap_exposure", PROPERTY_HINT_RANGE, "0,4,0.01,or_greater"),
      "set_tonemap_exposure", "get_tonemap_exposure");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "tonemap_white", PROPERTY_HINT_RANGE, "1,16,0.01,or_greater"),
      "set_tonemap_white", "get_tonemap_white");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "tonemap_agx_white", PROPERTY_HINT_RANGE,
                                     "2,16.5,0.01,or_greater"),
                        "set_tonemap_agx_white", "get_tonemap_agx_white");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "tonemap_agx_contrast", PROPERTY_HINT_RANGE,
                                     "1.0,2.0,0.01,or_greater"),
                        "set_tonemap_agx_contrast", "get_tonemap_agx_contrast");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "ssr_enabled"), "set_ssr_enabled",
                        "is_ssr_enabled");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "ssr_max_steps", PROPERTY_HINT_RANGE, "32,512,1"),
      "set_ssr_max_steps", "get_ssr_max_steps");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ssr_fade_in", PROPERTY_HINT_EXP_EASING, "positive_only"),
      "set_ssr_fade_in", "get_ssr_fade_in");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ssr_fade_out", PROPERTY_HINT_EXP_EASING, "positive_only"),
      "set_ssr_fade_out", "get_ssr_fade_out");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ssr_depth_tolerance", PROPERTY_HINT_RANGE, "0.01,128,0.1"),
      "set_ssr_depth_tolerance", "get_ssr_depth_tolerance");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "ssao_enabled"), "set_ssao_enabled",
                        "is_ssao_enabled");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ssao_radius", PROPERTY_HINT_RANGE, "0.01,16,0.01,or_greater"),
      "set_ssao_radius", "get_ssao_radius");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ssao_intensity", PROPERTY_HINT_RANGE, "0,16,0.01,or_greater"),
      "set_ssao_intensity", "get_ssao_intensity");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ssao_power", PROPERTY_HINT_EXP_EASING, "positive_only"),
      "set_ssao_power", "get_ssao_power");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ssao_detail", PROPERTY_HINT_RANGE, "0,5,0.01"),
      "set_ssao_detail", "get_ssao_detail");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ssao_horizon", PROPERTY_HINT_RANGE, "0,1,0.01"),
      "set_ssao_horizon", "get_ssao_horizon");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ssao_sharpness", PROPERTY_HINT_RANGE, "0,1,0.01"),
      "set_ssao_sharpness", "get_ssao_sharpness");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ssao_light_affect", PROPERTY_HINT_RANGE, "0.00,1,0.01"),
      "set_ssao_direct_light_affect", "get_ssao_direct_light_affect");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ssao_ao_channel_affect", PROPERTY_HINT_RANGE, "0.00,1,0.01"),
      "set_ssao_ao_channel_affect", "get_ssao_ao_channel_affect");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "ssil_enabled"), "set_ssil_enabled",
                        "is_ssil_enabled");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "ssil_radius", PROPERTY_HINT_RANGE,
                                     "0.01,16,0.01,or_greater,suffix:m"),
                        "set_ssil_radius", "get_ssil_radius");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ssil_intensity", PROPERTY_HINT_RANGE, "0,16,0.01,or_greater"),
      "set_ssil_intensity", "get_ssil_intensity");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ssil_sharpness", PROPERTY_HINT_RANGE, "0,1,0.01"),
      "set_ssil_sharpness", "get_ssil_sharpness");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ssil_normal_rejection", PROPERTY_HINT_RANGE, "0,1,0.01"),
      "set_ssil_normal_rejection", "get_ssil_normal_rejection");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "sdfgi_enabled"), "set_sdfgi_enabled",
                        "is_sdfgi_enabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "sdfgi_use_occlusion"),
                        "set_sdfgi_use_occlusion", "is_sdfgi_using_occlusion");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "sdfgi_read_sky_light"),
                        "set_sdfgi_read_sky_light", "is_sdfgi_reading_sky_light");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "sdfgi_bounce_feedback", PROPERTY_HINT_RANGE, "0,1.99,0.01"),
      "set_sdfgi_bounce_feedback", "get_sdfgi_bounce_feedback");
  ClassDB::add_property(PropertyInfo(Variant::INT, "sdfgi_cascades", PROPERTY_HINT_RANGE, "1,8,1"),
                        "set_sdfgi_cascades", "get_sdfgi_cascades");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "sdfgi_min_cell_size", PROPERTY_HINT_RANGE, "0.01,64,0.01"),
      "set_sdfgi_min_cell_size", "get_sdfgi_min_cell_size");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "sdfgi_cascade0_distance", PROPERTY_HINT_RANGE,
                                     "0.1,16384,0.1,or_greater"),
                        "set_sdfgi_cascade0_distance", "get_sdfgi_cascade0_distance");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "sdfgi_max_distance", PROPERTY_HINT_RANGE,
                                     "0.1,16384,0.1,or_greater"),
                        "set_sdfgi_max_distance", "get_sdfgi_max_distance");
  ClassDB::add_property(PropertyInfo(Variant::INT, "sdfgi_y_scale", PROPERTY_HINT_ENUM,
                                     "50% (Compact),75% (Balanced),100% (Sparse)"),
                        "set_sdfgi_y_scale", "get_sdfgi_y_scale");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "sdfgi_energy"), "set_sdfgi_energy",
                        "get_sdfgi_energy");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "sdfgi_normal_bias"), "set_sdfgi_normal_bias",
                        "get_sdfgi_normal_bias");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "sdfgi_probe_bias"), "set_sdfgi_probe_bias",
                        "get_sdfgi_probe_bias");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "glow_enabled"), "set_glow_enabled",
                        "is_glow_enabled");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "glow_levels/1", PROPERTY_HINT_RANGE, "0,16,0.01,or_greater"),
      "set_glow_level", "get_glow_level", 0);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "glow_levels/2", PROPERTY_HINT_RANGE, "0,16,0.01,or_greater"),
      "set_glow_level", "get_glow_level", 1);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "glow_levels/3", PROPERTY_HINT_RANGE, "0,16,0.01,or_greater"),
      "set_glow_level", "get_glow_level", 2);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "glow_levels/4", PROPERTY_HINT_RANGE, "0,16,0.01,or_greater"),
      "set_glow_level", "get_glow_level", 3);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "glow_levels/5", PROPERTY_HINT_RANGE, "0,16,0.01,or_greater"),
      "set_glow_level", "get_glow_level", 4);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "glow_levels/6", PROPERTY_HINT_RANGE, "0,16,0.01,or_greater"),
      "set_glow_level", "get_glow_level", 5);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "glow_levels/7", PROPERTY_HINT_RANGE, "0,16,0.01,or_greater"),
      "set_glow_level", "get_glow_level", 6);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "glow_normalized"), "set_glow_normalized",
                        "is_glow_normalized");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "glow_intensity", PROPERTY_HINT_RANGE, "0.0,8.0,0.01"),
      "set_glow_intensity", "get_glow_intensity");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "glow_strength", PROPERTY_HINT_RANGE, "0.0,2.0,0.01"),
      "set_glow_strength", "get_glow_strength");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "glow_mix", PROPERTY_HINT_RANGE, "0.0,1.0,0.001"),
      "set_glow_mix", "get_glow_mix");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "glow_bloom", PROPERTY_HINT_RANGE, "0.0,1.0,0.01"),
      "set_glow_bloom", "get_glow_bloom");
  ClassDB::add_property(PropertyInfo(Variant::INT, "glow_blend_mode", PROPERTY_HINT_ENUM,
                                     "Additive,Screen,Soft Light,Replace,Mix"),
                        "set_glow_blend_mode", "get_glow_blend_mode");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "glow_hdr_threshold", PROPERTY_HINT_RANGE, "0.0,4.0,0.01"),
      "set_glow_hdr_bleed_threshold", "get_glow_hdr_bleed_threshold");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "glow_hdr_scale", PROPERTY_HINT_RANGE, "0.0,4.0,0.01"),
      "set_glow_hdr_bleed_scale", "get_glow_hdr_bleed_scale");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "glow_hdr_luminance_cap", PROPERTY_HINT_RANGE, "0.0,256.0,0.01"),
      "set_glow_hdr_luminance_cap", "get_glow_hdr_luminance_cap");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "glow_map_strength", PROPERTY_HINT_RANGE, "0.0,1.0,0.01"),
      "set_glow_map_strength", "get_glow_map_strength");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "glow_map", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_glow_map", "get_glow_map");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "fog_enabled"), "set_fog_enabled",
                        "is_fog_enabled");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "fog_mode", PROPERTY_HINT_ENUM, "Exponential,Depth"),
      "set_fog_mode", "get_fog_mode");
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "fog_light_color"), "set_fog_light_color",
                        "get_fog_light_color");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "fog_light_energy", PROPERTY_HINT_RANGE, "0,16,0.01,or_greater"),
      "set_fog_light_energy", "get_fog_light_energy");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "fog_sun_scatter", PROPERTY_HINT_RANGE, "0,1,0.01,or_greater"),
      "set_fog_sun_scatter", "get_fog_sun_scatter");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "fog_density", PROPERTY_HINT_RANGE, "0,1,0.0001,or_greater"),
      "set_fog_density", "get_fog_density");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "fog_aerial_perspective", PROPERTY_HINT_RANGE, "0,1,0.001"),
      "set_fog_aerial_perspective", "get_fog_aerial_perspective");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "fog_sky_affect", PROPERTY_HINT_RANGE, "0,1,0.001"),
      "set_fog_sky_affect", "get_fog_sky_affect");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "fog_height", PROPERTY_HINT_RANGE,
                                     "-1024,1024,0.01,or_less,or_greater,suffix:m"),
                        "set_fog_height", "get_fog_height");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "fog_height_density", PROPERTY_HINT_RANGE,
                                     "-16,16,0.0001,or_less,or_greater"),
                        "set_fog_height_density", "get_fog_height_density");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "fog_depth_curve", PROPERTY_HINT_EXP_EASING, ""),
      "set_fog_depth_curve", "get_fog_depth_curve");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "fog_depth_begin", PROPERTY_HINT_RANGE,
                                     "0,4000,0.1,or_greater,or_less,suffix:m"),
                        "set_fog_depth_begin", "get_fog_depth_begin");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "fog_depth_end", PROPERTY_HINT_RANGE,
                                     "0,4000,0.1,or_greater,or_less,suffix:m"),
                        "set_fog_depth_end", "get_fog_depth_end");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "volumetric_fog_enabled"),
                        "set_volumetric_fog_enabled", "is_volumetric_fog_enabled");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "volumetric_fog_density", PROPERTY_HINT_RANGE,
                                     "0,1,0.0001,or_greater"),
                        "set_volumetric_fog_density", "get_volumetric_fog_density");
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "volumetric_fog_albedo"),
                        "set_volumetric_fog_albedo", "get_volumetric_fog_albedo");
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "volumetric_fog_emission"),
                        "set_volumetric_fog_emission", "get_volumetric_fog_emission");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "volumetric_fog_emission_energy",
                                     PROPERTY_HINT_RANGE, "0,1024,0.01,or_greater"),
                        "set_volumetric_fog_emission_energy", "get_volumetric_fog_emission_energy");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "volumetric_fog_gi_inject",
                                     PROPERTY_HINT_RANGE, "0.0,16,0.01,exp"),
                        "set_volumetric_fog_gi_inject", "get_volumetric_fog_gi_inject");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "volumetric_fog_anisotropy",
                                     PROPERTY_HINT_RANGE, "-0.9,0.9,0.01"),
                        "set_volumetric_fog_anisotropy", "get_volumetric_fog_anisotropy");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "volumetric_fog_length", PROPERTY_HINT_RANGE,
                                     "0.01,1024,0.01,or_greater,suffix:m"),
                        "set_volumetric_fog_length", "get_volumetric_fog_length");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "volumetric_fog_detail_spread",
                                     PROPERTY_HINT_EXP_EASING, "positive_only"),
                        "set_volumetric_fog_detail_spread", "get_volumetric_fog_detail_spread");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "volumetric_fog_ambient_inject",
                                     PROPERTY_HINT_RANGE, "0.0,16,0.01,exp"),
                        "set_volumetric_fog_ambient_inject", "get_volumetric_fog_ambient_inject");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "volumetric_fog_sky_affect", PROPERTY_HINT_RANGE, "0,1,0.001"),
      "set_volumetric_fog_sky_affect", "get_volumetric_fog_sky_affect");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "volumetric_fog_temporal_reprojection_enabled"),
                        "set_volumetric_fog_temporal_reprojection_enabled",
                        "is_volumetric_fog_temporal_reprojection_enabled");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "volumetric_fog_temporal_reprojection_amount",
                                     PROPERTY_HINT_RANGE, "0.5,0.99,0.001"),
                        "set_volumetric_fog_temporal_reprojection_amount",
                        "get_volumetric_fog_temporal_reprojection_amount");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "adjustment_enabled"), "set_adjustment_enabled",
                        "is_adjustment_enabled");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "adjustment_brightness", PROPERTY_HINT_RANGE,
                                     "0.0,2.0,0.01,or_greater"),
                        "set_adjustment_brightness", "get_adjustment_brightness");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "adjustment_saturation", PROPERTY_HINT_RANGE,
                                     "0.0,2.0,0.01,or_less,or_greater"),
                        "set_adjustment_saturation", "get_adjustment_saturation");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "adjustment_contrast", PROPERTY_HINT_RANGE,
                                     "0.75,1.25,0.005,or_less,or_greater"),
                        "set_adjustment_contrast", "get_adjustment_contrast");
  ClassDB::add_property(PropertyInfo(Variant::OBJECT, "adjustment_color_correction",
                                     PROPERTY_HINT_RESOURCE_TYPE, "Texture2D,Texture3D"),
                        "set_adjustment_color_correction", "get_adjustment_color_correction");
}

}  // namespace arbor
