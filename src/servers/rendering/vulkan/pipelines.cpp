#include "servers/rendering/vulkan/pipelines.h"

#include <array>
#include <string>

#include "servers/rendering/vulkan/device.h"
#include "servers/rendering/vulkan/gpu_layouts.h"
#include "servers/rendering/vulkan/shader_library.h"

namespace arbor::vulkan {
namespace {

/// NONE: no vertex buffer; MESH: every GpuVertex attribute; MESH_DEPTH: position and uv only
/// (what depth.vert reads); CANVAS: GpuCanvasVertex.
enum class VertexInput : std::uint8_t { NONE, MESH, MESH_DEPTH, CANVAS };

/// Everything that varies between the backend's graphics pipelines.
struct PipelineDesc {
  VkPipelineLayout layout = VK_NULL_HANDLE;
  VkShaderModule vertex = VK_NULL_HANDLE;
  VkShaderModule fragment = VK_NULL_HANDLE;
  VertexInput input = VertexInput::NONE;
  VkPrimitiveTopology topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST;
  VkCullModeFlags cull = VK_CULL_MODE_NONE;
  VkFormat color_format = VK_FORMAT_UNDEFINED;
  VkFormat depth_format = VK_FORMAT_UNDEFINED;
  VkSampleCountFlagBits samples = VK_SAMPLE_COUNT_1_BIT;
  bool depth_test = false;
  bool depth_write = false;
  bool depth_bias = false;
  VkPipelineColorBlendAttachmentState blend{};
};

VkPipelineColorBlendAttachmentState blend_state(BlendKind kind) {
  VkPipelineColorBlendAttachmentState state{};
  state.colorWriteMask = VK_COLOR_COMPONENT_R_BIT | VK_COLOR_COMPONENT_G_BIT |
                         VK_COLOR_COMPONENT_B_BIT | VK_COLOR_COMPONENT_A_BIT;
  if (kind == BlendKind::OPAQUE) return state;
  state.blendEnable = VK_TRUE;
  state.colorBlendOp = VK_BLEND_OP_ADD;
  state.alphaBlendOp = VK_BLEND_OP_ADD;
  state.srcAlphaBlendFactor = VK_BLEND_FACTOR_ONE;
  state.dstAlphaBlendFactor = VK_BLEND_FACTOR_ONE_MINUS_SRC_ALPHA;
  switch (kind) {
    case BlendKind::MIX:
      state.srcColorBlendFactor = VK_BLEND_FACTOR_SRC_ALPHA;
      state.dstColorBlendFactor = VK_BLEND_FACTOR_ONE_MINUS_SRC_ALPHA;
      break;
    case BlendKind::ADD:
      state.srcColorBlendFactor = VK_BLEND_FACTOR_SRC_ALPHA;
      state.dstColorBlendFactor = VK_BLEND_FACTOR_ONE;
      state.srcAlphaBlendFactor = VK_BLEND_FACTOR_SRC_ALPHA;
      state.dstAlphaBlendFactor = VK_BLEND_FACTOR_ONE;
      break;
    case BlendKind::SUB:
      state.colorBlendOp = VK_BLEND_OP_REVERSE_SUBTRACT;
      state.alphaBlendOp = VK_BLEND_OP_REVERSE_SUBTRACT;
      state.srcColorBlendFactor = VK_BLEND_FACTOR_SRC_ALPHA;
      state.dstColorBlendFactor = VK_BLEND_FACTOR_ONE;
      state.srcAlphaBlendFactor = VK_BLEND_FACTOR_SRC_ALPHA;
      state.dstAlphaBlendFactor = VK_BLEND_FACTOR_ONE;
      break;
    case BlendKind::MUL:
      state.srcColorBlendFactor = VK_BLEND_FACTOR_DST_COLOR;
      state.dstColorBlendFactor = VK_BLEND_FACTOR_ZERO;
      state.srcAlphaBlendFactor = VK_BLEND_FACTOR_DST_ALPHA;
      state.dstAlphaBlendFactor = VK_BLEND_FACTOR_ZERO;
      break;
    case BlendKind::PREMULT_ALPHA:
      state.srcColorBlendFactor = VK_BLEND_FACTOR_ONE;
      state.dstColorBlendFactor = VK_BLEND_FACTOR_ONE_MINUS_SRC_ALPHA;
      break;
    case BlendKind::OPAQUE:
      break;
  }
  return state;
}

VkPipeline build_pipeline(VkDevice device, const PipelineDesc& desc, const std::string& what) {
  std::array<VkPipelineShaderStageCreateInfo, 2> stages{};
  stages[0] = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
  stages[0].stage = VK_SHADER_STAGE_VERTEX_BIT;
  stages[0].module = desc.vertex;
  stages[0].pName = "main";
  stages[1] = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
  stages[1].stage = VK_SHADER_STAGE_FRAGMENT_BIT;
  stages[1].module = desc.fragment;
  stages[1].pName = "main";

  VkVertexInputBindingDescription binding{};
  std::array<VkVertexInputAttributeDescription, 5> attributes{};
  VkPipelineVertexInputStateCreateInfo input{
      VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO};
  if (desc.input == VertexInput::MESH) {
    binding = {0, sizeof(GpuVertex), VK_VERTEX_INPUT_RATE_VERTEX};
    attributes[0] = {0, 0, VK_FORMAT_R32G32B32_SFLOAT, offsetof(GpuVertex, position)};
    attributes[1] = {1, 0, VK_FORMAT_R32G32B32_SFLOAT, offsetof(GpuVertex, normal)};
    attributes[2] = {2, 0, VK_FORMAT_R32G32B32A32_SFLOAT, offsetof(GpuVertex, tangent)};
    attributes[3] = {3, 0, VK_FORMAT_R32G32B32A32_SFLOAT, offsetof(GpuVertex, color)};
    attributes[4] = {4, 0, VK_FORMAT_R32G32_SFLOAT, offsetof(GpuVertex, uv)};
    input.vertexBindingDescriptionCount = 1;
    input.pVertexBindingDescriptions = &binding;
    input.vertexAttributeDescriptionCount = 5;
    input.pVertexAttributeDescriptions = attributes.data();
  } else if (desc.input == VertexInput::MESH_DEPTH) {
    binding = {0, sizeof(GpuVertex), VK_VERTEX_INPUT_RATE_VERTEX};
    attributes[0] = {0, 0, VK_FORMAT_R32G32B32_SFLOAT, offsetof(GpuVertex, position)};
    attributes[1] = {4, 0, VK_FORMAT_R32G32_SFLOAT, offsetof(GpuVertex, uv)};
    input.vertexBindingDescriptionCount = 1;
    input.pVertexBindingDescriptions = &binding;
    input.vertexAttributeDescriptionCount = 2;
    input.pVertexAttributeDescriptions = attributes.data();
  } else if (desc.input == VertexInput::CANVAS) {
    binding = {0, sizeof(GpuCanvasVertex), VK_VERTEX_INPUT_RATE_VERTEX};
    attributes[0] = {0, 0, VK_FORMAT_R32G32_SFLOAT, offsetof(GpuCanvasVertex, position)};
    attributes[1] = {1, 0, VK_FORMAT_R32G32_SFLOAT, offsetof(GpuCanvasVertex, uv)};
    attributes[2] = {2, 0, VK_FORMAT_R32G32B32A32_SFLOAT, offsetof(GpuCanvasVertex, color)};
    input.vertexBindingDescriptionCount = 1;
    input.pVertexBindingDescriptions = &binding;
    input.vertexAttributeDescriptionCount = 3;
    input.pVertexAttributeDescriptions = attributes.data();
  }

  VkPipelineInputAssemblyStateCreateInfo assembly{
      VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO};
  assembly.topology = desc.topology;

  VkPipelineViewportStateCreateInfo viewport{VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO};
  viewport.viewportCount = 1;
  viewport.scissorCount = 1;

  // Godot's front faces wind clockwise; with clip-space y flipped they stay clockwise in
  // Vulkan's framebuffer coordinates.
  VkPipelineRasterizationStateCreateInfo raster{
      VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO};
  raster.polygonMode = VK_POLYGON_MODE_FILL;
  raster.cullMode = desc.cull;
  raster.frontFace = VK_FRONT_FACE_CLOCKWISE;
  raster.lineWidth = 1.0f;
  raster.depthBiasEnable = desc.depth_bias ? VK_TRUE : VK_FALSE;
  raster.depthBiasSlopeFactor = 1.5f;
  raster.depthBiasConstantFactor = 0.0f;

  VkPipelineMultisampleStateCreateInfo multisample{
      VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO};
  multisample.rasterizationSamples = desc.samples;

  VkPipelineDepthStencilStateCreateInfo depth{
      VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO};
  depth.depthTestEnable = desc.depth_test ? VK_TRUE : VK_FALSE;
  depth.depthWriteEnable = desc.depth_write ? VK_TRUE : VK_FALSE;
  depth.depthCompareOp = VK_COMPARE_OP_LESS_OR_EQUAL;

  VkPipelineColorBlendStateCreateInfo blend{
      VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO};
  const bool has_color = desc.color_format != VK_FORMAT_UNDEFINED;
  blend.attachmentCount = has_color ? 1 : 0;
  blend.pAttachments = &desc.blend;

  const std::array<VkDynamicState, 2> dynamic_states{VK_DYNAMIC_STATE_VIEWPORT,
                                                     VK_DYNAMIC_STATE_SCISSOR};
  VkPipelineDynamicStateCreateInfo dynamic{VK_STRUCTURE_TYPE_PIPELINE_DYNAMIC_STATE_CREATE_INFO};
  dynamic.dynamicStateCount = static_cast<std::uint32_t>(dynamic_states.size());
  dynamic.pDynamicStates = dynamic_states.data();

  VkPipelineRenderingCreateInfo rendering{VK_STRUCTURE_TYPE_PIPELINE_RENDERING_CREATE_INFO};
  rendering.colorAttachmentCount = has_color ? 1 : 0;
  rendering.pColorAttachmentFormats = &desc.color_format;
  rendering.depthAttachmentFormat = desc.depth_format;

  VkGraphicsPipelineCreateInfo info{VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO};
  info.pNext = &rendering;
  info.stageCount = desc.fragment ? 2 : 1;
  info.pStages = stages.data();
  info.pVertexInputState = &input;
  info.pInputAssemblyState = &assembly;
  info.pViewportState = &viewport;
  info.pRasterizationState = &raster;
  info.pMultisampleState = &multisample;
  info.pDepthStencilState = &depth;
  info.pColorBlendState = &blend;
  info.pDynamicState = &dynamic;
  info.layout = desc.layout;
  VkPipeline pipeline = VK_NULL_HANDLE;
  check(vkCreateGraphicsPipelines(device, VK_NULL_HANDLE, 1, &info, nullptr, &pipeline),
        what.c_str());
  return pipeline;
}

VkDescriptorSetLayout make_set_layout(
    VkDevice device, std::initializer_list<VkDescriptorSetLayoutBinding> bindings) {
  VkDescriptorSetLayoutCreateInfo info{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
  info.bindingCount = static_cast<std::uint32_t>(bindings.size());
  info.pBindings = bindings.begin();
  VkDescriptorSetLayout layout = VK_NULL_HANDLE;
  check(vkCreateDescriptorSetLayout(device, &info, nullptr, &layout),
        "vkCreateDescriptorSetLayout");
  return layout;
}

VkPipelineLayout make_pipeline_layout(VkDevice device,
                                      std::initializer_list<VkDescriptorSetLayout> sets,
                                      std::uint32_t push_size) {
  VkPushConstantRange push{VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT, 0, push_size};
  VkPipelineLayoutCreateInfo info{VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
  info.setLayoutCount = static_cast<std::uint32_t>(sets.size());
  info.pSetLayouts = sets.begin();
  info.pushConstantRangeCount = push_size > 0 ? 1 : 0;
  info.pPushConstantRanges = &push;
  VkPipelineLayout layout = VK_NULL_HANDLE;
  check(vkCreatePipelineLayout(device, &info, nullptr, &layout), "vkCreatePipelineLayout");
  return layout;
}

constexpr VkShaderStageFlags kGraphics = VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT;

VkDescriptorSetLayoutBinding binding(std::uint32_t index, VkDescriptorType type,
                                     VkShaderStageFlags stages = kGraphics) {
  return {index, type, 1, stages, nullptr};
}

// Keys of the pipelines that are not 3D pipelines: the kind in the top byte.
constexpr std::uint64_t kSkyKey = 1ull << 56;
constexpr std::uint64_t kTonemapKey = 2ull << 56;
constexpr std::uint64_t kCanvasKey = 3ull << 56;

}  // namespace

std::uint64_t PipelineState::key() const {
  return std::uint64_t(pass) | std::uint64_t(cull) << 4 | std::uint64_t(blend) << 8 |
         std::uint64_t(depth_write) << 12 | std::uint64_t(depth_test) << 13 |
         std::uint64_t(topology) << 16 | std::uint64_t(samples) << 24;
}

Pipelines::Pipelines(Device& device) : device_(device) {
  const VkDevice vk = device.get();
  try {
    scene_layout_ = make_set_layout(vk, {binding(0, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER_DYNAMIC),
                                         binding(1, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER),
                                         binding(2, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER),
                                         binding(3, VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER),
                                         binding(4, VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER)});
    material_layout_ = make_set_layout(vk, {binding(0, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER),
                                            binding(1, VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER),
                                            binding(2, VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER),
                                            binding(3, VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER),
                                            binding(4, VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER),
                                            binding(5, VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER)});
    multimesh_layout_ = make_set_layout(vk, {binding(0, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER)});
    sky_layout_ = make_set_layout(vk, {binding(0, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER),
                                       binding(1, VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER)});
    texture_layout_ = make_set_layout(vk, {binding(0, VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER)});
    scene_pipeline_layout_ = make_pipeline_layout(
        vk, {scene_layout_, material_layout_, multimesh_layout_}, sizeof(DrawConstants));
    sky_pipeline_layout_ = make_pipeline_layout(vk, {sky_layout_}, sizeof(GpuMat4));
    tonemap_pipeline_layout_ =
        make_pipeline_layout(vk, {texture_layout_}, sizeof(TonemapConstants));
    canvas_pipeline_layout_ = make_pipeline_layout(vk, {texture_layout_}, sizeof(CanvasConstants));
    for (int shader = 0; shader < kShaderCount; ++shader) {
      modules_[shader] = create_shader_module(vk, ShaderId(shader));
    }
  } catch (...) {
    release();
    throw;
  }
}

Pipelines::~Pipelines() { release(); }

void Pipelines::release() {
  const VkDevice vk = device_.get();
  for (auto& [key, pipeline] : pipelines_) vkDestroyPipeline(vk, pipeline, nullptr);
  pipelines_.clear();
  for (VkShaderModule& module : modules_) {
    if (module) vkDestroyShaderModule(vk, module, nullptr);
    module = VK_NULL_HANDLE;
  }
  for (VkPipelineLayout* layout : {&scene_pipeline_layout_, &sky_pipeline_layout_,
                                   &tonemap_pipeline_layout_, &canvas_pipeline_layout_}) {
    if (*layout) vkDestroyPipelineLayout(vk, *layout, nullptr);
    *layout = VK_NULL_HANDLE;
  }
  for (VkDescriptorSetLayout* layout :
       {&scene_layout_, &material_layout_, &multimesh_layout_, &sky_layout_, &texture_layout_}) {
    if (*layout) vkDestroyDescriptorSetLayout(vk, *layout, nullptr);
    *layout = VK_NULL_HANDLE;
  }
}

VkPipeline Pipelines::scene_pipeline(const PipelineState& state, std::string_view material) {
  const std::uint64_t key = state.key();
  if (auto found = pipelines_.find(key); found != pipelines_.end()) return found->second;
  try {
    VkPipeline pipeline = make_scene_pipeline(state);
    pipelines_.emplace(key, pipeline);
    return pipeline;
  } catch (const DeviceFault&) {
    throw;
  } catch (const Error& error) {
    throw Error("cannot make the pipeline of material '" + std::string(material) +
                "': " + error.what());
  }
}

VkPipeline Pipelines::make_scene_pipeline(const PipelineState& state) {
  PipelineDesc desc;
  desc.layout = scene_pipeline_layout_;
  desc.input = state.pass == PassKind::COLOR ? VertexInput::MESH : VertexInput::MESH_DEPTH;
  desc.topology = state.topology;
  desc.cull = state.cull;
  desc.depth_format = kDepthFormat;
  desc.samples = state.samples;
  desc.depth_test = state.depth_test;
  desc.depth_write = state.depth_write;
  switch (state.pass) {
    case PassKind::COLOR:
      desc.vertex = modules_[int(ShaderId::FORWARD_VERT)];
      desc.fragment = modules_[int(ShaderId::FORWARD_FRAG)];
      desc.color_format = kHdrFormat;
      desc.blend = blend_state(state.blend);
      break;
    case PassKind::DEPTH_PREPASS:
      desc.vertex = modules_[int(ShaderId::DEPTH_VERT)];
      desc.fragment = modules_[int(ShaderId::SHADOW_FRAG)];
      desc.color_format = kHdrFormat;
      desc.blend = blend_state(BlendKind::OPAQUE);
      desc.blend.colorWriteMask = 0;
      break;
    case PassKind::SHADOW:
      desc.vertex = modules_[int(ShaderId::DEPTH_VERT)];
      desc.fragment = modules_[int(ShaderId::SHADOW_FRAG)];
      desc.depth_bias = true;
      break;
    case PassKind::PICK:
      desc.vertex = modules_[int(ShaderId::PICK_VERT)];
      desc.fragment = modules_[int(ShaderId::PICK_FRAG)];
      desc.color_format = kPickFormat;
      desc.blend = blend_state(BlendKind::OPAQUE);
      break;
  }
  return build_pipeline(device_.get(), desc, "vkCreateGraphicsPipelines");
}

VkPipeline Pipelines::cached(std::uint64_t key, VkPipeline (Pipelines::*make)(std::uint64_t)) {
  if (auto found = pipelines_.find(key); found != pipelines_.end()) return found->second;
  VkPipeline pipeline = (this->*make)(key);
  pipelines_.emplace(key, pipeline);
  return pipeline;
}

VkPipeline Pipelines::sky_pipeline(VkSampleCountFlagBits samples, bool with_depth) {
  return cached(kSkyKey | std::uint64_t(with_depth) << 8 | samples, &Pipelines::make_sky);
}

VkPipeline Pipelines::make_sky(std::uint64_t key) {
  PipelineDesc desc;
  desc.layout = sky_pipeline_layout_;
  desc.vertex = modules_[int(ShaderId::FULLSCREEN_VERT)];
  desc.fragment = modules_[int(ShaderId::SKY_FRAG)];
  desc.color_format = kHdrFormat;
  desc.samples = VkSampleCountFlagBits(key & 0xff);
  // The background is drawn inside the 3D pass (with its depth attachment) but tests nothing.
  if ((key >> 8) & 1) desc.depth_format = kDepthFormat;
  desc.blend = blend_state(BlendKind::OPAQUE);
  return build_pipeline(device_.get(), desc, "vkCreateGraphicsPipelines (sky)");
}

VkPipeline Pipelines::tonemap_pipeline(VkFormat format) {
  return cached(kTonemapKey | std::uint64_t(format), &Pipelines::make_tonemap);
}

VkPipeline Pipelines::make_tonemap(std::uint64_t key) {
  PipelineDesc desc;
  desc.layout = tonemap_pipeline_layout_;
  desc.vertex = modules_[int(ShaderId::FULLSCREEN_VERT)];
  desc.fragment = modules_[int(ShaderId::TONEMAP_FRAG)];
  desc.color_format = VkFormat(key & 0xffffffffu);
  desc.blend = blend_state(BlendKind::OPAQUE);
  return build_pipeline(device_.get(), desc, "vkCreateGraphicsPipelines (tonemap)");
}

VkPipeline Pipelines::canvas_pipeline(VkFormat format, std::uint8_t blend_mode) {
  return cached(kCanvasKey | std::uint64_t(blend_mode) << 32 | std::uint64_t(format),
                &Pipelines::make_canvas);
}

VkPipeline Pipelines::make_canvas(std::uint64_t key) {
  static constexpr BlendKind kCanvasBlends[] = {BlendKind::MIX, BlendKind::ADD, BlendKind::SUB,
                                                BlendKind::MUL, BlendKind::PREMULT_ALPHA};
  PipelineDesc desc;
  desc.layout = canvas_pipeline_layout_;
  desc.vertex = modules_[int(ShaderId::CANVAS_VERT)];
  desc.fragment = modules_[int(ShaderId::CANVAS_FRAG)];
  desc.input = VertexInput::CANVAS;
  desc.color_format = VkFormat(key & 0xffffffffu);
  desc.blend = blend_state(kCanvasBlends[((key >> 32) & 0xff) % 5]);
  return build_pipeline(device_.get(), desc, "vkCreateGraphicsPipelines (canvas)");
}

}  // namespace arbor::vulkan
