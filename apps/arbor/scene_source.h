// Where `arbor run` and `arbor tree` get their scene: a file, or the demo built into the program.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "arbor/core/ref.h"
#include "arbor/io/packed_scene.h"
#include "arbor/io/resource_loader.h"
#include "arbor/scene/node.h"

namespace arbor::app {

/// The name the built-in demo scene goes by in messages.
inline constexpr const char* kDemoSceneName = "demo.tscn (built in)";

/// The scene file at `path` (res:// paths resolve against its Godot project, see
/// find_project_root), or the built-in demo scene when `path` is empty. Both go the same way:
/// the text is read into a SceneState held by a PackedScene. Throws arbor::ParseError for a
/// malformed file and arbor::Error for one that cannot be read.
[[nodiscard]] Ref<PackedScene> load_scene(const std::optional<std::string>& path);

/// A scene's tree, outside any SceneTree, and the warnings met while loading and building it.
struct InstancedScene {
  Owned<Node> root;
  std::vector<LoadWarning> warnings;
};

/// load_scene(path), instantiated; the warnings are collected instead of printed.
[[nodiscard]] InstancedScene instantiate_scene(const std::optional<std::string>& path);

/// The scene's name in messages: its path, or kDemoSceneName.
[[nodiscard]] std::string scene_display_name(const std::optional<std::string>& path);

}  // namespace arbor::app
