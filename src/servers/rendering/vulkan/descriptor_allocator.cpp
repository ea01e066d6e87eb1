#include "servers/rendering/vulkan/descriptor_allocator.h"

#include <array>

#include "servers/rendering/vulkan/device.h"

namespace arbor::vulkan {

DescriptorAllocator::~DescriptorAllocator() {
  for (VkDescriptorPool pool : pools_) vkDestroyDescriptorPool(device_.get(), pool, nullptr);
}

VkDescriptorPool DescriptorAllocator::add_pool() {
  constexpr std::uint32_t kSets = 256;
  const std::array<VkDescriptorPoolSize, 4> sizes{{
      {VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, kSets},
      {VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER_DYNAMIC, kSets / 4},
      {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, kSets},
      {VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, kSets * 5},
  }};
  VkDescriptorPoolCreateInfo info{VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
  info.flags = VK_DESCRIPTOR_POOL_CREATE_FREE_DESCRIPTOR_SET_BIT;
  info.maxSets = kSets;
  info.poolSizeCount = static_cast<std::uint32_t>(sizes.size());
  info.pPoolSizes = sizes.data();
  VkDescriptorPool pool = VK_NULL_HANDLE;
  check(vkCreateDescriptorPool(device_.get(), &info, nullptr, &pool), "vkCreateDescriptorPool");
  pools_.push_back(pool);
  return pool;
}

VkDescriptorSet DescriptorAllocator::allocate(VkDescriptorSetLayout layout) {
  VkDescriptorSetAllocateInfo info{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
  info.descriptorSetCount = 1;
  info.pSetLayouts = &layout;
  VkDescriptorSet set = VK_NULL_HANDLE;
  // The newest pool first: older ones are usually full.
  for (auto pool = pools_.rbegin(); pool != pools_.rend(); ++pool) {
    info.descriptorPool = *pool;
    const VkResult result = vkAllocateDescriptorSets(device_.get(), &info, &set);
    if (result == VK_SUCCESS) {
      owner_.emplace(set, *pool);
      return set;
    }
    if (result != VK_ERROR_OUT_OF_POOL_MEMORY && result != VK_ERROR_FRAGMENTED_POOL) {
      check(result, "vkAllocateDescriptorSets");
    }
  }
  info.descriptorPool = add_pool();
  check(vkAllocateDescriptorSets(device_.get(), &info, &set), "vkAllocateDescriptorSets");
  owner_.emplace(set, info.descriptorPool);
  return set;
}

void DescriptorAllocator::free(std::vector<VkDescriptorSet>& sets) {
  for (VkDescriptorSet set : sets) {
    auto found = owner_.find(set);
    if (found == owner_.end()) continue;
    vkFreeDescriptorSets(device_.get(), found->second, 1, &set);
    owner_.erase(found);
  }
  sets.clear();
}

}  // namespace arbor::vulkan
