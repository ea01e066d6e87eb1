// InputEvent: the base of every input event (Godot's core/input/input_event.h), and the two
// abstract bases that add keyboard modifiers and a mouse position.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "arbor/core/input/input_enums.h"
#include "arbor/core/input/keyboard.h"
#include "arbor/core/math/vector2.h"
#include "arbor/core/string/string_name.h"

namespace arbor {

class InputMap;

/// The concrete event types; InputEvent::as<T>() checks against them.
enum class InputEventType : std::uint8_t {
  KEY,
  TEXT,
  MOUSE_BUTTON,
  MOUSE_MOTION,
  MOUSE_WHEEL,
  JOYPAD_BUTTON,
  JOYPAD_MOTION,
  ACTION,
};

/// What an event does to an action it matches (the out-parameters of Godot's action_match).
struct ActionMatch {
  bool pressed = false;
  float strength = 0.0f;      ///< in [0, 1], after the action's deadzone
  float raw_strength = 0.0f;  ///< in [0, 1], ignoring the deadzone
};

/// One input event: plain data, copyable, not reference counted. The code that feeds events
/// (the platform layer, a replay) may reuse one instance per type, so a handler that keeps an
/// event keeps clone(). Actions are resolved through an InputMap passed explicitly, since
/// every SceneTree has its own (SceneTree::get_input().get_input_map()).
class InputEvent {
 public:
  /// Device id of events synthesised from other devices (Godot's DEVICE_ID_EMULATION).
  static constexpr int DEVICE_ID_EMULATION = -1;

  virtual ~InputEvent() = default;

  [[nodiscard]] InputEventType get_type() const { return type_; }
  [[nodiscard]] int get_device() const { return device_; }
  void set_device(int device) { device_ = device; }

  [[nodiscard]] virtual bool is_pressed() const { return pressed_; }
  [[nodiscard]] bool is_released() const { return !is_pressed(); }
  [[nodiscard]] virtual bool is_echo() const { return false; }
  /// Whether the event can trigger actions (keys, buttons, axes, actions; not motion or text).
  [[nodiscard]] virtual bool is_action_type() const { return false; }
  /// A human-readable description, Godot's text where Godot has the type ("Ctrl+A",
  /// "Left Mouse Button", "Joypad Button 0 (...)").
  [[nodiscard]] virtual std::string as_text() const = 0;
  /// Whether `event` is the same input as this one (same key, button or axis; with
  /// `exact_match`, the same modifiers or axis direction too). Godot's is_match.
  [[nodiscard]] virtual bool is_match(const InputEvent& event, bool exact_match = true) const;
  /// For an event mapped to an action: whether the incoming `event` triggers it, and how
  /// (`result`, may be null). `deadzone` is the action's. Godot's action_match.
  virtual bool action_match(const InputEvent& event, bool exact_match, float deadzone,
                            ActionMatch* result) const;
  /// A copy of the concrete event.
  [[nodiscard]] virtual std::unique_ptr<InputEvent> clone() const = 0;

  // -- actions, resolved through `map` (Godot's InputEvent.is_action and friends) -------------
  [[nodiscard]] bool is_action(const InputMap& map, const StringName& action,
                               bool exact_match = false) const;
  [[nodiscard]] bool is_action_pressed(const InputMap& map, const StringName& action,
                                       bool allow_echo = false, bool exact_match = false) const;
  [[nodiscard]] bool is_action_released(const InputMap& map, const StringName& action,
                                        bool exact_match = false) const;
  [[nodiscard]] float get_action_strength(const InputMap& map, const StringName& action,
                                          bool exact_match = false) const;
  [[nodiscard]] float get_action_raw_strength(const InputMap& map, const StringName& action,
                                              bool exact_match = false) const;

  /// This event as a T (a concrete type or an abstract base), or nullptr.
  template <class T>
  [[nodiscard]] const T* as() const {
    return T::is_type(type_) ? static_cast<const T*>(this) : nullptr;
  }
  template <class T>
  [[nodiscard]] T* as() {
    return T::is_type(type_) ? static_cast<T*>(this) : nullptr;
  }

 protected:
  explicit InputEvent(InputEventType type) : type_(type) {}
  InputEvent(const InputEvent&) = default;
  InputEvent& operator=(const InputEvent&) = default;

  bool pressed_ = false;

 private:
  InputEventType type_;
  int device_ = 0;
};

/// An event carrying the keyboard modifiers held when it happened (Godot's
/// InputEventWithModifiers): keys and mouse events.
class InputEventWithModifiers : public InputEvent {
 public:
  static constexpr bool is_type(InputEventType type) {
    return type == InputEventType::KEY || type == InputEventType::MOUSE_BUTTON ||
           type == InputEventType::MOUSE_MOTION || type == InputEventType::MOUSE_WHEEL;
  }

  [[nodiscard]] bool is_shift_pressed() const { return shift_pressed_; }
  void set_shift_pressed(bool pressed) { shift_pressed_ = pressed; }
  [[nodiscard]] bool is_alt_pressed() const { return alt_pressed_; }
  void set_alt_pressed(bool pressed) { alt_pressed_ = pressed; }
  [[nodiscard]] bool is_ctrl_pressed() const { return ctrl_pressed_; }
  void set_ctrl_pressed(bool pressed) { ctrl_pressed_ = pressed; }
  [[nodiscard]] bool is_meta_pressed() const { return meta_pressed_; }
  void set_meta_pressed(bool pressed) { meta_pressed_ = pressed; }
  /// Ctrl on Linux and Windows (Arbor does not remap to Command).
  [[nodiscard]] bool is_command_or_control_pressed() const { return ctrl_pressed_; }
  void set_modifiers_from_event(const InputEventWithModifiers& event);
  [[nodiscard]] KeyModifierMask get_modifiers_mask() const;
  /// "Ctrl+Shift+Alt+Meta" for the modifiers held (in that order), "" for none.
  [[nodiscard]] std::string as_text() const override;

 protected:
  using InputEvent::InputEvent;

 private:
  bool shift_pressed_ = false;
  bool alt_pressed_ = false;
  bool ctrl_pressed_ = false;
  bool meta_pressed_ = false;
};

/// An event at a mouse position (Godot's InputEventMouse): button, motion and wheel events.
/// `position` is in the receiving viewport, `global_position` in the window.
class InputEventMouse : public InputEventWithModifiers {
 public:
  static constexpr bool is_type(InputEventType type) {
    return type == InputEventType::MOUSE_BUTTON || type == InputEventType::MOUSE_MOTION ||
           type == InputEventType::MOUSE_WHEEL;
  }

  [[nodiscard]] MouseButtonMask get_button_mask() const { return button_mask_; }
  void set_button_mask(MouseButtonMask mask) { button_mask_ = mask; }
  [[nodiscard]] Vector2 get_position() const { return position_; }
  void set_position(const Vector2& position) { position_ = position; }
  [[nodiscard]] Vector2 get_global_position() const { return global_position_; }
  void set_global_position(const Vector2& position) { global_position_ = position; }

 protected:
  using InputEventWithModifiers::InputEventWithModifiers;

 private:
  MouseButtonMask button_mask_ = MouseButtonMask::NONE;
  Vector2 position_;
  Vector2 global_position_;
};

}  // namespace arbor
