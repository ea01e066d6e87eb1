// Timer and SceneTreeTimer (Godot 4's semantics and place in the frame): exact timelines over
// fixed frame sequences, their place in the frame, pause, time scale, and lifetime.
#include "arbor/scene/timer.h"

#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "test_recorder.h"

namespace arbor::test {
namespace {

using Events = std::vector<std::string>;
using Frames = std::vector<int>;

/// A tree whose process delta is exactly the tick's delta for every frame these tests use
/// (no clamp, no dropped physics steps).
std::unique_ptr<SceneTree> make_tree() {
  auto tree = std::make_unique<SceneTree>();
  tree->set_max_frame_delta(4.0);
  tree->set_max_physics_steps_per_frame(1000);
  return tree;
}

Timer* add_timer(SceneTree& tree, double wait, bool one_shot = false) {
  auto* timer = tree.get_root()->add_child(std::make_unique<Timer>());
  timer->set_name("T");
  timer->set_wait_time(wait);
  timer->set_one_shot(one_shot);
  return timer;
}

/// Ticks `deltas` in order; returns the 1-based ticks during which `timeout` fired (once per
/// firing) and, in `left`, get_time_left() after each tick.
Frames run(SceneTree& tree, Signal<>& timeout, const std::vector<double>& deltas,
           std::vector<double>* left = nullptr, const Timer* timer = nullptr) {
  Frames fired;
  int frame = 0;
  const Connection c = timeout.connect([&] { fired.push_back(frame); });
  for (double delta : deltas) {
    ++frame;
    tree.tick(delta);
    if (left) left->push_back(timer->get_time_left());
  }
  timeout.disconnect(c);
  return fired;
}

std::vector<double> repeat(double delta, int count) { return std::vector<double>(count, delta); }

// -- Timer: properties --------------------------------------------------------------------------

TEST(Timer, DefaultsAreGodots) {
  Timer timer;
  EXPECT_EQ(timer.get_class(), "Timer");
  EXPECT_DOUBLE_EQ(timer.get_wait_time(), 1.0);
  EXPECT_FALSE(timer.is_one_shot());
  EXPECT_FALSE(timer.has_autostart());
  EXPECT_EQ(timer.get_timer_process_callback(), Timer::TIMER_PROCESS_IDLE);
  EXPECT_EQ(Timer::TIMER_PROCESS_PHYSICS, 0);
  EXPECT_EQ(Timer::TIMER_PROCESS_IDLE, 1);
  EXPECT_FALSE(timer.is_paused());
  EXPECT_FALSE(timer.get_ignore_time_scale());
  EXPECT_TRUE(timer.is_stopped());
  EXPECT_EQ(timer.get_time_left(), 0.0);
}

TEST(Timer, WaitTimeMustBePositive) {
  Timer timer;
  EXPECT_THROW(timer.set_wait_time(0.0), Error);
  EXPECT_THROW(timer.set_wait_time(-1.0), Error);
  EXPECT_THROW(timer.set_wait_time(std::nan("")), Error);
  EXPECT_DOUBLE_EQ(timer.get_wait_time(), 1.0);
  timer.set_wait_time(0.001);
  EXPECT_DOUBLE_EQ(timer.get_wait_time(), 0.001);
}

TEST(Timer, StartOutsideATreeThrowsAndDoesNothing) {
  Timer timer;
  EXPECT_THROW(timer.start(), Error);
  EXPECT_THROW(timer.start(2.0), Error);
  EXPECT_TRUE(timer.is_stopped());
  EXPECT_DOUBLE_EQ(timer.get_wait_time(), 1.0);
}

TEST(Timer, StartWithATimeSetsTheWaitTime) {
  auto tree = make_tree();
  Timer* timer = add_timer(*tree, 1.0);
  timer->start(0.5);
  EXPECT_DOUBLE_EQ(timer->get_wait_time(), 0.5);
  EXPECT_DOUBLE_EQ(timer->get_time_left(), 0.5);
  EXPECT_FALSE(timer->is_stopped());
  EXPECT_TRUE(timer->is_processing_internal());
  EXPECT_FALSE(timer->is_physics_processing_internal());
  timer->start(-3.0);  // not positive: the wait time stays
  EXPECT_DOUBLE_EQ(timer->get_wait_time(), 0.5);
  timer->start(std::nan(""));  // not > 0 either
  EXPECT_DOUBLE_EQ(timer->get_wait_time(), 0.5);
}

// -- Timer: timelines ---------------------------------------------------------------------------

TEST(Timer, OneShotFiresOnceTimeLeftGoesBelowZeroNotAtZero) {
  auto tree = make_tree();
  Timer* timer = add_timer(*tree, 0.5, true);
  timer->start();
  std::vector<double> left;
  const Frames fired = run(*tree, timer->timeout, repeat(0.25, 5), &left, timer);
  EXPECT_EQ(fired, (Frames{3}));  // 0.25, 0 (not yet), -0.25: fires and stops
  EXPECT_EQ(left, (std::vector<double>{0.25, 0.0, 0.0, 0.0, 0.0}));
  EXPECT_TRUE(timer->is_stopped());
  EXPECT_FALSE(timer->is_processing_internal());
}

TEST(Timer, RepeatingCarriesTheOvershootIntoTheNextPeriod) {
  auto tree = make_tree();
  Timer* timer = add_timer(*tree, 0.5);
  timer->start();
  std::vector<double> left;
  const Frames fired = run(*tree, timer->timeout, repeat(0.25, 8), &left, timer);
  // -0.25 + 0.5 = 0.25 after each firing: the first period takes 3 frames, the next ones 2.
  EXPECT_EQ(fired, (Frames{3, 5, 7}));
  EXPECT_EQ(left, (std::vector<double>{0.25, 0, 0.25, 0, 0.25, 0, 0.25, 0}));
  EXPECT_FALSE(timer->is_stopped());
}

TEST(Timer, AtSixtyFramesPerSecond) {
  auto tree = make_tree();
  Timer* repeating = add_timer(*tree, 0.25);
  repeating->start();
  Timer* tenth = add_timer(*tree, 0.1, true);
  tenth->start();
  Frames tenth_fired;
  int frame = 0;
  tenth->timeout.connect([&] { tenth_fired.push_back(frame); });
  Frames fired;
  repeating->timeout.connect([&] { fired.push_back(frame); });
  for (frame = 1; frame <= 60; ++frame) tree->tick(1.0 / 60);
  // 0.25 - 15 * (1/60) is a hair above zero in doubles, so the first firing is on frame 16;
  // the carried remainder then gives 15-frame periods.
  EXPECT_EQ(fired, (Frames{16, 31, 46}));
  EXPECT_EQ(tenth_fired, (Frames{7}));
}

TEST(Timer, IrregularDeltas) {
  auto tree = make_tree();
  Timer* timer = add_timer(*tree, 0.25);
  timer->start();
  std::vector<double> left;
  const Frames fired =
      run(*tree, timer->timeout,
          {0.125, 0.0625, 0.0625, 0.1875, 0.0625, 0.5, 0.0625, 0.0625, 0.0625, 0.0625, 0.0625},
          &left, timer);
  // time_left: .125 .0625 0 | -.1875+.25=.0625 | 0 | -.5+.25=-.25 | -.3125+.25=-.0625 |
  //            -.125+.25=.125 | .0625 | 0 | -.0625+.25=.1875
  EXPECT_EQ(fired, (Frames{4, 6, 7, 8, 11}));
  EXPECT_EQ(left,
            (std::vector<double>{0.125, 0.0625, 0, 0.0625, 0, 0, 0, 0.125, 0.0625, 0, 0.1875}));
}

TEST(Timer, AFrameSpanningSeveralWaitTimesFiresOncePerFrameUntilCaughtUp) {
  auto tree = make_tree();
  Timer* timer = add_timer(*tree, 0.125);
  timer->start();
  int calls_this_frame = 0;
  timer->timeout.connect([&] { ++calls_this_frame; });
  std::vector<int> per_frame;
  for (double delta : {0.5, 0.0, 0.0, 0.0, 0.0625, 0.0625}) {
    calls_this_frame = 0;
    tree->tick(delta);
    per_frame.push_back(calls_this_frame);
  }
  // 0.125 - 0.5 = -0.375: one firing, then -0.25; the empty frames that follow fire once each
  // (-0.25 → -0.125, -0.125 → 0); at exactly 0 it waits for time to pass, so the fourth of the
  // four wait_times fires on the next frame that advances time. is_stopped() stays false.
  EXPECT_EQ(per_frame, (std::vector<int>{1, 1, 1, 0, 1, 0}));
  EXPECT_DOUBLE_EQ(timer->get_time_left(), 0.0);
  EXPECT_FALSE(timer->is_stopped());
  tree->tick(0.0625);
  EXPECT_DOUBLE_EQ(timer->get_time_left(), 0.0625);
}

TEST(Timer, NewWaitTimeAppliesFromTheNextPeriod) {
  auto tree = make_tree();
  Timer* timer = add_timer(*tree, 0.5);
  timer->start();
  tree->tick(0.25);
  timer->set_wait_time(1.0);
  EXPECT_DOUBLE_EQ(timer->get_time_left(), 0.25);
  const Frames fired = run(*tree, timer->timeout, repeat(0.25, 6));
  EXPECT_EQ(fired, (Frames{2, 6}));  // -0.25 + 1.0 = 0.75: three frames to 0, fires on the 4th
}

// -- Timer: place in the frame ------------------------------------------------------------------

struct FrameServer : IFixedStepServer, IFrameServer {
  explicit FrameServer(Log* log) : log(log) {}
  void before_fixed_steps() override {}
  void fixed_step(double) override { log->add("server:step"); }
  void after_fixed_steps(double) override {}
  void process(double) override { log->add("server:frame"); }
  Log* log;
};

TEST(Timer, IdleTimeoutFiresAtTheTimersPlaceInTheProcessWalk) {
  Log log;
  auto tree = make_tree();
  tree->servers().add(std::make_unique<FrameServer>(&log));
  auto* a = tree->get_root()->add_child(std::make_unique<Recorder>(&log, "A"));
  Timer* timer = add_timer(*tree, 0.02, true);
  tree->get_root()->add_child(std::make_unique<Recorder>(&log, "B"));
  timer->timeout.connect([&] {
    log.add("T:timeout");
    timer->call_deferred([&] { log.add("deferred from timeout"); });
  });
  a->on_process = [&](Recorder* self) { self->call_deferred([&] { log.add("deferred from A"); }); };
  timer->start();
  tree->tick(1.0 / 60);  // 0.02 - 1/60 > 0
  log.clear();
  tree->tick(1.0 / 60);  // below zero: fires
  EXPECT_EQ(log.events,
            (Events{"A:physics", "B:physics", "server:step", "A:process", "T:timeout", "B:process",
                    "deferred from A", "deferred from timeout", "server:frame"}));
}

TEST(Timer, PhysicsTimeoutFiresAtTheTimersPlaceInThePhysicsWalk) {
  Log log;
  auto tree = make_tree();
  tree->set_physics_ticks_per_second(8);  // steps of 0.125 s
  tree->servers().add(std::make_unique<FrameServer>(&log));
  tree->get_root()->add_child(std::make_unique<Recorder>(&log, "A"));
  Timer* timer = add_timer(*tree, 0.125);
  tree->get_root()->add_child(std::make_unique<Recorder>(&log, "B"));
  timer->set_timer_process_callback(Timer::TIMER_PROCESS_PHYSICS);
  timer->timeout.connect([&] { log.add("T:timeout"); });
  timer->start();
  EXPECT_TRUE(timer->is_physics_processing_internal());
  EXPECT_FALSE(timer->is_processing_internal());
  log.clear();
  tree->tick(0.0625);  // no physics step: no counting
  EXPECT_EQ(log.events, (Events{"A:process", "B:process", "server:frame"}));
  EXPECT_DOUBLE_EQ(timer->get_time_left(), 0.125);
  log.clear();
  tree->tick(0.1875);  // two steps: 0, then -0.125 → fires in the second
  EXPECT_EQ(log.events, (Events{"A:physics", "B:physics", "server:step",  //
                                "A:physics", "T:timeout", "B:physics", "server:step", "A:process",
                                "B:process", "server:frame"}));
  // Several steps in one frame: each step counts, so it can fire several times per frame.
  const Frames fired = run(*tree, timer->timeout, {0.5});
  EXPECT_EQ(fired, (Frames{1, 1, 1, 1}));  // each step: 0 - 0.125 < 0 fires, + 0.125 back to 0
}

TEST(Timer, SwitchingTheCallbackMovesARunningTimerToTheOtherWalk) {
  auto tree = make_tree();
  tree->set_physics_ticks_per_second(8);
  Timer* timer = add_timer(*tree, 0.25, true);
  timer->start();
  tree->tick(0.0625);
  timer->set_timer_process_callback(Timer::TIMER_PROCESS_PHYSICS);
  EXPECT_TRUE(timer->is_physics_processing_internal());
  EXPECT_FALSE(timer->is_processing_internal());
  EXPECT_DOUBLE_EQ(timer->get_time_left(), 0.1875);
  tree->tick(0.0625);  // the accumulator reaches one step (0.125 s)
  EXPECT_DOUBLE_EQ(timer->get_time_left(), 0.0625);
  timer->set_timer_process_callback(Timer::TIMER_PROCESS_IDLE);
  EXPECT_TRUE(timer->is_processing_internal());
  EXPECT_FALSE(timer->is_physics_processing_internal());
  timer->stop();
  timer->set_timer_process_callback(Timer::TIMER_PROCESS_PHYSICS);
  EXPECT_FALSE(timer->is_physics_processing_internal());  // a stopped timer stays off
  EXPECT_THROW(timer->set_timer_process_callback(Timer::TimerProcessCallback(7)), Error);
}

TEST(Timer, ProcessPriorityDecidesItsPlaceLikeAnyNode) {
  Log log;
  auto tree = make_tree();
  tree->get_root()->add_child(std::make_unique<Recorder>(&log, "A"));
  Timer* timer = add_timer(*tree, 0.01, true);
  timer->set_process_priority(-1);
  timer->timeout.connect([&] { log.add("T:timeout"); });
  timer->start();
  log.clear();
  tree->tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"A:physics", "T:timeout", "A:process"}));
}

