// The bookkeeping of a viewport's audio listeners (Godot's Viewport::_audio_listener_*).
#pragma once

#include "arbor/scene/scene_viewport.h"

namespace arbor::detail {

/// The listeners inside a viewport and which one is current, kept by AudioListener2D/3D as
/// they enter, leave and are made current. `three_d` picks the 3D set.
struct ViewportListeners {
  /// Registers a listener that entered; it becomes current when it asks to or is the first.
  static void add(SceneViewport& viewport, bool three_d, NodeId listener, bool wants_current);
  /// Unregisters a leaving listener; when it was current, another takes over.
  static void remove(SceneViewport& viewport, bool three_d, NodeId listener);
  static void make_current(SceneViewport& viewport, bool three_d, NodeId listener);
  /// Clears `listener` if current; the next registered listener takes over.
  static void clear_current(SceneViewport& viewport, bool three_d, NodeId listener);
  [[nodiscard]] static NodeId current(const SceneViewport& viewport, bool three_d);
};

}  // namespace arbor::detail
