#include "arbor/core/input/input_event_joypad_motion.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string_view>

#include "arbor/core/input/input_map.h"

namespace arbor {
namespace {

// Godot's _joy_axis_descriptions.
constexpr std::string_view kDescriptions[] = {
    "Left Stick X-Axis, Joystick 0 X-Axis",
    "Left Stick Y-Axis, Joystick 0 Y-Axis",
    "Right Stick X-Axis, Joystick 1 X-Axis",
    "Right Stick Y-Axis, Joystick 1 Y-Axis",
    "Joystick 2 X-Axis, Left Trigger, Sony L2, Xbox LT",
    "Joystick 2 Y-Axis, Right Trigger, Sony R2, Xbox RT",
    "Joystick 3 X-Axis",
    "Joystick 3 Y-Axis",
    "Joystick 4 X-Axis",
    "Joystick 4 Y-Axis",
};

}  // namespace

void InputEventJoypadMotion::set_axis_value(float value) {
  axis_value_ = value;
  pressed_ = std::abs(value) >= InputMap::DEFAULT_TOGGLE_DEADZONE;
}

std::string InputEventJoypadMotion::as_text() const {
  const int axis = int(axis_);
  const std::string_view description =
      axis >= 0 && axis < int(JoyAxis::MAX) ? kDescriptions[axis] : "Unknown Joypad Axis";
  char value[32];
  std::snprintf(value, sizeof(value), "%.2f", double(axis_value_));
  return "Joypad Motion on Axis " + std::to_string(axis) + " (" + std::string(description) +
         ") with Value " + value;
}

bool InputEventJoypadMotion::is_match(const InputEvent& event, bool exact_match) const {
  const auto* motion = event.as<InputEventJoypadMotion>();
  return motion && motion->axis_ == axis_ &&
         (!exact_match || (axis_value_ < 0) == (motion->axis_value_ < 0));
}

bool InputEventJoypadMotion::action_match(const InputEvent& event, bool exact_match, float deadzone,
                                          ActionMatch* result) const {
  const auto* motion = event.as<InputEventJoypadMotion>();
  if (!motion || motion->axis_ != axis_) return false;
  // Matches in either direction, but is pressed only the mapped way.
  if (exact_match && (axis_value_ < 0) != (motion->axis_value_ < 0)) return false;
  if (!result) return true;
  const float magnitude = std::abs(motion->axis_value_);
  const bool same_direction =
      (axis_value_ < 0) == (motion->axis_value_ < 0) || motion->axis_value_ == 0;
  result->pressed = same_direction && magnitude >= deadzone;
  if (!result->pressed) {
    result->strength = 0.0f;
  } else if (deadzone == 1.0f) {
    result->strength = 1.0f;
  } else {
    result->strength = std::clamp((magnitude - deadzone) / (1.0f - deadzone), 0.0f, 1.0f);
  }
  result->raw_strength = same_direction ? magnitude : 0.0f;
  return true;
}

}  // namespace arbor
