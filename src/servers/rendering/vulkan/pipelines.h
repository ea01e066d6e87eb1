// Pipelines: the descriptor set layouts, pipeline layouts and graphics pipelines of every pass,
// made once per state and kept (the cache a 3D batch's pipeline key selects from).
#pragma once

#include <cstdint>
#include <string_view>
#include <unordered_map>

#include "servers/rendering/vulkan/shader_library.h"
#include "servers/rendering/vulkan/vk.h"

namespace arbor::vulkan {

class Device;

inline constexpr VkFormat kHdrFormat = VK_FORMAT_R16G16B16A16_SFLOAT;
inline constexpr VkFormat kDepthFormat = VK_FORMAT_D32_SFLOAT;
inline constexpr VkFormat kPickFormat = VK_FORMAT_R32_UINT;
inline constexpr VkFormat kLdrFormat = VK_FORMAT_R8G8B8A8_SRGB;
inline constexpr VkFormat kLdrRawFormat = VK_FORMAT_R8G8B8A8_UNORM;

/// Which 3D pass a pipeline draws.
enum class PassKind : std::uint8_t {
  COLOR,          ///< lit colour into the HDR target
  DEPTH_PREPASS,  ///< depth only, inside the colour pass (colour writes off)
  SHADOW,         ///< depth only into a shadow map
  PICK,           ///< pick ids into an integer target
};

/// How a 3D pipeline blends (Godot's blend modes; OPAQUE writes without blending).
enum class BlendKind : std::uint8_t { OPAQUE, MIX, ADD, SUB, MUL, PREMULT_ALPHA };

/// The fixed-function state that distinguishes 3D pipelines.
struct PipelineState {
  PassKind pass = PassKind::COLOR;
  VkCullModeFlags cull = VK_CULL_MODE_BACK_BIT;
  BlendKind blend = BlendKind::OPAQUE;
  bool depth_write = true;
  bool depth_test = true;
  VkPrimitiveTopology topology = VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST;
  VkSampleCountFlagBits samples = VK_SAMPLE_COUNT_1_BIT;

  [[nodiscard]] std::uint64_t key() const;
};

/// Owns every layout and pipeline; pipelines are made on first use and kept until the end.
class Pipelines {
 public:
  explicit Pipelines(Device& device);
  Pipelines(const Pipelines&) = delete;
  Pipelines& operator=(const Pipelines&) = delete;
  ~Pipelines();

  /// Set 0 of the 3D passes: scene uniforms, instances, draw indices, shadow map, radiance.
  [[nodiscard]] VkDescriptorSetLayout scene_layout() const { return scene_layout_; }
  /// Set 1 of the 3D passes: material uniforms and its five textures.
  [[nodiscard]] VkDescriptorSetLayout material_layout() const { return material_layout_; }
  /// Set 2 of the 3D passes: a MultiMesh's instance records.
  [[nodiscard]] VkDescriptorSetLayout multimesh_layout() const { return multimesh_layout_; }
  /// The sky's uniforms and panorama.
  [[nodiscard]] VkDescriptorSetLayout sky_layout() const { return sky_layout_; }
  /// One sampled texture (tonemap source, canvas batch texture).
  [[nodiscard]] VkDescriptorSetLayout texture_layout() const { return texture_layout_; }

  [[nodiscard]] VkPipelineLayout scene_pipeline_layout() const { return scene_pipeline_layout_; }
  [[nodiscard]] VkPipelineLayout sky_pipeline_layout() const { return sky_pipeline_layout_; }
  [[nodiscard]] VkPipelineLayout tonemap_pipeline_layout() const {
    return tonemap_pipeline_layout_;
  }
  [[nodiscard]] VkPipelineLayout canvas_pipeline_layout() const { return canvas_pipeline_layout_; }

  /// The 3D pipeline for `state`; `material` names the material in the error thrown when the
  /// driver cannot make it.
  VkPipeline scene_pipeline(const PipelineState& state, std::string_view material);
  /// The sky into an HDR target: the view's (with its depth attachment) or a face of the
  /// radiance cube map (without).
  VkPipeline sky_pipeline(VkSampleCountFlagBits samples, bool with_depth);
  /// HDR to a display target of `format`.
  VkPipeline tonemap_pipeline(VkFormat format);
  /// 2D triangles into a target of `format` with a canvas blend mode (Godot's values).
  VkPipeline canvas_pipeline(VkFormat format, std::uint8_t blend_mode);

  /// Graphics pipelines made so far.
  [[nodiscard]] std::size_t pipeline_count() const { return pipelines_.size(); }

 private:
  void release();
  VkPipeline make_scene_pipeline(const PipelineState& state);
  VkPipeline cached(std::uint64_t key, VkPipeline (Pipelines::*make)(std::uint64_t));
  VkPipeline make_sky(std::uint64_t key);
  VkPipeline make_tonemap(std::uint64_t key);
  VkPipeline make_canvas(std::uint64_t key);

  Device& device_;
  VkDescriptorSetLayout scene_layout_ = VK_NULL_HANDLE;
  VkDescriptorSetLayout material_layout_ = VK_NULL_HANDLE;
  VkDescriptorSetLayout multimesh_layout_ = VK_NULL_HANDLE;
  VkDescriptorSetLayout sky_layout_ = VK_NULL_HANDLE;
  VkDescriptorSetLayout texture_layout_ = VK_NULL_HANDLE;
  VkPipelineLayout scene_pipeline_layout_ = VK_NULL_HANDLE;
  VkPipelineLayout sky_pipeline_layout_ = VK_NULL_HANDLE;
  VkPipelineLayout tonemap_pipeline_layout_ = VK_NULL_HANDLE;
  VkPipelineLayout canvas_pipeline_layout_ = VK_NULL_HANDLE;
  VkShaderModule modules_[kShaderCount] = {};
  std::unordered_map<std::uint64_t, VkPipeline> pipelines_;
};

}  // namespace arbor::vulkan
