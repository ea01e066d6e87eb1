#include "scene/tree_order.h"

#include <algorithm>
#include <limits>
#include <span>

namespace arbor::detail {

void relabel_all(Node* root) {
  std::uint64_t count = 0;
  for_each_preorder(root, [&count](Node*) { ++count; });
  const std::uint64_t spacing = std::numeric_limits<std::uint64_t>::max() / (count + 1);
  std::uint64_t label = 0;
  for_each_preorder(root, [&](Node* node) {
    state(node).order = label;
    label += spacing;
  });
}

LabelGap label_gap(const Node* subtree_root) {
  const Node* parent = state(subtree_root).parent;
  const std::span<Node* const> siblings = children(parent);
  const std::uint32_t position = position_of(subtree_root);
  LabelGap gap{state(parent).order, std::numeric_limits<std::uint64_t>::max()};
  if (position > 0) {
    const Node* before = siblings[position - 1];
    while (child_count(before) > 0) before = children(before).back();
    gap.lo = state(before).order;
  }
  for (const Node* node = subtree_root; state(node).parent; node = state(node).parent) {
    const std::span<Node* const> around = children(state(node).parent);
    const std::uint32_t at = position_of(node);
    if (at + 1 < around.size()) {
      gap.hi = state(around[at + 1]).order;
      break;
    }
  }
  return gap;
}

}  // namespace arbor::detail
