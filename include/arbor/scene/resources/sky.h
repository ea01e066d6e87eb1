// Sky: the background a 3D world draws, made by a sky material.
#pragma once

#include "arbor/core/object/resource.h"
#include "arbor/scene/resources/material.h"

namespace arbor {

/// The sky of an Environment (Godot's Sky): a sky material (ProceduralSkyMaterial,
/// PanoramaSkyMaterial, PhysicalSkyMaterial or a ShaderMaterial) and how its radiance map is
/// updated and sized.
class Sky : public Resource {
  ARBOR_CLASS(Sky, Resource)

 public:
  enum RadianceSize : int {
    RADIANCE_SIZE_32,
    RADIANCE_SIZE_64,
    RADIANCE_SIZE_128,
    RADIANCE_SIZE_256,
    RADIANCE_SIZE_512,
    RADIANCE_SIZE_1024,
    RADIANCE_SIZE_2048,
    RADIANCE_SIZE_MAX
  };
  enum ProcessMode : int {
    PROCESS_MODE_AUTOMATIC,
    PROCESS_MODE_QUALITY,
    PROCESS_MODE_INCREMENTAL,
    PROCESS_MODE_REALTIME
  };

  Sky() = default;

  void set_material(const Ref<Material>& value);
  [[nodiscard]] const Ref<Material>& get_material() const { return sky_material_; }
  void set_process_mode(ProcessMode value);
  [[nodiscard]] ProcessMode get_process_mode() const { return process_mode_; }
  void set_radiance_size(RadianceSize value);
  [[nodiscard]] RadianceSize get_radiance_size() const { return radiance_size_; }

 protected:
  static void _bind_methods();

 private:
  Ref<Material> sky_material_;
  ProcessMode process_mode_ = PROCESS_MODE_AUTOMATIC;
  RadianceSize radiance_size_ = RADIANCE_SIZE_256;
};

}  // namespace arbor
