// Image: pixel data in one of Godot's image formats, with optional mipmaps.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "arbor/core/math/color.h"
#include "arbor/core/object/resource.h"
#include "arbor/core/variant/dictionary.h"
#include "arbor/core/variant/packed_arrays.h"

namespace arbor {

/// A picture held in memory (Godot's Image): width, height, a pixel format, and the bytes of
/// level 0 followed by each mipmap level down to 1×1 when it has mipmaps. Scene files store
/// it as the `data` dictionary Godot writes (`{"data": PackedByteArray(...), "format":
/// "RGBA8", "height": 64, "mipmaps": false, "width": 64}`); a dictionary whose byte count does
/// not match its size and format is refused with an arbor::Error that says by how much.
/// Block-compressed formats (DXT, RGTC, BPTC, ETC, ASTC) are kept as they are but not decoded:
/// get_pixel() and get_rgba8() refuse them, and renderers draw a placeholder instead.
class Image : public Resource {
  ARBOR_CLASS(Image, Resource)

 public:
  /// Godot 4's formats, with its values.
  enum Format : int {
    FORMAT_L8,
    FORMAT_LA8,
    FORMAT_R8,
    FORMAT_RG8,
    FORMAT_RGB8,
    FORMAT_RGBA8,
    FORMAT_RGBA4444,
    FORMAT_RGB565,
    FORMAT_RF,
    FORMAT_RGF,
    FORMAT_RGBF,
    FORMAT_RGBAF,
    FORMAT_RH,
    FORMAT_RGH,
    FORMAT_RGBH,
    FORMAT_RGBAH,
    FORMAT_RGBE9995,
    FORMAT_DXT1,
    FORMAT_DXT3,
    FORMAT_DXT5,
    FORMAT_RGTC_R,
    FORMAT_RGTC_RG,
    FORMAT_BPTC_RGBA,
    FORMAT_BPTC_RGBF,
    FORMAT_BPTC_RGBFU,
    FORMAT_ETC,
    FORMAT_ETC2_R11,
    FORMAT_ETC2_R11S,
    FORMAT_ETC2_RG11,
    FORMAT_ETC2_RG11S,
    FORMAT_ETC2_RGB8,
    FORMAT_ETC2_RGBA8,
    FORMAT_ETC2_RGB8A1,
    FORMAT_ETC2_RA_AS_RG,
    FORMAT_DXT5_RA_AS_RG,
    FORMAT_ASTC_4x4,
    FORMAT_ASTC_4x4_HDR,
    FORMAT_ASTC_8x8,
    FORMAT_ASTC_8x8_HDR,
    FORMAT_R16,
    FORMAT_RG16,
    FORMAT_RGB16,
    FORMAT_RGBA16,
    FORMAT_R16I,
    FORMAT_RG16I,
    FORMAT_RGB16I,
    FORMAT_RGBA16I,
    FORMAT_MAX
  };

  /// The largest width or height Godot accepts.
  static constexpr int MAX_WIDTH = 1 << 24;
  static constexpr int MAX_HEIGHT = 1 << 24;

  Image() = default;
  /// An image of the given size and format over `data` (level 0, then the mipmaps when
  /// `use_mipmaps`); throws arbor::Error when the byte count does not match.
  Image(int width, int height, bool use_mipmaps, Format format, PackedByteArray data);

  /// Replaces the contents as the constructor does (Godot's set_data).
  void set_data(int width, int height, bool use_mipmaps, Format format, PackedByteArray data);
  /// A new image of the size and format filled with transparent black (Godot's create_empty).
  static Ref<Image> create_empty(int width, int height, bool use_mipmaps, Format format);

  [[nodiscard]] int get_width() const { return width_; }
  [[nodiscard]] int get_height() const { return height_; }
  [[nodiscard]] Format get_format() const { return format_; }
  [[nodiscard]] bool has_mipmaps() const { return mipmaps_; }
  /// Levels beyond level 0 (0 without mipmaps).
  [[nodiscard]] int get_mipmap_count() const;
  [[nodiscard]] bool is_empty() const { return width_ == 0 || height_ == 0; }
  /// Every level's bytes, level 0 first.
  [[nodiscard]] const PackedByteArray& get_data() const { return data_; }
  /// Where mipmap `level` (0 = the image itself) starts in get_data(), and its size.
  [[nodiscard]] int64_t get_mipmap_offset(int level) const;
  void get_mipmap_size(int level, int& width, int& height) const;

  /// Whether the format stores pixels in blocks that Arbor does not decode.
  [[nodiscard]] static bool is_format_compressed(Format format);
  /// Godot's name of a format, as scene files write it ("RGBA8", "LumAlpha8", "RGFloat").
  [[nodiscard]] static std::string_view get_format_name(Format format);
  /// The format of a name; FORMAT_MAX when there is none.
  [[nodiscard]] static Format format_from_name(std::string_view name);
  /// The bytes `width`×`height` take in `format`, with the whole mipmap chain when
  /// `mipmaps` (Godot's get_image_data_size).
  [[nodiscard]] static int64_t get_image_data_size(int width, int height, Format format,
                                                   bool mipmaps);

  /// The texel at (x, y) of level 0 as a color (Godot's get_pixel); throws arbor::Error outside
  /// the image or for a compressed format.
  [[nodiscard]] Color get_pixel(int x, int y) const;
  /// Sets the texel at (x, y) of level 0, converting to the format.
  void set_pixel(int x, int y, const Color& color);
  /// Level 0 as 8-bit RGBA, row by row (what a renderer uploads); throws arbor::Error for a
  /// compressed format. Luminance spreads to RGB, missing channels read as 0 and alpha as 1.
  [[nodiscard]] PackedByteArray get_rgba8() const;
  /// Whether some texel of level 0 has alpha below 1.
  [[nodiscard]] bool detect_alpha() const;

  /// Decodes an encoded image (PNG, JPEG, BMP, TGA, PSD, GIF, HDR, PNM) with stb_image: 8-bit
  /// images become L8, LA8, RGB8 or RGBA8 by their channels, Radiance HDR float RGB. Throws
  /// arbor::Error saying why when the bytes do not decode, or when the image would take more
  /// than 512 MiB (a small file may claim an enormous size). `what` names the source in the
  /// message.
  static Ref<Image> load_from_buffer(const PackedByteArray& encoded, const std::string& what);
  /// Reads and decodes the image file at `path` (as load_from_buffer); throws arbor::Error
  /// naming the path when it cannot be read or decoded.
  static Ref<Image> load_from_file(const std::string& path);
  /// Godot's load_png_from_buffer / load_jpg_from_buffer: decode into this image; throw
  /// arbor::Error when the bytes are not such an image.
  void load_png_from_buffer(const PackedByteArray& encoded);
  void load_jpg_from_buffer(const PackedByteArray& encoded);
  /// A 16×16 magenta and black checker: what renderers draw for a texture that is missing or
  /// does not decode.
  static Ref<Image> create_placeholder();

  /// The `data` property: the dictionary scene files store.
  [[nodiscard]] Dictionary get_data_dictionary() const;
  /// Reads the `data` dictionary; throws arbor::Error naming the key that is missing, has the
  /// wrong type, or whose bytes do not match the size and format.
  void set_data_dictionary(const Dictionary& data);

 protected:
  static void _bind_methods();

 private:
  void check_in_range(int x, int y, const char* what) const;
  void copy_from(const Image& other);

  int width_ = 0;
  int height_ = 0;
  Format format_ = FORMAT_L8;
  bool mipmaps_ = false;
  PackedByteArray data_;
};

}  // namespace arbor
