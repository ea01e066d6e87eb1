// Engine-internal: making room for the children a scene is about to add.
#pragma once

#include <cstdint>

namespace arbor {
class Node;
}

namespace arbor::detail {

/// Makes room for `count` more children of `parent` (its child list and, for many children,
/// its name index), so that adding them does not regrow either. Scene instantiation calls it
/// with the counts a scene file gives.
void reserve_children(Node* parent, std::uint32_t count);

}  // namespace arbor::detail
