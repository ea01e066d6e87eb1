#include "run_log.h"

#include <algorithm>
#include <cstdio>

#include "node_description.h"

namespace arbor::app {

void print_event(const SceneTree& tree, std::string_view text) {
  std::printf("frame %4llu  %.*s\n", static_cast<unsigned long long>(tree.get_process_frames()),
              static_cast<int>(text.size()), text.data());
}

std::string log_path(const SceneTree& tree, const Node& node) {
  const Node* scene = tree.get_current_scene();
  if (scene && (scene == &node || scene->is_ancestor_of(&node))) {
    return scene->get_path_to(&node).to_string();
  }
  return node.get_path().to_string();
}

RunLog::RunLog(SceneTree& tree)
    : tree_(tree),
      start_(tree.get_node_count() - 1),
      count_(start_),
      peak_(start_),
      added_connection_(tree.node_added,
                        tree.node_added.connect([this](Node* node) { on_node_added(node); })),
      removed_connection_(tree.node_removed, tree.node_removed.connect(
                                                 [this](Node* node) { on_node_removed(node); })) {}

void RunLog::on_node_added(Node* node) {
  ++added_;
  peak_ = std::max(peak_, ++count_);
  print_event(tree_, "+ " + log_path(tree_, *node) + " (" + display_class(*node) + ")");
}

void RunLog::on_node_removed(Node* node) {
  ++removed_;
  --count_;
  print_event(tree_, "- " + log_path(tree_, *node) + " (" + display_class(*node) + ")");
}

}  // namespace arbor::app
