// DisplayServer: the window and the input devices behind it (Godot's DisplayServer), without
// any backend type. Backends: a null one (always built, headless) and SDL2
// (arbor/servers/sdl_display_server.h, target arbor::display_sdl).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "arbor/core/math/vector2i.h"
#include "arbor/servers/server.h"

namespace arbor {

class InputEvent;

/// What a window opens with.
struct WindowSettings {
  std::string title = "Arbor";
  Vector2i size{1280, 720};
  bool resizable = true;
};

/// The platform's handles of a window, for a renderer that draws into it (no backend type: the
/// renderer casts them back).
struct NativeWindowHandle {
  enum class System : std::uint8_t { NONE, X11, WAYLAND };
  System system = System::NONE;
  void* display = nullptr;   ///< X11: the Display*; Wayland: the wl_display*
  std::uint64_t window = 0;  ///< X11: the Window; Wayland: the wl_surface* as an integer
};

/// Where a display server delivers what happened since the last process_events(): the frame
/// loop forwards it to a tree (SceneTree::push_input, Input::add_joypad, SceneTree::quit).
class DisplayEventSink {
 public:
  virtual ~DisplayEventSink() = default;
  /// An input event, valid only during the call (backends reuse one instance per type).
  virtual void input_event(const InputEvent& event) = 0;
  /// The user asked to close the window (Godot's NOTIFICATION_WM_CLOSE_REQUEST).
  virtual void close_requested() = 0;
  virtual void window_resized(Vector2i size) { (void)size; }
  /// A game controller was plugged in (`connected`) or out; `device` is the id its events carry.
  virtual void joypad_connection_changed(int device, bool connected, std::string_view name) {
    (void)device;
    (void)connected;
    (void)name;
  }
};

/// A window (or none, headless) and the platform's event queue. Not thread-safe: call it from
/// the thread that created it.
class DisplayServer : public virtual IServer {
 public:
  /// Whether a real window is open (false for the null backend).
  [[nodiscard]] virtual bool has_window() const = 0;
  [[nodiscard]] virtual std::string window_get_title() const = 0;
  virtual void window_set_title(std::string_view title) = 0;
  [[nodiscard]] virtual Vector2i window_get_size() const = 0;
  virtual void window_set_size(Vector2i size) = 0;
  /// Translates every pending platform event and delivers it to `sink`, in order.
  virtual void process_events(DisplayEventSink& sink) = 0;
  /// The window's platform handles (System::NONE without a window).
  [[nodiscard]] virtual NativeWindowHandle window_get_native_handle() const { return {}; }
};

/// A display without a window: window state is kept but nothing is shown. Events and controller
/// hot-plugs queued with push_event and push_joypad_connection (a script, a simulator, a test)
/// are delivered by the next process_events after a pending resize, in the order they were
/// queued, then a queued close request, so it doubles as the platform layer's mock.
class NullDisplayServer : public DisplayServer {
 public:
  explicit NullDisplayServer(WindowSettings settings = {});
  ~NullDisplayServer() override;

  [[nodiscard]] bool has_window() const override { return false; }
  [[nodiscard]] std::string window_get_title() const override { return settings_.title; }
  void window_set_title(std::string_view title) override { settings_.title = title; }
  [[nodiscard]] Vector2i window_get_size() const override { return settings_.size; }
  /// Resizes the (absent) window; the next process_events reports the new size, as a
  /// platform reports a resize.
  void window_set_size(Vector2i size) override;
  void process_events(DisplayEventSink& sink) override;

  /// Queues a copy of `event` for the next process_events.
  void push_event(const InputEvent& event);
  /// Queues a controller plugged in (`connected`) or out, as SDL's hot-plug reports it.
  void push_joypad_connection(int device, bool connected, std::string_view name = "");
  /// Queues a close request for the next process_events.
  void push_close_request() { close_requested_ = true; }

 private:
  /// An event (`event` set) or a controller plugged in or out.
  struct Queued {
    std::unique_ptr<InputEvent> event;
    int device = 0;
    bool connected = false;
    std::string name;
  };

  WindowSettings settings_;
  std::vector<Queued> queued_;
  bool close_requested_ = false;
  bool resized_ = false;
};

}  // namespace arbor
