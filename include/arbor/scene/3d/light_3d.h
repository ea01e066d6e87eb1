// Light3D: the base of the light nodes (Godot's Light3D).
#pragma once

#include <cstdint>

#include "arbor/core/math/color.h"
#include "arbor/core/object/ref.h"
#include "arbor/scene/3d/visual_instance_3d.h"
#include "arbor/servers/rendering/light_data.h"

namespace arbor {

class Texture2D;

/// A light in its viewport's world, with Godot 4's parameters and per-type defaults (set by
/// DirectionalLight3D, OmniLight3D and SpotLight3D). It shines along its -Z axis (directional,
/// spot) from its position (omni, spot); scale does not affect it. Every change is pushed to the
/// rendering server at once.
class Light3D : public VisualInstance3D {
  ARBOR_CLASS(Light3D, VisualInstance3D)

 public:
  /// Godot's Light3D.Param.
  enum Param : int {
    PARAM_ENERGY,
    PARAM_INDIRECT_ENERGY,
    PARAM_VOLUMETRIC_FOG_ENERGY,
    PARAM_SPECULAR,
    PARAM_RANGE,
    PARAM_SIZE,
    PARAM_ATTENUATION,
    PARAM_SPOT_ANGLE,
    PARAM_SPOT_ATTENUATION,
    PARAM_SHADOW_MAX_DISTANCE,
    PARAM_SHADOW_SPLIT_1_OFFSET,
    PARAM_SHADOW_SPLIT_2_OFFSET,
    PARAM_SHADOW_SPLIT_3_OFFSET,
    PARAM_SHADOW_FADE_START,
    PARAM_SHADOW_NORMAL_BIAS,
    PARAM_SHADOW_BIAS,
    PARAM_SHADOW_PANCAKE_SIZE,
    PARAM_SHADOW_OPACITY,
    PARAM_SHADOW_BLUR,
    PARAM_TRANSMITTANCE_BIAS,
    PARAM_INTENSITY,
    PARAM_MAX
  };
  /// Godot's Light3D.BakeMode.
  enum BakeMode : int { BAKE_DISABLED, BAKE_STATIC, BAKE_DYNAMIC };

  ~Light3D() override;

  void set_param(Param param, float value);
  [[nodiscard]] float get_param(Param param) const;
  void set_color(const Color& color);
  [[nodiscard]] Color get_color() const { return data_.color; }
  void set_shadow(bool enabled);
  [[nodiscard]] bool has_shadow() const { return data_.shadow_enabled; }
  void set_negative(bool negative);
  [[nodiscard]] bool is_negative() const { return data_.negative; }
  /// Render layers it lights (Godot's light_cull_mask).
  void set_cull_mask(std::uint32_t mask);
  [[nodiscard]] std::uint32_t get_cull_mask() const { return data_.cull_mask; }
  /// Render layers whose geometry casts its shadows.
  void set_shadow_caster_mask(std::uint32_t mask);
  [[nodiscard]] std::uint32_t get_shadow_caster_mask() const { return data_.shadow_caster_mask; }
  void set_shadow_reverse_cull_face(bool enabled);
  [[nodiscard]] bool get_shadow_reverse_cull_face() const { return data_.shadow_reverse_cull_face; }
  void set_bake_mode(BakeMode mode);
  [[nodiscard]] BakeMode get_bake_mode() const { return BakeMode(data_.bake_mode); }
  void set_enable_distance_fade(bool enabled);
  [[nodiscard]] bool is_distance_fade_enabled() const { return data_.distance_fade_enabled; }
  void set_distance_fade_begin(float distance);
  [[nodiscard]] float get_distance_fade_begin() const { return data_.distance_fade_begin; }
  void set_distance_fade_shadow(float distance);
  [[nodiscard]] float get_distance_fade_shadow() const { return data_.distance_fade_shadow; }
  void set_distance_fade_length(float distance);
  [[nodiscard]] float get_distance_fade_length() const { return data_.distance_fade_length; }
  /// A texture the light projects (omni and spot lights).
  void set_projector(const Ref<Texture2D>& projector);
  [[nodiscard]] const Ref<Texture2D>& get_projector() const { return projector_; }
  /// Shown only in an editor: the light does not shine in a running game.
  void set_editor_only(bool editor_only);
  [[nodiscard]] bool is_editor_only() const { return editor_only_; }

  /// What the server is given (for tests and tools).
  [[nodiscard]] const LightData& get_light_data() const { return data_; }
  /// The light's object on the rendering server while it is in a world.
  [[nodiscard]] LightHandle get_light_handle() const { return light_; }
  [[nodiscard]] AABB get_aabb() const override;

 protected:
  explicit Light3D(LightType type);
  static void _bind_methods();
  void _enter_world() override;
  void _exit_world() override;
  void _world_transform_changed(const Transform3D& transform) override;
  void _world_visibility_changed(bool visible) override;
  /// Pushes the data to the server (after any change).
  void data_changed();
  LightData& data() { return data_; }

 private:
  LightData data_;
  Ref<Texture2D> projector_;
  float intensity_ = 1000;  // PARAM_INTENSITY: lumens (lux for a directional light)
  bool editor_only_ = false;
  LightHandle light_;
};

}  // namespace arbor
