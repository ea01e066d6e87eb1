#pragma once

namespace arbor {

class InputEvent;

/// Base of every engine server (rendering, physics, audio, input...). Servers never know nodes:
/// nodes reach them through their tree's ServerRegistry.
class IServer {
 public:
  virtual ~IServer() = default;
};

/// A server ticked once per frame, at the end of SceneTree::tick, after transform sync.
class IFrameServer : public virtual IServer {
 public:
  /// `delta` is the frame's process delta (scaled by the tree's time scale).
  virtual void process(double delta) = 0;
};

/// A server stepped with the fixed physics clock. Not stepped while the tree is paused or in
/// edit mode.
class IFixedStepServer : public virtual IServer {
 public:
  /// Before the first fixed step of a frame (also on frames that run no step).
  virtual void before_fixed_steps() {}
  /// One fixed step of `step` seconds (scaled by the time scale), after _physics_process.
  virtual void fixed_step(double step) = 0;
  /// After the frame's fixed steps; `fraction` in [0, 1) is how far the clock is into the next
  /// step (for interpolating render poses).
  virtual void after_fixed_steps(double fraction) { (void)fraction; }
};

/// A server offered every input event pushed into the tree (such as the game's UI), after the
/// nodes with input_before_ui and before the other nodes' _input.
class IInputServer : public virtual IServer {
 public:
  /// Returns true when it consumed `event`: the delivery stops there and the event counts as
  /// handled.
  virtual bool input(const InputEvent& event) = 0;
};

}  // namespace arbor
