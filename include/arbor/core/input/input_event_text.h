// InputEventText: text typed (Arbor's own event type; Godot carries text in key events).
#pragma once

#include <string>
#include <utility>

#include "arbor/core/input/input_event.h"

namespace arbor {

/// Text entered by the user, as UTF-8: what the platform's text input produced (one character
/// or a composed string), separate from the key events that typed it. Arbor's own type: Godot
/// delivers the character in InputEventKey::unicode, which Arbor's key events also carry; text
/// fields should prefer this event, which covers input methods that compose several keys.
/// It is never pressed and matches no action.
class InputEventText : public InputEvent {
 public:
  static constexpr InputEventType TYPE = InputEventType::TEXT;
  static constexpr bool is_type(InputEventType type) { return type == TYPE; }

  InputEventText() : InputEvent(TYPE) {}
  explicit InputEventText(std::string text) : InputEvent(TYPE), text_(std::move(text)) {}

  [[nodiscard]] const std::string& get_text() const { return text_; }
  /// Replaces the text (reusing the string's capacity).
  void set_text(std::string_view text) { text_.assign(text); }

  /// The text itself.
  [[nodiscard]] std::string as_text() const override { return text_; }
  [[nodiscard]] bool is_match(const InputEvent& event, bool exact_match = true) const override;
  [[nodiscard]] std::unique_ptr<InputEvent> clone() const override {
    return std::make_unique<InputEventText>(*this);
  }

 private:
  std::string text_;
};

}  // namespace arbor
