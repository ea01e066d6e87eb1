// Converting the server's images (Godot's uncompressed formats) into what the device samples:
// 8-bit formats to RGBA8 (sRGB-encoded, as Godot keeps them), float ones to RGBA16F.
#pragma once

#include <cstdint>
#include <vector>

#include "arbor/servers/rendering/texture_data.h"
#include "servers/rendering/vulkan/vk.h"

namespace arbor::vulkan {

/// Level 0 of an image as the device takes it.
struct DeviceImage {
  VkFormat format = VK_FORMAT_R8G8B8A8_SRGB;
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  std::vector<std::uint8_t> texels;
};

/// The first level of `image` in a device format: L8 and LA8 spread their luminance over red,
/// green and blue; R8 and RG8 leave the missing channels 0 (alpha 1); RGBA4444 and RGB565 widen
/// to 8 bits; float formats become RGBA16F. Returns an empty image when `image` holds no data.
[[nodiscard]] DeviceImage to_device_image(const ImageData& image);

/// IEEE half precision from single precision (round to nearest even).
[[nodiscard]] std::uint16_t to_half(float value);

}  // namespace arbor::vulkan
