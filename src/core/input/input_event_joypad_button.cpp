#include "arbor/core/input/input_event_joypad_button.h"

#include <string_view>

#include "arbor/core/variant/variant.h"
#include "core/input/modifier_match.h"

namespace arbor {
namespace {

// Godot's _joy_button_descriptions.
constexpr std::string_view kDescriptions[] = {
    "Bottom Action, Sony Cross, Xbox A, Nintendo B",
    "Right Action, Sony Circle, Xbox B, Nintendo A",
    "Left Action, Sony Square, Xbox X, Nintendo Y",
    "Top Action, Sony Triangle, Xbox Y, Nintendo X",
    "Back, Sony Select, Xbox Back, Nintendo -",
    "Guide, Sony PS, Xbox Home",
    "Start, Xbox Menu, Nintendo +",
    "Left Stick, Sony L3, Xbox L/LS",
    "Right Stick, Sony R3, Xbox R/RS",
    "Left Shoulder, Sony L1, Xbox LB",
    "Right Shoulder, Sony R1, Xbox RB",
    "D-pad Up",
    "D-pad Down",
    "D-pad Left",
    "D-pad Right",
    "Xbox Share, PS5 Microphone, Nintendo Capture",
    "Xbox Paddle 1",
    "Xbox Paddle 2",
    "Xbox Paddle 3",
    "Xbox Paddle 4",
    "PS4/5 Touchpad",
};

}  // namespace

std::string InputEventJoypadButton::as_text() const {
  const int index = int(button_index_);
  std::string text = "Joypad Button " + std::to_string(index);
  if (index > int(JoyButton::INVALID) && index < int(JoyButton::SDL_MAX)) {
    text += " (" + std::string(kDescriptions[index]) + ")";
  }
  if (pressure_ != 0) text += ", Pressure: " + Variant(pressure_).stringify();
  return text;
}

bool InputEventJoypadButton::is_match(const InputEvent& event, bool exact_match) const {
  (void)exact_match;
  const auto* button = event.as<InputEventJoypadButton>();
  return button && button->button_index_ == button_index_;
}

bool InputEventJoypadButton::action_match(const InputEvent& event, bool exact_match, float deadzone,
                                          ActionMatch* result) const {
  (void)exact_match;
  (void)deadzone;
  const auto* button = event.as<InputEventJoypadButton>();
  if (!button || button->button_index_ != button_index_) return false;
  detail::digital_match(button->is_pressed(), result);
  return true;
}

}  // namespace arbor