// -- Timer: pause and time scale ----------------------------------------------------------------

TEST(Timer, PausedTreeStopsAPausableTimerButNotAnAlwaysOne) {
  auto tree = make_tree();
  Timer* pausable = add_timer(*tree, 0.5);
  Timer* always = add_timer(*tree, 0.5);
  always->set_process_mode(ProcessMode::ALWAYS);
  pausable->start();
  always->start();
  tree->tick(0.25);
  tree->set_paused(true);
  tree->tick(0.25);
  tree->tick(0.25);
  EXPECT_DOUBLE_EQ(pausable->get_time_left(), 0.25);
  EXPECT_FALSE(pausable->is_stopped());
  EXPECT_DOUBLE_EQ(always->get_time_left(), 0.25);  // fired on the third tick: -0.25 + 0.5
  tree->set_paused(false);
  const Frames fired = run(*tree, pausable->timeout, repeat(0.25, 2));
  EXPECT_EQ(fired, (Frames{2}));
}

TEST(Timer, PausedTimerKeepsTimeLeftAndIsNotStopped) {
  auto tree = make_tree();
  Timer* timer = add_timer(*tree, 0.5);
  timer->start();
  tree->tick(0.25);
  timer->set_paused(true);
  EXPECT_TRUE(timer->is_paused());
  EXPECT_FALSE(timer->is_processing_internal());
  const Frames while_paused = run(*tree, timer->timeout, repeat(0.25, 4));
  EXPECT_TRUE(while_paused.empty());
  EXPECT_DOUBLE_EQ(timer->get_time_left(), 0.25);
  EXPECT_FALSE(timer->is_stopped());
  timer->set_paused(false);
  EXPECT_TRUE(timer->is_processing_internal());
  const Frames fired = run(*tree, timer->timeout, repeat(0.25, 2));
  EXPECT_EQ(fired, (Frames{2}));
  // start() on a paused timer resets time_left but does not count until unpaused.
  timer->set_paused(true);
  timer->start();
  tree->tick(0.25);
  EXPECT_DOUBLE_EQ(timer->get_time_left(), 0.5);
}

