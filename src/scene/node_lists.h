// Engine-internal: which of the tree's lists a node is in (process, physics, input, groups),
// kept in step with its callbacks, internal processing and groups.
#pragma once

#include <cstdint>

#include "scene/node_state.h"
#include "scene/tree_data.h"

namespace arbor::detail {

/// The node's priority in a list of that order (0 without extras, and for tree order).
int priority(const Node* node, ListOrder order);

/// Whether `node` belongs in the process (or physics) list: its own callback or internal
/// processing is on.
inline bool listed(const Node* node, bool physics) {
  const NodeState& s = state(node);
  return physics ? ((s.flags & FLAG_PHYSICS_ON) || (s.engine_flags & ENGINE_INTERNAL_PHYSICS))
                 : ((s.flags & FLAG_PROCESS_ON) || (s.engine_flags & ENGINE_INTERNAL_PROCESS));
}

/// Calls `fn(list)` for each input list `node` belongs in: input_before_ui_list or input_list
/// while its _input is on, unhandled_input_list while its _unhandled_input is.
template <class Fn>
void for_input_lists(TreeData& tree, const Node* node, Fn&& fn) {
  const NodeState& s = state(node);
  if (s.flags & FLAG_INPUT_ON) {
    fn((s.engine_flags & ENGINE_INPUT_BEFORE_UI) ? tree.input_before_ui_list : tree.input_list);
  }
  if (s.flags & FLAG_UNHANDLED_ON) fn(tree.unhandled_input_list);
}

/// Whether a node may be in any list: a callback or internal processing on, or groups (extras).
inline bool may_be_listed(const Node* node) {
  const NodeState& s = state(node);
  return (s.flags & (FLAG_PROCESS_ON | FLAG_PHYSICS_ON | FLAG_INPUT_ON | FLAG_UNHANDLED_ON)) ||
         (s.engine_flags & (ENGINE_INTERNAL_PROCESS | ENGINE_INTERNAL_PHYSICS)) || s.has_extras;
}
void insert_into_listed(TreeData& tree, Node* node);
void erase_from_listed(TreeData& tree, Node* node);
/// Puts a node into (or takes it out of) every list of `tree` it belongs in.
inline void insert_into_lists(TreeData& tree, Node* node) {
  if (may_be_listed(node)) insert_into_listed(tree, node);
}
inline void erase_from_lists(TreeData& tree, Node* node) {
  if (may_be_listed(node)) erase_from_listed(tree, node);
}
/// The same for a whole subtree inside a tree (around a change of its tree order).
void list_subtree(Node* subtree_root, bool insert);

/// After a change of what decides whether a listed node needs care when processed (its
/// resolved process mode, a queued free): marks it again in the process and physics lists.
void refresh_listing(Node* node);

/// Sets a callback flag (FLAG_*_ON) and keeps the node's list membership in step.
void set_callback_flag(Node* node, std::uint16_t on_flag, bool enabled);
/// Sets an internal-processing flag (ENGINE_*) and keeps list membership in step.
void set_internal_processing(Node* node, std::uint8_t engine_flag, bool enabled);
/// Sets input_before_ui and moves the node between the _input lists.
void set_input_before_ui(Node* node, bool enabled);

}  // namespace arbor::detail
