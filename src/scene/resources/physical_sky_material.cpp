#include "arbor/scene/resources/physical_sky_material.h"

#include "arbor/core/object/class_db.h"

namespace arbor {

void PhysicalSkyMaterial::set_rayleigh_coefficient(float value) {
  if (rayleigh_coefficient_ == value) return;
  rayleigh_coefficient_ = value;
  emit_changed();
}

void PhysicalSkyMaterial::set_rayleigh_color(const Color& value) {
  if (rayleigh_color_ == value) return;
  rayleigh_color_ = value;
  emit_changed();
}

void PhysicalSkyMaterial::set_mie_coefficient(float value) {
  if (mie_coefficient_ == value) return;
  mie_coefficient_ = value;
  emit_changed();
}

void PhysicalSkyMaterial::set_mie_eccentricity(float value) {
  if (mie_eccentricity_ == value) return;
  mie_eccentricity_ = value;
  emit_changed();
}

void PhysicalSkyMaterial::set_mie_color(const Color& value) {
  if (mie_color_ == value) return;
  mie_color_ = value;
  emit_changed();
}

void PhysicalSkyMaterial::set_turbidity(float value) {
  if (turbidity_ == value) return;
  turbidity_ = value;
  emit_changed();
}

void PhysicalSkyMaterial::set_sun_disk_scale(float value) {
  if (sun_disk_scale_ == value) return;
  sun_disk_scale_ = value;
  emit_changed();
}

void PhysicalSkyMaterial::set_ground_color(const Color& value) {
  if (ground_color_ == value) return;
  ground_color_ = value;
  emit_changed();
}

void PhysicalSkyMaterial::set_energy_multiplier(float value) {
  if (energy_multiplier_ == value) return;
  energy_multiplier_ = value;
  emit_changed();
}

void PhysicalSkyMaterial::set_use_debanding(bool value) {
  if (use_debanding_ == value) return;
  use_debanding_ = value;
  emit_changed();
}

void PhysicalSkyMaterial::set_night_sky(const Ref<Texture2D>& value) {
  if (night_sky_ == value) return;
  night_sky_ = value;
  emit_changed();
}

void PhysicalSkyMaterial::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_rayleigh_coefficient", "value"),
                       &PhysicalSkyMaterial::set_rayleigh_coefficient);
  ClassDB::bind_method(D_METHOD("get_rayleigh_coefficient"),
                       &PhysicalSkyMaterial::get_rayleigh_coefficient);
  ClassDB::bind_method(D_METHOD("set_rayleigh_color", "value"),
                       &PhysicalSkyMaterial::set_rayleigh_color);
  ClassDB::bind_method(D_METHOD("get_rayleigh_color"), &PhysicalSkyMaterial::get_rayleigh_color);
  ClassDB::bind_method(D_METHOD("set_mie_coefficient", "value"),
                       &PhysicalSkyMaterial::set_mie_coefficient);
  ClassDB::bind_method(D_METHOD("get_mie_coefficient"), &PhysicalSkyMaterial::get_mie_coefficient);
  ClassDB::bind_method(D_METHOD("set_mie_eccentricity", "value"),
                       &PhysicalSkyMaterial::set_mie_eccentricity);
  ClassDB::bind_method(D_METHOD("get_mie_eccentricity"),
                       &PhysicalSkyMaterial::get_mie_eccentricity);
  ClassDB::bind_method(D_METHOD("set_mie_color", "value"), &PhysicalSkyMaterial::set_mie_color);
  ClassDB::bind_method(D_METHOD("get_mie_color"), &PhysicalSkyMaterial::get_mie_color);
  ClassDB::bind_method(D_METHOD("set_turbidity", "value"), &PhysicalSkyMaterial::set_turbidity);
  ClassDB::bind_method(D_METHOD("get_turbidity"), &PhysicalSkyMaterial::get_turbidity);
  ClassDB::bind_method(D_METHOD("set_sun_disk_scale", "value"),
                       &PhysicalSkyMaterial::set_sun_disk_scale);
  ClassDB::bind_method(D_METHOD("get_sun_disk_scale"), &PhysicalSkyMaterial::get_sun_disk_scale);
  ClassDB::bind_method(D_METHOD("set_ground_color", "value"),
                       &PhysicalSkyMaterial::set_ground_color);
  ClassDB::bind_method(D_METHOD("get_ground_color"), &PhysicalSkyMaterial::get_ground_color);
  ClassDB::bind_method(D_METHOD("set_energy_multiplier", "value"),
                       &PhysicalSkyMaterial::set_energy_multiplier);
  ClassDB::bind_method(D_METHOD("get_energy_multiplier"),
                       &PhysicalSkyMaterial::get_energy_multiplier);
  ClassDB::bind_method(D_METHOD("set_use_debanding", "value"),
                       &PhysicalSkyMaterial::set_use_debanding);
  ClassDB::bind_method(D_METHOD("get_use_debanding"), &PhysicalSkyMaterial::get_use_debanding);
  ClassDB::bind_method(D_METHOD("set_night_sky", "value"), &PhysicalSkyMaterial::set_night_sky);
  ClassDB::bind_method(D_METHOD("get_night_sky"), &PhysicalSkyMaterial::get_night_sky);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "rayleigh_coefficient", PROPERTY_HINT_RANGE, "0,64,0.01"),
      "set_rayleigh_coefficient", "get_rayleigh_coefficient");
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "rayleigh_color"), "set_rayleigh_color",
                        "get_rayleigh_color");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "mie_coefficient", PROPERTY_HINT_RANGE, "0,1,0.001"),
      "set_mie_coefficient", "get_mie_coefficient");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "mie_eccentricity", PROPERTY_HINT_RANGE, "-1,1,0.01"),
      "set_mie_eccentricity", "get_mie_eccentricity");
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "mie_color"), "set_mie_color",
                        "get_mie_color");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "turbidity", PROPERTY_HINT_RANGE, "0,1000,0.01"),
      "set_turbidity", "get_turbidity");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "sun_disk_scale", PROPERTY_HINT_RANGE, "0,360,0.01"),
      "set_sun_disk_scale", "get_sun_disk_scale");
  ClassDB::add_property(PropertyInfo(Variant::COLOR, "ground_color"), "set_ground_color",
                        "get_ground_color");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "energy_multiplier", PROPERTY_HINT_RANGE, "0,128,0.01"),
      "set_energy_multiplier", "get_energy_multiplier");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "use_debanding"), "set_use_debanding",
                        "get_use_debanding");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "night_sky", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_night_sky", "get_night_sky");
}

}  // namespace arbor
