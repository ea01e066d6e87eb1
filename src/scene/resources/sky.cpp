#include "arbor/scene/resources/sky.h"

#include "arbor/core/object/class_db.h"

namespace arbor {

void Sky::set_material(const Ref<Material>& value) {
  if (sky_material_ == value) return;
  sky_material_ = value;
  emit_changed();
}

void Sky::set_process_mode(ProcessMode value) {
  if (process_mode_ == value) return;
  process_mode_ = value;
  emit_changed();
}

void Sky::set_radiance_size(RadianceSize value) {
  if (radiance_size_ == value) return;
  radiance_size_ = value;
  emit_changed();
}

void Sky::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_material", "value"), &Sky::set_material);
  ClassDB::bind_method(D_METHOD("get_material"), &Sky::get_material);
  ClassDB::bind_method(D_METHOD("set_process_mode", "value"), &Sky::set_process_mode);
  ClassDB::bind_method(D_METHOD("get_process_mode"), &Sky::get_process_mode);
  ClassDB::bind_method(D_METHOD("set_radiance_size", "value"), &Sky::set_radiance_size);
  ClassDB::bind_method(D_METHOD("get_radiance_size"), &Sky::get_radiance_size);
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "sky_material", PROPERTY_HINT_RESOURCE_TYPE,
                   "ShaderMaterial,PanoramaSkyMaterial,ProceduralSkyMaterial,PhysicalSkyMaterial"),
      "set_material", "get_material");
  ClassDB::add_property(PropertyInfo(Variant::INT, "process_mode", PROPERTY_HINT_ENUM,
                                     "Automatic,HighQuality,HighQualityIncremental,RealTime"),
                        "set_process_mode", "get_process_mode");
  ClassDB::add_property(PropertyInfo(Variant::INT, "radiance_size", PROPERTY_HINT_ENUM,
                                     "32,64,128,256,512,1024,2048"),
                        "set_radiance_size", "get_radiance_size");
}

}  // namespace arbor
