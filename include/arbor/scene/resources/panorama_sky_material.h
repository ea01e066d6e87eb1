// PanoramaSkyMaterial: a sky from an equirectangular image.
#pragma once

#include "arbor/scene/resources/material.h"
#include "arbor/scene/resources/texture.h"

namespace arbor {

/// A sky drawn from a 360° panorama texture (Godot's PanoramaSkyMaterial).
class PanoramaSkyMaterial : public Material {
  ARBOR_CLASS(PanoramaSkyMaterial, Material)

 public:
  PanoramaSkyMaterial() = default;

  void set_panorama(const Ref<Texture2D>& value);
  [[nodiscard]] const Ref<Texture2D>& get_panorama() const { return panorama_; }
  void set_filtering_enabled(bool value);
  [[nodiscard]] bool is_filtering_enabled() const { return filter_; }
  void set_energy_multiplier(float value);
  [[nodiscard]] float get_energy_multiplier() const { return energy_multiplier_; }

 protected:
  static void _bind_methods();

 private:
  Ref<Texture2D> panorama_;
  bool filter_ = true;
  float energy_multiplier_ = 1.0f;
};

}  // namespace arbor
