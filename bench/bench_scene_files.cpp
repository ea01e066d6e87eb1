// Scene files (W5): BM_W5_LoadTscn (parse a generated .tscn and instantiate it: the figure the
// target is set for), BM_W5_ParseTscn and BM_W5_InstantiateTscn (the two halves),
// BM_W5_SaveTscn (pack a tree and write its text) and BM_W5_Load1M (one load of a
// 1,000,000-node scene: CPU time and heap per byte of file). The scene is the W5 shape: a root,
// 100 children, the rest as grandchildren, every node a Node3D with a transform. See
// docs/performance.md.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <ctime>
#include <memory>
#include <string>

#include "arbor/io/packed_scene.h"
#include "arbor/io/text_resource_format.h"
#include "arbor/scene/node_3d.h"
#include "bench_support.h"

#include "heap_counter.h"

namespace {

using arbor::Node;
using arbor::PackedScene;
using arbor::Ref;

constexpr int kChildren = 100;

// A transform with distinct, non-trivial numbers per node, as an editor writes them.
void append_transform(std::string& text, std::int64_t i) {
  const double x = static_cast<double>(i % 97) * 0.5;
  const double z = static_cast<double>(i % 89) * -0.25;
  text += "transform = Transform3D(0.866025, 0, 0.5, 0, 1, 0, -0.5, 0, 0.866025, ";
  text += std::to_string(x).substr(0, 5) + ", 1, " + std::to_string(z).substr(0, 6) + ")\n";
}

// The W5 scene with `nodes` nodes, as Godot 4 writes it.
std::string generate_scene(std::int64_t nodes) {
  std::string text = "[gd_scene format=3 uid=\"uid://bw5scene\"]\n\n";
  text += "[node name=\"Root\" type=\"Node3D\"]\n";
  append_transform(text, 0);
  const std::int64_t children = std::min<std::int64_t>(kChildren, nodes - 1);
  for (std::int64_t c = 0; c < children; ++c) {
    text += "\n[node name=\"C" + std::to_string(c) + "\" type=\"Node3D\" parent=\".\"]\n";
    append_transform(text, c + 1);
  }
  for (std::int64_t g = 0; g < nodes - 1 - children; ++g) {
    text += "\n[node name=\"G" + std::to_string(g) + "\" type=\"Node3D\" parent=\"C" +
            std::to_string(g % children) + "\"]\n";
    append_transform(text, g + children + 1);
  }
  return text;
}

Ref<PackedScene> parse(const std::string& text) {
  Ref<PackedScene> scene(new PackedScene());
  scene->set_state(arbor::read_scene_text(text, {.file = "w5.tscn", .project_root = {}}));
  return scene;
}

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

double cpu_seconds() {
  timespec now{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

// One load of a 1,000,000-node scene: the CPU seconds it takes and the heap it holds (the
// parsed state, then the state and the tree) per byte of file.
void BM_W5_Load1M(benchmark::State& state) {
  const std::int64_t nodes = arbor_bench::sized(1000000, 1000);
  const std::string text = generate_scene(nodes);
  double seconds = 0;
  double state_bytes = 0;
  double tree_bytes = 0;
  for (auto _ : state) {
    const std::int64_t before = g_live_bytes.load();
    const double start = cpu_seconds();
    Ref<PackedScene> scene = parse(text);
    state_bytes = static_cast<double>(g_live_bytes.load() - before);
    Node* root = scene->instantiate();
    seconds = cpu_seconds() - start;
    tree_bytes = static_cast<double>(g_live_bytes.load() - before) - state_bytes;
    state.PauseTiming();
    root->free();
    state.ResumeTiming();
  }
  const auto file_bytes = static_cast<double>(text.size());
  state.counters["cpu_seconds"] = seconds;
  state.counters["state_bytes_per_file_byte"] = state_bytes / file_bytes;
  state.counters["tree_bytes_per_node"] = tree_bytes / static_cast<double>(nodes);
  state.counters["file_mb"] = file_bytes / 1e6;
}
BENCHMARK(BM_W5_Load1M)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
