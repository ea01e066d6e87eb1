// Godot 3 → Godot 4 property names (and the few values whose meaning changed), for reading
// format=2 files.
#pragma once

#include <string>
#include <string_view>

#include "arbor/core/variant/variant.h"

namespace arbor::text {

/// What a property belongs to: a `[node]` (of any class, or none: an instance or an edited
/// node), or a resource of a known class.
enum class PropertyOwner { NODE, RESOURCE };

/// Converts a property read from a format=2 file to its Godot 4 name and value, in place:
/// `translation` → `position`, `rect_min_size` → `custom_minimum_size`, `margin_left` →
/// `offset_left`, `custom_colors/x` → `theme_override_colors/x`, `extents` → `size` (doubled)...
/// `class_name` is the Godot 4 class (already converted by godot4_class_name), empty for a node
/// without `type=`. Returns whether the property was renamed; unknown names are left alone.
bool convert_godot3_property(PropertyOwner owner, std::string_view class_name, std::string& name,
                             Variant& value);

}  // namespace arbor::text
