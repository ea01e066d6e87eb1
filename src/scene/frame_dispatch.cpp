#include "scene/frame_dispatch.h"

#include <limits>

#include "arbor/scene/notifications.h"
#include "core/deferred_queue.h"
#include "core/instance_registry.h"
#include "scene/callbacks.h"
#include "scene/process_modes.h"
#include "scene/walk_guards.h"

namespace arbor::detail {
namespace {

template <bool Physics>
void call_process(Node* node, double delta) {
  if constexpr (Physics) {
    NodeAccess::physics_process(node, delta);
  } else {
    NodeAccess::process(node, delta);
  }
}

// Internal processing for one node (Godot's NOTIFICATION_INTERNAL_*PROCESS, engine types first).
template <bool Physics>
void process_internal(Node* node, std::uint16_t flags) {
  const int what = Physics ? NOTIFICATION_INTERNAL_PHYSICS_PROCESS : NOTIFICATION_INTERNAL_PROCESS;
  const NodeId id = node->get_instance_id();
  NodeAccess::engine_notification(node, what);
  if ((flags & FLAG_NOTIFY_FRAMES) && find_instance(id)) NodeAccess::notification(node, what);
}

// One process or physics callback, then the per-frame notification for types that want it.
// What follows the callback is read before it: a node may free itself in _process.
template <bool Physics>
void process_one(Node* node, std::uint16_t flags, double delta) {
  if (!(flags & FLAG_NOTIFY_FRAMES)) {
    call_process<Physics>(node, delta);
    return;
  }
  const NodeId id = node->get_instance_id();
  call_process<Physics>(node, delta);
  if (find_instance(id)) {
    NodeAccess::notification(node, Physics ? NOTIFICATION_PHYSICS_PROCESS : NOTIFICATION_PROCESS);
  }
}

// One node of a walk that needs more than its callback: checked against everything that may
// have changed (it comes from a copy when `from_copy`), then processed as Godot does.
template <bool Physics>
void process_with_care(TreeData& tree, Node* node, double delta, bool from_copy) {
  constexpr std::uint16_t on_flag = Physics ? FLAG_PHYSICS_ON : FLAG_PROCESS_ON;
  constexpr std::uint8_t internal_flag =
      Physics ? ENGINE_INTERNAL_PHYSICS : ENGINE_INTERNAL_PROCESS;
  if (from_copy && (freed_during_walk(walk_state(), node) || state(node).tree != tree.self)) {
    return;
  }
  const NodeState& s = state(node);
  const std::uint16_t flags = s.flags;
  const bool internal = (s.engine_flags & internal_flag) != 0;
  if ((flags & FLAG_QUEUED) || !((flags & on_flag) || internal)) return;
  // Pause and edit mode are read per node: a callback may change them mid-walk.
  if (!mode_allows(node, tree.paused)) return;
  if (tree.edit_mode && !node->is_tool()) return;
  const NodeId id = node->get_instance_id();  // for the report: the callback may free the node
  try {
    if (internal) {
      process_internal<Physics>(node, flags);
      if (!(flags & on_flag) || !find_instance(id)) return;
    }
    process_one<Physics>(node, flags, delta);
  } catch (...) {
    report_error(tree.self, id, Physics ? "_physics_process" : "_process",
                 std::current_exception());
  }
}

template <bool Physics>
void walk_list(TreeData& tree, OrderedNodeList& list, double delta) {
  SnapshotScope spare(tree);
  OrderedNodeList::Walk walk(list, spare.nodes());
  WalkScope walking;
  std::size_t next = 0;
  if (!tree.paused && !tree.edit_mode) {
    // The list as it is, until it changes: a listed node is alive, in this tree and has its
    // callback on; one that needs no care is only called (pausing interrupts the walk).
    next = walk.visit_live([&tree, delta](OrderedNodeList::Entry entry) {
      Node* node = OrderedNodeList::node_of(entry);
      if (OrderedNodeList::needs_care(entry)) {
        process_with_care<Physics>(tree, node, delta, false);
        return;
      }
      try {
        call_process<Physics>(node, delta);
      } catch (...) {
        report_error(tree.self, id_during_walk(node), Physics ? "_physics_process" : "_process",
                     std::current_exception());
      }
    });
  }
  for (std::size_t i = next; i < walk.size(); ++i) {
    if (i + kPrefetchDistance < walk.size() && walk.is_copy()) {
      prefetch_node(spare.nodes()[i + kPrefetchDistance]);
    }
    process_with_care<Physics>(tree, walk.at(i), delta, walk.is_copy());
  }
}

}  // namespace

bool process_needs_care(const Node* node) {
  const NodeState& s = state(node);
  const ProcessMode mode = effective_mode(node);
  return !(s.flags & FLAG_PROCESS_ON) || (s.engine_flags & ENGINE_INTERNAL_PROCESS) ||
         (s.flags & (FLAG_NOTIFY_FRAMES | FLAG_QUEUED)) ||
         (mode != ProcessMode::PAUSABLE && mode != ProcessMode::ALWAYS);
}

bool physics_needs_care(const Node* node) {
  const NodeState& s = state(node);
  const ProcessMode mode = effective_mode(node);
  return !(s.flags & FLAG_PHYSICS_ON) || (s.engine_flags & ENGINE_INTERNAL_PHYSICS) ||
         (s.flags & (FLAG_NOTIFY_FRAMES | FLAG_QUEUED)) ||
         (mode != ProcessMode::PAUSABLE && mode != ProcessMode::ALWAYS);
}

void run_list(TreeData& tree, OrderedNodeList& list, bool physics, double delta) {
  if (list.empty()) return;
  if (physics) {
    walk_list<true>(tree, list, delta);
  } else {
    walk_list<false>(tree, list, delta);
  }
}

void flush_deferred(TreeData& tree) {
  // The deferred signal calls queued on this thread run among the tree's own deferred calls, in
  // the order all were made.
  const auto run_signal_call = [&tree](Object* target, const std::function<void()>& fn) {
    guarded(tree.self, static_cast<Node*>(target), "deferred signal call", fn);
  };
  while (!tree.deferred.empty() || !tree.delete_queue.empty() || has_deferred_calls()) {
    for (std::size_t i = 0; i < tree.deferred.size(); ++i) {
      DeferredCall call = std::move(tree.deferred[i]);
      run_deferred_calls_before(call.sequence, run_signal_call);
      if (call.target.is_valid() && !find_instance(call.target)) continue;
      guarded(tree.self, static_cast<Node*>(find_instance(call.target)), "call_deferred", call.fn);
    }
    tree.deferred.clear();
    run_deferred_calls_before(std::numeric_limits<std::uint64_t>::max(), run_signal_call);
    for (std::size_t i = 0; i < tree.delete_queue.size(); ++i) {
      if (auto* node = static_cast<Node*>(find_instance(tree.delete_queue[i]))) {
        guarded(tree.self, node, "queue_free", [node] { node->free(); });
      }
    }
    tree.delete_queue.clear();
  }
}

}  // namespace arbor::detail
