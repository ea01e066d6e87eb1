#pragma once

#include <cstdint>
#include <exception>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"
#include "scene/node_extras.h"
#include "scene/ordered_node_list.h"
#include "scene/tree_data.h"

namespace arbor::detail {

/// Per-thread state of the operations in progress: the nodes freed while a walk runs (so that
/// snapshots never touch freed memory), the nodes an operation is using (so that a callback
/// cannot free them under it), and the frees deferred until those operations end.
struct WalkState {
  int depth = 0;
  std::unordered_set<const Node*> freed;
  std::vector<Node*> in_use;
  std::vector<NodeId> pending_frees;
};
inline WalkState& walk_state() {
  thread_local WalkState state;
  return state;
}

/// "'Name' (/root/Path)": how error messages name a node.
std::string describe(const Node* node);

/// How far ahead walks over snapshots prefetch nodes.
constexpr std::size_t kPrefetchDistance = 8;
/// Starts loading a node's first cache lines (the frame's fields and a subclass's first members);
/// harmless on any address, null included.
inline void prefetch_node(const Node* node) {
  __builtin_prefetch(node);
  __builtin_prefetch(reinterpret_cast<const char*>(node) + 64);
  __builtin_prefetch(reinterpret_cast<const char*>(node) + 128);
}

/// Marks up to two nodes as used by the operation in scope: free() on them or an ancestor
/// throws, and queue_free() outside a tree waits for the outermost operation to end.
class UseScope {
 public:
  explicit UseScope(Node* a, Node* b = nullptr) : state_(walk_state()) {
    if (a) push(a);
    if (b) push(b);
  }
  ~UseScope() {
    state_.in_use.resize(state_.in_use.size() - pushed_);
    if (state_.in_use.empty() && !state_.pending_frees.empty()) free_pending();
  }
  UseScope(const UseScope&) = delete;
  UseScope& operator=(const UseScope&) = delete;

 private:
  void push(Node* node) {
    state_.in_use.push_back(node);
    ++pushed_;
  }
  static void free_pending();

  WalkState& state_;
  std::size_t pushed_ = 0;
};

/// Marks a walk in progress on this thread; the freed set is cleared when the outermost ends.
class WalkScope {
 public:
  WalkScope() { ++walk_state().depth; }
  ~WalkScope() {
    WalkState& state = walk_state();
    if (--state.depth == 0) state.freed.clear();
  }
  WalkScope(const WalkScope&) = delete;
  WalkScope& operator=(const WalkScope&) = delete;
};

/// A reusable snapshot buffer for one walk over `tree`, taken from the tree's pool by depth.
class SnapshotScope {
 public:
  explicit SnapshotScope(TreeData& tree) : tree_(tree) {
    if (tree.snapshot_depth == tree.snapshots.size()) tree.snapshots.emplace_back();
    nodes_ = &tree.snapshots[tree.snapshot_depth++];
  }
  ~SnapshotScope() { --tree_.snapshot_depth; }
  SnapshotScope(const SnapshotScope&) = delete;
  SnapshotScope& operator=(const SnapshotScope&) = delete;
  std::vector<Node*>& nodes() { return *nodes_; }

 private:
  TreeData& tree_;
  std::vector<Node*>* nodes_;
};

/// Keeps a node's children from being removed or moved while a walk visits them.
class BlockScope {
 public:
  explicit BlockScope(Node* node);
  ~BlockScope();
  BlockScope(const BlockScope&) = delete;
  BlockScope& operator=(const BlockScope&) = delete;

 private:
  Node* node_;
};

/// The scene layer's internal operations on nodes and trees (the one friend of Node and
/// SceneTree). Structure changes, the enter/ready/exit walks, order labels, list membership and
/// guarded user callbacks all live here, so Node's public methods stay thin.
struct TreeWalks {
  // -- access ------------------------------------------------------------------------------------
  static std::uint64_t order(const Node* node) { return node->order_; }
  static int priority(const Node* node, ListOrder order);
  /// A node's extras, created on first use (its children move into them).
  static NodeExtras& extras(Node* node);
  static NodeExtras* extras_or_null(const Node* node) {
    return node->has_extras_ ? node->extras_ : nullptr;
  }
  /// A node's child list, created (bare, without extras) when it has none; a child kept inline
  /// moves into it.
  static ChildList& make_child_list(Node* node);
  /// A node's child list: nullptr while it has none or keeps its one child inline.
  static ChildList* child_list(const Node* node) {
    if (node->inline_child_) return nullptr;
    return node->has_extras_ ? &node->extras_->children : node->list_;
  }
  static TreeData& data(SceneTree* tree) { return *tree->data_; }
  /// A node's children (inline: transform propagation and the walks read it on hot paths).
  static std::span<Node* const> children(const Node* node) {
    if (node->inline_child_) return {&node->child_, 1};
    const ChildList* list = child_list(node);
    if (!list) return {};
    return {list->data(), list->size()};
  }
  static std::uint32_t child_count(const Node* node) {
    if (node->inline_child_) return 1;
    const ChildList* list = child_list(node);
    return list ? list->size() : 0;
  }
  /// The slot of a node's first child: children(node)[i] has Node::index_ first_slot + i.
  static std::uint32_t first_slot(const Node* node) {
    const ChildList* list = child_list(node);
    return list ? list->begin : 0;
  }
  static bool has_flag(const Node* node, std::uint16_t flag) { return (node->flags_ & flag) != 0; }
  static void set_flag(Node* node, std::uint16_t flag, bool on);
  static bool walking_children(const Node* node) { return node->blocked_ > 0; }
  static void block(Node* node) { ++node->blocked_; }
  static void unblock(Node* node) { --node->blocked_; }

