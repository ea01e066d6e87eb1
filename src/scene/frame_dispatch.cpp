#include "scene/frame_dispatch.h"

#include "arbor/scene/notifications.h"
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

template <bool Physics>
void walk_list(TreeData& tree, const std::vector<Node*>& nodes, double delta) {
  const WalkState& walks = walk_state();
  const std::uint16_t on_flag = Physics ? FLAG_PHYSICS_ON : FLAG_PROCESS_ON;
  const std::uint8_t internal_flag = Physics ? ENGINE_INTERNAL_PHYSICS : ENGINE_INTERNAL_PROCESS;
  const SceneTree* self = tree.self;
  const std::size_t count = nodes.size();
  for (std::size_t i = 0; i < count; ++i) {
    Node* node = nodes[i];
    // The walk is bound by memory latency: fetch nodes a few iterations ahead (a prefetch of a
    // freed node's address is harmless).
    if (i + kPrefetchDistance < count) prefetch_node(nodes[i + kPrefetchDistance]);
    if (freed_during_walk(walks, node)) continue;
    const NodeState& s = state(node);
    if (s.tree != self) continue;
    const std::uint16_t flags = s.flags;
    const bool internal = (s.engine_flags & internal_flag) != 0;
    if ((flags & FLAG_QUEUED) || !((flags & on_flag) || internal)) continue;
    // Pause and edit mode are read per node: a callback may change them mid-walk.
    if (!((processable_modes(tree.paused) >> ((s.modes >> 3) & 7)) & 1)) continue;
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

}  // namespace

void run_list(TreeData& tree, OrderedNodeList& list, bool physics, double delta) {
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

void flush_deferred(TreeData& tree) {
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
