// How the program names a node's type, and what it says of the classes Arbor lacks.
#pragma once

#include <string>
#include <vector>

#include "arbor/io/missing_classes.h"
#include "arbor/scene/node.h"

namespace arbor::app {

/// The node's class as the scene file named it, marked when Arbor lacks it: a MissingNode
/// answers "MeshInstance3D, missing".
[[nodiscard]] std::string display_class(const Node& node);

/// One warning line per class kept as a placeholder, with its count:
/// "MeshInstance3D: 3 nodes kept as MissingNode (Arbor does not implement this class)".
[[nodiscard]] std::vector<std::string> missing_class_warnings(
    const std::vector<MissingClass>& classes);
/// The resources a node draws with, for people: each stored property holding a mesh, material,
/// texture, environment or multimesh, as "name: Class" with the resource's name or file
/// ("mesh: BoxMesh, material_override: StandardMaterial3D 'res://floor.tres'"); empty when it
/// has none.
[[nodiscard]] std::string describe_render_resources(const Node& node);

}  // namespace arbor::app
