// What `arbor run` adds to a 3D model file (glTF) so that its picture shows the model.
#pragma once

#include <string>

#include "arbor/scene/node.h"

namespace arbor::app {

/// Whether `path` names a 3D model file (`.gltf`, `.glb`) rather than a scene file.
[[nodiscard]] bool is_model_file(const std::string& path);

/// Makes a model seen when it brings neither camera nor light of its own: adds, under `root`,
/// a Camera3D (Godot's default 75° field of view) looking at the bounds of every mesh from the
/// front, above and to the right, far enough for the bounding sphere to fit the view, when the
/// tree has no Camera3D; and a DirectionalLight3D shining down over the camera's shoulder when
/// it has no Light3D. The added nodes have no owner: saving the scene leaves them out. Returns
/// one line saying what was added, or an empty string when nothing was.
std::string frame_model(Node& root);

}  // namespace arbor::app
