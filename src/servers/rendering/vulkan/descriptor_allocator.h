// DescriptorAllocator: descriptor sets from a list of pools that grows when one runs out.
#pragma once

#include <unordered_map>
#include <vector>

#include "servers/rendering/vulkan/vk.h"

namespace arbor::vulkan {

class Device;

/// Hands out descriptor sets of any of the backend's layouts; freed sets go back to their pool.
/// Sets are made when resources and views are, never in a steady frame.
class DescriptorAllocator {
 public:
  explicit DescriptorAllocator(Device& device) : device_(device) {}
  DescriptorAllocator(const DescriptorAllocator&) = delete;
  DescriptorAllocator& operator=(const DescriptorAllocator&) = delete;
  ~DescriptorAllocator();

  VkDescriptorSet allocate(VkDescriptorSetLayout layout);
  /// Returns sets no frame uses any more, and empties `sets`.
  void free(std::vector<VkDescriptorSet>& sets);

 private:
  VkDescriptorPool add_pool();

  Device& device_;
  std::vector<VkDescriptorPool> pools_;
  std::unordered_map<VkDescriptorSet, VkDescriptorPool> owner_;
};

}  // namespace arbor::vulkan
