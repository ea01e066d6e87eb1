// InputEventAction: an action pressed or released directly (Godot's InputEventAction).
#pragma once

#include "arbor/core/input/input_event.h"

namespace arbor {

/// An action pressed or released by code rather than by a device (a virtual joystick, a
/// replay, an AI). Pushed into a tree, it updates the action's state like a mapped event.
class InputEventAction : public InputEvent {
 public:
  static constexpr InputEventType TYPE = InputEventType::ACTION;
  static constexpr bool is_type(InputEventType type) { return type == TYPE; }

  InputEventAction() : InputEvent(TYPE) {}
  explicit InputEventAction(const StringName& action, bool pressed = true, float strength = 1.0f)
      : InputEvent(TYPE), action_(action) {
    pressed_ = pressed;
    set_strength(strength);
  }

  [[nodiscard]] const StringName& get_action() const { return action_; }
  void set_action(const StringName& action) { action_ = action; }
  void set_pressed(bool pressed) { pressed_ = pressed; }
  [[nodiscard]] float get_strength() const { return strength_; }
  /// Clamped to [0, 1].
  void set_strength(float strength);
  /// Which of the action's slots this press occupies (-1: its own slot, after the mapped
  /// events), so that two sources can hold one action independently (Godot's event_index).
  [[nodiscard]] int get_event_index() const { return event_index_; }
  void set_event_index(int index) { event_index_ = index; }

  [[nodiscard]] bool is_action_type() const override { return true; }
  /// The action's name (Godot shows the first mapped event's text, which needs the InputMap).
  [[nodiscard]] std::string as_text() const override { return action_.str(); }
  /// Another InputEventAction for the same action.
  [[nodiscard]] bool is_match(const InputEvent& event, bool exact_match = true) const override;
  bool action_match(const InputEvent& event, bool exact_match, float deadzone,
                    ActionMatch* result) const override;
  [[nodiscard]] std::unique_ptr<InputEvent> clone() const override {
    return std::make_unique<InputEventAction>(*this);
  }

 private:
  StringName action_;
  float strength_ = 1.0f;
  int event_index_ = -1;
};

}  // namespace arbor
