// VulkanBackend: the sky — its uniforms from the environment's Sky and the view's directional
// lights (suns), and the radiance cube map ambient light and reflections sample.

#include <cmath>
#include <cstring>

#include "servers/rendering/vulkan/uploader.h"
#include "servers/rendering/vulkan/vulkan_backend.h"

namespace arbor::vulkan {
namespace {

constexpr std::uint32_t kRadianceSize = 64;

float srgb_to_linear(float c) {
  return c < 0.04045f ? c * (1.0f / 12.92f) : std::pow((c + 0.055f) * (1.0f / 1.055f), 2.4f);
}

/// A colour parameter of a sky material as Godot's shader receives it: times its energy, then
/// converted from sRGB to linear (the `source_color` hint).
GpuVec4 sky_color(const Color& color, float energy) {
  return {srgb_to_linear(float(color.r) * energy), srgb_to_linear(float(color.g) * energy),
          srgb_to_linear(float(color.b) * energy), 1.0f};
}

/// Clip position (x right, y down) at the far plane to a direction through texel (x, y) of face
/// `face` of a cube map, in Vulkan's face order and orientation (+X, -X, +Y, -Y, +Z, -Z).
GpuMat4 cube_face_matrix(int face) {
  static constexpr float kColumns[6][3][3] = {
      {{0, 0, -1}, {0, -1, 0}, {1, 0, 0}}, {{0, 0, 1}, {0, -1, 0}, {-1, 0, 0}},
      {{1, 0, 0}, {0, 0, 1}, {0, 1, 0}},   {{1, 0, 0}, {0, 0, -1}, {0, -1, 0}},
      {{1, 0, 0}, {0, -1, 0}, {0, 0, 1}},  {{-1, 0, 0}, {0, -1, 0}, {0, 0, -1}},
  };
  GpuMat4 m;
  for (int column = 0; column < 3; ++column) {
    for (int row = 0; row < 3; ++row) m.m[column * 4 + row] = kColumns[face][column][row];
    m.m[column * 4 + 3] = 0;
  }
  m.m[12] = m.m[13] = m.m[14] = 0;
  m.m[15] = 1;
  return m;
}

std::uint64_t fnv1a(const void* data, std::size_t size) {
  std::uint64_t hash = 14695981039346656037ull;
  const auto* bytes = static_cast<const unsigned char*>(data);
  for (std::size_t i = 0; i < size; ++i) hash = (hash ^ bytes[i]) * 1099511628211ull;
  return hash;
}

}  // namespace

void VulkanBackend::fill_sky_uniforms(const RenderView& view, SkyUniforms& sky) const {
  sky = SkyUniforms{};
  const EnvironmentData& env = *view.environment;
  const GpuSky* gpu = env.sky ? skies_.find(env.sky) : nullptr;
  const SkyMaterialKind kind = gpu ? gpu->data.material : SkyMaterialKind::NONE;
  sky.rotation = to_gpu(Transform3D(Basis::from_euler(env.sky_rotation), Vector3()));
  if (kind == SkyMaterialKind::NONE) {
    sky.params = {0.0f, 0.0f, float(SKY_COLOR), 0.0f};  // black
    return;
  }
  if (kind == SkyMaterialKind::PANORAMA) {
    sky.params = {gpu->data.panorama.energy_multiplier * env.background_energy_multiplier, 0.0f,
                  float(SKY_PANORAMA), 0.0f};
    return;
  }
  // PROCEDURAL, and SHADER skies (not translated) drawn with its parameters.
  const ProceduralSkyData& p = gpu->data.procedural;
  sky.top_color = sky_color(p.sky_top_color, p.sky_energy_multiplier);
  sky.horizon_color = sky_color(p.sky_horizon_color, p.sky_energy_multiplier);
  sky.ground_bottom = sky_color(p.ground_bottom_color, p.ground_energy_multiplier);
  sky.ground_horizon = sky_color(p.ground_horizon_color, p.ground_energy_multiplier);
  sky.curves = {0.6f / std::max(p.sky_curve, 1e-4f), 0.6f / std::max(p.ground_curve, 1e-4f),
                std::cos(p.sun_angle_max * 3.14159265358979f / 180.0f),
                1.6f / std::pow(std::max(p.sun_curve, 1e-4f), 1.4f)};
  int suns = 0;
  for (const RenderLight& light : view.lights) {
    const LightData& data = *light.data;
    if (data.type != LightType::DIRECTIONAL || data.sky_mode == DirectionalSkyMode::LIGHT_ONLY ||
        suns == 4) {
      continue;
    }
    const float size = data.size * 3.14159265358979f / 180.0f;
    sky.sun_direction[suns] = to_gpu(light.transform.basis.z.normalized(), std::cos(size));
    const Color linear = data.color.srgb_to_linear();
    sky.sun_color[suns] = {float(linear.r) * data.energy, float(linear.g) * data.energy,
                           float(linear.b) * data.energy, 1.0f};
    ++suns;
  }
  sky.params = {p.energy_multiplier * env.background_energy_multiplier, float(suns),
                float(SKY_PROCEDURAL), 0.0f};
}

bool VulkanBackend::view_uses_radiance(const RenderView& view) const {
  if (!view.environment_handle) return false;
  const EnvironmentData& env = *view.environment;
  const bool sky_background = env.background_mode == EnvironmentBackground::SKY;
  const bool ambient = (env.ambient_light_source == AmbientSource::BG && sky_background) ||
                       env.ambient_light_source == AmbientSource::SKY;
  const bool reflection = (env.reflected_light_source == ReflectionSource::BG && sky_background) ||
                          env.reflected_light_source == ReflectionSource::SKY;
  return (ambient || reflection) && env.sky;
}

void VulkanBackend::write_sky_set(const RenderView& view, ViewportState& state) {
  const std::uint32_t slot = frames_->current_index();
  VkDescriptorSet& set = state.sky_sets[slot];
  if (!set) set = descriptors_->allocate(pipelines_->sky_layout());
  const EnvironmentData& env = *view.environment;
  GpuSky* sky = env.sky ? skies_.find(env.sky) : nullptr;
  const TextureHandle panorama = sky && sky->data.material == SkyMaterialKind::PANORAMA
                                     ? sky->data.panorama.panorama
                                     : TextureHandle{};
  const VkImageView view_of_panorama =
      panorama ? texture_view(panorama, true, "sky panorama") : white_texture_.view();
  const VkDescriptorBufferInfo buffer{state.sky_uniforms[slot].get(), 0, sizeof(SkyUniforms)};
  const VkDescriptorImageInfo image{samplers_->material(3, true), view_of_panorama,
                                    VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
  std::array<VkWriteDescriptorSet, 2> writes{};
  writes[0] = {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
  writes[0].dstSet = set;
  writes[0].dstBinding = 0;
  writes[0].descriptorCount = 1;
  writes[0].descriptorType = VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
  writes[0].pBufferInfo = &buffer;
  writes[1] = {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
  writes[1].dstSet = set;
  writes[1].dstBinding = 1;
  writes[1].descriptorCount = 1;
  writes[1].descriptorType = VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
  writes[1].pImageInfo = &image;
  vkUpdateDescriptorSets(device_->get(), 2, writes.data(), 0, nullptr);
}

void VulkanBackend::update_radiance(const RenderView& view, ViewportState& state,
                                    const SkyUniforms& sky) {
  std::uint64_t key = fnv1a(&sky, sizeof(sky));
  const EnvironmentData& env = *view.environment;
  if (GpuSky* gpu = env.sky ? skies_.find(env.sky) : nullptr) {
    key ^= gpu->data.panorama.panorama.index() * 0x9e3779b97f4a7c15ull;
  }
  if (state.radiance && state.radiance_key == key) return;
  if (!state.radiance) {
    ImageDesc desc;
    desc.format = kHdrFormat;
    desc.width = desc.height = kRadianceSize;
    desc.mip_levels = 7;
    desc.layers = 6;
    desc.cube = true;
    desc.usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_SAMPLED_BIT |
                 VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
    state.radiance = Image(*device_, desc, "sky radiance");
  }
  state.radiance_key = key;
  record_sky_cube(state, state.sky_sets[frames_->current_index()]);
}

void VulkanBackend::record_sky_cube(ViewportState& state, VkDescriptorSet sky_set) {
  VkCommandBuffer commands = frames_->current().commands;
  Image& cube = state.radiance;
  cube.transition(commands, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL);
  const VkPipeline pipeline = pipelines_->sky_pipeline(VK_SAMPLE_COUNT_1_BIT, false);
  for (int face = 0; face < 6; ++face) {
    VkRenderingAttachmentInfo color{VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO};
    color.imageView = cube.layer_view(std::uint32_t(face));
    color.imageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL;
    color.loadOp = VK_ATTACHMENT_LOAD_OP_DONT_CARE;
    color.storeOp = VK_ATTACHMENT_STORE_OP_STORE;
    VkRenderingInfo info{VK_STRUCTURE_TYPE_RENDERING_INFO};
    info.renderArea = {{0, 0}, {kRadianceSize, kRadianceSize}};
    info.layerCount = 1;
    info.colorAttachmentCount = 1;
    info.pColorAttachments = &color;
    device_->begin_rendering(commands, info);
    const VkViewport viewport{0, 0, float(kRadianceSize), float(kRadianceSize), 0, 1};
    const VkRect2D scissor{{0, 0}, {kRadianceSize, kRadianceSize}};
    vkCmdSetViewport(commands, 0, 1, &viewport);
    vkCmdSetScissor(commands, 0, 1, &scissor);
    vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline);
    vkCmdBindDescriptorSets(commands, VK_PIPELINE_BIND_POINT_GRAPHICS,
                            pipelines_->sky_pipeline_layout(), 0, 1, &sky_set, 0, nullptr);
    const GpuMat4 matrix = cube_face_matrix(face);
    vkCmdPushConstants(commands, pipelines_->sky_pipeline_layout(),
                       VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT, 0, sizeof(matrix),
                       &matrix);
    vkCmdDraw(commands, 3, 1, 0, 0);
    device_->end_rendering(commands);
  }
  // Rougher reflections and ambient light read the smaller mips (box-filtered, not convolved).
  cube.transition(commands, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
  record_mip_chain(commands, cube.get(), cube.desc());
  cube.assume_layout(VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL);
  cube.transition(commands, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
}

}  // namespace arbor::vulkan
