// RenderBackend: what puts the rendering server's frames on a device (Vulkan) or nowhere (null).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "arbor/core/math/vector2i.h"
#include "arbor/servers/rendering/environment_data.h"
#include "arbor/servers/rendering/material_data.h"
#include "arbor/servers/rendering/mesh_data.h"
#include "arbor/servers/rendering/multimesh_data.h"
#include "arbor/servers/rendering/render_handle.h"
#include "arbor/servers/rendering/render_view.h"
#include "arbor/servers/rendering/texture_data.h"

namespace arbor {

/// The device side of the RenderingServer. The server does everything that needs no device —
/// it keeps every object's data, culls, sorts and batches, and makes each view's draw lists —
/// and calls its backend with plain data only. A backend never sees a node, a resource or a
/// scene, and nothing of a device appears in this interface.
///
/// The rules, in the order calls come:
/// 1. Resources (meshes, materials, textures, multimeshes, skies, viewports) are created once
///    and kept: `*_update(handle, data)` creates the object on its first call and replaces its
///    data on later ones; `*_free(handle)` releases it. The server sends them at the start of
///    the frame that first needs them, at most one update per object per frame, in dependency
///    order (textures, then materials, then meshes and multimeshes, skies, viewports), so a
///    handle a data struct names has always been updated before. An object made and freed
///    between two frames is never sent. `data` is valid only during the call (copy what you
///    keep). A freed handle may be in flight on the device: keep its memory until the frames
///    using it are done.
/// 2. A frame is: begin_frame(frame); render_shadows(frame); render_offscreen(view) for each
///    offscreen view in frame order; then for each other view render_prepass(view) and
///    render_main(view); end_frame(frame). A view's data (draw lists, lights, environment,
///    instance arrays) is valid from begin_frame to end_frame. A view with a null camera draws
///    only its background and canvas. A frame with no view still gets begin_frame/end_frame.
/// 3. Handles in a frame's draw lists are always live and updated; materials are never null.
/// 4. Readback and picking may be asked between frames; they answer about the last frame ended.
/// 5. Every call comes from the thread running the server's tree. Exceptions a backend throws
///    (arbor::Error for a shader or pipeline that fails, naming the material) reach the caller
///    of RenderingServer::process, which reports them; the server stays usable.
class RenderBackend {
 public:
  virtual ~RenderBackend() = default;

  /// The backend's name for people and logs ("null", "vulkan").
  [[nodiscard]] virtual std::string_view get_name() const = 0;

  // -- resources (rule 1) ----------------------------------------------------------------------
  virtual void texture_update(TextureHandle texture, const TextureData& data) = 0;
  virtual void texture_free(TextureHandle texture) = 0;
  virtual void material_update(MaterialHandle material, const MaterialData& data) = 0;
  virtual void material_free(MaterialHandle material) = 0;
  virtual void mesh_update(MeshHandle mesh, const MeshData& data) = 0;
  virtual void mesh_free(MeshHandle mesh) = 0;
  /// Only instances [first_changed, end_changed) of the buffer changed since the last update
  /// (the whole buffer on the first one, or when the layout or count changed).
  virtual void multimesh_update(MultiMeshHandle multimesh, const MultiMeshData& data,
                                int first_changed, int end_changed) = 0;
  virtual void multimesh_free(MultiMeshHandle multimesh) = 0;
  virtual void sky_update(SkyHandle sky, const SkyData& data) = 0;
  virtual void sky_free(SkyHandle sky) = 0;
  virtual void viewport_update(ViewportHandle viewport, const ViewportData& data) = 0;
  virtual void viewport_free(ViewportHandle viewport) = 0;

  // -- the frame (rule 2) ----------------------------------------------------------------------
  /// PrepareFrame is done: every view's draw lists are made.
  virtual void begin_frame(const RenderFrame& frame) = 0;
  /// Every view's shadow passes (RenderView::shadows).
  virtual void render_shadows(const RenderFrame& frame) = 0;
  /// A SubViewport's whole picture (its prepass, main pass and canvas) into its texture.
  virtual void render_offscreen(const RenderView& view) = 0;
  /// The depth prepass of a view shown on the screen or read back.
  virtual void render_prepass(const RenderView& view) = 0;
  /// Background (environment), opaque list, transparent list, then the canvas.
  virtual void render_main(const RenderView& view) = 0;
  /// Submits (and presents a view attached to the screen).
  virtual void end_frame(const RenderFrame& frame) = 0;

  // -- readback and picking (rule 4) -----------------------------------------------------------
  /// The viewport's last picture as RGBA8 (sRGB), viewport-sized; nullopt when this backend
  /// makes no pictures (null) or the viewport has not rendered yet. May wait for the device.
  [[nodiscard]] virtual std::optional<ImageData> viewport_read_image(ViewportHandle viewport) = 0;
  /// The object id (RenderInstances::object_ids) drawn at `pixel` (from the top left) in the
  /// viewport's last picture, 0 for none; nullopt when this backend cannot pick on the device
  /// (the server then casts a ray on the CPU).
  [[nodiscard]] virtual std::optional<std::uint64_t> viewport_pick(ViewportHandle viewport,
                                                                   Vector2i pixel) = 0;
};

}  // namespace arbor
