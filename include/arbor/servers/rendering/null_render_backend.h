// NullRenderBackend: a rendering backend without a device, always built.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_set>
#include <vector>

#include "arbor/servers/rendering/render_backend.h"

namespace arbor {

/// Draws nothing and keeps nothing but counts, so that every node and the whole frame run, and
/// are tested, on a machine without a GPU. It checks the backend rules it can see (an update of
/// a freed object, a free of an unknown one, a pass out of order throw arbor::Error), which
/// makes it the server's mock too; set_record_calls keeps a log of every call.
class NullRenderBackend : public RenderBackend {
 public:
  /// Objects the backend holds now, per kind, and what it received in total.
  struct Counts {
    int textures = 0;
    int materials = 0;
    int meshes = 0;
    int multimeshes = 0;
    int skies = 0;
    int viewports = 0;
    std::uint64_t updates = 0;  ///< *_update calls so far
    std::uint64_t frames = 0;   ///< end_frame calls so far
  };

  [[nodiscard]] std::string_view get_name() const override { return "null"; }

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

  /// Always nullopt: no pictures without a device.
  [[nodiscard]] std::optional<ImageData> viewport_read_image(ViewportHandle viewport) override;
  /// Always nullopt: picking falls back to the server's CPU ray.
  [[nodiscard]] std::optional<std::uint64_t> viewport_pick(ViewportHandle viewport,
                                                           Vector2i pixel) override;

  [[nodiscard]] const Counts& get_counts() const { return counts_; }
  /// While on, each call appends a line to get_calls() ("mesh_update mesh#3:1", "begin_frame
  /// 7", "render_main viewport#0:1", ...). Off by default (a steady frame allocates nothing).
  void set_record_calls(bool enabled) { record_ = enabled; }
  [[nodiscard]] const std::vector<std::string>& get_calls() const { return calls_; }
  void clear_calls() { calls_.clear(); }

 private:
  enum class Phase : std::uint8_t { IDLE, BEGUN, SHADOWS, VIEWS };

  template <class Handle>
  void update(std::unordered_set<Handle>& live, int& count, Handle handle, const char* call);
  template <class Handle>
  void release(std::unordered_set<Handle>& live, int& count, Handle handle, const char* call);
  void expect(Phase from, Phase to, const char* call);
  void record(const char* call, std::string detail);

  Counts counts_;
  std::unordered_set<TextureHandle> textures_;
  std::unordered_set<MaterialHandle> materials_;
  std::unordered_set<MeshHandle> meshes_;
  std::unordered_set<MultiMeshHandle> multimeshes_;
  std::unordered_set<SkyHandle> skies_;
  std::unordered_set<ViewportHandle> viewports_;
  Phase phase_ = Phase::IDLE;
  bool record_ = false;
  std::vector<std::string> calls_;
};

}  // namespace arbor
