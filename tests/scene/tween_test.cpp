// Tween (Godot 4's semantics): easing curves against Godot's equations, exact timelines over
// fixed frame sequences, its place in the frame, pause, binding and lifetime.
#include "arbor/scene/tween.h"

#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <numbers>
#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/node_3d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "test_recorder.h"

namespace arbor::test {
namespace {

using Trans = Tween::TransitionType;
using Ease = Tween::EaseType;

std::unique_ptr<SceneTree> make_tree() {
  auto tree = std::make_unique<SceneTree>();
  tree->set_max_frame_delta(4.0);
  tree->set_max_physics_steps_per_frame(1000);
  return tree;
}

// -- reference curves, written from Godot's easing_equations.h on [0, 1] ------------------------

constexpr double kPi = std::numbers::pi;

double ref_in(Trans trans, double t);
double ref_out(Trans trans, double t) {
  switch (trans) {
    case Tween::TRANS_LINEAR:
      return t;
    case Tween::TRANS_SINE:
      return std::sin(t * kPi / 2);
    case Tween::TRANS_QUINT:
      return std::pow(t - 1, 5) + 1;
    case Tween::TRANS_QUART:
      return 1 - std::pow(t - 1, 4);
    case Tween::TRANS_QUAD:
      return -t * (t - 2);
    case Tween::TRANS_EXPO:
      return t == 1 ? 1 : 1.001 * (1 - std::pow(2, -10 * t));
    case Tween::TRANS_ELASTIC: {
      if (t == 0 || t == 1) return t;
      const float p = 0.3f;
      const float s = p / 4;
      return std::pow(2, -10 * t) * std::sin((t - s) * 2 * kPi / p) + 1;
    }
    case Tween::TRANS_CUBIC:
      return std::pow(t - 1, 3) + 1;
    case Tween::TRANS_CIRC:
      return std::sqrt(1 - (t - 1) * (t - 1));
    case Tween::TRANS_BOUNCE: {
      if (t < 1 / 2.75f) return 7.5625f * t * t;
      if (t < 2 / 2.75f) return 7.5625f * std::pow(t - 1.5f / 2.75f, 2) + 0.75f;
      if (t < 2.5 / 2.75) return 7.5625f * std::pow(t - 2.25f / 2.75f, 2) + 0.9375f;
      return 7.5625f * std::pow(t - 2.625f / 2.75f, 2) + 0.984375f;
    }
    case Tween::TRANS_BACK: {
      const float s = 1.70158f;
      return (t - 1) * (t - 1) * ((s + 1) * (t - 1) + s) + 1;
    }
    case Tween::TRANS_SPRING:
      return (std::sin(t * kPi * (0.2 + 2.5 * t * t * t)) * std::pow(1 - t, 2.2) + t) *
             (1 + 1.2 * (1 - t));
    default:
      return NAN;
  }
}
double ref_in(Trans trans, double t) {
  switch (trans) {
    case Tween::TRANS_SINE:
      return 1 - std::cos(t * kPi / 2);
    case Tween::TRANS_QUINT:
      return std::pow(t, 5);
    case Tween::TRANS_QUART:
      return std::pow(t, 4);
    case Tween::TRANS_QUAD:
      return t * t;
    case Tween::TRANS_EXPO:
      return t == 0 ? 0 : std::pow(2, 10 * (t - 1)) - 0.001;
    case Tween::TRANS_ELASTIC: {
      if (t == 0 || t == 1) return t;
      const float p = 0.3f;
      const float s = p / 4;
      const auto a = static_cast<float>(std::pow(2, 10 * (t - 1)));
      return -(a * std::sin((t - 1 - s) * 2 * kPi / p));
    }
    case Tween::TRANS_CUBIC:
      return t * t * t;
    case Tween::TRANS_CIRC:
      return 1 - std::sqrt(1 - t * t);
    case Tween::TRANS_BACK: {
      const float s = 1.70158f;
      return t * t * ((s + 1) * t - s);
    }
    case Tween::TRANS_BOUNCE:
    case Tween::TRANS_SPRING:
      return 1 - ref_out(trans, 1 - t);
    default:
      return t;
  }
}
// IN_OUT and OUT_IN as halves of the curves (Godot's in_out for the Penner curves, written
// here from their shapes: the first half scaled into [0, 0.5], the second into [0.5, 1]).
double ref_out_in(Trans trans, double t) {
  if (trans == Tween::TRANS_LINEAR) return t;
  if (t < 0.5) return ref_out(trans, 2 * t) / 2;
  return 0.5 + ref_in(trans, 2 * t - 1) / 2;
}
double ref_in_out(Trans trans, double t) {
  switch (trans) {
    case Tween::TRANS_LINEAR:
      return t;
    case Tween::TRANS_EXPO: {
      if (t == 0 || t == 1) return t;
      const double u = 2 * t;
      if (u < 1) return std::pow(2, 10 * (u - 1)) / 2 - 0.0005;
      return 0.5 * 1.0005 * (2 - std::pow(2, -10 * (u - 1)));
    }
    case Tween::TRANS_ELASTIC: {
      if (t == 0 || t == 1) return t;
      const float p = 0.3f * 1.5f;
      const float s = p / 4;
      const double u = 2 * t - 1;
      if (u < 0) {
        const auto a = static_cast<float>(std::pow(2, 10 * u));
        return -0.5f * (a * std::sin((u - s) * 2 * kPi / p));
      }
      const auto a = static_cast<float>(std::pow(2, -10 * u));
      return a * std::sin((u - s) * 2 * kPi / p) * 0.5f + 1;
    }
    case Tween::TRANS_BACK: {
      const float s = 1.70158f * 1.525f;
      double u = 2 * t;
      if (u < 1) return u * u * ((s + 1) * u - s) / 2;
      u -= 2;
      return (u * u * ((s + 1) * u + s) + 2) / 2;
    }
    default:
      if (t < 0.5) return ref_in(trans, 2 * t) / 2;
      return 0.5 + ref_out(trans, 2 * t - 1) / 2;
  }
}
double reference(Trans trans, Ease ease, double t) {
  switch (ease) {
    case Tween::EASE_IN:
      return trans == Tween::TRANS_LINEAR ? t : ref_in(trans, t);
    case Tween::EASE_OUT:
      return ref_out(trans, t);
    case Tween::EASE_IN_OUT:
      return ref_in_out(trans, t);
    default:
      return ref_out_in(trans, t);
  }
}

TEST(TweenEasing, EveryTransitionAndEaseMatchesGodotsEquations) {
  for (int trans = 0; trans < static_cast<int>(Tween::TRANS_MAX); ++trans) {
    for (int ease = 0; ease < static_cast<int>(Tween::EASE_MAX); ++ease) {
      for (int i = 0; i <= 20; ++i) {
        const double t = i / 20.0;
        const auto tr = static_cast<Trans>(trans);
        const auto ea = static_cast<Ease>(ease);
        // Scaled curve: initial 2, change 3, duration 0.5.
        const double got = easing::run_equation(tr, ea, t * 0.5, 2.0, 3.0, 0.5);
        EXPECT_NEAR(got, 2.0 + 3.0 * reference(tr, ea, t), 1e-6)
            << "trans " << trans << " ease " << ease << " t " << t;
      }
    }
  }
}

TEST(TweenEasing, HandCheckedValues) {
  using easing::run_equation;
  EXPECT_DOUBLE_EQ(run_equation(Tween::TRANS_LINEAR, Tween::EASE_IN, 0.3, 0, 1, 1), 0.3);
  EXPECT_DOUBLE_EQ(run_equation(Tween::TRANS_QUAD, Tween::EASE_IN, 0.5, 0, 1, 1), 0.25);
  EXPECT_DOUBLE_EQ(run_equation(Tween::TRANS_QUAD, Tween::EASE_OUT, 0.5, 0, 1, 1), 0.75);
  EXPECT_DOUBLE_EQ(run_equation(Tween::TRANS_CUBIC, Tween::EASE_OUT, 0.5, 0, 1, 1), 0.875);
  EXPECT_DOUBLE_EQ(run_equation(Tween::TRANS_CUBIC, Tween::EASE_IN_OUT, 0.25, 0, 1, 1), 0.0625);
  EXPECT_NEAR(run_equation(Tween::TRANS_SINE, Tween::EASE_IN_OUT, 0.25, 0, 1, 1),
              0.14644660940672624, 1e-15);
  EXPECT_DOUBLE_EQ(run_equation(Tween::TRANS_EXPO, Tween::EASE_IN, 1, 0, 1, 1), 0.999);
  EXPECT_DOUBLE_EQ(run_equation(Tween::TRANS_EXPO, Tween::EASE_OUT, 1, 0, 1, 1), 1.0);
  EXPECT_NEAR(run_equation(Tween::TRANS_BACK, Tween::EASE_IN, 0.5, 0, 1, 1), -0.0876975, 1e-6);
  EXPECT_NEAR(run_equation(Tween::TRANS_BOUNCE, Tween::EASE_OUT, 0.5, 0, 1, 1), 0.765625, 1e-6);
  // Zero duration: the end value at once (Godot's guard).
  EXPECT_DOUBLE_EQ(run_equation(Tween::TRANS_ELASTIC, Tween::EASE_IN, 0, 1, 2, 0), 3.0);
  EXPECT_THROW((void)run_equation(Tween::TRANS_MAX, Tween::EASE_IN, 0, 0, 1, 1), Error);
}

TEST(TweenEasing, InterpolateValueByType) {
  EXPECT_EQ(Tween::interpolate_value(1.0, 2.0, 0.5, 1.0, Tween::TRANS_LINEAR, Tween::EASE_IN),
            Variant(2.0));
  EXPECT_EQ(Tween::interpolate_value(int64_t{0}, int64_t{10}, 0.25, 1.0, Tween::TRANS_LINEAR,
                                     Tween::EASE_IN),
            Variant(int64_t{3}));  // 2.5 rounds away from zero
  EXPECT_EQ(Tween::interpolate_value(Vector2(1, 2), Vector2(2, 4), 0.5, 1.0, Tween::TRANS_QUAD,
                                     Tween::EASE_IN),
            Variant(Vector2(1.5f, 3)));
  EXPECT_EQ(Tween::interpolate_value(Color(0, 0, 0, 1), Color(1, 0.5f, 0, -1), 0.5, 1.0,
                                     Tween::TRANS_LINEAR, Tween::EASE_IN),
            Variant(Color(0.5f, 0.25f, 0, 0.5f)));
  EXPECT_EQ(Tween::interpolate_value(Rect2(0, 0, 2, 2), Rect2(4, 4, 2, 2), 0.25, 1.0,
                                     Tween::TRANS_LINEAR, Tween::EASE_IN),
            Variant(Rect2(1, 1, 2.5f, 2.5f)));
}

// -- timelines ----------------------------------------------------------------------------------

struct Trace {
  std::vector<std::string> events;
  int frame = 0;
  void add(const std::string& e) { events.push_back(std::to_string(frame) + ":" + e); }
};

std::string num(const Variant& v) { return v.stringify(); }

void watch(const Ref<Tween>& tween, Trace& trace) {
  tween->step_finished.connect([&trace](int i) { trace.add("step" + std::to_string(i)); });
  tween->loop_finished.connect([&trace](int i) { trace.add("loop" + std::to_string(i)); });
  tween->finished.connect([&trace] { trace.add("finished"); });
}

void run(SceneTree& tree, Trace& trace, const std::vector<double>& deltas) {
  for (double delta : deltas) {
    ++trace.frame;
    tree.tick(delta);
  }
}

TEST(Tween, SequentialStepsCarryLeftoverTime) {
  auto tree = make_tree();
  Trace trace;
  Ref<Tween> tween = tree->create_tween();
  tween->tween_method([&](const Variant& v) { trace.add("a=" + num(v)); }, 0.0, 1.0, 1.0);
  tween->tween_method([&](const Variant& v) { trace.add("b=" + num(v)); }, 0.0, 10.0, 1.0);
  watch(tween, trace);
  run(*tree, trace, {0.75, 0.5, 0.5, 0.5, 0.25});
  EXPECT_EQ(trace.events,
            (std::vector<std::string>{"1:a=0.75", "2:a=1.0", "2:step0", "2:b=2.5", "3:b=7.5",
                                      "4:b=10.0", "4:step1", "4:finished"}));
  EXPECT_FALSE(tween->is_valid());
  EXPECT_FALSE(tween->is_running());
  EXPECT_DOUBLE_EQ(tween->get_total_elapsed_time(), 2.25);
}

TEST(Tween, ParallelTweenersShareAStep) {
  auto tree = make_tree();
  Trace trace;
  Ref<Tween> tween = tree->create_tween()->set_parallel();
  tween->tween_method([&](const Variant& v) { trace.add("a=" + num(v)); }, 0.0, 1.0, 1.0);
  tween->tween_method([&](const Variant& v) { trace.add("b=" + num(v)); }, 0.0, 1.0, 0.5);
  tween->chain()->tween_callback([&] { trace.add("cb"); });
  watch(tween, trace);
  run(*tree, trace, {0.25, 0.25, 0.25, 0.25, 0.25});
  // The step that used all of frame 4's time ends it: the callback runs at frame 5 (Godot).
  EXPECT_EQ(trace.events,
            (std::vector<std::string>{"1:a=0.25", "1:b=0.5", "2:a=0.5", "2:b=1.0", "3:a=0.75",
                                      "4:a=1.0", "4:step0", "5:cb", "5:step1", "5:finished"}));
}

TEST(Tween, LoopsRestartWithLeftoverTime) {
  auto tree = make_tree();
  Trace trace;
  Ref<Tween> tween = tree->create_tween()->set_loops(2);
  tween->tween_method([&](const Variant& v) { trace.add("v=" + num(v)); }, 0.0, 1.0, 0.5);
  watch(tween, trace);
  EXPECT_EQ(tween->get_loops_left(), 2);
  run(*tree, trace, {0.375, 0.375, 0.375});
  EXPECT_EQ(trace.events,
            (std::vector<std::string>{"1:v=0.75", "2:v=1.0", "2:step0", "2:loop1", "2:v=0.5",
                                      "3:v=1.0", "3:step0", "3:finished"}));
  EXPECT_EQ(tween->get_loops_left(), 0);
}

TEST(Tween, SpeedScaleDelayAndTimeScale) {
  auto tree = make_tree();
  Trace trace;
  Ref<Tween> fast = tree->create_tween()->set_speed_scale(2);
  fast->tween_method([&](const Variant& v) { trace.add("fast=" + num(v)); }, 0.0, 1.0, 1.0);
  Ref<Tween> delayed = tree->create_tween();
  delayed->tween_method([&](const Variant& v) { trace.add("delayed=" + num(v)); }, 0.0, 1.0, 1.0)
      ->set_delay(0.5);
  tree->set_time_scale(0.5);
  Ref<Tween> real = tree->create_tween()->set_ignore_time_scale();
  real->tween_method([&](const Variant& v) { trace.add("real=" + num(v)); }, 0.0, 1.0, 1.0);
  run(*tree, trace, {0.5, 1.0});
  // Scaled delta 0.25 then 0.5; the real tween gets 0.5 then 1.0.
  EXPECT_EQ(trace.events, (std::vector<std::string>{"1:fast=0.5", "1:real=0.5", "2:fast=1.0",
                                                    "2:delayed=0.25", "2:real=1.0"}));
}

TEST(Tween, PropertyStartValues) {
  auto tree = make_tree();
  auto make = [&](double x) {
    auto* n = tree->get_root()->add_child(std::make_unique<Node3D>());
    n->set_position(Vector3(static_cast<real_t>(x), 0, 0));
    return n;
  };
  Node3D* cont = make(1);
  Node3D* current = make(1);
  Node3D* from = make(1);
  Node3D* relative = make(1);
  Ref<Tween> tween = tree->create_tween()->set_parallel();
  tween->tween_property(cont, "position:x", 5.0, 1.0);
  tween->tween_property(current, "position:x", 5.0, 1.0)->from_current();
  tween->tween_property(from, "position:x", 5, 1.0)->from(0.0);  // int converts to float
  tween->tween_property(relative, "position:x", 5.0, 1.0)->as_relative();
  for (Node3D* n : {cont, current, from, relative}) n->set_position(Vector3(3, 0, 0));
  tree->tick(0.5);
  EXPECT_EQ(cont->get_position().x, 4.0f);      // from the value at the start: 3
  EXPECT_EQ(current->get_position().x, 3.0f);   // from the value at creation: 1
  EXPECT_EQ(from->get_position().x, 2.5f);      // from 0
  EXPECT_EQ(relative->get_position().x, 5.5f);  // 3 to 3 + 5
  tree->tick(0.75);
  EXPECT_EQ(cont->get_position().x, 5.0f);
  EXPECT_EQ(relative->get_position().x, 8.0f);
  EXPECT_THROW(tree->create_tween()->tween_property(cont, "nope", 1.0, 1.0), Error);
  EXPECT_THROW(tree->create_tween()->tween_property(cont, "position:x", "a", 1.0), Error);
  tree->set_error_handler([](const CallbackError&) {});  // the two empty tweens above
}

TEST(Tween, FrameOrderAfterProcessAndTimers) {
  Log log;  // outlives the tree, whose destructor logs R:exit
  auto tree = make_tree();
  auto* rec = tree->get_root()->add_child(std::make_unique<Recorder>(&log, "R"));
  log.clear();
  tree->create_timer(0.0)->timeout.connect([&] { log.add("idle_timer"); });
  tree->create_timer(0.0, true, true)->timeout.connect([&] { log.add("physics_timer"); });
  Ref<Tween> idle = tree->create_tween();
  idle->tween_callback([&] {
    log.add("idle_tween");
    rec->call_deferred([&] { log.add("deferred"); });
  });
  Ref<Tween> physics = tree->create_tween()->set_process_mode(Tween::TWEEN_PROCESS_PHYSICS);
  physics->tween_callback([&] { log.add("physics_tween"); });
  tree->tick(1.0 / 60);
  EXPECT_EQ(log.events,
            (std::vector<std::string>{"R:physics", "physics_timer", "physics_tween", "R:process",
                                      "idle_timer", "idle_tween", "deferred"}));
}

TEST(Tween, PhysicsTweenStepsOncePerPhysicsStep) {
  auto tree = make_tree();
  tree->set_physics_ticks_per_second(4);
  std::vector<std::string> values;
  Ref<Tween> tween = tree->create_tween()->set_process_mode(Tween::TWEEN_PROCESS_PHYSICS);
  tween->tween_method([&](const Variant& v) { values.push_back(num(v)); }, 0.0, 1.0, 1.0);
  tree->tick(0.5);    // two steps of 0.25
  tree->tick(0.125);  // none
  tree->tick(0.125);  // one
  EXPECT_EQ(values, (std::vector<std::string>{"0.25", "0.5", "0.75"}));
}

TEST(Tween, PausePlayStopKillAndCustomStep) {
  auto tree = make_tree();
  std::vector<std::string> values;
  Ref<Tween> tween = tree->create_tween();
  tween->tween_method([&](const Variant& v) { values.push_back(num(v)); }, 0.0, 1.0, 1.0);
  tween->pause();
  tree->tick(0.25);
  EXPECT_TRUE(values.empty());
  EXPECT_TRUE(tween->custom_step(0.5));
  EXPECT_FALSE(tween->is_running());  // custom_step keeps it paused
  tween->play();
  tree->tick(0.25);
  EXPECT_TRUE(tween->custom_step(0.5));  // finishes now
  EXPECT_FALSE(tween->custom_step(0.5));
  EXPECT_EQ(values, (std::vector<std::string>{"0.5", "0.75", "1.0"}));
  EXPECT_THROW(tween->play(), Error);
  EXPECT_THROW(tween->tween_interval(1), Error);  // started

  Ref<Tween> killed = tree->create_tween();
  killed->tween_interval(1);
  tree->tick(0.25);
  killed->kill();
  EXPECT_TRUE(killed->is_valid());
  tree->tick(0.25);
  EXPECT_FALSE(killed->is_valid());

  values.clear();
  Ref<Tween> stopped = tree->create_tween();
  stopped->tween_method([&](const Variant& v) { values.push_back(num(v)); }, 0.0, 1.0, 1.0);
  tree->tick(0.5);
  stopped->stop();
  tree->tick(0.5);
  stopped->play();
  tree->tick(0.25);
  EXPECT_EQ(values, (std::vector<std::string>{"0.5", "0.25"}));  // restarted from the beginning
}

TEST(Tween, EmptyTweenAndInfiniteLoopAreReported) {
  auto tree = make_tree();
  std::vector<std::string> errors;
  tree->set_error_handler([&](const CallbackError& e) { errors.push_back(e.message); });
  Ref<Tween> empty = tree->create_tween();
  int calls = 0;
  Ref<Tween> forever = tree->create_tween()->set_loops();
  forever->tween_callback([&] { ++calls; });
  EXPECT_EQ(forever->get_loops_left(), -1);
  tree->tick(0.25);
  EXPECT_EQ(errors,
            (std::vector<std::string>{
                "started with no Tweeners",
                "infinite loop detected: a tween with set_loops(0) used no time in a loop"}));
  EXPECT_EQ(calls, 2);
  EXPECT_FALSE(empty->is_valid());
  EXPECT_FALSE(forever->is_valid());
}

TEST(Tween, BoundTweenPausesWithItsNodeAndDiesWithIt) {
  auto tree = make_tree();
  auto* node = tree->get_root()->add_child(std::make_unique<Node3D>());
  std::vector<std::string> values;
  Ref<Tween> tween = node->create_tween();
  tween->tween_method([&](const Variant& v) { values.push_back(num(v)); }, 0.0, 1.0, 1.0);
  Ref<Tween> unbound = tree->create_tween();
  unbound->tween_interval(10);
  tree->set_paused(true);
  tree->tick(0.25);
  EXPECT_TRUE(values.empty());
  EXPECT_DOUBLE_EQ(unbound->get_total_elapsed_time(), 0.0);
  node->set_process_mode(ProcessMode::ALWAYS);
  tree->tick(0.25);
  tree->set_paused(false);
  tree->tick(0.25);
  EXPECT_EQ(values, (std::vector<std::string>{"0.25", "0.5"}));
  node->free();
  tree->tick(0.25);
  EXPECT_FALSE(tween->is_valid());
  EXPECT_EQ(values.size(), 2U);
  Node3D loose;
  EXPECT_THROW((void)loose.create_tween(), Error);
}

TEST(Tween, FreedTargetEndsItsTweener) {
  auto tree = make_tree();
  auto* node = tree->get_root()->add_child(std::make_unique<Node3D>());
  bool after = false;
  Ref<Tween> tween = tree->create_tween();
  tween->tween_property(node, "position:x", 4.0, 1.0);
  tween->tween_callback([&] { after = true; });
  tree->tick(0.25);
  EXPECT_EQ(node->get_position().x, 1.0f);
  node->free();
  tree->tick(0.25);
  EXPECT_TRUE(after);
  EXPECT_TRUE(tween->is_valid());  // finished; the tree drops it at its next step
  EXPECT_FALSE(tween->is_running());
  tree->tick(0.25);
  EXPECT_FALSE(tween->is_valid());
}

TEST(Tween, AppendingAfterStopDropsTheLaterSteps) {
  auto tree = make_tree();
  Trace trace;
  Ref<Tween> tween = tree->create_tween();
  for (const char* name : {"a", "b", "c"}) {
    tween->tween_method([&trace, name](const Variant& v) { trace.add(name + ("=" + num(v))); }, 0.0,
                        1.0, 1.0);
  }
  watch(tween, trace);
  run(*tree, trace, {0.5});
  tween->stop();
  // Godot's append: the timeline is cut after the step following the current one (step 0),
  // and "d" joins that step, alongside "b"; "c" is gone.
  tween->tween_method([&](const Variant& v) { trace.add("d=" + num(v)); }, 0.0, 1.0, 1.0);
  tween->play();
  run(*tree, trace, {1.0, 0.5, 0.5});
  EXPECT_EQ(trace.events,
            (std::vector<std::string>{"1:a=0.5", "2:a=1.0", "2:step0", "3:b=0.5", "3:d=0.5",
                                      "4:b=1.0", "4:d=1.0", "4:step1", "4:finished"}));
}

TEST(Tween, CustomInterpolatorGetsTheEasedProgress) {
  auto tree = make_tree();
  auto* node = tree->get_root()->add_child(std::make_unique<Node3D>());
  std::vector<double> progress;
  Ref<Tween> tween = tree->create_tween();
  tween->tween_property(node, "position:x", 4.0, 1.0)
      ->set_trans(Tween::TRANS_QUAD)
      ->set_ease(Tween::EASE_IN)
      ->set_custom_interpolator([&](double t) {
        progress.push_back(t);
        return 2 * t;
      });
  tree->tick(0.5);
  EXPECT_EQ(node->get_position().x, 2.0f);  // quad-in 0.25, doubled: half way
  tree->tick(0.25);
  EXPECT_EQ(node->get_position().x, 4.5f);  // 0.5625 doubled: past the final value
  tree->tick(0.25);
  EXPECT_EQ(node->get_position().x, 4.0f);  // the end sets the final value, no call
  EXPECT_EQ(progress, (std::vector<double>{0.25, 0.5625}));
}

TEST(Tween, ThrowingCustomInterpolatorIsReportedAndTheTweenGoesOn) {
  auto tree = make_tree();
  std::vector<std::string> errors;
  tree->set_error_handler([&](const CallbackError& e) { errors.push_back(e.message); });
  auto* node = tree->get_root()->add_child(std::make_unique<Node3D>());
  Ref<Tween> tween = tree->create_tween();
  tween->tween_property(node, "position:x", 4.0, 1.0)->set_custom_interpolator([](double) {
    throw Error("no weight");
    return 0.0;
  });
  tree->tick(0.5);
  EXPECT_EQ(node->get_position().x, 0.0f);
  tree->tick(0.5);
  EXPECT_EQ(node->get_position().x, 4.0f);
  EXPECT_EQ(errors, (std::vector<std::string>{"no weight"}));
}

TEST(Tween, MethodTakingADouble) {
  auto tree = make_tree();
  std::vector<double> values;
  Ref<Tween> tween = tree->create_tween();
  tween->tween_method([&](double v) { values.push_back(v); }, 0, 2, 1.0)
      ->set_trans(Tween::TRANS_CUBIC);
  tree->tick(0.25);
  tree->tick(0.75);
  EXPECT_EQ(values, (std::vector<double>{2 * 0.0625, 2.0}));  // cubic in-out at 0.25, the end
}

TEST(Tween, IntegerVectorsAndRectsStepRoundedComponents) {
  auto tree = make_tree();
  std::vector<Variant> cells;
  std::vector<Variant> boxes;
  Ref<Tween> tween = tree->create_tween()->set_parallel();
  tween->tween_method([&](const Variant& v) { cells.push_back(v); }, Vector2i(0, 0),
                      Vector2i(10, -5), 1.0);
  tween->tween_method([&](const Variant& v) { boxes.push_back(v); }, Rect2i(0, 0, 2, 2),
                      Rect2i(4, 4, 7, 2), 1.0);
  tree->tick(0.25);
  tree->tick(0.75);
  // Linear, at 0.25: 2.5 rounds to 3 and -1.25 to -1; the size's 2 + 5 * 0.25 = 3.25 to 3.
  EXPECT_EQ(cells, (std::vector<Variant>{Vector2i(3, -1), Vector2i(10, -5)}));
  EXPECT_EQ(boxes, (std::vector<Variant>{Rect2i(1, 1, 3, 2), Rect2i(4, 4, 7, 2)}));
}

TEST(Tween, Vector3iAndVector4iStepRoundedComponents) {
  auto tree = make_tree();
  std::vector<Variant> steps;
  Ref<Tween> tween = tree->create_tween();
  tween->tween_method([&](const Variant& v) { steps.push_back(v); }, Vector3i(1, 2, 3),
                      Vector3i(3, 2, 1), 1.0);
  tween->tween_method([&](const Variant& v) { steps.push_back(v); }, Vector4i(0, 0, 0, 0),
                      Vector4i(-4, 4, 8, 1), 1.0);
  tree->tick(0.5);
  tree->tick(0.5);
  tree->tick(0.5);
  tree->tick(0.5);
  ASSERT_EQ(steps.size(), 4u);
  EXPECT_EQ(steps[0], Variant(Vector3i(2, 2, 2)));
  EXPECT_EQ(steps[1], Variant(Vector3i(3, 2, 1)));
  EXPECT_EQ(steps[2], Variant(Vector4i(-2, 2, 4, 1)));  // 0.5 rounds away from zero
  EXPECT_EQ(steps[3], Variant(Vector4i(-4, 4, 8, 1)));
}

TEST(Tween, InvalidTransitionsAndEasesThrow) {
  auto tree = make_tree();
  auto* node = tree->get_root()->add_child(std::make_unique<Node3D>());
  Ref<Tween> tween = tree->create_tween();
  EXPECT_THROW(tween->set_trans(Tween::TRANS_MAX), Error);
  EXPECT_THROW(tween->set_ease(Tween::EASE_MAX), Error);
  Ref<PropertyTweener> tweener = tween->tween_property(node, "position:x", 1.0, 1.0);
  EXPECT_THROW(tweener->set_trans(Tween::TRANS_MAX), Error);
  EXPECT_THROW(tweener->set_ease(Tween::EASE_MAX), Error);
  Ref<MethodTweener> method = tween->tween_method([](const Variant&) {}, 0.0, 1.0, 1.0);
  EXPECT_THROW(method->set_trans(Tween::TRANS_MAX), Error);
  EXPECT_THROW(method->set_ease(Tween::EASE_MAX), Error);
}

TEST(Tween, PropertyPathsOfEveryDepth) {
  auto tree = make_tree();
  auto* node = tree->get_root()->add_child(std::make_unique<Node3D>());
  Ref<Tween> tween = tree->create_tween()->set_parallel();
  tween->tween_property(node, "scale", Vector3(2, 2, 2), 1.0);
  tween->tween_property(node, "position:x", 4.0, 1.0);
  tween->tween_property(node, "transform:origin:y", 2.0, 1.0);
  tree->tick(0.5);
  EXPECT_NEAR(node->get_scale().x, 1.5f, 1e-6);
  EXPECT_NEAR(node->get_scale().z, 1.5f, 1e-6);
  EXPECT_EQ(node->get_position(), Vector3(2, 1, 0));
}

// A node whose property setter refuses some values.
class Gauge : public Node {
  ARBOR_CLASS(Gauge, Node)

