// Uploader: copies CPU data into device-local buffers and images through one staging buffer.
// Resources are uploaded once, when they are made or changed, never as part of a steady frame.
#pragma once

#include <cstdint>
#include <vector>

#include "servers/rendering/vulkan/gpu_resources.h"

namespace arbor::vulkan {

/// Records blits that fill mips 1.. of every layer of `image` from mip 0, which must be in
/// TRANSFER_DST layout; leaves every mip in TRANSFER_SRC layout.
void record_mip_chain(VkCommandBuffer commands, VkImage image, const ImageDesc& desc);

/// Batches copies into a persistent staging buffer and runs them with flush(). The staging
/// buffer grows (to the next power of two) only when one copy is larger than it; a full buffer
/// is flushed first.
class Uploader {
 public:
  explicit Uploader(Device& device, VkDeviceSize capacity = VkDeviceSize{8} << 20);

  /// Copies `size` bytes of `data` into `target` at `offset`.
  void to_buffer(const Buffer& target, VkDeviceSize offset, const void* data, VkDeviceSize size);
  /// Copies tightly packed texels of mip 0 of every layer (layer after layer) into `target`,
  /// fills its other mips by linear blits, and leaves it ready for sampling (its layout is
  /// SHADER_READ_ONLY from now on; the image may be moved before flush()).
  void to_image(Image& target, const void* texels, VkDeviceSize size);
  /// Runs the batched copies and waits for them.
  void flush();

  /// Bytes copied since the uploader was made.
  [[nodiscard]] std::uint64_t uploaded_bytes() const { return uploaded_bytes_; }

 private:
  struct BufferCopy {
    VkBuffer target;
    VkBufferCopy region;
  };
  struct ImageCopy {
    VkImage target;
    ImageDesc desc;
    VkImageLayout layout;  ///< before the copy
    VkDeviceSize offset;
  };
  /// Reserves `size` bytes of staging space (flushing or growing first) and copies `data` there.
  VkDeviceSize stage(const void* data, VkDeviceSize size);
  void record(VkCommandBuffer commands);

  Device& device_;
  Buffer staging_;
  VkDeviceSize used_ = 0;
  std::vector<BufferCopy> buffer_copies_;
  std::vector<ImageCopy> image_copies_;
  std::uint64_t uploaded_bytes_ = 0;
};

}  // namespace arbor::vulkan
