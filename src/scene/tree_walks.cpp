#include "scene/tree_walks.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdio>
#include <limits>
#include <string>

#include "arbor/scene/scene_viewport.h"
#include "core/instance_registry.h"
#include "scene/child_reserve.h"

namespace arbor::detail {
namespace {

// Labels handed to appended nodes are this far apart, so long runs of appends at one place
// rarely exhaust a gap; a global relabel restores even spacing when one is exhausted.
constexpr std::uint64_t kLabelStep = std::uint64_t(1) << 32;

std::uint32_t slot_index(const Node* child) { return TreeWalks::first_slot(child->get_parent()); }

// A name's trailing number, as Godot reads it to make a sibling's name unique: "Enemy12" is
// ("Enemy", 12), "Enemy007" is ("Enemy", 7) written three digits wide. A name without trailing
// digits (or with more than 18) has number 1, so that the first serial tried is 2.
struct Serial {
  std::string_view base;
  std::uint64_t number = 1;
  std::uint8_t width = 0;   // the digits' width when they start with a zero (kept), else 0
  std::uint8_t digits = 0;  // how many trailing digits the name has (0: none)
};

Serial split_serial(std::string_view name) {
  std::size_t digits = 0;
  while (digits < name.size() && name[name.size() - 1 - digits] >= '0' &&
         name[name.size() - 1 - digits] <= '9') {
    ++digits;
  }
  if (digits == 0 || digits > 18) return {name};
  const std::string_view text = name.substr(name.size() - digits);
  std::uint64_t number = 0;
  std::from_chars(text.data(), text.data() + text.size(), number);
  const bool padded = digits > 1 && text.front() == '0';
  return {name.substr(0, name.size() - digits), number, std::uint8_t(padded ? digits : 0),
          std::uint8_t(digits)};
}

// Keeps every ancestor of a walk's subtree (from `node` up) from losing or moving children, so
// the chain a walk runs under stays attached while hooks run.
class AncestorBlock {
 public:
  explicit AncestorBlock(Node* node) : node_(node) {
    for (Node* n = node_; n; n = n->get_parent()) TreeWalks::block(n);
  }
  ~AncestorBlock() {
    for (Node* n = node_; n; n = n->get_parent()) TreeWalks::unblock(n);
  }
  AncestorBlock(const AncestorBlock&) = delete;
  AncestorBlock& operator=(const AncestorBlock&) = delete;

