#include <algorithm>

#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"
#include "scene/tree_walks.h"

namespace arbor {

using detail::TreeWalks;
namespace flags = detail;

namespace {

// The value of a callback toggle: the explicit setting, else what the class overrides.
bool callback_enabled(const Node* node, std::uint16_t on, std::uint16_t set,
                      std::uint32_t callback) {
  if (TreeWalks::has_flag(node, set)) return TreeWalks::has_flag(node, on);
  return (node->get_class_info().callbacks & callback) != 0;
}

void set_callback(Node* node, std::uint16_t on, std::uint16_t set, bool enabled) {
  TreeWalks::set_flag(node, set, true);
  TreeWalks::update_list_membership(node, on, enabled);
}

}  // namespace

void Node::set_process(bool enabled) {
  set_callback(this, flags::FLAG_PROCESS_ON, flags::FLAG_PROCESS_SET, enabled);
}
bool Node::is_processing() const {
  return callback_enabled(this, flags::FLAG_PROCESS_ON, flags::FLAG_PROCESS_SET, CALLBACK_PROCESS);
}
void Node::set_physics_process(bool enabled) {
  set_callback(this, flags::FLAG_PHYSICS_ON, flags::FLAG_PHYSICS_SET, enabled);
}
bool Node::is_physics_processing() const {
  return callback_enabled(this, flags::FLAG_PHYSICS_ON, flags::FLAG_PHYSICS_SET,
                          CALLBACK_PHYSICS_PROCESS);
}
void Node::set_process_input(bool enabled) {
  set_callback(this, flags::FLAG_INPUT_ON, flags::FLAG_INPUT_SET, enabled);
}
bool Node::is_processing_input() const {
  return callback_enabled(this, flags::FLAG_INPUT_ON, flags::FLAG_INPUT_SET, CALLBACK_INPUT);
}
void Node::set_process_unhandled_input(bool enabled) {
  set_callback(this, flags::FLAG_UNHANDLED_ON, flags::FLAG_UNHANDLED_SET, enabled);
}
bool Node::is_processing_unhandled_input() const {
  return callback_enabled(this, flags::FLAG_UNHANDLED_ON, flags::FLAG_UNHANDLED_SET,
                          CALLBACK_UNHANDLED_INPUT);
}

void Node::set_input_before_ui(bool enabled) { TreeWalks::set_input_before_ui(this, enabled); }
bool Node::is_input_before_ui() const {
  return TreeWalks::has_engine_flag(this, detail::ENGINE_INPUT_BEFORE_UI);
}

void Node::set_process_internal(bool enabled) {
  TreeWalks::set_internal_processing(this, detail::ENGINE_INTERNAL_PROCESS, enabled);
}
bool Node::is_processing_internal() const {
  return TreeWalks::has_engine_flag(this, detail::ENGINE_INTERNAL_PROCESS);
}
void Node::set_physics_process_internal(bool enabled) {
  TreeWalks::set_internal_processing(this, detail::ENGINE_INTERNAL_PHYSICS, enabled);
}
bool Node::is_physics_processing_internal() const {
  return TreeWalks::has_engine_flag(this, detail::ENGINE_INTERNAL_PHYSICS);
}

void Node::set_process_mode(ProcessMode mode) {
  if (static_cast<std::uint8_t>(mode) > static_cast<std::uint8_t>(ProcessMode::DISABLED)) {
    throw Error("set_process_mode: invalid mode " + std::to_string(int(mode)));
  }
  if (mode == ProcessMode::INHERIT && tree_ && !parent_) {
    throw Error("set_process_mode: " + detail::describe(this) +
                " is the root of a SceneTree and has no parent to inherit a process mode from");
  }
  modes_ = static_cast<std::uint8_t>((modes_ & ~7u) | std::uint8_t(mode));
  if (tree_) TreeWalks::resolve_process_modes(this, true);
}

ProcessMode Node::get_process_mode() const { return static_cast<ProcessMode>(modes_ & 7); }

bool Node::can_process() const {
  return tree_ && TreeWalks::mode_allows(this, TreeWalks::data(tree_).paused);
}

namespace {

// Changes a priority while keeping the node's list sorted: erase with the old key, insert with
// the new one.
void set_priority(Node* node, int detail::NodeExtras::*field, bool physics,
                  detail::OrderedNodeList detail::TreeData::*list, int priority) {
  detail::NodeExtras* extras = TreeWalks::extras_or_null(node);
  if ((extras ? extras->*field : 0) == priority) return;
  SceneTree* tree = node->get_tree();
  const bool listed = tree && TreeWalks::listed(node, physics);
  if (listed) (TreeWalks::data(tree).*list).erase(node);
  TreeWalks::extras(node).*field = priority;
  if (listed) (TreeWalks::data(tree).*list).insert(node);
}

}  // namespace

void Node::set_process_priority(int priority) {
  set_priority(this, &detail::NodeExtras::process_priority, false, &detail::TreeData::process_list,
               priority);
}
int Node::get_process_priority() const {
  return TreeWalks::priority(this, detail::ListOrder::PROCESS);
}
void Node::set_physics_process_priority(int priority) {
  set_priority(this, &detail::NodeExtras::physics_priority, true, &detail::TreeData::physics_list,
               priority);
}
int Node::get_physics_process_priority() const {
  return TreeWalks::priority(this, detail::ListOrder::PHYSICS);
}

void Node::request_ready() { TreeWalks::set_flag(this, flags::FLAG_NEEDS_READY, true); }

bool Node::is_node_ready() const { return !TreeWalks::has_flag(this, flags::FLAG_NEEDS_READY); }

// -- groups ---------------------------------------------------------------------------------------

void Node::add_to_group(const StringName& group, bool persistent) {
  if (group.is_empty()) throw Error("add_to_group: the group name is empty");
  if (is_in_group(group)) return;
  TreeWalks::extras(this).groups.push_back({group, persistent});
  if (tree_) TreeWalks::data(tree_).group(group).insert(this);
}

void Node::remove_from_group(const StringName& group) {
  detail::NodeExtras* extras = TreeWalks::extras_or_null(this);
  if (!extras) return;
  auto it = std::find_if(extras->groups.begin(), extras->groups.end(),
                         [&](const detail::GroupMembership& g) { return g.name == group; });
  if (it == extras->groups.end()) return;
  if (tree_) TreeWalks::data(tree_).group(group).erase(this);
  extras->groups.erase(it);
}

bool Node::is_in_group(const StringName& group) const {
  const detail::NodeExtras* extras = TreeWalks::extras_or_null(this);
  if (!extras) return false;
  return std::any_of(extras->groups.begin(), extras->groups.end(),
                     [&](const detail::GroupMembership& g) { return g.name == group; });
}

std::vector<StringName> Node::get_groups() const {
  std::vector<StringName> names;
  if (const detail::NodeExtras* extras = TreeWalks::extras_or_null(this)) {
    for (const detail::GroupMembership& g : extras->groups) names.push_back(g.name);
  }
  return names;
}

}  // namespace arbor
