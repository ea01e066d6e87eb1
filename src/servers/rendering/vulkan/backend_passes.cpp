// VulkanBackend: recording the passes — shadow maps, the 3D colour pass, tonemapping, 2D, and
// the picking pass.

#include <algorithm>
#include <cmath>
#include <cstring>

#include "servers/rendering/vulkan/vulkan_backend.h"

namespace arbor::vulkan {
namespace {

float srgb_to_linear(float c) {
  return c < 0.04045f ? c * (1.0f / 12.92f) : std::pow((c + 0.055f) * (1.0f / 1.055f), 2.4f);
}

void set_viewport(VkCommandBuffer commands, std::uint32_t width, std::uint32_t height) {
  const VkViewport viewport{0, 0, float(width), float(height), 0, 1};
  const VkRect2D scissor{{0, 0}, {width, height}};
  vkCmdSetViewport(commands, 0, 1, &viewport);
  vkCmdSetScissor(commands, 0, 1, &scissor);
}

VkPrimitiveTopology topology_of(PrimitiveType primitive) {
  switch (primitive) {
    case PrimitiveType::POINTS:
      return VK_PRIMITIVE_TOPOLOGY_POINT_LIST;
    case PrimitiveType::LINES:
      return VK_PRIMITIVE_TOPOLOGY_LINE_LIST;
    case PrimitiveType::LINE_STRIP:
      return VK_PRIMITIVE_TOPOLOGY_LINE_STRIP;
    case PrimitiveType::TRIANGLES:
      return VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST;
    case PrimitiveType::TRIANGLE_STRIP:
      return VK_PRIMITIVE_TOPOLOGY_TRIANGLE_STRIP;
  }
  return VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST;
}

BlendKind blend_of(MaterialBlendMode mode) {
  switch (mode) {
    case MaterialBlendMode::MIX:
      return BlendKind::MIX;
    case MaterialBlendMode::ADD:
      return BlendKind::ADD;
    case MaterialBlendMode::SUB:
      return BlendKind::SUB;
    case MaterialBlendMode::MUL:
      return BlendKind::MUL;
    case MaterialBlendMode::PREMULT_ALPHA:
      return BlendKind::PREMULT_ALPHA;
  }
  return BlendKind::MIX;
}

VkRenderingAttachmentInfo attachment(VkImageView view, VkImageLayout layout,
                                     VkAttachmentLoadOp load, VkAttachmentStoreOp store) {
  VkRenderingAttachmentInfo info{VK_STRUCTURE_TYPE_RENDERING_ATTACHMENT_INFO};
  info.imageView = view;
  info.imageLayout = layout;
  info.loadOp = load;
  info.storeOp = store;
  return info;
}

VkRenderingInfo rendering_info(std::uint32_t width, std::uint32_t height,
                               const VkRenderingAttachmentInfo* color,
                               const VkRenderingAttachmentInfo* depth) {
  VkRenderingInfo info{VK_STRUCTURE_TYPE_RENDERING_INFO};
  info.renderArea = {{0, 0}, {width, height}};
  info.layerCount = 1;
  info.colorAttachmentCount = color ? 1 : 0;
  info.pColorAttachments = color;
  info.pDepthAttachment = depth;
  return info;
}

}  // namespace

PipelineState VulkanBackend::pipeline_state(PipelineKey key, PassKind pass, bool transparent,
                                            VkSampleCountFlagBits samples) const {
  PipelineState state;
  state.pass = pass;
  switch (key.cull_mode()) {
    case MaterialCullMode::BACK:
      state.cull = VK_CULL_MODE_BACK_BIT;
      break;
    case MaterialCullMode::FRONT:
      state.cull = VK_CULL_MODE_FRONT_BIT;
      break;
    case MaterialCullMode::DISABLED:
      state.cull = VK_CULL_MODE_NONE;
      break;
  }
  state.blend =
      transparent && pass == PassKind::COLOR ? blend_of(key.blend_mode()) : BlendKind::OPAQUE;
  switch (key.depth_draw_mode()) {
    case MaterialDepthDrawMode::OPAQUE_ONLY:
      state.depth_write = !transparent;
      break;
    case MaterialDepthDrawMode::ALWAYS:
      state.depth_write = true;
      break;
    case MaterialDepthDrawMode::DISABLED:
      state.depth_write = false;
      break;
  }
  if (pass == PassKind::SHADOW || pass == PassKind::DEPTH_PREPASS) state.depth_write = true;
  state.depth_test = !key.no_depth_test() || pass == PassKind::SHADOW;
  state.topology = topology_of(key.primitive());
  state.samples = samples;
  return state;
}

void VulkanBackend::make_pipelines(const RenderView& view, const ViewportState& state) {
  auto make = [&](const DrawList& list, PassKind pass, VkSampleCountFlagBits samples) {
    const bool transparent = list.pass == RenderPass::TRANSPARENT;
    const DrawBatch* previous = nullptr;
    for (const DrawBatch& batch : list.batches) {
      if (previous && previous->pipeline == batch.pipeline) continue;
      previous = &batch;
      const GpuMaterial* material = materials_.find(batch.material);
      pipelines_->scene_pipeline(pipeline_state(batch.pipeline, pass, transparent, samples),
                                 material ? material->name : std::string_view("?"));
    }
  };
  make(view.prepass, PassKind::DEPTH_PREPASS, state.samples);
  make(view.opaque, PassKind::COLOR, state.samples);
  make(view.transparent, PassKind::COLOR, state.samples);
  for (std::uint32_t i = 0; i < state.frame.shadow_count; ++i) {
    make(view.shadows[state.frame.shadow_first + i].casters, PassKind::SHADOW,
         VK_SAMPLE_COUNT_1_BIT);
  }
  if (state.frame.sky_background) pipelines_->sky_pipeline(state.samples, true);
  pipelines_->tonemap_pipeline(kLdrFormat);
  for (const CanvasBatch& batch : view.canvas.batches) {
    pipelines_->canvas_pipeline(kLdrRawFormat, std::uint8_t(batch.blend_mode));
  }
}

void VulkanBackend::timestamp(std::uint8_t label) {
  FrameSlot& slot = frames_->current();
  if (!slot.queries || slot.queries_written >= kTimestampQueries) return;
  timestamp_labels_[frames_->current_index()][slot.queries_written] = label;
  vkCmdWriteTimestamp(slot.commands, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, slot.queries,
                      slot.queries_written++);
}

void VulkanBackend::read_gpu_times() {
  std::array<std::uint64_t, kTimestampQueries> ticks{};
  const std::uint32_t count = frames_->read_timestamps(ticks);
  if (count < 2) return;
  const auto& labels = timestamp_labels_[frames_->current_index()];
  const double period = device_->info().timestamp_period_ns * 1e-6;
  double times[6] = {};
  for (std::uint32_t i = 1; i < count; ++i) {
    times[labels[i] % 6] += double(ticks[i] - ticks[i - 1]) * period;
  }
  stats_.gpu_shadows_ms = times[1];
  stats_.gpu_offscreen_ms = times[2];
  stats_.gpu_main_ms = times[3];
  stats_.gpu_post_ms = times[4] + times[5];
  stats_.gpu_frame_ms = double(ticks[count - 1] - ticks[0]) * period;
}

void VulkanBackend::record_draw_list(VkCommandBuffer commands, const DrawList& list,
                                     std::uint32_t base, PassKind pass,
                                     VkSampleCountFlagBits samples,
                                     const GpuMat4* view_projection) {
  const bool transparent = list.pass == RenderPass::TRANSPARENT;
  const VkPipelineLayout layout = pipelines_->scene_pipeline_layout();
  DrawConstants constants;
  if (view_projection) constants.view_projection = *view_projection;
  vkCmdPushConstants(commands, layout, VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT, 0,
                     sizeof(constants), &constants);
  VkPipeline bound_pipeline = VK_NULL_HANDLE;
  PipelineKey bound_key;
  VkDescriptorSet bound_material = VK_NULL_HANDLE;
  VkDescriptorSet bound_multimesh = VK_NULL_HANDLE;
  const GpuSurface* bound_surface = nullptr;
  bool multimesh_constants = false;
  for (const DrawBatch& batch : list.batches) {
    GpuMesh* mesh = meshes_.find(batch.mesh);
    GpuMaterial* material = materials_.find(batch.material);
    if (!mesh || !material || batch.surface >= mesh->surfaces.size()) continue;
    const GpuSurface& surface = mesh->surfaces[batch.surface];
    if (surface.vertex_count == 0) continue;
    GpuMultiMesh* multimesh = batch.multimesh ? multimeshes_.find(batch.multimesh) : nullptr;
    if (batch.multimesh && (!multimesh || multimesh->visible == 0)) continue;

    // Batches come sorted by pipeline: the cache is asked only when the key changes.
    if (!bound_pipeline || batch.pipeline != bound_key) {
      const VkPipeline pipeline = pipelines_->scene_pipeline(
          pipeline_state(batch.pipeline, pass, transparent, samples), material->name);
      bound_key = batch.pipeline;
      if (pipeline != bound_pipeline) {
        vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline);
        bound_pipeline = pipeline;
        ++stats_.pipeline_binds;
      }
    }
    if (material->set != bound_material) {
      vkCmdBindDescriptorSets(commands, VK_PIPELINE_BIND_POINT_GRAPHICS, layout, 1, 1,
                              &material->set, 0, nullptr);
      bound_material = material->set;
    }
    const VkDescriptorSet multimesh_set = multimesh ? multimesh->set : empty_multimesh_set_;
    if (multimesh_set != bound_multimesh) {
      vkCmdBindDescriptorSets(commands, VK_PIPELINE_BIND_POINT_GRAPHICS, layout, 2, 1,
                              &multimesh_set, 0, nullptr);
      bound_multimesh = multimesh_set;
    }
    if (&surface != bound_surface) {
      const VkDeviceSize zero = 0;
      const VkBuffer vertices = surface.vertices.get();
      vkCmdBindVertexBuffers(commands, 0, 1, &vertices, &zero);
      if (surface.indices) {
        vkCmdBindIndexBuffer(commands, surface.indices.get(), 0, VK_INDEX_TYPE_UINT32);
      }
      bound_surface = &surface;
    }
    auto draw = [&](std::uint32_t instances, std::uint32_t first_instance) {
      if (surface.indices) {
        vkCmdDrawIndexed(commands, surface.index_count, instances, 0, 0, first_instance);
      } else {
        vkCmdDraw(commands, surface.vertex_count, instances, 0, first_instance);
      }
      ++stats_.draw_calls;
      if (pass == PassKind::SHADOW) ++stats_.shadow_draw_calls;
      stats_.instances_drawn += instances;
    };
    if (multimesh) {
      // Each instance drawing the multimesh: all of its visible entries at once.
      for (std::uint32_t i = batch.first; i < batch.first + batch.count; ++i) {
        constants.flags = kDrawMultimesh;
        constants.instance = list.instances[i];
        vkCmdPushConstants(commands, layout,
                           VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT, 0,
                           sizeof(std::uint32_t) * 2, &constants);
        draw(multimesh->visible, 0);
      }
      multimesh_constants = true;
    } else {
      if (multimesh_constants) {
        constants.flags = 0;
        vkCmdPushConstants(commands, layout,
                           VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT, 0,
                           sizeof(std::uint32_t), &constants);
        multimesh_constants = false;
      }
      draw(batch.count, base + batch.first);
    }
  }
}

