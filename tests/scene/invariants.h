#pragma once

// Structural invariants of a SceneTree, checked through the public API only.
//
//   std::string v = arbor::test::find_tree_invariant_violation(tree);   // "" when all hold
//   arbor::test::check_tree_invariants(tree);                           // gtest failure otherwise
//
// Walking from the root (pre-order), for every node:
//  - each child's get_parent() is its parent, get_index() its position, get_child(i) and
//    get_children()[i] agree, get_child(-1) is the last child;
//  - sibling names are non-empty, unique, and free of / : @ % " .;
//  - get_tree() is the tree, is_inside_tree() holds, and get_node_count() equals the number of
//    nodes walked;
//  - the owner, if any, is a strict ancestor; a node that is unique_name_in_owner is reachable as
//    %Name from its owner, and %Name resolved from an owner is a unique node of that owner's scene
//    (or of the owner's own owner: Godot looks there next);
//  - get_path() is absolute and round-trips through get_node from the root (via its text form
//    too, for every 16th node in pre-order, since parsing interns each segment again);
//  - is_instance_valid(id) and tree.find(id) == node;
//  - for every group any node is in (plus `extra_groups`), get_nodes_in_group(g) is exactly
//    the nodes reporting is_in_group(g), in pre-order, and get_first_node_in_group agrees.
// With `after_frame`, also: no node in the tree is still queued for deletion (the frame's flush
// frees them all).

#include <gtest/gtest.h>

#include <algorithm>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "arbor/arbor.h"

