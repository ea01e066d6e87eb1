#include "arbor/core/input/input_event_text.h"

namespace arbor {

bool InputEventText::is_match(const InputEvent& event, bool exact_match) const {
  (void)exact_match;
  const auto* text = event.as<InputEventText>();
  return text && text->text_ == text_;
}

}  // namespace arbor
