// Engine-internal: the frame's transform-sync step, where nodes whose global transform changed
// and asked to be told get NOTIFICATION_TRANSFORM_CHANGED.
#pragma once

#include "scene/tree_data.h"

namespace arbor::detail {

/// Queues NOTIFICATION_TRANSFORM_CHANGED for the frame's transform-sync step (the caller
/// avoids queueing a node twice in one frame). Nothing outside a tree.
void queue_transform_notification(Node* node);
/// Sends the queued notifications; those they cause are delivered in the same flush.
void flush_transform_notifications(TreeData& tree);

}  // namespace arbor::detail
