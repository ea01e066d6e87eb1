// Engine-internal: tree order as numbers. Each node inside a tree has a label that grows in
// pre-order, so that process lists and groups sort by a number instead of walking the tree.
#pragma once

#include <algorithm>
#include <cstdint>

#include "scene/node_state.h"

namespace arbor::detail {

inline std::uint64_t order_of(const Node* node) { return state(node).order; }
/// Labels the whole tree under `root` again, evenly spaced.
void relabel_all(Node* root);

/// The labels a subtree that just joined its parent inside a tree must lie between (exclusive):
/// the last label before it in pre-order and the first after it.
struct LabelGap {
  std::uint64_t lo = 0;
  std::uint64_t hi = 0;
};
LabelGap label_gap(const Node* subtree_root);
/// How far apart appended labels are: long runs of appends at one place rarely exhaust a gap.
constexpr std::uint64_t kLabelStep = std::uint64_t(1) << 32;

/// Labels a subtree that just joined its parent inside a tree, between the labels of the nodes
/// around it (relabelling the whole tree when no gap is left), and calls `fn(node)` on each of
/// its nodes in pre-order once labelled. A gap room for any subtree at kLabelStep is used
/// without counting the subtree first.
template <class Fn>
void assign_labels(Node* subtree_root, Fn&& fn) {
  const LabelGap gap = label_gap(subtree_root);
  const std::uint64_t room = gap.hi > gap.lo ? gap.hi - gap.lo - 1 : 0;
  std::uint64_t step = kLabelStep;
  if (room / kLabelStep <= (std::uint64_t(1) << 31)) {
    std::uint64_t count = 0;
    for_each_preorder(subtree_root, [&count](Node*) { ++count; });
    if (room < count) {
      Node* top = subtree_root;
      while (state(top).parent) top = state(top).parent;
      relabel_all(top);
      for_each_preorder(subtree_root, fn);
      return;
    }
    step = std::max<std::uint64_t>(std::min(room / (count + 1), kLabelStep), 1);
  }
  std::uint64_t label = gap.lo;
  for_each_preorder(subtree_root, [&](Node* node) {
    label += step;
    state(node).order = label;
    fn(node);
  });
}

}  // namespace arbor::detail
