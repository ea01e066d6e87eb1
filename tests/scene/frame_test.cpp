// The frame, in Godot 4's order: physics clock, process order, deferred flush,
// servers, pause, priorities, edit mode and guarded callbacks.
#include <gtest/gtest.h>

#include <cmath>

#include "test_recorder.h"

namespace arbor::test {
namespace {

using Events = std::vector<std::string>;

class StepCounter : public Node {
  ARBOR_CLASS(StepCounter, Node)

 public:
  int physics_steps = 0;
  std::vector<double> physics_deltas, process_deltas;

 protected:
  void _physics_process(double delta) override {
    ++physics_steps;
    physics_deltas.push_back(delta);
  }
  void _process(double delta) override { process_deltas.push_back(delta); }
};

class ToolNode : public Node {
  ARBOR_TOOL_CLASS(ToolNode, Node)

 public:
  int processed = 0;

 protected:
  void _process(double) override { ++processed; }
};

struct RecordingServer : IFixedStepServer, IFrameServer {
  explicit RecordingServer(Log* log) : log(log) {}
  void before_fixed_steps() override { log->add("server:before"); }
  void fixed_step(double) override { log->add("server:step"); }
  void after_fixed_steps(double fraction) override {
    log->add("server:after " + std::to_string(int(std::lround(fraction * 100))));
  }
  void process(double) override { log->add("server:frame"); }
  Log* log;
};

TEST(Frame, OneStepPerSixtiethAndProcessGetsTheFrameDelta) {
  SceneTree tree;
  auto* node = tree.get_root()->add_child(std::make_unique<StepCounter>());
  tree.tick(1.0 / 60);
  tree.tick(1.0 / 120);
  tree.tick(1.0 / 120);
  EXPECT_EQ(node->physics_steps, 2);
  EXPECT_EQ(tree.get_frame(), 2u);
  EXPECT_EQ(tree.get_process_frames(), 3u);
  EXPECT_DOUBLE_EQ(node->physics_deltas[0], 1.0 / 60);
  EXPECT_DOUBLE_EQ(node->process_deltas[1], 1.0 / 120);
  tree.tick(1.0 / 240);
  EXPECT_NEAR(tree.get_physics_interpolation_fraction(), 0.25, 1e-9);
}

TEST(Frame, BacklogBeyondTheCapIsDroppedAndProcessDeltaExcludesIt) {
  SceneTree tree;
  auto* node = tree.get_root()->add_child(std::make_unique<StepCounter>());
  tree.tick(0.2);  // 12 steps due, 5 run, 7 dropped
  EXPECT_EQ(node->physics_steps, 5);
  EXPECT_NEAR(node->process_deltas.back(), 5.0 / 60, 1e-9);
  tree.tick(1.0);  // clamped to 0.25 s = 15 steps: 5 run, 10 dropped; 0.75 s dropped by the clamp
  EXPECT_EQ(node->physics_steps, 10);
  EXPECT_NEAR(node->process_deltas.back(), 5.0 / 60, 1e-9);
  tree.tick(1.0 / 60);
  EXPECT_EQ(node->physics_steps, 11);  // no backlog carried over
}

TEST(Frame, SubStepRemainderStaysAndGivesTheFraction) {
  SceneTree tree;
  auto* node = tree.get_root()->add_child(std::make_unique<StepCounter>());
  tree.tick(0.2 + 0.5 / 60);  // 12.5 steps: 5 run, 7 dropped, half a step remains
  EXPECT_EQ(node->physics_steps, 5);
  EXPECT_NEAR(tree.get_physics_interpolation_fraction(), 0.5, 1e-6);
  EXPECT_NEAR(node->process_deltas.back(), 5.5 / 60, 1e-6);
  tree.tick(0.5 / 60);
  EXPECT_EQ(node->physics_steps, 6);
}

TEST(Frame, TimeScaleScalesDeltasNotTheNumberOfSteps) {
  SceneTree tree;
  tree.set_time_scale(0.5);
  auto* node = tree.get_root()->add_child(std::make_unique<StepCounter>());
  tree.tick(2.0 / 60);
  EXPECT_EQ(node->physics_steps, 2);
  EXPECT_DOUBLE_EQ(node->physics_deltas[0], 0.5 / 60);
  EXPECT_DOUBLE_EQ(node->process_deltas[0], 1.0 / 60);
}

TEST(Frame, StepsInGodotsOrder) {
  Log log;
  SceneTree tree;
  tree.servers().add(std::make_unique<RecordingServer>(&log));
  auto* node = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "N"));
  tree.physics_frame.connect([&] { log.add("physics_frame"); });
  tree.process_frame.connect([&] { log.add("process_frame"); });
  node->on_process = [&](Recorder* self) {
    self->call_deferred([&log, self] {
      log.add("deferred 1");
      self->call_deferred([&log] { log.add("deferred 2 (queued while flushing)"); });
      self->queue_free();
    });
  };
  node->on_exit = [&](Recorder* self) {
    self->get_tree()->call_deferred([&log] { log.add("deferred 3 (queued by a free)"); });
  };
  log.clear();
  tree.tick(2.0 / 60 + 0.25 / 60);
  EXPECT_EQ(log.events, (Events{
                            "server:before",
                            "physics_frame", "N:physics", "server:step",
                            "physics_frame", "N:physics", "server:step",
                            "server:after 25",
                            "process_frame", "N:process",
                            "deferred 1", "deferred 2 (queued while flushing)",
                            "N:exit", "deferred 3 (queued by a free)",
                            "server:frame",
                        }));
}

