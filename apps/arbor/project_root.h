// Finding the Godot project a scene file belongs to, for its `res://` paths.
#pragma once

#include <string>

namespace arbor::app {

/// The directory `res://` stands for when reading the file at `path`: the nearest directory,
/// from the file's own upwards, that holds a `project.godot`; the file's directory when none does.
[[nodiscard]] std::string find_project_root(const std::string& path);

/// Points ResourceLoader's `res://` at the project of the file at `path` (find_project_root).
void use_project_of(const std::string& path);

}  // namespace arbor::app