void VulkanBackend::record_shadows(const RenderView& view, ViewportState& state) {
  VkCommandBuffer commands = frames_->current().commands;
  const ViewFrame& frame = state.frame;
  const std::uint32_t size = state.shadow_map.desc().width;
  state.shadow_map.transition(commands, VK_IMAGE_LAYOUT_DEPTH_ATTACHMENT_OPTIMAL);
  const std::uint32_t offset = std::uint32_t(frame.scene_offset);
  for (std::uint32_t i = 0; i < frame.shadow_count; ++i) {
    const ShadowPass& pass = view.shadows[frame.shadow_first + i];
    VkRenderingAttachmentInfo depth =
        attachment(state.shadow_map.layer_view(i), VK_IMAGE_LAYOUT_DEPTH_ATTACHMENT_OPTIMAL,
                   VK_ATTACHMENT_LOAD_OP_CLEAR, VK_ATTACHMENT_STORE_OP_STORE);
    depth.clearValue.depthStencil = {1.0f, 0};
    device_->begin_rendering(commands, rendering_info(size, size, nullptr, &depth));
    set_viewport(commands, size, size);
    vkCmdBindDescriptorSets(commands, VK_PIPELINE_BIND_POINT_GRAPHICS,
                            pipelines_->scene_pipeline_layout(), 0, 1,
                            &state.scene_sets[frames_->current_index()], 1, &offset);
    const GpuMat4 view_projection =
        to_gpu(vulkan_clip(pass.projection) * Projection(pass.transform.affine_inverse()));
    record_draw_list(commands, pass.casters, frame.shadow_bases[i], PassKind::SHADOW,
                     VK_SAMPLE_COUNT_1_BIT, &view_projection);
    device_->end_rendering(commands);
  }
  state.shadow_map.transition(commands, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
}

void VulkanBackend::record_view(const RenderView& view, ViewportState& state, bool prepass_only) {
  // The prepass list is drawn at the start of the main pass, in the same attachments.
  if (prepass_only) return;
  VkCommandBuffer commands = frames_->current().commands;
  const ViewFrame& frame = state.frame;
  const std::uint32_t width = state.hdr.desc().width;
  const std::uint32_t height = state.hdr.desc().height;
  state.hdr.transition(commands, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL);
  state.depth.transition(commands, VK_IMAGE_LAYOUT_DEPTH_ATTACHMENT_OPTIMAL);
  if (state.hdr_resolved) {
    state.hdr_resolved.transition(commands, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL);
  }

  // Background: the sky, or a colour (the environment's, else the default clear colour).
  const EnvironmentData& env = *view.environment;
  Color background = view.clear_color;
  float energy = 1.0f;
  if (view.environment_handle) {
    energy = env.background_energy_multiplier;
    if (env.background_mode == EnvironmentBackground::COLOR) background = env.background_color;
  }
  VkRenderingAttachmentInfo color =
      attachment(state.hdr.view(), VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                 view.clear ? VK_ATTACHMENT_LOAD_OP_CLEAR : VK_ATTACHMENT_LOAD_OP_LOAD,
                 VK_ATTACHMENT_STORE_OP_STORE);
  color.clearValue.color = {{srgb_to_linear(float(background.r)) * energy,
                             srgb_to_linear(float(background.g)) * energy,
                             srgb_to_linear(float(background.b)) * energy,
                             state.data.transparent_background ? 0.0f : 1.0f}};
  if (state.hdr_resolved) {
    color.resolveMode = VK_RESOLVE_MODE_AVERAGE_BIT;
    color.resolveImageView = state.hdr_resolved.view();
    color.resolveImageLayout = VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL;
  }
  VkRenderingAttachmentInfo depth =
      attachment(state.depth.view(), VK_IMAGE_LAYOUT_DEPTH_ATTACHMENT_OPTIMAL,
                 VK_ATTACHMENT_LOAD_OP_CLEAR, VK_ATTACHMENT_STORE_OP_DONT_CARE);
  depth.clearValue.depthStencil = {1.0f, 0};
  device_->begin_rendering(commands, rendering_info(width, height, &color, &depth));
  set_viewport(commands, width, height);
  const std::uint32_t slot = frames_->current_index();
  if (view.camera.camera) {
    if (frame.sky_background) {
      vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_GRAPHICS,
                        pipelines_->sky_pipeline(state.samples, true));
      vkCmdBindDescriptorSets(commands, VK_PIPELINE_BIND_POINT_GRAPHICS,
                              pipelines_->sky_pipeline_layout(), 0, 1, &state.sky_sets[slot], 0,
                              nullptr);
      Transform3D rotation = view.camera.transform;
      rotation.origin = Vector3();
      const GpuMat4 constants =
          to_gpu(Projection(rotation) * vulkan_clip(view.camera.projection).inverse());
      vkCmdPushConstants(commands, pipelines_->sky_pipeline_layout(),
                         VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT, 0,
                         sizeof(constants), &constants);
      vkCmdDraw(commands, 3, 1, 0, 0);
      ++stats_.draw_calls;
    }
    const std::uint32_t offset = std::uint32_t(frame.scene_offset);
    vkCmdBindDescriptorSets(commands, VK_PIPELINE_BIND_POINT_GRAPHICS,
                            pipelines_->scene_pipeline_layout(), 0, 1, &state.scene_sets[slot], 1,
                            &offset);
    const SceneUniforms& scene = *reinterpret_cast<const SceneUniforms*>(
        frames_->current().arena.mapped() + frame.scene_offset);
    record_draw_list(commands, view.prepass, frame.prepass_base, PassKind::DEPTH_PREPASS,
                     state.samples, &scene.view_projection);
    record_draw_list(commands, view.opaque, frame.opaque_base, PassKind::COLOR, state.samples,
                     nullptr);
    record_draw_list(commands, view.transparent, frame.transparent_base, PassKind::COLOR,
                     state.samples, nullptr);
    keep_pick_state(view, state, scene);
  }
  device_->end_rendering(commands);
}

