#pragma once

#include "arbor/core/object/ref.h"
#include "arbor/core/signal/signal.h"

namespace arbor {

/// A one-shot countdown made by SceneTree::create_timer (Godot's SceneTreeTimer): `timeout`
/// fires once when time_left reaches zero, and the tree then drops its reference. The tree holds
/// the timer until it fires, so the caller may keep or drop the returned Ref as it likes.
///
/// How a tree steps it: time_left -= delta (scaled by the time scale unless
/// is_ignoring_time_scale()); `timeout` is emitted when time_left <= 0. Idle timers step once a
/// frame after the deferred flush, physics timers once per physics step after _physics_process;
/// a paused tree skips timers that are not process_always.
class SceneTreeTimer : public RefCounted {
  ARBOR_CLASS(SceneTreeTimer, RefCounted)

 public:
  SceneTreeTimer() = default;

  /// Sets the seconds left before `timeout` (a running timer may be extended or shortened).
  void set_time_left(double seconds) { time_left_ = seconds; }
  /// Seconds left before `timeout`, never negative.
  [[nodiscard]] double get_time_left() const { return time_left_ > 0 ? time_left_ : 0.0; }

  /// Whether it keeps counting while the tree is paused.
  void set_process_always(bool enabled) { process_always_ = enabled; }
  [[nodiscard]] bool is_process_always() const { return process_always_; }
  /// Whether it counts in physics steps (else once per frame, after the deferred flush).
  void set_process_in_physics(bool enabled) { process_in_physics_ = enabled; }
  [[nodiscard]] bool is_process_in_physics() const { return process_in_physics_; }
  /// Whether it counts real (unscaled) time.
  void set_ignore_time_scale(bool enabled) { ignore_time_scale_ = enabled; }
  [[nodiscard]] bool is_ignoring_time_scale() const { return ignore_time_scale_; }

  /// Emitted once, when time_left reaches zero.
  Signal<> timeout;

 private:
  double time_left_ = 0.0;
  bool process_always_ = true;
  bool process_in_physics_ = false;
  bool ignore_time_scale_ = false;
};

}  // namespace arbor
