#include "arbor/scene/resources/procedural_sky_material.h"

#include <algorithm>
#include <cmath>

#include "arbor/core/object/class_db.h"

namespace arbor {

void ProceduralSkyMaterial::set_sky_top_color(const Color& value) {
  if (sky_top_color_ == value) return;
  sky_top_color_ = value;
  emit_changed();
}

void ProceduralSkyMaterial::set_sky_horizon_color(const Color& value) {
  if (sky_horizon_color_ == value) return;
  sky_horizon_color_ = value;
  emit_changed();
}

void ProceduralSkyMaterial::set_sky_curve(float value) {
  if (sky_curve_ == value) return;
  sky_curve_ = value;
  emit_changed();
}

void ProceduralSkyMaterial::set_sky_energy_multiplier(float value) {
  if (sky_energy_multiplier_ == value) return;
  sky_energy_multiplier_ = value;
  emit_changed();
}

void ProceduralSkyMaterial::set_sky_cover(const Ref<Texture2D>& value) {
  if (sky_cover_ == value) return;
  sky_cover_ = value;
  emit_changed();
}

void ProceduralSkyMaterial::set_sky_cover_modulate(const Color& value) {
  if (sky_cover_modulate_ == value) return;
  sky_cover_modulate_ = value;
  emit_changed();
}

void ProceduralSkyMaterial::set_ground_bottom_color(const Color& value) {
  if (ground_bottom_color_ == value) return;
  ground_bottom_color_ = value;
  emit_changed();
}

void ProceduralSkyMaterial::set_ground_horizon_color(const Color& value) {
  if (ground_horizon_color_ == value) return;
  ground_horizon_color_ = value;
  emit_changed();
}

void ProceduralSkyMaterial::set_ground_curve(float value) {
  if (ground_curve_ == value) return;
  ground_curve_ = value;
  emit_changed();
}

void ProceduralSkyMaterial::set_ground_energy_multiplier(float value) {
  if (ground_energy_multiplier_ == value) return;
  ground_energy_multiplier_ = value;
  emit_changed();
}

void ProceduralSkyMaterial::set_sun_angle_max(float value) {
  if (sun_angle_max_ == value) return;
  sun_angle_max_ = value;
  emit_changed();
}

void ProceduralSkyMaterial::set_sun_curve(float value) {
  if (sun_curve_ == value) return;
  sun_curve_ = value;
  emit_changed();
}

void ProceduralSkyMaterial::set_use_debanding(bool value) {
  if (use_debanding_ == value) return;
  use_debanding_ = value;
  emit_changed();
}

void ProceduralSkyMaterial::set_energy_multiplier(float value) {
  if (energy_multiplier_ == value) return;
  energy_multiplier_ = value;
  emit_changed();
}

Color ProceduralSkyMaterial::sample(const Vector3& direction) const {
  constexpr float kHalfPi = 1.57079632679489661923f;
  const auto mix = [](const Color& a, const Color& b, float t) { return a.lerp(b, t); };
  const float v_angle = std::acos(std::clamp(float(direction.y), -1.0f, 1.0f));
  float c = 1.0f - v_angle / kHalfPi;
  Color sky = mix(sky_horizon_color_, sky_top_color_,
                  std::clamp(1.0f - std::pow(1.0f - c, 1.0f / sky_curve_), 0.0f, 1.0f));
  c = (v_angle - kHalfPi) / kHalfPi;
  Color ground = mix(ground_horizon_color_, ground_bottom_color_,
                     std::clamp(1.0f - std::pow(1.0f - c, 1.0f / ground_curve_), 0.0f, 1.0f));
  const Color& chosen = direction.y >= 0 ? sky : ground;
  const float energy =
      (direction.y >= 0 ? sky_energy_multiplier_ : ground_energy_multiplier_) * energy_multiplier_;
  return Color(chosen.r * energy, chosen.g * energy, chosen.b * energy, 1.0f);
}

void ProceduralSkyMaterial::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_sky_top_color", "value"),
                       &ProceduralSkyMaterial::set_sky_top_color);
  ClassDB::bind_method(D_METHOD("get_sky_top_color"), &ProceduralSkyMaterial::get_sky_top_color);
  ClassDB::bind_method(D_METHOD("set_sky_horizon_color", "value"),
                       &ProceduralSkyMaterial::set_sky_horizon_color);
  ClassDB::bind_method(D_METHOD("get_sky_horizon_color"),
                       &ProceduralSkyMaterial::get_sky_horizon_color);
  ClassDB::bind_method(D_METHOD("set_sky_curve", "value"), &ProceduralSkyMaterial::set_sky_curve);
  ClassDB::bind_method(D_METHOD("get_sky_curve"), &ProceduralSkyMaterial::get_sky_curve);
  ClassDB::bind_method(D_METHOD("set_sky_energy_multiplier", "value"),
                       &ProceduralSkyMaterial::set_sky_energy_multiplier);
  ClassDB::bind_method(D_METHOD("get_sky_energy_multiplier"),
                       &ProceduralSkyMaterial::get_sky_energy_multiplier);
  ClassDB::bind_method(D_METHOD("set_sky_cover", "value"), &ProceduralSkyMaterial::set_sky_cover);
  ClassDB::bind_method(D_METHOD("get_sky_cover"), &ProceduralSkyMaterial::get_sky_cover);
  ClassDB::bind_method(D_METHOD("set_sky_cover_modulate", "value"),
                       &ProceduralSkyMaterial::set_sky_cover_modulate);
  ClassDB::bind_method(D_METHOD("get_sky_cover_modulate"),
                       &ProceduralSkyMaterial::get_sky_cover_modulate);
  ClassDB::bind_method(D_METHOD("set_ground_bottom_color", "value"),
                       &ProceduralSkyMaterial::set_ground_bottom_color);
  ClassDB::bind_method(D_METHOD("get_ground_bottom_color"),
                       &ProceduralSkyMaterial::get_ground_bottom_color);
  ClassDB::bind_method(D_METHOD("set_ground_horizon_color", "value"),
                       &ProceduralSkyMaterial::set_ground_horizon_color);
  ClassDB::bind_method(D_METHOD("get_ground_horizon_color"),
                       &ProceduralSkyMaterial::get_ground_horizon_color);
  ClassDB::bind_method(D_METHOD("set_ground_curve", "value"),
                       &ProceduralSkyMaterial::set_ground_curve);
  ClassDB::bind_method(D_METHOD("get_ground_curve"), &ProceduralSkyMaterial::get_ground_curve);
  ClassDB::bind_method(D_METHOD("set_ground_energy_multiplier", "value"),
                       &ProceduralSkyMaterial::set_ground_energy_multiplier);
  ClassDB::bind_method(D_METHOD("get_ground_energy_multiplier"),
                       &ProceduralSkyMaterial::get_ground_energy_multiplier);
  ClassDB::bind_method(D_METHOD("set_sun_angle_max", "value"),
                       &ProceduralSkyMaterial::set_sun_angle_max);
  ClassDB::bind_method(D_METHOD("get_sun_angle_max"), &ProceduralSkyMaterial::get_sun_angle_max);
  ClassDB::bind_method(D_METHOD("set_sun_curve", "value"), &ProceduralSkyMaterial::set_sun_curve);
  ClassDB::bind_method(D_METHOD("get_sun_curve"), &ProceduralSkyMaterial::get_sun_curve);
  ClassDB::bind_method(D_METHOD("set_use_debanding", "value"),
                       &ProceduralSkyMaterial::set_use_debanding);
  ClassDB::bind_method(D_METHOD("get_use_debanding"), &ProceduralSkyMaterial::get_use_debanding);
  ClassDB::bind_method(D_METHOD("set_energy_multiplier", "value"),
                       &ProceduralSkyMaterial::set_energy_multiplier);
  ClassDB::bind_method(D_METHOD("get_energy_multiplier"),
                       &ProceduralSkyMaterial::get_energy_multiplier);
  ClassDB::bind_method(D_METHOD("sample", "direction"), &ProceduralSkyMaterial::sample);
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "sky_top_color"), "set_sky_top_color",
                        "get_sky_top_color");
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "sky_horizon_color"), "set_sky_horizon_color",
                        "get_sky_horizon_color");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "sky_curve", PROPERTY_HINT_EXP_EASING, ""),
                        "set_sky_curve", "get_sky_curve");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "sky_energy_multiplier", PROPERTY_HINT_RANGE, "0,64,0.01"),
      "set_sky_energy_multiplier", "get_sky_energy_multiplier");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "sky_cover", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_sky_cover", "get_sky_cover");
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "sky_cover_modulate"),
                        "set_sky_cover_modulate", "get_sky_cover_modulate");
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "ground_bottom_color"),
                        "set_ground_bottom_color", "get_ground_bottom_color");
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "ground_horizon_color"),
                        "set_ground_horizon_color", "get_ground_horizon_color");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "ground_curve", PROPERTY_HINT_EXP_EASING, ""),
                        "set_ground_curve", "get_ground_curve");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "ground_energy_multiplier", PROPERTY_HINT_RANGE, "0,64,0.01"),
      "set_ground_energy_multiplier", "get_ground_energy_multiplier");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "sun_angle_max", PROPERTY_HINT_RANGE, "0,360,0.01,degrees"),
      "set_sun_angle_max", "get_sun_angle_max");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "sun_curve", PROPERTY_HINT_EXP_EASING, ""),
                        "set_sun_curve", "get_sun_curve");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "use_debanding"), "set_use_debanding",
                        "get_use_debanding");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "energy_multiplier", PROPERTY_HINT_RANGE, "0,128,0.01"),
      "set_energy_multiplier", "get_energy_multiplier");
}

}  // namespace arbor