  // -- structure ---------------------------------------------------------------------------------
  /// Throws arbor::Error unless `child` may be added to `parent`; `allow_queued` admits a node
  /// queued for deletion (a reparent whose exit callbacks queued it still completes).
  static void validate_new_child(const Node* parent, const Node* child, bool allow_queued = false);
  /// Inserts `child` at `position` (child-list index; -1 appends) with a unique sibling name.
  static void attach(Node* parent, Node* child, int position);
  /// Removes `child` from `parent`'s child list (no callbacks).
  static void detach(Node* parent, Node* child);
  /// Makes room for `count` more children of `parent` (list and name index).
  static void reserve_children(Node* parent, std::uint32_t count);
  static void prefetch_child_name(const Node* parent, std::string_view name);
  static void move(Node* parent, Node* child, std::uint32_t to_index);
  static void set_index(Node* node, std::uint32_t slot);
  /// Renames a child in place, keeping the parent's name index current.
  static void rename_child(Node* parent, Node* child, const StringName& name);
  /// A name for `child` that no other child of `parent` has (Godot's readable serial names).
  static StringName unique_child_name(Node* parent, const Node* child, StringName desired);
  static Node* child_by_name(const Node* parent, const StringName& name);
  /// Clears the owners that are not inside the subtree (a removal broke their ancestry).
  static void clear_owners_outside(Node* subtree_root);
  static void clear_owner_outside(const Node* subtree_root, Node* node);
  static void release_unique_name(Node* node);
  static void acquire_unique_name(Node* node);
  static void check_unique_name_free(const Node* node, const Node* owner, const StringName& name);
  /// Throws arbor::Error when a walk is visiting `parent`'s children.
  static void check_not_walking(const Node* parent, const char* operation, const Node* child);

  // -- lifecycle ---------------------------------------------------------------------------------
  /// Binds `child`'s subtree to its parent's tree, then runs _enter_tree top-down and, when the
  /// parent is ready, _ready bottom-up.
  static void enter_tree(Node* child);
  /// Runs _exit_tree bottom-up on `child`'s subtree, then unbinds it from the tree and clears
  /// the owners left outside it.
  static void exit_tree(Node* child);
  /// Emits tree_exited on a subtree that just left `tree`: each node's children last to first,
  /// then the node (the order of the exit callbacks).
  static void after_exit_walk(SceneTree* tree, Node* node);
  static void bind_node(TreeData& tree, Node* node);
  static void unbind_node(TreeData& tree, Node* node);
  /// Unbinds a subtree without callbacks.
  static void unbind_subtree(Node* subtree_root);
  static void enter_walk(SceneTree* tree, Node* node);
  static void ready_walk(SceneTree* tree, Node* node);
  static void exit_walk(SceneTree* tree, Node* node);
  /// Sends NOTIFICATION_PREDELETE to a subtree about to be destroyed.
  static void predelete_walk(Node* node);
  static void enter_root(SceneTree* tree, Node* root);
  /// Frees a subtree whose root has no parent: predelete notifications, then destruction.
  static void destroy(Node* node);

