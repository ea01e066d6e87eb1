// Samplers: the few sampler objects materials, skies and shadows need, made once.
#pragma once

#include <cstdint>

#include "servers/rendering/vulkan/vk.h"

namespace arbor::vulkan {

class Device;

/// One sampler per Godot texture filter (nearest / linear, with or without mipmaps and
/// anisotropy) and repeat mode, a clamped linear one for render targets, and the shadow maps'
/// comparison sampler.
class Samplers {
 public:
  explicit Samplers(Device& device);
  Samplers(const Samplers&) = delete;
  Samplers& operator=(const Samplers&) = delete;
  ~Samplers();

  /// `filter` is Godot's BaseMaterial3D.TextureFilter value (0..5).
  [[nodiscard]] VkSampler material(std::uint8_t filter, bool repeat) const {
    return material_[filter % 6][repeat ? 1 : 0];
  }
  [[nodiscard]] VkSampler clamped_linear() const { return clamped_linear_; }
  [[nodiscard]] VkSampler shadow() const { return shadow_; }

 private:
  Device& device_;
  VkSampler material_[6][2] = {};
  VkSampler clamped_linear_ = VK_NULL_HANDLE;
  VkSampler shadow_ = VK_NULL_HANDLE;
};

}  // namespace arbor::vulkan
