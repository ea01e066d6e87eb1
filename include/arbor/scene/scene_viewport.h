#pragma once

#include <vector>

#include "arbor/core/math/vector2i.h"
#include "arbor/core/signal/signal.h"
#include "arbor/scene/node.h"

namespace arbor {

class AudioListener2D;
class AudioListener3D;
namespace detail {
struct ViewportListeners;
}

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

  /// The listener that hears this viewport's 2D sound (its current AudioListener2D), or
  /// nullptr: 2D sound is then heard from the centre of the screen.
  [[nodiscard]] AudioListener2D* get_audio_listener_2d() const;
  /// The listener that hears this viewport's 3D sound (its current AudioListener3D), or
  /// nullptr: 3D sound is then heard from the viewport's origin, facing -Z (Camera3D is not
  /// in Arbor yet).
  [[nodiscard]] AudioListener3D* get_audio_listener_3d() const;

 protected:
  static void _bind_methods();

 private:
  friend struct detail::ViewportListeners;
  Vector2i size_{1280, 720};
  // The audio listeners inside this viewport, in order of entry, and the current ones.
  std::vector<NodeId> audio_listeners_2d_;
  std::vector<NodeId> audio_listeners_3d_;
  NodeId audio_listener_2d_;
  NodeId audio_listener_3d_;
};

}  // namespace arbor
