#include "node_description.h"

#include "arbor/scene/missing_node.h"
#include "count_text.h"

namespace arbor::app {

std::string display_class(const Node& node) {
  if (const auto* missing = dynamic_cast<const MissingNode*>(&node)) {
    return missing->get_original_class() + ", missing";
  }
  return node.get_class();
}

std::vector<std::string> missing_class_warnings(const std::vector<MissingClass>& classes) {
  std::vector<std::string> lines;
  for (const MissingClass& missing : classes) {
    const bool node = missing.kind == MissingClass::NODE;
    lines.push_back(missing.name + ": " + count_text(missing.count, node ? "node" : "resource") +
                    " kept as " + (node ? "MissingNode" : "MissingResource") +
                    " (Arbor does not implement this class)");
  }
  return lines;
}

}  // namespace arbor::app
