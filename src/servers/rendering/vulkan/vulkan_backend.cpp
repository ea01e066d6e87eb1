#include "servers/rendering/vulkan/vulkan_backend.h"

#include <algorithm>
#include <cstring>

#include "arbor/servers/display_server.h"

namespace arbor {

std::unique_ptr<VulkanRenderBackend> VulkanRenderBackend::create(
    const VulkanBackendSettings& settings) {
  return std::make_unique<vulkan::VulkanBackend>(settings);
}

}  // namespace arbor

namespace arbor::vulkan {

VulkanBackend::VulkanBackend(const VulkanBackendSettings& settings) : settings_(settings) {
  DeviceOptions options;
  options.validation = settings.validation;
  NativeWindowHandle window;
  if (settings.window) {
    window = settings.window->window_get_native_handle();
    if (window.system == NativeWindowHandle::System::NONE) {
      throw VulkanUnavailable("the display has no window the Vulkan backend can draw into");
    }
    options.surface_extensions = surface_extensions(window.system);
    if (options.surface_extensions.empty()) {
      throw VulkanUnavailable(
          "the Vulkan backend shows windows on X11 only (run under X, or with xvfb-run -a)");
    }
  }
  device_ = Device::create(options);
  device_->validation_log().set_echo(settings.echo_validation);
  uploader_ = std::make_unique<Uploader>(*device_);
  pipelines_ = std::make_unique<Pipelines>(*device_);
  samplers_ = std::make_unique<Samplers>(*device_);
  descriptors_ = std::make_unique<DescriptorAllocator>(*device_);
  frames_ = std::make_unique<FrameRing>(*device_);
  readback_ = std::make_unique<Readback>(*device_);
  make_placeholders();
  if (settings.window) swapchain_ = std::make_unique<Swapchain>(*device_, window, settings.vsync);
}

VulkanBackend::~VulkanBackend() {
  if (!device_) return;
  vkDeviceWaitIdle(device_->get());
  // Everything made on the device goes before the device does.
  swapchain_.reset();
  viewports_ = {};
  scenarios_.clear();
  multimeshes_ = {};
  materials_ = {};
  meshes_ = {};
  textures_ = {};
  white_texture_.reset();
  normal_texture_.reset();
  checker_texture_.reset();
  black_cube_.reset();
  empty_shadow_map_.reset();
  empty_multimesh_.reset();
  frames_.reset();
  readback_.reset();
  descriptors_.reset();
  samplers_.reset();
  pipelines_.reset();
  uploader_.reset();
}

std::string VulkanBackend::get_device_name() const {
  return device_->info().name + ", " + device_->info().driver;
}

std::vector<std::string> VulkanBackend::take_validation_messages() {
  std::vector<std::string> messages = device_->validation_log().messages();
  device_->validation_log().clear();
  return messages;
}

void VulkanBackend::wait_idle() {
  frames_->wait_all();
  device_->wait_idle();
}

// -- the frame -----------------------------------------------------------------------------------

template <class Call>
void VulkanBackend::guard_device(Call&& call) {
  try {
    call();
  } catch (const DeviceFault& fault) {
    if (device_fault_.empty()) device_fault_ = fault.what();
    in_frame_ = false;
    throw;
  } catch (...) {
    abandon_frame();
    throw;
  }
}

void VulkanBackend::abandon_frame() {
  if (!in_frame_) return;
  in_frame_ = false;
  // What was recorded runs (pipelines and other objects that can fail are made before any
  // rendering scope opens), so the layouts the images track stay true; the frame draws nothing
  // more and the next one starts afresh.
  frames_->submit();
}

void VulkanBackend::begin_frame(const RenderFrame& frame) {
  guard_device([&] {
    if (in_frame_) throw Error("Vulkan backend: begin_frame called twice without end_frame");
    uploader_->flush();
    FrameSlot& slot = frames_->begin(frame_arena_bytes(frame), freed_sets_);
    descriptors_->free(freed_sets_);
    read_gpu_times();
    in_frame_ = true;
    ++frame_number_;
    stats_.draw_calls = 0;
    stats_.shadow_draw_calls = 0;
    stats_.pipeline_binds = 0;
    stats_.instances_drawn = 0;
    timestamp(0);

    // Transform and multimesh updates first: copies from the arena into device buffers, ordered
    // after the previous frames' reads and before this frame's.
    VkMemoryBarrier before{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    vkCmdPipelineBarrier(
        slot.commands, VK_PIPELINE_STAGE_VERTEX_SHADER_BIT | VK_PIPELINE_STAGE_FRAGMENT_SHADER_BIT,
        VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &before, 0, nullptr, 0, nullptr);
    for (const RenderView* view : frame.views) update_instances(*view, slot.commands);
    update_multimeshes(slot.commands);
    VkMemoryBarrier after{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    after.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    after.dstAccessMask = VK_ACCESS_SHADER_READ_BIT;
    vkCmdPipelineBarrier(
        slot.commands, VK_PIPELINE_STAGE_TRANSFER_BIT,
        VK_PIPELINE_STAGE_VERTEX_SHADER_BIT | VK_PIPELINE_STAGE_FRAGMENT_SHADER_BIT, 0, 1, &after,
        0, nullptr, 0, nullptr);
    for (const RenderView* view : frame.views) prepare_view(*view);
  });
}

void VulkanBackend::render_shadows(const RenderFrame& frame) {
  guard_device([&] {
    for (const RenderView* view : frame.views) {
      ViewportState& state = viewport_state(view->viewport, "render_shadows");
      if (state.frame.shadow_count > 0) record_shadows(*view, state);
    }
    timestamp(1);
  });
}

void VulkanBackend::render_offscreen(const RenderView& view) {
  guard_device([&] {
    ViewportState& state = viewport_state(view.viewport, "render_offscreen");
    record_view(view, state, false);
    record_tonemap(view, state);
    record_canvas(view, state);
    // Other views sample the picture from now on.
    state.ldr.transition(frames_->current().commands, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL);
    timestamp(2);
  });
}

void VulkanBackend::render_prepass(const RenderView& view) {
  guard_device([&] {
    ViewportState& state = viewport_state(view.viewport, "render_prepass");
    record_view(view, state, true);
  });
}

void VulkanBackend::render_main(const RenderView& view) {
  guard_device([&] {
    ViewportState& state = viewport_state(view.viewport, "render_main");
    record_view(view, state, false);
    timestamp(3);
    record_tonemap(view, state);
    record_canvas(view, state);
    if (view.viewport_data->attached_to_screen && swapchain_) presented_viewport_ = view.viewport;
    timestamp(4);
  });
}

void VulkanBackend::end_frame(const RenderFrame& frame) {
  guard_device([&] {
    (void)frame;
    if (!in_frame_) throw Error("Vulkan backend: end_frame without begin_frame");
    in_frame_ = false;
    FrameSlot& slot = frames_->current();
    const std::uint32_t slot_index = frames_->current_index();
    ViewportState* shown = presented_viewport_ ? viewports_.find(presented_viewport_) : nullptr;
    presented_viewport_ = {};
    stats_.frame_upload_bytes = slot.arena_used;
    const GpuMemory::Stats& memory = device_->memory().stats();
    stats_.device_allocations = memory.device_allocations;
    stats_.device_bytes_reserved = memory.reserved_bytes;
    stats_.device_bytes_used = memory.used_bytes;
    stats_.uploaded_bytes = uploader_->uploaded_bytes();
    stats_.pipelines = pipelines_->pipeline_count();
    if (!shown || !swapchain_ || !swapchain_->acquire(slot_index)) {
      timestamp(5);
      frames_->submit();
      return;
    }
    // The picture is copied (scaled to the window) into the acquired image.
    VkCommandBuffer commands = slot.commands;
    shown->ldr.transition(commands, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL);
    VkImageMemoryBarrier barrier{VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER};
    barrier.srcQueueFamilyIndex = barrier.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    barrier.image = swapchain_->image();
    barrier.subresourceRange = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 1, 0, 1};
    barrier.oldLayout = VK_IMAGE_LAYOUT_UNDEFINED;
    barrier.newLayout = VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL;
    barrier.dstAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    vkCmdPipelineBarrier(commands, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT,
                         0, 0, nullptr, 0, nullptr, 1, &barrier);
    const ImageDesc& desc = shown->ldr.desc();
    VkImageBlit blit{};
    blit.srcSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1};
    blit.srcOffsets[1] = {std::int32_t(desc.width), std::int32_t(desc.height), 1};
    blit.dstSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1};
    const VkExtent2D extent = swapchain_->extent();
    blit.dstOffsets[1] = {std::int32_t(extent.width), std::int32_t(extent.height), 1};
    vkCmdBlitImage(commands, shown->ldr.get(), VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                   swapchain_->image(), VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, 1, &blit,
                   VK_FILTER_LINEAR);
    barrier.oldLayout = VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL;
    barrier.newLayout = VK_IMAGE_LAYOUT_PRESENT_SRC_KHR;
    barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    barrier.dstAccessMask = 0;
    vkCmdPipelineBarrier(commands, VK_PIPELINE_STAGE_TRANSFER_BIT,
                         VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, 0, 0, nullptr, 0, nullptr, 1,
                         &barrier);
    timestamp(5);
    frames_->submit(swapchain_->acquired_semaphore(slot_index), swapchain_->rendered_semaphore());
    swapchain_->present();
  });
}

