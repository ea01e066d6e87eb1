// Where `arbor run` and `arbor tree` get their scene: a file, or the demo built into the program.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "arbor/io/missing_classes.h"
#include "arbor/io/resource_loader.h"
#include "arbor/scene/node.h"

namespace arbor::app {

/// The name the built-in demo scene goes by in messages.
inline constexpr const char* kDemoSceneName = "demo.tscn (built in)";

/// Which scene a command works on: a file (`scene`), with `project` (Godot's `--path`) the
/// directory `res://` stands for (`scene` may then be a `res://` path; without `scene`, the
/// main scene of the project.godot in `project`), or, with neither, the demo scene built into
/// the program.
struct SceneChoice {
  std::optional<std::string> scene;
  std::optional<std::string> project;
};

/// A scene's tree, outside any SceneTree, and what loading it found to tell the user: the
/// warnings met while loading and building it, the classes it keeps as placeholders, and how
/// `res://` was chosen when no project.godot and no `--path` said.
struct InstancedScene {
  Owned<Node> root;
  std::vector<LoadWarning> warnings;
  std::vector<MissingClass> missing;
  std::string root_note;
};

/// The chosen scene's tree, read and built in one pass (ResourceLoader::instantiate). A file's
/// res:// paths resolve against `project`, or else its project root (choose_project_root).
/// Throws arbor::ParseError for a malformed file and arbor::Error for one that cannot be read
/// or built; the warnings are collected instead of printed.
[[nodiscard]] InstancedScene instantiate_scene(const SceneChoice& choice);

/// The scene's name in messages: its path, the project's main scene, or kDemoSceneName.
[[nodiscard]] std::string scene_display_name(const SceneChoice& choice);

}  // namespace arbor::app
