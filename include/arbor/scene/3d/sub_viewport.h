// SubViewport: a viewport rendered offscreen, into a texture (Godot's SubViewport).
#pragma once

#include "arbor/core/math/vector2i.h"
#include "arbor/scene/scene_viewport.h"

namespace arbor {

/// A viewport inside the tree that renders its own camera's view of its world (its parent
/// viewport's unless `own_world_3d` or `world_3d` says otherwise) into a texture, before the
/// viewport that contains it. Godot 4's properties and defaults: `size` 512×512, updated
/// WHEN_VISIBLE (when its texture was drawn in the last frame).
class SubViewport : public SceneViewport {
  ARBOR_CLASS(SubViewport, SceneViewport)

 public:
  /// Godot's SubViewport.UpdateMode.
  enum UpdateMode : int {
    UPDATE_DISABLED,
    UPDATE_ONCE,
    UPDATE_WHEN_VISIBLE,
    UPDATE_WHEN_PARENT_VISIBLE,
    UPDATE_ALWAYS
  };
  /// Godot's SubViewport.ClearMode.
  enum ClearMode : int { CLEAR_MODE_ALWAYS, CLEAR_MODE_NEVER, CLEAR_MODE_ONCE };

  SubViewport();

  void set_update_mode(UpdateMode mode);
  [[nodiscard]] UpdateMode get_update_mode() const { return update_mode_; }
  void set_clear_mode(ClearMode mode);
  [[nodiscard]] ClearMode get_clear_mode() const { return clear_mode_; }
  /// The size 2D content is laid out for (Godot's size_2d_override; kept as data).
  void set_size_2d_override(Vector2i size) { size_2d_override_ = size; }
  [[nodiscard]] Vector2i get_size_2d_override() const { return size_2d_override_; }
  void set_size_2d_override_stretch(bool enabled) { size_2d_override_stretch_ = enabled; }
  [[nodiscard]] bool is_size_2d_override_stretch_enabled() const {
    return size_2d_override_stretch_;
  }

  /// The viewport's picture as a texture on the rendering server (what a ViewportTexture
  /// shows); a null handle without a RenderingServer.
  [[nodiscard]] TextureHandle get_texture_handle();

 protected:
  static void _bind_methods();
  void _push_render_settings() override;

 private:
  UpdateMode update_mode_ = UPDATE_WHEN_VISIBLE;
  ClearMode clear_mode_ = CLEAR_MODE_ALWAYS;
  Vector2i size_2d_override_;
  bool size_2d_override_stretch_ = false;
};

}  // namespace arbor
