#include "scene/input_routing.h"

#include <exception>
#include <memory>

#include "arbor/core/input/input.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "scene/callbacks.h"
#include "scene/process_modes.h"
#include "scene/walk_guards.h"

namespace arbor {
namespace detail {
namespace {

// Marks the tree as dispatching input for the scope: the one place that sets
// TreeData::dispatching_input. Events pushed meanwhile are queued; whatever is left in the
// queue when the scope ends (a handler threw past the router) is dropped.
class InputDispatchScope {
 public:
  explicit InputDispatchScope(TreeData& tree) : tree_(tree) { tree_.dispatching_input = true; }
  ~InputDispatchScope() {
    tree_.dispatching_input = false;
    tree_.queued_input.clear();
  }
  InputDispatchScope(const InputDispatchScope&) = delete;
  InputDispatchScope& operator=(const InputDispatchScope&) = delete;

 private:
  TreeData& tree_;
};

// Whether a listed node may take input now: not queued for deletion, allowed by its process
// mode and the pause (a node that cannot process gets no input either), and, in edit mode, a
// tool type.
bool allowed_now(const TreeData& tree, const Node* node) {
  if (has_flag(node, FLAG_QUEUED)) return false;
  if (!mode_allows(node, tree.paused)) return false;
  return !tree.edit_mode || node->is_tool();
}

// Whether a node of a walk's copy is still listed: alive, in this tree, its callback on.
bool still_listed(const TreeData& tree, const Node* node, std::uint16_t on_flag) {
  if (freed_during_walk(walk_state(), node)) return false;
  return state(node).tree == tree.self && has_flag(node, on_flag);
}

}  // namespace

void InputRouting::push(TreeData& tree, const InputEvent& event) {
  // Input pushed while an event is being dispatched is delivered after it, in order.
  if (tree.dispatching_input) {
    tree.queued_input.push_back(event.clone());
    return;
  }
  const InputDispatchScope dispatching(tree);
  deliver(tree, event);
  const bool handled = tree.input_handled;
  for (std::size_t i = 0; i < tree.queued_input.size(); ++i) {
    const std::unique_ptr<InputEvent> queued = std::move(tree.queued_input[i]);
    deliver(tree, *queued);
  }
  tree.input_handled = handled;
}

void InputRouting::deliver(TreeData& tree, const InputEvent& event) {
  tree.input_handled = false;
  // Device and action state are written for every event, whoever handles it (Godot parses the
  // event in Input before the viewport routes it).
  tree.input.parse_input_event(event);
  walk<false>(tree, tree.input_before_ui_list, event);
  if (!tree.input_handled && offer_to_servers(tree, event)) tree.input_handled = true;
  walk<false>(tree, tree.input_list, event);
  walk<true>(tree, tree.unhandled_input_list, event);
}

template <bool Unhandled>
void InputRouting::walk(TreeData& tree, OrderedNodeList& list, const InputEvent& event) {
  if (tree.input_handled || list.empty()) return;
  SnapshotScope snapshot(tree);
  OrderedNodeList::Walk nodes(list, snapshot.nodes());  // the list as it is now
  const WalkScope walking;
  constexpr std::uint16_t on_flag = Unhandled ? FLAG_UNHANDLED_ON : FLAG_INPUT_ON;
  // Reverse tree order: children before parents, later siblings first (Godot's
  // _call_input_pause walks its group backwards).
  for (std::size_t i = nodes.size(); i-- > 0 && !tree.input_handled;) {
    Node* node = nodes.at(i);
    // A node read from the live list is listed, hence alive, in this tree and taking input;
    // one read from the copy (the list changed during the walk) is checked again.
    if (nodes.is_copy() && !still_listed(tree, node, on_flag)) continue;
    if (!allowed_now(tree, node)) continue;
    const NodeId id = node->get_instance_id();  // for the report: the callback may free it
    try {
      if constexpr (Unhandled) {
        NodeAccess::unhandled_input(node, event);
      } else {
        NodeAccess::input(node, event);
      }
    } catch (...) {
      report_error(tree.self, id, Unhandled ? "_unhandled_input" : "_input",
                   std::current_exception());
    }
  }
}

bool InputRouting::offer_to_servers(TreeData& tree, const InputEvent& event) {
  for (IInputServer* server : tree.servers.input_servers()) {
    bool consumed = false;
    guarded(tree.self, nullptr, "input", [&] { consumed = server->input(event); });
    if (consumed) return true;
  }
  return false;
}

}  // namespace detail

// -- the public face: SceneTree and SceneViewport -------------------------------------------------

void SceneTree::push_input(const InputEvent& event) { detail::InputRouting::push(*data_, event); }

void SceneTree::set_input_as_handled() { data_->input_handled = true; }

bool SceneTree::is_input_handled() const { return data_->input_handled; }

Input& SceneTree::get_input() { return data_->input; }

const Input& SceneTree::get_input() const { return data_->input; }

void SceneViewport::set_input_as_handled() {
  if (SceneTree* tree = get_tree()) tree->set_input_as_handled();
}

bool SceneViewport::is_input_handled() const {
  const SceneTree* tree = get_tree();
  return tree && tree->is_input_handled();
}

}  // namespace arbor
