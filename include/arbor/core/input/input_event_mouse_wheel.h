// InputEventMouseWheel: the mouse wheel turned (Arbor's own event type).
#pragma once

#include "arbor/core/input/input_event.h"

namespace arbor {

/// The mouse wheel (or a trackpad's scroll) turned by `delta` steps: y > 0 away from the user
/// ("up"), x > 0 to the right. Arbor's own type: Godot reports each wheel step as a press and
/// a release of MouseButton::WHEEL_UP, WHEEL_DOWN, WHEEL_LEFT or WHEEL_RIGHT with the amount in
/// `factor`. Arbor keeps one event per turn; an action mapped to a WHEEL_* button is triggered
/// by a wheel event turning that way, and Input treats it as Godot's press and release pair:
/// the action is just pressed and just released in the same frame, and not held after.
class InputEventMouseWheel : public InputEventMouse {
 public:
  static constexpr InputEventType TYPE = InputEventType::MOUSE_WHEEL;
  static constexpr bool is_type(InputEventType type) { return type == TYPE; }

  InputEventMouseWheel() : InputEventMouse(TYPE) {}

  [[nodiscard]] Vector2 get_delta() const { return delta_; }
  void set_delta(const Vector2& delta) { delta_ = delta; }
  /// A wheel turn counts as pressed (Godot's wheel button press), so actions fire.
  [[nodiscard]] bool is_pressed() const override { return delta_.x != 0 || delta_.y != 0; }
  [[nodiscard]] bool is_action_type() const override { return true; }

  /// The Godot names of the directions turned: "Mouse Wheel Up", "Ctrl+Mouse Wheel Down",
  /// "Mouse Wheel Up, Mouse Wheel Right" (vertical first).
  [[nodiscard]] std::string as_text() const override;
  /// The same wheel direction(s), and with `exact_match` the same modifiers.
  [[nodiscard]] bool is_match(const InputEvent& event, bool exact_match = true) const override;
  [[nodiscard]] std::unique_ptr<InputEvent> clone() const override {
    return std::make_unique<InputEventMouseWheel>(*this);
  }

 private:
  Vector2 delta_;
};

}  // namespace arbor