TEST(Timer, TimeScaleAndIgnoreTimeScale) {
  auto tree = make_tree();
  tree->set_time_scale(0.5);
  Timer* scaled = add_timer(*tree, 0.5, true);
  Timer* real = add_timer(*tree, 0.5, true);
  real->set_ignore_time_scale(true);
  EXPECT_TRUE(real->get_ignore_time_scale());
  scaled->start();
  real->start();
  Frames real_fired;
  int frame = 0;
  real->timeout.connect([&] { real_fired.push_back(frame); });
  Frames scaled_fired;
  scaled->timeout.connect([&] { scaled_fired.push_back(frame); });
  for (frame = 1; frame <= 6; ++frame) tree->tick(0.25);
  EXPECT_EQ(scaled_fired, (Frames{5}));  // 0.125 per frame: 0 after 4, below after 5
  EXPECT_EQ(real_fired, (Frames{3}));
}

TEST(Timer, PhysicsTimerIgnoringTimeScaleCountsWholeSteps) {
  auto tree = make_tree();
  tree->set_physics_ticks_per_second(8);
  tree->set_time_scale(0.25);
  Timer* scaled = add_timer(*tree, 0.0625, true);
  Timer* real = add_timer(*tree, 0.0625, true);
  for (Timer* timer : {scaled, real}) {
    timer->set_timer_process_callback(Timer::TIMER_PROCESS_PHYSICS);
    timer->start();
  }
  real->set_ignore_time_scale(true);
  tree->tick(0.125);
  EXPECT_TRUE(real->is_stopped());     // 0.0625 - 0.125 < 0
  EXPECT_FALSE(scaled->is_stopped());  // 0.0625 - 0.03125
  EXPECT_DOUBLE_EQ(scaled->get_time_left(), 0.03125);
}

