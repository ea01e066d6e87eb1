// The scene layer's core nodes, registered with ClassDB by register_scene_types().
#pragma once

namespace arbor::detail {

/// Registers Node, SceneViewport, Node3D, CanvasItem, Node2D, Timer and MissingNode.
void register_node_types();

}  // namespace arbor::detail
