#include "node_description.h"

#include "arbor/scene/missing_node.h"

namespace arbor::app {

std::string display_class(const Node& node) {
  if (const auto* missing = dynamic_cast<const MissingNode*>(&node)) {
    return missing->get_original_class();
  }
  return node.get_class();
}

}  // namespace arbor::app