 public:
  void set_level(double level) {
    if (level > 1) throw Error("level above 1");
    level_ = level;
  }
  [[nodiscard]] double get_level() const { return level_; }

 protected:
  static void _bind_methods() {
    ClassDB::bind_method(D_METHOD("set_level", "level"), &Gauge::set_level);
    ClassDB::bind_method(D_METHOD("get_level"), &Gauge::get_level);
    ClassDB::add_property(PropertyInfo(Variant::FLOAT, "level"), "set_level", "get_level");
  }

 private:
  double level_ = 0;
};

TEST(Tween, PropertySetterErrorsAreReported) {
  ClassDB::register_class<Gauge>();
  auto tree = make_tree();
  std::vector<std::string> errors;
  tree->set_error_handler(
      [&](const CallbackError& e) { errors.push_back(e.callback + ": " + e.message); });
  auto* gauge = tree->get_root()->add_child(std::make_unique<Gauge>());
  Ref<Tween> tween = tree->create_tween();
  tween->tween_property(gauge, "level", 2.0, 1.0);
  tree->tick(0.25);
  tree->tick(0.5);
  tree->tick(0.25);
  EXPECT_EQ(gauge->get_level(), 0.5);
  EXPECT_EQ(errors, (std::vector<std::string>{"PropertyTweener: level above 1",
                                              "PropertyTweener: level above 1"}));
  EXPECT_FALSE(tween->is_running());  // finished regardless
}

}  // namespace
}  // namespace arbor::test