// -- Timer: autostart, stop and start in handlers, freeing --------------------------------------

TEST(Timer, AutostartStartsWhenReady) {
  auto tree = make_tree();
  auto* holder = new Node();  // not in a tree yet: the timer readies with it
  auto* timer = holder->add_child(std::make_unique<Timer>());
  timer->set_wait_time(0.25);
  timer->set_autostart(true);
  EXPECT_TRUE(timer->is_stopped());
  tree->get_root()->add_child(holder);
  EXPECT_FALSE(timer->is_stopped());
  EXPECT_DOUBLE_EQ(timer->get_time_left(), 0.25);
  EXPECT_FALSE(timer->has_autostart());  // Godot clears it once used
  const Frames fired = run(*tree, timer->timeout, repeat(0.125, 3));
  EXPECT_EQ(fired, (Frames{3}));
}

TEST(Timer, AutostartDoesNotStartInEditMode) {
  auto tree = make_tree();
  tree->set_edit_mode(true);
  auto timer = std::make_unique<Timer>();
  timer->set_autostart(true);
  Timer* t = tree->get_root()->add_child(std::move(timer));
  EXPECT_TRUE(t->is_stopped());
  EXPECT_TRUE(t->has_autostart());
}

TEST(Timer, StopClearsAutostart) {
  Timer timer;
  timer.set_autostart(true);
  timer.stop();
  EXPECT_FALSE(timer.has_autostart());
  EXPECT_TRUE(timer.is_stopped());
}

