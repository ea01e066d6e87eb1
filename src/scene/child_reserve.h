// Engine-internal: making room for the children a scene is about to add.
#pragma once

#include <cstdint>
#include <string_view>

namespace arbor {
class Node;
}

namespace arbor::detail {

/// Makes room for `count` more children of `parent` (its child list and, for many children,
/// its name index), so that adding them does not regrow either. Scene instantiation calls it
/// with the counts a scene file gives.
void reserve_children(Node* parent, std::uint32_t count);
/// Starts loading where `parent`'s name index would look up a child named `name` (nothing when
/// it has too few children to keep one). A parent's index is large when it has many children,
/// and a scene file may add them in any order, so builders call it a few children ahead.
void prefetch_child_name(const Node* parent, std::string_view name);

}  // namespace arbor::detail
