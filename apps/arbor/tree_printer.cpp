#include "tree_printer.h"

#include <span>

#include "node_description.h"

namespace arbor::app {
namespace {

// Godot's Node::_print_tree_pretty: a connector for the node, then its children with the
// prefix extended by a bar while siblings follow below.
void print_node(const Node& node, const std::string& prefix, bool last, std::string& out) {
  out += prefix + (last ? " ┖╴" : " ┠╴") + node.get_name().str() + " (" + display_class(node);
  const std::string resources = describe_render_resources(node);
  if (!resources.empty()) out += "; " + resources;
  out += ")\n";
  const std::string child_prefix = prefix + (last ? "   " : " ┃ ");
  std::span<Node* const> children = node.get_children();
  for (std::size_t i = 0; i < children.size(); ++i) {
    print_node(*children[i], child_prefix, i + 1 == children.size(), out);
  }
}

}  // namespace

std::string print_tree_pretty(const Node& root) {
  std::string out;
  print_node(root, "", true, out);
  return out;
}

}  // namespace arbor::app
