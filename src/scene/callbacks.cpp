#include "scene/callbacks.h"

#include <cstdio>

#include "arbor/scene/scene_tree.h"
#include "core/instance_registry.h"
#include "scene/tree_data.h"

namespace arbor::detail {

std::string describe(const Node* node) {
  return "'" + node->get_name().str() + "' (" + node->get_path().to_string() + ")";
}

void report_error(SceneTree* tree, NodeId node_id, const char* callback, std::exception_ptr error) {
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
    if (tree && tree_data(tree).error_handler) {
      tree_data(tree).error_handler(report);
      return;
    }
  } catch (...) {
    std::fprintf(stderr, "arbor: the error handler threw while reporting an error\n");
  }
  std::fprintf(stderr, "arbor: %s%s%s threw: %s\n", report.callback.c_str(),
               report.node_path.empty() ? "" : " of ", report.node_path.c_str(),
               report.message.c_str());
}

namespace {

// What the node's class listens to, as ENGINE_LISTENS bits, from its class (during a
// constructor: the class being constructed).
unsigned listens_of(const Node* node) {
  const std::uint32_t callbacks = node->get_class_info().callbacks;
  return ((callbacks & CALLBACK_NOTIFICATION) ? unsigned(ENGINE_LISTENS) : 0u) |
         ((callbacks & CALLBACK_ENGINE_NOTIFICATION) ? unsigned(ENGINE_LISTENS_ENGINE) : 0u);
}

}  // namespace

void learn_listening(Node* node) {
  NodeState& s = state(node);
  if (!(s.engine_flags & ENGINE_LISTENS_KNOWN))
    s.engine_flags |= ENGINE_LISTENS_KNOWN | listens_of(node);
}

void notify_listener(Node* node, int what) {
  NodeState& s = state(node);
  const unsigned listens =
      ((s.engine_flags & ENGINE_LISTENS_KNOWN) ? s.engine_flags : listens_of(node)) &
      (ENGINE_LISTENS | ENGINE_LISTENS_ENGINE);
  if (!listens) return;  // a type that overrides neither: nothing to call
  guarded(s.tree, node, "_notification", [node, what, listens] {
    if (listens & ENGINE_LISTENS_ENGINE) NodeAccess::engine_notification(node, what);
    if (listens & ENGINE_LISTENS) NodeAccess::notification(node, what);
  });
}

}  // namespace arbor::detail
