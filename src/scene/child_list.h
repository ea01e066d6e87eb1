// Engine-internal: a node's children as a list. Adding, removing and moving children, with the
// checks that keep the tree a tree; no callbacks run here.
#pragma once

#include <cstdint>

#include "scene/node_state.h"

namespace arbor::detail {

/// A node's extras, created on first use (its children move into them).
NodeExtras& extras_of(Node* node);
/// A node's child list, created (bare, without extras) when it has none; a child kept inline
/// moves into it.
ChildList& make_child_list(Node* node);

/// Throws arbor::Error unless `child` may be added to `parent`; `allow_queued` admits a node
/// queued for deletion (a reparent whose exit callbacks queued it still completes).
void validate_new_child(const Node* parent, const Node* child, bool allow_queued = false);
/// Inserts `child` at `position` (child-list index; -1 appends) with a unique sibling name.
void attach(Node* parent, Node* child, int position);
/// Removes `child` from `parent`'s child list.
void detach(Node* parent, Node* child);
/// Moves `child` to position `to_index` among `parent`'s children.
void move(Node* parent, Node* child, std::uint32_t to_index);

}  // namespace arbor::detail
