// GradientTexture1D: a Gradient drawn into a one-pixel-high texture.
#pragma once

#include "arbor/core/signal/connection.h"
#include "arbor/scene/resources/gradient.h"
#include "arbor/scene/resources/image.h"
#include "arbor/scene/resources/texture.h"

namespace arbor {

/// A `width`×1 texture sampling a Gradient from left to right (Godot's GradientTexture1D;
/// Godot 3's GradientTexture): 8-bit RGBA, or float RGBA in linear color when `use_hdr`. The
/// image is made when first asked for and again after a change.
class GradientTexture1D : public Texture2D {
  ARBOR_CLASS(GradientTexture1D, Texture2D)

 public:
  GradientTexture1D() = default;
  ~GradientTexture1D() override;

  void set_gradient(const Ref<Gradient>& gradient);
  [[nodiscard]] const Ref<Gradient>& get_gradient() const { return gradient_; }
  /// Throws arbor::Error outside 1..16384.
  void set_width(int width);
  void set_use_hdr(bool enabled);
  [[nodiscard]] bool is_using_hdr() const { return use_hdr_; }

  [[nodiscard]] int get_width() const override { return width_; }
  [[nodiscard]] int get_height() const override { return 1; }
  [[nodiscard]] Ref<Image> get_image() const override;

 protected:
  static void _bind_methods();

 private:
  Ref<Gradient> gradient_;
  Connection gradient_changed_;
  int width_ = 256;
  bool use_hdr_ = false;
  mutable Ref<Image> image_;
};

}  // namespace arbor
