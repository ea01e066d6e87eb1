#include "arbor/scene/frame_loop.h"

#include <chrono>
#include <string>
#include <thread>

#include "arbor/core/input/input.h"
#include "arbor/scene/scene_tree.h"

namespace arbor {

FrameLoop::FrameLoop(SceneTree& tree, DisplayServer& display) : tree_(tree), display_(display) {}

void FrameLoop::replay(const InputRecording* recording) {
  replay_ = recording;
  replay_next_ = 0;
}

bool FrameLoop::is_replay_finished() const {
  return !replay_ || replay_next_ >= replay_->get_entries().size();
}

void FrameLoop::iteration(double delta) {
  display_.process_events(*this);
  if (replay_) push_replayed_events();
  tree_.tick(delta);
  ++frames_;
}

int FrameLoop::run(const RunSettings& settings) {
  using Clock = std::chrono::steady_clock;
  const double step = replay_ ? replay_->get_step() : settings.fixed_step;
  Clock::time_point last = Clock::now();
  while (!tree_.is_quit_requested() &&
         (settings.max_frames == 0 || frames_ < settings.max_frames)) {
    const Clock::time_point now = Clock::now();
    const double elapsed = std::chrono::duration<double>(now - last).count();
    if (step > 0 && settings.pace && elapsed < step) {
      std::this_thread::sleep_for(std::chrono::duration<double>(step - elapsed));
      continue;
    }
    last = step > 0 && settings.pace ? last + std::chrono::duration_cast<Clock::duration>(
                                                  std::chrono::duration<double>(step))
                                     : now;
    iteration(step > 0 ? step : elapsed);
  }
  return tree_.get_exit_code();
}

void FrameLoop::push_replayed_events() {
  const auto entries = replay_->get_entries();
  while (replay_next_ < entries.size() && entries[replay_next_].frame <= frames_) {
    tree_.push_input(*entries[replay_next_++].event);
  }
}

void FrameLoop::input_event(const InputEvent& event) {
  if (replay_) return;  // a replay owns the tree's input
  if (recording_) recording_->add(frames_, event);
  tree_.push_input(event);
}

void FrameLoop::close_requested() { tree_.quit(0); }

void FrameLoop::joypad_connection_changed(int device, bool connected, std::string_view name) {
  if (connected) {
    tree_.get_input().add_joypad(device, std::string(name));
  } else {
    tree_.get_input().remove_joypad(device);
  }
}

}  // namespace arbor