 private:
  Node* node_;
};

}  // namespace

std::string describe(const Node* node) {
  return "'" + node->get_name().str() + "' (" + node->get_path().to_string() + ")";
}

void UseScope::free_pending() { TreeWalks::free_pending(); }

bool TreeWalks::in_use(const Node* node) {
  for (const Node* used : walk_state().in_use) {
    if (used == node || node->is_ancestor_of(used)) return true;
  }
  return false;
}

void TreeWalks::free_pending() {
  WalkState& state = walk_state();
  while (!state.pending_frees.empty()) {
    const NodeId id = state.pending_frees.back();
    state.pending_frees.pop_back();
    if (auto* node = static_cast<Node*>(find_instance(id))) {
      guarded(node->tree_, node, "queue_free", [node] { node->free(); });
    }
  }
}

BlockScope::BlockScope(Node* node) : node_(node) { TreeWalks::block(node); }
BlockScope::~BlockScope() { TreeWalks::unblock(node_); }

// -- access ---------------------------------------------------------------------------------------

int TreeWalks::priority(const Node* node, ListOrder order) {
  const NodeExtras* extras = extras_or_null(node);
  if (!extras) return 0;
  switch (order) {
    case ListOrder::PROCESS:
      return extras->process_priority;
    case ListOrder::PHYSICS:
      return extras->physics_priority;
    case ListOrder::TREE:
      return 0;
  }
  return 0;
}

NodeExtras& TreeWalks::extras(Node* node) {
  if (node->has_extras_) return *node->extras_;
  auto extras = std::make_unique<NodeExtras>();
  if (node->inline_child_) {
    extras->children.slots.push_back(node->child_);  // slot 0, the child's index_ already
  } else if (node->list_) {
    extras->children = std::move(*node->list_);
    delete node->list_;
  }
  node->inline_child_ = 0;
  node->has_extras_ = 1;
  node->extras_ = extras.release();
  return *node->extras_;
}

void TreeWalks::set_flag(Node* node, std::uint16_t flag, bool on) {
  node->flags_ = static_cast<std::uint16_t>(on ? (node->flags_ | flag) : (node->flags_ & ~flag));
}

Node* TreeWalks::next_preorder(Node* node, const Node* subtree_root) {
  if (node->inline_child_) return node->child_;
  if (const ChildList* list = child_list(node); list && list->size() > 0) {
    return list->slots[list->begin];
  }
  while (node != subtree_root) {
    Node* parent = node->parent_;
    if (!parent->inline_child_) {  // else the node is the only child
      const std::vector<Node*>& siblings = child_list(parent)->slots;
      if (node->index_ + 1u < siblings.size()) return siblings[node->index_ + 1];
    }
    node = parent;
  }
  return nullptr;
}

// -- structure ------------------------------------------------------------------------------------

void TreeWalks::validate_new_child(const Node* parent, const Node* child, bool allow_queued) {
  if (!child) throw Error("add_child: the child is null (parent " + describe(parent) + ")");
  if (child == parent) {
    throw Error("add_child: cannot add node " + describe(child) + " as a child of itself");
  }
  if (child->parent_) {
    throw Error("add_child: node " + describe(child) + " already has a parent " +
                describe(child->parent_) + "; call remove_child first or use reparent()");
  }
  if (child->tree_) {
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

void TreeWalks::check_not_walking(const Node* parent, const char* operation, const Node* child) {
  if (!walking_children(parent)) return;
  throw Error(std::string(operation) + ": parent " + describe(parent) +
              " is busy: a tree walk is visiting its children, so " + describe(child) +
              " cannot be removed or moved now; use call_deferred() or queue_free() instead");
}

Node* TreeWalks::child_by_name(const Node* parent, const StringName& name) {
  if (name.is_empty()) return nullptr;
  const NodeExtras* extras = extras_or_null(parent);
  if (extras && extras->name_index) {
    return extras->name_index->by_name.find(name, extras->children.slots.data());
  }
  for (Node* child : children(parent)) {
    if (child->name_ == name) return child;
  }
  return nullptr;
}

namespace {

// "base" + number, zero-padded to `width` digits, as an interned name, through a small
// per-thread cache: spawning many nodes under one parent asks for the same serial names again
// and again.
StringName serial_name(const StringName& base, std::uint64_t number, std::uint8_t width) {
  struct Entry {
    StringName base;
    std::uint64_t number = 0;
    std::uint8_t width = 0;
    StringName name;
  };
  constexpr std::size_t kEntries = 1024;
  thread_local std::array<Entry, kEntries> cache;
  Entry& entry = cache[(base.hash() ^ (number * 0x9e3779b97f4a7c15ull) ^ width) % kEntries];
  if (entry.number == number && entry.width == width && entry.base == base &&
      !entry.name.is_empty()) {
    return entry.name;
  }
  char digits[24];
  const auto end = std::to_chars(digits, digits + sizeof(digits), number).ptr;
  const std::size_t count = std::size_t(end - digits);
  std::string text;
  text.reserve(base.length() + std::max<std::size_t>(count, width));
  text += base.view();
  if (count < width) text.append(width - count, '0');
  text.append(digits, end);
  entry = Entry{base, number, width, StringName(text)};
  return entry.name;
}

}  // namespace

StringName TreeWalks::unique_child_name(Node* parent, const Node* child, StringName desired) {
  if (desired.is_empty()) desired = child->get_class_info().name;
  const Node* existing = child_by_name(parent, desired);
  if (!existing || existing == child) return desired;

  // Godot's readable serial names: the trailing number counts up in place, keeping its width
  // ("Enemy007" -> "Enemy008", "Enemy9" -> "Enemy10"); a name without one continues at 2.
  const Serial serial = split_serial(desired.view());
  const StringName base =
      serial.base.size() == desired.length() ? desired : StringName(serial.base);
  NodeExtras* extras = extras_or_null(parent);
  NameIndex* index = extras ? extras->name_index.get() : nullptr;
  std::uint64_t candidate = serial.number + 1;
  // The hint speaks of the serials from 2 up: a count from 0 or 1 does not use it.
  std::uint32_t* hint = index && candidate >= 2 ? &index->serial[{base, serial.width}] : nullptr;
  const std::uint64_t known = hint ? std::max<std::uint64_t>(*hint, 1) : 1;
  const bool contiguous = hint && candidate <= known + 1;
  if (hint && candidate <= known) candidate = known + 1;

  for (;; ++candidate) {
    StringName name = serial_name(base, candidate, serial.width);
    const Node* taken = child_by_name(parent, name);
    if (!taken || taken == child) {
      if (contiguous && candidate <= std::numeric_limits<std::uint32_t>::max()) {
        *hint = static_cast<std::uint32_t>(candidate);
      }
      return name;
    }
  }
}

namespace {

NameIndex* name_index_of(const Node* parent) {
  NodeExtras* extras = TreeWalks::extras_or_null(parent);
  return extras ? extras->name_index.get() : nullptr;
}

// A child's name leaves its parent (removed or renamed): drop it from the index and lower each
// serial hint that claimed it taken (the natural count and every zero-padded count that writes
// its number the same way). Runs while the child still has its slot.
void forget_child_name(NameIndex* index, std::uint32_t slot, const StringName& name) {
  if (!index) return;
  index->by_name.erase(slot);
  if (index->serial.empty()) return;
  const Serial serial = split_serial(name.view());
  if (serial.digits == 0 || serial.number < 2) return;
  const StringName base(serial.base);
  auto lower = [&](std::uint8_t width) {
    auto hint = index->serial.find({base, width});
    if (hint != index->serial.end() && hint->second >= serial.number) {
      hint->second = static_cast<std::uint32_t>(serial.number - 1);
    }
  };
  if (serial.width > 0) {
    lower(serial.width);
    return;
  }
  lower(0);
  for (std::uint8_t width = 2; width <= serial.digits; ++width) lower(width);
}

void reindex(ChildList& list, std::uint32_t from) {
  for (std::uint32_t slot = from; slot < list.slots.size(); ++slot) {
    TreeWalks::set_index(list.slots[slot], slot);
  }
}

// The name index names children by slot (ChildNameTable), so children shifted by one slot move
// their entries: with `up` the children now in slots [from, to) came from the slot below each,
// otherwise from the slot above.
void shift_names(NameIndex* index, std::uint32_t from, std::uint32_t to, bool up) {
  if (!index) return;
  if (up) {
    index->by_name.shift_up(from - 1, to - 1);
  } else {
    index->by_name.shift_down(from + 1, to + 1);
  }
}

void list_names(const ChildList& list, NameIndex* index, std::uint32_t from, std::uint32_t to) {
  if (!index) return;
  Node* const* slots = list.slots.data();
  for (std::uint32_t slot = from; slot < to; ++slot) {
    index->by_name.insert(slots[slot]->get_name(), slot);
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

void TreeWalks::set_index(Node* node, std::uint32_t slot) { node->index_ = slot; }

ChildList& TreeWalks::make_child_list(Node* node) {
  if (node->has_extras_) return node->extras_->children;
  if (node->inline_child_) {
    auto list = std::make_unique<ChildList>();
    list->slots.push_back(node->child_);  // slot 0, the child's index_ already
    node->inline_child_ = 0;
    node->list_ = list.release();
  } else if (!node->list_) {
    node->list_ = new ChildList;
  }
  return *node->list_;
}

void TreeWalks::rename_child(Node* parent, Node* child, const StringName& name) {
  NameIndex* index = name_index_of(parent);
  forget_child_name(index, child->index_, child->name_);
  child->name_ = name;
  if (index) index->by_name.insert(name, child->index_);
}

void TreeWalks::attach(Node* parent, Node* child, int position) {
  if (!parent->inline_child_ && !parent->list_) {
    // A first child with no extras stays inline (slot 0).
    child->name_ = unique_child_name(parent, child, child->name_);
    parent->child_ = child;
    parent->inline_child_ = 1;
    child->index_ = 0;
    child->parent_ = parent;
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
  child->name_ = unique_child_name(parent, child, child->name_);
  const std::uint32_t count = list->size();
  const std::uint32_t at =
      position < 0 ? count : std::min<std::uint32_t>(std::uint32_t(position), count);
  if (at == 0 && list->begin > 0) {
    list->slots[--list->begin] = child;
    child->index_ = list->begin;
  } else {
    const std::uint32_t from = list->begin + at;
    list->slots.insert(list->slots.begin() + std::ptrdiff_t(from), child);
    reindex(*list, from);
    shift_names(index, from + 1, std::uint32_t(list->slots.size()), true);
  }
  child->parent_ = parent;
  if (index) {
    index->by_name.insert(child->name_, child->index_);
  } else if (list->size() > kIndexThreshold) {
    // Many children: look them up by name through an index, which lives in the extras.
    NodeExtras& extras = TreeWalks::extras(parent);
    extras.name_index = std::make_unique<NameIndex>();
    list = &extras.children;
    list_names(*list, extras.name_index.get(), list->begin, std::uint32_t(list->slots.size()));
  }
}

void TreeWalks::reserve_children(Node* parent, std::uint32_t count) {
  // A single child stays inline; a node with one inline child is left to grow as usual.
  if (count < 2 || parent->inline_child_) return;
  const std::uint32_t total = child_count(parent) + count;
  if (total <= kIndexThreshold) {
    ChildList& list = make_child_list(parent);
    list.slots.reserve(list.begin + total);
    return;
  }
  NodeExtras& extras = TreeWalks::extras(parent);
  ChildList& list = extras.children;
  list.slots.reserve(list.begin + total);
  if (!extras.name_index) {
    extras.name_index = std::make_unique<NameIndex>();
    list_names(list, extras.name_index.get(), list.begin, std::uint32_t(list.slots.size()));
  }
  extras.name_index->by_name.reserve(list.begin + total);
}

void reserve_children(Node* parent, std::uint32_t count) {
  TreeWalks::reserve_children(parent, count);
}

void TreeWalks::prefetch_child_name(const Node* parent, std::string_view name) {
  const NodeExtras* extras = extras_or_null(parent);
  if (extras && extras->name_index)
    extras->name_index->by_name.prefetch(StringName::hash_text(name));
}

void prefetch_child_name(const Node* parent, std::string_view name) {
  TreeWalks::prefetch_child_name(parent, name);
}

void TreeWalks::detach(Node* parent, Node* child) {
  if (parent->inline_child_) {
    parent->child_ = nullptr;
    parent->inline_child_ = 0;
    child->parent_ = nullptr;
    child->index_ = 0;
    return;
  }
  ChildList& list = *child_list(parent);
  NameIndex* index = name_index_of(parent);
  const std::uint32_t slot = child->index_;
  const std::uint32_t first = list.begin;
  const std::uint32_t last = std::uint32_t(list.slots.size()) - 1;
  forget_child_name(index, slot, child->name_);
  if (slot == last) {
    list.slots.pop_back();
  } else if (slot - first <= last - slot) {
    // Closer to the front: shift the front part right and grow the gap (O(1) for the first).
    for (std::uint32_t s = slot; s > first; --s) {
      list.slots[s] = list.slots[s - 1];
      list.slots[s]->index_ = s;
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
  child->parent_ = nullptr;
  child->index_ = 0;
}

void TreeWalks::move(Node* parent, Node* child, std::uint32_t to_index) {
  ChildList* list = child_list(parent);
  if (!list) return;  // an inline only child is already in place
  NameIndex* index = name_index_of(parent);
  const std::uint32_t from = child->index_;
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
    list->slots[s]->index_ = s;
  }
  if (index) index->by_name.insert(child->name_, to);
}

namespace {
StringName unique_key(const StringName& name) {
  std::string key(1, '%');
  key += name.view();
  return StringName(key);
}
}  // namespace

void TreeWalks::check_unique_name_free(const Node* node, const Node* owner,
                                       const StringName& name) {
  const NodeExtras* extras = owner ? extras_or_null(owner) : nullptr;
  if (!extras || !extras->unique_names) return;
  const auto& names = *extras->unique_names;
  auto it = names.find(unique_key(name));
  if (it != names.end() && it->second != node) {
    throw Error("unique name %" + name.str() + " is already used by " + describe(it->second) +
                " in the scene owned by " + describe(owner) + "; cannot give it to " +
                describe(node));
  }
}

void TreeWalks::release_unique_name(Node* node) {
  if (!has_flag(node, FLAG_UNIQUE_NAME) || !node->owner_) return;
  NodeExtras* extras = extras_or_null(node->owner_);
  if (!extras || !extras->unique_names) return;
  auto& names = *extras->unique_names;
  auto it = names.find(unique_key(node->name_));
  if (it != names.end() && it->second == node) names.erase(it);
}

void TreeWalks::acquire_unique_name(Node* node) {
  if (!has_flag(node, FLAG_UNIQUE_NAME) || !node->owner_) return;
  auto& names = extras(node->owner_).unique_names;
  if (!names) names = std::make_unique<std::unordered_map<StringName, Node*>>();
  (*names)[unique_key(node->name_)] = node;
}

void TreeWalks::clear_owner_outside(const Node* subtree_root, Node* node) {
  Node* owner = node->owner_;
  if (owner && owner != subtree_root && !subtree_root->is_ancestor_of(owner)) {
    release_unique_name(node);
    node->owner_ = nullptr;
  }
}

void TreeWalks::clear_owners_outside(Node* subtree_root) {
  for_each_preorder(subtree_root,
                    [subtree_root](Node* node) { clear_owner_outside(subtree_root, node); });
}

// -- process modes --------------------------------------------------------------------------------

ProcessMode TreeWalks::effective_mode(const Node* node) {
  return static_cast<ProcessMode>((node->modes_ >> 3) & 7);
}

bool TreeWalks::mode_allows(const Node* node, bool paused) {
  switch (effective_mode(node)) {
    case ProcessMode::ALWAYS:
      return true;
    case ProcessMode::DISABLED:
      return false;
    case ProcessMode::WHEN_PAUSED:
      return paused;
    default:
      return !paused;
  }
}

namespace {
void set_effective(ProcessMode mode, std::uint8_t& modes) {
  modes = static_cast<std::uint8_t>((modes & ~0x38u) | (std::uint8_t(mode) << 3));
}
}  // namespace

void TreeWalks::resolve_process_modes(Node* subtree_root, bool notify_changes) {
  const bool paused = subtree_root->tree_ && data(subtree_root->tree_).paused;
  auto resolve = [&](Node* node) {
    const auto own = static_cast<ProcessMode>(node->modes_ & 7);
    ProcessMode mode = own;
    if (own == ProcessMode::INHERIT) {
      mode = (node->parent_ && node->parent_->tree_) ? effective_mode(node->parent_)
                                                     : ProcessMode::PAUSABLE;
    }
    const bool could = mode_allows(node, paused);
    const bool was_enabled = effective_mode(node) != ProcessMode::DISABLED;
    set_effective(mode, node->modes_);
    if (!notify_changes) return;
    const bool can = mode_allows(node, paused);
    if (could != can) notify(node, can ? NOTIFICATION_UNPAUSED : NOTIFICATION_PAUSED);
    const bool enabled = mode != ProcessMode::DISABLED;
    if (was_enabled != enabled)
      notify(node, enabled ? NOTIFICATION_ENABLED : NOTIFICATION_DISABLED);
  };
  resolve(subtree_root);
  // Descendants that inherit follow; a node with its own mode shields its subtree.
  for (Node* node = next_preorder(subtree_root, subtree_root); node;) {
    if (static_cast<ProcessMode>(node->modes_ & 7) != ProcessMode::INHERIT) {
      // Skip this node's subtree.
      Node* next = nullptr;
      for (Node* n = node; n != subtree_root; n = n->parent_) {
        const std::span<Node* const> siblings = children(n->parent_);
        const std::uint32_t index = n->index_ - slot_index(n);
        if (index + 1 < siblings.size()) {
          next = siblings[index + 1];
          break;
        }
      }
      node = next;
      continue;
    }
    resolve(node);
    node = next_preorder(node, subtree_root);
  }
}

void TreeWalks::propagate_pause(Node* root, bool paused) {
  for_each_preorder(root, [paused](Node* node) {
    const bool before = mode_allows(node, !paused);
    const bool after = mode_allows(node, paused);
    if (before != after) notify(node, after ? NOTIFICATION_UNPAUSED : NOTIFICATION_PAUSED);
  });
}

// -- order labels and lists -----------------------------------------------------------------------

void TreeWalks::relabel_all(Node* root) {
  std::uint64_t count = 0;
  for_each_preorder(root, [&count](Node*) { ++count; });
  const std::uint64_t spacing = std::numeric_limits<std::uint64_t>::max() / (count + 1);
  std::uint64_t label = 0;
  for_each_preorder(root, [&](Node* node) {
    node->order_ = label;
    label += spacing;
  });
}

void TreeWalks::assign_labels(Node* subtree_root) {
  Node* parent = subtree_root->parent_;
  const std::span<Node* const> siblings = children(parent);
  const std::uint32_t index = subtree_root->index_ - slot_index(subtree_root);
  std::uint64_t lo = parent->order_;
  if (index > 0) {
    const Node* before = siblings[index - 1];
    while (child_count(before) > 0) before = children(before).back();
    lo = before->order_;
  }
  std::uint64_t hi = std::numeric_limits<std::uint64_t>::max();
  for (const Node* node = subtree_root; node->parent_; node = node->parent_) {
    const std::span<Node* const> around = children(node->parent_);
    const std::uint32_t at = node->index_ - slot_index(node);
    if (at + 1 < around.size()) {
      hi = around[at + 1]->order_;
      break;
    }
  }
  std::uint64_t count = 0;
  for_each_preorder(subtree_root, [&count](Node*) { ++count; });
  if (hi <= lo || hi - lo - 1 < count) {
    Node* top = subtree_root;
    while (top->parent_) top = top->parent_;
    relabel_all(top);
    return;
  }
  const std::uint64_t step = std::min((hi - lo - 1) / (count + 1), kLabelStep);
  std::uint64_t label = lo;
  for_each_preorder(subtree_root, [&](Node* node) {
    label += std::max<std::uint64_t>(step, 1);
    node->order_ = label;
  });
}

void TreeWalks::list_subtree(Node* subtree_root, bool insert) {
  TreeData& tree = data(subtree_root->tree_);
  for_each_preorder(subtree_root, [&](Node* node) {
    auto apply = [&](OrderedNodeList& list) {
      insert ? list.insert(node) : (void)list.erase(node);
    };
    if (listed(node, false)) apply(tree.process_list);
    if (listed(node, true)) apply(tree.physics_list);
    for_input_lists(tree, node, apply);
    if (const NodeExtras* extras = extras_or_null(node)) {
      for (const GroupMembership& group : extras->groups) apply(tree.group(group.name));
    }
  });
}

namespace {

// Applies `change` to a node and inserts it into or erases it from the tree's process (or
// physics) list when its membership changed.
template <class Change>
void change_listing(Node* node, bool physics, Change&& change) {
  const bool was = TreeWalks::listed(node, physics);
  change();
  const bool now = TreeWalks::listed(node, physics);
  SceneTree* tree = node->get_tree();
  if (!tree || was == now) return;
  TreeData& state = TreeWalks::data(tree);
  OrderedNodeList& list = physics ? state.physics_list : state.process_list;
  now ? list.insert(node) : (void)list.erase(node);
}

// Applies `change` to a node and moves it between the tree's input lists accordingly.
template <class Change>
void change_input_listing(Node* node, Change&& change) {
  SceneTree* tree = node->get_tree();
  if (!tree) {
    change();
    return;
  }
  TreeData& state = TreeWalks::data(tree);
  TreeWalks::for_input_lists(state, node, [node](OrderedNodeList& list) { list.erase(node); });
  change();
  TreeWalks::for_input_lists(state, node, [node](OrderedNodeList& list) { list.insert(node); });
}

}  // namespace

void TreeWalks::update_list_membership(Node* node, std::uint16_t on_flag, bool enabled) {
  if (on_flag == FLAG_INPUT_ON || on_flag == FLAG_UNHANDLED_ON) {
    change_input_listing(node, [&] { set_flag(node, on_flag, enabled); });
    return;
  }
  if (on_flag != FLAG_PROCESS_ON && on_flag != FLAG_PHYSICS_ON) {
    set_flag(node, on_flag, enabled);
    return;
  }
  change_listing(node, on_flag == FLAG_PHYSICS_ON, [&] { set_flag(node, on_flag, enabled); });
}

void TreeWalks::set_input_before_ui(Node* node, bool enabled) {
  change_input_listing(node, [&] {
    node->engine_flags_ = enabled ? (node->engine_flags_ | ENGINE_INPUT_BEFORE_UI)
                                  : (node->engine_flags_ & ~ENGINE_INPUT_BEFORE_UI);
  });
}

void TreeWalks::set_internal_processing(Node* node, std::uint8_t engine_flag, bool enabled) {
  change_listing(node, engine_flag == ENGINE_INTERNAL_PHYSICS, [&] {
    node->engine_flags_ =
        enabled ? (node->engine_flags_ | engine_flag) : (node->engine_flags_ & ~engine_flag);
  });
}

// -- lifecycle ------------------------------------------------------------------------------------

namespace {

constexpr struct {
  std::uint16_t on, set;
  std::uint32_t callback;
} kCallbackFlags[] = {
    {FLAG_PROCESS_ON, FLAG_PROCESS_SET, CALLBACK_PROCESS},
    {FLAG_PHYSICS_ON, FLAG_PHYSICS_SET, CALLBACK_PHYSICS_PROCESS},
    {FLAG_INPUT_ON, FLAG_INPUT_SET, CALLBACK_INPUT},
    {FLAG_UNHANDLED_ON, FLAG_UNHANDLED_SET, CALLBACK_UNHANDLED_INPUT},
};

}  // namespace

void TreeWalks::bind_node(TreeData& tree, Node* node) {
  node->tree_ = tree.self;
  set_flag(node, FLAG_IN_TREE, true);
  const std::uint32_t callbacks = node->get_class_info().callbacks;
  for (const auto& entry : kCallbackFlags) {
    if (!has_flag(node, entry.set)) set_flag(node, entry.on, (callbacks & entry.callback) != 0);
  }
  set_flag(node, FLAG_NOTIFY_FRAMES, (callbacks & CALLBACK_NOTIFICATION) != 0);
  const auto own = static_cast<ProcessMode>(node->modes_ & 7);
  set_effective(own != ProcessMode::INHERIT ? own
                : node->parent_             ? effective_mode(node->parent_)
                                            : ProcessMode::PAUSABLE,
                node->modes_);
  if (listed(node, false)) tree.process_list.insert(node);
  if (listed(node, true)) tree.physics_list.insert(node);
  for_input_lists(tree, node, [node](OrderedNodeList& list) { list.insert(node); });
  if (const NodeExtras* extras = extras_or_null(node)) {
    for (const GroupMembership& group : extras->groups) tree.group(group.name).insert(node);
  }
  ++tree.node_count;
}

void TreeWalks::unbind_node(TreeData& tree, Node* node) {
  if (!has_flag(node, FLAG_IN_TREE)) return;
  if (listed(node, false)) tree.process_list.erase(node);
  if (listed(node, true)) tree.physics_list.erase(node);
  for_input_lists(tree, node, [node](OrderedNodeList& list) { list.erase(node); });
  if (const NodeExtras* extras = extras_or_null(node)) {
    for (const GroupMembership& group : extras->groups) tree.group(group.name).erase(node);
  }
  node->tree_ = nullptr;
  set_flag(node, FLAG_IN_TREE | FLAG_READY_NOTIFIED | FLAG_ENTER_NOTIFIED, false);
  --tree.node_count;
}

void TreeWalks::enter_walk(SceneTree* tree, Node* node) {
  if (node->tree_ != tree) return;  // removed by an earlier hook
  if (!has_flag(node, FLAG_ENTER_NOTIFIED)) {
    set_flag(node, FLAG_ENTER_NOTIFIED, true);
    notify(node, NOTIFICATION_ENTER_TREE);
    guarded(tree, node, "_enter_tree", [node] { node->_enter_tree(); });
    emit(tree, node, node->tree_entered, "signal tree_entered");
    emit(tree, node, tree->node_added, "signal node_added", node);
    if (Node* parent = node->parent_) {
      emit(tree, parent, parent->child_entered_tree, "signal child_entered_tree", node);
    }
  }
  BlockScope block(node);
  for (std::uint32_t i = 0; i < child_count(node); ++i) enter_walk(tree, children(node)[i]);
}

void TreeWalks::ready_walk(SceneTree* tree, Node* node) {
  if (node->tree_ != tree) return;
  set_flag(node, FLAG_READY_NOTIFIED, true);
  {
    BlockScope block(node);
    for (std::uint32_t i = 0; i < child_count(node); ++i) {
      Node* child = children(node)[i];
      if (!has_flag(child, FLAG_READY_NOTIFIED)) ready_walk(tree, child);
    }
  }
  notify(node, NOTIFICATION_POST_ENTER_TREE);
  if (has_flag(node, FLAG_NEEDS_READY)) {
    set_flag(node, FLAG_NEEDS_READY, false);
    guarded(tree, node, "_ready", [node] { node->_ready(); });
    notify(node, NOTIFICATION_READY);
    emit(tree, node, node->ready, "signal ready");
  }
}

void TreeWalks::exit_walk(SceneTree* tree, Node* node) {
  {
    BlockScope block(node);
    for (std::uint32_t i = child_count(node); i-- > 0;) {
      if (i < child_count(node)) exit_walk(tree, children(node)[i]);
    }
  }
  if (!has_flag(node, FLAG_ENTER_NOTIFIED)) return;
  set_flag(node, FLAG_ENTER_NOTIFIED, false);
  guarded(tree, node, "_exit_tree", [node] { node->_exit_tree(); });
  emit(tree, node, node->tree_exiting, "signal tree_exiting");
  notify(node, NOTIFICATION_EXIT_TREE);
  emit(tree, node, tree->node_removed, "signal node_removed", node);
  if (Node* parent = node->parent_) {
    emit(tree, parent, parent->child_exiting_tree, "signal child_exiting_tree", node);
  }
}

void TreeWalks::enter_tree(Node* child) {
  SceneTree* tree = child->parent_->tree_;
  TreeData& state = data(tree);
  assign_labels(child);
  for_each_preorder(child, [&state](Node* node) { bind_node(state, node); });
  AncestorBlock block(child->parent_);
  enter_walk(tree, child);
  if (has_flag(child->parent_, FLAG_READY_NOTIFIED)) ready_walk(tree, child);
}

void TreeWalks::enter_root(SceneTree* tree, Node* root) {
  root->order_ = 0;
  bind_node(data(tree), root);
  enter_walk(tree, root);
  ready_walk(tree, root);
}

void TreeWalks::exit_tree(Node* child) {
  SceneTree* tree = child->tree_;
  {
    AncestorBlock block(child->parent_);
    exit_walk(tree, child);
  }
  // One pass unbinds the subtree and clears owners that the removal leaves outside it.
  TreeData& state = data(tree);
  for_each_preorder(child, [&state, child](Node* node) {
    unbind_node(state, node);
    clear_owner_outside(child, node);
  });
}

void TreeWalks::unbind_subtree(Node* subtree_root) {
  if (!subtree_root->tree_) return;
  TreeData& state = data(subtree_root->tree_);
  for_each_preorder(subtree_root, [&state](Node* node) { unbind_node(state, node); });
}

void TreeWalks::after_exit_walk(SceneTree* tree, Node* node) {
  {
    // Children last to first, as the exit callbacks (Godot 4.2+).
    BlockScope block(node);
    for (std::uint32_t i = child_count(node); i-- > 0;) {
      if (i < child_count(node)) after_exit_walk(tree, children(node)[i]);
    }
  }
  emit(tree, node, node->tree_exited, "signal tree_exited");
}

void TreeWalks::predelete_walk(Node* node) {
  notify(node, NOTIFICATION_PREDELETE);
  for (std::uint32_t i = child_count(node); i-- > 0;) {
    if (i < child_count(node)) predelete_walk(children(node)[i]);
  }
}

void TreeWalks::destroy(Node* node) {
  set_flag(node, FLAG_FREEING, true);
  predelete_walk(node);
  delete node;
}

// -- callbacks ------------------------------------------------------------------------------------

void TreeWalks::notify(Node* node, int what) {
  guarded(node->tree_, node, "_notification", [node, what] {
    node->_engine_notification(what);
    node->_notification(what);
  });
}

void TreeWalks::queue_transform_notification(Node* node) {
  if (node->tree_) data(node->tree_).transform_notifications.push_back(node->get_instance_id());
}

void TreeWalks::flush_transform_notifications(TreeData& tree) {
  // Notifications sent here may move nodes again; those are delivered in the same flush.
  for (std::size_t i = 0; i < tree.transform_notifications.size(); ++i) {
    auto* node = static_cast<Node*>(find_instance(tree.transform_notifications[i]));
    if (node && node->tree_ == tree.self) notify(node, NOTIFICATION_TRANSFORM_CHANGED);
  }
  tree.transform_notifications.clear();
}

void TreeWalks::report_error(SceneTree* tree, NodeId node_id, const char* callback,
                             std::exception_ptr error) {
  CallbackError report;
  report.node = node_id;
  report.callback = callback;
  try {
    std::rethrow_exception(error);
  } catch (const std::exception& e) {
    report.message = e.what();
  } catch (...) {
    report.message = "unknown exception";
  }
  if (auto* node = static_cast<Node*>(find_instance(node_id))) {
    if (!has_flag(node, FLAG_FREEING)) report.node_path = node->get_path().to_string();
  }
  try {
    if (tree && data(tree).error_handler) {
      data(tree).error_handler(report);
      return;
    }
  } catch (...) {
    std::fprintf(stderr, "arbor: the error handler threw while reporting an error\n");
  }
  std::fprintf(stderr, "arbor: %s%s%s threw: %s\n", report.callback.c_str(),
               report.node_path.empty() ? "" : " of ", report.node_path.c_str(),
               report.message.c_str());
}

// -- frame ----------------------------------------------------------------------------------------

namespace {

// Internal processing for one node (Godot's NOTIFICATION_INTERNAL_*PROCESS, engine types first).
template <bool Physics>
void process_internal(Node* node, std::uint16_t flags) {
  const int what = Physics ? NOTIFICATION_INTERNAL_PHYSICS_PROCESS : NOTIFICATION_INTERNAL_PROCESS;
  const NodeId id = node->get_instance_id();
  TreeWalks::call_engine_notification(node, what);
  if ((flags & FLAG_NOTIFY_FRAMES) && find_instance(id)) TreeWalks::call_notification(node, what);
}

// One process or physics callback, then the per-frame notification for types that want it.
// What follows the callback is read before it: a node may free itself in _process.
template <bool Physics>
void process_one(Node* node, std::uint16_t flags, double delta) {
  if (!(flags & FLAG_NOTIFY_FRAMES)) {
    TreeWalks::call_process<Physics>(node, delta);
    return;
  }
  const NodeId id = node->get_instance_id();
  TreeWalks::call_process<Physics>(node, delta);
  if (find_instance(id)) {
    TreeWalks::call_notification(node,
                                 Physics ? NOTIFICATION_PHYSICS_PROCESS : NOTIFICATION_PROCESS);
  }
}

// Bit i set when a node whose resolved ProcessMode is i may process now.
std::uint32_t processable_modes(bool paused) {
  const auto bit = [](ProcessMode mode) { return 1u << unsigned(mode); };
  return bit(ProcessMode::ALWAYS) |
         (paused ? bit(ProcessMode::WHEN_PAUSED) : bit(ProcessMode::PAUSABLE));
}

}  // namespace

template <bool Physics>
void TreeWalks::walk_list(TreeData& tree, const std::vector<Node*>& nodes, double delta) {
  const WalkState* walks = &walk_state();
  const std::uint16_t on_flag = Physics ? FLAG_PHYSICS_ON : FLAG_PROCESS_ON;
  const std::uint8_t internal_flag = Physics ? ENGINE_INTERNAL_PHYSICS : ENGINE_INTERNAL_PROCESS;
  const SceneTree* self = tree.self;
  const std::size_t count = nodes.size();
  for (std::size_t i = 0; i < count; ++i) {
    Node* node = nodes[i];
    // The walk is bound by memory latency: fetch nodes a few iterations ahead (a prefetch of a
    // freed node's address is harmless).
    if (i + kPrefetchDistance < count) prefetch_node(nodes[i + kPrefetchDistance]);
    if (!walks->freed.empty() && walks->freed.contains(node)) continue;
    if (node->tree_ != self) continue;
    const std::uint16_t flags = node->flags_;
    const bool internal = (node->engine_flags_ & internal_flag) != 0;
    if ((flags & FLAG_QUEUED) || !((flags & on_flag) || internal)) continue;
    // Pause and edit mode are read per node: a callback may change them mid-walk.
    if (!((processable_modes(tree.paused) >> ((node->modes_ >> 3) & 7)) & 1)) continue;
    if (tree.edit_mode && !node->is_tool()) continue;
    const NodeId id = node->get_instance_id();  // for the report: the callback may free the node
    try {
      if (internal) {
        process_internal<Physics>(node, flags);
        if (!(flags & on_flag) || !find_instance(id)) continue;
      }
      process_one<Physics>(node, flags, delta);
    } catch (...) {
      report_error(tree.self, id, Physics ? "_physics_process" : "_process",
                   std::current_exception());
    }
  }
}

void TreeWalks::run_list(TreeData& tree, OrderedNodeList& list, bool physics, double delta) {
  if (list.empty()) return;
  SnapshotScope snapshot(tree);
  list.copy_to(snapshot.nodes());
  WalkScope walk;
  if (physics) {
    walk_list<true>(tree, snapshot.nodes(), delta);
  } else {
    walk_list<false>(tree, snapshot.nodes(), delta);
  }
}

void TreeWalks::flush_deferred(TreeData& tree) {
  while (!tree.deferred.empty() || !tree.delete_queue.empty()) {
    for (std::size_t i = 0; i < tree.deferred.size(); ++i) {
      DeferredCall call = std::move(tree.deferred[i]);
      if (call.target.is_valid() && !find_instance(call.target)) continue;
      guarded(tree.self, static_cast<Node*>(find_instance(call.target)), "call_deferred", call.fn);
    }
    tree.deferred.clear();
    for (std::size_t i = 0; i < tree.delete_queue.size(); ++i) {
      if (auto* node = static_cast<Node*>(find_instance(tree.delete_queue[i]))) {
        guarded(tree.self, node, "queue_free", [node] { node->free(); });
      }
    }
    tree.delete_queue.clear();
  }
}

}  // namespace arbor::detail
