// The persistent connections a scene file stores.
#pragma once

#include <unordered_set>
#include <vector>

#include "arbor/io/scene_state.h"
#include "arbor/scene/node.h"
#include "io/pack_instances.h"

namespace arbor::detail {

/// Whether `node` may be the source of a connection a scene stores: false when it never had
/// a connection link and keeps none from a file, told without taking the links' lock.
bool may_have_stored_connections(const Node& node);

/// Asks the cache for what may_have_stored_connections(node) reads outside the node.
void prefetch_stored_connections(const Node& node);

/// Godot's SceneState::_parse_connections: the CONNECT_PERSIST connections made by name from
/// each of `sources` (in that order; per node by signal name, then in connection order) to a
/// node of `nodes`, with paths relative to `root`, except those an instanced scene makes itself
/// (they come back when it is instanced). `sources` are the nodes of `nodes`, in their order,
/// for which may_have_stored_connections is true.
std::vector<SceneConnectionEntry> saved_connections(const Node* root,
                                                    const std::vector<const Node*>& nodes,
                                                    const std::vector<const Node*>& sources,
                                                    PackInstances& instances);

}  // namespace arbor::detail
