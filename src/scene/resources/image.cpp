#include "arbor/scene/resources/image.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "scene/resources/half_float.h"

namespace arbor {
namespace {

// How a format lays out its texels: bytes per texel of a block of `block`×`block` texels,
// shifted right by `shift` (compressed formats store less than a byte per texel), and the
// smallest level a mipmap chain reaches.
struct FormatInfo {
  std::string_view name;
  int pixel_size;
  int shift;
  int block;
  int min_size;
  bool compressed;
};

// Godot 4's Image::format_names (index 7, FORMAT_RGB565, keeps the name "RGBA5551").
constexpr std::array<FormatInfo, Image::FORMAT_MAX> kFormats{{
    {"Lum8", 1, 0, 1, 1, false},
    {"LumAlpha8", 2, 0, 1, 1, false},
    {"Red8", 1, 0, 1, 1, false},
    {"RedGreen", 2, 0, 1, 1, false},
    {"RGB8", 3, 0, 1, 1, false},
    {"RGBA8", 4, 0, 1, 1, false},
    {"RGBA4444", 2, 0, 1, 1, false},
    {"RGBA5551", 2, 0, 1, 1, false},
    {"RFloat", 4, 0, 1, 1, false},
    {"RGFloat", 8, 0, 1, 1, false},
    {"RGBFloat", 12, 0, 1, 1, false},
    {"RGBAFloat", 16, 0, 1, 1, false},
    {"RHalf", 2, 0, 1, 1, false},
    {"RGHalf", 4, 0, 1, 1, false},
    {"RGBHalf", 6, 0, 1, 1, false},
    {"RGBAHalf", 8, 0, 1, 1, false},
    {"RGBE9995", 4, 0, 1, 1, false},
    {"DXT1 RGB8", 1, 1, 4, 4, true},
    {"DXT3 RGBA8", 1, 0, 4, 4, true},
    {"DXT5 RGBA8", 1, 0, 4, 4, true},
    {"RGTC Red8", 1, 1, 4, 4, true},
    {"RGTC RedGreen8", 1, 0, 4, 4, true},
    {"BPTC_RGBA", 1, 0, 4, 4, true},
    {"BPTC_RGBF", 1, 0, 4, 4, true},
    {"BPTC_RGBFU", 1, 0, 4, 4, true},
    {"ETC", 1, 1, 4, 4, true},
    {"ETC2_R11", 1, 1, 4, 4, true},
    {"ETC2_R11S", 1, 1, 4, 4, true},
    {"ETC2_RG11", 1, 0, 4, 4, true},
    {"ETC2_RG11S", 1, 0, 4, 4, true},
    {"ETC2_RGB8", 1, 1, 4, 4, true},
    {"ETC2_RGBA8", 1, 0, 4, 4, true},
    {"ETC2_RGB8A1", 1, 1, 4, 4, true},
    {"ETC2_RA_AS_RG", 1, 0, 4, 4, true},
    {"FORMAT_DXT5_RA_AS_RG", 1, 0, 4, 4, true},
    {"ASTC_4x4", 1, 0, 4, 4, true},
    {"ASTC_4x4_HDR", 1, 0, 4, 4, true},
    {"ASTC_8x8", 1, 2, 8, 8, true},
    {"ASTC_8x8_HDR", 1, 2, 8, 8, true},
    {"R16", 2, 0, 1, 1, false},
    {"RG16", 4, 0, 1, 1, false},
    {"RGB16", 6, 0, 1, 1, false},
    {"RGBA16", 8, 0, 1, 1, false},
    {"R16Int", 2, 0, 1, 1, false},
    {"RG16Int", 4, 0, 1, 1, false},
    {"RGB16Int", 6, 0, 1, 1, false},
    {"RGBA16Int", 8, 0, 1, 1, false},
}};

const FormatInfo& info_of(Image::Format format) { return kFormats[std::size_t(format)]; }

// Calls `visit(level, offset, width, height, bytes)` for each level of the chain, as Godot's
// Image::_get_dst_image_size walks it; stops when `visit` returns false.
template <class Visit>
void walk_levels(int width, int height, Image::Format format, bool mipmaps, Visit&& visit) {
  const FormatInfo& info = info_of(format);
  int64_t offset = 0;
  int w = width;
  int h = height;
  for (int level = 0;; ++level) {
    const int64_t bw = w % info.block ? w + (info.block - w % info.block) : w;
    const int64_t bh = h % info.block ? h + (info.block - h % info.block) : h;
    const int64_t bytes = (bw * bh * info.pixel_size) >> info.shift;
    if (!visit(level, offset, w, h, bytes)) return;
    offset += bytes;
    if (!mipmaps || (w <= info.min_size && h <= info.min_size)) return;
    w = std::max(info.min_size, w >> 1);
    h = std::max(info.min_size, h >> 1);
  }
}

uint16_t load_u16(const uint8_t* p) { return uint16_t(p[0] | (p[1] << 8)); }
void store_u16(uint8_t* p, uint16_t v) {
  p[0] = uint8_t(v & 0xFF);
  p[1] = uint8_t(v >> 8);
}
float load_f32(const uint8_t* p) {
  float v;
  std::memcpy(&v, p, 4);
  return v;
}
void store_f32(uint8_t* p, float v) { std::memcpy(p, &v, 4); }
uint8_t unorm8(float v) { return uint8_t(std::lround(std::clamp(v, 0.0f, 1.0f) * 255.0f)); }
uint16_t unorm16(float v) { return uint16_t(std::lround(std::clamp(v, 0.0f, 1.0f) * 65535.0f)); }

// Color::from_rgbe9995: three 9-bit mantissas sharing a 5-bit exponent.
Color from_rgbe9995(uint32_t packed) {
  const float r = float(packed & 0x1FF);
  const float g = float((packed >> 9) & 0x1FF);
  const float b = float((packed >> 18) & 0x1FF);
  const float e = float(packed >> 27);
  const float m = std::pow(2.0f, e - 15.0f - 9.0f);
  return Color(r * m, g * m, b * m, 1.0f);
}

// Color::to_rgbe9995.
uint32_t to_rgbe9995(const Color& c) {
  constexpr float kMax = 65408.0f;  // (2^9 - 1) / 2^9 * 2^16
  const float r = std::clamp(c.r, 0.0f, kMax);
  const float g = std::clamp(c.g, 0.0f, kMax);
  const float b = std::clamp(c.b, 0.0f, kMax);
  const float largest = std::max({r, g, b});
  const float exp_shared =
      std::max(-16.0f, std::floor(std::log2(std::max(largest, 1e-30f)))) + 1.0f + 15.0f;
  float denom = std::pow(2.0f, exp_shared - 15.0f - 9.0f);
  int shared = int(exp_shared);
  if (std::lround(largest / denom) == 512) {
    denom *= 2.0f;
    ++shared;
  }
  const auto mantissa = [&](float v) { return uint32_t(std::lround(v / denom)) & 0x1FF; };
  return mantissa(r) | (mantissa(g) << 9) | (mantissa(b) << 18) |
         (uint32_t(std::clamp(shared, 0, 31)) << 27);
}

Color read_texel(Image::Format format, const uint8_t* p) {
  switch (format) {
    case Image::FORMAT_L8: {
      const float l = p[0] / 255.0f;
      return Color(l, l, l, 1.0f);
    }
    case Image::FORMAT_LA8: {
      const float l = p[0] / 255.0f;
      return Color(l, l, l, p[1] / 255.0f);
    }
    case Image::FORMAT_R8:
      return Color(p[0] / 255.0f, 0, 0, 1);
    case Image::FORMAT_RG8:
      return Color(p[0] / 255.0f, p[1] / 255.0f, 0, 1);
    case Image::FORMAT_RGB8:
      return Color(p[0] / 255.0f, p[1] / 255.0f, p[2] / 255.0f, 1);
    case Image::FORMAT_RGBA8:
      return Color::from_rgba8(p[0], p[1], p[2], p[3]);
    case Image::FORMAT_RGBA4444: {
      const uint16_t u = load_u16(p);
      return Color(((u >> 12) & 0xF) / 15.0f, ((u >> 8) & 0xF) / 15.0f, ((u >> 4) & 0xF) / 15.0f,
                   (u & 0xF) / 15.0f);
    }
    case Image::FORMAT_RGB565: {
      const uint16_t u = load_u16(p);
      return Color((u & 0x1F) / 31.0f, ((u >> 5) & 0x3F) / 63.0f, ((u >> 11) & 0x1F) / 31.0f, 1);
    }
    case Image::FORMAT_RF:
      return Color(load_f32(p), 0, 0, 1);
    case Image::FORMAT_RGF:
      return Color(load_f32(p), load_f32(p + 4), 0, 1);
    case Image::FORMAT_RGBF:
      return Color(load_f32(p), load_f32(p + 4), load_f32(p + 8), 1);
    case Image::FORMAT_RGBAF:
      return Color(load_f32(p), load_f32(p + 4), load_f32(p + 8), load_f32(p + 12));
    case Image::FORMAT_RH:
      return Color(detail::half_to_float(load_u16(p)), 0, 0, 1);
    case Image::FORMAT_RGH:
      return Color(detail::half_to_float(load_u16(p)), detail::half_to_float(load_u16(p + 2)), 0,
                   1);
    case Image::FORMAT_RGBH:
      return Color(detail::half_to_float(load_u16(p)), detail::half_to_float(load_u16(p + 2)),
                   detail::half_to_float(load_u16(p + 4)), 1);
    case Image::FORMAT_RGBAH:
      return Color(detail::half_to_float(load_u16(p)), detail::half_to_float(load_u16(p + 2)),
                   detail::half_to_float(load_u16(p + 4)), detail::half_to_float(load_u16(p + 6)));
    case Image::FORMAT_RGBE9995: {
      uint32_t packed;
      std::memcpy(&packed, p, 4);
      return from_rgbe9995(packed);
    }
    case Image::FORMAT_R16:
      return Color(load_u16(p) / 65535.0f, 0, 0, 1);
    case Image::FORMAT_RG16:
      return Color(load_u16(p) / 65535.0f, load_u16(p + 2) / 65535.0f, 0, 1);
    case Image::FORMAT_RGB16:
      return Color(load_u16(p) / 65535.0f, load_u16(p + 2) / 65535.0f, load_u16(p + 4) / 65535.0f,
                   1);
    case Image::FORMAT_RGBA16:
      return Color(load_u16(p) / 65535.0f, load_u16(p + 2) / 65535.0f, load_u16(p + 4) / 65535.0f,
                   load_u16(p + 6) / 65535.0f);
    case Image::FORMAT_R16I:
      return Color(load_u16(p), 0, 0, 1);
    case Image::FORMAT_RG16I:
      return Color(load_u16(p), load_u16(p + 2), 0, 1);
    case Image::FORMAT_RGB16I:
      return Color(load_u16(p), load_u16(p + 2), load_u16(p + 4), 1);
    case Image::FORMAT_RGBA16I:
      return Color(load_u16(p), load_u16(p + 2), load_u16(p + 4), load_u16(p + 6));
    default:
      throw Error("Image: format " + std::string(Image::get_format_name(format)) +
                  " is compressed and is not decoded");
  }
}

void write_texel(Image::Format format, uint8_t* p, const Color& c) {
  switch (format) {
    case Image::FORMAT_L8:
      p[0] = unorm8(c.get_v());
      return;
    case Image::FORMAT_LA8:
      p[0] = unorm8(c.get_v());
      p[1] = unorm8(c.a);
      return;
    case Image::FORMAT_R8:
      p[0] = unorm8(c.r);
      return;
    case Image::FORMAT_RG8:
      p[0] = unorm8(c.r);
      p[1] = unorm8(c.g);
      return;
    case Image::FORMAT_RGB8:
    case Image::FORMAT_RGBA8:
      p[0] = unorm8(c.r);
      p[1] = unorm8(c.g);
      p[2] = unorm8(c.b);
      if (format == Image::FORMAT_RGBA8) p[3] = unorm8(c.a);
      return;
    case Image::FORMAT_RGBA4444: {
      const auto q = [](float v) { return uint16_t(std::lround(std::clamp(v, 0.0f, 1.0f) * 15)); };
      store_u16(p, uint16_t(q(c.r) << 12 | q(c.g) << 8 | q(c.b) << 4 | q(c.a)));
      return;
    }
    case Image::FORMAT_RGB565: {
      const auto q = [](float v, float m) {
        return uint16_t(std::lround(std::clamp(v, 0.0f, 1.0f) * m));
      };
      store_u16(p, uint16_t(q(c.r, 31) | q(c.g, 63) << 5 | q(c.b, 31) << 11));
      return;
    }
    case Image::FORMAT_RF:
    case Image::FORMAT_RGF:
    case Image::FORMAT_RGBF:
    case Image::FORMAT_RGBAF: {
      const float channels[] = {c.r, c.g, c.b, c.a};
      const int count = info_of(format).pixel_size / 4;
      for (int i = 0; i < count; ++i) store_f32(p + 4 * i, channels[i]);
      return;
    }
    case Image::FORMAT_RH:
    case Image::FORMAT_RGH:
    case Image::FORMAT_RGBH:
    case Image::FORMAT_RGBAH: {
      const float channels[] = {c.r, c.g, c.b, c.a};
      const int count = info_of(format).pixel_size / 2;
      for (int i = 0; i < count; ++i) store_u16(p + 2 * i, detail::float_to_half(channels[i]));
      return;
    }
    case Image::FORMAT_RGBE9995: {
      const uint32_t packed = to_rgbe9995(c);
      std::memcpy(p, &packed, 4);
      return;
    }
    case Image::FORMAT_R16:
    case Image::FORMAT_RG16:
    case Image::FORMAT_RGB16:
    case Image::FORMAT_RGBA16: {
      const float channels[] = {c.r, c.g, c.b, c.a};
      const int count = info_of(format).pixel_size / 2;
      for (int i = 0; i < count; ++i) store_u16(p + 2 * i, unorm16(channels[i]));
      return;
    }
    case Image::FORMAT_R16I:
    case Image::FORMAT_RG16I:
    case Image::FORMAT_RGB16I:
    case Image::FORMAT_RGBA16I: {
      const float channels[] = {c.r, c.g, c.b, c.a};
      const int count = info_of(format).pixel_size / 2;
      for (int i = 0; i < count; ++i) {
        store_u16(p + 2 * i, uint16_t(std::clamp(std::lround(channels[i]), 0L, 65535L)));
      }
      return;
    }
    default:
      throw Error("Image: format " + std::string(Image::get_format_name(format)) +
                  " is compressed and cannot be written pixel by pixel");
  }
}

const Variant& required_key(const Dictionary& data, const char* key, Variant::Type type) {
  const Variant* value = data.getptr(Variant(key));
  if (!value) throw Error(std::string("Image data: the \"") + key + "\" key is missing");
  if (value->get_type() != type) {
    throw Error(std::string("Image data: \"") + key + "\" is a " +
                Variant::get_type_name(value->get_type()) + ", expected a " +
                Variant::get_type_name(type));
  }
  return *value;
}

}  // namespace

Image::Image(int width, int height, bool use_mipmaps, Format format, PackedByteArray data) {
  set_data(width, height, use_mipmaps, format, std::move(data));
}

void Image::set_data(int width, int height, bool use_mipmaps, Format format, PackedByteArray data) {
  if (format < 0 || format >= FORMAT_MAX) {
    throw Error("Image: format " + std::to_string(int(format)) + " is out of range");
  }
  if (width < 0 || height < 0 || width > MAX_WIDTH || height > MAX_HEIGHT) {
    throw Error("Image: size " + std::to_string(width) + "x" + std::to_string(height) +
                " is out of range (0 to " + std::to_string(MAX_WIDTH) + ")");
  }
  const int64_t expected =
      (width == 0 || height == 0) ? 0 : get_image_data_size(width, height, format, use_mipmaps);
  if (data.size() != expected) {
    throw Error("Image: " + std::to_string(width) + "x" + std::to_string(height) + " " +
                std::string(get_format_name(format)) + (use_mipmaps ? " with mipmaps" : "") +
                " takes " + std::to_string(expected) + " bytes, the data has " +
                std::to_string(data.size()));
  }
  width_ = width;
  height_ = height;
  format_ = format;
  mipmaps_ = use_mipmaps && width > 0 && height > 0;
  data_ = std::move(data);
  emit_changed();
}

Ref<Image> Image::create_empty(int width, int height, bool use_mipmaps, Format format) {
  PackedByteArray bytes;
  if (format >= 0 && format < FORMAT_MAX && width > 0 && height > 0 && width <= MAX_WIDTH &&
      height <= MAX_HEIGHT) {
    bytes.resize(get_image_data_size(width, height, format, use_mipmaps));
  }
  return make_ref<Image>(width, height, use_mipmaps, format, std::move(bytes));
}

int Image::get_mipmap_count() const {
  int count = 0;
  if (mipmaps_) {
    walk_levels(width_, height_, format_, true, [&](int level, int64_t, int, int, int64_t) {
      count = level;
      return true;
    });
  }
  return count;
}

int64_t Image::get_mipmap_offset(int level) const {
  int64_t result = -1;
  walk_levels(width_, height_, format_, mipmaps_, [&](int at, int64_t offset, int, int, int64_t) {
    if (at == level) result = offset;
    return at < level;
  });
  if (result < 0) throw Error("Image: mipmap level " + std::to_string(level) + " does not exist");
  return result;
}

void Image::get_mipmap_size(int level, int& width, int& height) const {
  bool found = false;
  walk_levels(width_, height_, format_, mipmaps_, [&](int at, int64_t, int w, int h, int64_t) {
    if (at == level) {
      width = w;
      height = h;
      found = true;
    }
    return at < level;
  });
  if (!found) throw Error("Image: mipmap level " + std::to_string(level) + " does not exist");
}

bool Image::is_format_compressed(Format format) {
  return format >= 0 && format < FORMAT_MAX && info_of(format).compressed;
}

std::string_view Image::get_format_name(Format format) {
  if (format < 0 || format >= FORMAT_MAX) return "Invalid";
  return info_of(format).name;
}

Image::Format Image::format_from_name(std::string_view name) {
  for (int i = 0; i < FORMAT_MAX; ++i) {
    if (kFormats[std::size_t(i)].name == name) return Format(i);
  }
  return FORMAT_MAX;
}

int64_t Image::get_image_data_size(int width, int height, Format format, bool mipmaps) {
  int64_t total = 0;
  walk_levels(width, height, format, mipmaps, [&](int, int64_t, int, int, int64_t bytes) {
    total += bytes;
    return true;
  });
  return total;
}

void Image::check_in_range(int x, int y, const char* what) const {
  if (x < 0 || y < 0 || x >= width_ || y >= height_) {
    throw Error(std::string("Image::") + what + ": (" + std::to_string(x) + ", " +
                std::to_string(y) + ") is outside the " + std::to_string(width_) + "x" +
                std::to_string(height_) + " image");
  }
}

Color Image::get_pixel(int x, int y) const {
  check_in_range(x, y, "get_pixel");
  const int64_t offset = (int64_t(y) * width_ + x) * info_of(format_).pixel_size;
  return read_texel(format_, data_.span().data() + offset);
}

void Image::set_pixel(int x, int y, const Color& color) {
  check_in_range(x, y, "set_pixel");
  const int64_t offset = (int64_t(y) * width_ + x) * info_of(format_).pixel_size;
  write_texel(format_, data_.span().data() + offset, color);
  emit_changed();
}

PackedByteArray Image::get_rgba8() const {
  const int64_t texels = int64_t(width_) * height_;
  std::vector<uint8_t> out(std::size_t(texels) * 4);
  const uint8_t* source = data_.span().data();
  if (format_ == FORMAT_RGBA8) {
    std::memcpy(out.data(), source, out.size());
    return PackedByteArray(std::move(out));
  }
  if (is_format_compressed(format_)) {
    throw Error("Image: format " + std::string(get_format_name(format_)) +
                " is compressed and is not decoded");
  }
  const int size = info_of(format_).pixel_size;
  uint8_t* target = out.data();
  for (int64_t i = 0; i < texels; ++i, source += size, target += 4) {
    const Color c = read_texel(format_, source);
    target[0] = unorm8(c.r);
    target[1] = unorm8(c.g);
    target[2] = unorm8(c.b);
    target[3] = unorm8(c.a);
  }
  return PackedByteArray(std::move(out));
}

bool Image::detect_alpha() const {
  if (is_format_compressed(format_)) return false;
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) {
      if (get_pixel(x, y).a < 1.0f) return true;
    }
  }
  return false;
}

