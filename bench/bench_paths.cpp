// BM_GetNode: get_node with a pre-parsed 10-segment relative NodePath. See docs/performance.md.

#include <benchmark/benchmark.h>

#include "bench_support.h"

namespace {

constexpr int kDepth = 10;

// `siblings` plain siblings at every level: 0 -> each level has one child (linear scan of one);
// 100 -> each level has 101 children, so the lookup goes through the name index.
void get_node(benchmark::State& state, int siblings) {
  arbor::SceneTree tree;
  auto* top = new arbor::Node();
  top->set_name("Top");
  tree.get_root()->add_child(top);
  arbor::Node* deepest = arbor_bench::build_chain(top, kDepth, siblings);
  const arbor::NodePath path(arbor_bench::chain_path(kDepth));  // parsed once, outside the loop
  arbor::Node* found = nullptr;
  for (auto _ : state) {
    found = top->get_node(path);
    benchmark::DoNotOptimize(found);
  }
  if (found != deepest) {
    state.SkipWithError("get_node resolved the wrong node");
    return;
  }
  state.counters["ns_per_node"] = arbor_bench::ns_per(1);  // per lookup
  state.counters["ns_per_segment"] = arbor_bench::ns_per(kDepth);
}

void BM_GetNode(benchmark::State& state) { get_node(state, 0); }
BENCHMARK(BM_GetNode);

void BM_GetNodeIndexed(benchmark::State& state) { get_node(state, 100); }
BENCHMARK(BM_GetNodeIndexed);

}  // namespace

BENCHMARK_MAIN();
