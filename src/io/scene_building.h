// The two halves of PackedScene: building a tree from a SceneState, and a SceneState from a
// tree.
#pragma once

#include <string>

#include "arbor/io/scene_state.h"
#include "arbor/scene/node.h"

namespace arbor::detail {

/// A new tree from `state` (PackedScene::instantiate). `scene_path` is the file the state was
/// read from (empty when none), for error messages and for the root's scene_file_path.
Node* instantiate_scene(const SceneState& state, const std::string& scene_path);

/// The state that saves `root` and the nodes it owns (PackedScene::pack), for the file at
/// `file` (a `res://` path, or empty): external resources keep the ids they have for it.
SceneState pack_scene(Node* root, const std::string& file = {});

}  // namespace arbor::detail