TEST(Timer, StopInsideTheTimeoutHandler) {
  auto tree = make_tree();
  Timer* timer = add_timer(*tree, 0.125);
  timer->start();
  int count = 0;
  std::vector<double> left_in_handler;
  timer->timeout.connect([&] {
    EXPECT_FALSE(timer->is_stopped());  // a repeating timer already started its next period
    left_in_handler.push_back(timer->get_time_left());
    if (++count == 2) timer->stop();
  });
  const Frames fired = run(*tree, timer->timeout, repeat(0.1875, 6));
  EXPECT_EQ(fired, (Frames{1, 2}));
  EXPECT_EQ(left_in_handler, (std::vector<double>{0.0625, 0.0}));  // -0.0625+.125, -0.125+.125
  EXPECT_EQ(count, 2);
  EXPECT_TRUE(timer->is_stopped());
}

TEST(Timer, StartInsideTheTimeoutHandlerOfAOneShotTimer) {
  auto tree = make_tree();
  Timer* timer = add_timer(*tree, 0.125, true);
  timer->start();
  int count = 0;
  timer->timeout.connect([&] {
    EXPECT_TRUE(timer->is_stopped());  // a one-shot timer stops before it emits
    EXPECT_EQ(timer->get_time_left(), 0.0);
    if (++count == 1) timer->start(0.25);
  });
  const Frames fired = run(*tree, timer->timeout, repeat(0.1875, 4));
  EXPECT_EQ(fired, (Frames{1, 3}));  // restarted with 0.25: 0.0625, then below zero
  EXPECT_DOUBLE_EQ(timer->get_wait_time(), 0.25);
  EXPECT_TRUE(timer->is_stopped());
}

TEST(Timer, QueueFreeInItsOwnTimeoutFreesItAtTheDeferredFlush) {
  Log log;
  auto tree = make_tree();
  Timer* timer = add_timer(*tree, 0.125);
  const NodeId id = timer->get_instance_id();
  timer->tree_exited.connect([&] { log.add("T:exited"); });
  timer->timeout.connect([&] {
    log.add("T:timeout");
    timer->queue_free();
  });
  timer->timeout.connect([&] { log.add("second handler"); });
  tree->call_deferred([&] { log.add("deferred"); });
  timer->start();
  tree->tick(0.25);
  EXPECT_EQ(log.events, (Events{"T:timeout", "second handler", "deferred", "T:exited"}));
  EXPECT_FALSE(is_instance_valid(id));
  tree->tick(0.25);  // nothing left to step
  EXPECT_EQ(log.events.size(), 4u);
}

