#include "scene/node_lists.h"

namespace arbor::detail {
namespace {

// Applies `change` to a node and inserts it into or erases it from the tree's process (or
// physics) list when its membership changed.
template <class Change>
void change_listing(Node* node, bool physics, Change&& change) {
  const bool was = listed(node, physics);
  change();
  const bool now = listed(node, physics);
  SceneTree* tree = state(node).tree;
  if (!tree || (!was && !now)) return;
  TreeData& data = tree_data(tree);
  OrderedNodeList& list = physics ? data.physics_list : data.process_list;
  if (was == now) {
    list.update(node);  // still listed: whether it needs care may have changed
  } else {
    now ? list.insert(node) : (void)list.erase(node);
  }
}

// Applies `change` to a node and moves it between the tree's input lists accordingly.
template <class Change>
void change_input_listing(Node* node, Change&& change) {
  SceneTree* tree = state(node).tree;
  if (!tree) {
    change();
    return;
  }
  TreeData& data = tree_data(tree);
  for_input_lists(data, node, [node](OrderedNodeList& list) { list.erase(node); });
  change();
  for_input_lists(data, node, [node](OrderedNodeList& list) { list.insert(node); });
}

// Applies `apply(list)` to every list of `tree` that `node` belongs in.
template <class Apply>
void for_each_list(TreeData& tree, const Node* node, Apply&& apply) {
  if (listed(node, false)) apply(tree.process_list);
  if (listed(node, true)) apply(tree.physics_list);
  for_input_lists(tree, node, apply);
  if (const NodeExtras* extras = extras_or_null(node)) {
    for (const GroupMembership& group : extras->groups) apply(tree.group(group.name));
  }
}

void set_engine_flag(Node* node, std::uint8_t flag, bool on) {
  NodeState& s = state(node);
  s.engine_flags = on ? (s.engine_flags | flag) : (s.engine_flags & ~flag);
}

}  // namespace

int priority(const Node* node, ListOrder order) {
  const NodeExtras* extras = extras_or_null(node);
  if (!extras) return 0;
  switch (order) {
    case ListOrder::PROCESS:
      return extras->process_priority;
    case ListOrder::PHYSICS:
      return extras->physics_priority;
    case ListOrder::TREE:
      return 0;
  }
  return 0;
}

void insert_into_listed(TreeData& tree, Node* node) {
  for_each_list(tree, node, [node](OrderedNodeList& list) { list.insert(node); });
}

void erase_from_listed(TreeData& tree, Node* node) {
  for_each_list(tree, node, [node](OrderedNodeList& list) { (void)list.erase(node); });
}

void list_subtree(Node* subtree_root, bool insert) {
  TreeData& tree = tree_data(state(subtree_root).tree);
  for_each_preorder(subtree_root, [&](Node* node) {
    insert ? insert_into_lists(tree, node) : erase_from_lists(tree, node);
  });
}

void refresh_listing(Node* node) {
  SceneTree* tree = state(node).tree;
  if (!tree) return;
  TreeData& data = tree_data(tree);
  if (listed(node, false)) data.process_list.update(node);
  if (listed(node, true)) data.physics_list.update(node);
}

void set_callback_flag(Node* node, std::uint16_t on_flag, bool enabled) {
  if (on_flag == FLAG_INPUT_ON || on_flag == FLAG_UNHANDLED_ON) {
    change_input_listing(node, [&] { set_flag(node, on_flag, enabled); });
    return;
  }
  if (on_flag != FLAG_PROCESS_ON && on_flag != FLAG_PHYSICS_ON) {
    set_flag(node, on_flag, enabled);
    return;
  }
  change_listing(node, on_flag == FLAG_PHYSICS_ON, [&] { set_flag(node, on_flag, enabled); });
}

void set_input_before_ui(Node* node, bool enabled) {
  change_input_listing(node, [&] { set_engine_flag(node, ENGINE_INPUT_BEFORE_UI, enabled); });
}

void set_internal_processing(Node* node, std::uint8_t engine_flag, bool enabled) {
  change_listing(node, engine_flag == ENGINE_INTERNAL_PHYSICS,
                 [&] { set_engine_flag(node, engine_flag, enabled); });
}

}  // namespace arbor::detail
