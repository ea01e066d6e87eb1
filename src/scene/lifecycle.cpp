#include "scene/lifecycle.h"

#include "arbor/scene/notifications.h"
#include "arbor/scene/scene_tree.h"
#include "scene/callbacks.h"
#include "scene/node_lists.h"
#include "scene/owners.h"
#include "scene/process_modes.h"
#include "scene/tree_order.h"
#include "scene/walk_guards.h"

namespace arbor::detail {
namespace {

// The callbacks a class overrides decide which of its toggles start on (unless set since).
constexpr struct {
  std::uint16_t on, set;
  std::uint32_t callback;
} kCallbackFlags[] = {
    {FLAG_PROCESS_ON, FLAG_PROCESS_SET, CALLBACK_PROCESS},
    {FLAG_PHYSICS_ON, FLAG_PHYSICS_SET, CALLBACK_PHYSICS_PROCESS},
    {FLAG_INPUT_ON, FLAG_INPUT_SET, CALLBACK_INPUT},
    {FLAG_UNHANDLED_ON, FLAG_UNHANDLED_SET, CALLBACK_UNHANDLED_INPUT},
};

void bind_node(TreeData& tree, Node* node) {
  NodeState& s = state(node);
  s.tree = tree.self;
  set_flag(node, FLAG_IN_TREE, true);
  const std::uint32_t callbacks = node->get_class_info().callbacks;
  for (const auto& entry : kCallbackFlags) {
    if (!has_flag(node, entry.set)) set_flag(node, entry.on, (callbacks & entry.callback) != 0);
  }
  set_flag(node, FLAG_NOTIFY_FRAMES, (callbacks & CALLBACK_NOTIFICATION) != 0);
  set_effective_mode(node, resolve_mode(node));
  insert_into_lists(tree, node);
  ++tree.node_count;
}

void unbind_node(TreeData& tree, Node* node) {
  if (!has_flag(node, FLAG_IN_TREE)) return;
  erase_from_lists(tree, node);
  state(node).tree = nullptr;
  set_flag(node, FLAG_IN_TREE | FLAG_READY_NOTIFIED | FLAG_ENTER_NOTIFIED, false);
  --tree.node_count;
}

void enter_walk(SceneTree* tree, Node* node) {
  if (state(node).tree != tree) return;  // removed by an earlier hook
  if (!has_flag(node, FLAG_ENTER_NOTIFIED)) {
    set_flag(node, FLAG_ENTER_NOTIFIED, true);
    notify(node, NOTIFICATION_ENTER_TREE);
    guarded(tree, node, "_enter_tree", [node] { NodeAccess::enter_tree(node); });
    emit(tree, node, node->tree_entered, "signal tree_entered");
    emit(tree, node, tree->node_added, "signal node_added", node);
    if (Node* parent = state(node).parent) {
      emit(tree, parent, parent->child_entered_tree, "signal child_entered_tree", node);
    }
  }
  BlockScope block(node);
  for (std::uint32_t i = 0; i < child_count(node); ++i) enter_walk(tree, children(node)[i]);
}

void ready_walk(SceneTree* tree, Node* node) {
  if (state(node).tree != tree) return;
  set_flag(node, FLAG_READY_NOTIFIED, true);
  {
    BlockScope block(node);
    for (std::uint32_t i = 0; i < child_count(node); ++i) {
      Node* child = children(node)[i];
      if (!has_flag(child, FLAG_READY_NOTIFIED)) ready_walk(tree, child);
    }
  }
  notify(node, NOTIFICATION_POST_ENTER_TREE);
  if (has_flag(node, FLAG_NEEDS_READY)) {
    set_flag(node, FLAG_NEEDS_READY, false);
    guarded(tree, node, "_ready", [node] { NodeAccess::ready(node); });
    notify(node, NOTIFICATION_READY);
    emit(tree, node, node->ready, "signal ready");
  }
}

void predelete_walk(Node* node) {
  notify(node, NOTIFICATION_PREDELETE);
  for (std::uint32_t i = child_count(node); i-- > 0;) {
    if (i < child_count(node)) predelete_walk(children(node)[i]);
  }
}

}  // namespace

void exit_walk(SceneTree* tree, Node* node) {
  {
    BlockScope block(node);
    for (std::uint32_t i = child_count(node); i-- > 0;) {
      if (i < child_count(node)) exit_walk(tree, children(node)[i]);
    }
  }
  if (!has_flag(node, FLAG_ENTER_NOTIFIED)) return;
  set_flag(node, FLAG_ENTER_NOTIFIED, false);
  guarded(tree, node, "_exit_tree", [node] { NodeAccess::exit_tree(node); });
  emit(tree, node, node->tree_exiting, "signal tree_exiting");
  notify(node, NOTIFICATION_EXIT_TREE);
  emit(tree, node, tree->node_removed, "signal node_removed", node);
  if (Node* parent = state(node).parent) {
    emit(tree, parent, parent->child_exiting_tree, "signal child_exiting_tree", node);
  }
}

void enter_tree(Node* child) {
  Node* parent = state(child).parent;
  SceneTree* tree = state(parent).tree;
  TreeData& data = tree_data(tree);
  assign_labels(child, [&data](Node* node) { bind_node(data, node); });
  AncestorBlock block(parent);
  enter_walk(tree, child);
  if (has_flag(parent, FLAG_READY_NOTIFIED)) ready_walk(tree, child);
}

void enter_root(SceneTree* tree, Node* root) {
  state(root).order = 0;
  learn_listening(root);
  bind_node(tree_data(tree), root);
  enter_walk(tree, root);
  ready_walk(tree, root);
}

void exit_tree(Node* child) {
  SceneTree* tree = state(child).tree;
  {
    AncestorBlock block(state(child).parent);
    exit_walk(tree, child);
  }
  // One pass unbinds the subtree and clears owners that the removal leaves outside it.
  TreeData& data = tree_data(tree);
  for_each_preorder(child, [&data, child](Node* node) {
    unbind_node(data, node);
    clear_owner_outside(child, node);
  });
}

void unbind_subtree(Node* subtree_root) {
  SceneTree* tree = state(subtree_root).tree;
  if (!tree) return;
  TreeData& data = tree_data(tree);
  for_each_preorder(subtree_root, [&data](Node* node) { unbind_node(data, node); });
}

void after_exit_walk(SceneTree* tree, Node* node) {
  {
    // Children last to first, as the exit callbacks (Godot 4.2+).
    BlockScope block(node);
    for (std::uint32_t i = child_count(node); i-- > 0;) {
      if (i < child_count(node)) after_exit_walk(tree, children(node)[i]);
    }
  }
  emit(tree, node, node->tree_exited, "signal tree_exited");
}

void destroy(Node* node) {
  set_flag(node, FLAG_FREEING, true);
  predelete_walk(node);
  delete node;
}

}  // namespace arbor::detail
