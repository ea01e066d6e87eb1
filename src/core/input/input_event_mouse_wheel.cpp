#include "arbor/core/input/input_event_mouse_wheel.h"

#include "core/input/mouse_button_text.h"

namespace arbor {
namespace {

MouseButton vertical(const Vector2& delta) {
  return delta.y > 0 ? MouseButton::WHEEL_UP
                     : (delta.y < 0 ? MouseButton::WHEEL_DOWN : MouseButton::NONE);
}

MouseButton horizontal(const Vector2& delta) {
  return delta.x > 0 ? MouseButton::WHEEL_RIGHT
                     : (delta.x < 0 ? MouseButton::WHEEL_LEFT : MouseButton::NONE);
}

}  // namespace

std::string InputEventMouseWheel::as_text() const {
  const std::string mods = InputEventWithModifiers::as_text();
  std::string text = mods.empty() ? "" : mods + "+";
  const std::string_view up_down = detail::mouse_button_description(vertical(delta_));
  const std::string_view sideways = detail::mouse_button_description(horizontal(delta_));
  text += up_down;
  if (!up_down.empty() && !sideways.empty()) text += ", ";
  text += sideways;
  return text;
}

bool InputEventMouseWheel::is_match(const InputEvent& event, bool exact_match) const {
  const auto* wheel = event.as<InputEventMouseWheel>();
  return wheel && vertical(delta_) == vertical(wheel->delta_) &&
         horizontal(delta_) == horizontal(wheel->delta_) &&
         (!exact_match || get_modifiers_mask() == wheel->get_modifiers_mask());
}

}  // namespace arbor
