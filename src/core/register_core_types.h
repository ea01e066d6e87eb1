// The core layer's classes, registered with ClassDB on its first use.
#pragma once

namespace arbor::detail {

/// Registers Object, RefCounted, Resource and MissingResource. ClassDB calls it once, on its
/// first use; the other layers register their classes explicitly (register_scene_types,
/// register_io_types).
void register_core_types();

}  // namespace arbor::detail
