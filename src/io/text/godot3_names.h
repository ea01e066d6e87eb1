// Godot 3 → Godot 4 class names, for reading format=2 files.
#pragma once

#include <string>

namespace arbor::text {

/// The Godot 4 name of a Godot 3 class (Spatial → Node3D, KinematicBody → CharacterBody3D,
/// Sprite → Sprite2D...), from Godot 4's own converter table (editor/renames_map_3_to_4.cpp,
/// class_renames); a name the table does not list, Godot 4 names included, comes back as is.
[[nodiscard]] std::string godot4_class_name(std::string name);

}  // namespace arbor::text
