// Timer: a node that counts down and emits `timeout` (Godot 4's Timer). See docs/timers.md.
#pragma once

#include "arbor/core/signal/signal.h"
#include "arbor/scene/node.h"

namespace arbor {

/// A countdown node: start() it, and `timeout` fires when wait_time has elapsed; a repeating
/// timer (the default) then starts over, a one-shot timer stops.
///
/// It counts in internal processing, at its place in the process walk (or the physics walk with
/// TIMER_PROCESS_PHYSICS), so it follows the tree's pause rules and its own process mode, and
/// counts only while inside a tree; leaving the tree keeps time_left. Each counted frame, Godot
/// 4's rule: time_left -= delta; when time_left < 0, a repeating timer adds wait_time (a one-shot
/// timer stops), then `timeout` is emitted. So it fires at most once per frame: when one frame
/// spans several wait_times, time_left stays negative and it fires again on the next frames until
/// it has caught up.
class Timer : public Node {
  ARBOR_CLASS(Timer, Node)

 public:
  /// Which walk counts the timer down (Godot's values).
  enum TimerProcessCallback : int {
    TIMER_PROCESS_PHYSICS = 0,  ///< each physics step, with the physics delta
    TIMER_PROCESS_IDLE = 1,     ///< each frame, with the process delta
  };

  Timer() = default;

  /// Seconds between start() and `timeout` (default 1). Throws arbor::Error unless positive.
  /// A running timer keeps its time_left; the new value applies from its next period.
  void set_wait_time(double seconds);
  [[nodiscard]] double get_wait_time() const { return wait_time_; }
  /// A one-shot timer stops after one `timeout`; otherwise it starts over.
  void set_one_shot(bool enabled) { one_shot_ = enabled; }
  [[nodiscard]] bool is_one_shot() const { return one_shot_; }
  /// Starts the timer when it becomes ready (once; not in edit mode).
  void set_autostart(bool enabled) { autostart_ = enabled; }
  [[nodiscard]] bool has_autostart() const { return autostart_; }
  /// Idle (default) or physics counting; a running timer moves to the other walk at once.
  void set_timer_process_callback(TimerProcessCallback callback);
  [[nodiscard]] TimerProcessCallback get_timer_process_callback() const { return callback_; }
  /// A paused timer keeps its time_left and stops counting until unpaused; it is not stopped.
  void set_paused(bool paused);
  [[nodiscard]] bool is_paused() const { return paused_; }
  /// Counts real time: the unscaled frame delta (or physics step) instead of the scaled one.
  void set_ignore_time_scale(bool enabled) { ignore_time_scale_ = enabled; }
  [[nodiscard]] bool get_ignore_time_scale() const { return ignore_time_scale_; }

  /// (Re)starts the countdown from wait_time; a positive `time_sec` first becomes the wait_time
  /// (as in Godot). Throws arbor::Error outside a tree (add it first, or use autostart).
  void start(double time_sec = -1);
  /// Stops counting; time_left becomes 0. Also clears autostart.
  void stop();
  /// True unless the timer was started and has not stopped since (a paused timer is running).
  [[nodiscard]] bool is_stopped() const { return !running_; }
  /// Seconds before the next `timeout`, never negative (0 when stopped).
  [[nodiscard]] double get_time_left() const { return time_left_ > 0 ? time_left_ : 0.0; }

  /// Emitted when the countdown runs out.
  Signal<> timeout;

 protected:
  static void _bind_methods();
  void _engine_notification(int what) override;

 private:
  /// Turns the internal processing of the current walk on while running and not paused.
  void update_processing(bool running);
  /// One frame of counting (Godot's rule, see the class comment).
  void count_down(double delta);

  double wait_time_ = 1.0;
  double time_left_ = -1.0;
  TimerProcessCallback callback_ = TIMER_PROCESS_IDLE;
  bool one_shot_ = false;
  bool autostart_ = false;
  bool paused_ = false;
  bool ignore_time_scale_ = false;
  bool running_ = false;
};

}  // namespace arbor
