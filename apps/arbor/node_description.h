// How the program names a node's type.
#pragma once

#include <string>

#include "arbor/scene/node.h"

namespace arbor::app {

/// The node's class as the scene file named it: a MissingNode answers with its original class.
[[nodiscard]] std::string display_class(const Node& node);

}  // namespace arbor::app
