// InputEventMouseButton: a mouse button pressed or released (Godot's InputEventMouseButton).
#pragma once

#include "arbor/core/input/input_event.h"

namespace arbor {

/// A mouse button pressed or released at a position. Wheel steps come as InputEventMouseWheel.
class InputEventMouseButton : public InputEventMouse {
 public:
  static constexpr InputEventType TYPE = InputEventType::MOUSE_BUTTON;
  static constexpr bool is_type(InputEventType type) { return type == TYPE; }

  InputEventMouseButton() : InputEventMouse(TYPE) {}

  void set_pressed(bool pressed) { pressed_ = pressed; }
  [[nodiscard]] MouseButton get_button_index() const { return button_index_; }
  void set_button_index(MouseButton index) { button_index_ = index; }
  [[nodiscard]] bool is_double_click() const { return double_click_; }
  void set_double_click(bool double_click) { double_click_ = double_click; }
  /// How far the wheel turned, for wheel buttons (Godot's factor); 1 otherwise.
  [[nodiscard]] float get_factor() const { return factor_; }
  void set_factor(float factor) { factor_ = factor; }

  [[nodiscard]] bool is_action_type() const override { return true; }
  /// "Shift+Left Mouse Button", "Button #12", "... (Double Click)".
  [[nodiscard]] std::string as_text() const override;
  [[nodiscard]] bool is_match(const InputEvent& event, bool exact_match = true) const override;
  /// Godot's rule, plus: a mapped WHEEL_* button matches an InputEventMouseWheel turning that
  /// way (WHEEL_UP: delta.y > 0, WHEEL_DOWN: delta.y < 0, WHEEL_LEFT: delta.x < 0,
  /// WHEEL_RIGHT: delta.x > 0), as a press.
  bool action_match(const InputEvent& event, bool exact_match, float deadzone,
                    ActionMatch* result) const override;
  [[nodiscard]] std::unique_ptr<InputEvent> clone() const override {
    return std::make_unique<InputEventMouseButton>(*this);
  }

 private:
  MouseButton button_index_ = MouseButton::NONE;
  bool double_click_ = false;
  float factor_ = 1.0f;
};

}  // namespace arbor
