#include "arbor/core/input/input_event.h"

#include "arbor/core/input/input_map.h"

namespace arbor {

bool InputEvent::is_match(const InputEvent& event, bool exact_match) const {
  (void)event;
  (void)exact_match;
  return false;
}

bool InputEvent::action_match(const InputEvent& event, bool exact_match, float deadzone,
                              ActionMatch* result) const {
  (void)event;
  (void)exact_match;
  (void)deadzone;
  (void)result;
  return false;
}

bool InputEvent::is_action(const InputMap& map, const StringName& action, bool exact_match) const {
  return map.event_is_action(*this, action, exact_match);
}

bool InputEvent::is_action_pressed(const InputMap& map, const StringName& action, bool allow_echo,
                                   bool exact_match) const {
  const auto status = map.event_get_action_status(*this, action, exact_match);
  return status && status->match.pressed && (allow_echo || !is_echo());
}

bool InputEvent::is_action_released(const InputMap& map, const StringName& action,
                                    bool exact_match) const {
  const auto status = map.event_get_action_status(*this, action, exact_match);
  return status && !status->match.pressed;
}

float InputEvent::get_action_strength(const InputMap& map, const StringName& action,
                                      bool exact_match) const {
  const auto status = map.event_get_action_status(*this, action, exact_match);
  return status ? status->match.strength : 0.0f;
}

float InputEvent::get_action_raw_strength(const InputMap& map, const StringName& action,
                                          bool exact_match) const {
  const auto status = map.event_get_action_status(*this, action, exact_match);
  return status ? status->match.raw_strength : 0.0f;
}

// -- InputEventWithModifiers ----------------------------------------------------------------------

void InputEventWithModifiers::set_modifiers_from_event(const InputEventWithModifiers& event) {
  shift_pressed_ = event.shift_pressed_;
  alt_pressed_ = event.alt_pressed_;
  ctrl_pressed_ = event.ctrl_pressed_;
  meta_pressed_ = event.meta_pressed_;
}

KeyModifierMask InputEventWithModifiers::get_modifiers_mask() const {
  KeyModifierMask mask = KeyModifierMask::NONE;
  if (ctrl_pressed_) mask = mask | KeyModifierMask::CTRL;
  if (shift_pressed_) mask = mask | KeyModifierMask::SHIFT;
  if (alt_pressed_) mask = mask | KeyModifierMask::ALT;
  if (meta_pressed_) mask = mask | KeyModifierMask::META;
  return mask;
}

std::string InputEventWithModifiers::as_text() const {
  std::string text;
  const auto add = [&text](bool held, Key name) {
    if (!held) return;
    if (!text.empty()) text += '+';
    text += find_keycode_name(name);
  };
  add(ctrl_pressed_, Key::CTRL);
  add(shift_pressed_, Key::SHIFT);
  add(alt_pressed_, Key::ALT);
  add(meta_pressed_, Key::META);
  return text;
}

}  // namespace arbor
