// Where a node's kept properties stood among its class's properties in the scene file.
#pragma once

#include "arbor/core/string/string_name.h"
#include "arbor/scene/node.h"

namespace arbor::detail {

/// Records that the scene file gave `node`'s kept property `name` right after the class's
/// property `bound` (an empty `bound`: before all of them), so that saving writes it in that
/// place again (Godot writes a class's properties in their list's order); nothing when `name`
/// is not kept.
void place_kept_property(Node& node, const StringName& name, const StringName& bound);

/// The class property `node`'s kept property `name` follows (empty: it comes first), or
/// nullptr when it was never placed (it is written after the class's properties).
[[nodiscard]] const StringName* find_kept_place(const Node& node, const StringName& name);

}  // namespace arbor::detail
