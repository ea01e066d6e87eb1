// Freeing a node that an operation in progress still uses is rejected (free) or deferred
// (queue_free outside a tree); it never frees memory under the operation.
#include <gtest/gtest.h>

#include "test_recorder.h"

namespace arbor::test {
namespace {

TEST(InUse, FreeingANodeFromItsOwnSignalIsRejected) {
  std::vector<std::string> errors;
  SceneTree tree;
  tree.set_error_handler([&](const CallbackError& e) { errors.push_back(e.message); });
  Node* node = tree.get_root()->add_child(std::make_unique<Node>());
  node->renamed.connect([node] { node->free(); });
  node->set_name("X");
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("queue_free"), std::string::npos);
  EXPECT_EQ(node->get_name(), "X");
  node->renamed.disconnect_all();
  node->renamed.connect([node] { node->queue_free(); });
  node->set_name("Y");
  tree.tick(0);
  EXPECT_EQ(tree.get_node_count(), 1);
}

TEST(InUse, QueueFreeFromTreeExitedIsDeferredUntilTheRemovalEnds) {
  SceneTree tree;
  Node* node = tree.get_root()->add_child(std::make_unique<Node>());
  const NodeId id = node->get_instance_id();
  bool valid_after_signal = false;
  node->tree_exited.connect([node, id, &valid_after_signal] {
    node->queue_free();  // outside the tree now, but remove_child still uses it
    valid_after_signal = is_instance_valid(id);
  });
  tree.get_root()->remove_child(node);
  EXPECT_TRUE(valid_after_signal);
  EXPECT_FALSE(is_instance_valid(id));  // freed once remove_child returned
}

TEST(InUse, FreeingTheNewParentDuringAReparentIsRejected) {
  Log log;
  std::vector<std::string> errors;
  SceneTree tree;
  tree.set_error_handler([&](const CallbackError& e) { errors.push_back(e.message); });
  Node* target = tree.get_root()->add_child(std::make_unique<Node>());
  auto* mover = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "Mover"));
  mover->on_exit = [target](Recorder*) { target->free(); };
  mover->reparent(target);
  mover->on_exit = nullptr;
  EXPECT_EQ(errors.size(), 1u);
  EXPECT_EQ(mover->get_parent(), target);
}

}  // namespace
}  // namespace arbor::test
