// Scene-file memory (W5): BM_W5_Load1MMemory loads the 1,000,000-node W5 scene (w5_scene.h) once
// and reports the heap the parsed SceneState holds per byte of file, the heap of the
// instantiated tree per node, and the most the load held at once (state and tree);
// BM_W5_Load1MOnePassMemory loads it in one pass (instantiate_scene_text), which keeps no state. A
// counting operator new (heap_counter.h) adds up the blocks, so the timings of this program are not
// the W5 figures: bench_scene_files.cpp measures those.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "arbor/scene/node.h"
#include "bench_support.h"
#include "w5_scene.h"

#include "heap_counter.h"

namespace {

// The heap a load held when it returned (the tree), and the most it held at once, from where it
// started.
struct LoadHeap {
  double kept = 0;
  double peak = 0;
};

// Runs `load` (text, live bytes before it → tree) once per iteration on the 1,000,000-node W5
// text, freeing the tree outside the timing.
template <class Load>
LoadHeap measure_loads(benchmark::State& state, const std::string& text, Load load) {
  LoadHeap heap;
  for (auto _ : state) {
    const std::int64_t before = live_bytes();
    const std::int64_t raw_before = g_live_bytes.load();
    g_peak_bytes.store(raw_before);
    arbor::Node* root = load(text, before);
    heap.kept = static_cast<double>(live_bytes() - before);
    heap.peak = static_cast<double>(g_peak_bytes.load() - raw_before);
    state.PauseTiming();
    root->free();
    state.ResumeTiming();
  }
  return heap;
}

void report(benchmark::State& state, const LoadHeap& heap, std::int64_t nodes,
            const std::string& text) {
  state.counters["tree_bytes_per_node"] = heap.kept / static_cast<double>(nodes);
  state.counters["peak_bytes_per_node"] = heap.peak / static_cast<double>(nodes);
  state.counters["file_mb"] = static_cast<double>(text.size()) / 1e6;
}

void BM_W5_Load1MMemory(benchmark::State& state) {
  const std::int64_t nodes = arbor_bench::sized(1000000, 1000);
  const std::string text = w5::generate_scene(nodes);
  double state_bytes = 0;
  const LoadHeap heap =
      measure_loads(state, text, [&](const std::string& file, std::int64_t before) {
        arbor::Ref<arbor::PackedScene> scene = w5::parse(file);
        state_bytes = static_cast<double>(live_bytes() - before);
        return scene->instantiate();
      });
  report(state, heap, nodes, text);
  state.counters["state_bytes_per_file_byte"] = state_bytes / static_cast<double>(text.size());
}
BENCHMARK(BM_W5_Load1MMemory)->Iterations(1)->Unit(benchmark::kMillisecond);

void BM_W5_Load1MOnePassMemory(benchmark::State& state) {
  const std::int64_t nodes = arbor_bench::sized(1000000, 1000);
  const std::string text = w5::generate_scene(nodes);
  const LoadHeap heap = measure_loads(
      state, text, [](const std::string& file, std::int64_t) { return w5::instantiate(file); });
  report(state, heap, nodes, text);
}
BENCHMARK(BM_W5_Load1MOnePassMemory)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
