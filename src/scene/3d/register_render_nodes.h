// The render nodes (src/scene/3d), registered with ClassDB with the scene layer's classes.
#pragma once

namespace arbor::detail {

/// Registers World3D, VisualInstance3D, GeometryInstance3D, the mesh nodes, Camera3D, the
/// lights, WorldEnvironment and SubViewport.
void register_render_nodes();

/// Binds SceneViewport's 3D methods and properties (called from SceneViewport::_bind_methods).
void bind_viewport_3d();

}  // namespace arbor::detail
