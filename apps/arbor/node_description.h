// How the program names a node's type.
#pragma once

#include <string>

#include "arbor/scene/node.h"

namespace arbor::app {

/// The node's class as the scene file named it: a MissingNode answers with its original class.
[[nodiscard]] std::string display_class(const Node& node);

/// The resources a node draws with, for people: each stored property holding a mesh, material,
/// texture, environment or multimesh, as "name: Class" with the resource's name or file
/// ("mesh: BoxMesh, material_override: StandardMaterial3D 'res://floor.tres'"); empty when it
/// has none.
[[nodiscard]] std::string describe_render_resources(const Node& node);

}  // namespace arbor::app
