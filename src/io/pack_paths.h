// Paths between nodes as a scene file writes them.
#pragma once

#include <string>

#include "arbor/scene/node.h"

namespace arbor::detail {

/// The path from `from` to `to` as `parent=`, `from=`, `to=` and `[editable path=]` write it:
/// `.` for the node itself, else `Body/Arm`.
inline std::string scene_path_to(const Node* from, const Node* to) {
  return from == to ? std::string(".") : from->get_path_to(to).to_string();
}

}  // namespace arbor::detail
