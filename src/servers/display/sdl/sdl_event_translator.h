// Turns SDL2 events into Arbor input events. Private to the SDL display backend.
#pragma once

#include <SDL.h>

#include <vector>

#include "arbor/core/input/input_events.h"
#include "arbor/servers/display_server.h"

namespace arbor::sdl {

/// Translates SDL events into InputEvents delivered to a DisplayEventSink, reusing one event
/// instance per type (no allocation per event). Game controllers are opened when SDL reports
/// them (hot-plug) and numbered from 0, reusing the lowest free number; their events carry it as
/// the device.
class EventTranslator {
 public:
  EventTranslator() = default;
  EventTranslator(const EventTranslator&) = delete;
  EventTranslator& operator=(const EventTranslator&) = delete;
  ~EventTranslator();

  /// Delivers what `event` means to `sink`; events Arbor does not use are ignored.
  void translate(const SDL_Event& event, DisplayEventSink& sink);

 private:
  struct Controller {
    SDL_JoystickID instance;
    int device;
    SDL_GameController* handle;
  };

  void key(const SDL_KeyboardEvent& event, DisplayEventSink& sink);
  void text(const SDL_TextInputEvent& event, DisplayEventSink& sink);
  void mouse_motion(const SDL_MouseMotionEvent& event, DisplayEventSink& sink);
  void mouse_button(const SDL_MouseButtonEvent& event, DisplayEventSink& sink);
  void mouse_wheel(const SDL_MouseWheelEvent& event, DisplayEventSink& sink);
  void controller_button(const SDL_ControllerButtonEvent& event, DisplayEventSink& sink);
  void controller_axis(const SDL_ControllerAxisEvent& event, DisplayEventSink& sink);
  void controller_added(int joystick_index, DisplayEventSink& sink);
  void controller_removed(SDL_JoystickID instance, DisplayEventSink& sink);
  void window(const SDL_WindowEvent& event, DisplayEventSink& sink);
  /// The device number of a controller; an instance SDL never reported keeps its own id.
  [[nodiscard]] int device_of(SDL_JoystickID instance) const;

  InputEventKey key_;
  InputEventText text_;
  InputEventMouseMotion motion_;
  InputEventMouseButton button_;
  InputEventMouseWheel wheel_;
  InputEventJoypadButton joy_button_;
  InputEventJoypadMotion joy_motion_;
  MouseButtonMask mouse_mask_ = MouseButtonMask::NONE;
  Uint32 last_motion_ms_ = 0;
  std::vector<Controller> controllers_;
};

}  // namespace arbor::sdl
