#include "scene/transform_sync.h"

#include "arbor/scene/notifications.h"
#include "core/instance_registry.h"
#include "scene/callbacks.h"

namespace arbor::detail {

void queue_transform_notification(Node* node) {
  if (SceneTree* tree = state(node).tree) {
    tree_data(tree).transform_notifications.push_back(node->get_instance_id());
  }
}

void flush_transform_notifications(TreeData& tree) {
  // Notifications sent here may move nodes again; those are delivered in the same flush.
  for (std::size_t i = 0; i < tree.transform_notifications.size(); ++i) {
    auto* node = static_cast<Node*>(find_instance(tree.transform_notifications[i]));
    if (node && state(node).tree == tree.self) notify(node, NOTIFICATION_TRANSFORM_CHANGED);
  }
  tree.transform_notifications.clear();
}

}  // namespace arbor::detail
