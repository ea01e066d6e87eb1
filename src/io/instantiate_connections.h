// Re-binding a scene's persistent signal connections on a tree built from it.
#pragma once

#include <string>

#include "arbor/io/scene_state.h"
#include "arbor/scene/node.h"

namespace arbor::detail {

/// Connects every `[connection]` of `state` between the nodes of the tree under `root`, as
/// Godot's SceneState::instantiate does: the stored flags plus CONNECT_PERSIST, `binds`
/// appended to the signal's arguments, the last `unbinds` arguments dropped. A connection that
/// cannot be made (a node, signal or method is missing, or the method does not take the
/// arguments) is reported as a LoadWarning::CONNECTION naming the scene file and skipped.
void bind_connections(const SceneState& state, Node* root, const std::string& scene_path);

}  // namespace arbor::detail
