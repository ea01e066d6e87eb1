// The backend's shaders: GLSL in shaders/, compiled to SPIR-V by glslc at build time and
// embedded here.
#pragma once

#include <cstdint>
#include <span>

#include "servers/rendering/vulkan/vk.h"

namespace arbor::vulkan {

enum class ShaderId : std::uint8_t {
  FORWARD_VERT,
  FORWARD_FRAG,
  DEPTH_VERT,
  SHADOW_FRAG,
  PICK_FRAG,
  FULLSCREEN_VERT,
  SKY_FRAG,
  TONEMAP_FRAG,
  CANVAS_VERT,
  CANVAS_FRAG,
  PICK_VERT,
};
inline constexpr int kShaderCount = 11;

/// The SPIR-V words of a shader.
[[nodiscard]] std::span<const std::uint32_t> shader_code(ShaderId shader);
/// Its source file's name ("forward.frag"), for messages.
[[nodiscard]] const char* shader_name(ShaderId shader);
/// A shader module for `shader`; throws arbor::Error naming the shader when the driver refuses.
[[nodiscard]] VkShaderModule create_shader_module(VkDevice device, ShaderId shader);

}  // namespace arbor::vulkan
