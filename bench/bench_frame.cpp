// The frame: BM_W1_Tick (a tick over N nodes with a trivial _process) and BM_SpawnFree (10 nodes
// spawned and 10 queue_freed per frame in a 100,000-node tree). See docs/performance.md.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "bench_support.h"

namespace {

using arbor_bench::Ticker;

constexpr double kFrame = 1.0 / 60.0;

// W1: root -> 100 parents -> the rest spread as their children; every node (parents included)
// has a trivial _process, none has _physics_process, so each tick runs one physics step over an
// empty list and one process pass over N nodes.
void tick(benchmark::State& state, bool interleaved) {
  const std::int64_t n =
      arbor_bench::smoke() ? std::min<std::int64_t>(state.range(0), 1000) : state.range(0);
  arbor::SceneTree tree;
  const std::vector<Ticker*> nodes =
      arbor_bench::build_spread<Ticker>(tree.get_root(), n, 100, interleaved);
  tree.tick(kFrame);  // warm: sizes the snapshot buffer
  const std::uint64_t before = nodes.front()->calls + nodes.back()->calls;
  for (auto _ : state) {
    tree.tick(kFrame);
  }
  const std::uint64_t after = nodes.front()->calls + nodes.back()->calls;
  if (after - before != 2 * std::uint64_t(state.iterations())) {
    state.SkipWithError("not every node processed once per tick");
    return;
  }
  state.counters["ns_per_node"] = arbor_bench::ns_per(double(n));
  state.counters["nodes"] = double(n);
}

void BM_W1_Tick(benchmark::State& state) { tick(state, false); }
BENCHMARK(BM_W1_Tick)->Arg(10000)->Arg(100000)->Unit(benchmark::kMicrosecond);

// The same tree with the children created round-robin over the parents: the process list walks
// the heap with a ~100-allocation stride (what a long-running game's fragmented heap looks like).
void BM_W1_TickScattered(benchmark::State& state) { tick(state, true); }
BENCHMARK(BM_W1_TickScattered)->Arg(100000)->Unit(benchmark::kMicrosecond);

// A spawned projectile: a Ticker (trivial _process).
using Bullet = arbor_bench::Ticker;

// SpawnFree: a tree of `n` nodes: root -> 100 plain parents -> plain children, plus a "Bullets"
// container that already holds `existing` plain children named Bullet, Bullet2, ... Each frame
// spawns 10 Bullets named "Bullet" into the container (the tree makes the names unique),
// queue_frees the 10 spawned the frame before, and ticks (the queued ones are freed in the
// frame's deferred step). `position` places the container among the root's children:
// kMiddle (between the 100 parents: index 50) or kLast.
enum Position : std::int64_t { kMiddle = 0, kLast = 1 };

void spawn_free(benchmark::State& state, Position position) {
  const std::int64_t n = arbor_bench::sized(100000, 2000);
  const std::int64_t existing = arbor_bench::sized(1000, 50);
  constexpr int kPerFrame = 10;
  arbor::SceneTree tree;
  arbor::Node* root = tree.get_root();
  arbor_bench::build_spread<arbor::Node>(root, n - existing - 1);
  auto* bullets = new arbor::Node();
  bullets->set_name("Bullets");
  root->add_child(bullets);
  if (position == kMiddle) root->move_child(bullets, 50);
  for (std::int64_t i = 0; i < existing; ++i) {
    auto* old = new arbor::Node();
    old->set_name("Bullet");
    bullets->add_child(old);
  }
  if (tree.get_node_count() != n + 1) {
    state.SkipWithError("unexpected node count");
    return;
  }

  std::vector<Bullet*> previous;
  std::vector<Bullet*> current;
  auto frame = [&] {
    current.clear();
    for (int i = 0; i < kPerFrame; ++i) {
      auto* bullet = new Bullet();
      bullet->set_name("Bullet");
      bullets->add_child(bullet);
      current.push_back(bullet);
    }
    for (Bullet* bullet : previous) bullet->queue_free();
    tree.tick(kFrame);
    previous.swap(current);
  };
  for (int i = 0; i < 3; ++i) frame();  // warm
  for (auto _ : state) {
    frame();
  }
  if (tree.get_node_count() != n + 1 + kPerFrame || previous.front()->calls != 1) {
    state.SkipWithError("the tree did not reach its steady state");
    return;
  }
  state.counters["us_per_frame"] = arbor_bench::us_per(1);
  state.counters["ns_per_node"] = arbor_bench::ns_per(kPerFrame);  // per spawned (and freed) node
  state.counters["tree_nodes"] = double(tree.get_node_count());
}

void BM_SpawnFree(benchmark::State& state) { spawn_free(state, kMiddle); }
BENCHMARK(BM_SpawnFree)->Unit(benchmark::kMicrosecond);

// The same with the container as the root's last child (nothing after it in tree order).
void BM_SpawnFreeLastParent(benchmark::State& state) { spawn_free(state, kLast); }
BENCHMARK(BM_SpawnFreeLastParent)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
