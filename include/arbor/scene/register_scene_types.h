#pragma once

namespace arbor {

/// Registers every class of the scene layer (nodes, tweens and the core's classes beneath them)
/// with ClassDB, so that they can be instantiated and reflected by name. Idempotent and
/// thread-safe: the first call registers, later calls return at once.
///
/// SceneTree's constructor calls it and so do loading and saving scenes (which also register
/// the io layer's classes), so a program calls it itself only to use ClassDB by name before
/// any of those, for example `ClassDB::instantiate("Timer")` at start-up.
void register_scene_types();

}  // namespace arbor
