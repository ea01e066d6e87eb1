// AtlasTexture: a region of another texture, drawn as a texture of its own.
#pragma once

#include "arbor/core/math/rect2.h"
#include "arbor/core/signal/connection.h"
#include "arbor/scene/resources/texture.h"

namespace arbor {

/// A rectangle of an atlas texture (Godot's AtlasTexture): sprite sheets and tile sets cut
/// into frames. `margin` adds transparent space around the region (its position offsets the
/// region, its size enlarges the texture); `filter_clip` keeps filtering from bleeding in
/// texels outside the region.
class AtlasTexture : public Texture2D {
  ARBOR_CLASS(AtlasTexture, Texture2D)

 public:
  AtlasTexture() = default;
  ~AtlasTexture() override;

  void set_atlas(const Ref<Texture2D>& atlas);
  [[nodiscard]] const Ref<Texture2D>& get_atlas() const { return atlas_; }
  void set_region(const Rect2& region);
  [[nodiscard]] Rect2 get_region() const { return region_; }
  void set_margin(const Rect2& margin);
  [[nodiscard]] Rect2 get_margin() const { return margin_; }
  void set_filter_clip(bool enable);
  [[nodiscard]] bool has_filter_clip() const { return filter_clip_; }

  /// The region's size plus the margin's (the atlas's size when the region is empty).
  [[nodiscard]] int get_width() const override;
  [[nodiscard]] int get_height() const override;
  /// The region's texels (clipped to the atlas) placed inside the margin, transparent
  /// elsewhere, as 8-bit RGBA; null when there is no atlas or its image does not decode.
  [[nodiscard]] Ref<Image> get_image() const override;

 protected:
  static void _bind_methods();

 private:
  Ref<Texture2D> atlas_;
  Connection atlas_changed_;
  Rect2 region_;
  Rect2 margin_;
  bool filter_clip_ = false;
};

}  // namespace arbor