TEST(Timer, FreeInItsOwnTimeoutIsRejectedAndReported) {
  auto tree = make_tree();
  std::vector<CallbackError> errors;
  tree->set_error_handler([&](const CallbackError& e) { errors.push_back(e); });
  Timer* timer = add_timer(*tree, 0.125, true);
  const NodeId id = timer->get_instance_id();
  bool second = false;
  timer->timeout.connect([&] { timer->free(); });
  timer->timeout.connect([&] { second = true; });
  timer->start();
  tree->tick(0.25);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].callback, "signal timeout");
  EXPECT_EQ(errors[0].node, id);
  EXPECT_NE(errors[0].message.find("queue_free"), std::string::npos) << errors[0].message;
  EXPECT_TRUE(second);  // the other handlers still run
  EXPECT_TRUE(is_instance_valid(id));
  EXPECT_EQ(tree->get_node_count(), 2);
  timer->free();  // outside the emission it is fine
  EXPECT_FALSE(is_instance_valid(id));
  tree->tick(0.25);
}

TEST(Timer, FreeingAnAncestorInTheTimeoutIsRejectedToo) {
  auto tree = make_tree();
  std::vector<CallbackError> errors;
  tree->set_error_handler([&](const CallbackError& e) { errors.push_back(e); });
  auto* parent = tree->get_root()->add_child(std::make_unique<Node>());
  auto* timer = parent->add_child(std::make_unique<Timer>());
  timer->set_wait_time(0.125);
  timer->timeout.connect([&] { parent->free(); });
  timer->start();
  tree->tick(0.25);
  EXPECT_EQ(errors.size(), 1u);
  EXPECT_EQ(tree->get_node_count(), 3);
}

TEST(Timer, ThrowingHandlerIsReportedAndTheTimerKeepsGoing) {
  auto tree = make_tree();
  int reported = 0;
  tree->set_error_handler([&](const CallbackError&) { ++reported; });
  Timer* timer = add_timer(*tree, 0.125);
  timer->timeout.connect([] { throw std::runtime_error("boom"); });
  timer->start();
  const Frames fired = run(*tree, timer->timeout, repeat(0.1875, 3));
  EXPECT_EQ(fired, (Frames{1, 2, 3}));
  EXPECT_EQ(reported, 3);
}

// -- Timer: outside the tree --------------------------------------------------------------------

TEST(Timer, LeavingTheTreeKeepsTimeLeftAndCountingResumesOnReturn) {
  auto tree = make_tree();
  Timer* timer = add_timer(*tree, 1.0);
  timer->start();
  tree->tick(0.25);
  tree->get_root()->remove_child(timer);
  Owned<Timer> held(timer);
  tree->tick(0.5);
  EXPECT_DOUBLE_EQ(timer->get_time_left(), 0.75);
  EXPECT_FALSE(timer->is_stopped());
  tree->get_root()->add_child(held.release());
  tree->tick(0.25);
  EXPECT_DOUBLE_EQ(timer->get_time_left(), 0.5);
}

// -- SceneTreeTimer -----------------------------------------------------------------------------

TEST(SceneTreeTimer, FiresOnceWhenTimeLeftReachesZeroThenTheTreeDropsIt) {
  auto tree = make_tree();
  Ref<SceneTreeTimer> timer = tree->create_timer(0.5);
  EXPECT_EQ(timer->get_reference_count(), 2);  // the caller's and the tree's
  EXPECT_DOUBLE_EQ(timer->get_time_left(), 0.5);
  EXPECT_TRUE(timer->is_process_always());
  EXPECT_FALSE(timer->is_process_in_physics());
  EXPECT_FALSE(timer->is_ignoring_time_scale());
  std::vector<double> left;
  Frames fired;
  int frame = 0;
  timer->timeout.connect([&] { fired.push_back(frame); });
  for (frame = 1; frame <= 4; ++frame) {
    tree->tick(0.25);
    left.push_back(timer->get_time_left());
  }
  EXPECT_EQ(fired, (Frames{2}));  // <= 0 fires (a Timer waits for < 0)
  EXPECT_EQ(left, (std::vector<double>{0.25, 0, 0, 0}));
  EXPECT_EQ(timer->get_reference_count(), 1);
}

