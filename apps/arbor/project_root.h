// Finding the Godot project a scene file belongs to, for its `res://` paths.
#pragma once

#include <string>

namespace arbor::app {

/// The directory `res://` stands for when reading the file at `path`: the nearest directory,
/// from the file's own upwards, that holds a `project.godot`; the file's directory when none does.
[[nodiscard]] std::string find_project_root(const std::string& path);

/// Points ResourceLoader's `res://` at the project of the file at `path` (find_project_root).
void use_project_of(const std::string& path);

/// Points ResourceLoader's `res://` at the Godot project in `directory`; throws arbor::Error when
/// it has no `project.godot`.
void use_project(const std::string& directory);

/// The main scene of the Godot project in `directory` (`run/main_scene` of `project.godot`'s
/// `[application]` section) as a `res://` path; a `uid://` value is resolved to the scene file
/// whose header carries that uid. Throws arbor::Error naming project.godot when there is none.
[[nodiscard]] std::string project_main_scene(const std::string& directory);

}  // namespace arbor::app
