// Engine-internal: tree order as numbers. Each node inside a tree has a label that grows in
// pre-order, so that process lists and groups sort by a number instead of walking the tree.
#pragma once

#include <cstdint>

#include "scene/node_state.h"

namespace arbor::detail {

inline std::uint64_t order_of(const Node* node) { return state(node).order; }
/// Labels a subtree that just joined its parent inside a tree, between the labels of the nodes
/// around it (relabelling the whole tree when no gap is left).
void assign_labels(Node* subtree_root);
/// Labels the whole tree under `root` again, evenly spaced.
void relabel_all(Node* root);

}  // namespace arbor::detail
