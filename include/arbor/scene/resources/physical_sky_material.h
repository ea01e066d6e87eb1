// PhysicalSkyMaterial: a physically based atmosphere.
#pragma once

#include "arbor/core/math/color.h"
#include "arbor/scene/resources/material.h"
#include "arbor/scene/resources/texture.h"

namespace arbor {

/// A sky computed from Rayleigh and Mie scattering (Godot's PhysicalSkyMaterial), kept as
/// data; renderers that do not simulate it use its ground and Rayleigh colors.
class PhysicalSkyMaterial : public Material {
  ARBOR_CLASS(PhysicalSkyMaterial, Material)

 public:
  PhysicalSkyMaterial() = default;

  void set_rayleigh_coefficient(float value);
  [[nodiscard]] float get_rayleigh_coefficient() const { return rayleigh_coefficient_; }
  void set_rayleigh_color(const Color& value);
  [[nodiscard]] Color get_rayleigh_color() const { return rayleigh_color_; }
  void set_mie_coefficient(float value);
  [[nodiscard]] float get_mie_coefficient() const { return mie_coefficient_; }
  void set_mie_eccentricity(float value);
  [[nodiscard]] float get_mie_eccentricity() const { return mie_eccentricity_; }
  void set_mie_color(const Color& value);
  [[nodiscard]] Color get_mie_color() const { return mie_color_; }
  void set_turbidity(float value);
  [[nodiscard]] float get_turbidity() const { return turbidity_; }
  void set_sun_disk_scale(float value);
  [[nodiscard]] float get_sun_disk_scale() const { return sun_disk_scale_; }
  void set_ground_color(const Color& value);
  [[nodiscard]] Color get_ground_color() const { return ground_color_; }
  void set_energy_multiplier(float value);
  [[nodiscard]] float get_energy_multiplier() const { return energy_multiplier_; }
  void set_use_debanding(bool value);
  [[nodiscard]] bool get_use_debanding() const { return use_debanding_; }
  void set_night_sky(const Ref<Texture2D>& value);
  [[nodiscard]] const Ref<Texture2D>& get_night_sky() const { return night_sky_; }

 protected:
  static void _bind_methods();

 private:
  float rayleigh_coefficient_ = 2.0f;
  Color rayleigh_color_ = Color(0.3f, 0.405f, 0.6f, 1.0f);
  float mie_coefficient_ = 0.005f;
  float mie_eccentricity_ = 0.8f;
  Color mie_color_ = Color(0.69f, 0.729f, 0.812f, 1.0f);
  float turbidity_ = 10.0f;
  float sun_disk_scale_ = 1.0f;
  Color ground_color_ = Color(0.1f, 0.07f, 0.034f, 1.0f);
  float energy_multiplier_ = 1.0f;
  bool use_debanding_ = true;
  Ref<Texture2D> night_sky_;
};

}  // namespace arbor
