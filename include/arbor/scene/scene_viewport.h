#pragma once

#include "arbor/core/math/vector2i.h"
#include "arbor/core/signal/signal.h"
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

  /// The size in pixels of what the tree is shown in (the window; 1280×720 until a FrameLoop
  /// sets it from its display). Setting a different size emits size_changed.
  [[nodiscard]] Vector2i get_size() const { return size_; }
  void set_size(Vector2i size);
  Signal<> size_changed;

 protected:
  static void _bind_methods();

 private:
  Vector2i size_{1280, 720};
};

}  // namespace arbor
