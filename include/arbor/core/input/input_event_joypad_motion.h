// InputEventJoypadMotion: a game controller axis moved (Godot's InputEventJoypadMotion).
#pragma once

#include "arbor/core/input/input_event.h"

namespace arbor {

/// A game controller stick or trigger moved to `axis_value` in [-1, 1]. It counts as pressed
/// when |axis_value| >= 0.5 (Godot's InputMap::DEFAULT_TOGGLE_DEADZONE).
class InputEventJoypadMotion : public InputEvent {
 public:
  static constexpr InputEventType TYPE = InputEventType::JOYPAD_MOTION;
  static constexpr bool is_type(InputEventType type) { return type == TYPE; }

  InputEventJoypadMotion() : InputEvent(TYPE) {}

  [[nodiscard]] JoyAxis get_axis() const { return axis_; }
  void set_axis(JoyAxis axis) { axis_ = axis; }
  [[nodiscard]] float get_axis_value() const { return axis_value_; }
  void set_axis_value(float value);

  [[nodiscard]] bool is_action_type() const override { return true; }
  /// "Joypad Motion on Axis 0 (Left Stick X-Axis, Joystick 0 X-Axis) with Value 0.50".
  [[nodiscard]] std::string as_text() const override;
  [[nodiscard]] bool is_match(const InputEvent& event, bool exact_match = true) const override;
  /// Godot's rule: the same axis matches in either direction; it is pressed when it points the
  /// mapped way at least `deadzone` far, with strength rescaled from [deadzone, 1] to [0, 1].
  bool action_match(const InputEvent& event, bool exact_match, float deadzone,
                    ActionMatch* result) const override;
  [[nodiscard]] std::unique_ptr<InputEvent> clone() const override {
    return std::make_unique<InputEventJoypadMotion>(*this);
  }

 private:
  JoyAxis axis_ = JoyAxis::LEFT_X;
  float axis_value_ = 0.0f;
};

}  // namespace arbor
