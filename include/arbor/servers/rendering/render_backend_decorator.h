// RenderBackendDecorator: a RenderBackend that forwards every call to another one, for a class
// that watches some of them (timing, counting) and changes nothing.
#pragma once

#include <memory>
#include <utility>

#include "arbor/servers/rendering/render_backend.h"

namespace arbor {

/// Forwards every call to the backend it wraps. A subclass measures the frame calls
/// (begin_frame through end_frame) by overriding before_frame_call and after_frame_call, which
/// run around each of them, or overrides any call itself.
class RenderBackendDecorator : public RenderBackend {
 public:
  explicit RenderBackendDecorator(std::unique_ptr<RenderBackend> inner)
      : inner_(std::move(inner)) {}

  [[nodiscard]] RenderBackend& inner() const { return *inner_; }

  [[nodiscard]] std::string_view get_name() const override { return inner_->get_name(); }

  void texture_update(TextureHandle texture, const TextureData& data) override {
    inner_->texture_update(texture, data);
  }
  void texture_free(TextureHandle texture) override { inner_->texture_free(texture); }
  void material_update(MaterialHandle material, const MaterialData& data) override {
    inner_->material_update(material, data);
  }
  void material_free(MaterialHandle material) override { inner_->material_free(material); }
  void mesh_update(MeshHandle mesh, const MeshData& data) override {
    inner_->mesh_update(mesh, data);
  }
  void mesh_free(MeshHandle mesh) override { inner_->mesh_free(mesh); }
  void multimesh_update(MultiMeshHandle multimesh, const MultiMeshData& data, int first_changed,
                        int end_changed) override {
    inner_->multimesh_update(multimesh, data, first_changed, end_changed);
  }
  void multimesh_free(MultiMeshHandle multimesh) override { inner_->multimesh_free(multimesh); }
  void sky_update(SkyHandle sky, const SkyData& data) override { inner_->sky_update(sky, data); }
  void sky_free(SkyHandle sky) override { inner_->sky_free(sky); }
  void viewport_update(ViewportHandle viewport, const ViewportData& data) override {
    inner_->viewport_update(viewport, data);
  }
  void viewport_free(ViewportHandle viewport) override { inner_->viewport_free(viewport); }

  void begin_frame(const RenderFrame& frame) override {
    before_frame_call();
    inner_->begin_frame(frame);
    after_frame_call();
  }
  void render_shadows(const RenderFrame& frame) override {
    before_frame_call();
    inner_->render_shadows(frame);
    after_frame_call();
  }
  void render_offscreen(const RenderView& view) override {
    before_frame_call();
    inner_->render_offscreen(view);
    after_frame_call();
  }
  void render_prepass(const RenderView& view) override {
    before_frame_call();
    inner_->render_prepass(view);
    after_frame_call();
  }
  void render_main(const RenderView& view) override {
    before_frame_call();
    inner_->render_main(view);
    after_frame_call();
  }
  void end_frame(const RenderFrame& frame) override {
    before_frame_call();
    inner_->end_frame(frame);
    after_frame_call();
  }

  [[nodiscard]] std::optional<ImageData> viewport_read_image(ViewportHandle viewport) override {
    return inner_->viewport_read_image(viewport);
  }
  [[nodiscard]] std::optional<std::uint64_t> viewport_pick(ViewportHandle viewport,
                                                           Vector2i pixel) override {
    return inner_->viewport_pick(viewport, pixel);
  }

 protected:
  /// Runs just before each frame call reaches the wrapped backend.
  virtual void before_frame_call() {}
  /// Runs just after each frame call returned from the wrapped backend (not when it threw).
  virtual void after_frame_call() {}

 private:
  std::unique_ptr<RenderBackend> inner_;
};

}  // namespace arbor
