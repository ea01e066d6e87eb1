#include "scene/owners.h"

#include <string>
#include <unordered_map>

#include "arbor/core/error/error.h"
#include "scene/callbacks.h"
#include "scene/child_list.h"

namespace arbor::detail {
namespace {

StringName unique_key(const StringName& name) {
  std::string key(1, '%');
  key += name.view();
  return StringName(key);
}

}  // namespace

void check_unique_name_free(const Node* node, const Node* owner, const StringName& name) {
  const Node* taken = owner ? find_unique_name(owner, unique_key(name)) : nullptr;
  if (taken && taken != node) {
    throw Error("unique name %" + name.str() + " is already used by " + describe(taken) +
                " in the scene owned by " + describe(owner) + "; cannot give it to " +
                describe(node));
  }
}

Node* find_unique_name(const Node* owner, const StringName& key) {
  const NodeExtras* extras = extras_or_null(owner);
  if (!extras || !extras->unique_names) return nullptr;
  auto it = extras->unique_names->find(key);
  return it == extras->unique_names->end() ? nullptr : it->second;
}

void release_unique_name(Node* node) {
  const NodeState& s = state(node);
  if (!has_flag(node, FLAG_UNIQUE_NAME) || !s.owner) return;
  NodeExtras* extras = extras_or_null(s.owner);
  if (!extras || !extras->unique_names) return;
  auto& names = *extras->unique_names;
  auto it = names.find(unique_key(s.name));
  if (it != names.end() && it->second == node) names.erase(it);
}

void acquire_unique_name(Node* node) {
  const NodeState& s = state(node);
  if (!has_flag(node, FLAG_UNIQUE_NAME) || !s.owner) return;
  auto& names = extras_of(s.owner).unique_names;
  if (!names) names = std::make_unique<std::unordered_map<StringName, Node*>>();
  (*names)[unique_key(s.name)] = node;
}

void clear_owner_outside(const Node* subtree_root, Node* node) {
  Node* owner = state(node).owner;
  if (owner && owner != subtree_root && !subtree_root->is_ancestor_of(owner)) {
    release_unique_name(node);
    state(node).owner = nullptr;
  }
}

void clear_owners_outside(Node* subtree_root) {
  for_each_preorder(subtree_root,
                    [subtree_root](Node* node) { clear_owner_outside(subtree_root, node); });
}

}  // namespace arbor::detail
