// VulkanBackend: the implementation of VulkanRenderBackend. Its work is split by concern:
// vulkan_backend.cpp (creation, the frame's order, readback and picking),
// backend_resources.cpp (textures, materials, meshes, multimeshes, skies),
// backend_views.cpp (viewport targets, per-frame data, descriptor sets),
// backend_passes.cpp (recording the shadow, 3D, tonemap and 2D passes),
// backend_sky.cpp (sky uniforms and the radiance cube map).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "arbor/servers/rendering/vulkan_render_backend.h"
#include "servers/rendering/vulkan/descriptor_allocator.h"
#include "servers/rendering/vulkan/device.h"
#include "servers/rendering/vulkan/frame_ring.h"
#include "servers/rendering/vulkan/gpu_layouts.h"
#include "servers/rendering/vulkan/pipelines.h"
#include "servers/rendering/vulkan/readback.h"
#include "servers/rendering/vulkan/samplers.h"
#include "servers/rendering/vulkan/swapchain.h"
#include "servers/rendering/vulkan/texture_conversion.h"
#include "servers/rendering/vulkan/uploader.h"

namespace arbor::vulkan {

/// Objects of one handle kind, in slots indexed like the server's handles. A slot is live when
/// its generation is the handle's.
template <class Handle, class T>
class HandleTable {
 public:
  [[nodiscard]] T* find(Handle handle) {
    if (!handle || handle.index() >= slots_.size()) return nullptr;
    T& slot = slots_[handle.index()];
    return slot.generation == handle.generation() ? &slot : nullptr;
  }
  [[nodiscard]] const T* find(Handle handle) const {
    return const_cast<HandleTable*>(this)->find(handle);
  }
  /// The object of `handle`; throws arbor::Error naming the call when it is unknown.
  T& at(Handle handle, const char* call) {
    if (T* found = find(handle)) return *found;
    throw Error(std::string("Vulkan backend: ") + call + " got an unknown " + Handle::kind_name() +
                " #" + std::to_string(handle.index()) + ":" + std::to_string(handle.generation()));
  }
  /// The slot of `handle`, emptied when it held another object.
  T& make(Handle handle) {
    if (handle.index() >= slots_.size()) slots_.resize(handle.index() + 1);
    T& slot = slots_[handle.index()];
    if (slot.generation != handle.generation()) {
      slot = T{};
      slot.generation = handle.generation();
    }
    return slot;
  }
  void erase(Handle handle) {
    if (T* found = find(handle)) *found = T{};
  }
  template <class Fn>
  void for_each(Fn&& fn) {
    for (std::uint32_t i = 0; i < slots_.size(); ++i) {
      if (slots_[i].generation != 0) fn(Handle(i, slots_[i].generation), slots_[i]);
    }
  }

 private:
  std::vector<T> slots_;
};

class VulkanBackend final : public VulkanRenderBackend {
 public:
  explicit VulkanBackend(const VulkanBackendSettings& settings);
  ~VulkanBackend() override;

  [[nodiscard]] std::string_view get_name() const override { return "vulkan"; }
  [[nodiscard]] std::string get_device_name() const override;
  [[nodiscard]] const VulkanFrameStats& get_frame_stats() const override { return stats_; }
  std::vector<std::string> take_validation_messages() override;
  void wait_idle() override;
  [[nodiscard]] const std::string& get_device_fault() const override { return device_fault_; }

  void texture_update(TextureHandle texture, const TextureData& data) override;
  void texture_free(TextureHandle texture) override;
  void material_update(MaterialHandle material, const MaterialData& data) override;
  void material_free(MaterialHandle material) override;
  void mesh_update(MeshHandle mesh, const MeshData& data) override;
  void mesh_free(MeshHandle mesh) override;
  void multimesh_update(MultiMeshHandle multimesh, const MultiMeshData& data, int first_changed,
                        int end_changed) override;
  void multimesh_free(MultiMeshHandle multimesh) override;
  void sky_update(SkyHandle sky, const SkyData& data) override;
  void sky_free(SkyHandle sky) override;
  void viewport_update(ViewportHandle viewport, const ViewportData& data) override;
  void viewport_free(ViewportHandle viewport) override;

  void begin_frame(const RenderFrame& frame) override;
  void render_shadows(const RenderFrame& frame) override;
  void render_offscreen(const RenderView& view) override;
  void render_prepass(const RenderView& view) override;
  void render_main(const RenderView& view) override;
  void end_frame(const RenderFrame& frame) override;

  [[nodiscard]] std::optional<ImageData> viewport_read_image(ViewportHandle viewport) override;
  [[nodiscard]] std::optional<std::uint64_t> viewport_pick(ViewportHandle viewport,
                                                           Vector2i pixel) override;

 private:
  /// Runs a frame call, keeping the message of a device fault it throws.
  template <class Call>
  void guard_device(Call&& call);
  /// After a frame call threw: submits what was recorded and leaves the frame.
  void abandon_frame();

