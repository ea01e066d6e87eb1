#include "servers/rendering/vulkan/gpu_resources.h"

#include <algorithm>

#include "servers/rendering/vulkan/device.h"

namespace arbor::vulkan {

Buffer::Buffer(Device& device, VkDeviceSize size, VkBufferUsageFlags usage, MemoryUse use,
               const char* name)
    : device_(&device), size_(size) {
  VkBufferCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  info.size = std::max<VkDeviceSize>(size, 4);
  info.usage = usage;
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  check(vkCreateBuffer(device.get(), &info, nullptr, &buffer_), "vkCreateBuffer");
  VkMemoryRequirements requirements;
  vkGetBufferMemoryRequirements(device.get(), buffer_, &requirements);
  try {
    allocation_ = device.memory().allocate(requirements, use, ResourceKind::LINEAR, name);
    check(vkBindBufferMemory(device.get(), buffer_, allocation_.memory, allocation_.offset),
          "vkBindBufferMemory");
  } catch (...) {
    reset();
    throw;
  }
  device.set_name(reinterpret_cast<std::uint64_t>(buffer_), VK_OBJECT_TYPE_BUFFER, name);
}

void Buffer::reset() {
  if (!device_) return;
  if (buffer_) vkDestroyBuffer(device_->get(), buffer_, nullptr);
  device_->memory().free(allocation_);
  buffer_ = VK_NULL_HANDLE;
  size_ = 0;
  device_ = nullptr;
}

bool is_depth_format(VkFormat format) {
  switch (format) {
    case VK_FORMAT_D16_UNORM:
    case VK_FORMAT_D32_SFLOAT:
    case VK_FORMAT_X8_D24_UNORM_PACK32:
    case VK_FORMAT_D24_UNORM_S8_UINT:
    case VK_FORMAT_D32_SFLOAT_S8_UINT:
      return true;
    default:
      return false;
  }
}

Image::Image(Device& device, const ImageDesc& desc, const char* name)
    : device_(&device), desc_(desc) {
  VkImageCreateInfo info{VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO};
  info.flags = desc.cube ? VK_IMAGE_CREATE_CUBE_COMPATIBLE_BIT : 0;
  if (desc.alternate_format != VK_FORMAT_UNDEFINED)
    info.flags |= VK_IMAGE_CREATE_MUTABLE_FORMAT_BIT;
  info.imageType = VK_IMAGE_TYPE_2D;
  info.format = desc.format;
  info.extent = {desc.width, desc.height, 1};
  info.mipLevels = desc.mip_levels;
  info.arrayLayers = desc.layers;
  info.samples = desc.samples;
  info.tiling = VK_IMAGE_TILING_OPTIMAL;
  info.usage = desc.usage;
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  info.initialLayout = VK_IMAGE_LAYOUT_UNDEFINED;
  check(vkCreateImage(device.get(), &info, nullptr, &image_), "vkCreateImage");
  try {
    VkMemoryRequirements requirements;
    vkGetImageMemoryRequirements(device.get(), image_, &requirements);
    allocation_ =
        device.memory().allocate(requirements, MemoryUse::DEVICE, ResourceKind::OPTIMAL, name);
    check(vkBindImageMemory(device.get(), image_, allocation_.memory, allocation_.offset),
          "vkBindImageMemory");
    constexpr VkImageUsageFlags kViewed = VK_IMAGE_USAGE_SAMPLED_BIT | VK_IMAGE_USAGE_STORAGE_BIT |
                                          VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT |
                                          VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT;
    if (!(desc.usage & kViewed)) {
      device.set_name(reinterpret_cast<std::uint64_t>(image_), VK_OBJECT_TYPE_IMAGE, name);
      return;
    }
    VkImageViewCreateInfo view{VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO};
    view.image = image_;
    view.viewType = desc.cube                       ? VK_IMAGE_VIEW_TYPE_CUBE
                    : desc.layers > 1 || desc.array ? VK_IMAGE_VIEW_TYPE_2D_ARRAY
                                                    : VK_IMAGE_VIEW_TYPE_2D;
    view.format = desc.format;
    view.subresourceRange = {aspect(), 0, desc.mip_levels, 0, desc.layers};
    check(vkCreateImageView(device.get(), &view, nullptr, &view_), "vkCreateImageView");
    if (desc.alternate_format != VK_FORMAT_UNDEFINED) {
      view.format = desc.alternate_format;
      check(vkCreateImageView(device.get(), &view, nullptr, &alternate_view_), "vkCreateImageView");
      view.format = desc.format;
    }
    if (desc.layers > 1) {
      for (std::uint32_t layer = 0; layer < std::min<std::uint32_t>(desc.layers, 6); ++layer) {
        view.viewType = VK_IMAGE_VIEW_TYPE_2D;
        view.subresourceRange = {aspect(), 0, 1, layer, 1};
        check(vkCreateImageView(device.get(), &view, nullptr, &layer_views_[layer]),
              "vkCreateImageView");
      }
    }
  } catch (...) {
    reset();
    throw;
  }
  device.set_name(reinterpret_cast<std::uint64_t>(image_), VK_OBJECT_TYPE_IMAGE, name);
}

void Image::swap(Image& other) noexcept {
  std::swap(device_, other.device_);
  std::swap(image_, other.image_);
  std::swap(view_, other.view_);
  std::swap(alternate_view_, other.alternate_view_);
  std::swap(layer_views_, other.layer_views_);
  std::swap(allocation_, other.allocation_);
  std::swap(desc_, other.desc_);
  std::swap(layout_, other.layout_);
}

void Image::reset() {
  if (!device_) return;
  for (VkImageView& layer_view : layer_views_) {
    if (layer_view) vkDestroyImageView(device_->get(), layer_view, nullptr);
    layer_view = VK_NULL_HANDLE;
  }
  if (alternate_view_) vkDestroyImageView(device_->get(), alternate_view_, nullptr);
  alternate_view_ = VK_NULL_HANDLE;
  if (view_) vkDestroyImageView(device_->get(), view_, nullptr);
  if (image_) vkDestroyImage(device_->get(), image_, nullptr);
  device_->memory().free(allocation_);
  view_ = VK_NULL_HANDLE;
  image_ = VK_NULL_HANDLE;
  device_ = nullptr;
  layout_ = VK_IMAGE_LAYOUT_UNDEFINED;
}

VkImageAspectFlags Image::aspect() const {
  return is_depth_format(desc_.format) ? VK_IMAGE_ASPECT_DEPTH_BIT : VK_IMAGE_ASPECT_COLOR_BIT;
}

VkImageView Image::layer_view(std::uint32_t layer) const {
  return desc_.layers > 1 ? layer_views_[layer] : view_;
}

LayoutUse layout_use(VkImageLayout layout) {
  switch (layout) {
    case VK_IMAGE_LAYOUT_UNDEFINED:
      return {VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, 0};
    case VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL:
      return {VK_PIPELINE_STAGE_COLOR_ATTACHMENT_OUTPUT_BIT,
              VK_ACCESS_COLOR_ATTACHMENT_READ_BIT | VK_ACCESS_COLOR_ATTACHMENT_WRITE_BIT};
    case VK_IMAGE_LAYOUT_DEPTH_ATTACHMENT_OPTIMAL:
    case VK_IMAGE_LAYOUT_DEPTH_STENCIL_ATTACHMENT_OPTIMAL:
      return {
          VK_PIPELINE_STAGE_EARLY_FRAGMENT_TESTS_BIT | VK_PIPELINE_STAGE_LATE_FRAGMENT_TESTS_BIT,
          VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_READ_BIT |
              VK_ACCESS_DEPTH_STENCIL_ATTACHMENT_WRITE_BIT};
    case VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL:
    case VK_IMAGE_LAYOUT_DEPTH_READ_ONLY_OPTIMAL:
      return {VK_PIPELINE_STAGE_FRAGMENT_SHADER_BIT, VK_ACCESS_SHADER_READ_BIT};
    case VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL:
      return {VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_READ_BIT};
    case VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL:
      return {VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT};
    case VK_IMAGE_LAYOUT_PRESENT_SRC_KHR:
      return {VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, 0};
    default:
      return {VK_PIPELINE_STAGE_ALL_COMMANDS_BIT,
              VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT};
  }
}

void Image::transition(VkCommandBuffer commands, VkImageLayout layout) {
  const LayoutUse from = layout_use(layout_);
  const LayoutUse to = layout_use(layout);
  VkImageMemoryBarrier barrier{VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER};
  barrier.srcAccessMask = from.access;
  barrier.dstAccessMask = to.access;
  barrier.oldLayout = layout_;
  barrier.newLayout = layout;
  barrier.srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  barrier.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
  barrier.image = image_;
  barrier.subresourceRange = {aspect(), 0, desc_.mip_levels, 0, desc_.layers};
  VkPipelineStageFlags dst_stages = to.stages;
  if (layout == VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL) {
    dst_stages |= VK_PIPELINE_STAGE_VERTEX_SHADER_BIT;
  }
  vkCmdPipelineBarrier(commands, from.stages, dst_stages, 0, 0, nullptr, 0, nullptr, 1, &barrier);
  layout_ = layout;
}

}  // namespace arbor::vulkan
