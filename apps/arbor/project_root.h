// Finding the Godot project a scene file belongs to, for its `res://` paths.
#pragma once

#include <string>

namespace arbor::app {

/// The directory `res://` stands for when reading the file at `path`, as arbor::find_project_root
/// finds it, and what the program tells the user of it.
struct ChosenRoot {
  std::string directory;
  /// When no project.godot decided it and the file names res:// paths: one line saying which
  /// directory was taken and why (empty otherwise).
  std::string note;
};
[[nodiscard]] ChosenRoot choose_project_root(const std::string& path);

/// Points ResourceLoader's `res://` at the project root of the file at `path`
/// (choose_project_root) and returns its note.
std::string use_project_of(const std::string& path);

/// Points ResourceLoader's `res://` at `directory` (`--path`), which need not hold a
/// project.godot; throws arbor::Error when it is not a directory.
void use_root(const std::string& directory);

/// Points ResourceLoader's `res://` at the Godot project in `directory`; throws arbor::Error when
/// it has no `project.godot`.
void use_project(const std::string& directory);

/// The main scene of the Godot project in `directory` (`run/main_scene` of `project.godot`'s
/// `[application]` section) as a `res://` path; a `uid://` value is resolved to the scene file
/// whose header carries that uid. Throws arbor::Error naming project.godot when there is none.
[[nodiscard]] std::string project_main_scene(const std::string& directory);

}  // namespace arbor::app