void VulkanBackend::record_tonemap(const RenderView& view, ViewportState& state) {
  VkCommandBuffer commands = frames_->current().commands;
  Image& source = state.hdr_resolved ? state.hdr_resolved : state.hdr;
  source.transition(commands, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
  state.ldr.transition(commands, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL);
  const std::uint32_t width = state.ldr.desc().width;
  const std::uint32_t height = state.ldr.desc().height;
  VkRenderingAttachmentInfo color =
      attachment(state.ldr.view(), VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                 VK_ATTACHMENT_LOAD_OP_DONT_CARE, VK_ATTACHMENT_STORE_OP_STORE);
  device_->begin_rendering(commands, rendering_info(width, height, &color, nullptr));
  set_viewport(commands, width, height);
  vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_GRAPHICS,
                    pipelines_->tonemap_pipeline(kLdrFormat));
  vkCmdBindDescriptorSets(commands, VK_PIPELINE_BIND_POINT_GRAPHICS,
                          pipelines_->tonemap_pipeline_layout(), 0, 1, &state.tonemap_set, 0,
                          nullptr);
  TonemapConstants constants;
  if (view.environment_handle) {
    constants.exposure = view.environment->tonemap_exposure;
    constants.white = view.environment->tonemap_white;
    constants.tonemapper = std::uint32_t(view.environment->tonemap_mode);
  }
  vkCmdPushConstants(commands, pipelines_->tonemap_pipeline_layout(),
                     VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT, 0,
                     sizeof(constants), &constants);
  vkCmdDraw(commands, 3, 1, 0, 0);
  ++stats_.draw_calls;
  device_->end_rendering(commands);
  state.rendered = true;
}

