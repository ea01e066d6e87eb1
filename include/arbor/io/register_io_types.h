#pragma once

namespace arbor {

/// Registers the io layer's classes (PackedScene) with ClassDB, after those of the layers
/// beneath it (register_scene_types), and lets SceneTree change to packed scenes and scene files.
/// Idempotent and thread-safe: the first call registers, later calls return at once.
///
/// Loading, saving, packing and instantiating scenes call it, and so does SceneTree's
/// constructor in a program that links arbor::io, so a program calls it itself only to use
/// these classes by name before any of those.
void register_io_types();

}  // namespace arbor