TEST(Frame, PauseStopsPausableNodesAndFixedStepServers) {
  Log log;
  SceneTree tree;
  tree.servers().add(std::make_unique<RecordingServer>(&log));
  auto* pausable = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "Pausable"));
  auto* always = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "Always"));
  always->set_process_mode(ProcessMode::ALWAYS);
  auto* when_paused = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "WhenPaused"));
  when_paused->set_process_mode(ProcessMode::WHEN_PAUSED);
  auto* child = when_paused->add_child(std::make_unique<Recorder>(&log, "Inherits"));
  auto* disabled = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "Disabled"));
  disabled->set_process_mode(ProcessMode::DISABLED);
  EXPECT_TRUE(pausable->can_process());
  EXPECT_FALSE(child->can_process());
  tree.set_paused(true);
  EXPECT_FALSE(pausable->can_process());
  EXPECT_TRUE(child->can_process());
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"Always:physics", "WhenPaused:physics", "Inherits:physics",
                                "Always:process", "WhenPaused:process", "Inherits:process",
                                "server:frame"}));
}

// Godot 4: the root is PAUSABLE and cannot be set to INHERIT.
TEST(Frame, TheRootIsPausableAndCannotInherit) {
  Log log;
  SceneTree tree;
  Node* root = tree.get_root();
  EXPECT_EQ(root->get_process_mode(), ProcessMode::PAUSABLE);
  EXPECT_THROW(root->set_process_mode(ProcessMode::INHERIT), Error);
  EXPECT_EQ(root->get_process_mode(), ProcessMode::PAUSABLE);
  auto* child = root->add_child(std::make_unique<Recorder>(&log, "Child"));
  root->set_process_mode(ProcessMode::ALWAYS);
  tree.set_paused(true);
  EXPECT_TRUE(child->can_process());  // inherits ALWAYS from the root
  root->set_process_mode(ProcessMode::PAUSABLE);
  EXPECT_FALSE(child->can_process());
  // A detached node may inherit: it takes its parent's mode once it has one.
  auto detached = std::make_unique<Node>();
  detached->set_process_mode(ProcessMode::INHERIT);
  EXPECT_EQ(detached->get_process_mode(), ProcessMode::INHERIT);
}

TEST(Frame, PriorityThenTreeOrder) {
  Log log;
  SceneTree tree;
  auto* a = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "A"));
  auto* b = a->add_child(std::make_unique<Recorder>(&log, "B"));
  auto* c = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "C"));
  c->set_process_priority(-1);
  b->set_physics_process_priority(5);
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"A:physics", "C:physics", "B:physics", "C:process", "A:process",
                                "B:process"}));
  tree.get_root()->move_child(c, 0);
  c->set_process_priority(0);
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"C:physics", "A:physics", "B:physics", "C:process", "A:process",
                                "B:process"}));
}

TEST(Frame, CallbacksMayChangeTheTreeWhileItIsWalked) {
  Log log;
  SceneTree tree;
  auto* first = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "First"));
  auto* victim = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "Victim"));
  auto* queued = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "Queued"));
  first->set_physics_process(false);
  victim->set_physics_process(false);
  queued->set_physics_process(false);
  first->on_process = [&](Recorder* self) {
    if (tree.get_process_frames() != 1) return;
    victim->free();                                       // freed: skipped, memory not touched
    queued->queue_free();                                 // queued: skipped
    self->add_child(std::make_unique<Recorder>(&log, "New"));  // starts next frame
  };
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"First:process", "Victim:exit", "New:enter", "New:ready",
                                "Queued:exit"}));
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"New:physics", "First:process", "New:process"}));
}

TEST(Frame, OverridesEnableProcessingAndSetProcessToggles) {
  SceneTree tree;
  auto* counter = tree.get_root()->add_child(std::make_unique<StepCounter>());
  auto* plain = tree.get_root()->add_child(std::make_unique<Node>());
  EXPECT_TRUE(counter->is_processing());
  EXPECT_TRUE(counter->is_physics_processing());
  EXPECT_FALSE(plain->is_processing());
  counter->set_process(false);
  tree.tick(1.0 / 60);
  EXPECT_TRUE(counter->process_deltas.empty());
  EXPECT_EQ(counter->physics_steps, 1);
  counter->set_process(true);
  tree.tick(1.0 / 60);
  EXPECT_EQ(counter->process_deltas.size(), 1u);
}

