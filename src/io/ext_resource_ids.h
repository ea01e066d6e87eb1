// Engine-internal: the `[ext_resource]` ids a scene file gives its external resources.
#pragma once

#include <string>
#include <vector>

#include "arbor/io/scene_state.h"

namespace arbor::detail {

/// Godot's text loader: each external resource remembers the id the file at `local_path` (a
/// `res://` path) gave it, and its uid, so that saving that file again writes the same
/// `[ext_resource]` table. Reading loads no dependency: these are the placeholders, which
/// instantiating passes on to what it loads.
inline void remember_ext_ids(const std::vector<ExtResourceEntry>& entries,
                             const std::string& local_path) {
  for (const ExtResourceEntry& entry : entries) {
    if (!entry.resource) continue;
    entry.resource->set_id_for_path(local_path, entry.id);
    entry.resource->set_type_for_path(local_path, entry.type);
    if (!entry.uid.empty()) entry.resource->set_uid(entry.uid);
  }
}

}  // namespace arbor::detail
