// Light3D and its three kinds: parameters kept as the server's LightData, pushed on change.

#include "arbor/scene/3d/light_3d.h"

#include <cmath>

#include "arbor/core/error/error.h"
#include "arbor/scene/3d/directional_light_3d.h"
#include "arbor/scene/3d/omni_light_3d.h"
#include "arbor/scene/3d/spot_light_3d.h"
#include "arbor/servers/rendering/rendering_server.h"

namespace arbor {
namespace {

// The LightData field behind each Light3D.Param (nullptr for PARAM_INTENSITY, which only counts
// with physical light units and is kept by the node).
float* param_field(LightData& data, Light3D::Param param) {
  switch (param) {
    case Light3D::PARAM_ENERGY:
      return &data.energy;
    case Light3D::PARAM_INDIRECT_ENERGY:
      return &data.indirect_energy;
    case Light3D::PARAM_VOLUMETRIC_FOG_ENERGY:
      return &data.volumetric_fog_energy;
    case Light3D::PARAM_SPECULAR:
      return &data.specular;
    case Light3D::PARAM_RANGE:
      return &data.range;
    case Light3D::PARAM_SIZE:
      return &data.size;
    case Light3D::PARAM_ATTENUATION:
      return &data.attenuation;
    case Light3D::PARAM_SPOT_ANGLE:
      return &data.spot_angle;
    case Light3D::PARAM_SPOT_ATTENUATION:
      return &data.spot_angle_attenuation;
    case Light3D::PARAM_SHADOW_MAX_DISTANCE:
      return &data.directional_shadow_max_distance;
    case Light3D::PARAM_SHADOW_SPLIT_1_OFFSET:
      return &data.directional_shadow_split_1;
    case Light3D::PARAM_SHADOW_SPLIT_2_OFFSET:
      return &data.directional_shadow_split_2;
    case Light3D::PARAM_SHADOW_SPLIT_3_OFFSET:
      return &data.directional_shadow_split_3;
    case Light3D::PARAM_SHADOW_FADE_START:
      return &data.directional_shadow_fade_start;
    case Light3D::PARAM_SHADOW_NORMAL_BIAS:
      return &data.shadow_normal_bias;
    case Light3D::PARAM_SHADOW_BIAS:
      return &data.shadow_bias;
    case Light3D::PARAM_SHADOW_PANCAKE_SIZE:
      return &data.directional_shadow_pancake_size;
    case Light3D::PARAM_SHADOW_OPACITY:
      return &data.shadow_opacity;
    case Light3D::PARAM_SHADOW_BLUR:
      return &data.shadow_blur;
    case Light3D::PARAM_TRANSMITTANCE_BIAS:
      return &data.shadow_transmittance_bias;
    case Light3D::PARAM_INTENSITY:
    case Light3D::PARAM_MAX:
      break;
  }
  return nullptr;
}

}  // namespace

Light3D::Light3D(LightType type) : data_(default_light_data(type)) {}

Light3D::~Light3D() = default;

void Light3D::set_param(Param param, float value) {
  if (param == PARAM_INTENSITY) {
    intensity_ = value;
    return;
  }
  float* field = param_field(data_, param);
  if (!field) {
    throw Error("Light3D::set_param: " + std::to_string(int(param)) +
                " is not a parameter of a light");
  }
  *field = value;
  data_changed();
}

float Light3D::get_param(Param param) const {
  if (param == PARAM_INTENSITY) return intensity_;
  const float* field = param_field(const_cast<LightData&>(data_), param);
  if (!field) {
    throw Error("Light3D::get_param: " + std::to_string(int(param)) +
                " is not a parameter of a light");
  }
  return *field;
}

void Light3D::set_color(const Color& color) {
  data_.color = color;
  data_changed();
}

void Light3D::set_shadow(bool enabled) {
  data_.shadow_enabled = enabled;
  data_changed();
}

void Light3D::set_negative(bool negative) {
  data_.negative = negative;
  data_changed();
}

void Light3D::set_cull_mask(std::uint32_t mask) {
  data_.cull_mask = mask;
  data_changed();
}

void Light3D::set_shadow_caster_mask(std::uint32_t mask) {
  data_.shadow_caster_mask = mask;
  data_changed();
}

void Light3D::set_shadow_reverse_cull_face(bool enabled) {
  data_.shadow_reverse_cull_face = enabled;
  data_changed();
}

void Light3D::set_bake_mode(BakeMode mode) {
  if (mode < BAKE_DISABLED || mode > BAKE_DYNAMIC) {
    throw Error("Light3D::set_bake_mode: " + std::to_string(int(mode)) + " is not a bake mode");
  }
  data_.bake_mode = LightBakeMode(mode);
  data_changed();
}

void Light3D::set_enable_distance_fade(bool enabled) {
  data_.distance_fade_enabled = enabled;
  data_changed();
}

void Light3D::set_distance_fade_begin(float distance) {
  data_.distance_fade_begin = distance;
  data_changed();
}

void Light3D::set_distance_fade_shadow(float distance) {
  data_.distance_fade_shadow = distance;
  data_changed();
}

void Light3D::set_distance_fade_length(float distance) {
  data_.distance_fade_length = distance;
  data_changed();
}

void Light3D::set_editor_only(bool editor_only) {
  editor_only_ = editor_only;
  if (get_rendering_server()) _world_visibility_changed(is_visible_in_tree());
}

AABB Light3D::get_aabb() const {
  switch (data_.type) {
    case LightType::OMNI:
      return AABB(Vector3(-data_.range, -data_.range, -data_.range),
                  Vector3(data_.range, data_.range, data_.range) * 2);
    case LightType::SPOT: {
      // The cone's base: a disc of radius range * tan(angle) at distance range.
      const real_t angle = Math::deg_to_rad(std::min<real_t>(data_.spot_angle, 89.99f));
      const real_t radius = data_.range * std::tan(angle);
      return AABB(Vector3(-radius, -radius, -data_.range),
                  Vector3(radius * 2, radius * 2, data_.range));
    }
    case LightType::DIRECTIONAL:
      break;
  }
  return {};
}

void Light3D::data_changed() {
  if (RenderingServer* server = get_rendering_server()) server->light_set_data(light_, data_);
}

void Light3D::_enter_world() {
  RenderingServer& server = *get_rendering_server();
  light_ = server.light_create(data_.type);
  server.light_set_data(light_, data_);
  server.light_set_scenario(light_, get_scenario());
}

void Light3D::_exit_world() {
  get_rendering_server()->free(light_);
  light_ = {};
}

void Light3D::_world_transform_changed(const Transform3D& transform) {
  // Lights ignore scale (Godot's disable_scale).
  get_rendering_server()->light_set_transform(
      light_, Transform3D(transform.basis.orthonormalized(), transform.origin));
}

void Light3D::_world_visibility_changed(bool visible) {
  get_rendering_server()->light_set_visible(light_, visible && !editor_only_);
}

// -- the three kinds
// ----------------------------------------------------------------------------------

DirectionalLight3D::DirectionalLight3D() : Light3D(LightType::DIRECTIONAL) {
  set_param(PARAM_INTENSITY, 100000);  // lux, with physical light units
}

void DirectionalLight3D::set_shadow_mode(ShadowMode mode) {
  if (mode < SHADOW_ORTHOGONAL || mode > SHADOW_PARALLEL_4_SPLITS) {
    throw Error("DirectionalLight3D::set_shadow_mode: " + std::to_string(int(mode)) +
                " is not a shadow mode");
  }
  data().directional_shadow_mode = DirectionalShadowMode(mode);
  data_changed();
}

void DirectionalLight3D::set_blend_splits(bool enabled) {
  data().directional_shadow_blend_splits = enabled;
  data_changed();
}

void DirectionalLight3D::set_sky_mode(SkyMode mode) {
  if (mode < SKY_MODE_LIGHT_AND_SKY || mode > SKY_MODE_SKY_ONLY) {
    throw Error("DirectionalLight3D::set_sky_mode: " + std::to_string(int(mode)) +
                " is not a sky mode");
  }
  data().sky_mode = DirectionalSkyMode(mode);
  data_changed();
}

OmniLight3D::OmniLight3D() : Light3D(LightType::OMNI) {}

void OmniLight3D::set_shadow_mode(ShadowMode mode) {
  if (mode < SHADOW_DUAL_PARABOLOID || mode > SHADOW_CUBE) {
    throw Error("OmniLight3D::set_shadow_mode: " + std::to_string(int(mode)) +
                " is not a shadow mode");
  }
  data().omni_shadow_mode = OmniShadowMode(mode);
  data_changed();
}

SpotLight3D::SpotLight3D() : Light3D(LightType::SPOT) {}

}  // namespace arbor
