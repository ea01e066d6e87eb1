// Paths inside a scene being instantiated, as its file writes them.
#pragma once

#include <string>
#include <string_view>

#include "arbor/io/scene_state.h"
#include "arbor/scene/node.h"

namespace arbor::detail {

/// The node at `path` (`.`, `Body`, `Body/Arm`: relative to the scene root, as `parent=`,
/// `owner=`, `from=` and `[editable path=]` write it), or nullptr.
inline Node* scene_node_at(Node* root, std::string_view path) {
  if (path == ".") return root;
  return root->get_node_or_null(NodePath(path));
}

/// Where a `[node]` entry sits in its scene, for messages: `.` for the root, else
/// `parent/name` without a leading `./` (the bare name when the entry lacks its parent).
inline std::string scene_entry_path(const SceneNodeEntry& entry, bool is_root) {
  if (is_root) return ".";
  if (!entry.parent) return entry.name;
  if (*entry.parent == "." || entry.parent->empty()) return entry.name;
  return *entry.parent + "/" + entry.name;
}

}  // namespace arbor::detail
