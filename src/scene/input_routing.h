// How SceneTree::push_input delivers an event through the tree.
#pragma once

#include "arbor/core/input/input_event.h"
#include "scene/tree_data.h"

namespace arbor::detail {

/// Delivers input events in this order: the tree's Input state; _input of nodes with
/// input_before_ui; the input servers; _input; _unhandled_input, each node list walked in
/// reverse tree order and stopped once the event is handled. Cost is proportional to the
/// nodes that handle input, not to the tree's size.
struct InputRouting {
  /// SceneTree::push_input: delivers `event`, or queues a copy when called from a handler.
  static void push(TreeData& tree, const InputEvent& event);

 private:
  static void deliver(TreeData& tree, const InputEvent& event);
  /// Calls _input (or _unhandled_input) on the nodes of `list` that can take input now,
  /// last in tree order first, until the event is handled.
  template <bool Unhandled>
  static void walk(TreeData& tree, OrderedNodeList& list, const InputEvent& event);
  /// Offers the event to the input servers; true when one consumed it.
  static bool offer_to_servers(TreeData& tree, const InputEvent& event);
};

}  // namespace arbor::detail
