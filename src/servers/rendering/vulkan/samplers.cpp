#include "servers/rendering/vulkan/samplers.h"

#include <algorithm>

#include "servers/rendering/vulkan/device.h"

namespace arbor::vulkan {
namespace {

VkSampler make_sampler(VkDevice device, const VkSamplerCreateInfo& info) {
  VkSampler sampler = VK_NULL_HANDLE;
  check(vkCreateSampler(device, &info, nullptr, &sampler), "vkCreateSampler");
  return sampler;
}

}  // namespace

Samplers::Samplers(Device& device) : device_(device) {
  const VkDevice vk = device.get();
  for (std::uint8_t filter = 0; filter < 6; ++filter) {
    for (int repeat = 0; repeat < 2; ++repeat) {
      // Godot's TextureFilter: NEAREST, LINEAR, then the same with mipmaps, then anisotropic.
      const bool linear = filter % 2 == 1;
      const bool mipmaps = filter >= 2;
      const bool anisotropic = filter >= 4 && device.info().anisotropy;
      VkSamplerCreateInfo info{VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO};
      info.magFilter = linear ? VK_FILTER_LINEAR : VK_FILTER_NEAREST;
      info.minFilter = info.magFilter;
      info.mipmapMode = linear ? VK_SAMPLER_MIPMAP_MODE_LINEAR : VK_SAMPLER_MIPMAP_MODE_NEAREST;
      const VkSamplerAddressMode mode =
          repeat ? VK_SAMPLER_ADDRESS_MODE_REPEAT : VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
      info.addressModeU = info.addressModeV = info.addressModeW = mode;
      info.maxLod = mipmaps ? VK_LOD_CLAMP_NONE : 0.0f;
      info.anisotropyEnable = anisotropic ? VK_TRUE : VK_FALSE;
      info.maxAnisotropy = anisotropic ? std::min(16.0f, device.info().max_anisotropy) : 1.0f;
      material_[filter][repeat] = make_sampler(vk, info);
    }
  }
  VkSamplerCreateInfo clamped{VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO};
  clamped.magFilter = clamped.minFilter = VK_FILTER_LINEAR;
  clamped.mipmapMode = VK_SAMPLER_MIPMAP_MODE_LINEAR;
  clamped.addressModeU = clamped.addressModeV = clamped.addressModeW =
      VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
  clamped.maxLod = VK_LOD_CLAMP_NONE;
  clamped_linear_ = make_sampler(vk, clamped);
  VkSamplerCreateInfo shadow = clamped;
  shadow.mipmapMode = VK_SAMPLER_MIPMAP_MODE_NEAREST;
  shadow.maxLod = 0.0f;
  shadow.compareEnable = VK_TRUE;
  shadow.compareOp = VK_COMPARE_OP_LESS_OR_EQUAL;
  shadow.addressModeU = shadow.addressModeV = shadow.addressModeW =
      VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER;
  shadow.borderColor = VK_BORDER_COLOR_FLOAT_OPAQUE_WHITE;
  shadow_ = make_sampler(vk, shadow);
}

Samplers::~Samplers() {
  const VkDevice vk = device_.get();
  for (auto& row : material_) {
    for (VkSampler sampler : row) {
      if (sampler) vkDestroySampler(vk, sampler, nullptr);
    }
  }
  if (clamped_linear_) vkDestroySampler(vk, clamped_linear_, nullptr);
  if (shadow_) vkDestroySampler(vk, shadow_, nullptr);
}

}  // namespace arbor::vulkan