  // -- resources (backend_resources.cpp) --------------------------------------------------------
  struct GpuTexture {
    std::uint32_t generation = 0;
    Image image;               ///< empty for a viewport's texture
    ViewportHandle viewport;   ///< a ViewportTexture: samples that viewport's picture
    bool placeholder = false;  ///< no image: drawn as a checkerboard
    std::string name;
    /// 2D batches' sets, one per sampler (filter × repeat), made on first use.
    std::array<VkDescriptorSet, 12> canvas_sets{};
  };
  struct GpuSurface {
    Buffer vertices;
    Buffer indices;
    std::uint32_t vertex_count = 0;
    std::uint32_t index_count = 0;
  };
  struct GpuMesh {
    std::uint32_t generation = 0;
    std::vector<GpuSurface> surfaces;
    std::string name;
  };
  struct GpuMaterial {
    std::uint32_t generation = 0;
    MaterialData data;
    Buffer uniforms;
    VkDescriptorSet set = VK_NULL_HANDLE;
    std::string name;
  };
  struct GpuMultiMesh {
    std::uint32_t generation = 0;
    Buffer records;
    std::uint32_t capacity = 0;
    std::uint32_t visible = 0;
    std::vector<InstanceRecord> cpu;  ///< what `records` holds (or will, after dirty copies)
    std::uint32_t dirty_begin = 0;
    std::uint32_t dirty_end = 0;
    VkDescriptorSet set = VK_NULL_HANDLE;
  };
  struct GpuSky {
    std::uint32_t generation = 0;
    SkyData data;
    std::uint64_t version = 0;
  };

  void write_material_set(GpuMaterial& material);
  void rewrite_materials_using(TextureHandle texture);
  /// The view a material slot samples: the texture's (sRGB or raw), a viewport's picture, or a
  /// placeholder.
  VkImageView texture_view(TextureHandle texture, bool srgb, const std::string& material_name);
  Image make_texture_image(const DeviceImage& image, const char* name);
  void make_placeholders();
  /// The set a canvas batch samples `texture` with (white for none).
  VkDescriptorSet canvas_set(TextureHandle texture, TextureFilter filter, bool repeat);
  void forget_canvas_sets(TextureHandle texture);
  template <class T>
  void defer(T&& object);
  void defer_set(VkDescriptorSet set);

  // -- views (backend_views.cpp) ------------------------------------------------------------------
  /// Where one view's lists sit in the frame's arena, as draw-index bases.
  struct ViewFrame {
    VkDeviceSize scene_offset = 0;
    std::uint32_t prepass_base = 0;
    std::uint32_t opaque_base = 0;
    std::uint32_t transparent_base = 0;
    std::vector<std::uint32_t> shadow_bases;
    std::int32_t shadow_light = -1;  ///< the directional light whose splits are rendered
    std::uint32_t shadow_first = 0;  ///< its first ShadowPass
    std::uint32_t shadow_count = 0;
    bool sky_background = false;
    bool radiance = false;
  };
  /// What a view's set 0 was last written with, per frame slot.
  struct SceneSetKey {
    std::uint32_t arena_generation = UINT32_MAX;
    VkBuffer instances = VK_NULL_HANDLE;
    VkImageView shadow = VK_NULL_HANDLE;
    VkImageView radiance = VK_NULL_HANDLE;
    bool operator==(const SceneSetKey&) const = default;
  };
  /// What picking needs from the last frame a viewport rendered.
  struct PickState {
    DrawList opaque;
    DrawList transparent;
    ScenarioHandle scenario;
    GpuMat4 view_projection;
    SceneUniforms scene;  ///< for billboards
    bool valid = false;
  };
  struct ViewportState {
    std::uint32_t generation = 0;
    ViewportData data;
    VkSampleCountFlagBits samples = VK_SAMPLE_COUNT_1_BIT;
    Image hdr;
    Image hdr_resolved;  ///< MSAA only
    Image depth;
    Image ldr;  ///< the picture (sRGB, with a raw view for 2D)
    Image pick_id;
    Image pick_depth;
    Image shadow_map;
    Image radiance;
    std::uint64_t radiance_key = 0;
    std::array<Buffer, kFramesInFlight> sky_uniforms;
    std::array<VkDescriptorSet, kFramesInFlight> sky_sets{};
    std::array<VkDescriptorSet, kFramesInFlight> scene_sets{};
    std::array<SceneSetKey, kFramesInFlight> scene_keys{};
    VkDescriptorSet tonemap_set = VK_NULL_HANDLE;
    ViewFrame frame;
    PickState pick;
    bool rendered = false;
  };
  /// A scenario's instances on the device: records indexed like RenderInstances.
  struct ScenarioState {
    Buffer records;
    std::uint32_t capacity = 0;
    std::uint64_t updated_frame = UINT64_MAX;
    std::vector<std::uint64_t> object_ids;  ///< RenderInstances::object_ids, for picking
  };

