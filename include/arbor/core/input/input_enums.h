// Mouse and joypad codes: Godot 4's MouseButton, MouseButtonMask, JoyButton and JoyAxis
// (core/input/input_enums.h), with the same values.
#pragma once

#include <cstdint>

namespace arbor {

/// A mouse button. WHEEL_* are the buttons Godot uses for wheel steps; Arbor delivers the wheel
/// as InputEventMouseWheel instead, which matches actions mapped to these buttons.
enum class MouseButton : std::uint8_t {
  NONE = 0,
  LEFT = 1,
  RIGHT = 2,
  MIDDLE = 3,
  WHEEL_UP = 4,
  WHEEL_DOWN = 5,
  WHEEL_LEFT = 6,
  WHEEL_RIGHT = 7,
  MB_XBUTTON1 = 8,
  MB_XBUTTON2 = 9,
};

/// The buttons held, one bit per MouseButton (bit button - 1).
enum class MouseButtonMask : std::uint32_t {
  NONE = 0,
  LEFT = 1u << 0,
  RIGHT = 1u << 1,
  MIDDLE = 1u << 2,
  MB_XBUTTON1 = 1u << 7,
  MB_XBUTTON2 = 1u << 8,
};

constexpr MouseButtonMask operator|(MouseButtonMask a, MouseButtonMask b) {
  return MouseButtonMask(std::uint32_t(a) | std::uint32_t(b));
}
constexpr MouseButtonMask operator&(MouseButtonMask a, MouseButtonMask b) {
  return MouseButtonMask(std::uint32_t(a) & std::uint32_t(b));
}
constexpr MouseButtonMask operator~(MouseButtonMask a) {
  return MouseButtonMask(~std::uint32_t(a));
}

/// The mask bit of a button (NONE for MouseButton::NONE).
constexpr MouseButtonMask mouse_button_to_mask(MouseButton button) {
  return button == MouseButton::NONE ? MouseButtonMask::NONE
                                     : MouseButtonMask(1u << (unsigned(button) - 1));
}

/// A game controller button (SDL's layout, as Godot numbers it).
enum class JoyButton : std::int32_t {
  INVALID = -1,
  A = 0,
  B = 1,
  X = 2,
  Y = 3,
  BACK = 4,
  GUIDE = 5,
  START = 6,
  LEFT_STICK = 7,
  RIGHT_STICK = 8,
  LEFT_SHOULDER = 9,
  RIGHT_SHOULDER = 10,
  DPAD_UP = 11,
  DPAD_DOWN = 12,
  DPAD_LEFT = 13,
  DPAD_RIGHT = 14,
  MISC1 = 15,
  PADDLE1 = 16,
  PADDLE2 = 17,
  PADDLE3 = 18,
  PADDLE4 = 19,
  TOUCHPAD = 20,
  SDL_MAX = 21,
  MAX = 128,
};

/// A game controller axis; values are in [-1, 1] (triggers in [0, 1]).
enum class JoyAxis : std::int32_t {
  INVALID = -1,
  LEFT_X = 0,
  LEFT_Y = 1,
  RIGHT_X = 2,
  RIGHT_Y = 3,
  TRIGGER_LEFT = 4,
  TRIGGER_RIGHT = 5,
  SDL_MAX = 6,
  MAX = 10,
};

}  // namespace arbor
