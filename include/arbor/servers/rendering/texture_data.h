// Image data as the rendering server keeps it: pixels in one of Godot's uncompressed formats.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

/// Pixel formats, with Godot's Image.Format names and values (its uncompressed ones; a resource
/// decompresses or converts anything else before handing it over).
enum class ImageFormat : std::uint8_t {
  L8 = 0,        ///< luminance, 1 byte
  LA8 = 1,       ///< luminance and alpha, 2 bytes
  R8 = 2,        ///< red, 1 byte
  RG8 = 3,       ///< 2 bytes
  RGB8 = 4,      ///< 3 bytes
  RGBA8 = 5,     ///< 4 bytes (the common case: PNG, JPEG, embedded images)
  RGBA4444 = 6,  ///< 2 bytes
  RGB565 = 7,    ///< 2 bytes
  RF = 8,        ///< 32-bit float red
  RGF = 9,
  RGBF = 10,
  RGBAF = 11,
  RH = 12,  ///< 16-bit float red
  RGH = 13,
  RGBH = 14,
  RGBAH = 15,
};

/// Bytes per pixel of a format.
[[nodiscard]] std::size_t image_format_pixel_size(ImageFormat format);
/// Bytes an image of this size and format holds: one level, or the whole mipmap chain (each level
/// half the one above, rounded down, at least 1×1, down to 1×1), as Godot lays it out.
[[nodiscard]] std::size_t image_data_size(int width, int height, ImageFormat format, bool mipmaps);

/// An image: rows top to bottom, pixels left to right, tightly packed; with `mipmaps` the
/// smaller levels follow the full one in order. Colors are sRGB-encoded for 8-bit formats
/// (Godot's convention), linear for float ones.
struct ImageData {
  int width = 0;
  int height = 0;
  ImageFormat format = ImageFormat::RGBA8;
  bool mipmaps = false;
  std::vector<std::uint8_t> data;  ///< exactly image_data_size(width, height, format, mipmaps)
};

/// Why `image` is unusable (a size of zero or below, more than 16384 pixels a side, data of the
/// wrong length), or an empty string when it is fine.
[[nodiscard]] std::string image_data_error(const ImageData& image);

/// A texture as the backend receives it: an image, or the picture a viewport renders (a
/// SubViewport's ViewportTexture, `viewport` set, `image` empty; its size is the viewport's).
struct TextureData {
  ImageData image;
  ViewportHandle viewport;
  std::string name;  ///< the name it was made with (a resource path, for messages)
};

}  // namespace arbor
