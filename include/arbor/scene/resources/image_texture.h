// ImageTexture: a texture made from an Image held in memory.
#pragma once

#include "arbor/core/math/vector2i.h"
#include "arbor/core/signal/connection.h"
#include "arbor/scene/resources/image.h"
#include "arbor/scene/resources/texture.h"

namespace arbor {

/// A texture whose pixels are an Image (Godot's ImageTexture): the `image` a scene file
/// embeds as an Image sub-resource, or one made in code with create_from_image(). Changes to
/// the image reach the texture's users through `changed`.
class ImageTexture : public Texture2D {
  ARBOR_CLASS(ImageTexture, Texture2D)

 public:
  ImageTexture() = default;
  ~ImageTexture() override;

  /// A new texture showing `image` (Godot's ImageTexture.create_from_image).
  static Ref<ImageTexture> create_from_image(const Ref<Image>& image);

  void set_image(const Ref<Image>& image);
  /// Replaces the pixels with an image of the same size and format (Godot's update).
  void update(const Ref<Image>& image);
  /// Draws at `size` instead of the image's own size (0 × 0 restores it).
  void set_size_override(const Vector2i& size);

  [[nodiscard]] int get_width() const override;
  [[nodiscard]] int get_height() const override;
  [[nodiscard]] Ref<Image> get_image() const override { return image_; }

 protected:
  static void _bind_methods();

 private:
  Ref<Image> image_;
  Connection image_changed_;
  Vector2i size_override_;
};

}  // namespace arbor
