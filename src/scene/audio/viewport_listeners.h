// ViewportListeners: which AudioListener2D/3D of a viewport is current, shared by both listeners.
#pragma once

#include "arbor/scene/scene_viewport.h"

namespace arbor::detail {

/// Which of a viewport's two listener sets a listener belongs to.
enum class ListenerSpace { SPACE_2D, SPACE_3D };

/// The listeners inside a viewport and which one is current, kept by AudioListener2D/3D as
/// they enter, leave and are made current: their shared methods. `wanted` is the listener's own
/// flag, what it asked for while outside a tree.
struct ViewportListeners {
  static void make_current(const Node& listener, ListenerSpace space, bool& wanted);
  /// Clears `listener` if current; the next registered listener takes over.
  static void clear_current(const Node& listener, ListenerSpace space, bool& wanted);
  [[nodiscard]] static bool is_current(const Node& listener, ListenerSpace space, bool wanted);
  /// The `current` property: make_current() or clear_current().
  static void set_current(const Node& listener, ListenerSpace space, bool& wanted, bool current);
  /// On NOTIFICATION_ENTER_TREE registers the listener (it becomes current when it asks to or
  /// is the first); on NOTIFICATION_EXIT_TREE unregisters it, and when it was current another
  /// takes over.
  static void notification(const Node& listener, ListenerSpace space, bool& wanted, int what);

 private:
  static std::vector<NodeId>& members_of(SceneViewport& viewport, ListenerSpace space);
  static NodeId& current_of(SceneViewport& viewport, ListenerSpace space);
  static void clear(SceneViewport& viewport, ListenerSpace space, NodeId listener);
};

}  // namespace arbor::detail
