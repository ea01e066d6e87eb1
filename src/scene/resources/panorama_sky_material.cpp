#include "arbor/scene/resources/panorama_sky_material.h"

#include "arbor/core/object/class_db.h"

namespace arbor {

void PanoramaSkyMaterial::set_panorama(const Ref<Texture2D>& value) {
  if (panorama_ == value) return;
  panorama_ = value;
  emit_changed();
}

void PanoramaSkyMaterial::set_filtering_enabled(bool value) {
  if (filter_ == value) return;
  filter_ = value;
  emit_changed();
}

void PanoramaSkyMaterial::set_energy_multiplier(float value) {
  if (energy_multiplier_ == value) return;
  energy_multiplier_ = value;
  emit_changed();
}

void PanoramaSkyMaterial::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_panorama", "value"), &PanoramaSkyMaterial::set_panorama);
  ClassDB::bind_method(D_METHOD("get_panorama"), &PanoramaSkyMaterial::get_panorama);
  ClassDB::bind_method(D_METHOD("set_filtering_enabled", "value"),
                       &PanoramaSkyMaterial::set_filtering_enabled);
  ClassDB::bind_method(D_METHOD("is_filtering_enabled"),
                       &PanoramaSkyMaterial::is_filtering_enabled);
  ClassDB::bind_method(D_METHOD("set_energy_multiplier", "value"),
                       &PanoramaSkyMaterial::set_energy_multiplier);
  ClassDB::bind_method(D_METHOD("get_energy_multiplier"),
                       &PanoramaSkyMaterial::get_energy_multiplier);
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "panorama", PROPERTY_HINT_RESOURCE_TYPE, "Texture2D"),
      "set_panorama", "get_panorama");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "filter"), "set_filtering_enabled",
                        "is_filtering_enabled");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "energy_multiplier", PROPERTY_HINT_RANGE, "0,128,0.01"),
      "set_energy_multiplier", "get_energy_multiplier");
}

}  // namespace arbor
