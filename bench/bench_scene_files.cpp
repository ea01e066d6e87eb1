// Scene files (W5): BM_W5_LoadTscn (parse a generated .tscn and instantiate it: the figure the
// target is set for), BM_W5_ParseTscn and BM_W5_InstantiateTscn (the two halves),
// BM_W5_SaveTscn (pack a tree and write its text; BM_W5_PackTscn and BM_W5_WriteTscn are its
// halves) and BM_W5_Load1M (the CPU time of one load of a 1,000,000-node scene). The OnePass
// variants load with instantiate_scene_text, which builds each node as it is read. The scene is the
// W5 shape (w5_scene.h). The program uses the normal allocator; bench_scene_memory.cpp counts the
// heap. See docs/performance.md.

#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <cstdint>
#include <memory>
#include <string>

#include "arbor/io/packed_scene.h"
#include "arbor/io/text_resource_format.h"
#include "arbor/scene/node_3d.h"
#include "bench_support.h"
#include "w5_scene.h"

namespace {

using arbor::Node;
using arbor::PackedScene;
using arbor::Ref;
using w5::generate_scene;
using w5::parse;

std::int64_t nodes_of(const benchmark::State& state) {
  return arbor_bench::sized(state.range(0), 1000);
}

void BM_W5_LoadTscn(benchmark::State& state) {
  const std::int64_t nodes = nodes_of(state);
  const std::string text = generate_scene(nodes);
  for (auto _ : state) {
    Node* root = parse(text)->instantiate();
    benchmark::DoNotOptimize(root);
    state.PauseTiming();
    root->free();
    state.ResumeTiming();
  }
  state.counters["ns_per_node"] = arbor_bench::ns_per(static_cast<double>(nodes));
  state.counters["file_bytes"] = static_cast<double>(text.size());
}
BENCHMARK(BM_W5_LoadTscn)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

// The same load in one pass (instantiate_scene_text): each node is built as soon as its section
// is read, and no SceneState is kept.
void BM_W5_LoadTscnOnePass(benchmark::State& state) {
  const std::int64_t nodes = nodes_of(state);
  const std::string text = generate_scene(nodes);
  for (auto _ : state) {
    Node* root = w5::instantiate(text);
    benchmark::DoNotOptimize(root);
    state.PauseTiming();
    root->free();
    state.ResumeTiming();
  }
  state.counters["ns_per_node"] = arbor_bench::ns_per(static_cast<double>(nodes));
}
BENCHMARK(BM_W5_LoadTscnOnePass)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

void BM_W5_ParseTscn(benchmark::State& state) {
  const std::int64_t nodes = nodes_of(state);
  const std::string text = generate_scene(nodes);
  for (auto _ : state) benchmark::DoNotOptimize(parse(text));
  state.counters["ns_per_node"] = arbor_bench::ns_per(static_cast<double>(nodes));
}
BENCHMARK(BM_W5_ParseTscn)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

void BM_W5_InstantiateTscn(benchmark::State& state) {
  const std::int64_t nodes = nodes_of(state);
  const Ref<PackedScene> scene = parse(generate_scene(nodes));
  for (auto _ : state) {
    Node* root = scene->instantiate();
    benchmark::DoNotOptimize(root);
    state.PauseTiming();
    root->free();
    state.ResumeTiming();
  }
  state.counters["ns_per_node"] = arbor_bench::ns_per(static_cast<double>(nodes));
}
BENCHMARK(BM_W5_InstantiateTscn)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

void BM_W5_SaveTscn(benchmark::State& state) {
  const std::int64_t nodes = nodes_of(state);
  Node* root = parse(generate_scene(nodes))->instantiate();
  std::size_t bytes = 0;
  for (auto _ : state) {
    Ref<PackedScene> packed(new PackedScene());
    packed->pack(root);
    const std::string text = arbor::write_scene_text(packed->get_state());
    bytes = text.size();
    benchmark::DoNotOptimize(text.data());
  }
  root->free();
  state.counters["ns_per_node"] = arbor_bench::ns_per(static_cast<double>(nodes));
  state.counters["file_bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_W5_SaveTscn)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

// The two halves of a save: PackedScene::pack of the tree, and write_scene_text of the state.
void BM_W5_PackTscn(benchmark::State& state) {
  const std::int64_t nodes = nodes_of(state);
  Node* root = parse(generate_scene(nodes))->instantiate();
  for (auto _ : state) {
    Ref<PackedScene> packed(new PackedScene());
    packed->pack(root);
    benchmark::DoNotOptimize(packed.get());
  }
  root->free();
  state.counters["ns_per_node"] = arbor_bench::ns_per(static_cast<double>(nodes));
}
BENCHMARK(BM_W5_PackTscn)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

void BM_W5_WriteTscn(benchmark::State& state) {
  const std::int64_t nodes = nodes_of(state);
  const Ref<PackedScene> scene = parse(generate_scene(nodes));
  for (auto _ : state) {
    const std::string text = arbor::write_scene_text(scene->get_state());
    benchmark::DoNotOptimize(text.data());
  }
  state.counters["ns_per_node"] = arbor_bench::ns_per(static_cast<double>(nodes));
}
BENCHMARK(BM_W5_WriteTscn)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);

// The process's CPU seconds (user and system) and page faults so far.
struct Usage {
  double user = 0;
  double system = 0;
  double faults = 0;

  static Usage now() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    auto seconds = [](const timeval& t) { return double(t.tv_sec) + double(t.tv_usec) * 1e-6; };
    return {seconds(usage.ru_utime), seconds(usage.ru_stime), double(usage.ru_minflt)};
  }
  Usage operator-(const Usage& earlier) const {
    return {user - earlier.user, system - earlier.system, faults - earlier.faults};
  }
  Usage operator+(const Usage& other) const {
    return {user + other.user, system + other.system, faults + other.faults};
  }
};

// One load of a 1,000,000-node scene: the CPU seconds it takes (parse + instantiate), split into
// the two halves, and in user and system time (the kernel's share is mostly page faults on
// fresh memory, counted too). Its heap is measured by bench_scene_memory.cpp, whose counting
// allocator would slow this one down.
void BM_W5_Load1M(benchmark::State& state) {
  const std::int64_t nodes = arbor_bench::sized(1000000, 1000);
  const std::string text = generate_scene(nodes);
  Usage parsing;
  Usage instantiating;
  for (auto _ : state) {
    const Usage start = Usage::now();
    Ref<PackedScene> scene = parse(text);
    const Usage parsed = Usage::now();
    Node* root = scene->instantiate();
    instantiating = Usage::now() - parsed;
    parsing = parsed - start;
    state.PauseTiming();
    root->free();
    state.ResumeTiming();
  }
  const Usage total = parsing + instantiating;
  state.counters["cpu_seconds"] = total.user + total.system;
  state.counters["system_seconds"] = total.system;
  state.counters["parse_seconds"] = parsing.user + parsing.system;
  state.counters["instantiate_seconds"] = instantiating.user + instantiating.system;
  state.counters["page_faults"] = total.faults;
  state.counters["file_mb"] = static_cast<double>(text.size()) / 1e6;
}
BENCHMARK(BM_W5_Load1M)->Iterations(1)->Unit(benchmark::kMillisecond);

// The same load in one pass (instantiate_scene_text), which keeps no SceneState.
void BM_W5_Load1MOnePass(benchmark::State& state) {
  const std::int64_t nodes = arbor_bench::sized(1000000, 1000);
  const std::string text = generate_scene(nodes);
  Usage total;
  for (auto _ : state) {
    const Usage start = Usage::now();
    Node* root = w5::instantiate(text);
    total = Usage::now() - start;
    state.PauseTiming();
    root->free();
    state.ResumeTiming();
  }
  state.counters["cpu_seconds"] = total.user + total.system;
  state.counters["system_seconds"] = total.system;
  state.counters["page_faults"] = total.faults;
  state.counters["file_mb"] = static_cast<double>(text.size()) / 1e6;
}
BENCHMARK(BM_W5_Load1MOnePass)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
