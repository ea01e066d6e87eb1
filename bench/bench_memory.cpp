// BM_MemoryPerNode: bytes of heap per plain node in a tree, counted by a global operator new /
// operator delete that add up malloc_usable_size of every block. See docs/performance.md.

#include <benchmark/benchmark.h>
#include <malloc.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <vector>

#include "arbor/core/memory/heap_allocator.h"
#include "bench_support.h"

#include "heap_counter.h"

namespace {

// The heap in use as the allocator counts it. glibc's count (mallinfo2) includes each block's
// header and malloc() calls made outside operator new. mimalloc keeps no header in front of a
// block and does not answer mallinfo2: there the blocks' usable sizes are the footprint. The
// nodes come from Arbor's pool, whose blocks carry no header under either allocator.
std::int64_t malloc_in_use() {
  static const bool system_heap = arbor::heap_allocator() == "system malloc";
  if (!system_heap) return live_bytes();
  // Arbor's pool counted by its blocks, as live_bytes() does (its slabs are glibc blocks).
  const arbor::PooledMemory pool = arbor::pooled_memory();
  return std::int64_t(mallinfo2().uordblks) - std::int64_t(pool.bytes_reserved) +
         std::int64_t(pool.bytes_in_use);
}

// Builds `n` plain nodes in a tree (shape chosen by `build`), measures the heap they added, and
// frees them again. The first build in the process also grows the instance registry (8 bytes per
// id, allocated 65,536 ids at a time); it is reported apart as bytes_per_node_first.
template <class Build>
void memory_per_node(benchmark::State& state, std::int64_t n, Build&& build) {
  arbor::SceneTree tree;
  arbor::Node* holder = new arbor::Node();
  holder->set_name("Holder");
  tree.get_root()->add_child(holder);
  double first = -1;
  double last = 0;
  double last_malloc = 0;
  double allocations = 0;
  for (auto _ : state) {
    const std::int64_t live_before = live_bytes();
    const std::int64_t count_before = g_allocations.load();
    const std::int64_t malloc_before = malloc_in_use();
    build(holder, n);
    const std::int64_t live_after = live_bytes();
    last = double(live_after - live_before) / double(n);
    last_malloc = double(malloc_in_use() - malloc_before) / double(n);
    allocations = double(g_allocations.load() - count_before) / double(n);
    if (first < 0) first = last;
    state.PauseTiming();
    while (holder->get_child_count() > 0) holder->get_child(-1)->free();
    state.ResumeTiming();
  }
  if (tree.get_node_count() != 2) {
    state.SkipWithError("the nodes were not all freed");
    return;
  }
  state.counters["bytes_per_node"] = last;  // operator new, usable sizes, steady state
  state.counters["bytes_per_node_first"] = first;
  state.counters["malloc_bytes_per_node"] = last_malloc;  // headers and malloc() too
  state.counters["allocs_per_node"] = allocations;
  state.counters["sizeof_node"] = double(sizeof(arbor::Node));
  state.counters["nodes"] = double(n);
}

std::int64_t node_total() { return arbor_bench::sized(100000, 2000); }

// 100,000 plain nodes: holder -> 100 parents -> 999 children each (a flat scene: parents with
// more than 8 children keep a name index).
void BM_MemoryPerNode(benchmark::State& state) {
  memory_per_node(state, node_total(), [](arbor::Node* holder, std::int64_t n) {
    arbor_bench::build_spread<arbor::Node>(holder, n);
  });
}
BENCHMARK(BM_MemoryPerNode)->Iterations(3)->Unit(benchmark::kMillisecond);

// 100,000 plain nodes in a complete 8-ary tree (no parent has more than 8 children, so no name
// index): what a deep, narrow scene costs.
void BM_MemoryPerNode_Fanout8(benchmark::State& state) {
  memory_per_node(state, node_total(), [](arbor::Node* holder, std::int64_t n) {
    std::vector<arbor::Node*> nodes;
    nodes.reserve(std::size_t(n));
    for (std::int64_t i = 0; i < n; ++i) {
      auto* node = new arbor::Node();
      (i < 8 ? holder : nodes[std::size_t(i / 8 - 1)])->add_child(node);
      nodes.push_back(node);
    }
  });
}
BENCHMARK(BM_MemoryPerNode_Fanout8)->Iterations(3)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