TEST(SceneTreeTimer, AtSixtyFramesPerSecond) {
  auto tree = make_tree();
  Frames fired;
  int frame = 0;
  for (double seconds : {0.1, 0.25, 0.5}) {
    tree->create_timer(seconds)->timeout.connect([&fired, &frame] { fired.push_back(frame); });
  }
  for (frame = 1; frame <= 40; ++frame) tree->tick(1.0 / 60);
  EXPECT_EQ(fired, (Frames{7, 16, 31}));  // as the Timer rule, rounding included
}

TEST(SceneTreeTimer, CallerMayDropItsRef) {
  auto tree = make_tree();
  auto sentinel = std::make_shared<int>(0);
  tree->create_timer(0.25)->timeout.connect([sentinel] { ++*sentinel; });
  EXPECT_EQ(sentinel.use_count(), 2);
  tree->tick(0.125);
  EXPECT_EQ(*sentinel, 0);
  tree->tick(0.125);
  EXPECT_EQ(*sentinel, 1);
  EXPECT_EQ(sentinel.use_count(), 1);  // the timer and its connections are gone
  tree->tick(0.25);
  EXPECT_EQ(*sentinel, 1);
}

TEST(SceneTreeTimer, OutlivesItsTreeThroughTheCallersRef) {
  Ref<SceneTreeTimer> timer;
  {
    auto tree = make_tree();
    timer = tree->create_timer(1.0);
    tree->tick(0.25);
  }
  EXPECT_EQ(timer->get_reference_count(), 1);
  EXPECT_DOUBLE_EQ(timer->get_time_left(), 0.75);
}

TEST(SceneTreeTimer, ZeroOrNegativeSecondsFireAtTheNextStep) {
  auto tree = make_tree();
  int fired = 0;
  tree->create_timer(0.0)->timeout.connect([&] { ++fired; });
  tree->create_timer(-1.0)->timeout.connect([&] { ++fired; });
  tree->tick(0.0);
  EXPECT_EQ(fired, 2);
}

TEST(SceneTreeTimer, SetTimeLeftExtendsARunningTimer) {
  auto tree = make_tree();
  Ref<SceneTreeTimer> timer = tree->create_timer(0.25);
  int fired = 0;
  timer->timeout.connect([&] { ++fired; });
  tree->tick(0.125);
  timer->set_time_left(0.5);
  tree->tick(0.25);
  tree->tick(0.125);
  EXPECT_EQ(fired, 0);
  tree->tick(0.125);
  EXPECT_EQ(fired, 1);
}

TEST(SceneTreeTimer, StepsAfterTheDeferredFlushThenFlushesAgain) {
  Log log;
  auto tree = make_tree();
  tree->servers().add(std::make_unique<FrameServer>(&log));
  auto* a = tree->get_root()->add_child(std::make_unique<Recorder>(&log, "A"));
  Timer* node_timer = add_timer(*tree, 0.01, true);
  node_timer->timeout.connect([&] { log.add("Timer:timeout"); });
  node_timer->start();
  tree->create_timer(0.01)->timeout.connect([&] {
    log.add("first:timeout");
    a->call_deferred([&] { log.add("deferred from first"); });
    a->queue_free();
  });
  tree->create_timer(0.01)->timeout.connect([&] { log.add("second:timeout"); });
  a->on_process = [&](Recorder* self) { self->call_deferred([&] { log.add("deferred from A"); }); };
  a->on_exit = [&](Recorder*) { log.add("A freed"); };
  log.clear();
  tree->tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"A:physics", "server:step", "A:process", "Timer:timeout",
                                "deferred from A", "first:timeout", "second:timeout",
                                "deferred from first", "A:exit", "A freed", "server:frame"}));
}

TEST(SceneTreeTimer, PhysicsTimersStepAfterPhysicsProcessBeforeFixedStepServers) {
  Log log;
  auto tree = make_tree();
  tree->set_physics_ticks_per_second(8);
  tree->servers().add(std::make_unique<FrameServer>(&log));
  tree->get_root()->add_child(std::make_unique<Recorder>(&log, "A"));
  tree->create_timer(0.25, true, true)->timeout.connect([&] { log.add("physics timer"); });
  tree->create_timer(0.0625, true, false)->timeout.connect([&] { log.add("idle timer"); });
  log.clear();
  tree->tick(0.0625);  // no step: only the idle timer counts
  EXPECT_EQ(log.events, (Events{"A:process", "idle timer", "server:frame"}));
  log.clear();
  tree->tick(0.25);  // two steps of 0.125: 0.125, then 0 → fires in the second
  EXPECT_EQ(log.events, (Events{"A:physics", "server:step", "A:physics", "physics timer",
                                "server:step", "A:process", "server:frame"}));
}

