// BM_Tweens: 10,000 tweens, each animating one node's "position:x" over a long duration, stepped
// by tree.tick(1/60). Reports ns per tween per frame (the tick itself over 10,000 plain Node3Ds,
// which do not process, costs next to nothing). See docs/performance.md.

#include <benchmark/benchmark.h>

#include "arbor/arbor.h"
#include "bench_support.h"

namespace {

void BM_Tweens(benchmark::State& state) {
  const std::int64_t count = arbor_bench::sized(10000, 100);
  arbor::SceneTree tree;
  std::vector<arbor::Ref<arbor::Tween>> tweens;
  for (std::int64_t i = 0; i < count; ++i) {
    auto* node = tree.get_root()->add_child(std::make_unique<arbor::Node3D>());
    arbor::Ref<arbor::Tween> tween = node->create_tween();
    tween->tween_property(node, "position:x", 1000.0, 1.0e6);
    tweens.push_back(tween);
  }
  tree.tick(1.0 / 60);
  for (auto _ : state) tree.tick(1.0 / 60);
  state.counters["ns_per_tween"] = arbor_bench::ns_per(double(count));
  state.counters["tweens"] = double(count);
}
BENCHMARK(BM_Tweens)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
