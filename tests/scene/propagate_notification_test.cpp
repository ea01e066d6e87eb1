// Node::propagate_notification: the node, then its subtree top-down in tree order (Godot's).
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"

namespace arbor {
namespace {

constexpr int kPing = 9001;

class Listener : public Node {
  ARBOR_CLASS(Listener, Node)

 public:
  Listener(std::vector<std::string>* log, std::string_view name) : log_(log) { set_name(name); }
  Node* free_on_ping = nullptr;

 protected:
  void _notification(int what) override {
    if (what != kPing) return;
    log_->push_back(get_name().str());
    if (free_on_ping) std::exchange(free_on_ping, nullptr)->free();
  }

 private:
  std::vector<std::string>* log_;
};

TEST(PropagateNotification, ReachesTheSubtreeTopDownAndSkipsFreedNodes) {
  std::vector<std::string> log;
  SceneTree tree;
  auto* a = tree.get_root()->add_child(std::make_unique<Listener>(&log, "A"));
  auto* a1 = a->add_child(std::make_unique<Listener>(&log, "A1"));
  auto* a2 = a->add_child(std::make_unique<Listener>(&log, "A2"));
  a2->add_child(std::make_unique<Listener>(&log, "A2x"));
  auto* b = tree.get_root()->add_child(std::make_unique<Listener>(&log, "B"));
  a1->free_on_ping = a2;  // A2 and its child are not reached
  tree.get_root()->propagate_notification(kPing);
  EXPECT_EQ(log, (std::vector<std::string>{"A", "A1", "B"}));
  log.clear();
  b->propagate_notification(kPing);
  EXPECT_EQ(log, (std::vector<std::string>{"B"}));
}

}  // namespace
}  // namespace arbor
