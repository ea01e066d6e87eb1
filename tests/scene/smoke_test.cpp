#include <gtest/gtest.h>

#include "test_recorder.h"

namespace arbor::test {
namespace {

TEST(Smoke, EnterReadyOrder) {
  Log log;
  SceneTree tree;
  auto a = std::make_unique<Recorder>(&log, "A");
  a->add_child(std::make_unique<Recorder>(&log, "B"));
  a->add_child(std::make_unique<Recorder>(&log, "C"));
  tree.get_root()->add_child(std::move(a));
  EXPECT_EQ(log.events, (std::vector<std::string>{"A:enter", "B:enter", "C:enter", "B:ready",
                                                   "C:ready", "A:ready"}));
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (std::vector<std::string>{"A:physics", "B:physics", "C:physics",
                                                   "A:process", "B:process", "C:process"}));
  log.clear();
  tree.get_root()->get_node("A")->free();
  EXPECT_EQ(log.events, (std::vector<std::string>{"C:exit", "B:exit", "A:exit"}));
  EXPECT_EQ(tree.get_node_count(), 1);
}

}  // namespace
}  // namespace arbor::test
