// Actions through a tree: is_action_just_pressed / just_released read inside _process and
// _physics_process follow Godot 4's frame stamps, whatever the number of physics steps a frame
// runs and wherever the event is pushed from.

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "arbor/core/input/input.h"
#include "arbor/core/input/input_events.h"
#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"

namespace arbor {
namespace {

using Log = std::vector<std::string>;

// Logs "physics:<pressed><just pressed><just released>" and "process:..." as 0/1 digits.
class Watcher : public Node {
  ARBOR_CLASS(Watcher, Node)

 public:
  explicit Watcher(Log* log) : log_(log) {}
  std::function<void()> on_process, on_physics;

 protected:
  void _physics_process(double) override {
    record("physics");
    if (on_physics) on_physics();
  }
  void _process(double) override {
    record("process");
    if (on_process) on_process();
  }

 private:
  void record(const char* where) {
    const Input& input = get_tree()->get_input();
    log_->push_back(std::string(where) + ":" +
                    std::to_string(int(input.is_action_pressed("jump"))) +
                    std::to_string(int(input.is_action_just_pressed("jump"))) +
                    std::to_string(int(input.is_action_just_released("jump"))));
  }
  Log* log_;
};

InputEventKey space(bool pressed) {
  InputEventKey event;
  event.set_keycode(Key::SPACE);
  event.set_pressed(pressed);
  return event;
}

class InputActionsInTree : public ::testing::Test {
 protected:
  void SetUp() override {
    InputMap& map = tree.get_input().get_input_map();
    map.add_action("jump");
    map.action_add_event("jump", space(true));
    watcher = tree.get_root()->add_child(std::make_unique<Watcher>(&log));
  }
  static constexpr double kStep = 1.0 / 60.0;
  SceneTree tree;
  Log log;
  Watcher* watcher = nullptr;
};

TEST_F(InputActionsInTree, OnePhysicsStepPerFrame) {
  tree.push_input(space(true));
  tree.tick(kStep);
  tree.tick(kStep);
  tree.push_input(space(false));
  tree.tick(kStep);
  tree.tick(kStep);
  EXPECT_EQ(log, (Log{"physics:110", "process:110", "physics:100", "process:100", "physics:001",
                      "process:001", "physics:000", "process:000"}));
}

TEST_F(InputActionsInTree, SeveralStepsInAFrameSeeThePressOnce) {
  tree.push_input(space(true));
  tree.tick(3 * kStep);
  EXPECT_EQ(log, (Log{"physics:110", "physics:100", "physics:100", "process:110"}));
}

TEST_F(InputActionsInTree, AFrameWithoutAStepLeavesThePressToTheNextStep) {
  tree.push_input(space(true));
  tree.tick(kStep / 4);  // no physics step
  tree.tick(kStep);      // the accumulator reaches one step
  EXPECT_EQ(log, (Log{"process:110", "physics:110", "process:100"}));
}

TEST_F(InputActionsInTree, PressedDuringProcessIsSeenLaterThatFrameAndByTheNextStep) {
  auto* later = tree.get_root()->add_child(std::make_unique<Watcher>(&log));
  (void)later;
  watcher->on_process = [this] {
    if (tree.get_process_frames() == 1) tree.push_input(space(true));
  };
  tree.tick(kStep);
  tree.tick(kStep);
  EXPECT_EQ(log, (Log{"physics:000", "physics:000", "process:000", "process:110", "physics:110",
                      "physics:110", "process:100", "process:100"}));
}

TEST_F(InputActionsInTree, PressedDuringAPhysicsStepIsSeenByTheNextStep) {
  watcher->on_physics = [this] {
    if (tree.get_frame() == 1) tree.push_input(space(true));
  };
  tree.tick(2 * kStep);
  tree.tick(kStep);
  EXPECT_EQ(log, (Log{"physics:000", "physics:110", "process:110", "physics:100", "process:100"}));
}

}  // namespace
}  // namespace arbor