TEST(SceneTreeTimer, FireInCreationOrder) {
  auto tree = make_tree();
  Events log;
  tree->create_timer(0.25)->timeout.connect([&] { log.push_back("late"); });
  tree->create_timer(0.125)->timeout.connect([&] { log.push_back("early"); });
  tree->create_timer(0.25)->timeout.connect([&] { log.push_back("late 2"); });
  tree->create_timer(0.125)->timeout.connect([&] { log.push_back("early 2"); });
  tree->tick(0.125);
  tree->tick(0.125);
  EXPECT_EQ(log, (Events{"early", "early 2", "late", "late 2"}));
}

TEST(SceneTreeTimer, TimersCreatedByATimeoutHandlerStartNextFrame) {
  auto tree = make_tree();
  Frames fired;
  int frame = 0;
  tree->create_timer(0.0)->timeout.connect([&] {
    fired.push_back(frame);
    tree->create_timer(0.0)->timeout.connect([&] { fired.push_back(frame * 10); });
  });
  for (frame = 1; frame <= 3; ++frame) tree->tick(0.125);
  EXPECT_EQ(fired, (Frames{1, 20}));
}

TEST(SceneTreeTimer, TimersCreatedInProcessStepTheSameFrame) {
  Log log;
  auto tree = make_tree();
  auto* a = tree->get_root()->add_child(std::make_unique<Recorder>(&log, "A"));
  a->on_process = [&](Recorder* self) {
    self->get_tree()->create_timer(0.0)->timeout.connect([&] { log.add("timer"); });
    self->set_process(false);
  };
  log.clear();
  tree->tick(1.0 / 60);
  EXPECT_EQ(log.events, (Events{"A:physics", "A:process", "timer"}));
}

TEST(SceneTreeTimer, PauseSkipsTimersThatAreNotProcessAlways) {
  auto tree = make_tree();
  tree->set_physics_ticks_per_second(8);
  Events log;
  tree->create_timer(0.25, true)->timeout.connect([&] { log.push_back("always"); });
  tree->create_timer(0.25, false)->timeout.connect([&] { log.push_back("pausable"); });
  tree->create_timer(0.25, false, true)->timeout.connect([&] { log.push_back("pausable ph"); });
  tree->set_paused(true);
  tree->tick(0.25);
  EXPECT_EQ(log, (Events{"always"}));
  tree->tick(0.25);
  EXPECT_EQ(log, (Events{"always"}));
  tree->set_paused(false);
  tree->tick(0.25);
  EXPECT_EQ(log, (Events{"always", "pausable ph", "pausable"}));
}

TEST(SceneTreeTimer, TimeScaleAndIgnoreTimeScale) {
  auto tree = make_tree();
  tree->set_physics_ticks_per_second(8);
  tree->set_time_scale(0.5);
  Frames scaled, real, scaled_physics, real_physics;
  int frame = 0;
  auto record = [&frame](Frames& into) { return [&frame, &into] { into.push_back(frame); }; };
  tree->create_timer(0.5)->timeout.connect(record(scaled));
  tree->create_timer(0.5, true, false, true)->timeout.connect(record(real));
  tree->create_timer(0.5, true, true)->timeout.connect(record(scaled_physics));
  tree->create_timer(0.5, true, true, true)->timeout.connect(record(real_physics));
  for (frame = 1; frame <= 5; ++frame) tree->tick(0.25);  // two physics steps a frame
  EXPECT_EQ(scaled, (Frames{4}));                         // 0.125 a frame
  EXPECT_EQ(real, (Frames{2}));                           // 0.25 a frame
  EXPECT_EQ(scaled_physics, (Frames{4}));                 // 0.0625 a step
  EXPECT_EQ(real_physics, (Frames{2}));                   // 0.125 a step
}

TEST(SceneTreeTimer, ThrowingHandlerIsReportedAndTheTimerIsStillDropped) {
  auto tree = make_tree();
  std::vector<CallbackError> errors;
  tree->set_error_handler([&](const CallbackError& e) { errors.push_back(e); });
  Ref<SceneTreeTimer> timer = tree->create_timer(0.0);
  timer->timeout.connect([] { throw std::runtime_error("boom"); });
  bool second = false;
  timer->timeout.connect([&] { second = true; });
  tree->tick(0.125);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].callback, "signal timeout");
  EXPECT_EQ(errors[0].message, "boom");
  EXPECT_TRUE(second);
  EXPECT_EQ(timer->get_reference_count(), 1);
}

}  // namespace
}  // namespace arbor::test
