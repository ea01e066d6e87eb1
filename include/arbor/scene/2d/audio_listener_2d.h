// AudioListener2D: where 2D sound is heard from (Godot's AudioListener2D).
#pragma once

#include "arbor/scene/node_2d.h"

namespace arbor {

/// Hears the viewport's 2D sound from its position and rotation while it is current. The
/// first listener to enter a viewport becomes current; make_current() chooses another; when
/// the current one leaves or clears, another in the viewport takes over. Without any, 2D
/// sound is heard from the centre of the screen.
class AudioListener2D : public Node2D {
  ARBOR_CLASS(AudioListener2D, Node2D)

 public:
  /// Makes this the viewport's listener (once inside a tree; remembered until then).
  void make_current();
  /// Stops being the listener; another listener of the viewport, if any, takes over.
  void clear_current();
  [[nodiscard]] bool is_current() const;
  /// The `current` property: make_current() or clear_current().
  void set_current(bool current);

 protected:
  static void _bind_methods();
  void _engine_notification(int what) override;

 private:
  bool current_ = false;  // wanted current (kept while out of a tree)
};

}  // namespace arbor
