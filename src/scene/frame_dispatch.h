// Engine-internal: the frame's calls into nodes: _process and _physics_process over the tree's
// lists, deferred calls and queued frees.
#pragma once

#include "scene/ordered_node_list.h"
#include "scene/tree_data.h"

namespace arbor::detail {

/// Calls _process (or _physics_process) with `delta` on the nodes of `list` that may process
/// now, in the list's order, over the list as it was when the walk began.
void run_list(TreeData& tree, OrderedNodeList& list, bool physics, double delta);
/// Runs the deferred calls in order, then the queued frees, until both queues are empty.
void flush_deferred(TreeData& tree);

}  // namespace arbor::detail
