// FrameLoop: drives a SceneTree frame by frame from a DisplayServer, recording or replaying the
// input it pushes (what the arbor program runs).
#pragma once

#include <cstdint>
#include <string_view>

#include "arbor/core/input/input_recording.h"
#include "arbor/servers/display_server.h"

namespace arbor {

class SceneTree;

/// Runs a tree: each iteration pumps the display's pending events into the tree, once per frame
/// before the physics steps, then ticks it. Input events go through SceneTree::push_input;
/// controller hot-plug into the tree's Input (Input::add_joypad / remove_joypad, which emit
/// Input::joy_connection_changed); a window close request (the close button, or the platform's
/// quit) is handled as Godot's: NOTIFICATION_WM_CLOSE_REQUEST is sent to every node of the tree,
/// top-down in tree order, then the tree quits with exit code 0 unless the tree's auto-accept-quit
/// is off (SceneTree::set_auto_accept_quit).
///
/// With record_to(), everything pushed from the display (input events, hot-plugs and close
/// requests) is also added to a recording with the frame number (iterations run so far). With
/// replay(), the display's input and hot-plugs are ignored and the recording's entries are
/// applied before the same frames instead; run() then ticks at the recording's step, so a fresh
/// tree replays the session exactly. A close request from the display still closes during a
/// replay (the user's window), and a recorded one is replayed.
class FrameLoop : private DisplayEventSink {
 public:
  struct RunSettings {
    /// Seconds per tick; 0 ticks with the real time elapsed (clamped by the tree). A replay
    /// always uses the recording's step.
    double fixed_step = 0.0;
    /// Stop after this many frames (0: until the tree quits or the window closes).
    std::uint64_t max_frames = 0;
    /// With a fixed step, sleep so that frames take at least their step of real time (for a
    /// window); without it, run as fast as possible (headless, tests).
    bool pace = false;
  };

  FrameLoop(SceneTree& tree, DisplayServer& display);
  FrameLoop(const FrameLoop&) = delete;
  FrameLoop& operator=(const FrameLoop&) = delete;

  /// Adds everything pushed from now on to `recording` (not owned; null stops recording),
  /// starting with the window's current size.
  void record_to(InputRecording* recording);
  /// Pushes `recording`'s events instead of the display's (not owned; null stops replaying).
  void replay(const InputRecording* recording);
  /// Whether a replay has pushed every event it has.
  [[nodiscard]] bool is_replay_finished() const;

  /// One frame: the display's events (or the replay's for this frame), then tree.tick(delta).
  void iteration(double delta);
  /// Iterates until the tree requests quit, the window is closed or max_frames ran; returns the
  /// tree's exit code.
  int run(const RunSettings& settings);
  /// Iterations run so far.
  [[nodiscard]] std::uint64_t get_frames() const { return frames_; }

 private:
  void input_event(const InputEvent& event) override;
  void close_requested() override;
  void joypad_connection_changed(int device, bool connected, std::string_view name) override;
  void window_resized(Vector2i size) override;
  void push_replayed_events();
  void set_joypad_connected(int device, bool connected, std::string_view name);
  /// Sends NOTIFICATION_WM_CLOSE_REQUEST to every node, then quits when auto-accept is on.
  void handle_close_request();

  SceneTree& tree_;
  DisplayServer& display_;
  InputRecording* recording_ = nullptr;
  const InputRecording* replay_ = nullptr;
  std::size_t replay_next_ = 0;
  std::uint64_t frames_ = 0;
};

}  // namespace arbor
