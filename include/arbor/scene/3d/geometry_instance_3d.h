// GeometryInstance3D: the base of nodes that draw geometry (Godot's GeometryInstance3D).
#pragma once

#include "arbor/core/math/aabb.h"
#include "arbor/core/object/ref.h"
#include "arbor/scene/3d/visual_instance_3d.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

class Material;

/// A VisualInstance3D that draws a mesh or multimesh through one rendering server instance:
/// shadow casting, transparency, visibility ranges (Godot's HLOD distances, measured from the
/// camera to the centre of the world bounds, with Godot's margins and fade modes), extra cull
/// margin and custom bounds. Subclasses say what the instance draws (set_instance_base).
class GeometryInstance3D : public VisualInstance3D {
  ARBOR_CLASS(GeometryInstance3D, VisualInstance3D)

 public:
  /// Godot's GeometryInstance3D.ShadowCastingSetting.
  enum ShadowCastingSetting : int {
    SHADOW_CASTING_SETTING_OFF,
    SHADOW_CASTING_SETTING_ON,
    SHADOW_CASTING_SETTING_DOUBLE_SIDED,
    SHADOW_CASTING_SETTING_SHADOWS_ONLY
  };
  /// Godot's GeometryInstance3D.VisibilityRangeFadeMode.
  enum VisibilityRangeFadeMode : int {
    VISIBILITY_RANGE_FADE_DISABLED,
    VISIBILITY_RANGE_FADE_SELF,
    VISIBILITY_RANGE_FADE_DEPENDENCIES
  };
  /// Godot's GeometryInstance3D.GIMode (kept as data: no global illumination yet).
  enum GIMode : int { GI_MODE_DISABLED, GI_MODE_STATIC, GI_MODE_DYNAMIC };

  GeometryInstance3D();
  ~GeometryInstance3D() override;

  /// Draws every surface with this material instead of its own (null: none).
  void set_material_override(const Ref<Material>& material);
  [[nodiscard]] const Ref<Material>& get_material_override() const { return material_override_; }
  /// Draws every surface once more with this material, over the first draw (null: none).
  void set_material_overlay(const Ref<Material>& material);
  [[nodiscard]] const Ref<Material>& get_material_overlay() const { return material_overlay_; }

  void set_cast_shadows_setting(ShadowCastingSetting setting);
  [[nodiscard]] ShadowCastingSetting get_cast_shadows_setting() const { return cast_shadow_; }
  /// 0 (opaque) to 1 (invisible): above 0 the geometry draws blended.
  void set_transparency(float transparency);
  [[nodiscard]] float get_transparency() const { return transparency_; }
  void set_visibility_range_begin(real_t distance);
  [[nodiscard]] real_t get_visibility_range_begin() const { return range_begin_; }
  void set_visibility_range_begin_margin(real_t margin);
  [[nodiscard]] real_t get_visibility_range_begin_margin() const { return range_begin_margin_; }
  void set_visibility_range_end(real_t distance);
  [[nodiscard]] real_t get_visibility_range_end() const { return range_end_; }
  void set_visibility_range_end_margin(real_t margin);
  [[nodiscard]] real_t get_visibility_range_end_margin() const { return range_end_margin_; }
  void set_visibility_range_fade_mode(VisibilityRangeFadeMode mode);
  [[nodiscard]] VisibilityRangeFadeMode get_visibility_range_fade_mode() const {
    return fade_mode_;
  }
  /// Whether a camera at `camera_position` sees the geometry by its visibility range alone (no
  /// margins): the distance to the centre of its world bounds is in [begin, end].
  [[nodiscard]] bool is_in_visibility_range(const Vector3& camera_position) const;
  /// Grows the culling bounds on every side.
  void set_extra_cull_margin(real_t margin);
  [[nodiscard]] real_t get_extra_cull_margin() const { return extra_cull_margin_; }
  /// Bounds used for culling instead of the geometry's own (a zero-size AABB: none).
  void set_custom_aabb(const AABB& aabb);
  [[nodiscard]] AABB get_custom_aabb() const { return custom_aabb_; }
  void set_lod_bias(float bias);
  [[nodiscard]] float get_lod_bias() const { return lod_bias_; }
  void set_ignore_occlusion_culling(bool ignore) { ignore_occlusion_culling_ = ignore; }
  [[nodiscard]] bool is_ignoring_occlusion_culling() const { return ignore_occlusion_culling_; }
  void set_gi_mode(GIMode mode) { gi_mode_ = mode; }
  [[nodiscard]] GIMode get_gi_mode() const { return gi_mode_; }

  /// The geometry's instance on the rendering server while it is in a world.
  [[nodiscard]] InstanceHandle get_instance() const { return instance_; }
  /// Its bounds in world space: get_aabb() (or the custom AABB) through the global transform.
  [[nodiscard]] AABB get_world_aabb() const;

 protected:
  static void _bind_methods();
  void _enter_world() override;
  void _exit_world() override;
  void _world_transform_changed(const Transform3D& transform) override;
  void _world_visibility_changed(bool visible) override;
  void _layers_changed() override;

  /// For subclasses: what the instance draws. Call from _update_base (and whenever it
  /// changes while in a world).
  void set_instance_base(MeshHandle mesh);
  void set_instance_base(MultiMeshHandle multimesh);
  /// Called once the instance exists: push what it draws and the materials.
  virtual void _update_base() {}

 private:
  void push_range();
  /// Acquires the override's (or overlay's) server material and gives it to the instance.
  void push_override(bool overlay);

  InstanceHandle instance_;
  Ref<Material> material_override_;
  Ref<Material> material_overlay_;
  ShadowCastingSetting cast_shadow_ = SHADOW_CASTING_SETTING_ON;
  float transparency_ = 0;
  real_t range_begin_ = 0;
  real_t range_begin_margin_ = 0;
  real_t range_end_ = 0;
  real_t range_end_margin_ = 0;
  VisibilityRangeFadeMode fade_mode_ = VISIBILITY_RANGE_FADE_DISABLED;
  real_t extra_cull_margin_ = 0;
  AABB custom_aabb_;
  float lod_bias_ = 1;
  bool ignore_occlusion_culling_ = false;
  GIMode gi_mode_ = GI_MODE_STATIC;
};

}  // namespace arbor
