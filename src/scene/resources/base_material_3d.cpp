#include "arbor/scene/resources/base_material_3d.h"

#include <algorithm>
#include <string>
#include <string_view>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"

namespace arbor {
namespace {

template <class Enum>
void check_index(Enum value, int count, const char* what) {
  if (int(value) < 0 || int(value) >= count) {
    throw Error(std::string("BaseMaterial3D::") + what + ": " + std::to_string(int(value)) +
                " is out of range (0.." + std::to_string(count - 1) + ")");
  }
}

}  // namespace

BaseMaterial3D::BaseMaterial3D(bool orm) : orm_(orm) { flags_[FLAG_USE_TEXTURE_REPEAT] = true; }

void BaseMaterial3D::set_albedo(const Color& value) { assign(albedo_, value); }
void BaseMaterial3D::set_metallic(float value) { assign(metallic_, value); }
void BaseMaterial3D::set_specular(float value) { assign(specular_, value); }
void BaseMaterial3D::set_roughness(float value) { assign(roughness_, value); }
void BaseMaterial3D::set_metallic_texture_channel(TextureChannel value) {
  assign(metallic_channel_, value);
}
void BaseMaterial3D::set_roughness_texture_channel(TextureChannel value) {
  assign(roughness_channel_, value);
}
void BaseMaterial3D::set_ao_texture_channel(TextureChannel value) { assign(ao_channel_, value); }
void BaseMaterial3D::set_refraction_texture_channel(TextureChannel value) {
  assign(refraction_channel_, value);
}
void BaseMaterial3D::set_emission(const Color& value) { assign(emission_, value); }
void BaseMaterial3D::set_emission_energy_multiplier(float value) {
  assign(emission_energy_, value);
}
void BaseMaterial3D::set_emission_intensity(float value) { assign(emission_intensity_, value); }
void BaseMaterial3D::set_emission_operator(EmissionOperator value) { assign(emission_op_, value); }
void BaseMaterial3D::set_normal_scale(float value) { assign(normal_scale_, value); }
void BaseMaterial3D::set_rim(float value) { assign(rim_, value); }
void BaseMaterial3D::set_rim_tint(float value) { assign(rim_tint_, value); }
void BaseMaterial3D::set_clearcoat(float value) { assign(clearcoat_, value); }
void BaseMaterial3D::set_clearcoat_roughness(float value) { assign(clearcoat_roughness_, value); }
void BaseMaterial3D::set_anisotropy(float value) { assign(anisotropy_, value); }
void BaseMaterial3D::set_ao_light_affect(float value) { assign(ao_light_affect_, value); }
void BaseMaterial3D::set_heightmap_scale(float value) { assign(heightmap_scale_, value); }
void BaseMaterial3D::set_heightmap_deep_parallax(bool value) { assign(deep_parallax_, value); }
void BaseMaterial3D::set_heightmap_deep_parallax_min_layers(int value) {
  assign(parallax_min_, value);
}
void BaseMaterial3D::set_heightmap_deep_parallax_max_layers(int value) {
  assign(parallax_max_, value);
}
void BaseMaterial3D::set_heightmap_deep_parallax_flip_tangent(bool value) {
  assign(flip_tangent_, value);
}
void BaseMaterial3D::set_heightmap_deep_parallax_flip_binormal(bool value) {
  assign(flip_binormal_, value);
}
void BaseMaterial3D::set_subsurface_scattering_strength(float value) { assign(subsurface_, value); }
void BaseMaterial3D::set_transmittance_color(const Color& value) {
  assign(transmittance_color_, value);
}
void BaseMaterial3D::set_transmittance_depth(float value) { assign(transmittance_depth_, value); }
void BaseMaterial3D::set_transmittance_boost(float value) { assign(transmittance_boost_, value); }
void BaseMaterial3D::set_backlight(const Color& value) { assign(backlight_, value); }
void BaseMaterial3D::set_refraction(float value) { assign(refraction_, value); }
void BaseMaterial3D::set_detail_uv(DetailUV value) { assign(detail_uv_, value); }
void BaseMaterial3D::set_detail_blend_mode(BlendMode value) { assign(detail_blend_mode_, value); }
void BaseMaterial3D::set_transparency(Transparency value) { assign(transparency_, value); }
void BaseMaterial3D::set_alpha_scissor_threshold(float value) { assign(alpha_scissor_, value); }
void BaseMaterial3D::set_alpha_hash_scale(float value) { assign(alpha_hash_scale_, value); }
void BaseMaterial3D::set_alpha_antialiasing(AlphaAntiAliasing value) { assign(alpha_aa_, value); }
void BaseMaterial3D::set_alpha_antialiasing_edge(float value) { assign(alpha_aa_edge_, value); }
void BaseMaterial3D::set_blend_mode(BlendMode value) { assign(blend_mode_, value); }
void BaseMaterial3D::set_cull_mode(CullMode value) { assign(cull_mode_, value); }
void BaseMaterial3D::set_depth_draw_mode(DepthDrawMode value) { assign(depth_draw_mode_, value); }
void BaseMaterial3D::set_depth_test(DepthTest value) { assign(depth_test_, value); }
void BaseMaterial3D::set_shading_mode(ShadingMode value) { assign(shading_mode_, value); }
void BaseMaterial3D::set_diffuse_mode(DiffuseMode value) { assign(diffuse_mode_, value); }
void BaseMaterial3D::set_specular_mode(SpecularMode value) { assign(specular_mode_, value); }
void BaseMaterial3D::set_texture_filter(TextureFilter value) { assign(texture_filter_, value); }
void BaseMaterial3D::set_uv1_scale(const Vector3& value) { assign(uv1_scale_, value); }
void BaseMaterial3D::set_uv1_offset(const Vector3& value) { assign(uv1_offset_, value); }
void BaseMaterial3D::set_uv2_scale(const Vector3& value) { assign(uv2_scale_, value); }
void BaseMaterial3D::set_uv2_offset(const Vector3& value) { assign(uv2_offset_, value); }
void BaseMaterial3D::set_billboard_mode(BillboardMode value) { assign(billboard_mode_, value); }
void BaseMaterial3D::set_particles_anim_h_frames(int value) { assign(anim_h_frames_, value); }
void BaseMaterial3D::set_particles_anim_v_frames(int value) { assign(anim_v_frames_, value); }
void BaseMaterial3D::set_particles_anim_loop(bool value) { assign(anim_loop_, value); }
void BaseMaterial3D::set_grow_enabled(bool value) { assign(grow_enabled_, value); }
void BaseMaterial3D::set_grow(float value) { assign(grow_, value); }
void BaseMaterial3D::set_point_size(float value) { assign(point_size_, value); }
void BaseMaterial3D::set_z_clip_scale(float value) { assign(z_clip_scale_, value); }
void BaseMaterial3D::set_fov_override(float value) { assign(fov_override_, value); }
void BaseMaterial3D::set_proximity_fade_enabled(bool value) { assign(proximity_fade_, value); }
void BaseMaterial3D::set_distance_fade(DistanceFadeMode value) { assign(distance_fade_, value); }
void BaseMaterial3D::set_distance_fade_min_distance(float value) {
  assign(distance_fade_min_, value);
}
void BaseMaterial3D::set_distance_fade_max_distance(float value) {
  assign(distance_fade_max_, value);
}
void BaseMaterial3D::set_msdf_pixel_range(float value) { assign(msdf_pixel_range_, value); }
void BaseMaterial3D::set_msdf_outline_size(float value) { assign(msdf_outline_size_, value); }
void BaseMaterial3D::set_stencil_mode(StencilMode value) { assign(stencil_mode_, value); }
void BaseMaterial3D::set_stencil_flags(int value) { assign(stencil_flags_, value); }
void BaseMaterial3D::set_stencil_compare(StencilCompare value) { assign(stencil_compare_, value); }
void BaseMaterial3D::set_stencil_reference(int value) { assign(stencil_reference_, value); }
void BaseMaterial3D::set_stencil_effect_color(const Color& value) { assign(stencil_color_, value); }
void BaseMaterial3D::set_stencil_effect_outline_thickness(float value) {
  assign(stencil_outline_thickness_, value);
}

void BaseMaterial3D::set_proximity_fade_distance(float distance) {
  assign(proximity_fade_distance_, std::max(distance, 0.01f));
}

// Negative sharpness or one above 150 gives NaNs in the shader, so Godot clamps it.
void BaseMaterial3D::set_uv1_triplanar_blend_sharpness(float sharpness) {
  assign(uv1_sharpness_, std::clamp(sharpness, 0.0f, 150.0f));
}

void BaseMaterial3D::set_uv2_triplanar_blend_sharpness(float sharpness) {
  assign(uv2_sharpness_, std::clamp(sharpness, 0.0f, 150.0f));
}

void BaseMaterial3D::set_flag(Flags flag, bool enable) {
  check_index(flag, FLAG_MAX, "set_flag");
  if (flags_[flag] == enable) return;
  flags_[flag] = enable;
  emit_changed();
}

bool BaseMaterial3D::get_flag(Flags flag) const {
  check_index(flag, FLAG_MAX, "get_flag");
  return flags_[flag];
}

void BaseMaterial3D::set_feature(Feature feature, bool enable) {
  check_index(feature, FEATURE_MAX, "set_feature");
  if (features_[feature] == enable) return;
  features_[feature] = enable;
  emit_changed();
}

bool BaseMaterial3D::get_feature(Feature feature) const {
  check_index(feature, FEATURE_MAX, "get_feature");
  return features_[feature];
}

void BaseMaterial3D::set_texture(TextureParam param, const Ref<Texture2D>& texture) {
  check_index(param, TEXTURE_MAX, "set_texture");
  assign(textures_[param], texture);
}

Ref<Texture2D> BaseMaterial3D::get_texture(TextureParam param) const {
  check_index(param, TEXTURE_MAX, "get_texture");
  return textures_[param];
}

bool BaseMaterial3D::is_transparent() const {
  return transparency_ == TRANSPARENCY_ALPHA ||
         transparency_ == TRANSPARENCY_ALPHA_DEPTH_PRE_PASS || blend_mode_ != BLEND_MODE_MIX ||
         features_[FEATURE_REFRACTION] || proximity_fade_ ||
         distance_fade_ == DISTANCE_FADE_PIXEL_ALPHA;
}

void BaseMaterial3D::_validate_property(PropertyInfo& property) const {
  Material::_validate_property(property);
  const std::string_view name = property.name.view();
  const auto hide = [&property] { property.usage = PROPERTY_USAGE_NONE; };
  // Emission in nits needs physical light units, which Arbor's projects do not turn on.
  if (name == "emission_intensity") hide();
  if (name.starts_with("particles_anim_") && billboard_mode_ != BILLBOARD_PARTICLES) hide();
  const bool can_select_aa =
      transparency_ == TRANSPARENCY_ALPHA_SCISSOR || transparency_ == TRANSPARENCY_ALPHA_HASH;
  const bool alpha_aa = alpha_aa_ != ALPHA_ANTIALIASING_OFF && can_select_aa;
  if (name == "alpha_scissor_threshold" && transparency_ != TRANSPARENCY_ALPHA_SCISSOR) hide();
  if (name == "alpha_hash_scale" && transparency_ != TRANSPARENCY_ALPHA_HASH) hide();
  if (name == "alpha_antialiasing_mode" && !can_select_aa) hide();
  if (name == "alpha_antialiasing_edge" && !alpha_aa) hide();
  if (name == "blend_mode" && alpha_aa) hide();
  if ((name == "heightmap_min_layers" || name == "heightmap_max_layers") && !deep_parallax_) {
    hide();
  }
  if (flags_[FLAG_SUBSURFACE_MODE_SKIN] && (name == "subsurf_scatter_transmittance_color" ||
                                            name == "subsurf_scatter_transmittance_texture")) {
    hide();
  }
  if (orm_) {
    if (name.starts_with("roughness") || name.starts_with("metallic") ||
        name.starts_with("ao_texture")) {
      hide();
    }
  } else if (name == "orm_texture") {
    hide();
  }
  if (shading_mode_ != SHADING_MODE_PER_PIXEL) {
    if (shading_mode_ != SHADING_MODE_PER_VERTEX) {
      for (const std::string_view prefix :
           {"ao", "emission", "metallic", "rim", "roughness", "subsurf_scatter"}) {
        if (name.starts_with(prefix)) hide();
      }
    }
    for (const std::string_view prefix :
         {"anisotropy", "clearcoat", "normal", "backlight", "transmittance"}) {
      if (name.starts_with(prefix)) hide();
    }
  }
}

void BaseMaterial3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_albedo", "value"), &BaseMaterial3D::set_albedo);
  ClassDB::bind_method(D_METHOD("get_albedo"), &BaseMaterial3D::get_albedo);
  ClassDB::bind_method(D_METHOD("set_metallic", "value"), &BaseMaterial3D::set_metallic);
  ClassDB::bind_method(D_METHOD("get_metallic"), &BaseMaterial3D::get_metallic);
  ClassDB::bind_method(D_METHOD("set_specular", "value"), &BaseMaterial3D::set_specular);
  ClassDB::bind_method(D_METHOD("get_specular"), &BaseMaterial3D::get_specular);
  ClassDB::bind_method(D_METHOD("set_roughness", "value"), &BaseMaterial3D::set_roughness);
  ClassDB::bind_method(D_METHOD("get_roughness"), &BaseMaterial3D::get_roughness);
  ClassDB::bind_method(D_METHOD("set_metallic_texture_channel", "value"),
                       &BaseMaterial3D::set_metallic_texture_channel);
  ClassDB::bind_method(D_METHOD("get_metallic_texture_channel"),
                       &BaseMaterial3D::get_metallic_texture_channel);
  ClassDB::bind_method(D_METHOD("set_roughness_texture_channel", "value"),
                       &BaseMaterial3D::set_roughness_texture_channel);
  ClassDB::bind_method(D_METHOD("get_roughness_texture_channel"),
                       &BaseMaterial3D::get_roughness_texture_channel);
  ClassDB::bind_method(D_METHOD("set_ao_texture_channel", "value"),
                       &BaseMaterial3D::set_ao_texture_channel);
  ClassDB::bind_method(D_METHOD("get_ao_texture_channel"), &BaseMaterial3D::get_ao_texture_channel);
  ClassDB::bind_method(D_METHOD("set_refraction_texture_channel", "value"),
                       &BaseMaterial3D::set_refraction_texture_channel);
  ClassDB::bind_method(D_METHOD("get_refraction_texture_channel"),
                       &BaseMaterial3D::get_refraction_texture_channel);
  ClassDB::bind_method(D_METHOD("set_emission", "value"), &BaseMaterial3D::set_emission);
  ClassDB::bind_method(D_METHOD("get_emission"), &BaseMaterial3D::get_emission);
  ClassDB::bind_method(D_METHOD("set_emission_energy_multiplier", "value"),
                       &BaseMaterial3D::set_emission_energy_multiplier);
  ClassDB::bind_method(D_METHOD("get_emission_energy_multiplier"),
                       &BaseMaterial3D::get_emission_energy_multiplier);
  ClassDB::bind_method(D_METHOD("set_emission_intensity", "value"),
                       &BaseMaterial3D::set_emission_intensity);
  ClassDB::bind_method(D_METHOD("get_emission_intensity"), &BaseMaterial3D::get_emission_intensity);
  ClassDB::bind_method(D_METHOD("set_emission_operator", "value"),
                       &BaseMaterial3D::set_emission_operator);
  ClassDB::bind_method(D_METHOD("get_emission_operator"), &BaseMaterial3D::get_emission_operator);
  ClassDB::bind_method(D_METHOD("set_normal_scale", "value"), &BaseMaterial3D::set_normal_scale);
  ClassDB::bind_method(D_METHOD("get_normal_scale"), &BaseMaterial3D::get_normal_scale);
  ClassDB::bind_method(D_METHOD("set_rim", "value"), &BaseMaterial3D::set_rim);
  ClassDB::bind_method(D_METHOD("get_rim"), &BaseMaterial3D::get_rim);
  ClassDB::bind_method(D_METHOD("set_rim_tint", "value"), &BaseMaterial3D::set_rim_tint);
  ClassDB::bind_method(D_METHOD("get_rim_tint"), &BaseMaterial3D::get_rim_tint);
  ClassDB::bind_method(D_METHOD("set_clearcoat", "value"), &BaseMaterial3D::set_clearcoat);
  ClassDB::bind_method(D_METHOD("get_clearcoat"), &BaseMaterial3D::get_clearcoat);
  ClassDB::bind_method(D_METHOD("set_clearcoat_roughness", "value"),
                       &BaseMaterial3D::set_clearcoat_roughness);
  ClassDB::bind_method(D_METHOD("get_clearcoat_roughness"),
                       &BaseMaterial3D::get_clearcoat_roughness);
  ClassDB::bind_method(D_METHOD("set_anisotropy", "value"), &BaseMaterial3D::set_anisotropy);
  ClassDB::bind_method(D_METHOD("get_anisotropy"), &BaseMaterial3D::get_anisotropy);
  ClassDB::bind_method(D_METHOD("set_ao_light_affect", "value"),
                       &BaseMaterial3D::set_ao_light_affect);
  ClassDB::bind_method(D_METHOD("get_ao_light_affect"), &BaseMaterial3D::get_ao_light_affect);
  ClassDB::bind_method(D_METHOD("set_heightmap_scale", "value"),
                       &BaseMaterial3D::set_heightmap_scale);
  ClassDB::bind_method(D_METHOD("get_heightmap_scale"), &BaseMaterial3D::get_heightmap_scale);
  ClassDB::bind_method(D_METHOD("set_heightmap_deep_parallax", "value"),
                       &BaseMaterial3D::set_heightmap_deep_parallax);
  ClassDB::bind_method(D_METHOD("is_heightmap_deep_parallax_enabled"),
                       &BaseMaterial3D::is_heightmap_deep_parallax_enabled);
  ClassDB::bind_method(D_METHOD("set_heightmap_deep_parallax_min_layers", "value"),
                       &BaseMaterial3D::set_heightmap_deep_parallax_min_layers);
  ClassDB::bind_method(D_METHOD("get_heightmap_deep_parallax_min_layers"),
                       &BaseMaterial3D::get_heightmap_deep_parallax_min_layers);
  ClassDB::bind_method(D_METHOD("set_heightmap_deep_parallax_max_layers", "value"),
                       &BaseMaterial3D::set_heightmap_deep_parallax_max_layers);
  ClassDB::bind_method(D_METHOD("get_heightmap_deep_parallax_max_layers"),
                       &BaseMaterial3D::get_heightmap_deep_parallax_max_layers);
  ClassDB::bind_method(D_METHOD("set_heightmap_deep_parallax_flip_tangent", "value"),
                       &BaseMaterial3D::set_heightmap_deep_parallax_flip_tangent);
  ClassDB::bind_method(D_METHOD("get_heightmap_deep_parallax_flip_tangent"),
                       &BaseMaterial3D::get_heightmap_deep_parallax_flip_tangent);
  ClassDB::bind_method(D_METHOD("set_heightmap_deep_parallax_flip_binormal", "value"),
                       &BaseMaterial3D::set_heightmap_deep_parallax_flip_binormal);
  ClassDB::bind_method(D_METHOD("get_heightmap_deep_parallax_flip_binormal"),
                       &BaseMaterial3D::get_heightmap_deep_parallax_flip_binormal);
  ClassDB::bind_method(D_METHOD("set_subsurface_scattering_strength", "value"),
                       &BaseMaterial3D::set_subsurface_scattering_strength);
  ClassDB::bind_method(D_METHOD("get_subsurface_scattering_strength"),
                       &BaseMaterial3D::get_subsurface_scattering_strength);
  ClassDB::bind_method(D_METHOD("set_transmittance_color", "value"),
                       &BaseMaterial3D::set_transmittance_color);
  ClassDB::bind_method(D_METHOD("get_transmittance_color"),
                       &BaseMaterial3D::get_transmittance_color);
  ClassDB::bind_method(D_METHOD("set_transmittance_depth", "value"),
                       &BaseMaterial3D::set_transmittance_depth);
  ClassDB::bind_method(D_METHOD("get_transmittance_depth"),
                       &BaseMaterial3D::get_transmittance_depth);
  ClassDB::bind_method(D_METHOD("set_transmittance_boost", "value"),
                       &BaseMaterial3D::set_transmittance_boost);
  ClassDB::bind_method(D_METHOD("get_transmittance_boost"),
                       &BaseMaterial3D::get_transmittance_boost);
  ClassDB::bind_method(D_METHOD("set_backlight", "value"), &BaseMaterial3D::set_backlight);
  ClassDB::bind_method(D_METHOD("get_backlight"), &BaseMaterial3D::get_backlight);
  ClassDB::bind_method(D_METHOD("set_refraction", "value"), &BaseMaterial3D::set_refraction);
  ClassDB::bind_method(D_METHOD("get_refraction"), &BaseMaterial3D::get_refraction);
  ClassDB::bind_method(D_METHOD("set_detail_uv", "value"), &BaseMaterial3D::set_detail_uv);
  ClassDB::bind_method(D_METHOD("get_detail_uv"), &BaseMaterial3D::get_detail_uv);
  ClassDB::bind_method(D_METHOD("set_detail_blend_mode", "value"),
                       &BaseMaterial3D::set_detail_blend_mode);
  ClassDB::bind_method(D_METHOD("get_detail_blend_mode"), &BaseMaterial3D::get_detail_blend_mode);
  ClassDB::bind_method(D_METHOD("set_transparency", "value"), &BaseMaterial3D::set_transparency);
  ClassDB::bind_method(D_METHOD("get_transparency"), &BaseMaterial3D::get_transparency);
  ClassDB::bind_method(D_METHOD("set_alpha_scissor_threshold", "value"),
                       &BaseMaterial3D::set_alpha_scissor_threshold);
  ClassDB::bind_method(D_METHOD("get_alpha_scissor_threshold"),
                       &BaseMaterial3D::get_alpha_scissor_threshold);
  ClassDB::bind_method(D_METHOD("set_alpha_hash_scale", "value"),
                       &BaseMaterial3D::set_alpha_hash_scale);
  ClassDB::bind_method(D_METHOD("get_alpha_hash_scale"), &BaseMaterial3D::get_alpha_hash_scale);
  ClassDB::bind_method(D_METHOD("set_alpha_antialiasing", "value"),
                       &BaseMaterial3D::set_alpha_antialiasing);
  ClassDB::bind_method(D_METHOD("get_alpha_antialiasing"), &BaseMaterial3D::get_alpha_antialiasing);
  ClassDB::bind_method(D_METHOD("set_alpha_antialiasing_edge", "value"),
                       &BaseMaterial3D::set_alpha_antialiasing_edge);
  ClassDB::bind_method(D_METHOD("get_alpha_antialiasing_edge"),
                       &BaseMaterial3D::get_alpha_antialiasing_edge);
  ClassDB::bind_method(D_METHOD("set_blend_mode", "value"), &BaseMaterial3D::set_blend_mode);
  ClassDB::bind_method(D_METHOD("get_blend_mode"), &BaseMaterial3D::get_blend_mode);
  ClassDB::bind_method(D_METHOD("set_cull_mode", "value"), &BaseMaterial3D::set_cull_mode);
  ClassDB::bind_method(D_METHOD("get_cull_mode"), &BaseMaterial3D::get_cull_mode);
  ClassDB::bind_method(D_METHOD("set_depth_draw_mode", "value"),
                       &BaseMaterial3D::set_depth_draw_mode);
  ClassDB::bind_method(D_METHOD("get_depth_draw_mode"), &BaseMaterial3D::get_depth_draw_mode);
  ClassDB::bind_method(D_METHOD("set_depth_test", "value"), &BaseMaterial3D::set_depth_test);
  ClassDB::bind_method(D_METHOD("get_depth_test"), &BaseMaterial3D::get_depth_test);
  ClassDB::bind_method(D_METHOD("set_shading_mode", "value"), &BaseMaterial3D::set_shading_mode);
  ClassDB::bind_method(D_METHOD("get_shading_mode"), &BaseMaterial3D::get_shading_mode);
  ClassDB::bind_method(D_METHOD("set_diffuse_mode", "value"), &BaseMaterial3D::set_diffuse_mode);
  ClassDB::bind_method(D_METHOD("get_diffuse_mode"), &BaseMaterial3D::get_diffuse_mode);
  ClassDB::bind_method(D_METHOD("set_specular_mode", "value"), &BaseMaterial3D::set_specular_mode);
  ClassDB::bind_method(D_METHOD("get_specular_mode"), &BaseMaterial3D::get_specular_mode);
  ClassDB::bind_method(D_METHOD("set_texture_filter", "value"),
                       &BaseMaterial3D::set_texture_filter);
  ClassDB::bind_method(D_METHOD("get_texture_filter"), &BaseMaterial3D::get_texture_filter);
  ClassDB::bind_method(D_METHOD("set_uv1_scale", "value"), &BaseMaterial3D::set_uv1_scale);
  ClassDB::bind_method(D_METHOD("get_uv1_scale"), &BaseMaterial3D::get_uv1_scale);
  ClassDB::bind_method(D_METHOD("set_uv1_offset", "value"), &BaseMaterial3D::set_uv1_offset);
  ClassDB::bind_method(D_METHOD("get_uv1_offset"), &BaseMaterial3D::get_uv1_offset);
  ClassDB::bind_method(D_METHOD("set_uv2_scale", "value"), &BaseMaterial3D::set_uv2_scale);
  ClassDB::bind_method(D_METHOD("get_uv2_scale"), &BaseMaterial3D::get_uv2_scale);
  ClassDB::bind_method(D_METHOD("set_uv2_offset", "value"), &BaseMaterial3D::set_uv2_offset);
  ClassDB::bind_method(D_METHOD("get_uv2_offset"), &BaseMaterial3D::get_uv2_offset);
  ClassDB::bind_method(D_METHOD("set_billboard_mode", "value"),
                       &BaseMaterial3D::set_billboard_mode);
  ClassDB::bind_method(D_METHOD("get_billboard_mode"), &BaseMaterial3D::get_billboard_mode);
  ClassDB::bind_method(D_METHOD("set_particles_anim_h_frames", "value"),
                       &BaseMaterial3D::set_particles_anim_h_frames);
  ClassDB::bind_method(D_METHOD("get_particles_anim_h_frames"),
                       &BaseMaterial3D::get_particles_anim_h_frames);
  ClassDB::bind_method(D_METHOD("set_particles_anim_v_frames", "value"),
                       &BaseMaterial3D::set_particles_anim_v_frames);
  ClassDB::bind_method(D_METHOD("get_particles_anim_v_frames"),
                       &BaseMaterial3D::get_particles_anim_v_frames);
  ClassDB::bind_method(D_METHOD("set_particles_anim_loop", "value"),
                       &BaseMaterial3D::set_particles_anim_loop);
  ClassDB::bind_method(D_METHOD("get_particles_anim_loop"),
                       &BaseMaterial3D::get_particles_anim_loop);
  ClassDB::bind_method(D_METHOD("set_grow_enabled", "value"), &BaseMaterial3D::set_grow_enabled);
  ClassDB::bind_method(D_METHOD("is_grow_enabled"), &BaseMaterial3D::is_grow_enabled);
  ClassDB::bind_method(D_METHOD("set_grow", "value"), &BaseMaterial3D::set_grow);
  ClassDB::bind_method(D_METHOD("get_grow"), &BaseMaterial3D::get_grow);
  ClassDB::bind_method(D_METHOD("set_point_size", "value"), &BaseMaterial3D::set_point_size);
  ClassDB::bind_method(D_METHOD("get_point_size"), &BaseMaterial3D::get_point_size);
  ClassDB::bind_method(D_METHOD("set_z_clip_scale", "value"), &BaseMaterial3D::set_z_clip_scale);
  ClassDB::bind_method(D_METHOD("get_z_clip_scale"), &BaseMaterial3D::get_z_clip_scale);
  ClassDB::bind_method(D_METHOD("set_fov_override", "value"), &BaseMaterial3D::set_fov_override);
  ClassDB::bind_method(D_METHOD("get_fov_override"), &BaseMaterial3D::get_fov_override);
  ClassDB::bind_method(D_METHOD("set_proximity_fade_enabled", "value"),
                       &BaseMaterial3D::set_proximity_fade_enabled);
  ClassDB::bind_method(D_METHOD("is_proximity_fade_enabled"),
                       &BaseMaterial3D::is_proximity_fade_enabled);
  ClassDB::bind_method(D_METHOD("set_distance_fade", "value"), &BaseMaterial3D::set_distance_fade);
  ClassDB::bind_method(D_METHOD("get_distance_fade"), &BaseMaterial3D::get_distance_fade);
  ClassDB::bind_method(D_METHOD("set_distance_fade_min_distance", "value"),
                       &BaseMaterial3D::set_distance_fade_min_distance);
  ClassDB::bind_method(D_METHOD("get_distance_fade_min_distance"),
                       &BaseMaterial3D::get_distance_fade_min_distance);
  ClassDB::bind_method(D_METHOD("set_distance_fade_max_distance", "value"),
                       &BaseMaterial3D::set_distance_fade_max_distance);
  ClassDB::bind_method(D_METHOD("get_distance_fade_max_distance"),
                       &BaseMaterial3D::get_distance_fade_max_distance);
  ClassDB::bind_method(D_METHOD("set_msdf_pixel_range", "value"),
                       &BaseMaterial3D::set_msdf_pixel_range);
  ClassDB::bind_method(D_METHOD("get_msdf_pixel_range"), &BaseMaterial3D::get_msdf_pixel_range);
  ClassDB::bind_method(D_METHOD("set_msdf_outline_size", "value"),
                       &BaseMaterial3D::set_msdf_outline_size);
  ClassDB::bind_method(D_METHOD("get_msdf_outline_size"), &BaseMaterial3D::get_msdf_outline_size);
  ClassDB::bind_method(D_METHOD("set_stencil_mode", "value"), &BaseMaterial3D::set_stencil_mode);
  ClassDB::bind_method(D_METHOD("get_stencil_mode"), &BaseMaterial3D::get_stencil_mode);
  ClassDB::bind_method(D_METHOD("set_stencil_flags", "value"), &BaseMaterial3D::set_stencil_flags);
  ClassDB::bind_method(D_METHOD("get_stencil_flags"), &BaseMaterial3D::get_stencil_flags);
  ClassDB::bind_method(D_METHOD("set_stencil_compare", "value"),
                       &BaseMaterial3D::set_stencil_compare);
  ClassDB::bind_method(D_METHOD("get_stencil_compare"), &BaseMaterial3D::get_stencil_compare);
  ClassDB::bind_method(D_METHOD("set_stencil_reference", "value"),
                       &BaseMaterial3D::set_stencil_reference);
  ClassDB::bind_method(D_METHOD("get_stencil_reference"), &BaseMaterial3D::get_stencil_reference);
  ClassDB::bind_method(D_METHOD("set_stencil_effect_color", "value"),
                       &BaseMaterial3D::set_stencil_effect_color);
  ClassDB::bind_method(D_METHOD("get_stencil_effect_color"),
                       &BaseMaterial3D::get_stencil_effect_color);
  ClassDB::bind_method(D_METHOD("set_stencil_effect_outline_thickness", "value"),
                       &BaseMaterial3D::set_stencil_effect_outline_thickness);
  ClassDB::bind_method(D_METHOD("get_stencil_effect_outline_thickness"),
                       &BaseMaterial3D::get_stencil_effect_outline_thickness);
  ClassDB::bind_method(D_METHOD("set_proximity_fade_distance", "value"),
                       &BaseMaterial3D::set_proximity_fade_distance);
  ClassDB::bind_method(D_METHOD("get_proximity_fade_distance"),
                       &BaseMaterial3D::get_proximity_fade_distance);
  ClassDB::bind_method(D_METHOD("set_uv1_triplanar_blend_sharpness", "value"),
                       &BaseMaterial3D::set_uv1_triplanar_blend_sharpness);
  ClassDB::bind_method(D_METHOD("get_uv1_triplanar_blend_sharpness"),
                       &BaseMaterial3D::get_uv1_triplanar_blend_sharpness);
  ClassDB::bind_method(D_METHOD("set_uv2_triplanar_blend_sharpness", "value"),
                       &BaseMaterial3D::set_uv2_triplanar_blend_sharpness);
  ClassDB::bind_method(D_METHOD("get_uv2_triplanar_blend_sharpness"),
                       &BaseMaterial3D::get_uv2_triplanar_blend_sharpness);
  ClassDB::bind_method(D_METHOD("set_flag", "flag", "enable"), &BaseMaterial3D::set_flag);
  ClassDB::bind_method(D_METHOD("get_flag", "flag"), &BaseMaterial3D::get_flag);
  ClassDB::bind_method(D_METHOD("set_feature", "feature", "enable"), &BaseMaterial3D::set_feature);
  ClassDB::bind_method(D_METHOD("get_feature", "feature"), &BaseMaterial3D::get_feature);
  ClassDB::bind_method(D_METHOD("set_texture", "param", "texture"), &BaseMaterial3D::set_texture);
  ClassDB::bind_method(D_METHOD("get_texture", "param"), &BaseMaterial3D::get_texture);
  ClassDB::bind_method(D_METHOD("is_transparent"), &BaseMaterial3D::is_transparent);

