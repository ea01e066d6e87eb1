#include "arbor/core/input/input_event_key.h"

#include "core/input/modifier_match.h"

namespace arbor {
namespace {

// Godot's "Mods+Key" joining.
std::string with_modifiers(const InputEventWithModifiers& event, std::string key_text) {
  const std::string mods = event.InputEventWithModifiers::as_text();
  return mods.empty() ? key_text : mods + "+" + key_text;
}

}  // namespace

Key InputEventKey::get_keycode_with_modifiers() const { return keycode_ | get_modifiers_mask(); }

Key InputEventKey::get_physical_keycode_with_modifiers() const {
  return physical_keycode_ | get_modifiers_mask();
}

std::string InputEventKey::as_text() const {
  std::string key;
  if (keycode_ == Key::NONE && physical_keycode_ == Key::NONE && key_label_ != Key::NONE) {
    key = keycode_get_string(key_label_) + " (Unicode)";
  } else if (keycode_ != Key::NONE) {
    key = keycode_get_string(keycode_);
  } else if (physical_keycode_ != Key::NONE) {
    key = keycode_get_string(physical_keycode_) + " (Physical)";
  } else {
    key = "(Unset)";
  }
  return with_modifiers(*this, std::move(key));
}

std::string InputEventKey::as_text_keycode() const {
  return with_modifiers(*this, keycode_ != Key::NONE ? keycode_get_string(keycode_) : "(Unset)");
}

std::string InputEventKey::as_text_physical_keycode() const {
  return with_modifiers(
      *this, physical_keycode_ != Key::NONE ? keycode_get_string(physical_keycode_) : "(Unset)");
}

bool InputEventKey::is_match(const InputEvent& event, bool exact_match) const {
  const auto* key = event.as<InputEventKey>();
  if (!key) return false;
  const bool same_modifiers = !exact_match || get_modifiers_mask() == key->get_modifiers_mask();
  if (keycode_ == Key::NONE && physical_keycode_ == Key::NONE && key_label_ != Key::NONE) {
    return key_label_ == key->key_label_ && same_modifiers;
  }
  if (keycode_ != Key::NONE) return keycode_ == key->keycode_ && same_modifiers;
  if (physical_keycode_ != Key::NONE) {
    if (location_ != KeyLocation::UNSPECIFIED && location_ != key->location_) return false;
    return physical_keycode_ == key->physical_keycode_ && same_modifiers;
  }
  return false;
}

bool InputEventKey::action_match(const InputEvent& event, bool exact_match, float deadzone,
                                 ActionMatch* result) const {
  (void)deadzone;
  const auto* key = event.as<InputEventKey>();
  if (!key) return false;
  bool match = false;
  if (keycode_ == Key::NONE && physical_keycode_ == Key::NONE && key_label_ != Key::NONE) {
    match = key_label_ == key->key_label_;
  } else if (keycode_ != Key::NONE) {
    match = keycode_ == key->keycode_;
  } else if (physical_keycode_ != Key::NONE) {
    match = physical_keycode_ == key->physical_keycode_ &&
            (location_ == KeyLocation::UNSPECIFIED || location_ == key->location_);
  }
  if (!match || !detail::modifiers_match(*this, *key, exact_match)) return false;
  detail::digital_match(key->is_pressed(), result);
  return true;
}

}  // namespace arbor
