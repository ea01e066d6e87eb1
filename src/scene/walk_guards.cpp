#include "scene/walk_guards.h"

#include <string>

#include "arbor/core/error/error.h"
#include "core/instance_registry.h"
#include "scene/callbacks.h"

namespace arbor::detail {

bool in_use(const Node* node) {
  for (const Node* used : walk_state().in_use) {
    if (used == node || node->is_ancestor_of(used)) return true;
  }
  return false;
}

void free_pending() {
  WalkState& walks = walk_state();
  while (!walks.pending_frees.empty()) {
    const NodeId id = walks.pending_frees.back();
    walks.pending_frees.pop_back();
    if (auto* node = static_cast<Node*>(find_instance(id))) {
      guarded(state(node).tree, node, "queue_free", [node] { node->free(); });
    }
  }
}

void check_not_walking(const Node* parent, const char* operation, const Node* child) {
  if (!walking_children(parent)) return;
  throw Error(std::string(operation) + ": parent " + describe(parent) +
              " is busy: a tree walk is visiting its children, so " + describe(child) +
              " cannot be removed or moved now; use call_deferred() or queue_free() instead");
}

}  // namespace arbor::detail
