// GpuMemory: the backend's device-memory allocator. Vulkan allows few vkAllocateMemory calls
// (often 4,096), so buffers and images are placed in large blocks, one list of blocks per memory
// type and resource kind; host-visible blocks stay mapped for their whole life.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "servers/rendering/vulkan/vk.h"

namespace arbor::vulkan {

/// What the memory is for, which decides its memory type.
enum class MemoryUse : std::uint8_t {
  DEVICE,    ///< read by the GPU only (device-local): meshes, textures, targets
  UPLOAD,    ///< written by the CPU, read by the GPU (host-visible, coherent): staging, per-frame
             ///< data
  READBACK,  ///< written by the GPU, read by the CPU (host-visible, cached when possible)
};

/// Linear resources (buffers) and optimal-tiling images never share a block, so that
/// bufferImageGranularity never needs to be considered between neighbours.
enum class ResourceKind : std::uint8_t { LINEAR, OPTIMAL };

/// A range of device memory handed out by GpuMemory.
struct GpuAllocation {
  VkDeviceMemory memory = VK_NULL_HANDLE;
  VkDeviceSize offset = 0;
  VkDeviceSize size = 0;
  std::byte* mapped = nullptr;  ///< host address of `offset` for host-visible memory
  std::uint32_t block = UINT32_MAX;
  [[nodiscard]] bool valid() const { return memory != VK_NULL_HANDLE; }
};

/// Suballocates blocks of device memory: first fit within a block's free ranges (kept sorted and
/// merged on free), a new block when none fits, a block of its own for requests larger than half
/// a block. Blocks are kept until the allocator is destroyed, so a steady frame that frees and
/// allocates the same sizes never calls vkAllocateMemory. Single-threaded (the render thread).
class GpuMemory {
 public:
  struct Stats {
    std::uint64_t device_allocations = 0;  ///< vkAllocateMemory calls so far
    std::uint64_t suballocations = 0;      ///< allocate() calls so far
    std::uint64_t live_allocations = 0;    ///< ranges handed out and not freed
    VkDeviceSize reserved_bytes = 0;       ///< size of every block
    VkDeviceSize used_bytes = 0;           ///< size of the live ranges
  };

  GpuMemory(VkPhysicalDevice physical_device, VkDevice device,
            VkDeviceSize block_size = VkDeviceSize{64} << 20);
  GpuMemory(const GpuMemory&) = delete;
  GpuMemory& operator=(const GpuMemory&) = delete;
  ~GpuMemory();

  /// Memory for a resource with `requirements`; `what` names it in errors. Throws DeviceFault
  /// when the device is out of memory, Error when no memory type fits.
  GpuAllocation allocate(const VkMemoryRequirements& requirements, MemoryUse use, ResourceKind kind,
                         const char* what);
  /// Returns `allocation` to its block and resets it; a default (invalid) one is ignored.
  void free(GpuAllocation& allocation);

  [[nodiscard]] const Stats& stats() const { return stats_; }
  [[nodiscard]] VkDeviceSize block_size() const { return block_size_; }

 private:
  struct Range {
    VkDeviceSize offset;
    VkDeviceSize size;
  };
  struct Block {
    VkDeviceMemory memory = VK_NULL_HANDLE;
    VkDeviceSize size = 0;
    std::byte* mapped = nullptr;
    std::uint32_t memory_type = 0;
    ResourceKind kind = ResourceKind::LINEAR;
    bool dedicated = false;
    std::vector<Range> free;  ///< sorted by offset, never adjacent
  };

  [[nodiscard]] std::uint32_t find_memory_type(std::uint32_t type_bits, MemoryUse use) const;
  std::uint32_t add_block(std::uint32_t memory_type, VkDeviceSize size, ResourceKind kind,
                          bool dedicated, const char* what);
  static bool take_range(Block& block, VkDeviceSize size, VkDeviceSize alignment,
                         VkDeviceSize& offset);
  static void return_range(Block& block, VkDeviceSize offset, VkDeviceSize size);

  VkDevice device_;
  VkPhysicalDeviceMemoryProperties properties_{};
  VkDeviceSize block_size_;
  std::vector<Block> blocks_;
  Stats stats_;
};

}  // namespace arbor::vulkan