void VulkanBackend::record_canvas(const RenderView& view, ViewportState& state) {
  const CanvasDrawList& canvas = view.canvas;
  if (canvas.empty()) return;
  FrameSlot& slot = frames_->current();
  VkCommandBuffer commands = slot.commands;
  const VkDeviceSize vertex_offset =
      frames_->allocate(canvas.vertices.size() * sizeof(GpuCanvasVertex), 16);
  auto* vertices = reinterpret_cast<GpuCanvasVertex*>(slot.arena.mapped() + vertex_offset);
  for (std::size_t i = 0; i < canvas.vertices.size(); ++i) {
    const CanvasVertex& v = canvas.vertices[i];
    vertices[i] = {{float(v.position.x), float(v.position.y)},
                   {float(v.uv.x), float(v.uv.y)},
                   {float(v.color.r), float(v.color.g), float(v.color.b), float(v.color.a)}};
  }
  const VkDeviceSize index_offset =
      frames_->allocate(canvas.indices.size() * sizeof(std::uint32_t), 4);
  std::memcpy(slot.arena.mapped() + index_offset, canvas.indices.data(),
              canvas.indices.size() * sizeof(std::uint32_t));

  const std::uint32_t width = state.ldr.desc().width;
  const std::uint32_t height = state.ldr.desc().height;
  state.ldr.transition(commands, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL);
  // 2D draws in sRGB space (Godot's 8-bit 2D): the picture's raw view, no encoding.
  VkRenderingAttachmentInfo color =
      attachment(state.ldr.alternate_view(), VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                 VK_ATTACHMENT_LOAD_OP_LOAD, VK_ATTACHMENT_STORE_OP_STORE);
  device_->begin_rendering(commands, rendering_info(width, height, &color, nullptr));
  set_viewport(commands, width, height);
  const VkBuffer arena = slot.arena.get();
  vkCmdBindVertexBuffers(commands, 0, 1, &arena, &vertex_offset);
  vkCmdBindIndexBuffer(commands, arena, index_offset, VK_INDEX_TYPE_UINT32);
  CanvasConstants constants;
  constants.inv_half_size[0] = 2.0f / float(width);
  constants.inv_half_size[1] = 2.0f / float(height);
  const VkPipelineLayout layout = pipelines_->canvas_pipeline_layout();
  vkCmdPushConstants(commands, layout, VK_SHADER_STAGE_VERTEX_BIT | VK_SHADER_STAGE_FRAGMENT_BIT, 0,
                     sizeof(constants), &constants);
  VkPipeline bound = VK_NULL_HANDLE;
  for (const CanvasBatch& batch : canvas.batches) {
    const VkPipeline pipeline =
        pipelines_->canvas_pipeline(kLdrRawFormat, std::uint8_t(batch.blend_mode));
    if (pipeline != bound) {
      vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_GRAPHICS, pipeline);
      bound = pipeline;
      ++stats_.pipeline_binds;
    }
    const VkDescriptorSet set = canvas_set(batch.texture, batch.filter, batch.repeat);
    vkCmdBindDescriptorSets(commands, VK_PIPELINE_BIND_POINT_GRAPHICS, layout, 0, 1, &set, 0,
                            nullptr);
    VkRect2D scissor{{0, 0}, {width, height}};
    if (batch.clip) {
      const float x0 = std::clamp(float(batch.clip_rect.position.x), 0.0f, float(width));
      const float y0 = std::clamp(float(batch.clip_rect.position.y), 0.0f, float(height));
      const float x1 =
          std::clamp(float(batch.clip_rect.position.x + batch.clip_rect.size.x), x0, float(width));
      const float y1 =
          std::clamp(float(batch.clip_rect.position.y + batch.clip_rect.size.y), y0, float(height));
      scissor = {{std::int32_t(x0), std::int32_t(y0)},
                 {std::uint32_t(x1 - std::floor(x0)), std::uint32_t(y1 - std::floor(y0))}};
    }
    vkCmdSetScissor(commands, 0, 1, &scissor);
    vkCmdDrawIndexed(commands, batch.index_count, 1, batch.first_index, 0, 0);
    ++stats_.draw_calls;
  }
  device_->end_rendering(commands);
}