  ViewportState& viewport_state(ViewportHandle viewport, const char* call);
  void ensure_targets(ViewportState& state);
  void ensure_shadow_map(ViewportState& state);
  ScenarioState& scenario_state(ScenarioHandle scenario);
  [[nodiscard]] VkDeviceSize frame_arena_bytes(const RenderFrame& frame);
  void update_instances(const RenderView& view, VkCommandBuffer commands);
  void update_multimeshes(VkCommandBuffer commands);
  void prepare_view(const RenderView& view);
  /// Makes every pipeline the view's lists need, so that none is made inside a rendering scope
  /// (a failure there would leave the frame's commands unfinished).
  void make_pipelines(const RenderView& view, const ViewportState& state);
  void fill_scene_uniforms(const RenderView& view, ViewportState& state, SceneUniforms& scene);
  std::uint32_t copy_indices(const DrawList& list);
  void write_scene_set(const RenderView& view, ViewportState& state);
  void write_sky_set(const RenderView& view, ViewportState& state);
  void write_scene_descriptors(VkDescriptorSet set, VkBuffer uniforms, VkBuffer instances,
                               VkBuffer indices, VkImageView shadow, VkImageView radiance);
  void keep_pick_state(const RenderView& view, ViewportState& state, const SceneUniforms& scene);

  // -- passes (backend_passes.cpp) ---------------------------------------------------------------
  void record_shadows(const RenderView& view, ViewportState& state);
  void record_view(const RenderView& view, ViewportState& state, bool prepass_only);
  void record_draw_list(VkCommandBuffer commands, const DrawList& list, std::uint32_t base,
                        PassKind pass, VkSampleCountFlagBits samples,
                        const GpuMat4* view_projection);
  void record_tonemap(const RenderView& view, ViewportState& state);
  void record_canvas(const RenderView& view, ViewportState& state);
  void record_pick(VkCommandBuffer commands, ViewportState& state, VkDescriptorSet scene_set);
  /// A scene set for the picking pass over the kept lists: uniforms, the scenario's instances
  /// and the lists' indices in `buffers` (kept by the caller until the pass ran).
  VkDescriptorSet make_pick_set(ViewportState& state, ScenarioState& scenario, Buffer& uniforms,
                                Buffer& indices);
  PipelineState pipeline_state(PipelineKey key, PassKind pass, bool transparent,
                               VkSampleCountFlagBits samples) const;
  void timestamp(std::uint8_t label);
  void read_gpu_times();

  // -- sky (backend_sky.cpp) ---------------------------------------------------------------------
  void fill_sky_uniforms(const RenderView& view, SkyUniforms& sky) const;
  [[nodiscard]] bool view_uses_radiance(const RenderView& view) const;
  void update_radiance(const RenderView& view, ViewportState& state, const SkyUniforms& sky);
  void record_sky_cube(ViewportState& state, VkDescriptorSet sky_set);

  VulkanBackendSettings settings_;
  std::unique_ptr<Device> device_;
  std::unique_ptr<Uploader> uploader_;
  std::unique_ptr<Pipelines> pipelines_;
  std::unique_ptr<Samplers> samplers_;
  std::unique_ptr<DescriptorAllocator> descriptors_;
  std::unique_ptr<FrameRing> frames_;
  std::unique_ptr<Readback> readback_;
  std::unique_ptr<Swapchain> swapchain_;

  HandleTable<TextureHandle, GpuTexture> textures_;
  HandleTable<MaterialHandle, GpuMaterial> materials_;
  HandleTable<MeshHandle, GpuMesh> meshes_;
  HandleTable<MultiMeshHandle, GpuMultiMesh> multimeshes_;
  HandleTable<SkyHandle, GpuSky> skies_;
  HandleTable<ViewportHandle, ViewportState> viewports_;
  std::unordered_map<std::uint64_t, ScenarioState> scenarios_;

  Image white_texture_;
  Image normal_texture_;
  Image checker_texture_;
  Image black_cube_;
  Image empty_shadow_map_;
  Buffer empty_multimesh_;
  VkDescriptorSet empty_multimesh_set_ = VK_NULL_HANDLE;
  std::array<VkDescriptorSet, 12> white_canvas_sets_{};

  std::uint64_t frame_number_ = 0;
  bool in_frame_ = false;
  std::vector<VkDescriptorSet> freed_sets_;
  std::vector<VkBufferCopy> copy_regions_;
  std::vector<std::uint32_t> warned_textures_;
  std::array<std::array<std::uint8_t, kTimestampQueries>, kFramesInFlight> timestamp_labels_{};
  VulkanFrameStats stats_;
  std::string device_fault_;
  ViewportHandle presented_viewport_;
};

}  // namespace arbor::vulkan
