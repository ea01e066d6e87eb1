#include "arbor/scene/timer.h"

#include <string>

#include "arbor/scene/scene_tree.h"
#include "scene/callbacks.h"

namespace arbor {

void Timer::set_wait_time(double seconds) {
  if (!(seconds > 0)) {
    throw Error("Timer::set_wait_time: node '" + get_name().str() +
                "': the wait time must be greater than zero, got " + std::to_string(seconds));
  }
  wait_time_ = seconds;
}

void Timer::set_timer_process_callback(TimerProcessCallback callback) {
  if (callback != TIMER_PROCESS_PHYSICS && callback != TIMER_PROCESS_IDLE) {
    throw Error("Timer::set_timer_process_callback: invalid callback " +
                std::to_string(int(callback)));
  }
  if (callback_ == callback) return;
  callback_ = callback;
  update_processing(running_);
}

void Timer::set_paused(bool paused) {
  if (paused_ == paused) return;
  paused_ = paused;
  update_processing(running_);
}

void Timer::start(double time_sec) {
  if (!is_inside_tree()) {
    throw Error("Timer::start: node '" + get_name().str() +
                "' is not inside a SceneTree; add it to the tree first, or set autostart so it "
                "starts when ready");
  }
  if (time_sec > 0) set_wait_time(time_sec);
  time_left_ = wait_time_;
  update_processing(true);
}

void Timer::stop() {
  time_left_ = -1;
  autostart_ = false;
  update_processing(false);
}

void Timer::update_processing(bool running) {
  const bool counting = running && !paused_;
  set_process_internal(counting && callback_ == TIMER_PROCESS_IDLE);
  set_physics_process_internal(counting && callback_ == TIMER_PROCESS_PHYSICS);
  running_ = running;
}

void Timer::_engine_notification(int what) {
  Node::_engine_notification(what);
  switch (what) {
    case NOTIFICATION_READY:
      if (autostart_ && !get_tree()->is_edit_mode()) {
        start();
        autostart_ = false;
      }
      break;
    case NOTIFICATION_INTERNAL_PROCESS:
      if (!running_ || callback_ != TIMER_PROCESS_IDLE) return;
      count_down(ignore_time_scale_ ? get_tree()->get_unscaled_process_delta()
                                    : get_tree()->get_process_delta());
      break;
    case NOTIFICATION_INTERNAL_PHYSICS_PROCESS:
      if (!running_ || callback_ != TIMER_PROCESS_PHYSICS) return;
      count_down(ignore_time_scale_ ? get_tree()->get_unscaled_physics_delta()
                                    : get_tree()->get_physics_delta());
      break;
    default:
      break;
  }
}

void Timer::count_down(double delta) {
  time_left_ -= delta;
  if (time_left_ >= 0) return;
  if (one_shot_) {
    stop();
  } else {
    time_left_ += wait_time_;
  }
  // Each handler is guarded; the timer is in use meanwhile, so free() from a handler throws
  // (queue_free() is the way) and the timer outlives the emission.
  detail::emit(get_tree(), this, timeout, "signal timeout");
}

}  // namespace arbor
