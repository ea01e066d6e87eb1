#include "arbor/core/input/input_event_mouse_button.h"

#include "arbor/core/input/input_event_mouse_wheel.h"
#include "core/input/modifier_match.h"
#include "core/input/mouse_button_text.h"

namespace arbor {
namespace {

// Whether a wheel turn goes the way a WHEEL_* button names (Arbor's wheel mapping).
bool wheel_turns(MouseButton button, const Vector2& delta) {
  switch (button) {
    case MouseButton::WHEEL_UP:
      return delta.y > 0;
    case MouseButton::WHEEL_DOWN:
      return delta.y < 0;
    case MouseButton::WHEEL_LEFT:
      return delta.x < 0;
    case MouseButton::WHEEL_RIGHT:
      return delta.x > 0;
    default:
      return false;
  }
}

}  // namespace

std::string InputEventMouseButton::as_text() const {
  const std::string mods = InputEventWithModifiers::as_text();
  std::string text = mods.empty() ? "" : mods + "+";
  const std::string_view description = detail::mouse_button_description(button_index_);
  if (!description.empty()) {
    text += description;
  } else {
    text += "Button #" + std::to_string(unsigned(button_index_));
  }
  if (double_click_) text += " (Double Click)";
  return text;
}

bool InputEventMouseButton::is_match(const InputEvent& event, bool exact_match) const {
  const auto* button = event.as<InputEventMouseButton>();
  return button && button_index_ == button->button_index_ &&
         (!exact_match || get_modifiers_mask() == button->get_modifiers_mask());
}

bool InputEventMouseButton::action_match(const InputEvent& event, bool exact_match, float deadzone,
                                         ActionMatch* result) const {
  (void)deadzone;
  if (const auto* wheel = event.as<InputEventMouseWheel>()) {
    if (!wheel_turns(button_index_, wheel->get_delta()) ||
        !detail::modifiers_match(*this, *wheel, exact_match)) {
      return false;
    }
    detail::digital_match(true, result);
    return true;
  }
  const auto* button = event.as<InputEventMouseButton>();
  if (!button || button_index_ != button->button_index_ ||
      !detail::modifiers_match(*this, *button, exact_match)) {
    return false;
  }
  detail::digital_match(button->is_pressed(), result);
  return true;
}

}  // namespace arbor
