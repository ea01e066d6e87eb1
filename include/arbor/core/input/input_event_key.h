// InputEventKey: a key pressed or released (Godot's InputEventKey).
#pragma once

#include "arbor/core/input/input_event.h"

namespace arbor {

/// A key pressed or released. `keycode` is the key as the keyboard layout labels it (Latin
/// layouts: the upper-case letter), `physical_keycode` the key at that place on a US QWERTY
/// keyboard, `key_label` the layout's label, `unicode` the character typed (0 for none).
class InputEventKey : public InputEventWithModifiers {
 public:
  static constexpr InputEventType TYPE = InputEventType::KEY;
  static constexpr bool is_type(InputEventType type) { return type == TYPE; }

  InputEventKey() : InputEventWithModifiers(TYPE) {}

  void set_pressed(bool pressed) { pressed_ = pressed; }
  [[nodiscard]] Key get_keycode() const { return keycode_; }
  void set_keycode(Key keycode) { keycode_ = keycode; }
  [[nodiscard]] Key get_physical_keycode() const { return physical_keycode_; }
  void set_physical_keycode(Key keycode) { physical_keycode_ = keycode; }
  [[nodiscard]] Key get_key_label() const { return key_label_; }
  void set_key_label(Key label) { key_label_ = label; }
  [[nodiscard]] char32_t get_unicode() const { return unicode_; }
  void set_unicode(char32_t unicode) { unicode_ = unicode; }
  [[nodiscard]] KeyLocation get_location() const { return location_; }
  void set_location(KeyLocation location) { location_ = location; }
  [[nodiscard]] bool is_echo() const override { return echo_; }
  void set_echo(bool echo) { echo_ = echo; }
  [[nodiscard]] Key get_keycode_with_modifiers() const;
  [[nodiscard]] Key get_physical_keycode_with_modifiers() const;

  [[nodiscard]] bool is_action_type() const override { return true; }
  /// Godot's text: "Ctrl+A", "A (Physical)" for a physical-only key, "A (Unicode)" for a
  /// label-only key, "(Unset)" for none.
  [[nodiscard]] std::string as_text() const override;
  [[nodiscard]] std::string as_text_keycode() const;
  [[nodiscard]] std::string as_text_physical_keycode() const;
  [[nodiscard]] bool is_match(const InputEvent& event, bool exact_match = true) const override;
  /// Godot's rule: matched by keycode when this event has one, else by physical keycode (and
  /// location, when set), else by label; the mapped modifiers must be held (exactly, with
  /// `exact_match`).
  bool action_match(const InputEvent& event, bool exact_match, float deadzone,
                    ActionMatch* result) const override;
  [[nodiscard]] std::unique_ptr<InputEvent> clone() const override {
    return std::make_unique<InputEventKey>(*this);
  }

 private:
  Key keycode_ = Key::NONE;
  Key physical_keycode_ = Key::NONE;
  Key key_label_ = Key::NONE;
  char32_t unicode_ = 0;
  KeyLocation location_ = KeyLocation::UNSPECIFIED;
  bool echo_ = false;
};

}  // namespace arbor
