// GradientTexture2D: a Gradient filled across a rectangle.
#pragma once

#include "arbor/core/math/vector2.h"
#include "arbor/core/signal/connection.h"
#include "arbor/scene/resources/gradient.h"
#include "arbor/scene/resources/image.h"
#include "arbor/scene/resources/texture.h"

namespace arbor {

/// A `width`×`height` texture filled with a Gradient (Godot's GradientTexture2D): linearly
/// from `fill_from` to `fill_to` (in 0..1 UV units), radially around `fill_from`, or in
/// squares; beyond the ends the gradient clamps, repeats or mirrors. The image is made when
/// first asked for and again after a change.
class GradientTexture2D : public Texture2D {
  ARBOR_CLASS(GradientTexture2D, Texture2D)

 public:
  enum Fill : int { FILL_LINEAR, FILL_RADIAL, FILL_SQUARE };
  enum Repeat : int { REPEAT_NONE, REPEAT, REPEAT_MIRROR };

  GradientTexture2D() = default;
  ~GradientTexture2D() override;

  void set_gradient(const Ref<Gradient>& gradient);
  [[nodiscard]] const Ref<Gradient>& get_gradient() const { return gradient_; }
  /// Throw arbor::Error outside 1..2048.
  void set_width(int width);
  void set_height(int height);
  void set_use_hdr(bool enabled);
  [[nodiscard]] bool is_using_hdr() const { return use_hdr_; }
  void set_fill(Fill fill);
  [[nodiscard]] Fill get_fill() const { return fill_; }
  void set_fill_from(const Vector2& from);
  [[nodiscard]] Vector2 get_fill_from() const { return fill_from_; }
  void set_fill_to(const Vector2& to);
  [[nodiscard]] Vector2 get_fill_to() const { return fill_to_; }
  void set_repeat(Repeat repeat);
  [[nodiscard]] Repeat get_repeat() const { return repeat_; }

  [[nodiscard]] int get_width() const override { return width_; }
  [[nodiscard]] int get_height() const override { return height_; }
  [[nodiscard]] Ref<Image> get_image() const override;
  /// Where texel (x, y) samples the gradient, after the repeat mode.
  [[nodiscard]] float get_gradient_offset_at(int x, int y) const;

 protected:
  static void _bind_methods();

 private:
  void invalidate();

  Ref<Gradient> gradient_;
  Connection gradient_changed_;
  int width_ = 64;
  int height_ = 64;
  bool use_hdr_ = false;
  Fill fill_ = FILL_LINEAR;
  Vector2 fill_from_;
  Vector2 fill_to_{1, 0};
  Repeat repeat_ = REPEAT_NONE;
  mutable Ref<Image> image_;
};

}  // namespace arbor
