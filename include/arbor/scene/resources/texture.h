// Texture and Texture2D: the bases of the images materials and canvas items sample.
#pragma once

#include "arbor/core/math/vector2.h"
#include "arbor/core/object/resource.h"

namespace arbor {

class Image;

/// The base of every texture resource (Godot's Texture).
class Texture : public Resource {
  ARBOR_CLASS(Texture, Resource)

 public:
  Texture() = default;
};

/// A two-dimensional texture (Godot's Texture2D): ImageTexture, CompressedTexture2D,
/// AtlasTexture and the gradient textures. Renderers read its pixels through get_image().
class Texture2D : public Texture {
  ARBOR_CLASS(Texture2D, Texture)

 public:
  Texture2D() = default;

  [[nodiscard]] virtual int get_width() const = 0;
  [[nodiscard]] virtual int get_height() const = 0;
  [[nodiscard]] Vector2 get_size() const {
    return Vector2(real_t(get_width()), real_t(get_height()));
  }
  /// Whether some texel is not fully opaque.
  [[nodiscard]] virtual bool has_alpha() const;
  /// The texture's pixels (level 0 and any mipmaps), or null when it has none yet.
  [[nodiscard]] virtual Ref<Image> get_image() const = 0;

 protected:
  static void _bind_methods();
};

}  // namespace arbor
