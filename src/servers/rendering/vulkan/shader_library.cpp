#include "servers/rendering/vulkan/shader_library.h"

#include <string>

namespace arbor::vulkan {
namespace {

// Each array holds the words glslc wrote for one shader (-mfmt=num).
constexpr std::uint32_t kForwardVert[] = {
#include "forward.vert.inc"
};
constexpr std::uint32_t kForwardFrag[] = {
#include "forward.frag.inc"
};
constexpr std::uint32_t kDepthVert[] = {
#include "depth.vert.inc"
};
constexpr std::uint32_t kShadowFrag[] = {
#include "shadow.frag.inc"
};
constexpr std::uint32_t kPickFrag[] = {
#include "pick.frag.inc"
};
constexpr std::uint32_t kFullscreenVert[] = {
#include "fullscreen.vert.inc"
};
constexpr std::uint32_t kSkyFrag[] = {
#include "sky.frag.inc"
};
constexpr std::uint32_t kTonemapFrag[] = {
#include "tonemap.frag.inc"
};
constexpr std::uint32_t kCanvasVert[] = {
#include "canvas.vert.inc"
};
constexpr std::uint32_t kCanvasFrag[] = {
#include "canvas.frag.inc"
};
constexpr std::uint32_t kPickVert[] = {
#include "pick.vert.inc"
};

struct Entry {
  std::span<const std::uint32_t> code;
  const char* name;
};

Entry entry(ShaderId shader) {
  switch (shader) {
    case ShaderId::FORWARD_VERT:
      return {kForwardVert, "forward.vert"};
    case ShaderId::FORWARD_FRAG:
      return {kForwardFrag, "forward.frag"};
    case ShaderId::DEPTH_VERT:
      return {kDepthVert, "depth.vert"};
    case ShaderId::SHADOW_FRAG:
      return {kShadowFrag, "shadow.frag"};
    case ShaderId::PICK_FRAG:
      return {kPickFrag, "pick.frag"};
    case ShaderId::FULLSCREEN_VERT:
      return {kFullscreenVert, "fullscreen.vert"};
    case ShaderId::SKY_FRAG:
      return {kSkyFrag, "sky.frag"};
    case ShaderId::TONEMAP_FRAG:
      return {kTonemapFrag, "tonemap.frag"};
    case ShaderId::CANVAS_VERT:
      return {kCanvasVert, "canvas.vert"};
    case ShaderId::CANVAS_FRAG:
      return {kCanvasFrag, "canvas.frag"};
    case ShaderId::PICK_VERT:
      return {kPickVert, "pick.vert"};
  }
  return {{}, "?"};
}

}  // namespace

std::span<const std::uint32_t> shader_code(ShaderId shader) { return entry(shader).code; }

const char* shader_name(ShaderId shader) { return entry(shader).name; }

VkShaderModule create_shader_module(VkDevice device, ShaderId shader) {
  const std::span<const std::uint32_t> code = shader_code(shader);
  VkShaderModuleCreateInfo info{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
  info.codeSize = code.size_bytes();
  info.pCode = code.data();
  VkShaderModule module = VK_NULL_HANDLE;
  const std::string what = std::string("vkCreateShaderModule (") + shader_name(shader) + ")";
  check(vkCreateShaderModule(device, &info, nullptr, &module), what.c_str());
  return module;
}

}  // namespace arbor::vulkan
