// ProceduralSkyMaterial: a sky of gradients with a sun disk.
#pragma once

#include "arbor/core/math/color.h"
#include "arbor/core/math/vector3.h"
#include "arbor/scene/resources/material.h"
#include "arbor/scene/resources/texture.h"

namespace arbor {

/// A sky blended from a top color to a horizon color and from the horizon down to a ground
/// color, with sun disks drawn for the scene's directional lights (Godot's
/// ProceduralSkyMaterial). Renderers can evaluate it on the CPU with sample().
class ProceduralSkyMaterial : public Material {
  ARBOR_CLASS(ProceduralSkyMaterial, Material)

 public:
  ProceduralSkyMaterial() = default;

  void set_sky_top_color(const Color& value);
  [[nodiscard]] Color get_sky_top_color() const { return sky_top_color_; }
  void set_sky_horizon_color(const Color& value);
  [[nodiscard]] Color get_sky_horizon_color() const { return sky_horizon_color_; }
  void set_sky_curve(float value);
  [[nodiscard]] float get_sky_curve() const { return sky_curve_; }
  void set_sky_energy_multiplier(float value);
  [[nodiscard]] float get_sky_energy_multiplier() const { return sky_energy_multiplier_; }
  void set_sky_cover(const Ref<Texture2D>& value);
  [[nodiscard]] const Ref<Texture2D>& get_sky_cover() const { return sky_cover_; }
  void set_sky_cover_modulate(const Color& value);
  [[nodiscard]] Color get_sky_cover_modulate() const { return sky_cover_modulate_; }
  void set_ground_bottom_color(const Color& value);
  [[nodiscard]] Color get_ground_bottom_color() const { return ground_bottom_color_; }
  void set_ground_horizon_color(const Color& value);
  [[nodiscard]] Color get_ground_horizon_color() const { return ground_horizon_color_; }
  void set_ground_curve(float value);
  [[nodiscard]] float get_ground_curve() const { return ground_curve_; }
  void set_ground_energy_multiplier(float value);
  [[nodiscard]] float get_ground_energy_multiplier() const { return ground_energy_multiplier_; }
  void set_sun_angle_max(float value);
  [[nodiscard]] float get_sun_angle_max() const { return sun_angle_max_; }
  void set_sun_curve(float value);
  [[nodiscard]] float get_sun_curve() const { return sun_curve_; }
  void set_use_debanding(bool value);
  [[nodiscard]] bool get_use_debanding() const { return use_debanding_; }
  void set_energy_multiplier(float value);
  [[nodiscard]] float get_energy_multiplier() const { return energy_multiplier_; }

  /// The sky's color in direction `direction` (normalized, Y up) without sun disks, as
  /// Godot's procedural sky shader computes it.
  [[nodiscard]] Color sample(const Vector3& direction) const;

 protected:
  static void _bind_methods();

 private:
  Color sky_top_color_ = Color(0.385f, 0.454f, 0.55f, 1.0f);
  Color sky_horizon_color_ = Color(0.6463f, 0.6558f, 0.6708f, 1.0f);
  float sky_curve_ = 0.15f;
  float sky_energy_multiplier_ = 1.0f;
  Ref<Texture2D> sky_cover_;
  Color sky_cover_modulate_ = Color(1, 1, 1, 1);
  Color ground_bottom_color_ = Color(0.2f, 0.169f, 0.133f, 1.0f);
  Color ground_horizon_color_ = Color(0.6463f, 0.6558f, 0.6708f, 1.0f);
  float ground_curve_ = 0.02f;
  float ground_energy_multiplier_ = 1.0f;
  float sun_angle_max_ = 30.0f;
  float sun_curve_ = 0.15f;
  bool use_debanding_ = true;
  float energy_multiplier_ = 1.0f;
};

}  // namespace arbor
