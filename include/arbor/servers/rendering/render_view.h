// RenderView and RenderFrame: what the rendering server hands its backend each frame.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "arbor/core/math/color.h"
#include "arbor/core/math/projection.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector2i.h"
#include "arbor/core/math/vector3.h"
#include "arbor/servers/rendering/camera_data.h"
#include "arbor/servers/rendering/canvas_data.h"
#include "arbor/servers/rendering/draw_list.h"
#include "arbor/servers/rendering/environment_data.h"
#include "arbor/servers/rendering/instance_data.h"
#include "arbor/servers/rendering/light_data.h"
#include "arbor/servers/rendering/paged_span.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

/// A viewport's settings as the backend receives them (made and updated with the resources).
struct ViewportData {
  Vector2i size{512, 512};
  ViewportMsaa msaa_3d = ViewportMsaa::DISABLED;
  bool transparent_background = false;
  bool use_hdr_2d = false;
  /// The viewport's picture as a texture (ViewportTexture), drawn by materials of other views.
  TextureHandle texture;
  /// Shown in the window (the root viewport of a program with a window), else offscreen.
  bool attached_to_screen = false;
  std::string name;
};

/// A scenario's instances as arrays (in pages), indexed by the numbers draw lists hold. Valid
/// during the frame only: the server compacts them when instances leave.
struct RenderInstances {
  /// World transform of each instance.
  PagedSpan<Transform3D> transforms;
  /// What picking returns for each instance (Godot's object instance id; 0: none).
  PagedSpan<std::uint64_t> object_ids;
  /// Indices whose transform (or occupant) changed since the previous frame, for a backend that
  /// keeps transforms on the device and updates only those; a first frame lists them all.
  PagedSpan<std::uint32_t> changed;
};

/// The point of view of a view, ready for the device.
struct RenderCamera {
  CameraHandle camera;    ///< null when the viewport has no camera (nothing 3D draws)
  Transform3D transform;  ///< camera to world; the camera looks along -Z
  Projection projection;  ///< for the view's aspect, OpenGL clip conventions (z in [-1, 1])
  CameraProjection kind = CameraProjection::PERSPECTIVE;
  real_t z_near = real_t(0.05);
  real_t z_far = 4000;
  std::uint32_t cull_mask = 0xFFFFFu;
};

/// A light the view draws with.
struct RenderLight {
  LightHandle light;
  const LightData* data = nullptr;  ///< never null
  Transform3D transform;            ///< light to world; directional and spot shine along -Z
  /// Its shadow passes: `shadow_count` entries of RenderView::shadows from `first_shadow`
  /// (none when shadows are off or nothing casts).
  std::uint32_t first_shadow = 0;
  std::uint32_t shadow_count = 0;
};

/// One shadow map to render: a directional light's split, a spot light's cone or an omni
/// light's cube face, with the casters that can reach what the view sees.
struct ShadowPass {
  LightHandle light;
  std::uint32_t split = 0;  ///< split index (directional), cube face +X,-X,+Y,-Y,+Z,-Z (omni)
  Transform3D transform;    ///< the light's point of view for this pass (looks along -Z)
  Projection projection;    ///< orthogonal (directional) or perspective (spot, omni faces)
  /// The far edge of this split measured from the camera (directional), the range otherwise.
  real_t range_end = 0;
  DrawList casters;  ///< pass SHADOW
};

/// Counts of one view's frame, for diagnostics (`arbor run --draw-list`) and tests.
struct RenderStats {
  std::uint32_t instances_seen = 0;          ///< visible instances with a base in the scenario
  std::uint32_t instances_culled = 0;        ///< outside the frustum or the camera's cull mask
  std::uint32_t instances_out_of_range = 0;  ///< outside their visibility range
  std::uint32_t instances_drawn = 0;         ///< in the opaque or transparent list
  std::uint32_t batches = 0;                 ///< opaque + transparent batches
  std::uint32_t shadow_batches = 0;          ///< batches over every shadow pass
  std::uint32_t shadow_casters = 0;          ///< instance draws over every shadow pass
};

/// Everything one viewport draws in a frame. Pointers and spans stay valid until end_frame.
struct RenderView {
  ViewportHandle viewport;
  const ViewportData* viewport_data = nullptr;  ///< never null
  /// Rendered before the views that show it (a SubViewport), into its texture.
  bool offscreen = false;
  ScenarioHandle scenario;  ///< null for a viewport without a world (2D only)
  RenderInstances instances;
  RenderCamera camera;
  /// The camera's environment, else the scenario's, else its fallback; never null (the
  /// server's default: CLEAR_COLOR background).
  const EnvironmentData* environment = nullptr;
  EnvironmentHandle environment_handle;  ///< null when the server's default is used
  Color clear_color;                     ///< the default clear color, for CLEAR_COLOR backgrounds
  bool clear = true;  ///< false when the viewport's clear mode keeps the previous picture
  std::span<const RenderLight> lights;
  std::span<const ShadowPass> shadows;
  DrawList prepass;       ///< RenderPass::PREPASS (opaque batches serve a full depth prepass too)
  DrawList opaque;        ///< RenderPass::OPAQUE
  DrawList transparent;   ///< RenderPass::TRANSPARENT
  CanvasDrawList canvas;  ///< 2D, drawn after the 3D picture
  RenderStats stats;
};

/// One frame: its views in render order, offscreen ones (SubViewports) first, each before the
/// viewport that contains it.
struct RenderFrame {
  std::uint64_t number = 0;  ///< frames run so far by the server, this one included
  double delta = 0;          ///< the tree's process delta
  std::span<const RenderView* const> views;
};

}  // namespace arbor
