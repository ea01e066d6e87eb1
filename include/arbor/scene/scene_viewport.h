#pragma once

#include "arbor/scene/node.h"

namespace arbor {

/// The root of a SceneTree (Godot's Viewport; named so that the renderer's viewport keeps the
/// plain name). Nodes reach it with get_viewport().
class SceneViewport : public Node {
  ARBOR_CLASS(SceneViewport, Node)

 public:
  /// Stops the delivery of the current input event (Godot's Viewport.set_input_as_handled;
  /// the same as SceneTree::set_input_as_handled).
  void set_input_as_handled();
  [[nodiscard]] bool is_input_handled() const;
};

}  // namespace arbor
