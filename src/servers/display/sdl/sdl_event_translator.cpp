#include "servers/display/sdl/sdl_event_translator.h"

#include <algorithm>

#include "servers/display/sdl/sdl_keys.h"

namespace arbor::sdl {
namespace {

// SDL's key modifier state as Godot's four modifier flags.
void set_modifiers(InputEventWithModifiers& event, Uint16 mod) {
  event.set_shift_pressed((mod & KMOD_SHIFT) != 0);
  event.set_ctrl_pressed((mod & KMOD_CTRL) != 0);
  event.set_alt_pressed((mod & KMOD_ALT) != 0);
  event.set_meta_pressed((mod & KMOD_GUI) != 0);
}

MouseButton mouse_button_from_sdl(Uint8 button) {
  switch (button) {
    case SDL_BUTTON_LEFT:
      return MouseButton::LEFT;
    case SDL_BUTTON_MIDDLE:
      return MouseButton::MIDDLE;
    case SDL_BUTTON_RIGHT:
      return MouseButton::RIGHT;
    case SDL_BUTTON_X1:
      return MouseButton::MB_XBUTTON1;
    case SDL_BUTTON_X2:
      return MouseButton::MB_XBUTTON2;
    default:
      return MouseButton::NONE;
  }
}

// The character a printable key types with the modifiers held (key events carry it as Godot's
// unicode; composed text arrives as InputEventText).
char32_t unicode_of(SDL_Keycode keycode, Uint16 mod) {
  if ((keycode & SDLK_SCANCODE_MASK) || keycode < 0x20 || keycode == 0x7F) return 0;
  if (keycode >= 'a' && keycode <= 'z' && ((mod & KMOD_SHIFT) != 0) != ((mod & KMOD_CAPS) != 0)) {
    return char32_t(keycode - 'a' + 'A');
  }
  return char32_t(keycode);
}

// An SDL axis value (-32768 .. 32767) in [-1, 1].
float axis_value(Sint16 value) { return std::max(-1.0f, float(value) / 32767.0f); }

}  // namespace

EventTranslator::~EventTranslator() {
  for (const Controller& controller : controllers_) SDL_GameControllerClose(controller.handle);
}

void EventTranslator::translate(const SDL_Event& event, DisplayEventSink& sink) {
  switch (event.type) {
    case SDL_KEYDOWN:
    case SDL_KEYUP:
      return key(event.key, sink);
    case SDL_TEXTINPUT:
      return text(event.text, sink);
    case SDL_MOUSEMOTION:
      return mouse_motion(event.motion, sink);
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
      return mouse_button(event.button, sink);
    case SDL_MOUSEWHEEL:
      return mouse_wheel(event.wheel, sink);
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP:
      return controller_button(event.cbutton, sink);
    case SDL_CONTROLLERAXISMOTION:
      return controller_axis(event.caxis, sink);
    case SDL_CONTROLLERDEVICEADDED:
      return controller_added(event.cdevice.which, sink);
    case SDL_CONTROLLERDEVICEREMOVED:
      return controller_removed(event.cdevice.which, sink);
    case SDL_WINDOWEVENT:
      return window(event.window, sink);
    case SDL_QUIT:
      return sink.close_requested();
    default:
      return;
  }
}

void EventTranslator::key(const SDL_KeyboardEvent& event, DisplayEventSink& sink) {
  const SDL_Keysym& sym = event.keysym;
  key_.set_pressed(event.state == SDL_PRESSED);
  key_.set_echo(event.repeat != 0);
  key_.set_keycode(key_from_keycode(sym.sym));
  key_.set_key_label(key_from_keycode(sym.sym));
  key_.set_physical_keycode(key_from_scancode(sym.scancode));
  key_.set_location(location_from_scancode(sym.scancode));
  key_.set_unicode(event.state == SDL_PRESSED ? unicode_of(sym.sym, sym.mod) : 0);
  set_modifiers(key_, sym.mod);
  sink.input_event(key_);
}

void EventTranslator::text(const SDL_TextInputEvent& event, DisplayEventSink& sink) {
  text_.set_text(event.text);
  sink.input_event(text_);
}

void EventTranslator::mouse_motion(const SDL_MouseMotionEvent& event, DisplayEventSink& sink) {
  const Vector2 position(real_t(event.x), real_t(event.y));
  const Vector2 relative(real_t(event.xrel), real_t(event.yrel));
  // Velocity from the time since the previous motion event (Godot tracks it the same way).
  const Uint32 elapsed_ms = event.timestamp - last_motion_ms_;
  last_motion_ms_ = event.timestamp;
  const Vector2 velocity =
      elapsed_ms > 0 && elapsed_ms < 1000 ? relative * (1000.0f / real_t(elapsed_ms)) : Vector2();
  motion_.set_position(position);
  motion_.set_global_position(position);
  motion_.set_relative(relative);
  motion_.set_screen_relative(relative);
  motion_.set_velocity(velocity);
  motion_.set_screen_velocity(velocity);
  motion_.set_button_mask(mouse_mask_);
  set_modifiers(motion_, Uint16(SDL_GetModState()));
  sink.input_event(motion_);
}

void EventTranslator::mouse_button(const SDL_MouseButtonEvent& event, DisplayEventSink& sink) {
  const MouseButton index = mouse_button_from_sdl(event.button);
  if (index == MouseButton::NONE) return;
  const bool pressed = event.state == SDL_PRESSED;
  const MouseButtonMask bit = mouse_button_to_mask(index);
  mouse_mask_ = pressed ? (mouse_mask_ | bit) : (mouse_mask_ & ~bit);
  const Vector2 position(real_t(event.x), real_t(event.y));
  button_.set_button_index(index);
  button_.set_pressed(pressed);
  button_.set_double_click(pressed && event.clicks == 2);
  button_.set_position(position);
  button_.set_global_position(position);
  button_.set_button_mask(mouse_mask_);
  set_modifiers(button_, Uint16(SDL_GetModState()));
  sink.input_event(button_);
}

void EventTranslator::mouse_wheel(const SDL_MouseWheelEvent& event, DisplayEventSink& sink) {
  // SDL reports natural scrolling as flipped; Arbor's delta is the physical turn (y > 0 up).
  const float flip = event.direction == SDL_MOUSEWHEEL_FLIPPED ? -1.0f : 1.0f;
  const Vector2 position(real_t(event.mouseX), real_t(event.mouseY));
  wheel_.set_delta(Vector2(event.preciseX * flip, event.preciseY * flip));
  wheel_.set_position(position);
  wheel_.set_global_position(position);
  wheel_.set_button_mask(mouse_mask_);
  set_modifiers(wheel_, Uint16(SDL_GetModState()));
  sink.input_event(wheel_);
}

void EventTranslator::controller_button(const SDL_ControllerButtonEvent& event,
                                        DisplayEventSink& sink) {
  // SDL's SDL_GameControllerButton numbering is Godot's JoyButton numbering.
  joy_button_.set_device(device_of(event.which));
  joy_button_.set_button_index(JoyButton(event.button));
  joy_button_.set_pressed(event.state == SDL_PRESSED);
  joy_button_.set_pressure(event.state == SDL_PRESSED ? 1.0f : 0.0f);
  sink.input_event(joy_button_);
}

void EventTranslator::controller_axis(const SDL_ControllerAxisEvent& event,
                                      DisplayEventSink& sink) {
  // SDL's SDL_GameControllerAxis numbering is Godot's JoyAxis numbering.
  joy_motion_.set_device(device_of(event.which));
  joy_motion_.set_axis(JoyAxis(event.axis));
  joy_motion_.set_axis_value(axis_value(event.value));
  sink.input_event(joy_motion_);
}

void EventTranslator::controller_added(int joystick_index, DisplayEventSink& sink) {
  SDL_GameController* handle = SDL_GameControllerOpen(joystick_index);
  if (!handle) return;
  const SDL_JoystickID instance = SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(handle));
  const bool known =
      std::any_of(controllers_.begin(), controllers_.end(),
                  [instance](const Controller& c) { return c.instance == instance; });
  if (known) {  // SDL reports controllers present at start-up again
    SDL_GameControllerClose(handle);
    return;
  }
  int device = 0;
  while (std::any_of(controllers_.begin(), controllers_.end(),
                     [device](const Controller& c) { return c.device == device; })) {
    ++device;
  }
  controllers_.push_back({instance, device, handle});
  const char* name = SDL_GameControllerName(handle);
  sink.joypad_connection_changed(device, true, name ? name : "");
}

void EventTranslator::controller_removed(SDL_JoystickID instance, DisplayEventSink& sink) {
  auto it = std::find_if(controllers_.begin(), controllers_.end(),
                         [instance](const Controller& c) { return c.instance == instance; });
  if (it == controllers_.end()) return;
  const int device = it->device;
  SDL_GameControllerClose(it->handle);
  controllers_.erase(it);
  sink.joypad_connection_changed(device, false, "");
}

void EventTranslator::window(const SDL_WindowEvent& event, DisplayEventSink& sink) {
  if (event.event == SDL_WINDOWEVENT_CLOSE) {
    sink.close_requested();
  } else if (event.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
    sink.window_resized(Vector2i(event.data1, event.data2));
  }
}

int EventTranslator::device_of(SDL_JoystickID instance) const {
  for (const Controller& controller : controllers_) {
    if (controller.instance == instance) return controller.device;
  }
  return int(instance);
}

}  // namespace arbor::sdl
