// The log `arbor run` prints while a scene runs: one line per event, after its frame number.
#pragma once

#include <string>
#include <string_view>

#include "arbor/core/signal/signal.h"
#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"

namespace arbor::app {

/// Prints one line of the log to stdout: the frame `tree` is running (its tick count), then
/// `text`. Node types of the demo scene report their events through it too.
void print_event(const SceneTree& tree, std::string_view text);

/// `node`'s path as the log shows it: from the current scene (`.` for the scene itself,
/// `Spawner/Spark1` for a node in it), or absolute for a node outside it.
[[nodiscard]] std::string log_path(const SceneTree& tree, const Node& node);

/// Watches a running tree: prints a line for each node that enters it (`+ path (Type)`) or
/// leaves it (`- path (Type)`) and counts them for the summary. Node counts leave the root (a
/// SceneViewport) out, so they count the scene's nodes. Stops watching when destroyed.
class RunLog {
 public:
  explicit RunLog(SceneTree& tree);

  [[nodiscard]] int get_start_node_count() const { return start_; }
  [[nodiscard]] int get_added() const { return added_; }
  [[nodiscard]] int get_removed() const { return removed_; }
  [[nodiscard]] int get_node_count() const { return count_; }
  /// The most nodes the tree held at once since the log started.
  [[nodiscard]] int get_peak_node_count() const { return peak_; }

 private:
  void on_node_added(Node* node);
  void on_node_removed(Node* node);

  SceneTree& tree_;
  int start_;
  int added_ = 0;
  int removed_ = 0;
  int count_;
  int peak_;
  ScopedConnection added_connection_;
  ScopedConnection removed_connection_;
};

}  // namespace arbor::app