  ClassDB::add_property(PropertyInfo(Variant::INT, "transparency", PROPERTY_HINT_ENUM,
                                     "Disabled,Alpha,Alpha Scissor,Alpha Hash,Depth Pre-Pass"),
                        "set_transparency", "get_transparency");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "alpha_scissor_threshold", PROPERTY_HINT_RANGE, "0,1,0.001"),
      "set_alpha_scissor_threshold", "get_alpha_scissor_threshold");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "alpha_hash_scale", PROPERTY_HINT_RANGE, "0,2,0.01"),
      "set_alpha_hash_scale", "get_alpha_hash_scale");
  ClassDB::add_property(PropertyInfo(Variant::INT, "alpha_antialiasing_mode", PROPERTY_HINT_ENUM,
                                     "Disabled,Alpha Edge Blend,Alpha Edge Clip"),
                        "set_alpha_antialiasing", "get_alpha_antialiasing");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "alpha_antialiasing_edge", PROPERTY_HINT_RANGE, "0,1,0.01"),
      "set_alpha_antialiasing_edge", "get_alpha_antialiasing_edge");
  ClassDB::add_property(PropertyInfo(Variant::INT, "blend_mode", PROPERTY_HINT_ENUM,
                                     "Mix,Add,Subtract,Multiply,Premultiplied Alpha"),
                        "set_blend_mode", "get_blend_mode");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "cull_mode", PROPERTY_HINT_ENUM, "Back,Front,Disabled"),
      "set_cull_mode", "get_cull_mode");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "depth_draw_mode", PROPERTY_HINT_ENUM, "Opaque Only,Always,Never"),
      "set_depth_draw_mode", "get_depth_draw_mode");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "no_depth_test"), "set_flag", "get_flag",
                        FLAG_DISABLE_DEPTH_TEST);
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "depth_test", PROPERTY_HINT_ENUM, "Default,Inverted"),
      "set_depth_test", "get_depth_test");
  ClassDB::add_property(PropertyInfo(Variant::INT, "shading_mode", PROPERTY_HINT_ENUM,
                                     "Unshaded,Per-Pixel,Per-Vertex"),
                        "set_shading_mode", "get_shading_mode");
  ClassDB::add_property(PropertyInfo(Variant::INT, "diffuse_mode", PROPERTY_HINT_ENUM,
                                     "Burley,Lambert,Lambert Wrap,Toon"),
                        "set_diffuse_mode", "get_diffuse_mode");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "specular_mode", PROPERTY_HINT_ENUM, "SchlickGGX,Toon,Disabled"),
      "set_specular_mode", "get_specular_mode");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "disable_ambient_light"), "set_flag",
                        "get_flag", FLAG_DISABLE_AMBIENT_LIGHT);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "disable_fog"), "set_flag", "get_flag",
                        FLAG_DISABLE_FOG);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "disable_specular_occlusion"), "set_flag",
                        "get_flag", FLAG_DISABLE_SPECULAR_OCCLUSION);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "vertex_color_use_as_albedo"), "set_flag",
                        "get_flag", FLAG_ALBEDO_FROM_VERTEX_COLOR);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "vertex_color_is_srgb"), "set_flag", "get_flag",
                        FLAG_SRGB_VERTEX_COLOR);
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "albedo_color"), "set_albedo", "get_albedo");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "albedo_texture", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_ALBEDO);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "albedo_texture_force_srgb"), "set_flag",
                        "get_flag", FLAG_ALBEDO_TEXTURE_FORCE_SRGB);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "albedo_texture_msdf"), "set_flag", "get_flag",
                        FLAG_ALBEDO_TEXTURE_MSDF);
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "orm_texture", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_ORM);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "metallic", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_metallic", "get_metallic");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "metallic_specular", PROPERTY_HINT_RANGE, "0,1,0.01"),
      "set_specular", "get_specular");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "metallic_texture", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_METALLIC);
  ClassDB::add_property(PropertyInfo(Variant::INT, "metallic_texture_channel", PROPERTY_HINT_ENUM,
                                     "Red,Green,Blue,Alpha,Gray"),
                        "set_metallic_texture_channel", "get_metallic_texture_channel");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "roughness", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_roughness", "get_roughness");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "roughness_texture", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_ROUGHNESS);
  ClassDB::add_property(PropertyInfo(Variant::INT, "roughness_texture_channel", PROPERTY_HINT_ENUM,
                                     "Red,Green,Blue,Alpha,Gray"),
                        "set_roughness_texture_channel", "get_roughness_texture_channel");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "emission_enabled"), "set_feature",
                        "get_feature", FEATURE_EMISSION);
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "emission"), "set_emission", "get_emission");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "emission_energy_multiplier",
                                     PROPERTY_HINT_RANGE, "0,16,0.01,or_greater"),
                        "set_emission_energy_multiplier", "get_emission_energy_multiplier");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "emission_intensity", PROPERTY_HINT_RANGE,
                                     "0,100000.0,0.01,or_greater,suffix:nt"),
                        "set_emission_intensity", "get_emission_intensity");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "emission_operator", PROPERTY_HINT_ENUM, "Add,Multiply"),
      "set_emission_operator", "get_emission_operator");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "emission_on_uv2"), "set_flag", "get_flag",
                        FLAG_EMISSION_ON_UV2);
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "emission_texture", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_EMISSION);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "normal_enabled"), "set_feature", "get_feature",
                        FEATURE_NORMAL_MAPPING);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "normal_scale", PROPERTY_HINT_RANGE, "-16,16,0.01"),
      "set_normal_scale", "get_normal_scale");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "normal_texture", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_NORMAL);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "bent_normal_enabled"), "set_feature",
                        "get_feature", FEATURE_BENT_NORMAL_MAPPING);
  ClassDB::add_property(PropertyInfo(Variant::OBJECT, "bent_normal_texture",
                                     PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
                        "set_texture", "get_texture", TEXTURE_BENT_NORMAL);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "rim_enabled"), "set_feature", "get_feature",
                        FEATURE_RIM);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "rim", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_rim", "get_rim");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "rim_tint", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_rim_tint", "get_rim_tint");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "rim_texture", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_RIM);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "clearcoat_enabled"), "set_feature",
                        "get_feature", FEATURE_CLEARCOAT);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "clearcoat", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_clearcoat", "get_clearcoat");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "clearcoat_roughness", PROPERTY_HINT_RANGE, "0,1,0.01"),
      "set_clearcoat_roughness", "get_clearcoat_roughness");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "clearcoat_texture", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_CLEARCOAT);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "anisotropy_enabled"), "set_feature",
                        "get_feature", FEATURE_ANISOTROPY);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "anisotropy", PROPERTY_HINT_RANGE, "-1,1,0.01"),
      "set_anisotropy", "get_anisotropy");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "anisotropy_flowmap", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_FLOWMAP);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "ao_enabled"), "set_feature", "get_feature",
                        FEATURE_AMBIENT_OCCLUSION);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ao_light_affect", PROPERTY_HINT_RANGE, "0,1,0.01"),
      "set_ao_light_affect", "get_ao_light_affect");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "ao_texture", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_AMBIENT_OCCLUSION);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "ao_on_uv2"), "set_flag", "get_flag",
                        FLAG_AO_ON_UV2);
  ClassDB::add_property(PropertyInfo(Variant::INT, "ao_texture_channel", PROPERTY_HINT_ENUM,
                                     "Red,Green,Blue,Alpha,Gray"),
                        "set_ao_texture_channel", "get_ao_texture_channel");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "heightmap_enabled"), "set_feature",
                        "get_feature", FEATURE_HEIGHT_MAPPING);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "heightmap_scale", PROPERTY_HINT_RANGE, "-16,16,0.001"),
      "set_heightmap_scale", "get_heightmap_scale");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "heightmap_deep_parallax"),
                        "set_heightmap_deep_parallax", "is_heightmap_deep_parallax_enabled");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "heightmap_min_layers", PROPERTY_HINT_RANGE, "1,64,1"),
      "set_heightmap_deep_parallax_min_layers", "get_heightmap_deep_parallax_min_layers");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "heightmap_max_layers", PROPERTY_HINT_RANGE, "1,64,1"),
      "set_heightmap_deep_parallax_max_layers", "get_heightmap_deep_parallax_max_layers");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "heightmap_flip_tangent"),
                        "set_heightmap_deep_parallax_flip_tangent",
                        "get_heightmap_deep_parallax_flip_tangent");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "heightmap_flip_binormal"),
                        "set_heightmap_deep_parallax_flip_binormal",
                        "get_heightmap_deep_parallax_flip_binormal");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "heightmap_texture", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_HEIGHTMAP);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "heightmap_flip_texture"), "set_flag",
                        "get_flag", FLAG_INVERT_HEIGHTMAP);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "subsurf_scatter_enabled"), "set_feature",
                        "get_feature", FEATURE_SUBSURFACE_SCATTERING);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "subsurf_scatter_strength", PROPERTY_HINT_RANGE, "0,1,0.01"),
      "set_subsurface_scattering_strength", "get_subsurface_scattering_strength");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "subsurf_scatter_skin_mode"), "set_flag",
                        "get_flag", FLAG_SUBSURFACE_MODE_SKIN);
  ClassDB::add_property(PropertyInfo(Variant::OBJECT, "subsurf_scatter_texture",
                                     PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
                        "set_texture", "get_texture", TEXTURE_SUBSURFACE_SCATTERING);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "subsurf_scatter_transmittance_enabled"),
                        "set_feature", "get_feature", FEATURE_SUBSURFACE_TRANSMITTANCE);
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "subsurf_scatter_transmittance_color"),
                        "set_transmittance_color", "get_transmittance_color");
  ClassDB::add_property(PropertyInfo(Variant::OBJECT, "subsurf_scatter_transmittance_texture",
                                     PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
                        "set_texture", "get_texture", TEXTURE_SUBSURFACE_TRANSMITTANCE);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "subsurf_scatter_transmittance_depth",
                                     PROPERTY_HINT_RANGE, "0.001,8,0.001,or_greater"),
                        "set_transmittance_depth", "get_transmittance_depth");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "subsurf_scatter_transmittance_boost",
                                     PROPERTY_HINT_RANGE, "0.00,1.0,0.01"),
                        "set_transmittance_boost", "get_transmittance_boost");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "backlight_enabled"), "set_feature",
                        "get_feature", FEATURE_BACKLIGHT);
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "backlight"), "set_backlight",
                        "get_backlight");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "backlight_texture", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_BACKLIGHT);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "refraction_enabled"), "set_feature",
                        "get_feature", FEATURE_REFRACTION);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "refraction_scale", PROPERTY_HINT_RANGE, "-1,1,0.01"),
      "set_refraction", "get_refraction");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "refraction_texture", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_REFRACTION);
  ClassDB::add_property(PropertyInfo(Variant::INT, "refraction_texture_channel", PROPERTY_HINT_ENUM,
                                     "Red,Green,Blue,Alpha,Gray"),
                        "set_refraction_texture_channel", "get_refraction_texture_channel");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "detail_enabled"), "set_feature", "get_feature",
                        FEATURE_DETAIL);
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "detail_mask", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_DETAIL_MASK);
  ClassDB::add_property(PropertyInfo(Variant::INT, "detail_blend_mode", PROPERTY_HINT_ENUM,
                                     "Mix,Add,Subtract,Multiply"),
                        "set_detail_blend_mode", "get_detail_blend_mode");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "detail_uv_layer", PROPERTY_HINT_ENUM, "UV1,UV2"), "set_detail_uv",
      "get_detail_uv");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "detail_albedo", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_DETAIL_ALBEDO);
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "detail_normal", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_texture", "get_texture", TEXTURE_DETAIL_NORMAL);
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "uv1_scale", PROPERTY_HINT_LINK, ""),
                        "set_uv1_scale", "get_uv1_scale");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "uv1_offset"), "set_uv1_offset",
                        "get_uv1_offset");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "uv1_triplanar"), "set_flag", "get_flag",
                        FLAG_UV1_USE_TRIPLANAR);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "uv1_triplanar_sharpness", PROPERTY_HINT_EXP_EASING, ""),
      "set_uv1_triplanar_blend_sharpness", "get_uv1_triplanar_blend_sharpness");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "uv1_world_triplanar"), "set_flag", "get_flag",
                        FLAG_UV1_USE_WORLD_TRIPLANAR);
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "uv2_scale", PROPERTY_HINT_LINK, ""),
                        "set_uv2_scale", "get_uv2_scale");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "uv2_offset"), "set_uv2_offset",
                        "get_uv2_offset");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "uv2_triplanar"), "set_flag", "get_flag",
                        FLAG_UV2_USE_TRIPLANAR);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "uv2_triplanar_sharpness", PROPERTY_HINT_EXP_EASING, ""),
      "set_uv2_triplanar_blend_sharpness", "get_uv2_triplanar_blend_sharpness");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "uv2_world_triplanar"), "set_flag", "get_flag",
                        FLAG_UV2_USE_WORLD_TRIPLANAR);
  ClassDB::add_property(PropertyInfo(Variant::INT, "texture_filter", PROPERTY_HINT_ENUM,
                                     "Nearest,Linear,Nearest Mipmap,Linear Mipmap,Nearest Mipmap "
                                     "Anisotropic,Linear Mipmap Anisotropic"),
                        "set_texture_filter", "get_texture_filter");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "texture_repeat"), "set_flag", "get_flag",
                        FLAG_USE_TEXTURE_REPEAT);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "disable_receive_shadows"), "set_flag",
                        "get_flag", FLAG_DONT_RECEIVE_SHADOWS);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "shadow_to_opacity"), "set_flag", "get_flag",
                        FLAG_USE_SHADOW_TO_OPACITY);
  ClassDB::add_property(PropertyInfo(Variant::INT, "billboard_mode", PROPERTY_HINT_ENUM,
                                     "Disabled,Enabled,Y-Billboard,Particle Billboard"),
                        "set_billboard_mode", "get_billboard_mode");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "billboard_keep_scale"), "set_flag", "get_flag",
                        FLAG_BILLBOARD_KEEP_SCALE);
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "particles_anim_h_frames", PROPERTY_HINT_RANGE, "1,128,1"),
      "set_particles_anim_h_frames", "get_particles_anim_h_frames");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "particles_anim_v_frames", PROPERTY_HINT_RANGE, "1,128,1"),
      "set_particles_anim_v_frames", "get_particles_anim_v_frames");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "particles_anim_loop"),
                        "set_particles_anim_loop", "get_particles_anim_loop");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "grow"), "set_grow_enabled", "is_grow_enabled");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "grow_amount", PROPERTY_HINT_RANGE, "-16,16,0.001,suffix:m"),
      "set_grow", "get_grow");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "fixed_size"), "set_flag", "get_flag",
                        FLAG_FIXED_SIZE);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "use_point_size"), "set_flag", "get_flag",
                        FLAG_USE_POINT_SIZE);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "point_size", PROPERTY_HINT_RANGE, "0.1,128,0.1,suffix:px"),
      "set_point_size", "get_point_size");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "use_particle_trails"), "set_flag", "get_flag",
                        FLAG_PARTICLE_TRAILS_MODE);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "use_z_clip_scale"), "set_flag", "get_flag",
                        FLAG_USE_Z_CLIP_SCALE);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "z_clip_scale", PROPERTY_HINT_RANGE, "0.01,1.0,0.01"),
      "set_z_clip_scale", "get_z_clip_scale");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "use_fov_override"), "set_flag", "get_flag",
                        FLAG_USE_FOV_OVERRIDE);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "fov_override", PROPERTY_HINT_RANGE, "1,179,0.1,degrees"),
      "set_fov_override", "get_fov_override");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "proximity_fade_enabled"),
                        "set_proximity_fade_enabled", "is_proximity_fade_enabled");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "proximity_fade_distance", PROPERTY_HINT_RANGE,
                                     "0.01,4096,0.01,suffix:m"),
                        "set_proximity_fade_distance", "get_proximity_fade_distance");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "msdf_pixel_range", PROPERTY_HINT_RANGE, "1,100,1"),
      "set_msdf_pixel_range", "get_msdf_pixel_range");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "msdf_outline_size", PROPERTY_HINT_RANGE, "0,250,1"),
      "set_msdf_outline_size", "get_msdf_outline_size");
  ClassDB::add_property(PropertyInfo(Variant::INT, "distance_fade_mode", PROPERTY_HINT_ENUM,
                                     "Disabled,PixelAlpha,PixelDither,ObjectDither"),
                        "set_distance_fade", "get_distance_fade");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "distance_fade_min_distance",
                                     PROPERTY_HINT_RANGE, "0,4096,0.01,suffix:m"),
                        "set_distance_fade_min_distance", "get_distance_fade_min_distance");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "distance_fade_max_distance",
                                     PROPERTY_HINT_RANGE, "0,4096,0.01,suffix:m"),
                        "set_distance_fade_max_distance", "get_distance_fade_max_distance");
  ClassDB::add_property(PropertyInfo(Variant::INT, "stencil_mode", PROPERTY_HINT_ENUM,
                                     "Disabled,Outline,X-Ray,Custom"),
                        "set_stencil_mode", "get_stencil_mode");
  ClassDB::add_property(PropertyInfo(Variant::INT, "stencil_flags", PROPERTY_HINT_FLAGS,
                                     "Read,Write,Write Depth Fail"),
                        "set_stencil_flags", "get_stencil_flags");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "stencil_compare", PROPERTY_HINT_ENUM,
                   "Always,Less,Equal,Less Or Equal,Greater,Not Equal,Greater Or Equal"),
      "set_stencil_compare", "get_stencil_compare");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "stencil_reference", PROPERTY_HINT_RANGE, "0,255,1"),
      "set_stencil_reference", "get_stencil_reference");
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "stencil_color"), "set_stencil_effect_color",
                        "get_stencil_effect_color");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "stencil_outline_thickness",
                                     PROPERTY_HINT_RANGE, "0,1,0.001,or_greater,suffix:m"),
                        "set_stencil_effect_outline_thickness",
                        "get_stencil_effect_outline_thickness");
}

}  // namespace arbor
