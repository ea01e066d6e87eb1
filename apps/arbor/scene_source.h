// Where `arbor run` and `arbor tree` get their scene: a file, or the demo built into the program.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "arbor/io/resource_loader.h"
#include "arbor/scene/node.h"

namespace arbor::app {

/// The name the built-in demo scene goes by in messages.
inline constexpr const char* kDemoSceneName = "demo.tscn (built in)";

/// Which scene a command works on: a file (`scene`), a Godot project's (`project`, Godot's
/// `--path`: `scene` is then a `res://` path or a file, and without it the project's main
/// scene), or, with neither, the demo scene built into the program.
struct SceneChoice {
  std::optional<std::string> scene;
  std::optional<std::string> project;
};

/// A scene's tree, outside any SceneTree, and the warnings met while loading and building it.
struct InstancedScene {
  Owned<Node> root;
  std::vector<LoadWarning> warnings;
};

/// The chosen scene's tree, read and built in one pass (ResourceLoader::instantiate). A file's
/// res:// paths resolve against `project`, or else its own Godot project (find_project_root).
/// Throws arbor::ParseError for a malformed file and arbor::Error for one that cannot be read
/// or built; the warnings are collected instead of printed.
[[nodiscard]] InstancedScene instantiate_scene(const SceneChoice& choice);

/// The scene's name in messages: its path, the project's main scene, or kDemoSceneName.
[[nodiscard]] std::string scene_display_name(const SceneChoice& choice);

}  // namespace arbor::app