VkDescriptorSet VulkanBackend::canvas_set(TextureHandle texture, TextureFilter filter,
                                          bool repeat) {
  const std::size_t index = std::size_t(filter) % 6 * 2 + (repeat ? 1 : 0);
  GpuTexture* gpu = texture ? textures_.find(texture) : nullptr;
  VkDescriptorSet& set = gpu ? gpu->canvas_sets[index] : white_canvas_sets_[index];
  if (set) return set;
  set = descriptors_->allocate(pipelines_->texture_layout());
  const VkImageView view =
      gpu ? texture_view(texture, false, "2D") : white_texture_.alternate_view();
  const VkDescriptorImageInfo image{samplers_->material(std::uint8_t(filter), repeat), view,
                                    VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL};
  VkWriteDescriptorSet write{VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
  write.dstSet = set;
  write.descriptorCount = 1;
  write.descriptorType = VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
  write.pImageInfo = &image;
  vkUpdateDescriptorSets(device_->get(), 1, &write, 0, nullptr);
  return set;
}

void VulkanBackend::forget_canvas_sets(TextureHandle texture) {
  GpuTexture* gpu = textures_.find(texture);
  if (!gpu) return;
  for (VkDescriptorSet& set : gpu->canvas_sets) {
    defer_set(set);
    set = VK_NULL_HANDLE;
  }
}

void VulkanBackend::record_pick(VkCommandBuffer commands, ViewportState& state,
                                VkDescriptorSet scene_set) {
  const std::uint32_t width = state.pick_id.desc().width;
  const std::uint32_t height = state.pick_id.desc().height;
  state.pick_id.transition(commands, VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL);
  state.pick_depth.transition(commands, VK_IMAGE_LAYOUT_DEPTH_ATTACHMENT_OPTIMAL);
  VkRenderingAttachmentInfo color =
      attachment(state.pick_id.view(), VK_IMAGE_LAYOUT_COLOR_ATTACHMENT_OPTIMAL,
                 VK_ATTACHMENT_LOAD_OP_CLEAR, VK_ATTACHMENT_STORE_OP_STORE);
  color.clearValue.color.uint32[0] = 0;
  VkRenderingAttachmentInfo depth =
      attachment(state.pick_depth.view(), VK_IMAGE_LAYOUT_DEPTH_ATTACHMENT_OPTIMAL,
                 VK_ATTACHMENT_LOAD_OP_CLEAR, VK_ATTACHMENT_STORE_OP_DONT_CARE);
  depth.clearValue.depthStencil = {1.0f, 0};
  device_->begin_rendering(commands, rendering_info(width, height, &color, &depth));
  set_viewport(commands, width, height);
  const std::uint32_t offset = 0;
  vkCmdBindDescriptorSets(commands, VK_PIPELINE_BIND_POINT_GRAPHICS,
                          pipelines_->scene_pipeline_layout(), 0, 1, &scene_set, 1, &offset);
  record_draw_list(commands, state.pick.opaque, 0, PassKind::PICK, VK_SAMPLE_COUNT_1_BIT,
                   &state.pick.view_projection);
  record_draw_list(commands, state.pick.transparent,
                   std::uint32_t(state.pick.opaque.instances.size()), PassKind::PICK,
                   VK_SAMPLE_COUNT_1_BIT, &state.pick.view_projection);
  device_->end_rendering(commands);
}

}  // namespace arbor::vulkan