TEST(Frame, EditModeRunsOnlyToolsButLifecycleAsUsual) {
  Log log;
  SceneTree tree;
  tree.set_edit_mode(true);
  auto* tool = tree.get_root()->add_child(std::make_unique<ToolNode>());
  auto* game = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "Game"));
  EXPECT_TRUE(tool->is_tool());
  EXPECT_FALSE(game->is_tool());
  tree.tick(1.0 / 60);
  EXPECT_EQ(tool->processed, 1);
  EXPECT_EQ(log.events, (Events{"Game:enter", "Game:ready"}));
}

TEST(Frame, AThrowingCallbackIsReportedAndTheFrameCompletes) {
  Log log;
  std::vector<CallbackError> errors;
  SceneTree tree;
  tree.set_error_handler([&](const CallbackError& e) { errors.push_back(e); });
  auto* bad = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "Bad"));
  tree.get_root()->add_child(std::make_unique<Recorder>(&log, "Good"));
  bad->on_process = [](Recorder*) { throw std::runtime_error("boom"); };
  tree.call_deferred([] { throw std::logic_error("deferred boom"); });
  tree.call_deferred([&log] { log.add("deferred ran"); });
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"Bad:physics", "Good:physics", "Bad:process", "Good:process",
                                "deferred ran"}));
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0].callback, "_process");
  EXPECT_EQ(errors[0].node_path, "/root/Bad");
  EXPECT_EQ(errors[0].message, "boom");
  EXPECT_EQ(errors[1].callback, "call_deferred");
}

TEST(Frame, AThrowingReadyStillLetsTheSubtreeEnterAndReady) {
  Log log;
  int errors = 0;
  SceneTree tree;
  tree.set_error_handler([&](const CallbackError&) { ++errors; });
  auto a = std::make_unique<Recorder>(&log, "A");
  auto* b = a->add_child(std::make_unique<Recorder>(&log, "B"));
  b->on_ready = [](Recorder*) { throw std::runtime_error("ready failed"); };
  b->on_enter = [](Recorder*) { throw 42; };
  tree.get_root()->add_child(std::move(a));
  EXPECT_EQ(errors, 2);
  EXPECT_EQ(log.events, (Events{"A:enter", "B:enter", "B:ready", "A:ready"}));
  EXPECT_EQ(tree.get_node_count(), 3);
}

TEST(Groups, TreeOrderSnapshotsAndTheAllocationFreeForm) {
  SceneTree tree;
  Node* root = tree.get_root();
  Node* b = root->add_child(std::make_unique<Node>());
  Node* a = root->add_child(std::make_unique<Node>());
  Node* a_child = a->add_child(std::make_unique<Node>());
  a_child->add_to_group("g");
  a->add_to_group("g");
  b->add_to_group("g", true);
  EXPECT_EQ(tree.get_nodes_in_group("g"), (std::vector<Node*>{b, a, a_child}));
  EXPECT_EQ(tree.get_first_node_in_group("g"), b);
  root->move_child(b, -1);
  EXPECT_EQ(tree.get_nodes_in_group("g"), (std::vector<Node*>{a, a_child, b}));
  std::vector<Node*> called;
  tree.call_group("g", [&](Node* node) {
    called.push_back(node);
    if (node == a) {
      a_child->remove_from_group("g");  // removed before its turn: skipped
      auto* late = root->add_child(std::make_unique<Node>());
      late->add_to_group("g");  // added during the call: not called
    }
  });
  EXPECT_EQ(called, (std::vector<Node*>{a, b}));
  int count = 0;
  tree.call_group("g", count, [](Node*, int& n) { ++n; });
  EXPECT_EQ(count, 3);
  EXPECT_TRUE(b->is_in_group("g"));
  EXPECT_EQ(b->get_groups(), (std::vector<StringName>{"g"}));
  root->remove_child(b);
  EXPECT_EQ(tree.get_nodes_in_group("g").size(), 2u);
  EXPECT_TRUE(b->is_in_group("g"));  // membership travels with the node
  delete b;
}

TEST(Deferred, QueueFreeOutsideATreeIsImmediateAndCallsToFreedNodesAreDropped) {
  auto orphan = std::make_unique<Node>();
  const NodeId id = orphan->get_instance_id();
  orphan.release()->queue_free();
  EXPECT_FALSE(is_instance_valid(id));
  EXPECT_THROW(std::make_unique<Node>()->call_deferred([] {}), Error);

  SceneTree tree;
  Node* node = tree.get_root()->add_child(std::make_unique<Node>());
  bool ran = false;
  node->call_deferred([&] { ran = true; });
  node->free();
  tree.tick(0);
  EXPECT_FALSE(ran);
}

}  // namespace
}  // namespace arbor::test
