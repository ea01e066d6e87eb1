// InputEventJoypadButton: a game controller button (Godot's InputEventJoypadButton).
#pragma once

#include "arbor/core/input/input_event.h"

namespace arbor {

/// A game controller button pressed or released; `device` is the controller's id.
class InputEventJoypadButton : public InputEvent {
 public:
  static constexpr InputEventType TYPE = InputEventType::JOYPAD_BUTTON;
  static constexpr bool is_type(InputEventType type) { return type == TYPE; }

  InputEventJoypadButton() : InputEvent(TYPE) {}

  void set_pressed(bool pressed) { pressed_ = pressed; }
  [[nodiscard]] JoyButton get_button_index() const { return button_index_; }
  void set_button_index(JoyButton index) { button_index_ = index; }
  [[nodiscard]] float get_pressure() const { return pressure_; }
  void set_pressure(float pressure) { pressure_ = pressure; }

  [[nodiscard]] bool is_action_type() const override { return true; }
  /// "Joypad Button 0 (Bottom Action, Sony Cross, Xbox A, Nintendo B)".
  [[nodiscard]] std::string as_text() const override;
  [[nodiscard]] bool is_match(const InputEvent& event, bool exact_match = true) const override;
  bool action_match(const InputEvent& event, bool exact_match, float deadzone,
                    ActionMatch* result) const override;
  [[nodiscard]] std::unique_ptr<InputEvent> clone() const override {
    return std::make_unique<InputEventJoypadButton>(*this);
  }

 private:
  JoyButton button_index_ = JoyButton::A;
  float pressure_ = 0.0f;
};

}  // namespace arbor
