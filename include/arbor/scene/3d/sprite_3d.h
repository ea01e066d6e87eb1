// Sprite3D: a textured quad in 3D space (Godot's SpriteBase3D and Sprite3D).
#pragma once

#include "arbor/core/math/color.h"
#include "arbor/core/math/rect2.h"
#include "arbor/core/math/vector2.h"
#include "arbor/core/math/vector2i.h"
#include "arbor/core/object/ref.h"
#include "arbor/core/signal/connection.h"
#include "arbor/scene/3d/geometry_instance_3d.h"

namespace arbor {

class Texture2D;

/// A 2D picture drawn in 3D: a quad `pixel_size` metres per texel, facing its `axis`, with
/// Godot 4's SpriteBase3D options (centered, offset, flips, modulate, billboard, transparency,
/// alpha cut, shading, double sided). The node makes its own quad mesh and material on the
/// server and updates them when a property changes.
class Sprite3D : public GeometryInstance3D {
  ARBOR_CLASS(Sprite3D, GeometryInstance3D)

 public:
  /// Godot's SpriteBase3D.DrawFlags.
  enum DrawFlags : int {
    FLAG_TRANSPARENT,
    FLAG_SHADED,
    FLAG_DOUBLE_SIDED,
    FLAG_DISABLE_DEPTH_TEST,
    FLAG_FIXED_SIZE,
    FLAG_MAX
  };
  /// Godot's SpriteBase3D.AlphaCutMode.
  enum AlphaCutMode : int {
    ALPHA_CUT_DISABLED,
    ALPHA_CUT_DISCARD,
    ALPHA_CUT_OPAQUE_PREPASS,
    ALPHA_CUT_HASH
  };
  /// Godot's BaseMaterial3D.BillboardMode, as sprites take it.
  enum BillboardMode : int { BILLBOARD_DISABLED, BILLBOARD_ENABLED, BILLBOARD_FIXED_Y };

  Sprite3D();
  ~Sprite3D() override;

  void set_texture(const Ref<Texture2D>& texture);
  [[nodiscard]] const Ref<Texture2D>& get_texture() const { return texture_; }
  void set_centered(bool centered);
  [[nodiscard]] bool is_centered() const { return centered_; }
  /// In texels.
  void set_offset(const Vector2& offset);
  [[nodiscard]] Vector2 get_offset() const { return offset_; }
  void set_flip_h(bool flip);
  [[nodiscard]] bool is_flipped_h() const { return flip_h_; }
  void set_flip_v(bool flip);
  [[nodiscard]] bool is_flipped_v() const { return flip_v_; }
  void set_modulate(const Color& color);
  [[nodiscard]] Color get_modulate() const { return modulate_; }
  /// Metres per texel.
  void set_pixel_size(real_t size);
  [[nodiscard]] real_t get_pixel_size() const { return pixel_size_; }
  /// The axis the quad faces: 0 X, 1 Y, 2 Z (default).
  void set_axis(int axis);
  [[nodiscard]] int get_axis() const { return axis_; }
  void set_draw_flag(DrawFlags flag, bool enabled);
  [[nodiscard]] bool get_draw_flag(DrawFlags flag) const;
  void set_alpha_cut_mode(AlphaCutMode mode);
  [[nodiscard]] AlphaCutMode get_alpha_cut_mode() const { return alpha_cut_; }
  void set_alpha_scissor_threshold(float threshold);
  [[nodiscard]] float get_alpha_scissor_threshold() const { return alpha_scissor_threshold_; }
  void set_alpha_hash_scale(float scale);
  [[nodiscard]] float get_alpha_hash_scale() const { return alpha_hash_scale_; }
  void set_billboard_mode(BillboardMode mode);
  [[nodiscard]] BillboardMode get_billboard_mode() const { return billboard_; }
  /// BaseMaterial3D.TextureFilter.
  void set_texture_filter(int filter);
  [[nodiscard]] int get_texture_filter() const { return texture_filter_; }
  void set_render_priority(int priority);
  [[nodiscard]] int get_render_priority() const { return render_priority_; }

  // -- frames and region (Sprite3D)
  void set_hframes(int frames);
  [[nodiscard]] int get_hframes() const { return hframes_; }
  void set_vframes(int frames);
  [[nodiscard]] int get_vframes() const { return vframes_; }
  /// Frame index in [0, hframes × vframes).
  void set_frame(int frame);
  [[nodiscard]] int get_frame() const { return frame_; }
  void set_frame_coords(const Vector2i& coords);
  [[nodiscard]] Vector2i get_frame_coords() const;
  void set_region_enabled(bool enabled);
  [[nodiscard]] bool is_region_enabled() const { return region_enabled_; }
  void set_region_rect(const Rect2& rect);
  [[nodiscard]] Rect2 get_region_rect() const { return region_rect_; }

  /// The texels drawn: the region, one frame of it (or of the texture), in texture pixels.
  [[nodiscard]] Rect2 get_item_rect() const;
  [[nodiscard]] AABB get_aabb() const override;

 protected:
  static void _bind_methods();
  void _update_base() override;
  void _exit_world() override;

 private:
  void redraw();
  [[nodiscard]] Rect2 source_rect() const;

  Ref<Texture2D> texture_;
  Connection texture_connection_;
  Vector2 offset_;
  Color modulate_{1, 1, 1, 1};
  real_t pixel_size_ = real_t(0.01);
  Rect2 region_rect_;
  float alpha_scissor_threshold_ = 0.5f;
  float alpha_hash_scale_ = 1;
  int axis_ = 2;
  int hframes_ = 1;
  int vframes_ = 1;
  int frame_ = 0;
  int texture_filter_ = 3;  // LINEAR_WITH_MIPMAPS
  int render_priority_ = 0;
  AlphaCutMode alpha_cut_ = ALPHA_CUT_DISABLED;
  BillboardMode billboard_ = BILLBOARD_DISABLED;
  bool flags_[FLAG_MAX] = {true, false, true, false, false};
  bool centered_ = true;
  bool flip_h_ = false;
  bool flip_v_ = false;
  bool region_enabled_ = false;
  MeshHandle mesh_;
  MaterialHandle material_;
};

}  // namespace arbor
