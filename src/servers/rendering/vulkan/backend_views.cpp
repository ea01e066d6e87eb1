// VulkanBackend: viewport targets, scenario instance buffers, and the per-frame data each view
// writes into the frame's arena (scene uniforms, draw indices, transform updates).

#include <algorithm>
#include <cmath>
#include <cstring>

#include "servers/rendering/vulkan/vulkan_backend.h"

namespace arbor::vulkan {
namespace {

float srgb_to_linear(float c) {
  return c < 0.04045f ? c * (1.0f / 12.92f) : std::pow((c + 0.055f) * (1.0f / 1.055f), 2.4f);
}

GpuVec4 linear_rgb(const Color& color, float scale) {
  return {srgb_to_linear(float(color.r)) * scale, srgb_to_linear(float(color.g)) * scale,
          srgb_to_linear(float(color.b)) * scale, float(color.a)};
}

VkSampleCountFlagBits samples_for(ViewportMsaa msaa, VkSampleCountFlags supported) {
  VkSampleCountFlagBits wanted = VK_SAMPLE_COUNT_1_BIT;
  switch (msaa) {
    case ViewportMsaa::DISABLED:
      wanted = VK_SAMPLE_COUNT_1_BIT;
      break;
    case ViewportMsaa::MSAA_2X:
      wanted = VK_SAMPLE_COUNT_2_BIT;
      break;
    case ViewportMsaa::MSAA_4X:
      wanted = VK_SAMPLE_COUNT_4_BIT;
      break;
    case ViewportMsaa::MSAA_8X:
      wanted = VK_SAMPLE_COUNT_8_BIT;
      break;
  }
  while (wanted > VK_SAMPLE_COUNT_1_BIT && !(supported & wanted)) {
    wanted = VkSampleCountFlagBits(wanted >> 1);
  }
  return wanted;
}

std::uint64_t scenario_key(ScenarioHandle scenario) {
  return (std::uint64_t(scenario.generation()) << 32) | scenario.index();
}

VkDeviceSize align(VkDeviceSize value, VkDeviceSize alignment) {
  return (value + alignment - 1) / alignment * alignment;
}

/// The directional light whose splits the view renders (the first with shadow passes), or -1.
std::int32_t shadow_light_of(const RenderView& view) {
  for (std::size_t i = 0; i < view.lights.size(); ++i) {
    const RenderLight& light = view.lights[i];
    if (light.data->type == LightType::DIRECTIONAL && light.shadow_count > 0) {
      return std::int32_t(i);
    }
  }
  return -1;
}

/// A light's color as the shaders take it: linear, times energy and π (Godot's convention),
/// negative for negative lights.
GpuVec4 light_color(const LightData& light, float alpha) {
  const float energy = light.energy * 3.14159265358979f * (light.negative ? -1.0f : 1.0f);
  GpuVec4 color = linear_rgb(light.color, energy);
  color.w = alpha;
  return color;
}

/// The orthogonal width and depth range of a shadow projection (OpenGL conventions).
void ortho_extent(const Projection& projection, float& width, float& depth) {
  width = std::fabs(2.0f / float(projection.columns[0][0]));
  depth = std::fabs(2.0f / float(projection.columns[2][2]));
}

}  // namespace

// -- viewports ------------------------------------------------------------------------------------

VulkanBackend::ViewportState& VulkanBackend::viewport_state(ViewportHandle viewport,
                                                            const char* call) {
  return viewports_.at(viewport, call);
}

void VulkanBackend::viewport_update(ViewportHandle viewport, const ViewportData& data) {
  ViewportState& state = viewports_.make(viewport);
  state.data = data;
  state.samples = samples_for(data.msaa_3d, device_->info().msaa_samples);
  ensure_targets(state);
}

void VulkanBackend::viewport_free(ViewportHandle viewport) {
  ViewportState* state = viewports_.find(viewport);
  if (!state) return;
  for (Image* image : {&state->hdr, &state->hdr_resolved, &state->depth, &state->ldr,
                       &state->pick_id, &state->pick_depth, &state->shadow_map, &state->radiance}) {
    if (*image) defer(std::move(*image));
  }
  for (Buffer& buffer : state->sky_uniforms) {
    if (buffer) defer(std::move(buffer));
  }
  for (VkDescriptorSet set : state->sky_sets) defer_set(set);
  for (VkDescriptorSet set : state->scene_sets) defer_set(set);
  defer_set(state->tonemap_set);
  viewports_.erase(viewport);
}

void VulkanBackend::ensure_targets(ViewportState& state) {
  const std::uint32_t width = std::uint32_t(std::max(state.data.size.x, 1));
  const std::uint32_t height = std::uint32_t(std::max(state.data.size.y, 1));
  if (state.hdr && state.hdr.desc().width == width && state.hdr.desc().height == height &&
      state.hdr.desc().samples == state.samples) {
    return;
  }
  for (Image* image : {&state.hdr, &state.hdr_resolved, &state.depth, &state.ldr, &state.pick_id,
                       &state.pick_depth}) {
    if (*image) defer(std::move(*image));
  }
  const char* name = state.data.name.empty() ? "viewport" : state.data.name.c_str();
  ImageDesc hdr;
  hdr.format = kHdrFormat;
  hdr.width = width;
  hdr.height = height;
  hdr.samples = state.samples;
  hdr.usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT |
              (state.samples == VK_SAMPLE_COUNT_1_BIT ? VK_IMAGE_USAGE_SAMPLED_BIT : 0);
  state.hdr = Image(*device_, hdr, name);
  if (state.samples != VK_SAMPLE_COUNT_1_BIT) {
    ImageDesc resolved = hdr;
    resolved.samples = VK_SAMPLE_COUNT_1_BIT;
    resolved.usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_SAMPLED_BIT;
    state.hdr_resolved = Image(*device_, resolved, name);
  }
  ImageDesc depth = hdr;
  depth.format = kDepthFormat;
  depth.usage = VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT;
  state.depth = Image(*device_, depth, name);
  ImageDesc ldr;
  ldr.format = kLdrFormat;
  ldr.alternate_format = kLdrRawFormat;
  ldr.width = width;
  ldr.height = height;
  ldr.usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_SAMPLED_BIT |
              VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
  state.ldr = Image(*device_, ldr, name);
  // Transparent black until the viewport renders: materials may show it before that.
  device_->run_commands([&state](VkCommandBuffer commands) {
    state.ldr.transition(commands, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
    const VkClearColorValue clear{};
    const VkImageSubresourceRange range{VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
    vkCmdClearColorImage(commands, state.ldr.get(), VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, &clear, 1,
                         &range);
    state.ldr.transition(commands, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
  });

  defer_set(state.tonemap_set);
  state.tonemap_set = descriptors_->allocate(pipelines_->texture_layout());
  const Image& source = state.hdr_resolved ? state.hdr_resolved : state.hdr;
  VkDescriptorImageInfo image{samplers_->clamped_linear(), source.view(),
                              VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
  VkWriteDescriptorSet write{VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
  write.dstSet = state.tonemap_set;
  write.descriptorCount = 1;
  write.descriptorType = VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
  write.pImageInfo = &image;
  vkUpdateDescriptorSets(device_->get(), 1, &write, 0, nullptr);
  state.rendered = false;
  state.pick.valid = false;
  if (state.data.texture) rewrite_materials_using(state.data.texture);
}

void VulkanBackend::ensure_shadow_map(ViewportState& state) {
  const std::uint32_t size = std::uint32_t(std::max(settings_.shadow_map_size, 16));
  if (state.shadow_map && state.shadow_map.desc().width == size) return;
  ImageDesc desc;
  desc.format = kDepthFormat;
  desc.width = desc.height = size;
  desc.layers = kMaxCascades;
  desc.usage = VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT | VK_IMAGE_USAGE_SAMPLED_BIT;
  state.shadow_map = Image(*device_, desc, "directional shadow map");
}

// -- scenarios ------------------------------------------------------------------------------------

VulkanBackend::ScenarioState& VulkanBackend::scenario_state(ScenarioHandle scenario) {
  return scenarios_[scenario_key(scenario)];
}

VkDeviceSize VulkanBackend::frame_arena_bytes(const RenderFrame& frame) {
  const VkDeviceSize uniform_align = device_->info().uniform_alignment;
  VkDeviceSize bytes = 4096;
  for (const RenderView* view_pointer : frame.views) {
    const RenderView& view = *view_pointer;
    bytes += align(sizeof(SceneUniforms), uniform_align) + uniform_align;
    std::size_t indices = view.prepass.instances.size() + view.opaque.instances.size() +
                          view.transparent.instances.size() + 4;
    for (const ShadowPass& shadow : view.shadows) indices += shadow.casters.instances.size() + 1;
    bytes += indices * sizeof(std::uint32_t);
    if (view.scenario) {
      const ScenarioState& scenario = scenario_state(view.scenario);
      const std::size_t count = view.instances.transforms.size();
      const std::size_t records = count > scenario.capacity ? count : view.instances.changed.size();
      bytes += records * sizeof(InstanceRecord);
    }
    bytes += view.canvas.vertices.size() * sizeof(GpuCanvasVertex) +
             view.canvas.indices.size() * sizeof(std::uint32_t) + 64;
  }
  multimeshes_.for_each([&](MultiMeshHandle, GpuMultiMesh& multimesh) {
    bytes += (multimesh.dirty_end - multimesh.dirty_begin) * sizeof(InstanceRecord);
  });
  return bytes;
}

void VulkanBackend::update_instances(const RenderView& view, VkCommandBuffer commands) {
  if (!view.scenario) return;
  ScenarioState& scenario = scenario_state(view.scenario);
  if (scenario.updated_frame == frame_number_) return;
  scenario.updated_frame = frame_number_;
  const RenderInstances& instances = view.instances;
  const std::uint32_t count = std::uint32_t(instances.transforms.size());
  bool everything = false;
  if (count > scenario.capacity || !scenario.records) {
    if (scenario.records) defer(std::move(scenario.records));
    scenario.capacity = std::max({count, scenario.capacity * 2, 64u});
    scenario.records = Buffer(*device_, VkDeviceSize(scenario.capacity) * sizeof(InstanceRecord),
                              VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                              MemoryUse::DEVICE, "scenario instances");
    everything = true;
  }
  if (scenario.object_ids.size() < count) scenario.object_ids.resize(count);
  const std::size_t updates = everything ? count : instances.changed.size();
  if (updates == 0) return;
  const VkDeviceSize offset = frames_->allocate(updates * sizeof(InstanceRecord), 16);
  auto* records = reinterpret_cast<InstanceRecord*>(frames_->current().arena.mapped() + offset);
  copy_regions_.clear();
  for (std::size_t i = 0; i < updates; ++i) {
    const std::uint32_t index = everything ? std::uint32_t(i) : instances.changed[i];
    if (index >= count) continue;
    InstanceRecord& record = records[i];
    write_rows(instances.transforms[index], record.rows);
    record.color = {1, 1, 1, 1};
    record.custom = {};
    record.info = {index + 1, 0, 0, 0};
    scenario.object_ids[index] =
        index < instances.object_ids.size() ? instances.object_ids[index] : 0;
    const VkDeviceSize source = offset + i * sizeof(InstanceRecord);
    const VkDeviceSize target = VkDeviceSize(index) * sizeof(InstanceRecord);
    if (!copy_regions_.empty()) {
      VkBufferCopy& last = copy_regions_.back();
      if (last.srcOffset + last.size == source && last.dstOffset + last.size == target) {
        last.size += sizeof(InstanceRecord);
        continue;
      }
    }
    copy_regions_.push_back({source, target, sizeof(InstanceRecord)});
  }
  if (!copy_regions_.empty()) {
    vkCmdCopyBuffer(commands, frames_->current().arena.get(), scenario.records.get(),
                    std::uint32_t(copy_regions_.size()), copy_regions_.data());
  }
}

void VulkanBackend::update_multimeshes(VkCommandBuffer commands) {
  multimeshes_.for_each([&](MultiMeshHandle, GpuMultiMesh& multimesh) {
    if (multimesh.dirty_end <= multimesh.dirty_begin) return;
    const VkDeviceSize bytes =
        VkDeviceSize(multimesh.dirty_end - multimesh.dirty_begin) * sizeof(InstanceRecord);
    const VkDeviceSize offset = frames_->allocate(bytes, 16);
    std::memcpy(frames_->current().arena.mapped() + offset,
                multimesh.cpu.data() + multimesh.dirty_begin, bytes);
    const VkBufferCopy region{offset, VkDeviceSize(multimesh.dirty_begin) * sizeof(InstanceRecord),
                              bytes};
    vkCmdCopyBuffer(commands, frames_->current().arena.get(), multimesh.records.get(), 1, &region);
    multimesh.dirty_begin = multimesh.dirty_end = 0;
  });
}

// -- per-frame view data --------------------------------------------------------------------------

std::uint32_t VulkanBackend::copy_indices(const DrawList& list) {
  const std::size_t count = list.instances.size();
  const VkDeviceSize offset = frames_->allocate(std::max<std::size_t>(count, 1) * 4, 4);
  if (count > 0) {
    std::memcpy(frames_->current().arena.mapped() + offset, list.instances.data(), count * 4);
  }
  return std::uint32_t(offset / 4);
}

void VulkanBackend::prepare_view(const RenderView& view) {
  ViewportState& state = viewport_state(view.viewport, "begin_frame");
  ensure_targets(state);
  ViewFrame& frame = state.frame;
  frame.shadow_light = view.camera.camera ? shadow_light_of(view) : -1;
  frame.shadow_count = 0;
  if (frame.shadow_light >= 0) {
    const RenderLight& light = view.lights[std::size_t(frame.shadow_light)];
    frame.shadow_first = light.first_shadow;
    frame.shadow_count = std::min<std::uint32_t>(light.shadow_count, kMaxCascades);
    ensure_shadow_map(state);
  }
  const EnvironmentData& environment = *view.environment;
  frame.sky_background =
      view.environment_handle && environment.background_mode == EnvironmentBackground::SKY;
  frame.radiance = view_uses_radiance(view);

  // The sky first: the scene's ambient and reflected light read its radiance.
  if (frame.sky_background || frame.radiance) {
    SkyUniforms sky;
    fill_sky_uniforms(view, sky);
    const std::uint32_t slot = frames_->current_index();
    if (!state.sky_uniforms[slot]) {
      state.sky_uniforms[slot] =
          Buffer(*device_, sizeof(SkyUniforms), VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT,
                 MemoryUse::UPLOAD, "sky uniforms");
    }
    std::memcpy(state.sky_uniforms[slot].mapped(), &sky, sizeof(sky));
    write_sky_set(view, state);
    if (frame.radiance) update_radiance(view, state, sky);
  }
  const VkDeviceSize uniform_align = device_->info().uniform_alignment;
  frame.scene_offset = frames_->allocate(sizeof(SceneUniforms), uniform_align);
  SceneUniforms& scene =
      *reinterpret_cast<SceneUniforms*>(frames_->current().arena.mapped() + frame.scene_offset);
  fill_scene_uniforms(view, state, scene);
  frame.prepass_base = copy_indices(view.prepass);
  frame.opaque_base = copy_indices(view.opaque);
  frame.transparent_base = copy_indices(view.transparent);
  frame.shadow_bases.resize(frame.shadow_count);
  for (std::uint32_t i = 0; i < frame.shadow_count; ++i) {
    frame.shadow_bases[i] = copy_indices(view.shadows[frame.shadow_first + i].casters);
  }

  write_scene_set(view, state);
  make_pipelines(view, state);
}

void VulkanBackend::fill_scene_uniforms(const RenderView& view, ViewportState& state,
                                        SceneUniforms& scene) {
  scene = SceneUniforms{};
  const RenderCamera& camera = view.camera;
  const Projection projection = vulkan_clip(camera.projection);
  const Projection view_matrix(camera.transform.affine_inverse());
  scene.view = to_gpu(view_matrix);
  scene.projection = to_gpu(projection);
  scene.view_projection = to_gpu(projection * view_matrix);
  scene.inv_view = to_gpu(camera.transform);
  scene.inv_projection = to_gpu(projection.inverse());
  scene.camera_position =
      to_gpu(camera.transform.origin, camera.kind == CameraProjection::ORTHOGONAL ? 1.0f : 0.0f);
  const float width = float(state.hdr.desc().width);
  const float height = float(state.hdr.desc().height);
  scene.viewport = {width, height, 1.0f / width, 1.0f / height};

  // Ambient and reflected light as Godot 4 sets them up from the environment; without one
  // (the server's default) there is neither.
  std::uint32_t flags = 0;
  const EnvironmentData& env = *view.environment;
  if (view.environment_handle) {
    const bool color_background = env.background_mode == EnvironmentBackground::CLEAR_COLOR ||
                                  env.background_mode == EnvironmentBackground::COLOR;
    const bool sky_background = env.background_mode == EnvironmentBackground::SKY;
    if (env.ambient_light_source == AmbientSource::BG && color_background) {
      const Color& background = env.background_mode == EnvironmentBackground::CLEAR_COLOR
                                    ? view.clear_color
                                    : env.background_color;
      scene.ambient = linear_rgb(background, env.background_energy_multiplier);
      scene.ambient.w = 0;
      flags |= SCENE_AMBIENT_LIGHT;
    } else {
      scene.ambient = linear_rgb(env.ambient_light_color, env.ambient_light_energy);
      scene.ambient.w = env.ambient_light_sky_contribution;
      const bool from_sky = (env.ambient_light_source == AmbientSource::BG && sky_background) ||
                            env.ambient_light_source == AmbientSource::SKY;
      if (from_sky) flags |= SCENE_AMBIENT_LIGHT | SCENE_AMBIENT_SKY;
      if (env.ambient_light_source == AmbientSource::COLOR) flags |= SCENE_AMBIENT_LIGHT;
    }
    if ((env.reflected_light_source == ReflectionSource::BG && sky_background) ||
        env.reflected_light_source == ReflectionSource::SKY) {
      flags |= SCENE_REFLECTION_SKY;
    }
  }
  const bool radiance = state.radiance && state.frame.radiance;
  if (!radiance) flags &= ~(SCENE_AMBIENT_SKY | SCENE_REFLECTION_SKY);
  scene.sky = {radiance ? float(state.radiance.desc().mip_levels - 1) : 0.0f,
               env.ambient_light_energy, 1.0f, 0.0f};

  // Lights: the shadowed directional light first; omni and spot lights nearest first.
  std::uint32_t directional = 0;
  std::uint32_t omni = 0;
  std::uint32_t spot = 0;
  const std::int32_t shadow_light = state.frame.shadow_light;
  auto add_directional = [&](const RenderLight& light) {
    if (directional >= kMaxDirectionalLights ||
        light.data->sky_mode == DirectionalSkyMode::SKY_ONLY) {
      return;
    }
    const Vector3 toward = light.transform.basis.z.normalized();
    scene.directional_direction[directional] = to_gpu(toward, light.data->specular);
    scene.directional_color[directional] = light_color(*light.data, light.data->size);
    ++directional;
  };
  if (shadow_light >= 0) add_directional(view.lights[std::size_t(shadow_light)]);
  for (std::size_t i = 0; i < view.lights.size(); ++i) {
    const RenderLight& light = view.lights[i];
    const LightData& data = *light.data;
    if (data.type == LightType::DIRECTIONAL) {
      if (std::int32_t(i) != shadow_light) add_directional(light);
    } else if (data.type == LightType::OMNI && omni < kMaxOmniLights) {
      scene.omni_position[omni] =
          to_gpu(light.transform.origin, 1.0f / std::max(data.range, 0.001f));
      scene.omni_color[omni] = light_color(data, data.specular * 2.0f);
      scene.omni_params[omni] = {data.attenuation, data.size, 0, 0};
      ++omni;
    } else if (data.type == LightType::SPOT && spot < kMaxSpotLights) {
      const float angle = data.spot_angle * 3.14159265358979f / 180.0f;
      scene.spot_position[spot] =
          to_gpu(light.transform.origin, 1.0f / std::max(data.range, 0.001f));
      scene.spot_direction[spot] = to_gpu(-light.transform.basis.z.normalized(), std::cos(angle));
      scene.spot_color[spot] = light_color(data, data.specular * 2.0f);
      scene.spot_params[spot] = {data.attenuation, data.spot_angle_attenuation, data.size, 0};
      ++spot;
    }
  }
  if (shadow_light >= 0 && state.frame.shadow_count > 0) {
    flags |= SCENE_SHADOWS;
    const LightData& data = *view.lights[std::size_t(shadow_light)].data;
    const float size = float(state.shadow_map.desc().width);
    for (std::uint32_t i = 0; i < state.frame.shadow_count; ++i) {
      const ShadowPass& pass = view.shadows[state.frame.shadow_first + i];
      // Clip space to texture space: xy from [-1, 1] to [0, 1].
      const Projection to_texture({0.5, 0, 0, 0}, {0, 0.5, 0, 0}, {0, 0, 1, 0}, {0.5, 0.5, 0, 1});
      scene.shadow_matrices[i] = to_gpu(to_texture * vulkan_clip(pass.projection) *
                                        Projection(pass.transform.affine_inverse()));
      float width = 0;
      float depth = 0;
      ortho_extent(pass.projection, width, depth);
      const float texel = width / size;
      scene.shadow_bias[i] = {data.shadow_bias * texel / std::max(depth, 1e-4f),
                              data.shadow_normal_bias * texel, data.shadow_opacity, 0};
      (&scene.shadow_splits.x)[i] = float(pass.range_end);
    }
    const float last = (&scene.shadow_splits.x)[state.frame.shadow_count - 1];
    scene.shadow_params = {float(state.frame.shadow_count), 1.0f / size,
                           last * std::min(data.directional_shadow_fade_start, 0.999f), last};
  }
  scene.counts = {flags, directional, omni, spot};
}

void VulkanBackend::write_scene_set(const RenderView& view, ViewportState& state) {
  const std::uint32_t slot_index = frames_->current_index();
  FrameSlot& slot = frames_->current();
  SceneSetKey key;
  key.arena_generation = slot.arena_generation;
  ScenarioState* scenario = view.scenario ? &scenario_state(view.scenario) : nullptr;
  key.instances = scenario && scenario->records ? scenario->records.get() : empty_multimesh_.get();
  key.shadow = state.frame.shadow_count > 0 ? state.shadow_map.view() : empty_shadow_map_.view();
  key.radiance =
      state.radiance && state.frame.radiance ? state.radiance.view() : black_cube_.view();
  VkDescriptorSet& set = state.scene_sets[slot_index];
  if (set && state.scene_keys[slot_index] == key) return;
  if (!set) set = descriptors_->allocate(pipelines_->scene_layout());
  state.scene_keys[slot_index] = key;
  write_scene_descriptors(set, slot.arena.get(), key.instances, slot.arena.get(), key.shadow,
                          key.radiance);
}

void VulkanBackend::write_scene_descriptors(VkDescriptorSet set, VkBuffer uniforms,
                                            VkBuffer instances, VkBuffer indices,
                                            VkImageView shadow, VkImageView radiance) {
  const VkDescriptorBufferInfo uniform_info{uniforms, 0, sizeof(SceneUniforms)};
  const VkDescriptorBufferInfo instance_info{instances, 0, VK_WHOLE_SIZE};
  const VkDescriptorBufferInfo index_info{indices, 0, VK_WHOLE_SIZE};
  const VkDescriptorImageInfo shadow_info{samplers_->shadow(), shadow,
                                          VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
  const VkDescriptorImageInfo radiance_info{samplers_->clamped_linear(), radiance,
                                            VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
  std::array<VkWriteDescriptorSet, 5> writes{};
  for (std::uint32_t i = 0; i < writes.size(); ++i) {
    writes[i] = {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
    writes[i].dstSet = set;
    writes[i].dstBinding = i;
    writes[i].descriptorCount = 1;
  }
  writes[0].descriptorType = VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER_DYNAMIC;
  writes[0].pBufferInfo = &uniform_info;
  writes[1].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
  writes[1].pBufferInfo = &instance_info;
  writes[2].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
  writes[2].pBufferInfo = &index_info;
  writes[3].descriptorType = VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
  writes[3].pImageInfo = &shadow_info;
  writes[4].descriptorType = VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
  writes[4].pImageInfo = &radiance_info;
  vkUpdateDescriptorSets(device_->get(), std::uint32_t(writes.size()), writes.data(), 0, nullptr);
}

void VulkanBackend::keep_pick_state(const RenderView& view, ViewportState& state,
                                    const SceneUniforms& scene) {
  PickState& pick = state.pick;
  pick.opaque = view.opaque;
  pick.transparent = view.transparent;
  pick.scenario = view.scenario;
  pick.view_projection = scene.view_projection;
  pick.scene = scene;
  pick.valid = bool(view.scenario) && bool(view.camera.camera);
}

}  // namespace arbor::vulkan
