// Buffer and Image: a Vulkan buffer or image with its memory from GpuMemory, destroyed with it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>

#include "servers/rendering/vulkan/gpu_memory.h"

namespace arbor::vulkan {

class Device;

/// A buffer and its memory; host-visible buffers expose their mapped bytes. Move-only.
class Buffer {
 public:
  Buffer() = default;
  /// Throws DeviceFault when memory runs out; `name` appears in errors and validation messages.
  Buffer(Device& device, VkDeviceSize size, VkBufferUsageFlags usage, MemoryUse use,
         const char* name);
  Buffer(Buffer&& other) noexcept { swap(other); }
  Buffer& operator=(Buffer&& other) noexcept {
    Buffer moved(std::move(other));
    swap(moved);
    return *this;
  }
  ~Buffer() { reset(); }

  void reset();
  [[nodiscard]] VkBuffer get() const { return buffer_; }
  [[nodiscard]] VkDeviceSize size() const { return size_; }
  /// The buffer's bytes for host-visible memory, else nullptr.
  [[nodiscard]] std::byte* mapped() const { return allocation_.mapped; }
  [[nodiscard]] explicit operator bool() const { return buffer_ != VK_NULL_HANDLE; }

 private:
  void swap(Buffer& other) noexcept {
    std::swap(device_, other.device_);
    std::swap(buffer_, other.buffer_);
    std::swap(allocation_, other.allocation_);
    std::swap(size_, other.size_);
  }

  Device* device_ = nullptr;
  VkBuffer buffer_ = VK_NULL_HANDLE;
  GpuAllocation allocation_;
  VkDeviceSize size_ = 0;
};

/// What an Image is made with.
struct ImageDesc {
  VkFormat format = VK_FORMAT_R8G8B8A8_UNORM;
  std::uint32_t width = 1;
  std::uint32_t height = 1;
  std::uint32_t mip_levels = 1;
  std::uint32_t layers = 1;
  VkSampleCountFlagBits samples = VK_SAMPLE_COUNT_1_BIT;
  VkImageUsageFlags usage = VK_IMAGE_USAGE_SAMPLED_BIT;
  bool cube = false;   ///< six layers viewed as a cube map
  bool array = false;  ///< viewed as an array even with one layer
  /// A second format the image is also viewed as (an sRGB image read raw as UNORM, say);
  /// VK_FORMAT_UNDEFINED for none.
  VkFormat alternate_format = VK_FORMAT_UNDEFINED;
};

/// A device-local image, its memory and a view of all its mips and layers (an array view when
/// it has several layers). Also keeps the layout it was last transitioned to. Move-only.
class Image {
 public:
  Image() = default;
  Image(Device& device, const ImageDesc& desc, const char* name);
  Image(Image&& other) noexcept { swap(other); }
  Image& operator=(Image&& other) noexcept {
    Image moved(std::move(other));
    swap(moved);
    return *this;
  }
  ~Image() { reset(); }

  void reset();
  [[nodiscard]] VkImage get() const { return image_; }
  [[nodiscard]] VkImageView view() const { return view_; }
  /// The view in the alternate format (the main view when there is none).
  [[nodiscard]] VkImageView alternate_view() const {
    return alternate_view_ ? alternate_view_ : view_;
  }
  [[nodiscard]] const ImageDesc& desc() const { return desc_; }
  [[nodiscard]] VkImageAspectFlags aspect() const;
  [[nodiscard]] explicit operator bool() const { return image_ != VK_NULL_HANDLE; }

  /// A view of one layer (for rendering into a layer of an array); owned by the image.
  [[nodiscard]] VkImageView layer_view(std::uint32_t layer) const;

  /// Records a barrier moving every subresource from the current layout to `layout` and
  /// remembers it. Source and destination stages and accesses are derived from the layouts.
  void transition(VkCommandBuffer commands, VkImageLayout layout);
  [[nodiscard]] VkImageLayout layout() const { return layout_; }
  /// Records that commands recorded elsewhere left the image in `layout`.
  void assume_layout(VkImageLayout layout) { layout_ = layout; }

 private:
  void swap(Image& other) noexcept;

  Device* device_ = nullptr;
  VkImage image_ = VK_NULL_HANDLE;
  VkImageView view_ = VK_NULL_HANDLE;
  VkImageView alternate_view_ = VK_NULL_HANDLE;
  VkImageView layer_views_[6] = {};
  GpuAllocation allocation_;
  ImageDesc desc_;
  VkImageLayout layout_ = VK_IMAGE_LAYOUT_UNDEFINED;
};

/// Whether `format` is a depth format.
[[nodiscard]] bool is_depth_format(VkFormat format);

/// The stage and access masks a layout is produced or consumed with, for barriers.
struct LayoutUse {
  VkPipelineStageFlags stages;
  VkAccessFlags access;
};
[[nodiscard]] LayoutUse layout_use(VkImageLayout layout);

}  // namespace arbor::vulkan
