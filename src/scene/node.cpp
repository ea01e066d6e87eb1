#include "arbor/scene/node.h"

#include <algorithm>
#include <string>

#include "arbor/scene/register_scene_types.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "core/instance_registry.h"
#include "scene/tree_walks.h"

namespace arbor {

using detail::describe;
using detail::TreeWalks;
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

Node::Node() : flags_(detail::FLAG_NEEDS_READY) {
  register_scene_types();  // so that any node is reflected by name (a check once registered)
  const NodeId id = detail::register_instance(this);
  id_slot_ = std::uint32_t(id.value);
  id_generation_ = std::uint16_t(id.value >> 32);
}

Node::~Node() {
  // Deleted while still attached (plain `delete` instead of free()): detach without callbacks.
  if (parent_) {
    TreeWalks::unbind_subtree(this);
    TreeWalks::clear_owners_outside(this);
    TreeWalks::detach(parent_, this);
  } else if (tree_) {
    TreeWalks::unbind_subtree(this);
  }
  if (inline_child_) {
    Node* child = child_;
    child_ = nullptr;
    inline_child_ = 0;
    child->parent_ = nullptr;
    delete child;
  } else if (detail::ChildList* list = TreeWalks::child_list(this)) {
    if (detail::NodeExtras* extras = TreeWalks::extras_or_null(this)) extras->unique_names.reset();
    auto& slots = list->slots;
    while (slots.size() > list->begin) {
      Node* child = slots.back();
      slots.pop_back();
      child->parent_ = nullptr;
      delete child;
    }
  }
  TreeWalks::release_unique_name(this);
  detail::unregister_instance(get_instance_id());
  if (detail::NodeExtras* extras = TreeWalks::extras_or_null(this)) {
    delete extras;
  } else {
    delete TreeWalks::child_list(this);
  }
  detail::WalkState& walks = detail::walk_state();
  if (walks.depth > 0) walks.freed.insert(this);
}

// -- names ----------------------------------------------------------------------------------------

void Node::set_name(std::string_view name) {
  detail::UseScope use(this);
  StringName wanted = sanitized_name(name);
  if (wanted.is_empty()) wanted = get_class_info().name;
  if (parent_) wanted = TreeWalks::unique_child_name(parent_, this, wanted);
  if (wanted == name_) return;
  if (TreeWalks::has_flag(this, flags::FLAG_UNIQUE_NAME)) {
    TreeWalks::check_unique_name_free(this, owner_, wanted);
    TreeWalks::release_unique_name(this);
  }
  if (parent_) {
    TreeWalks::rename_child(parent_, this, wanted);
  } else {
    name_ = wanted;
  }
  TreeWalks::acquire_unique_name(this);
  TreeWalks::for_each_preorder(
      this, [](Node* node) { TreeWalks::notify(node, NOTIFICATION_PATH_RENAMED); });
  TreeWalks::emit(tree_, this, renamed, "signal renamed");
  if (tree_) TreeWalks::emit(tree_, this, tree_->tree_changed, "signal tree_changed");
}

// -- tree -----------------------------------------------------------------------------------------

SceneViewport* Node::get_viewport() const {
  const ClassInfo& viewport = SceneViewport::get_class_info_static();
  for (const Node* node = this; node; node = node->parent_) {
    if (node->get_class_info().inherits(viewport)) {
      return static_cast<SceneViewport*>(const_cast<Node*>(node));
    }
  }
  return nullptr;
}

int Node::get_child_count() const { return int(TreeWalks::child_count(this)); }

Node* Node::get_child(int index) const {
  const int count = get_child_count();
  const int resolved = index < 0 ? count + index : index;
  if (resolved < 0 || resolved >= count) {
    throw Error("get_child: index " + std::to_string(index) + " is out of range: node " +
                describe(this) + " has " + std::to_string(count) + " children");
  }
  return TreeWalks::children(this)[std::size_t(resolved)];
}

std::span<Node* const> Node::get_children() const { return TreeWalks::children(this); }

int Node::get_index() const {
  if (!parent_) return -1;
  return int(index_ - TreeWalks::first_slot(parent_));
}

void Node::add_child(Node* child) {
  TreeWalks::validate_new_child(this, child);
  add_validated_child(child);
}

void Node::add_validated_child(Node* child) {
  detail::UseScope use(this, child);
  TreeWalks::attach(this, child, -1);
  TreeWalks::notify(child, NOTIFICATION_PARENTED);
  if (tree_) TreeWalks::enter_tree(child);
  TreeWalks::notify(this, NOTIFICATION_CHILD_ORDER_CHANGED);
  TreeWalks::emit(tree_, this, child_order_changed, "signal child_order_changed");
  if (tree_) TreeWalks::emit(tree_, this, tree_->tree_changed, "signal tree_changed");
}

void Node::add_sibling(Node* sibling) {
  if (!parent_) {
    throw Error("add_sibling: node " + describe(this) + " has no parent");
  }
  Node* parent = parent_;
  const int target = get_index() + 1;
  detail::UseScope use(this, sibling);
  parent->add_child(sibling);
  if (sibling->get_index() != target) parent->move_child(sibling, target);
}

void Node::remove_child(Node* child) {
  if (!child || child->parent_ != this) {
    throw Error("remove_child: " + (child ? "node " + describe(child) : std::string("null")) +
                " is not a child of " + describe(this));
  }
  TreeWalks::check_not_walking(this, "remove_child", child);
  detail::UseScope use(this, child);
  SceneTree* tree = tree_;
  if (tree) {
    TreeWalks::exit_tree(child);
  } else {
    TreeWalks::clear_owners_outside(child);
  }
  TreeWalks::notify(child, NOTIFICATION_UNPARENTED);
  TreeWalks::detach(this, child);
  TreeWalks::notify(this, NOTIFICATION_CHILD_ORDER_CHANGED);
  TreeWalks::emit(tree, this, child_order_changed, "signal child_order_changed");
  if (tree) {
    TreeWalks::after_exit_walk(tree, child);
    TreeWalks::emit(tree, this, tree->tree_changed, "signal tree_changed");
  }
}

void Node::move_child(Node* child, int to_index) {
  if (!child || child->parent_ != this) {
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
  TreeWalks::check_not_walking(this, "move_child", child);
  detail::UseScope use(this, child);
  if (tree_) TreeWalks::list_subtree(child, false);
  TreeWalks::move(this, child, std::uint32_t(target));
  if (tree_) {
    TreeWalks::assign_labels(child);
    TreeWalks::list_subtree(child, true);
  }
  const std::span<Node* const> siblings = TreeWalks::children(this);
  for (int i = std::min(from, target); i <= std::max(from, target); ++i) {
    TreeWalks::notify(siblings[std::size_t(i)], NOTIFICATION_MOVED_IN_PARENT);
  }
  TreeWalks::notify(this, NOTIFICATION_CHILD_ORDER_CHANGED);
  TreeWalks::emit(tree_, this, child_order_changed, "signal child_order_changed");
  if (tree_) TreeWalks::emit(tree_, this, tree_->tree_changed, "signal tree_changed");
}

void Node::reparent(Node* new_parent, bool keep_global_transform) {
  (void)keep_global_transform;
  if (!new_parent) throw Error("reparent: the new parent of " + describe(this) + " is null");
  if (!parent_) throw Error("reparent: node " + describe(this) + " has no parent");
  if (new_parent == parent_) return;
  if (new_parent == this || is_ancestor_of(new_parent)) {
    throw Error("reparent: " + describe(new_parent) + " is " + describe(this) +
                " or one of its descendants; that would make a cycle");
  }
  if (TreeWalks::has_flag(this, flags::FLAG_QUEUED | flags::FLAG_FREEING)) {
    throw Error("reparent: node " + describe(this) + " is queued for deletion");
  }
  TreeWalks::check_not_walking(parent_, "reparent", this);
  // Godot keeps the owner when the new parent is inside the owner's scene.
  Node* owner = owner_;
  const bool keep_owner = owner && (owner == new_parent || owner->is_ancestor_of(new_parent));
  std::vector<Node*> same_owner;
  if (keep_owner) {
    TreeWalks::for_each_preorder(this, [&](Node* node) {
      if (node->owner_ == owner) same_owner.push_back(node);
    });
  }
  Node* old_parent = parent_;
  const int old_index = get_index();
  detail::UseScope use(this, new_parent);
  detail::UseScope use_more(owner, old_parent);
  old_parent->remove_child(this);
  // Exit callbacks ran: check again (a callback may have moved the new parent under this node).
  // A callback that queued this node for deletion does not stop the move: it is freed at the
  // frame's flush, wherever it is.
  try {
    TreeWalks::validate_new_child(new_parent, this, true);
  } catch (...) {
    restore_child(old_parent, old_index);
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
    TreeWalks::validate_new_child(old_parent, this, true);
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
  for (const Node* n = node->parent_; n; n = n->parent_) {
    if (n == this) return true;
  }
  return false;
}

// -- owner and unique names -----------------------------------------------------------------------

void Node::set_owner(Node* owner) {
  if (owner == owner_) return;
  if (owner && !owner->is_ancestor_of(this)) {
    throw Error("set_owner: " + describe(owner) + " is not an ancestor of " + describe(this) +
                "; an owner must be an ancestor");
  }
  if (TreeWalks::has_flag(this, flags::FLAG_UNIQUE_NAME)) {
    TreeWalks::check_unique_name_free(this, owner, name_);
  }
  TreeWalks::release_unique_name(this);
  owner_ = owner;
  TreeWalks::acquire_unique_name(this);
}

void Node::set_unique_name_in_owner(bool enabled) {
  if (enabled == is_unique_name_in_owner()) return;
  if (enabled) {
    TreeWalks::check_unique_name_free(this, owner_, name_);
    TreeWalks::set_flag(this, flags::FLAG_UNIQUE_NAME, true);
    TreeWalks::acquire_unique_name(this);
  } else {
    TreeWalks::release_unique_name(this);
    TreeWalks::set_flag(this, flags::FLAG_UNIQUE_NAME, false);
  }
}

bool Node::is_unique_name_in_owner() const {
  return TreeWalks::has_flag(this, flags::FLAG_UNIQUE_NAME);
}

// -- freeing --------------------------------------------------------------------------------------

void Node::queue_free() {
  if (TreeWalks::has_flag(this, flags::FLAG_QUEUED | flags::FLAG_FREEING)) return;
  if (!tree_) {
    if (TreeWalks::in_use(this)) {
      // Outside a tree, but an operation in progress still uses it: free it when that ends.
      TreeWalks::set_flag(this, flags::FLAG_QUEUED, true);
      detail::walk_state().pending_frees.push_back(get_instance_id());
      return;
    }
    free();
    return;
  }
  if (!parent_) throw Error("queue_free: the root of a SceneTree is freed with its tree");
  TreeWalks::set_flag(this, flags::FLAG_QUEUED, true);
  TreeWalks::data(tree_).delete_queue.push_back(get_instance_id());
}

void Node::free() {
  if (TreeWalks::has_flag(this, flags::FLAG_FREEING)) return;
  if (tree_ && !parent_) throw Error("free: the root of a SceneTree is freed with its tree");
  if (TreeWalks::walking_children(this)) {
    throw Error("free: node " + describe(this) +
                " is busy: a tree walk is visiting its children; use queue_free() instead");
  }
  if (parent_) TreeWalks::check_not_walking(parent_, "free", this);
  if (TreeWalks::in_use(this)) {
    throw Error("free: node " + describe(this) +
                " is in use by an operation in progress (a signal it emits or a tree change it "
                "takes part in); use queue_free() instead");
  }
  TreeWalks::set_flag(this, flags::FLAG_FREEING, true);
  if (parent_) parent_->remove_child(this);
  TreeWalks::destroy(this);
}

bool Node::is_queued_for_deletion() const { return TreeWalks::has_flag(this, flags::FLAG_QUEUED); }

void Node::propagate_notification(int what) {
  // The subtree as it is now: handlers may free or add nodes while it is notified.
  std::vector<NodeId> ids;
  TreeWalks::for_each_preorder(this,
                               [&ids](Node* node) { ids.push_back(node->get_instance_id()); });
  for (const NodeId id : ids) {
    if (auto* node = static_cast<Node*>(detail::find_instance(id))) TreeWalks::notify(node, what);
  }
}

void Node::call_deferred(std::function<void()> fn) {
  if (!tree_) {
    throw Error("call_deferred: node " + describe(this) +
                " is not inside a SceneTree; use SceneTree::call_deferred");
  }
  TreeWalks::data(tree_).deferred.push_back(
      {get_instance_id(), std::move(fn), detail::next_deferred_sequence()});
}

void Node::throw_wrong_type(const NodePath& path, const Node* node,
                            const ClassInfo& expected) const {
  throw Error("get_node: '" + path.to_string() + "' from " + describe(this) + " is a " +
              node->get_class() + ", not a " + expected.name.str());
}

bool is_instance_valid(NodeId id) { return detail::find_instance(id) != nullptr; }

}  // namespace arbor
