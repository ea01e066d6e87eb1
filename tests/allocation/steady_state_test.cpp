// Steady state allocates nothing (DESIGN.md §5): a counting global operator new proves that a
// tick over 10,000 processing nodes, an allocation-free call_group and a signal emission make no
// heap allocation once warm.
//
// counting_new.cpp replaces every form of the global operator new and delete, so this is built
// as its own test program (tests/CMakeLists.txt).

#include <gtest/gtest.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <string>

#include "allocation/counting_new.h"
#include "arbor/arbor.h"

namespace arbor::test {
namespace {

using counting_new::allocations;

/// Trivial work in both per-frame callbacks.
class Worker : public Node {
  ARBOR_CLASS(Worker, Node)

 public:
  double processed = 0;
  double physics = 0;
  int process_calls = 0;
  int physics_calls = 0;

 protected:
  void _process(double delta) override {
    processed += delta;
    ++process_calls;
  }
  void _physics_process(double delta) override {
    physics += delta;
    ++physics_calls;
  }
};

/// root -> 100 Workers -> 99 Workers each: 10,000 processing nodes, some in groups, some with
/// process and physics priorities.
std::vector<Worker*> build_tree(SceneTree& tree) {
  std::vector<Worker*> workers;
  workers.reserve(10'000);
  for (int i = 0; i < 100; ++i) {
    auto* parent = tree.get_root()->add_child(std::make_unique<Worker>());
    workers.push_back(parent);
    for (int j = 0; j < 99; ++j) {
      auto* child = parent->add_child(std::make_unique<Worker>());
      workers.push_back(child);
    }
  }
  for (std::size_t k = 0; k < workers.size(); ++k) {
    Worker* w = workers[k];
    if (k % 3 == 0) w->add_to_group("enemies");
    if (k % 7 == 0) w->add_to_group("targets", true);
    if (k % 5 == 0) w->set_process_priority(int(k % 11) - 5);
    if (k % 9 == 0) w->set_physics_process_priority(int(k % 4) - 2);
  }
  return workers;
}

TEST(SteadyState, TickOverTenThousandProcessingNodesAllocatesNothing) {
  SceneTree tree;
  const std::vector<Worker*> workers = build_tree(tree);
  ASSERT_EQ(tree.get_node_count(), 10'001);

  // Warm up: ordinary frames and one with several physics steps (buffers reach their size).
  for (int i = 0; i < 5; ++i) tree.tick(1.0 / 60);
  tree.tick(3.0 / 60);
  tree.tick(1.0 / 60);

  const std::uint64_t physics_before = tree.get_frame();
  const int calls_before = workers.back()->process_calls;
  const std::uint64_t before = allocations();
  for (int i = 0; i < 100; ++i) tree.tick(1.0 / 60);
  tree.tick(3.0 / 60);  // three physics steps in one frame
  const std::uint64_t made = allocations() - before;

  EXPECT_EQ(made, 0u) << "heap allocations during 101 steady-state ticks over 10,000 nodes";
  // The frames did run.
  EXPECT_EQ(workers.back()->process_calls - calls_before, 101);
  EXPECT_GE(tree.get_frame() - physics_before, 102u);
  for (Worker* w : {workers.front(), workers[5000], workers.back()}) {
    EXPECT_GT(w->processed, 0.0);
    EXPECT_GT(w->physics, 0.0);
  }
}

TEST(SteadyState, CallGroupWithStateAllocatesNothingOnceWarm) {
  SceneTree tree;
  std::vector<Worker*> members;
  members.reserve(10'000);
  for (int i = 0; i < 100; ++i) {
    auto* parent = tree.get_root()->add_child(std::make_unique<Worker>());
    for (int j = 0; j < 100; ++j) {
      auto* child = parent->add_child(std::make_unique<Worker>());
      child->add_to_group("members");
      members.push_back(child);
    }
  }
  struct State {
    int visited = 0;
    double sum = 0;
  };
  auto visit = [](Node* node, State& state) {
    ++state.visited;
    state.sum += static_cast<Worker*>(node)->processed + 1.0;
  };

  State warm;
  tree.call_group("members", warm, visit);  // sizes the snapshot buffer
  ASSERT_EQ(warm.visited, 10'000);

  State state;
  const StringName group("members");
  const std::uint64_t before = allocations();
  tree.call_group(group, state, visit);
  tree.call_group(group, state, visit);
  const std::uint64_t made = allocations() - before;
  EXPECT_EQ(made, 0u) << "heap allocations during call_group<State> over 10,000 members";
  EXPECT_EQ(state.visited, 20'000);
  EXPECT_DOUBLE_EQ(state.sum, 20'000.0);
}

TEST(SteadyState, SignalEmitToThreeLambdasAllocatesNothing) {
  Signal<int> signal;
  int a = 0;
  int b = 0;
  long long c = 0;
  signal.connect([&a](int v) { a += v; });
  signal.connect([&b](int v) { b += 2 * v; });
  signal.connect([&c, &a](int v) { c += v + a; });
  ASSERT_EQ(signal.get_connection_count(), 3);
  signal.emit(1);  // warm

  const std::uint64_t before = allocations();
  for (int i = 0; i < 1000; ++i) signal.emit(i);
  const std::uint64_t made = allocations() - before;
  EXPECT_EQ(made, 0u) << "heap allocations while emitting a Signal<int> to 3 lambdas";
  EXPECT_EQ(a, 1 + 999 * 1000 / 2);
  EXPECT_EQ(b, 2 * a);
}

TEST(SteadyState, RunningTimersAllocateNothing) {
  SceneTree tree;
  int fired = 0;
  int physics_fired = 0;
  auto* idle = tree.get_root()->add_child(std::make_unique<Timer>());
  idle->set_wait_time(0.05);
  idle->timeout.connect([&fired] { ++fired; });
  idle->start();
  auto* physics = tree.get_root()->add_child(std::make_unique<Timer>());
  physics->set_wait_time(0.05);
  physics->set_timer_process_callback(Timer::TIMER_PROCESS_PHYSICS);
  physics->timeout.connect([&physics_fired] { ++physics_fired; });
  physics->start();
  Ref<SceneTreeTimer> pending = tree.create_timer(1000.0);
  for (int i = 0; i < 20; ++i) tree.tick(1.0 / 60);
  const std::uint64_t before = allocations();
  for (int i = 0; i < 600; ++i) tree.tick(1.0 / 60);
  EXPECT_EQ(allocations() - before, 0u);
  EXPECT_GT(fired, 150);
  EXPECT_GT(physics_fired, 150);
}

TEST(SteadyState, RunningTweensAllocateNothing) {
  SceneTree tree;
  std::vector<Ref<Tween>> tweens;
  for (int i = 0; i < 100; ++i) {
    auto* node = tree.get_root()->add_child(std::make_unique<Node3D>());
    Ref<Tween> tween = node->create_tween();
    tween->tween_property(node, "position:x", 1000.0, 1000.0);
    tweens.push_back(tween);
  }
  for (int i = 0; i < 5; ++i) tree.tick(1.0 / 60);
  const std::uint64_t before = allocations();
  for (int i = 0; i < 300; ++i) tree.tick(1.0 / 60);
  EXPECT_EQ(allocations() - before, 0u);
  EXPECT_GT(static_cast<Node3D*>(tree.get_root()->get_child(0))->get_position().x, 0.0f);
}

TEST(SteadyState, CounterSeesAllocations) {
  // The replacement is in effect: a plain new is counted.
  const std::uint64_t before = allocations();
  auto p = std::make_unique<std::string>(100, 'x');
  EXPECT_GE(allocations() - before, 1u);
  auto aligned = std::unique_ptr<std::max_align_t[]>(new std::max_align_t[4]);
  struct alignas(64) Wide {
    char bytes[64];
  };
  auto wide = std::make_unique<Wide>();
  EXPECT_GE(allocations() - before, 3u);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(wide.get()) % 64, 0u);
}

}  // namespace
}  // namespace arbor::test
