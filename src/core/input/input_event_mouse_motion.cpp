#include "arbor/core/input/input_event_mouse_motion.h"

#include "arbor/core/variant/variant.h"

namespace arbor {

std::string InputEventMouseMotion::as_text() const {
  // Godot formats "(%s)" around String(Vector2), which already has parentheses.
  return "Mouse motion at position (" + Variant(get_position()).stringify() + ") with velocity (" +
         Variant(velocity_).stringify() + ")";
}

}  // namespace arbor
