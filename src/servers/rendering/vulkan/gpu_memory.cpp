#include "servers/rendering/vulkan/gpu_memory.h"

#include <algorithm>
#include <string>

namespace arbor::vulkan {
namespace {

VkDeviceSize align_up(VkDeviceSize value, VkDeviceSize alignment) {
  return (value + alignment - 1) / alignment * alignment;
}

/// The property flags each use requires, and those it prefers when a type has them.
struct TypeWish {
  VkMemoryPropertyFlags required;
  VkMemoryPropertyFlags preferred;
};

TypeWish wish_for(MemoryUse use) {
  switch (use) {
    case MemoryUse::DEVICE:
      return {0, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT};
    case MemoryUse::UPLOAD:
      return {VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, 0};
    case MemoryUse::READBACK:
      return {VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
              VK_MEMORY_PROPERTY_HOST_CACHED_BIT};
  }
  return {0, 0};
}

}  // namespace

GpuMemory::GpuMemory(VkPhysicalDevice physical_device, VkDevice device, VkDeviceSize block_size)
    : device_(device), block_size_(block_size) {
  vkGetPhysicalDeviceMemoryProperties(physical_device, &properties_);
}

GpuMemory::~GpuMemory() {
  for (Block& block : blocks_) {
    if (block.memory != VK_NULL_HANDLE) vkFreeMemory(device_, block.memory, nullptr);
  }
}

std::uint32_t GpuMemory::find_memory_type(std::uint32_t type_bits, MemoryUse use) const {
  const TypeWish wish = wish_for(use);
  std::uint32_t fallback = UINT32_MAX;
  for (std::uint32_t i = 0; i < properties_.memoryTypeCount; ++i) {
    const VkMemoryPropertyFlags flags = properties_.memoryTypes[i].propertyFlags;
    if (!(type_bits & (1u << i)) || (flags & wish.required) != wish.required) continue;
    if ((flags & wish.preferred) == wish.preferred) return i;
    if (fallback == UINT32_MAX) fallback = i;
  }
  return fallback;
}

std::uint32_t GpuMemory::add_block(std::uint32_t memory_type, VkDeviceSize size, ResourceKind kind,
                                   bool dedicated, const char* what) {
  VkMemoryAllocateInfo info{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  info.allocationSize = size;
  info.memoryTypeIndex = memory_type;
  Block block;
  const std::string call = std::string("vkAllocateMemory (") + what + ")";
  check(vkAllocateMemory(device_, &info, nullptr, &block.memory), call.c_str());
  ++stats_.device_allocations;
  stats_.reserved_bytes += size;
  if (properties_.memoryTypes[memory_type].propertyFlags & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT) {
    void* mapped = nullptr;
    const VkResult result = vkMapMemory(device_, block.memory, 0, VK_WHOLE_SIZE, 0, &mapped);
    if (result != VK_SUCCESS) vkFreeMemory(device_, block.memory, nullptr);
    check(result, "vkMapMemory");
    block.mapped = static_cast<std::byte*>(mapped);
  }
  block.size = size;
  block.memory_type = memory_type;
  block.kind = kind;
  block.dedicated = dedicated;
  block.free.push_back({0, size});
  // Reuse the slot of a dedicated block that was released.
  for (std::uint32_t i = 0; i < blocks_.size(); ++i) {
    if (blocks_[i].memory == VK_NULL_HANDLE) {
      blocks_[i] = std::move(block);
      return i;
    }
  }
  blocks_.push_back(std::move(block));
  return static_cast<std::uint32_t>(blocks_.size() - 1);
}

bool GpuMemory::take_range(Block& block, VkDeviceSize size, VkDeviceSize alignment,
                           VkDeviceSize& offset) {
  for (std::size_t i = 0; i < block.free.size(); ++i) {
    Range& range = block.free[i];
    const VkDeviceSize start = align_up(range.offset, alignment);
    const VkDeviceSize end = range.offset + range.size;
    if (start + size > end) continue;
    offset = start;
    const Range before{range.offset, start - range.offset};
    const Range after{start + size, end - (start + size)};
    if (before.size > 0 && after.size > 0) {
      range = before;
      block.free.insert(block.free.begin() + std::ptrdiff_t(i) + 1, after);
    } else if (before.size > 0) {
      range = before;
    } else if (after.size > 0) {
      range = after;
    } else {
      block.free.erase(block.free.begin() + std::ptrdiff_t(i));
    }
    return true;
  }
  return false;
}

void GpuMemory::return_range(Block& block, VkDeviceSize offset, VkDeviceSize size) {
  auto next =
      std::lower_bound(block.free.begin(), block.free.end(), offset,
                       [](const Range& range, VkDeviceSize at) { return range.offset < at; });
  const bool joins_next = next != block.free.end() && offset + size == next->offset;
  const bool joins_previous =
      next != block.free.begin() && std::prev(next)->offset + std::prev(next)->size == offset;
  if (joins_previous && joins_next) {
    std::prev(next)->size += size + next->size;
    block.free.erase(next);
  } else if (joins_previous) {
    std::prev(next)->size += size;
  } else if (joins_next) {
    next->offset = offset;
    next->size += size;
  } else {
    block.free.insert(next, {offset, size});
  }
}

GpuAllocation GpuMemory::allocate(const VkMemoryRequirements& requirements, MemoryUse use,
                                  ResourceKind kind, const char* what) {
  const std::uint32_t type = find_memory_type(requirements.memoryTypeBits, use);
  if (type == UINT32_MAX) {
    throw Error(std::string("Vulkan: no memory type can hold ") + what);
  }
  const VkDeviceSize size = std::max<VkDeviceSize>(requirements.size, 1);
  const VkDeviceSize alignment = std::max<VkDeviceSize>(requirements.alignment, 1);
  std::uint32_t block_index = UINT32_MAX;
  VkDeviceSize offset = 0;
  if (size > block_size_ / 2) {
    block_index = add_block(type, size, kind, true, what);
    take_range(blocks_[block_index], size, 1, offset);
  } else {
    for (std::uint32_t i = 0; i < blocks_.size() && block_index == UINT32_MAX; ++i) {
      Block& block = blocks_[i];
      if (block.memory == VK_NULL_HANDLE || block.dedicated || block.memory_type != type ||
          block.kind != kind) {
        continue;
      }
      if (take_range(block, size, alignment, offset)) block_index = i;
    }
    if (block_index == UINT32_MAX) {
      block_index = add_block(type, block_size_, kind, false, what);
      take_range(blocks_[block_index], size, alignment, offset);
    }
  }
  ++stats_.suballocations;
  ++stats_.live_allocations;
  stats_.used_bytes += size;
  const Block& block = blocks_[block_index];
  return {block.memory, offset, size, block.mapped ? block.mapped + offset : nullptr, block_index};
}

void GpuMemory::free(GpuAllocation& allocation) {
  if (!allocation.valid()) return;
  Block& block = blocks_.at(allocation.block);
  --stats_.live_allocations;
  stats_.used_bytes -= allocation.size;
  if (block.dedicated) {
    vkFreeMemory(device_, block.memory, nullptr);
    stats_.reserved_bytes -= block.size;
    block = Block{};
  } else {
    return_range(block, allocation.offset, allocation.size);
  }
  allocation = GpuAllocation{};
}

}  // namespace arbor::vulkan
