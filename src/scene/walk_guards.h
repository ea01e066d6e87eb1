// Engine-internal: what keeps an operation safe while the user callbacks it runs change the tree.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "arbor/core/object/node_id.h"
#include "scene/node_state.h"
#include "scene/tree_data.h"

namespace arbor::detail {

/// Per-thread state of the operations in progress: the nodes freed while a walk runs (so that
/// walks over copies never touch freed memory), the nodes an operation is using (so that a
/// callback cannot free them under it), and the frees deferred until those operations end.
struct WalkState {
  int depth = 0;
  std::unordered_map<const Node*, NodeId> freed;  ///< with the ids they had
  std::vector<Node*> in_use;
  std::vector<NodeId> pending_frees;
};
inline WalkState& walk_state() {
  thread_local WalkState state;
  return state;
}

/// True when `node` or one of its descendants is used by an operation in progress.
bool in_use(const Node* node);
/// Frees the nodes whose queue_free waited for the operations using them to end.
void free_pending();

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

/// Whether a node from a walk's copy was freed since the walk began.
inline bool freed_during_walk(const WalkState& walks, const Node* node) {
  return !walks.freed.empty() && walks.freed.contains(node);
}
/// The id a node visited by a walk has, or had if a callback freed it.
inline NodeId id_during_walk(const Node* node) {
  const WalkState& walks = walk_state();
  if (auto it = walks.freed.find(node); it != walks.freed.end()) return it->second;
  return node->get_instance_id();
}

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

/// Keeps a node's children from being removed or moved while a walk visits them (Godot's
/// data.blocked).
class BlockScope {
 public:
  explicit BlockScope(Node* node) : node_(node) { ++state(node).blocked; }
  ~BlockScope() { --state(node_).blocked; }
  BlockScope(const BlockScope&) = delete;
  BlockScope& operator=(const BlockScope&) = delete;

 private:
  Node* node_;
};

/// Keeps every ancestor of a walk's subtree (from `node` up) from losing or moving children, so
/// the chain a walk runs under stays attached while hooks run.
class AncestorBlock {
 public:
  explicit AncestorBlock(Node* node) : node_(node) {
    for (Node* n = node_; n; n = state(n).parent) ++state(n).blocked;
  }
  ~AncestorBlock() {
    for (Node* n = node_; n; n = state(n).parent) --state(n).blocked;
  }
  AncestorBlock(const AncestorBlock&) = delete;
  AncestorBlock& operator=(const AncestorBlock&) = delete;

 private:
  Node* node_;
};

inline bool walking_children(const Node* node) { return state(node).blocked > 0; }
/// Throws arbor::Error when a walk is visiting `parent`'s children.
void check_not_walking(const Node* parent, const char* operation, const Node* child);

/// How far ahead walks over node arrays prefetch nodes.
constexpr std::size_t kPrefetchDistance = 8;
/// Starts loading a node's first cache lines (the frame's fields and a subclass's first
/// members); harmless on any address, null included.
inline void prefetch_node(const Node* node) {
  __builtin_prefetch(node);
  __builtin_prefetch(reinterpret_cast<const char*>(node) + 64);
  __builtin_prefetch(reinterpret_cast<const char*>(node) + 128);
}

}  // namespace arbor::detail
