#pragma once

#include "arbor/core/object/node_id.h"

namespace arbor {
class Object;
}

namespace arbor::detail {

/// The process-wide table of live instances, indexed by NodeId. Ids carry a slot index and a
/// generation: a slot's generation grows on every release and the slot is retired before the
/// generation wraps, so an id is never reused. Thread-safe; lookups are lock-free.
NodeId register_instance(Object* object);
void unregister_instance(NodeId id);
/// Marks a live instance as having connection links, so that unregistering it removes them.
void mark_instance_linked(NodeId id);
/// False when the live instance `id` never had connection links (so it has none now).
bool may_have_links(NodeId id);
/// The object registered under `id`, or nullptr once it was unregistered.
Object* find_instance(NodeId id);
/// Asks the cache for the table entry of `id`, for a walk that will read it soon.
void prefetch_instance(NodeId id);

}  // namespace arbor::detail
