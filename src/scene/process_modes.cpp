#include "scene/process_modes.h"

#include "arbor/scene/notifications.h"
#include "scene/callbacks.h"
#include "scene/node_lists.h"
#include "scene/tree_data.h"

namespace arbor::detail {
namespace {

// The node after `node` in pre-order within `subtree_root`, skipping `node`'s own subtree.
Node* next_skipping_subtree(Node* node, const Node* subtree_root) {
  for (Node* n = node; n != subtree_root; n = state(n).parent) {
    const std::span<Node* const> siblings = children(state(n).parent);
    const std::uint32_t position = position_of(n);
    if (position + 1 < siblings.size()) return siblings[position + 1];
  }
  return nullptr;
}

}  // namespace

ProcessMode resolve_mode(const Node* node) {
  const ProcessMode own = own_mode(node);
  if (own != ProcessMode::INHERIT) return own;
  const Node* parent = state(node).parent;
  return parent && state(parent).tree ? effective_mode(parent) : ProcessMode::PAUSABLE;
}

void resolve_process_modes(Node* subtree_root, bool notify_changes) {
  SceneTree* tree = state(subtree_root).tree;
  const bool paused = tree && tree_data(tree).paused;
  auto resolve = [&](Node* node) {
    const bool could = mode_allows(node, paused);
    const bool was_enabled = effective_mode(node) != ProcessMode::DISABLED;
    const ProcessMode mode = resolve_mode(node);
    if (mode != effective_mode(node)) {
      set_effective_mode(node, mode);
      refresh_listing(node);
    }
    if (!notify_changes) return;
    const bool can = mode_allows(node, paused);
    if (could != can) notify(node, can ? NOTIFICATION_UNPAUSED : NOTIFICATION_PAUSED);
    const bool enabled = mode != ProcessMode::DISABLED;
    if (was_enabled != enabled)
      notify(node, enabled ? NOTIFICATION_ENABLED : NOTIFICATION_DISABLED);
  };
  resolve(subtree_root);
  // Descendants that inherit follow; a node with its own mode shields its subtree.
  for (Node* node = next_preorder(subtree_root, subtree_root); node;) {
    if (own_mode(node) != ProcessMode::INHERIT) {
      node = next_skipping_subtree(node, subtree_root);
      continue;
    }
    resolve(node);
    node = next_preorder(node, subtree_root);
  }
}

void propagate_pause(Node* root, bool paused) {
  for_each_preorder(root, [paused](Node* node) {
    const bool before = mode_allows(node, !paused);
    const bool after = mode_allows(node, paused);
    if (before != after) notify(node, after ? NOTIFICATION_UNPAUSED : NOTIFICATION_PAUSED);
  });
}

}  // namespace arbor::detail
