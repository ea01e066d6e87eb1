#include "arbor/scene/node.h"

#include <algorithm>
#include <string>

#include "arbor/scene/register_scene_types.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "core/block_pool.h"
#include "core/deferred_queue.h"
#include "core/instance_registry.h"
#include "scene/callbacks.h"
#include "scene/child_list.h"
#include "scene/child_names.h"
#include "scene/lifecycle.h"
#include "scene/node_lists.h"
#include "scene/owners.h"
#include "scene/tree_data.h"
#include "scene/tree_order.h"
#include "scene/walk_guards.h"

namespace arbor {

using detail::describe;
using detail::has_flag;
using detail::set_flag;
using detail::state;
namespace flags = detail;

namespace {

// Godot's characters that are not allowed in node names.
bool is_forbidden_name_char(char c) {
  return c == '/' || c == ':' || c == '@' || c == '%' || c == '"' || c == '.';
}

// `name` with each forbidden character replaced by '_', interned.
StringName sanitized_name(std::string_view name) {
  if (std::none_of(name.begin(), name.end(), is_forbidden_name_char)) return StringName(name);
  std::string out(name);
  std::replace_if(out.begin(), out.end(), is_forbidden_name_char, '_');
  return StringName(out);
}

}  // namespace

const ClassInfo& Node::get_class_info_static() {
  static const ClassInfo info{"Node", &Object::get_class_info_static(), 0, false};
  return info;
}

void* Node::operator new(std::size_t size) { return detail::pool_allocate(size); }

void Node::operator delete(void* node, std::size_t size) noexcept { detail::pool_free(node, size); }

Node::Node() {
  register_scene_types();  // so that any node is reflected by name (a check once registered)
  detail::NodeAccess::construct(this, detail::register_instance(this));
}

Node::~Node() {
  detail::NodeState& s = state(this);
  // Deleted while still attached (plain `delete` instead of free()): detach without callbacks.
  if (s.parent) {
    detail::unbind_subtree(this);
    detail::clear_owners_outside(this);
    detail::detach(s.parent, this);
  } else if (s.tree) {
    detail::unbind_subtree(this);
  }
  if (s.inline_child) {
    Node* child = s.child;
    s.child = nullptr;
    s.inline_child = 0;
    state(child).parent = nullptr;
    delete child;
  } else if (detail::ChildList* list = detail::child_list(this)) {
    if (detail::NodeExtras* extras = detail::extras_or_null(this)) extras->unique_names.reset();
    auto& slots = list->slots;
    while (slots.size() > list->begin) {
      Node* child = slots.back();
      slots.pop_back();
      state(child).parent = nullptr;
      delete child;
    }
  }
  detail::release_unique_name(this);
  detail::unregister_instance(get_instance_id());
  if (detail::NodeExtras* extras = detail::extras_or_null(this)) {
    delete extras;
  } else {
    delete detail::child_list(this);
  }
  detail::WalkState& walks = detail::walk_state();
  if (walks.depth > 0) walks.freed.emplace(this, get_instance_id());
  detail::NodeAccess::destroy(this);
}

// -- identity -------------------------------------------------------------------------------------

const StringName& Node::get_name() const { return state(this).name; }
Node* Node::get_parent() const { return state(this).parent; }
SceneTree* Node::get_tree() const { return state(this).tree; }
Node* Node::get_owner() const { return state(this).owner; }

// -- names ----------------------------------------------------------------------------------------

void Node::set_name(std::string_view name) {
  detail::UseScope use(this);
  detail::NodeState& s = state(this);
  StringName wanted = sanitized_name(name);
  if (wanted.is_empty()) wanted = get_class_info().name;
  if (s.parent) wanted = detail::unique_child_name(s.parent, this, wanted);
  if (wanted == s.name) return;
  if (has_flag(this, flags::FLAG_UNIQUE_NAME)) {
    detail::check_unique_name_free(this, s.owner, wanted);
    detail::release_unique_name(this);
  }
  if (s.parent) {
    detail::rename_child(s.parent, this, wanted);
  } else {
    s.name = wanted;
  }
  detail::acquire_unique_name(this);
  detail::for_each_preorder(this,
                            [](Node* node) { detail::notify(node, NOTIFICATION_PATH_RENAMED); });
  detail::emit(s.tree, this, renamed, "signal renamed");
  if (s.tree) detail::emit(s.tree, this, s.tree->tree_changed, "signal tree_changed");
}

// -- tree -----------------------------------------------------------------------------------------

SceneViewport* Node::get_viewport() const {
  const ClassInfo& viewport = SceneViewport::get_class_info_static();
  for (const Node* node = this; node; node = state(node).parent) {
    if (node->get_class_info().inherits(viewport)) {
      return static_cast<SceneViewport*>(const_cast<Node*>(node));
    }
  }
  return nullptr;
}

int Node::get_child_count() const { return int(detail::child_count(this)); }

Node* Node::get_child(int index) const {
  const int count = get_child_count();
  const int resolved = index < 0 ? count + index : index;
  if (resolved < 0 || resolved >= count) {
    throw Error("get_child: index " + std::to_string(index) + " is out of range: node " +
                describe(this) + " has " + std::to_string(count) + " children");
  }
  return detail::children(this)[std::size_t(resolved)];
}

std::size_t Node::Children::size() const { return detail::child_count(parent_); }

Node* Node::Children::operator[](std::size_t position) const {
  return detail::children(parent_)[position];
}

int Node::get_index() const {
  const detail::NodeState& s = state(this);
  if (!s.parent) return -1;
  return int(detail::position_of(this));
}

void Node::add_child(Node* child) {
  detail::validate_new_child(this, child);
  add_validated_child(child);
}

void Node::add_validated_child(Node* child) {
  detail::UseScope use(this, child);
  detail::attach(this, child, -1);
  detail::notify(child, NOTIFICATION_PARENTED);
  SceneTree* tree = state(this).tree;
  if (tree) detail::enter_tree(child);
  detail::notify(this, NOTIFICATION_CHILD_ORDER_CHANGED);
  detail::emit(tree, this, child_order_changed, "signal child_order_changed");
  if (tree) detail::emit(tree, this, tree->tree_changed, "signal tree_changed");
}

void Node::add_sibling(Node* sibling) {
  Node* parent = state(this).parent;
  if (!parent) {
    throw Error("add_sibling: node " + describe(this) + " has no parent");
  }
  const int target = get_index() + 1;
  detail::UseScope use(this, sibling);
  parent->add_child(sibling);
  if (sibling->get_index() != target) parent->move_child(sibling, target);
}

void Node::remove_child(Node* child) {
  if (!child || state(child).parent != this) {
    throw Error("remove_child: " + (child ? "node " + describe(child) : std::string("null")) +
                " is not a child of " + describe(this));
  }
  detail::check_not_walking(this, "remove_child", child);
  detail::UseScope use(this, child);
  SceneTree* tree = state(this).tree;
  if (tree) {
    detail::exit_tree(child);
  } else {
    detail::clear_owners_outside(child);
  }
  detail::notify(child, NOTIFICATION_UNPARENTED);
  detail::detach(this, child);
  detail::notify(this, NOTIFICATION_CHILD_ORDER_CHANGED);
  detail::emit(tree, this, child_order_changed, "signal child_order_changed");
  if (tree) {
    detail::after_exit_walk(tree, child);
    detail::emit(tree, this, tree->tree_changed, "signal tree_changed");
  }
}

void Node::move_child(Node* child, int to_index) {
  if (!child || state(child).parent != this) {
    throw Error("move_child: " + (child ? "node " + describe(child) : std::string("null")) +
                " is not a child of " + describe(this));
  }
  const int count = get_child_count();
  int target = to_index < 0 ? count + to_index : to_index;
  if (target == count) target = count - 1;  // one past the end means last, as in Godot
  if (target < 0 || target >= count) {
    throw Error("move_child: index " + std::to_string(to_index) + " is out of range for " +
                describe(this) + " with " + std::to_string(count) + " children");
  }
  const int from = child->get_index();
  if (from == target) return;
  detail::check_not_walking(this, "move_child", child);
  detail::UseScope use(this, child);
  SceneTree* tree = state(this).tree;
  if (tree) detail::list_subtree(child, false);
  detail::move(this, child, std::uint32_t(target));
  if (tree) {
    detail::TreeData& data = detail::tree_data(tree);
    detail::assign_labels(child, [&data](Node* node) { detail::insert_into_lists(data, node); });
  }
  const std::span<Node* const> siblings = detail::children(this);
  for (int i = std::min(from, target); i <= std::max(from, target); ++i) {
    detail::notify(siblings[std::size_t(i)], NOTIFICATION_MOVED_IN_PARENT);
  }
  detail::notify(this, NOTIFICATION_CHILD_ORDER_CHANGED);
  detail::emit(tree, this, child_order_changed, "signal child_order_changed");
  if (tree) detail::emit(tree, this, tree->tree_changed, "signal tree_changed");
}

void Node::reparent(Node* new_parent, bool keep_global_transform) {
  (void)keep_global_transform;
  Node* parent = state(this).parent;
  if (!new_parent) throw Error("reparent: the new parent of " + describe(this) + " is null");
  if (!parent) throw Error("reparent: node " + describe(this) + " has no parent");
  if (new_parent == parent) return;
  if (new_parent == this || is_ancestor_of(new_parent)) {
    throw Error("reparent: " + describe(new_parent) + " is " + describe(this) +
                " or one of its descendants; that would make a cycle");
  }
  if (has_flag(this, flags::FLAG_QUEUED | flags::FLAG_FREEING)) {
    throw Error("reparent: node " + describe(this) + " is queued for deletion");
  }
  detail::check_not_walking(parent, "reparent", this);
  // Godot keeps the owner when the new parent is inside the owner's scene.
  Node* owner = state(this).owner;
  const bool keep_owner = owner && (owner == new_parent || owner->is_ancestor_of(new_parent));
  std::vector<Node*> same_owner;
  if (keep_owner) {
    detail::for_each_preorder(this, [&](Node* node) {
      if (state(node).owner == owner) same_owner.push_back(node);
    });
  }
  const int old_index = get_index();
  detail::UseScope use(this, new_parent);
  detail::UseScope use_more(owner, parent);
  parent->remove_child(this);
  // Exit callbacks ran: check again (a callback may have moved the new parent under this node).
  // A callback that queued this node for deletion does not stop the move: it is freed at the
  // frame's flush, wherever it is.
  try {
    detail::validate_new_child(new_parent, this, true);
  } catch (...) {
    restore_child(parent, old_index);
    throw;
  }
  new_parent->add_validated_child(this);
  for (Node* node : same_owner) {
    if (is_instance_valid(node->get_instance_id()) && owner->is_ancestor_of(node))
      node->set_owner(owner);
  }
}

void Node::restore_child(Node* old_parent, int old_index) {
  try {
    detail::validate_new_child(old_parent, this, true);
  } catch (const Error&) {
    return;  // the old place is gone too: the node stays detached, owned by the caller
  }
  old_parent->add_validated_child(this);
  const int last = old_parent->get_child_count() - 1;
  if (get_index() != std::min(old_index, last))
    old_parent->move_child(this, std::min(old_index, last));
}

bool Node::is_ancestor_of(const Node* node) const {
  if (!node) return false;
  for (const Node* n = state(node).parent; n; n = state(n).parent) {
    if (n == this) return true;
  }
  return false;
}

// -- owner and unique names -----------------------------------------------------------------------

void Node::set_owner(Node* owner) {
  detail::NodeState& s = state(this);
  if (owner == s.owner) return;
  if (owner && !owner->is_ancestor_of(this)) {
    throw Error("set_owner: " + describe(owner) + " is not an ancestor of " + describe(this) +
                "; an owner must be an ancestor");
  }
  if (has_flag(this, flags::FLAG_UNIQUE_NAME)) detail::check_unique_name_free(this, owner, s.name);
  detail::release_unique_name(this);
  s.owner = owner;
  detail::acquire_unique_name(this);
}

void Node::set_unique_name_in_owner(bool enabled) {
  if (enabled == is_unique_name_in_owner()) return;
  if (enabled) {
    detail::check_unique_name_free(this, state(this).owner, state(this).name);
    set_flag(this, flags::FLAG_UNIQUE_NAME, true);
    detail::acquire_unique_name(this);
  } else {
    detail::release_unique_name(this);
    set_flag(this, flags::FLAG_UNIQUE_NAME, false);
  }
}

bool Node::is_unique_name_in_owner() const { return has_flag(this, flags::FLAG_UNIQUE_NAME); }

// -- freeing --------------------------------------------------------------------------------------

void Node::queue_free() {
  if (has_flag(this, flags::FLAG_QUEUED | flags::FLAG_FREEING)) return;
  const detail::NodeState& s = state(this);
  if (!s.tree) {
    if (detail::in_use(this)) {
      // Outside a tree, but an operation in progress still uses it: free it when that ends.
      set_flag(this, flags::FLAG_QUEUED, true);
      detail::walk_state().pending_frees.push_back(get_instance_id());
      return;
    }
    free();
    return;
  }
  if (!s.parent) throw Error("queue_free: the root of a SceneTree is freed with its tree");
  set_flag(this, flags::FLAG_QUEUED, true);
  detail::refresh_listing(this);  // a queued node no longer processes
  detail::tree_data(s.tree).delete_queue.push_back(get_instance_id());
}

void Node::free() {
  if (has_flag(this, flags::FLAG_FREEING)) return;
  const detail::NodeState& s = state(this);
  if (s.tree && !s.parent) throw Error("free: the root of a SceneTree is freed with its tree");
  if (detail::walking_children(this)) {
    throw Error("free: node " + describe(this) +
                " is busy: a tree walk is visiting its children; use queue_free() instead");
  }
  if (s.parent) detail::check_not_walking(s.parent, "free", this);
  if (detail::in_use(this)) {
    throw Error("free: node " + describe(this) +
                " is in use by an operation in progress (a signal it emits or a tree change it "
                "takes part in); use queue_free() instead");
  }
  set_flag(this, flags::FLAG_FREEING, true);
  if (s.parent) s.parent->remove_child(this);
  detail::destroy(this);
}

bool Node::is_queued_for_deletion() const { return has_flag(this, flags::FLAG_QUEUED); }

void Node::propagate_notification(int what) {
  // The subtree as it is now: handlers may free or add nodes while it is notified.
  std::vector<NodeId> ids;
  detail::for_each_preorder(this, [&ids](Node* node) { ids.push_back(node->get_instance_id()); });
  for (const NodeId id : ids) {
    if (auto* node = static_cast<Node*>(detail::find_instance(id))) detail::notify(node, what);
  }
}

void Node::call_deferred(std::function<void()> fn) {
  SceneTree* tree = state(this).tree;
  if (!tree) {
    throw Error("call_deferred: node " + describe(this) +
                " is not inside a SceneTree; use SceneTree::call_deferred");
  }
  detail::tree_data(tree).deferred.push_back(
      {get_instance_id(), std::move(fn), detail::next_deferred_sequence()});
}

void Node::throw_wrong_type(const NodePath& path, const Node* node,
                            const ClassInfo& expected) const {
  throw Error("get_node: '" + path.to_string() + "' from " + describe(this) + " is a " +
              node->get_class() + ", not a " + expected.name.str());
}

bool is_instance_valid(NodeId id) { return detail::find_instance(id) != nullptr; }

}  // namespace arbor
