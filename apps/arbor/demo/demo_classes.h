// The demo scene built into the program (demo.tscn) and the node types it is made of.
#pragma once

#include <string_view>

namespace arbor::app::demo {

/// Registers World, Spawner, Mover, Counter and Spinner with ClassDB, so scene files can name them.
void register_demo_classes();

/// The text of demo.tscn, embedded at build time.
[[nodiscard]] std::string_view demo_scene_text();

}  // namespace arbor::app::demo
