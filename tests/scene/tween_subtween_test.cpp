// Tween::tween_subtween (Godot 4.4's SubtweenTweener): whole timelines over fixed frame
// sequences, with Godot's timing rules for the delay and for the step after the subtween ends.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/tween.h"

namespace arbor::test {
namespace {

struct Trace {
  std::vector<std::string> events;
  int frame = 0;
  void add(const std::string& e) { events.push_back(std::to_string(frame) + ":" + e); }
};

std::unique_ptr<SceneTree> make_tree() {
  auto tree = std::make_unique<SceneTree>();
  tree->set_max_frame_delta(4.0);
  tree->set_max_physics_steps_per_frame(1000);
  return tree;
}

void watch(const Ref<Tween>& tween, Trace& trace, const std::string& name) {
  tween->step_finished.connect(
      [&trace, name](int i) { trace.add(name + ".step" + std::to_string(i)); });
  tween->loop_finished.connect(
      [&trace, name](int i) { trace.add(name + ".loop" + std::to_string(i)); });
  tween->finished.connect([&trace, name] { trace.add(name + ".finished"); });
}

void method(const Ref<Tween>& tween, Trace& trace, const std::string& name, double to,
            double duration) {
  tween->tween_method([&trace, name](const Variant& v) { trace.add(name + "=" + v.stringify()); },
                      0.0, to, duration);
}

void run(SceneTree& tree, Trace& trace, const std::vector<double>& deltas) {
  for (double delta : deltas) {
    ++trace.frame;
    tree.tick(delta);
  }
}

TEST(TweenSubtween, RunsAsOneStepAndEndsAtItsNextStep) {
  auto tree = make_tree();
  Trace trace;
  Ref<Tween> sub = tree->create_tween();
  method(sub, trace, "b", 10.0, 1.0);
  Ref<Tween> parent = tree->create_tween();
  method(parent, trace, "a", 1.0, 1.0);
  parent->tween_subtween(sub);
  method(parent, trace, "c", 1.0, 0.5);
  watch(parent, trace, "parent");
  watch(sub, trace, "sub");
  run(*tree, trace, {0.75, 0.5, 0.5, 0.5, 0.5});
  // Godot: the subtween finishes at frame 4 but its step ends at frame 5, where the next step
  // gets the subtweener's elapsed time minus the subtween's total (0.5; frame 4's 0.25 over
  // the end is not carried). The tree never steps the subtween itself (no "b" twice a frame).
  EXPECT_EQ(trace.events,
            (std::vector<std::string>{"1:a=0.75", "2:a=1.0", "2:parent.step0", "2:b=2.5", "3:b=7.5",
                                      "4:b=10.0", "4:sub.step0", "4:sub.finished", "5:parent.step1",
                                      "5:c=1.0", "5:parent.step2", "5:parent.finished"}));
  EXPECT_TRUE(sub->is_valid());  // held by no tree: never dropped
  EXPECT_FALSE(sub->is_running());
  EXPECT_DOUBLE_EQ(sub->get_total_elapsed_time(), 1.25);
  EXPECT_FALSE(parent->is_running());
}

TEST(TweenSubtween, DelayHandsTheSubtweenTheWholeFrameDelta) {
  auto tree = make_tree();
  Trace trace;
  Ref<Tween> sub = tree->create_tween();
  method(sub, trace, "b", 1.0, 1.0);
  Ref<Tween> parent = tree->create_tween();
  parent->tween_subtween(sub)->set_delay(0.5);
  method(parent, trace, "c", 1.0, 1.0);
  run(*tree, trace, {0.375, 0.375, 0.375, 0.375, 0.375});
  // Frame 2 ends the delay 0.25 into the frame, yet the subtween steps 0.375 (Godot). Frame 5:
  // 1.875 elapsed - 0.5 delay - 1.125 subtween time leaves 0.25 for "c".
  EXPECT_EQ(trace.events,
            (std::vector<std::string>{"2:b=0.375", "3:b=0.75", "4:b=1.0", "5:c=0.25"}));
}

TEST(TweenSubtween, RestartsEachTimeItsStepStarts) {
  auto tree = make_tree();
  Trace trace;
  Ref<Tween> sub = tree->create_tween()->set_loops(2);
  sub->tween_callback([&] { trace.add("s"); });
  Ref<Tween> parent = tree->create_tween()->set_loops(2);
  parent->tween_subtween(sub);
  parent->tween_callback([&] { trace.add("p"); });
  watch(parent, trace, "parent");
  watch(sub, trace, "sub");
  run(*tree, trace, {0.25, 0.25, 0.25});
  EXPECT_EQ(trace.events, (std::vector<std::string>{"1:s",
                                                    "1:sub.step0",
                                                    "1:sub.loop1",
                                                    "1:s",
                                                    "1:sub.step0",
                                                    "1:sub.finished",
                                                    "2:parent.step0",
                                                    "2:p",
                                                    "2:parent.step1",
                                                    "2:parent.loop1",
                                                    "2:s",
                                                    "2:sub.step0",
                                                    "2:sub.loop1",
                                                    "2:s",
                                                    "2:sub.step0",
                                                    "2:sub.finished",
                                                    "3:parent.step0",
                                                    "3:p",
                                                    "3:parent.step1",
                                                    "3:parent.finished"}));
}

TEST(TweenSubtween, ScaleAndPauseOfTheParentApply) {
  auto tree = make_tree();
  Trace trace;
  Ref<Tween> sub = tree->create_tween()->set_speed_scale(2);
  method(sub, trace, "b", 1.0, 1.0);
  Ref<Tween> parent = tree->create_tween()->set_speed_scale(0.5);
  parent->tween_subtween(sub);
  parent->pause();
  run(*tree, trace, {0.25});
  EXPECT_TRUE(trace.events.empty());  // a paused parent holds its subtween too
  parent->play();
  run(*tree, trace, {0.25, 0.5});
  EXPECT_EQ(trace.events, (std::vector<std::string>{"2:b=0.25", "3:b=0.75"}));
}

TEST(TweenSubtween, ContractViolationsThrow) {
  auto tree = make_tree();
  tree->set_error_handler([](const CallbackError&) {});  // the empty tweens below
  Ref<Tween> a = tree->create_tween();
  EXPECT_THROW(a->tween_subtween(nullptr), Error);
  EXPECT_THROW(a->tween_subtween(a), Error);
  Ref<Tween> b = tree->create_tween();
  a->tween_subtween(b);
  EXPECT_THROW(b->tween_subtween(a), Error);  // a cycle
  Ref<Tween> dropped = tree->create_tween();
  dropped->kill();
  tree->tick(0.1);
  Ref<Tween> c = tree->create_tween();
  EXPECT_THROW(c->tween_subtween(dropped), Error);  // invalid
  c->tween_interval(1);
  tree->tick(0.1);
  EXPECT_THROW(c->tween_subtween(tree->create_tween()), Error);  // c has started
}

TEST(TweenSubtween, OutlivesItsTree) {
  Trace trace;
  Ref<Tween> sub;
  {
    auto tree = make_tree();
    sub = tree->create_tween();
    method(sub, trace, "b", 1.0, 1.0);
    Ref<Tween> parent = tree->create_tween();
    parent->tween_subtween(sub);
    tree->tick(0.5);
  }
  EXPECT_TRUE(sub->custom_step(0.25));  // steps on its own, reporting to no tree
  EXPECT_EQ(trace.events, (std::vector<std::string>{"0:b=0.5", "0:b=0.75"}));
}

}  // namespace
}  // namespace arbor::test