Dictionary Image::get_data_dictionary() const {
  Dictionary d;
  d[Variant("width")] = Variant(width_);
  d[Variant("height")] = Variant(height_);
  d[Variant("format")] = Variant(std::string(get_format_name(format_)));
  d[Variant("mipmaps")] = Variant(mipmaps_);
  d[Variant("data")] = Variant(data_);
  return d;
}

void Image::set_data_dictionary(const Dictionary& data) {
  const int64_t width = static_cast<int64_t>(required_key(data, "width", Variant::INT));
  const int64_t height = static_cast<int64_t>(required_key(data, "height", Variant::INT));
  const auto& format_name = *required_key(data, "format", Variant::STRING).get_if<std::string>();
  const bool mipmaps = static_cast<bool>(required_key(data, "mipmaps", Variant::BOOL));
  const auto& bytes =
      *required_key(data, "data", Variant::PACKED_BYTE_ARRAY).get_if<PackedByteArray>();
  const Format format = format_from_name(format_name);
  if (format == FORMAT_MAX) {
    throw Error("Image data: unknown format \"" + format_name + "\"");
  }
  if (width < 0 || height < 0 || width > MAX_WIDTH || height > MAX_HEIGHT) {
    throw Error("Image data: size " + std::to_string(width) + "x" + std::to_string(height) +
                " is out of range");
  }
  set_data(int(width), int(height), mipmaps, format, bytes);
}

