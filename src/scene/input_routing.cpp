#include "scene/input_routing.h"

#include <exception>
#include <memory>

#include "arbor/core/input/input.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "scene/tree_walks.h"

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

// Whether `node` takes input now: still in this tree with the callback on, not queued for
// deletion, allowed by its process mode and the pause (seed 000: nodes that cannot process are
// skipped), and a tool type in edit mode (seed 000 "EditMode").
bool takes_input(const TreeData& tree, const Node* node, std::uint16_t on_flag) {
  if (node->get_tree() != tree.self) return false;
  if (!TreeWalks::has_flag(node, on_flag) || TreeWalks::has_flag(node, FLAG_QUEUED)) return false;
  if (!TreeWalks::mode_allows_inline(node, tree.paused)) return false;
  return !tree.edit_mode || node->is_tool();
}

}  // namespace

void InputRouting::push(TreeData& tree, const InputEvent& event) {
  // Seed 000: input pushed while dispatching is delivered, in order, after the current event.
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
  walk(tree, tree.input_before_ui_list, event, false);
  if (!tree.input_handled && offer_to_servers(tree, event)) tree.input_handled = true;
  walk(tree, tree.input_list, event, false);
  walk(tree, tree.unhandled_input_list, event, true);
}

void InputRouting::walk(TreeData& tree, const OrderedNodeList& list, const InputEvent& event,
                        bool unhandled) {
  if (tree.input_handled || list.empty()) return;
  SnapshotScope snapshot(tree);
  list.copy_to(snapshot.nodes());
  const WalkScope walking;
  const WalkState& walks = walk_state();
  const std::uint16_t on_flag = unhandled ? FLAG_UNHANDLED_ON : FLAG_INPUT_ON;
  const std::vector<Node*>& nodes = snapshot.nodes();
  // Reverse tree order: children before parents, later siblings first (Godot's
  // _call_input_pause walks its group backwards).
  for (std::size_t i = nodes.size(); i-- > 0 && !tree.input_handled;) {
    Node* node = nodes[i];
    if (i >= kPrefetchDistance) prefetch_node(nodes[i - kPrefetchDistance]);
    if (!walks.freed.empty() && walks.freed.contains(node)) continue;
    if (!takes_input(tree, node, on_flag)) continue;
    const NodeId id = node->get_instance_id();  // for the report: the callback may free it
    try {
      TreeWalks::call_input(node, event, unhandled);
    } catch (...) {
      TreeWalks::report_error(tree.self, id, unhandled ? "_unhandled_input" : "_input",
                              std::current_exception());
    }
  }
}

bool InputRouting::offer_to_servers(TreeData& tree, const InputEvent& event) {
  for (IInputServer* server : tree.servers.input_servers()) {
    bool consumed = false;
    TreeWalks::guarded(tree.self, nullptr, "input", [&] { consumed = server->input(event); });
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
