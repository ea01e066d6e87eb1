#pragma once

#include <cstdint>

namespace arbor {

/// How a node reacts to the tree's pause state (Godot's Node.ProcessMode, same values).
enum class ProcessMode : std::uint8_t {
  INHERIT = 0,      ///< as the parent (a tree's root cannot inherit: it is PAUSABLE)
  PAUSABLE = 1,     ///< processes only while the tree is not paused
  WHEN_PAUSED = 2,  ///< processes only while the tree is paused
  ALWAYS = 3,       ///< processes whether paused or not
  DISABLED = 4,     ///< never processes
};

}  // namespace arbor
