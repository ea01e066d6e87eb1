// Internal processing: engine node types get NOTIFICATION_INTERNAL_*PROCESS through
// _engine_notification every frame, before their own _process and independent of set_process.
#include <gtest/gtest.h>

#include "test_recorder.h"

namespace arbor::test {
namespace {

using Events = std::vector<std::string>;

class EngineNode : public Recorder {
  ARBOR_CLASS(EngineNode, Recorder)

 public:
  using Recorder::Recorder;
  Log* engine_log = nullptr;

 protected:
  void _engine_notification(int what) override {
    if (what == NOTIFICATION_INTERNAL_PROCESS) engine_log->add(tag() + ":internal");
    if (what == NOTIFICATION_INTERNAL_PHYSICS_PROCESS) engine_log->add(tag() + ":internal_physics");
  }
};

TEST(InternalProcess, RunsBeforeTheNodesOwnCallbacksAndIndependentlyOfSetProcess) {
  Log log;
  SceneTree tree;
  auto* a = tree.get_root()->add_child(std::make_unique<EngineNode>(&log, "A"));
  auto* b = tree.get_root()->add_child(std::make_unique<EngineNode>(&log, "B"));
  a->engine_log = &log;
  b->engine_log = &log;
  a->set_process_internal(true);
  a->set_physics_process_internal(true);
  b->set_process_internal(true);
  b->set_process(false);
  b->set_physics_process(false);
  EXPECT_TRUE(a->is_processing_internal());
  EXPECT_TRUE(a->is_physics_processing_internal());
  EXPECT_FALSE(b->is_physics_processing_internal());
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events,
            (Events{"A:internal_physics", "A:physics", "A:internal", "A:process", "B:internal"}));
  b->set_process_internal(false);
  a->set_process_internal(false);
  a->set_physics_process_internal(false);
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"A:physics", "A:process"}));
}

TEST(InternalProcess, FollowsPauseRules) {
  Log log;
  SceneTree tree;
  auto* a = tree.get_root()->add_child(std::make_unique<EngineNode>(&log, "A"));
  a->engine_log = &log;
  a->set_process(false);
  a->set_physics_process(false);
  a->set_process_internal(true);
  tree.set_paused(true);
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_TRUE(log.events.empty());
  a->set_process_mode(ProcessMode::ALWAYS);
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"A:internal"}));
}

}  // namespace
}  // namespace arbor::test