  // -- order labels and list membership ----------------------------------------------------------
  static void assign_labels(Node* subtree_root);
  static void relabel_all(Node* root);
  static void list_subtree(Node* subtree_root, bool insert);
  /// Whether `node` belongs in the process (or physics) list: its own callback or internal
  /// processing is on.
  static bool listed(const Node* node, bool physics) {
    return physics ? ((node->flags_ & FLAG_PHYSICS_ON) ||
                      (node->engine_flags_ & ENGINE_INTERNAL_PHYSICS))
                   : ((node->flags_ & FLAG_PROCESS_ON) ||
                      (node->engine_flags_ & ENGINE_INTERNAL_PROCESS));
  }
  /// Sets a callback flag (FLAG_*_ON) and keeps the node's list membership in step.
  static void update_list_membership(Node* node, std::uint16_t on_flag, bool enabled);
  /// Sets an internal-processing flag (ENGINE_*) and keeps list membership in step.
  static void set_internal_processing(Node* node, std::uint8_t engine_flag, bool enabled);
  /// Sets input_before_ui and moves the node between the _input lists.
  static void set_input_before_ui(Node* node, bool enabled);
  /// Calls `fn(list)` for each input list `node` belongs in: input_before_ui_list or
  /// input_list while its _input is on, unhandled_input_list while its _unhandled_input is.
  template <class Fn>
  static void for_input_lists(TreeData& tree, const Node* node, Fn&& fn) {
    if (node->flags_ & FLAG_INPUT_ON) {
      fn((node->engine_flags_ & ENGINE_INPUT_BEFORE_UI) ? tree.input_before_ui_list
                                                        : tree.input_list);
    }
    if (node->flags_ & FLAG_UNHANDLED_ON) fn(tree.unhandled_input_list);
  }
  static bool has_engine_flag(const Node* node, std::uint8_t flag) {
    return (node->engine_flags_ & flag) != 0;
  }
  static void resolve_process_modes(Node* subtree_root, bool notify);
  static ProcessMode effective_mode(const Node* node);
  static bool mode_allows(const Node* node, bool paused);
  /// The same, inline, for walks that test every node they visit.
  static bool mode_allows_inline(const Node* node, bool paused) {
    const unsigned allowed =
        (1u << unsigned(ProcessMode::ALWAYS)) |
        (1u << unsigned(paused ? ProcessMode::WHEN_PAUSED : ProcessMode::PAUSABLE));
    return ((allowed >> ((node->modes_ >> 3) & 7)) & 1) != 0;
  }

  // -- callbacks ---------------------------------------------------------------------------------
  static void notify(Node* node, int what);
  /// Queues NOTIFICATION_TRANSFORM_CHANGED for the frame's transform-sync step (the caller
  /// avoids queueing a node twice in one frame).
  static void queue_transform_notification(Node* node);
  static void flush_transform_notifications(TreeData& tree);
  static bool has_kind(const Node* node, std::uint8_t kind) { return (node->modes_ & kind) != 0; }
  static void set_kind(Node* node, std::uint8_t kind) { node->modes_ |= kind; }
  template <class F>
  static void guarded(SceneTree* tree, const Node* node, const char* callback, F&& fn) {
    const NodeId id = node ? node->get_instance_id() : NodeId{};
    try {
      fn();
    } catch (...) {
      report_error(tree, id, callback, std::current_exception());
    }
  }
  /// Emits a signal of `node` (or of the tree when null), each handler guarded; `node` is in use
  /// meanwhile, so a handler cannot free it under the emission.
  template <class... Args>
  static void emit(SceneTree* tree, Node* node, Signal<Args...>& signal, const char* name,
                   Args... args) {
    if (signal.empty()) return;
    UseScope use(node);
    signal.emit_through([&](auto&& call) { guarded(tree, node, name, call); }, args...);
  }
  /// True when `node` or one of its descendants is used by an operation in progress.
  static bool in_use(const Node* node);
  /// Frees nodes whose queue_free waited for operations to end.
  static void free_pending();
  static void report_error(SceneTree* tree, NodeId node, const char* callback,
                           std::exception_ptr error);

  // -- frame -------------------------------------------------------------------------------------
  static void run_list(TreeData& tree, OrderedNodeList& list, bool physics, double delta);
  template <bool Physics>
  static void walk_list(TreeData& tree, const std::vector<Node*>& nodes, double delta);
  template <bool Physics>
  static void call_process(Node* node, double delta) {
    if constexpr (Physics) {
      node->_physics_process(delta);
    } else {
      node->_process(delta);
    }
  }
  static void call_notification(Node* node, int what) { node->_notification(what); }
  static void call_input(Node* node, const InputEvent& event, bool unhandled) {
    if (unhandled) {
      node->_unhandled_input(event);
    } else {
      node->_input(event);
    }
  }
  static void call_engine_notification(Node* node, int what) { node->_engine_notification(what); }
  static void flush_deferred(TreeData& tree);
  static void propagate_pause(Node* root, bool paused);

  // -- iteration helpers (no callbacks) ----------------------------------------------------------
  static Node* next_preorder(Node* node, const Node* subtree_root);
  template <class F>
  static void for_each_preorder(Node* subtree_root, F&& fn) {
    for (Node* node = subtree_root; node; node = next_preorder(node, subtree_root)) fn(node);
  }
};

}  // namespace arbor::detail
