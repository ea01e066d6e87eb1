// Node2D transform propagation and memory (see docs/performance.md and docs/node_2d.md).
//   BM_W2_Wide2D: top -> 100 -> 1,000 Node2Ds each; move the top, read every leaf's global
//                 transform. ns_per_node is per Node2D below the top (100,100 of them).
//   BM_W2_Deep2D: top -> 1,000 chains of depth 100; same loop, leaves are the chain ends.
//   BM_W2_MemoryPerNode2D: heap bytes per Node2D in a tree (counting operator new, usable sizes).

#include <benchmark/benchmark.h>
#include <malloc.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <vector>

#include "arbor/scene/node_2d.h"
#include "bench_support.h"

#include "heap_counter.h"

namespace {

using arbor::Node2D;

// Moves `top` and reads the global transform of every node in `leaves`; `nodes` is how many
// Node2Ds lie below the top (all of them go dirty and are recomputed each iteration).
void move_top_read_leaves(benchmark::State& state, Node2D* top, const std::vector<Node2D*>& leaves,
                          std::int64_t nodes) {
  arbor::real_t x = 0;
  for (auto _ : state) {
    x += 1;
    top->set_position({x, 0});
    arbor::real_t sum = 0;
    for (const Node2D* leaf : leaves) sum += leaf->get_global_transform().columns[2].x;
    benchmark::DoNotOptimize(sum);
  }
  state.counters["ns_per_node"] = arbor_bench::ns_per(double(nodes));
  state.counters["nodes"] = double(nodes);
}

void BM_W2_Wide2D(benchmark::State& state) {
  const std::int64_t parents = arbor_bench::sized(100, 10);
  const std::int64_t per_parent = arbor_bench::sized(1000, 20);
  arbor::SceneTree tree;
  auto* top = tree.get_root()->add_child(std::make_unique<Node2D>());
  const std::vector<Node2D*> nodes =
      arbor_bench::build_spread<Node2D>(top, parents + parents * per_parent, parents);
  const std::vector<Node2D*> leaves(nodes.begin() + parents, nodes.end());
  move_top_read_leaves(state, top, leaves, std::int64_t(nodes.size()));
}
BENCHMARK(BM_W2_Wide2D)->Unit(benchmark::kMillisecond);

void BM_W2_Deep2D(benchmark::State& state) {
  const std::int64_t chains = arbor_bench::sized(1000, 10);
  const std::int64_t depth = arbor_bench::sized(100, 10);
  arbor::SceneTree tree;
  auto* top = tree.get_root()->add_child(std::make_unique<Node2D>());
  std::vector<Node2D*> leaves;
  for (std::int64_t c = 0; c < chains; ++c) {
    Node2D* at = top;
    for (std::int64_t d = 0; d < depth; ++d) {
      at = at->add_child(std::make_unique<Node2D>());
      at->set_position({1, 0});
    }
    leaves.push_back(at);
  }
  move_top_read_leaves(state, top, leaves, chains * depth);
}
BENCHMARK(BM_W2_Deep2D)->Unit(benchmark::kMillisecond);

// Builds 100,000 Node2Ds (holder -> 100 -> 999 each, as BM_MemoryPerNode), measures the heap they
// add, frees them; reports the steady state (the first build also grows the instance registry).
void BM_W2_MemoryPerNode2D(benchmark::State& state) {
  const std::int64_t n = arbor_bench::sized(100000, 2000);
  arbor::SceneTree tree;
  auto* holder = tree.get_root()->add_child(std::make_unique<Node2D>());
  double first = -1;
  double last = 0;
  double allocations = 0;
  for (auto _ : state) {
    const std::int64_t live_before = live_bytes();
    const std::int64_t count_before = g_allocations.load();
    arbor_bench::build_spread<Node2D>(holder, n);
    last = double(live_bytes() - live_before) / double(n);
    allocations = double(g_allocations.load() - count_before) / double(n);
    if (first < 0) first = last;
    state.PauseTiming();
    while (holder->get_child_count() > 0) holder->get_child(-1)->free();
    state.ResumeTiming();
  }
  state.counters["bytes_per_node"] = last;
  state.counters["bytes_per_node_first"] = first;
  state.counters["allocs_per_node"] = allocations;
  state.counters["sizeof_node2d"] = double(sizeof(Node2D));
  state.counters["nodes"] = double(n);
}
BENCHMARK(BM_W2_MemoryPerNode2D)->Iterations(3)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
