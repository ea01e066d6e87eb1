#pragma once

#include "arbor/scene/node.h"

namespace arbor {

/// The root of a SceneTree (Godot's Viewport; named so that the renderer's viewport keeps the
/// plain name). Nodes reach it with get_viewport().
class SceneViewport : public Node {
  ARBOR_CLASS(SceneViewport, Node)
};

}  // namespace arbor
