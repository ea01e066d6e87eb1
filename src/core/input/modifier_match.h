// The modifier rule Godot's key and mouse button action_match share.
#pragma once

#include <cstdint>

#include "arbor/core/input/input_event.h"

namespace arbor::detail {

/// Whether the modifiers of an incoming event satisfy a mapped event's: a press must hold at
/// least the mapped modifiers; with `exact_match`, exactly them (Godot's action_match).
inline bool modifiers_match(const InputEventWithModifiers& mapped,
                            const InputEventWithModifiers& incoming, bool exact_match) {
  const auto want = std::uint32_t(mapped.get_modifiers_mask());
  const auto held = std::uint32_t(incoming.get_modifiers_mask());
  if (incoming.is_pressed() && (want & held) != want) return false;
  return !exact_match || want == held;
}

/// Fills `result` for a digital (pressed or not) match.
inline void digital_match(bool pressed, ActionMatch* result) {
  if (!result) return;
  result->pressed = pressed;
  result->strength = result->raw_strength = pressed ? 1.0f : 0.0f;
}

}  // namespace arbor::detail
