// Scene-file memory (W5): BM_W5_Load1MMemory loads the 1,000,000-node W5 scene (w5_scene.h) once
// and reports the heap the parsed SceneState holds per byte of file, and the heap of the
// instantiated tree per node. A counting operator new (heap_counter.h) adds up the blocks, so
// the timings of this program are not the W5 figures: bench_scene_files.cpp measures those.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "arbor/scene/node.h"
#include "bench_support.h"
#include "w5_scene.h"

#include "heap_counter.h"

namespace {

void BM_W5_Load1MMemory(benchmark::State& state) {
  const std::int64_t nodes = arbor_bench::sized(1000000, 1000);
  const std::string text = w5::generate_scene(nodes);
  double state_bytes = 0;
  double tree_bytes = 0;
  for (auto _ : state) {
    const std::int64_t before = g_live_bytes.load();
    arbor::Ref<arbor::PackedScene> scene = w5::parse(text);
    state_bytes = static_cast<double>(g_live_bytes.load() - before);
    arbor::Node* root = scene->instantiate();
    tree_bytes = static_cast<double>(g_live_bytes.load() - before) - state_bytes;
    state.PauseTiming();
    root->free();
    state.ResumeTiming();
  }
  const auto file_bytes = static_cast<double>(text.size());
  state.counters["state_bytes_per_file_byte"] = state_bytes / file_bytes;
  state.counters["tree_bytes_per_node"] = tree_bytes / static_cast<double>(nodes);
  state.counters["file_mb"] = file_bytes / 1e6;
}
BENCHMARK(BM_W5_Load1MMemory)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
