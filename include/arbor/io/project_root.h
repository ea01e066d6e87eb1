// Finding the directory `res://` stands for when a scene or resource file is read on its own.
#pragma once

#include <string>
#include <string_view>

namespace arbor {

/// Where `res://` points for a file, and how that was decided (see find_project_root).
struct ProjectRoot {
  /// How the directory was chosen.
  enum Source : int {
    PROJECT_FILE,  ///< the nearest directory above the file holding a project.godot (Godot's rule)
    INFERRED,      ///< no project.godot: the ancestor under which most of its res:// paths exist
    FILE_FOLDER,   ///< no project.godot and none of its res:// paths found: the file's folder
  };
  std::string directory;  ///< absolute
  Source source = FILE_FOLDER;
  int found = 0;       ///< how many of the file's `[ext_resource]` res:// paths exist under it
  int referenced = 0;  ///< how many distinct res:// paths the file's `[ext_resource]`s name
};

/// The project root of the scene or resource file at `path`. Godot's rule first: the nearest
/// directory, from the file's own upwards, that holds a `project.godot`. A file copied out of
/// its project has none; then the root is the nearest ancestor under which the most of its
/// `[ext_resource]` res:// paths exist (so `res://world/floor.tscn` seen from
/// `game/world/world.tscn` finds `game/`), and the file's own folder when none exists anywhere
/// (or it names none). Reads only the file's `[ext_resource]` headings; a file that cannot be
/// read names no paths.
[[nodiscard]] ProjectRoot find_project_root(std::string_view path);

}  // namespace arbor
