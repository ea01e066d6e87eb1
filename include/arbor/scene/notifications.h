#pragma once

namespace arbor {

/// Godot's notification constants, with Godot's values, delivered to Object/Node::_notification.
enum Notification : int {
  NOTIFICATION_POSTINITIALIZE = 0,
  NOTIFICATION_PREDELETE = 1,
  NOTIFICATION_ENTER_TREE = 10,
  NOTIFICATION_EXIT_TREE = 11,
  NOTIFICATION_MOVED_IN_PARENT = 12,
  NOTIFICATION_READY = 13,
  NOTIFICATION_PAUSED = 14,
  NOTIFICATION_UNPAUSED = 15,
  NOTIFICATION_PHYSICS_PROCESS = 16,
  NOTIFICATION_PROCESS = 17,
  NOTIFICATION_PARENTED = 18,
  NOTIFICATION_UNPARENTED = 19,
  NOTIFICATION_SCENE_INSTANTIATED = 20,
  NOTIFICATION_PATH_RENAMED = 23,
  NOTIFICATION_CHILD_ORDER_CHANGED = 24,
  NOTIFICATION_INTERNAL_PROCESS = 25,
  NOTIFICATION_INTERNAL_PHYSICS_PROCESS = 26,
  NOTIFICATION_POST_ENTER_TREE = 27,
  NOTIFICATION_DISABLED = 28,
  NOTIFICATION_ENABLED = 29,
  /// Node3D and CanvasItem: the global transform changed (sent at the frame's transform sync).
  /// The window's close button was pressed (or the platform asked the program to quit): sent to
  /// every node, top-down, before the tree quits (FrameLoop; see its auto-accept-quit setting).
  NOTIFICATION_WM_CLOSE_REQUEST = 1006,
  NOTIFICATION_TRANSFORM_CHANGED = 2000,
};

}  // namespace arbor
