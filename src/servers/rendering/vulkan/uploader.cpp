#include "servers/rendering/vulkan/uploader.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "servers/rendering/vulkan/device.h"

namespace arbor::vulkan {
namespace {

constexpr VkDeviceSize kStagingAlignment = 16;

Buffer make_staging(Device& device, VkDeviceSize capacity) {
  return Buffer(device, capacity, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, MemoryUse::UPLOAD,
                "staging buffer");
}

}  // namespace

void record_mip_chain(VkCommandBuffer commands, VkImage image, const ImageDesc& desc) {
  VkImageMemoryBarrier barrier{VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER};
  barrier.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  barrier.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  barrier.image = image;
  barrier.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, desc.layers};
  std::int32_t width = std::int32_t(desc.width);
  std::int32_t height = std::int32_t(desc.height);
  for (std::uint32_t mip = 1; mip <= desc.mip_levels; ++mip) {
    barrier.subresourceRange.baseMipLevel = mip - 1;
    barrier.oldLayout = VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL;
    barrier.newLayout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL;
    barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
    vkCmdPipelineBarrier(commands, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT,
                         0, 0, nullptr, 0, nullptr, 1, &barrier);
    if (mip == desc.mip_levels) break;
    const std::int32_t next_width = std::max(width / 2, 1);
    const std::int32_t next_height = std::max(height / 2, 1);
    VkImageBlit blit{};
    blit.srcSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, mip - 1, 0, desc.layers};
    blit.srcOffsets[1] = {width, height, 1};
    blit.dstSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, mip, 0, desc.layers};
    blit.dstOffsets[1] = {next_width, next_height, 1};
    vkCmdBlitImage(commands, image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, image,
                   VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &blit, VK_FILTER_LINEAR);
    width = next_width;
    height = next_height;
  }
}

Uploader::Uploader(Device& device, VkDeviceSize capacity)
    : device_(device), staging_(make_staging(device, capacity)) {}

VkDeviceSize Uploader::stage(const void* data, VkDeviceSize size) {
  VkDeviceSize offset = (used_ + kStagingAlignment - 1) / kStagingAlignment * kStagingAlignment;
  if (offset + size > staging_.size()) {
    flush();
    offset = 0;
    if (size > staging_.size()) staging_ = make_staging(device_, std::bit_ceil(size));
  }
  std::memcpy(staging_.mapped() + offset, data, size);
  used_ = offset + size;
  uploaded_bytes_ += size;
  return offset;
}

void Uploader::to_buffer(const Buffer& target, VkDeviceSize offset, const void* data,
                         VkDeviceSize size) {
  if (size == 0) return;
  const VkDeviceSize source = stage(data, size);
  buffer_copies_.push_back({target.get(), {source, offset, size}});
}

void Uploader::to_image(Image& target, const void* texels, VkDeviceSize size) {
  const VkDeviceSize source = stage(texels, size);
  image_copies_.push_back({target.get(), target.desc(), target.layout(), source});
  target.assume_layout(VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
}

void Uploader::record(VkCommandBuffer commands) {
  // Earlier frames on the queue may still read what these copies overwrite.
  vkCmdPipelineBarrier(commands, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT,
                       0, 0, nullptr, 0, nullptr, 0, nullptr);
  for (const BufferCopy& copy : buffer_copies_) {
    vkCmdCopyBuffer(commands, staging_.get(), copy.target, 1, &copy.region);
  }
  if (!buffer_copies_.empty()) {
    VkMemoryBarrier barrier{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_MEMORY_READ_BIT;
    vkCmdPipelineBarrier(commands, VK_PIPELINE_STAGE_TRANSFER_BIT,
                         VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 1, &barrier, 0, nullptr, 0,
                         nullptr);
  }
  for (const ImageCopy& copy : image_copies_) {
    const ImageDesc& desc = copy.desc;
    VkImageMemoryBarrier barrier{VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER};
    barrier.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    barrier.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    barrier.image = copy.target;
    barrier.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, desc.mip_levels, 0, desc.layers};
    barrier.oldLayout = copy.layout;
    barrier.newLayout = VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL;
    barrier.srcAccessMask = layout_use(copy.layout).access;
    barrier.dstAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    vkCmdPipelineBarrier(commands, layout_use(copy.layout).stages | VK_PIPELINE_STAGE_TRANSFER_BIT,
                         VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 0, nullptr, 0, nullptr, 1, &barrier);
    VkBufferImageCopy region{};
    region.bufferOffset = copy.offset;
    region.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, desc.layers};
    region.imageExtent = {desc.width, desc.height, 1};
    vkCmdCopyBufferToImage(commands, staging_.get(), copy.target,
                           VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &region);
    record_mip_chain(commands, copy.target, desc);
    // Every mip is now in TRANSFER_SRC layout.
    barrier.srcAccessMask = VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_SHADER_READ_BIT;
    barrier.oldLayout = VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL;
    barrier.newLayout = VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL;
    vkCmdPipelineBarrier(
        commands, VK_PIPELINE_STAGE_TRANSFER_BIT,
        VK_PIPELINE_STAGE_VERTEX_SHADER_BIT | VK_PIPELINE_STAGE_FRAGMENT_SHADER_BIT, 0, 0, nullptr,
        0, nullptr, 1, &barrier);
  }
}

void Uploader::flush() {
  if (buffer_copies_.empty() && image_copies_.empty()) return;
  device_.run_commands([this](VkCommandBuffer commands) { record(commands); });
  buffer_copies_.clear();
  image_copies_.clear();
  used_ = 0;
}

}  // namespace arbor::vulkan
