#include <algorithm>

#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"
#include "scene/callbacks.h"
#include "scene/child_names.h"
#include "scene/owners.h"

namespace arbor {

using detail::state;

namespace {

// Godot's String::match: '*' matches any run of characters, '?' any one character.
bool wildcard_match(std::string_view pattern, std::string_view text) {
  std::size_t p = 0;
  std::size_t t = 0;
  std::size_t star = std::string_view::npos;
  std::size_t resume = 0;
  while (t < text.size()) {
    if (p < pattern.size() && (pattern[p] == '?' || pattern[p] == text[t])) {
      ++p;
      ++t;
    } else if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      resume = t;
    } else if (star != std::string_view::npos) {
      p = star + 1;
      t = ++resume;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

const Node* topmost(const Node* node) {
  while (node->get_parent()) node = node->get_parent();
  return node;
}

int depth_of(const Node* node) {
  int depth = 0;
  for (; node->get_parent(); node = node->get_parent()) ++depth;
  return depth;
}

// A unique-name segment ("%Name") resolves in the scene `node` owns, then in its owner's scene.
Node* unique_node(const Node* node, const StringName& key) {
  for (const Node* scope : {node, static_cast<const Node*>(node->get_owner())}) {
    if (!scope) continue;
    if (Node* found = detail::find_unique_name(scope, key)) return found;
  }
  return nullptr;
}

void collect_children(const Node* node, std::string_view pattern, std::string_view type,
                      bool recursive, bool owned, std::vector<Node*>& out) {
  for (Node* child : detail::children(node)) {
    if (owned && !child->get_owner()) continue;  // Godot skips the whole unowned subtree
    if ((pattern.empty() || wildcard_match(pattern, child->get_name().view())) &&
        (type.empty() || child->is_class(type))) {
      out.push_back(child);
    }
    if (recursive) collect_children(child, pattern, type, true, owned, out);
  }
}

}  // namespace

Node* Node::get_node_or_null(const NodePath& path) const {
  if (path.is_empty()) return nullptr;
  const Node* current = this;
  std::span<const StringName> names = path.names();
  if (path.is_absolute()) {
    if (!state(this).tree) return nullptr;
    const Node* root = topmost(this);
    if (names.empty() || names.front() != root->get_name()) return nullptr;
    current = root;
    names = names.subspan(1);
  }
  for (const StringName& name : names) {
    const std::string_view text = name.view();
    if (text == ".") continue;
    if (text == "..") {
      current = state(current).parent;
    } else if (text.front() == '%') {
      current = unique_node(current, name);
    } else {
      current = detail::child_by_name(current, name);
    }
    if (!current) return nullptr;
  }
  return const_cast<Node*>(current);
}

Node* Node::get_node(const NodePath& path) const {
  if (Node* node = get_node_or_null(path)) return node;
  throw Error("get_node: node not found: '" + path.to_string() + "' (relative to '" +
              get_path().to_string() + "')");
}

NodePath Node::get_path() const {
  std::vector<StringName> names;
  for (const Node* node = this; node; node = state(node).parent) names.push_back(state(node).name);
  std::reverse(names.begin(), names.end());
  return NodePath(std::move(names), state(this).tree != nullptr);
}

NodePath Node::get_path_to(const Node* node) const {
  if (!node) throw Error("get_path_to: the target is null");
  if (topmost(this) != topmost(node)) {
    throw Error("get_path_to: " + get_path().to_string() + " and " + node->get_path().to_string() +
                " are not in the same tree");
  }
  const Node* a = this;
  const Node* b = node;
  int depth_a = depth_of(a);
  int depth_b = depth_of(b);
  std::vector<StringName> down;
  int up = 0;
  while (depth_a > depth_b) {
    a = state(a).parent;
    --depth_a;
    ++up;
  }
  while (depth_b > depth_a) {
    down.push_back(state(b).name);
    b = state(b).parent;
    --depth_b;
  }
  while (a != b) {
    a = state(a).parent;
    ++up;
    down.push_back(state(b).name);
    b = state(b).parent;
  }
  std::vector<StringName> names(std::size_t(up), StringName(".."));
  names.insert(names.end(), down.rbegin(), down.rend());
  if (names.empty()) names.emplace_back(".");
  return NodePath(std::move(names), false);
}

Node* Node::find_child(std::string_view pattern, bool recursive, bool owned) const {
  if (pattern.empty()) return nullptr;
  for (Node* child : detail::children(this)) {
    if (owned && !state(child).owner) continue;
    if (wildcard_match(pattern, state(child).name.view())) return child;
    if (!recursive) continue;
    if (Node* found = child->find_child(pattern, true, owned)) return found;
  }
  return nullptr;
}

std::vector<Node*> Node::find_children(std::string_view pattern, std::string_view type,
                                       bool recursive, bool owned) const {
  std::vector<Node*> out;
  collect_children(this, pattern, type, recursive, owned, out);
  return out;
}

}  // namespace arbor