namespace arbor::test {

namespace invariants_detail {

inline std::string describe(const Node* node) {
  std::string out = "'" + node->get_name().str() + "'";
  // The path is only safe to build when the parent chain is sound; the walk only calls this on
  // nodes reached through it.
  out += " (" + node->get_path().to_string() + ")";
  return out;
}

inline bool has_forbidden_char(std::string_view name) {
  return name.find_first_of("/:@%\".") != std::string_view::npos;
}

}  // namespace invariants_detail

/// Returns a description of the first violated invariant, or an empty string.
inline std::string find_tree_invariant_violation(const SceneTree& tree,
                                                 std::span<const StringName> extra_groups = {},
                                                 bool after_frame = false) {
  using invariants_detail::describe;
  std::ostringstream err;
  Node* root = tree.get_root();
  if (!root) return "get_root() is null";
  if (root->get_parent() != nullptr) return "the root has a parent";
  if (root->get_index() != -1) return "the root's get_index() is not -1";

  // Pre-order walk with an explicit stack (trees may be deep chains).
  std::vector<Node*> order;
  std::unordered_map<const Node*, std::size_t> position;  // pre-order index
  std::vector<Node*> stack{root};
  while (!stack.empty()) {
    Node* node = stack.back();
    stack.pop_back();
    if (position.contains(node)) return "a node is reachable twice (cycle or shared child)";
    position.emplace(node, order.size());
    order.push_back(node);
    if (order.size() > 10'000'000) return "walk did not terminate";

    if (node->get_tree() != &tree) {
      err << "get_tree() of " << describe(node) << " is not the tree";
      return err.str();
    }
    if (!node->is_inside_tree()) {
      err << "is_inside_tree() is false for " << describe(node);
      return err.str();
    }
    const Node::Children children = node->get_children();
    const int count = node->get_child_count();
    if (count != int(children.size())) {
      err << "get_child_count() " << count << " != get_children().size() " << children.size()
          << " for " << describe(node);
      return err.str();
    }
    std::unordered_set<StringName> names;
    for (int i = 0; i < count; ++i) {
      Node* child = children[std::size_t(i)];
      if (!child) {
        err << "null child at index " << i << " of " << describe(node);
        return err.str();
      }
      if (node->get_child(i) != child) {
        err << "get_child(" << i << ") disagrees with get_children() under " << describe(node);
        return err.str();
      }
      if (child->get_parent() != node) {
        err << "child " << i << " of " << describe(node) << " reports another parent";
        return err.str();
      }
      if (child->get_index() != i) {
        err << "child " << describe(child) << " reports index " << child->get_index()
            << " but is at " << i;
        return err.str();
      }
      const StringName& name = child->get_name();
      if (name.is_empty()) {
        err << "child " << i << " of " << describe(node) << " has an empty name";
        return err.str();
      }
      if (invariants_detail::has_forbidden_char(name.view())) {
        err << "child name '" << name.view() << "' under " << describe(node)
            << " has a forbidden character";
        return err.str();
      }
      if (!names.insert(name).second) {
        err << "two children of " << describe(node) << " are named '" << name.view() << "'";
        return err.str();
      }
    }
    if (count > 0 && node->get_child(-1) != children.back()) {
      err << "get_child(-1) is not the last child of " << describe(node);
      return err.str();
    }
    for (int i = count; i-- > 0;) stack.push_back(children[std::size_t(i)]);
  }

  if (tree.get_node_count() != int(order.size())) {
    err << "get_node_count() is " << tree.get_node_count() << " but " << order.size()
        << " nodes were walked";
    return err.str();
  }

  std::vector<StringName> groups(extra_groups.begin(), extra_groups.end());
  for (Node* node : order) {
    // Identity.
    const NodeId id = node->get_instance_id();
    if (!is_instance_valid(id)) {
      err << "is_instance_valid is false for " << describe(node);
      return err.str();
    }
    if (tree.find(id) != node) {
      err << "tree.find(id) does not return " << describe(node);
      return err.str();
    }
    if (after_frame && node->is_queued_for_deletion()) {
      err << describe(node) << " is still queued for deletion after the frame";
      return err.str();
    }
    // Owner.
    if (Node* owner = node->get_owner()) {
      if (!position.contains(owner) || !owner->is_ancestor_of(node)) {
        err << "the owner of " << describe(node) << " is not an ancestor in the tree";
        return err.str();
      }
      const std::string key = "%" + node->get_name().str();
      Node* found = owner->get_node_or_null(NodePath(key));
      if (node->is_unique_name_in_owner()) {
        if (found != node) {
          err << "unique " << describe(node) << " is not reachable as " << key << " from its owner";
          return err.str();
        }
      } else if (found) {
        if (!position.contains(found)) {
          err << key << " from owner " << describe(owner) << " resolves to a node outside the tree";
          return err.str();
        }
        // %Name from a node looks in the scene it owns, then in its own owner's scene.
        const bool scope_ok =
            found->get_owner() == owner || (owner->get_owner() && found->get_owner() == owner->get_owner());
        if (!found->is_unique_name_in_owner() || !scope_ok || found->get_name() != node->get_name()) {
          err << key << " from owner " << describe(owner) << " resolves to " << describe(found)
              << ", which is not its unique node of that name";
          return err.str();
        }
      }
    }
    // Paths.
    const NodePath path = node->get_path();
    if (!path.is_absolute()) {
      err << "get_path() of " << describe(node) << " is not absolute";
      return err.str();
    }
    if (root->get_node_or_null(path) != node) {
      err << "get_path() '" << path.to_string() << "' does not resolve back to the node";
      return err.str();
    }
    // The text form interns every segment again: checked on a sample (every 16th node).
    if (position.at(node) % 16 == 0 && root->get_node_or_null(NodePath(path.to_string())) != node) {
      err << "the text of get_path() '" << path.to_string() << "' does not resolve back";
      return err.str();
    }
    // Groups used.
    for (const StringName& group : node->get_groups()) {
      if (!node->is_in_group(group)) {
        err << describe(node) << " lists group " << group.view() << " but is_in_group is false";
        return err.str();
      }
      if (std::find(groups.begin(), groups.end(), group) == groups.end()) groups.push_back(group);
    }
  }

  for (const StringName& group : groups) {
    std::vector<Node*> expected;
    for (Node* node : order) {
      if (node->is_in_group(group)) expected.push_back(node);
    }
    const std::vector<Node*> actual = tree.get_nodes_in_group(group);
    if (actual != expected) {
      err << "get_nodes_in_group(" << group.view() << ") has " << actual.size()
          << " nodes, expected " << expected.size() << " in tree order";
      for (std::size_t i = 0; i < std::max(actual.size(), expected.size()); ++i) {
        const Node* a = i < actual.size() ? actual[i] : nullptr;
        const Node* e = i < expected.size() ? expected[i] : nullptr;
        if (a != e) {
          err << "; first difference at " << i << ": got "
              << (a ? (position.contains(a) ? describe(a) : std::string("a node outside the tree"))
                    : std::string("nothing"))
              << ", expected " << (e ? describe(e) : std::string("nothing"));
          break;
        }
      }
      return err.str();
    }
    Node* first = tree.get_first_node_in_group(group);
    if (first != (expected.empty() ? nullptr : expected.front())) {
      err << "get_first_node_in_group(" << group.view() << ") disagrees with the walk";
      return err.str();
    }
  }
  return {};
}

/// Asserts (non-fatally, through gtest) that every invariant above holds.
inline void check_tree_invariants(const SceneTree& tree, std::span<const StringName> extra_groups = {},
                                  bool after_frame = false) {
  const std::string violation = find_tree_invariant_violation(tree, extra_groups, after_frame);
  if (!violation.empty()) ADD_FAILURE() << "tree invariant violated: " << violation;
}

}  // namespace arbor::test