void Image::_bind_methods() {
  ClassDB::bind_method(D_METHOD("get_width"), &Image::get_width);
  ClassDB::bind_method(D_METHOD("get_height"), &Image::get_height);
  ClassDB::bind_method(D_METHOD("get_format"), &Image::get_format);
  ClassDB::bind_method(D_METHOD("has_mipmaps"), &Image::has_mipmaps);
  ClassDB::bind_method(D_METHOD("get_mipmap_count"), &Image::get_mipmap_count);
  ClassDB::bind_method(D_METHOD("is_empty"), &Image::is_empty);
  ClassDB::bind_method(D_METHOD("get_pixel", "x", "y"), &Image::get_pixel);
  ClassDB::bind_method(D_METHOD("set_pixel", "x", "y", "color"), &Image::set_pixel);
  ClassDB::bind_method(D_METHOD("detect_alpha"), &Image::detect_alpha);
  ClassDB::bind_method(D_METHOD("_set_data", "data"), &Image::set_data_dictionary);
  ClassDB::bind_method(D_METHOD("_get_data"), &Image::get_data_dictionary);
  ClassDB::add_property(
      PropertyInfo(Variant::DICTIONARY, "data", PROPERTY_HINT_NONE, "", PROPERTY_USAGE_STORAGE),
      "_set_data", "_get_data");
}

}  // namespace arbor
