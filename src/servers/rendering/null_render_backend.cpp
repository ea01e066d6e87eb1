#include "arbor/servers/rendering/null_render_backend.h"

#include "arbor/core/error/error.h"
#include "servers/rendering/handle_table.h"

namespace arbor {

template <class Handle>
void NullRenderBackend::update(std::unordered_set<Handle>& live, int& count, Handle handle,
                               const char* call) {
  if (phase_ != Phase::IDLE) {
    throw Error(std::string("NullRenderBackend::") + call + ": resources update between frames");
  }
  if (handle.is_null()) throw Error(std::string("NullRenderBackend::") + call + ": null handle");
  if (live.insert(handle).second) ++count;
  ++counts_.updates;
  if (record_) record(call, rendering::handle_text(handle));
}

template <class Handle>
void NullRenderBackend::release(std::unordered_set<Handle>& live, int& count, Handle handle,
                                const char* call) {
  if (live.erase(handle) == 0) {
    throw Error(std::string("NullRenderBackend::") + call + ": " + rendering::handle_text(handle) +
                " was never updated or is already freed");
  }
  --count;
  if (record_) record(call, rendering::handle_text(handle));
}

void NullRenderBackend::expect(Phase from, Phase to, const char* call) {
  // render_offscreen, render_prepass and render_main may repeat; each needs the shadows done.
  const bool ok = phase_ == from || (to == Phase::VIEWS && phase_ == Phase::VIEWS);
  if (!ok) {
    throw Error(std::string("NullRenderBackend::") + call + ": called out of the frame's order");
  }
  phase_ = to;
}

void NullRenderBackend::record(const char* call, std::string detail) {
  calls_.push_back(std::string(call) + (detail.empty() ? "" : " " + detail));
}

void NullRenderBackend::texture_update(TextureHandle texture, const TextureData&) {
  update(textures_, counts_.textures, texture, "texture_update");
}
void NullRenderBackend::texture_free(TextureHandle texture) {
  release(textures_, counts_.textures, texture, "texture_free");
}
void NullRenderBackend::material_update(MaterialHandle material, const MaterialData& data) {
  for (TextureHandle texture : {data.albedo_texture, data.metallic_texture, data.roughness_texture,
                                data.orm_texture, data.emission_texture, data.normal_texture}) {
    if (texture.is_valid() && !textures_.contains(texture)) {
      throw Error("NullRenderBackend::material_update: " + rendering::handle_text(material) +
                  " names " + rendering::handle_text(texture) + " before it was updated");
    }
  }
  update(materials_, counts_.materials, material, "material_update");
}
void NullRenderBackend::material_free(MaterialHandle material) {
  release(materials_, counts_.materials, material, "material_free");
}
void NullRenderBackend::mesh_update(MeshHandle mesh, const MeshData&) {
  update(meshes_, counts_.meshes, mesh, "mesh_update");
}
void NullRenderBackend::mesh_free(MeshHandle mesh) {
  release(meshes_, counts_.meshes, mesh, "mesh_free");
}
void NullRenderBackend::multimesh_update(MultiMeshHandle multimesh, const MultiMeshData& data,
                                         int first_changed, int end_changed) {
  if (first_changed < 0 || end_changed < first_changed || end_changed > data.instance_count) {
    throw Error("NullRenderBackend::multimesh_update: changed range [" +
                std::to_string(first_changed) + ", " + std::to_string(end_changed) +
                ") is outside the buffer");
  }
  update(multimeshes_, counts_.multimeshes, multimesh, "multimesh_update");
}
void NullRenderBackend::multimesh_free(MultiMeshHandle multimesh) {
  release(multimeshes_, counts_.multimeshes, multimesh, "multimesh_free");
}
void NullRenderBackend::sky_update(SkyHandle sky, const SkyData&) {
  update(skies_, counts_.skies, sky, "sky_update");
}
void NullRenderBackend::sky_free(SkyHandle sky) { release(skies_, counts_.skies, sky, "sky_free"); }
void NullRenderBackend::viewport_update(ViewportHandle viewport, const ViewportData&) {
  update(viewports_, counts_.viewports, viewport, "viewport_update");
}
void NullRenderBackend::viewport_free(ViewportHandle viewport) {
  release(viewports_, counts_.viewports, viewport, "viewport_free");
}

void NullRenderBackend::begin_frame(const RenderFrame& frame) {
  expect(Phase::IDLE, Phase::BEGUN, "begin_frame");
  if (record_) record("begin_frame", std::to_string(frame.number));
}
void NullRenderBackend::render_shadows(const RenderFrame& frame) {
  expect(Phase::BEGUN, Phase::SHADOWS, "render_shadows");
  if (record_) {
    std::size_t passes = 0;
    for (const RenderView* view : frame.views) passes += view->shadows.size();
    record("render_shadows", std::to_string(passes));
  }
}
void NullRenderBackend::render_offscreen(const RenderView& view) {
  expect(Phase::SHADOWS, Phase::VIEWS, "render_offscreen");
  if (record_) record("render_offscreen", rendering::handle_text(view.viewport));
}
void NullRenderBackend::render_prepass(const RenderView& view) {
  expect(Phase::SHADOWS, Phase::VIEWS, "render_prepass");
  if (record_) record("render_prepass", rendering::handle_text(view.viewport));
}
void NullRenderBackend::render_main(const RenderView& view) {
  expect(Phase::SHADOWS, Phase::VIEWS, "render_main");
  if (record_) record("render_main", rendering::handle_text(view.viewport));
}
void NullRenderBackend::end_frame(const RenderFrame& frame) {
  if (phase_ == Phase::IDLE) throw Error("NullRenderBackend::end_frame: no frame was begun");
  phase_ = Phase::IDLE;
  ++counts_.frames;
  if (record_) record("end_frame", std::to_string(frame.number));
}

std::optional<ImageData> NullRenderBackend::viewport_read_image(ViewportHandle) {
  return std::nullopt;
}

std::optional<std::uint64_t> NullRenderBackend::viewport_pick(ViewportHandle, Vector2i) {
  return std::nullopt;
}

}  // namespace arbor
