// Server images to device texels: Godot's formats widened to RGBA8 or RGBA16F.

#include <gtest/gtest.h>

#include <cstring>

#include "servers/rendering/vulkan/texture_conversion.h"

namespace arbor::vulkan::test {
namespace {

ImageData image(ImageFormat format, std::vector<std::uint8_t> data, int width = 1) {
  ImageData result;
  result.width = width;
  result.height = 1;
  result.format = format;
  result.data = std::move(data);
  return result;
}

std::vector<std::uint8_t> texel(const DeviceImage& device, std::size_t index = 0) {
  return {device.texels.begin() + std::ptrdiff_t(index * 4),
          device.texels.begin() + std::ptrdiff_t(index * 4 + 4)};
}

TEST(TextureConversion, EightBitFormatsBecomeRgba8) {
  EXPECT_EQ(texel(to_device_image(image(ImageFormat::L8, {90}))),
            (std::vector<std::uint8_t>{90, 90, 90, 255}));
  EXPECT_EQ(texel(to_device_image(image(ImageFormat::LA8, {90, 10}))),
            (std::vector<std::uint8_t>{90, 90, 90, 10}));
  EXPECT_EQ(texel(to_device_image(image(ImageFormat::R8, {7}))),
            (std::vector<std::uint8_t>{7, 0, 0, 255}));
  EXPECT_EQ(texel(to_device_image(image(ImageFormat::RG8, {7, 8}))),
            (std::vector<std::uint8_t>{7, 8, 0, 255}));
  EXPECT_EQ(texel(to_device_image(image(ImageFormat::RGB8, {1, 2, 3}))),
            (std::vector<std::uint8_t>{1, 2, 3, 255}));
  const DeviceImage rgba = to_device_image(image(ImageFormat::RGBA8, {1, 2, 3, 4, 5, 6, 7, 8}, 2));
  EXPECT_EQ(rgba.format, VK_FORMAT_R8G8B8A8_SRGB);
  EXPECT_EQ(texel(rgba, 1), (std::vector<std::uint8_t>{5, 6, 7, 8}));
}

TEST(TextureConversion, PackedFormatsWidenToFullRange) {
  // RGB565, little-endian: red 31, green 0, blue 31.
  EXPECT_EQ(texel(to_device_image(image(ImageFormat::RGB565, {0x1f, 0xf8}))),
            (std::vector<std::uint8_t>{255, 0, 255, 255}));
  // RGBA4444, little-endian 0xF00F: red 15, green 0, blue 0, alpha 15.
  EXPECT_EQ(texel(to_device_image(image(ImageFormat::RGBA4444, {0x0f, 0xf0}))),
            (std::vector<std::uint8_t>{255, 0, 0, 255}));
}

TEST(TextureConversion, FloatFormatsBecomeHalfFloatsWithOpaqueAlpha) {
  float values[2] = {1.0f, -2.5f};
  std::vector<std::uint8_t> bytes(8);
  std::memcpy(bytes.data(), values, 8);
  const DeviceImage device = to_device_image(image(ImageFormat::RGF, bytes));
  EXPECT_EQ(device.format, VK_FORMAT_R16G16B16A16_SFLOAT);
  std::uint16_t halves[4];
  std::memcpy(halves, device.texels.data(), 8);
  EXPECT_EQ(halves[0], 0x3c00);  // 1.0
  EXPECT_EQ(halves[1], 0xc100);  // -2.5
  EXPECT_EQ(halves[2], 0x0000);
  EXPECT_EQ(halves[3], 0x3c00);  // alpha 1
}

TEST(TextureConversion, HalfPrecisionRoundsToNearestAndSaturates) {
  EXPECT_EQ(to_half(0.0f), 0x0000);
  EXPECT_EQ(to_half(65504.0f), 0x7bff);
  EXPECT_EQ(to_half(1e6f), 0x7c00);                // too large: infinity
  EXPECT_EQ(to_half(5.96e-8f), 0x0001);            // the smallest subnormal
  EXPECT_EQ(to_half(1.0f + 1.0f / 4096), 0x3c00);  // halfway to the next half rounds to even
}

TEST(TextureConversion, AnEmptyImageGivesNothing) {
  EXPECT_TRUE(to_device_image(ImageData{}).texels.empty());
}

}  // namespace
}  // namespace arbor::vulkan::test