// -- readback and picking ----------------------------------------------------------------------

std::optional<ImageData> VulkanBackend::viewport_read_image(ViewportHandle viewport) {
  ViewportState* state = viewports_.find(viewport);
  if (!state || !state->rendered || in_frame_) return std::nullopt;
  frames_->wait_all();
  const RgbaPixels pixels = readback_->read(state->ldr);
  ImageData image;
  image.width = pixels.width;
  image.height = pixels.height;
  image.format = ImageFormat::RGBA8;
  image.data = pixels.bytes;
  return image;
}

std::optional<std::uint64_t> VulkanBackend::viewport_pick(ViewportHandle viewport, Vector2i pixel) {
  ViewportState* state = viewports_.find(viewport);
  if (!state || !state->pick.valid || in_frame_) return std::nullopt;
  const std::uint32_t width = state->ldr.desc().width;
  const std::uint32_t height = state->ldr.desc().height;
  if (pixel.x < 0 || pixel.y < 0 || std::uint32_t(pixel.x) >= width ||
      std::uint32_t(pixel.y) >= height) {
    return 0;
  }
  auto scenario = scenarios_.find((std::uint64_t(state->pick.scenario.generation()) << 32) |
                                  state->pick.scenario.index());
  if (scenario == scenarios_.end() || !scenario->second.records) return 0;
  frames_->wait_all();
  if (!state->pick_id || state->pick_id.desc().width != width ||
      state->pick_id.desc().height != height) {
    ImageDesc id;
    id.format = kPickFormat;
    id.width = width;
    id.height = height;
    id.usage = VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT;
    state->pick_id = Image(*device_, id, "pick ids");
    ImageDesc depth = id;
    depth.format = kDepthFormat;
    depth.usage = VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT;
    state->pick_depth = Image(*device_, depth, "pick depth");
  }
  Buffer uniforms;
  Buffer indices;
  VkDescriptorSet set = make_pick_set(*state, scenario->second, uniforms, indices);
  Buffer result(*device_, sizeof(std::uint32_t), VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                MemoryUse::READBACK, "pick result");
  device_->run_commands([&](VkCommandBuffer commands) {
    record_pick(commands, *state, set);
    VkBufferImageCopy region{};
    region.imageSubresource = {VK_IMAGE_ASPECT_COLOR_BIT, 0, 0, 1};
    region.imageOffset = {pixel.x, pixel.y, 0};
    region.imageExtent = {1, 1, 1};
    state->pick_id.transition(commands, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL);
    vkCmdCopyImageToBuffer(commands, state->pick_id.get(), VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL,
                           result.get(), 1, &region);
    VkMemoryBarrier barrier{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vkCmdPipelineBarrier(commands, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1,
                         &barrier, 0, nullptr, 0, nullptr);
  });
  freed_sets_.push_back(set);
  descriptors_->free(freed_sets_);
  std::uint32_t id = 0;
  std::memcpy(&id, result.mapped(), sizeof(id));
  const std::vector<std::uint64_t>& ids = scenario->second.object_ids;
  return id == 0 || id > ids.size() ? 0 : ids[id - 1];
}

VkDescriptorSet VulkanBackend::make_pick_set(ViewportState& state, ScenarioState& scenario,
                                             Buffer& uniforms, Buffer& indices) {
  const PickState& pick = state.pick;
  uniforms = Buffer(*device_, sizeof(SceneUniforms), VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT,
                    MemoryUse::UPLOAD, "pick uniforms");
  std::memcpy(uniforms.mapped(), &pick.scene, sizeof(SceneUniforms));
  const std::size_t opaque = pick.opaque.instances.size();
  const std::size_t count = opaque + pick.transparent.instances.size();
  indices = Buffer(*device_, std::max<std::size_t>(count, 1) * 4,
                   VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, MemoryUse::UPLOAD, "pick indices");
  if (opaque > 0) std::memcpy(indices.mapped(), pick.opaque.instances.data(), opaque * 4);
  if (count > opaque) {
    std::memcpy(indices.mapped() + opaque * 4, pick.transparent.instances.data(),
                (count - opaque) * 4);
  }
  VkDescriptorSet set = descriptors_->allocate(pipelines_->scene_layout());
  write_scene_descriptors(set, uniforms.get(), scenario.records.get(), indices.get(),
                          empty_shadow_map_.view(), black_cube_.view());
  return set;
}

}  // namespace arbor::vulkan
