#include "scene/tree_order.h"

#include <algorithm>
#include <limits>
#include <span>

namespace arbor::detail {
namespace {

// Labels handed to appended nodes are this far apart, so long runs of appends at one place
// rarely exhaust a gap; a global relabel restores even spacing when one is exhausted.
constexpr std::uint64_t kLabelStep = std::uint64_t(1) << 32;

}  // namespace

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

void assign_labels(Node* subtree_root) {
  Node* parent = state(subtree_root).parent;
  const std::span<Node* const> siblings = children(parent);
  const std::uint32_t position = position_of(subtree_root);
  std::uint64_t lo = state(parent).order;
  if (position > 0) {
    const Node* before = siblings[position - 1];
    while (child_count(before) > 0) before = children(before).back();
    lo = state(before).order;
  }
  std::uint64_t hi = std::numeric_limits<std::uint64_t>::max();
  for (const Node* node = subtree_root; state(node).parent; node = state(node).parent) {
    const std::span<Node* const> around = children(state(node).parent);
    const std::uint32_t at = position_of(node);
    if (at + 1 < around.size()) {
      hi = state(around[at + 1]).order;
      break;
    }
  }
  std::uint64_t count = 0;
  for_each_preorder(subtree_root, [&count](Node*) { ++count; });
  if (hi <= lo || hi - lo - 1 < count) {
    Node* top = subtree_root;
    while (state(top).parent) top = state(top).parent;
    relabel_all(top);
    return;
  }
  const std::uint64_t step = std::min((hi - lo - 1) / (count + 1), kLabelStep);
  std::uint64_t label = lo;
  for_each_preorder(subtree_root, [&](Node* node) {
    label += std::max<std::uint64_t>(step, 1);
    state(node).order = label;
  });
}

}  // namespace arbor::detail
