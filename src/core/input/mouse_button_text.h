// Godot's names of the mouse buttons, shared by the button and wheel events' as_text.
#pragma once

#include <string_view>

#include "arbor/core/input/input_enums.h"

namespace arbor::detail {

/// "Left Mouse Button", "Mouse Wheel Up", ... (Godot's _mouse_button_descriptions), or "" for a
/// button without one.
inline std::string_view mouse_button_description(MouseButton button) {
  constexpr std::string_view kDescriptions[] = {
      "Left Mouse Button", "Right Mouse Button",   "Middle Mouse Button",
      "Mouse Wheel Up",    "Mouse Wheel Down",     "Mouse Wheel Left",
      "Mouse Wheel Right", "Mouse Thumb Button 1", "Mouse Thumb Button 2",
  };
  const unsigned index = unsigned(button);
  return index >= 1 && index <= 9 ? kDescriptions[index - 1] : std::string_view();
}

}  // namespace arbor::detail
