// The persistent connections a scene file stores.
#pragma once

#include <unordered_set>
#include <vector>

#include "arbor/io/scene_state.h"
#include "arbor/scene/node.h"
#include "io/pack_instances.h"

namespace arbor::detail {

/// Godot's SceneState::_parse_connections: the CONNECT_PERSIST connections made by name from
/// each of `nodes` (in that order; per node by signal name, then in connection order) to a node
/// of the same set, with paths relative to `root`, except those an instanced scene makes
/// itself (they come back when it is instanced).
std::vector<SceneConnectionEntry> saved_connections(const Node* root,
                                                    const std::vector<const Node*>& nodes,
                                                    PackInstances& instances);

}  // namespace arbor::detail
