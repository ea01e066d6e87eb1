// InputEventMouseMotion: the mouse moved (Godot's InputEventMouseMotion).
#pragma once

#include "arbor/core/input/input_event.h"

namespace arbor {

/// The mouse (or a pen) moved: `relative` since the last motion event, `velocity` in pixels
/// per second; `button_mask` holds the buttons held meanwhile.
class InputEventMouseMotion : public InputEventMouse {
 public:
  static constexpr InputEventType TYPE = InputEventType::MOUSE_MOTION;
  static constexpr bool is_type(InputEventType type) { return type == TYPE; }

  InputEventMouseMotion() : InputEventMouse(TYPE) {}

  [[nodiscard]] Vector2 get_relative() const { return relative_; }
  void set_relative(const Vector2& relative) { relative_ = relative; }
  [[nodiscard]] Vector2 get_screen_relative() const { return screen_relative_; }
  void set_screen_relative(const Vector2& relative) { screen_relative_ = relative; }
  [[nodiscard]] Vector2 get_velocity() const { return velocity_; }
  void set_velocity(const Vector2& velocity) { velocity_ = velocity; }
  [[nodiscard]] Vector2 get_screen_velocity() const { return screen_velocity_; }
  void set_screen_velocity(const Vector2& velocity) { screen_velocity_ = velocity; }
  [[nodiscard]] float get_pressure() const { return pressure_; }
  void set_pressure(float pressure) { pressure_ = pressure; }
  [[nodiscard]] Vector2 get_tilt() const { return tilt_; }
  void set_tilt(const Vector2& tilt) { tilt_ = tilt; }
  [[nodiscard]] bool get_pen_inverted() const { return pen_inverted_; }
  void set_pen_inverted(bool inverted) { pen_inverted_ = inverted; }

  /// Godot's text: "Mouse motion at position ((10, 20)) with velocity ((0, 0))".
  [[nodiscard]] std::string as_text() const override;
  [[nodiscard]] std::unique_ptr<InputEvent> clone() const override {
    return std::make_unique<InputEventMouseMotion>(*this);
  }

 private:
  Vector2 relative_;
  Vector2 screen_relative_;
  Vector2 velocity_;
  Vector2 screen_velocity_;
  Vector2 tilt_;
  float pressure_ = 0.0f;
  bool pen_inverted_ = false;
};

}  // namespace arbor
