#include "arbor/core/input/input_event_action.h"

#include <algorithm>

#include "core/input/modifier_match.h"

namespace arbor {

void InputEventAction::set_strength(float strength) {
  strength_ = std::clamp(strength, 0.0f, 1.0f);
}

bool InputEventAction::is_match(const InputEvent& event, bool exact_match) const {
  (void)exact_match;
  const auto* action = event.as<InputEventAction>();
  return action && action->action_ == action_;
}

bool InputEventAction::action_match(const InputEvent& event, bool exact_match, float deadzone,
                                    ActionMatch* result) const {
  (void)exact_match;
  (void)deadzone;
  const auto* action = event.as<InputEventAction>();
  if (!action || action->action_ != action_) return false;
  detail::digital_match(action->is_pressed(), result);
  return true;
}

}  // namespace arbor
