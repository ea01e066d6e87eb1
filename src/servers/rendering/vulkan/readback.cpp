#include "servers/rendering/vulkan/readback.h"

#include <cstring>
#include <utility>

#include "servers/rendering/vulkan/device.h"

namespace arbor::vulkan {
namespace {

bool is_bgra(VkFormat format) {
  return format == VK_FORMAT_B8G8R8A8_UNORM || format == VK_FORMAT_B8G8R8A8_SRGB;
}

}  // namespace

RgbaPixels Readback::read(Image& image) {
  const ImageDesc& desc = image.desc();
  const VkDeviceSize size = VkDeviceSize(desc.width) * desc.height * 4;
  if (!buffer_ || buffer_.size() < size) {
    buffer_ = Buffer(device_, size, VK_BUFFER_USAGE_TRANSFER_DST_BIT, MemoryUse::READBACK,
                     "readback buffer");
  }
  const VkImageLayout layout = image.layout();
  device_.run_commands([&](VkCommandBuffer commands) {
    image.transition(commands, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL);
    VkBufferImageCopy region{};
    region.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1};
    region.imageExtent = {desc.width, desc.height, 1};
    vkCmdCopyImageToBuffer(commands, image.get(), VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                           buffer_.get(), 1, &region);
    VkMemoryBarrier barrier{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vkCmdPipelineBarrier(commands, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1,
                         &barrier, 0, nullptr, 0, nullptr);
    if (layout != VK_IMAGE_LAYOUT_UNDEFINED) image.transition(commands, layout);
  });
  RgbaPixels pixels{int(desc.width), int(desc.height), {}};
  pixels.bytes.resize(size);
  std::memcpy(pixels.bytes.data(), buffer_.mapped(), size);
  if (is_bgra(desc.format)) {
    for (std::size_t i = 0; i < pixels.bytes.size(); i += 4) {
      std::swap(pixels.bytes[i], pixels.bytes[i + 2]);
    }
  }
  return pixels;
}

}  // namespace arbor::vulkan
