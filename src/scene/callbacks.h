// Engine-internal: how the scene layer calls user code (notifications, signals, virtual
// callbacks) so that an exception never breaks what the tree is doing.
#pragma once

#include <exception>
#include <string>

#include "arbor/core/object/node_id.h"
#include "arbor/core/signal/signal.h"
#include "scene/node_state.h"
#include "scene/walk_guards.h"

namespace arbor::detail {

/// "'Name' (/root/Path)": how error messages name a node.
std::string describe(const Node* node);

/// Hands an exception thrown by a user callback of `node` (invalid id: the tree's own) to the
/// tree's error handler, or to stderr without one.
void report_error(SceneTree* tree, NodeId node, const char* callback, std::exception_ptr error);

/// Runs `fn`; an exception it throws is reported as thrown by `callback` of `node`.
template <class F>
void guarded(SceneTree* tree, const Node* node, const char* callback, F&& fn) {
  const NodeId id = node ? node->get_instance_id() : NodeId{};
  try {
    fn();
  } catch (...) {
    report_error(tree, id, callback, std::current_exception());
  }
}

/// Sends notification `what`: engine types' _engine_notification first, then _notification,
/// each only to a type (declared with ARBOR_CLASS) that overrides it.
void notify_listener(Node* node, int what);
inline void notify(Node* node, int what) {
  // A type known to override neither callback gets nothing (the common case, kept inline).
  const unsigned bits = state(node).engine_flags;
  if ((bits & (ENGINE_LISTENS_KNOWN | ENGINE_LISTENS | ENGINE_LISTENS_ENGINE)) ==
      ENGINE_LISTENS_KNOWN) {
    return;
  }
  notify_listener(node, what);
}
/// Remembers what the node's class listens to, so that notify() needs no class lookup; called
/// once the node is fully constructed (when it joins a parent or becomes a tree's root).
void learn_listening(Node* node);

/// Emits a signal of `node` (or of the tree when null), each handler guarded; `node` is in use
/// meanwhile, so a handler cannot free it under the emission.
template <class... Args>
[[gnu::noinline]] void emit_connected(SceneTree* tree, Node* node, Signal<Args...>& signal,
                                      const char* name, Args... args) {
  UseScope use(node);
  signal.emit_through([&](auto&& call) { guarded(tree, node, name, call); }, args...);
}
template <class... Args>
inline void emit(SceneTree* tree, Node* node, Signal<Args...>& signal, const char* name,
                 Args... args) {
  if (!signal.empty()) emit_connected(tree, node, signal, name, args...);
}

}  // namespace arbor::detail
