#include "arbor/scene/frame_loop.h"

#include <chrono>
#include <string>
#include <thread>

#include "arbor/core/input/input.h"
#include "arbor/scene/notifications.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"

namespace arbor {

FrameLoop::FrameLoop(SceneTree& tree, DisplayServer& display) : tree_(tree), display_(display) {
  tree_.get_root()->set_size(display_.window_get_size());
}

void FrameLoop::record_to(InputRecording* recording) {
  recording_ = recording;
  if (recording_) recording_->add_window_size(frames_, tree_.get_root()->get_size());
}

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
  using Kind = InputRecording::EntryKind;
  const auto entries = replay_->get_entries();
  while (replay_next_ < entries.size() && entries[replay_next_].frame <= frames_) {
    const InputRecording::Entry& entry = entries[replay_next_++];
    switch (entry.kind) {
      case Kind::INPUT_EVENT:
        tree_.push_input(*entry.event);
        break;
      case Kind::JOYPAD_CONNECTION:
        set_joypad_connected(entry.joypad.device, entry.joypad.connected, entry.joypad.name);
        break;
      case Kind::CLOSE_REQUEST:
        handle_close_request();
        break;
      case Kind::WINDOW_SIZE:
        tree_.get_root()->set_size(entry.window_size);
        break;
    }
  }
}

void FrameLoop::input_event(const InputEvent& event) {
  if (replay_) return;  // a replay owns the tree's input
  if (recording_) recording_->add(frames_, event);
  tree_.push_input(event);
}

void FrameLoop::close_requested() {
  if (recording_ && !replay_) recording_->add_close_request(frames_);
  handle_close_request();
}

void FrameLoop::joypad_connection_changed(int device, bool connected, std::string_view name) {
  if (replay_) return;  // the replay's controllers are the recorded ones
  if (recording_) recording_->add_joypad_connection(frames_, device, connected, name);
  set_joypad_connected(device, connected, name);
}

void FrameLoop::window_resized(Vector2i size) {
  if (replay_) return;  // the replay's window sizes are the recorded ones
  if (recording_) recording_->add_window_size(frames_, size);
  tree_.get_root()->set_size(size);
}

void FrameLoop::set_joypad_connected(int device, bool connected, std::string_view name) {
  if (connected) {
    tree_.get_input().add_joypad(device, std::string(name));
  } else {
    tree_.get_input().remove_joypad(device);
  }
}

void FrameLoop::handle_close_request() {
  tree_.get_root()->propagate_notification(NOTIFICATION_WM_CLOSE_REQUEST);
  if (tree_.is_auto_accept_quit()) tree_.quit(0);
}

}  // namespace arbor
