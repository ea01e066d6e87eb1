#include "scene/child_list.h"

#include <algorithm>
#include <memory>
#include <string>

#include "arbor/core/error/error.h"
#include "scene/callbacks.h"
#include "scene/child_names.h"
#include "scene/child_reserve.h"

namespace arbor::detail {
namespace {

void reindex(ChildList& list, std::uint32_t from) {
  for (std::uint32_t slot = from; slot < list.slots.size(); ++slot) {
    state(list.slots[slot]).index = slot;
  }
}

// Drops the gap at the front of the child list: every slot changes, so the name index is rebuilt.
void compact(ChildList& list, NameIndex* index) {
  list.slots.erase(list.slots.begin(), list.slots.begin() + list.begin);
  list.begin = 0;
  reindex(list, 0);
  if (index) {
    index->by_name.clear();
    list_names(list, index, 0, std::uint32_t(list.slots.size()));
  }
}

}  // namespace

NodeExtras& extras_of(Node* node) {
  NodeState& s = state(node);
  if (s.has_extras) return *s.extras;
  auto extras = std::make_unique<NodeExtras>();
  if (s.inline_child) {
    extras->children.slots.push_back(s.child);  // slot 0, the child's index already
  } else if (s.list) {
    extras->children = std::move(*s.list);
    delete s.list;
  }
  s.inline_child = 0;
  s.has_extras = 1;
  s.extras = extras.release();
  return *s.extras;
}

ChildList& make_child_list(Node* node) {
  NodeState& s = state(node);
  if (s.has_extras) return s.extras->children;
  if (s.inline_child) {
    auto list = std::make_unique<ChildList>();
    list->slots.push_back(s.child);  // slot 0, the child's index already
    s.inline_child = 0;
    s.list = list.release();
  } else if (!s.list) {
    s.list = new ChildList;
  }
  return *s.list;
}

Node* next_preorder(Node* node, const Node* subtree_root) {
  const NodeState& s = state(node);
  if (s.inline_child) return s.child;
  if (const ChildList* list = child_list(node); list && list->size() > 0) {
    return list->slots[list->begin];
  }
  while (node != subtree_root) {
    Node* parent = state(node).parent;
    if (!state(parent).inline_child) {  // else the node is the only child
      const std::vector<Node*>& siblings = child_list(parent)->slots;
      if (state(node).index + 1u < siblings.size()) return siblings[state(node).index + 1];
    }
    node = parent;
  }
  return nullptr;
}

void validate_new_child(const Node* parent, const Node* child, bool allow_queued) {
  if (!child) throw Error("add_child: the child is null (parent " + describe(parent) + ")");
  if (child == parent) {
    throw Error("add_child: cannot add node " + describe(child) + " as a child of itself");
  }
  const NodeState& c = state(child);
  if (c.parent) {
    throw Error("add_child: node " + describe(child) + " already has a parent " +
                describe(c.parent) + "; call remove_child first or use reparent()");
  }
  if (c.tree) {
    throw Error("add_child: node " + describe(child) + " is the root of a SceneTree");
  }
  if (child->is_ancestor_of(parent)) {
    throw Error("add_child: node " + describe(child) + " is an ancestor of " + describe(parent) +
                "; adding it would make a cycle");
  }
  if (has_flag(child, FLAG_FREEING) || (!allow_queued && has_flag(child, FLAG_QUEUED))) {
    throw Error("add_child: node " + describe(child) +
                " is queued for deletion; a freed node cannot be added again");
  }
  if (has_flag(parent, FLAG_FREEING)) {
    throw Error("add_child: parent " + describe(parent) + " is being freed");
  }
}

void attach(Node* parent, Node* child, int position) {
  NodeState& p = state(parent);
  NodeState& c = state(child);
  learn_listening(child);
  if (!p.inline_child && !p.list) {
    // A first child with no extras stays inline (slot 0).
    c.name = unique_child_name(parent, child, c.name);
    p.child = child;
    p.inline_child = 1;
    c.index = 0;
    c.parent = parent;
    return;
  }
  ChildList* list = &make_child_list(parent);
  NameIndex* index = name_index_of(parent);
  if (list->slots.size() + 1 >= kMaxChildSlots) {
    if (list->size() + 1 >= kMaxChildSlots) {
      throw Error("add_child: node " + describe(parent) + " cannot have more than " +
                  std::to_string(kMaxChildSlots - 1) + " children");
    }
    compact(*list, index);
  }
  c.name = unique_child_name(parent, child, c.name);
  const std::uint32_t count = list->size();
  const std::uint32_t at =
      position < 0 ? count : std::min<std::uint32_t>(std::uint32_t(position), count);
  if (at == 0 && list->begin > 0) {
    list->slots[--list->begin] = child;
    c.index = list->begin;
  } else {
    const std::uint32_t from = list->begin + at;
    list->slots.insert(list->slots.begin() + std::ptrdiff_t(from), child);
    reindex(*list, from);
    shift_names(index, from + 1, std::uint32_t(list->slots.size()), true);
  }
  c.parent = parent;
  if (index) {
    index->by_name.insert(c.name, c.index);
  } else {
    index_names_if_many(parent);  // many children: look them up by name through an index
  }
}

void reserve_children(Node* parent, std::uint32_t count) {
  // A single child stays inline; a node with one inline child is left to grow as usual.
  if (count < 2 || state(parent).inline_child) return;
  const std::uint32_t total = child_count(parent) + count;
  if (total <= kIndexThreshold) {
    ChildList& list = make_child_list(parent);
    list.slots.reserve(list.begin + total);
    return;
  }
  ChildList& list = extras_of(parent).children;
  list.slots.reserve(list.begin + total);
  reserve_names(parent, list.begin + total);
}

void detach(Node* parent, Node* child) {
  NodeState& p = state(parent);
  NodeState& c = state(child);
  if (p.inline_child) {
    p.child = nullptr;
    p.inline_child = 0;
    c.parent = nullptr;
    c.index = 0;
    return;
  }
  ChildList& list = *child_list(parent);
  NameIndex* index = name_index_of(parent);
  const std::uint32_t slot = c.index;
  const std::uint32_t first = list.begin;
  const std::uint32_t last = std::uint32_t(list.slots.size()) - 1;
  forget_child_name(index, slot, c.name);
  if (slot == last) {
    list.slots.pop_back();
  } else if (slot - first <= last - slot) {
    // Closer to the front: shift the front part right and grow the gap (O(1) for the first).
    for (std::uint32_t s = slot; s > first; --s) {
      list.slots[s] = list.slots[s - 1];
      state(list.slots[s]).index = s;
    }
    list.slots[first] = nullptr;
    ++list.begin;
    shift_names(index, first + 1, slot + 1, true);
  } else {
    list.slots.erase(list.slots.begin() + slot);
    reindex(list, slot);
    shift_names(index, slot, last, false);
  }
  if (list.size() == 0) {
    list.slots.clear();
    list.begin = 0;
  } else if (list.begin > 16 && list.begin > list.size()) {
    compact(list, index);
  }
  c.parent = nullptr;
  c.index = 0;
}

void move(Node* parent, Node* child, std::uint32_t to_index) {
  ChildList* list = child_list(parent);
  if (!list) return;  // an inline only child is already in place
  NameIndex* index = name_index_of(parent);
  const std::uint32_t from = state(child).index;
  const std::uint32_t to = list->begin + to_index;
  if (index) index->by_name.erase(from);
  auto slots = list->slots.begin();
  if (from < to) {
    std::rotate(slots + from, slots + from + 1, slots + to + 1);
    shift_names(index, from, to, false);
  } else {
    std::rotate(slots + to, slots + from, slots + from + 1);
    shift_names(index, to + 1, from + 1, true);
  }
  for (std::uint32_t s = std::min(from, to); s <= std::max(from, to); ++s) {
    state(list->slots[s]).index = s;
  }
  if (index) index->by_name.insert(state(child).name, to);
}

}  // namespace arbor::detail
