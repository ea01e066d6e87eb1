#include "servers/rendering/vulkan/texture_conversion.h"

#include <bit>
#include <cstring>

namespace arbor::vulkan {
namespace {

std::uint8_t widen(std::uint32_t value, int bits) {
  return std::uint8_t((value * 255u + ((1u << bits) - 1) / 2) / ((1u << bits) - 1));
}

/// The RGBA8 texel of pixel `i` of an 8-bit-per-channel (or packed) format.
void rgba8_texel(const std::uint8_t* data, ImageFormat format, std::size_t i, std::uint8_t* out) {
  out[3] = 255;
  switch (format) {
    case ImageFormat::L8:
      out[0] = out[1] = out[2] = data[i];
      break;
    case ImageFormat::LA8:
      out[0] = out[1] = out[2] = data[i * 2];
      out[3] = data[i * 2 + 1];
      break;
    case ImageFormat::R8:
      out[0] = data[i];
      out[1] = out[2] = 0;
      break;
    case ImageFormat::RG8:
      out[0] = data[i * 2];
      out[1] = data[i * 2 + 1];
      out[2] = 0;
      break;
    case ImageFormat::RGB8:
      std::memcpy(out, data + i * 3, 3);
      break;
    case ImageFormat::RGBA8:
      std::memcpy(out, data + i * 4, 4);
      break;
    case ImageFormat::RGBA4444: {
      const std::uint32_t v = std::uint32_t(data[i * 2]) | std::uint32_t(data[i * 2 + 1]) << 8;
      out[0] = widen((v >> 12) & 15, 4);
      out[1] = widen((v >> 8) & 15, 4);
      out[2] = widen((v >> 4) & 15, 4);
      out[3] = widen(v & 15, 4);
      break;
    }
    case ImageFormat::RGB565: {
      const std::uint32_t v = std::uint32_t(data[i * 2]) | std::uint32_t(data[i * 2 + 1]) << 8;
      out[0] = widen((v >> 11) & 31, 5);
      out[1] = widen((v >> 5) & 63, 6);
      out[2] = widen(v & 31, 5);
      break;
    }
    default:
      break;
  }
}

/// Channels of a float format and the size of one channel (4: float, 2: half).
struct FloatLayout {
  int channels;
  int size;
};

FloatLayout float_layout(ImageFormat format) {
  switch (format) {
    case ImageFormat::RF:
      return {1, 4};
    case ImageFormat::RGF:
      return {2, 4};
    case ImageFormat::RGBF:
      return {3, 4};
    case ImageFormat::RGBAF:
      return {4, 4};
    case ImageFormat::RH:
      return {1, 2};
    case ImageFormat::RGH:
      return {2, 2};
    case ImageFormat::RGBH:
      return {3, 2};
    case ImageFormat::RGBAH:
      return {4, 2};
    default:
      return {0, 0};
  }
}

}  // namespace

std::uint16_t to_half(float value) {
  const std::uint32_t bits = std::bit_cast<std::uint32_t>(value);
  const std::uint32_t sign = (bits >> 16) & 0x8000u;
  const std::int32_t exponent = std::int32_t((bits >> 23) & 0xff) - 127 + 15;
  std::uint32_t mantissa = bits & 0x7fffffu;
  if (((bits >> 23) & 0xff) == 0xff) {  // infinity or NaN
    return std::uint16_t(sign | 0x7c00u | (mantissa ? 0x200u : 0u));
  }
  if (exponent >= 31) return std::uint16_t(sign | 0x7c00u);
  if (exponent <= 0) {
    if (exponent < -10) return std::uint16_t(sign);
    mantissa |= 0x800000u;
    const int shift = 14 - exponent;
    std::uint32_t half = mantissa >> shift;
    const std::uint32_t rest = mantissa & ((1u << shift) - 1);
    const std::uint32_t halfway = 1u << (shift - 1);
    if (rest > halfway || (rest == halfway && (half & 1u))) ++half;
    return std::uint16_t(sign | half);
  }
  std::uint32_t half = sign | std::uint32_t(exponent) << 10 | mantissa >> 13;
  const std::uint32_t rest = mantissa & 0x1fffu;
  if (rest > 0x1000u || (rest == 0x1000u && (half & 1u))) ++half;
  return std::uint16_t(half);
}

DeviceImage to_device_image(const ImageData& image) {
  DeviceImage result;
  if (image.width <= 0 || image.height <= 0 || image.data.empty()) return result;
  result.width = std::uint32_t(image.width);
  result.height = std::uint32_t(image.height);
  const std::size_t pixels = std::size_t(image.width) * std::size_t(image.height);
  const FloatLayout layout = float_layout(image.format);
  if (layout.channels == 0) {
    result.format = VK_FORMAT_R8G8B8A8_SRGB;
    result.texels.resize(pixels * 4);
    for (std::size_t i = 0; i < pixels; ++i) {
      rgba8_texel(image.data.data(), image.format, i, result.texels.data() + i * 4);
    }
    return result;
  }
  result.format = VK_FORMAT_R16G16B16A16_SFLOAT;
  result.texels.resize(pixels * 8);
  const std::uint16_t one = to_half(1.0f);
  for (std::size_t i = 0; i < pixels; ++i) {
    std::uint16_t texel[4] = {0, 0, 0, one};
    for (int c = 0; c < layout.channels; ++c) {
      const std::uint8_t* source =
          image.data.data() +
          (i * std::size_t(layout.channels) + std::size_t(c)) * std::size_t(layout.size);
      if (layout.size == 4) {
        float value;
        std::memcpy(&value, source, 4);
        texel[c] = to_half(value);
      } else {
        std::memcpy(&texel[c], source, 2);
      }
    }
    std::memcpy(result.texels.data() + i * 8, texel, 8);
  }
  return result;
}

}  // namespace arbor::vulkan
