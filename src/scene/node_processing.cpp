#include <algorithm>

#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"
#include "scene/callbacks.h"
#include "scene/child_list.h"
#include "scene/node_lists.h"
#include "scene/process_modes.h"
#include "scene/tree_data.h"

namespace arbor {

using detail::has_flag;
using detail::state;
namespace flags = detail;

namespace {

// The value of a callback toggle: the explicit setting, else what the class overrides.
bool callback_enabled(const Node* node, std::uint16_t on, std::uint16_t set,
                      std::uint32_t callback) {
  if (has_flag(node, set)) return has_flag(node, on);
  return (node->get_class_info().callbacks & callback) != 0;
}

void set_callback(Node* node, std::uint16_t on, std::uint16_t set, bool enabled) {
  detail::set_flag(node, set, true);
  detail::set_callback_flag(node, on, enabled);
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

void Node::set_input_before_ui(bool enabled) { detail::set_input_before_ui(this, enabled); }
bool Node::is_input_before_ui() const {
  return detail::has_engine_flag(this, detail::ENGINE_INPUT_BEFORE_UI);
}

void Node::set_process_internal(bool enabled) {
  detail::set_internal_processing(this, detail::ENGINE_INTERNAL_PROCESS, enabled);
}
bool Node::is_processing_internal() const {
  return detail::has_engine_flag(this, detail::ENGINE_INTERNAL_PROCESS);
}
void Node::set_physics_process_internal(bool enabled) {
  detail::set_internal_processing(this, detail::ENGINE_INTERNAL_PHYSICS, enabled);
}
bool Node::is_physics_processing_internal() const {
  return detail::has_engine_flag(this, detail::ENGINE_INTERNAL_PHYSICS);
}

void Node::set_process_mode(ProcessMode mode) {
  if (static_cast<std::uint8_t>(mode) > static_cast<std::uint8_t>(ProcessMode::DISABLED)) {
    throw Error("set_process_mode: invalid mode " + std::to_string(int(mode)));
  }
  detail::NodeState& s = state(this);
  if (mode == ProcessMode::INHERIT && s.tree && !s.parent) {
    throw Error("set_process_mode: " + detail::describe(this) +
                " is the root of a SceneTree and has no parent to inherit a process mode from");
  }
  s.modes = static_cast<std::uint8_t>((s.modes & ~7u) | std::uint8_t(mode));
  if (s.tree) detail::resolve_process_modes(this, true);
}

ProcessMode Node::get_process_mode() const { return detail::own_mode(this); }

bool Node::can_process() const {
  SceneTree* tree = state(this).tree;
  return tree && detail::mode_allows(this, detail::tree_data(tree).paused);
}

namespace {

// Changes a priority while keeping the node's list sorted: erase with the old key, insert with
// the new one.
void set_priority(Node* node, int detail::NodeExtras::*field, bool physics,
                  detail::OrderedNodeList detail::TreeData::*list, int priority) {
  detail::NodeExtras* extras = detail::extras_or_null(node);
  if ((extras ? extras->*field : 0) == priority) return;
  SceneTree* tree = state(node).tree;
  const bool listed = tree && detail::listed(node, physics);
  if (listed) (detail::tree_data(tree).*list).erase(node);
  detail::extras_of(node).*field = priority;
  if (listed) (detail::tree_data(tree).*list).insert(node);
}

}  // namespace

void Node::set_process_priority(int priority) {
  set_priority(this, &detail::NodeExtras::process_priority, false, &detail::TreeData::process_list,
               priority);
}
int Node::get_process_priority() const {
  return detail::priority(this, detail::ListOrder::PROCESS);
}
void Node::set_physics_process_priority(int priority) {
  set_priority(this, &detail::NodeExtras::physics_priority, true, &detail::TreeData::physics_list,
               priority);
}
int Node::get_physics_process_priority() const {
  return detail::priority(this, detail::ListOrder::PHYSICS);
}

void Node::request_ready() { detail::set_flag(this, flags::FLAG_NEEDS_READY, true); }

bool Node::is_node_ready() const { return !has_flag(this, flags::FLAG_NEEDS_READY); }

// -- groups ---------------------------------------------------------------------------------------

void Node::add_to_group(const StringName& group, bool persistent) {
  if (group.is_empty()) throw Error("add_to_group: the group name is empty");
  if (is_in_group(group)) return;
  detail::extras_of(this).groups.push_back({group, persistent});
  if (SceneTree* tree = state(this).tree) detail::tree_data(tree).group(group).insert(this);
}

void Node::remove_from_group(const StringName& group) {
  detail::NodeExtras* extras = detail::extras_or_null(this);
  if (!extras) return;
  auto it = std::find_if(extras->groups.begin(), extras->groups.end(),
                         [&](const detail::GroupMembership& g) { return g.name == group; });
  if (it == extras->groups.end()) return;
  if (SceneTree* tree = state(this).tree) detail::tree_data(tree).group(group).erase(this);
  extras->groups.erase(it);
}

bool Node::is_in_group(const StringName& group) const {
  const detail::NodeExtras* extras = detail::extras_or_null(this);
  if (!extras) return false;
  return std::any_of(extras->groups.begin(), extras->groups.end(),
                     [&](const detail::GroupMembership& g) { return g.name == group; });
}

std::vector<StringName> Node::get_groups() const {
  std::vector<StringName> names;
  if (const detail::NodeExtras* extras = detail::extras_or_null(this)) {
    for (const detail::GroupMembership& g : extras->groups) names.push_back(g.name);
  }
  return names;
}

}  // namespace arbor
