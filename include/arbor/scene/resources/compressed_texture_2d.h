// CompressedTexture2D: a texture loaded from an image file of the project.
#pragma once

#include <string>

#include "arbor/scene/resources/image.h"
#include "arbor/scene/resources/texture.h"

namespace arbor {

/// The texture a scene gets for `res://icon.png` (Godot's CompressedTexture2D). Godot loads
/// the `.ctex` its importer made; Arbor has no import step and decodes the source image
/// itself (PNG, JPEG, BMP, TGA, HDR, through stb_image). A file that is missing or does not
/// decode (WebP and SVG included, which stb cannot read) gives a visible placeholder, a
/// magenta and black checker, and a warning naming the file; the scene goes on loading.
class CompressedTexture2D : public Texture2D {
  ARBOR_CLASS(CompressedTexture2D, Texture2D)

 public:
  CompressedTexture2D() = default;

  /// Decodes the image at `path` (a file path; `res://` paths are resolved by ResourceLoader
  /// before). Returns false, keeps the placeholder and reports a warning (naming `path` and
  /// the reason) when the file cannot be read or decoded.
  bool load(const std::string& path);
  [[nodiscard]] const std::string& get_load_path() const { return load_path_; }
  /// Whether the texture shows the placeholder because its image did not load.
  [[nodiscard]] bool is_placeholder() const { return placeholder_; }

  [[nodiscard]] int get_width() const override;
  [[nodiscard]] int get_height() const override;
  [[nodiscard]] Ref<Image> get_image() const override { return image_; }

  /// Godot writes `type="Texture2D"` for the textures it imports.
  [[nodiscard]] std::string get_save_class() const override { return "Texture2D"; }

 protected:
  static void _bind_methods();

 private:
  std::string load_path_;
  Ref<Image> image_;
  bool placeholder_ = false;
};

}  // namespace arbor
