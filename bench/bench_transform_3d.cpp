// Node3D transforms (W2): BM_W2_Wide and BM_W2_Deep (move the top, then read every leaf's global
// transform), BM_W2_MoveLeaf (one leaf moved in a 100,000-node tree), BM_W2_LookAt (look_at on
// 100,000 nodes) and BM_W2_MemoryPerNode3D (heap per Node3D, counted by a global operator new
// that sums malloc_usable_size, as bench_memory.cpp does). See docs/node_3d.md.

#include <benchmark/benchmark.h>
#include <malloc.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <vector>

#include "arbor/scene/node_3d.h"
#include "bench_support.h"

#include "heap_counter.h"

namespace {

using arbor::Node3D;
using arbor::real_t;
using arbor::Vector3;

/// A Node3D whose dirty flag the benchmarks can check.
class Probe3D : public Node3D {
  ARBOR_CLASS(Probe3D, Node3D)

 public:
  using Node3D::is_global_transform_dirty;
};

/// The W2 shapes below `holder`: returns the leaves; `nodes` counts every Node3D created.
struct Shape {
  Node3D* top = nullptr;
  std::vector<Probe3D*> leaves;
  std::int64_t nodes = 0;
};

// top -> `parents` -> `per_parent` leaves each (each parent's leaves allocated together).
Shape build_wide(arbor::Node* holder, std::int64_t parents, std::int64_t per_parent) {
  Shape shape;
  shape.leaves.reserve(std::size_t(parents * per_parent));
  shape.top = new Node3D();
  holder->add_child(shape.top);
  shape.nodes = 1;
  for (std::int64_t p = 0; p < parents; ++p) {
    auto* parent = new Node3D();
    shape.top->add_child(parent);
    parent->set_position({real_t(p), 0, 0});
    ++shape.nodes;
    for (std::int64_t i = 0; i < per_parent; ++i) {
      auto* leaf = new Probe3D();
      parent->add_child(leaf);
      leaf->set_position({0, real_t(i), 0});
      shape.leaves.push_back(leaf);
      ++shape.nodes;
    }
  }
  return shape;
}

// top -> `chains` chains of `depth` nodes each.
Shape build_deep(arbor::Node* holder, std::int64_t chains, std::int64_t depth) {
  Shape shape;
  shape.leaves.reserve(std::size_t(chains));
  shape.top = new Node3D();
  holder->add_child(shape.top);
  shape.nodes = 1;
  for (std::int64_t c = 0; c < chains; ++c) {
    Node3D* at = shape.top;
    for (std::int64_t d = 0; d < depth; ++d) {
      Node3D* next = d + 1 == depth ? new Probe3D() : new Node3D();
      at->add_child(next);
      next->set_position({0, 0, -1});
      at = next;
      ++shape.nodes;
    }
    shape.leaves.push_back(static_cast<Probe3D*>(at));
  }
  return shape;
}

// Moves the top, then reads every leaf's global transform (which recomputes every dirty node).
void move_top_read_leaves(benchmark::State& state, Shape& shape) {
  shape.top->rotate_y(0.001f);  // a rotation, so the products are not trivial
  real_t sum = 0;
  real_t x = 0;
  for (auto _ : state) {
    x += 1;
    shape.top->set_position({x, 0, 0});
    for (Probe3D* leaf : shape.leaves) sum += leaf->get_global_transform().origin.x;
    benchmark::DoNotOptimize(sum);
  }
  if (shape.leaves.front()->is_global_transform_dirty()) {
    state.SkipWithError("the leaves were not recomputed");
    return;
  }
  state.counters["ns_per_node"] = arbor_bench::ns_per(double(shape.nodes));
  state.counters["nodes"] = double(shape.nodes);
}

// W2 wide: top -> 100 -> 1,000 each (100,101 Node3Ds).
void BM_W2_Wide(benchmark::State& state) {
  arbor::SceneTree tree;
  Shape shape =
      build_wide(tree.get_root(), arbor_bench::sized(100, 10), arbor_bench::sized(1000, 20));
  move_top_read_leaves(state, shape);
}
BENCHMARK(BM_W2_Wide)->Unit(benchmark::kMicrosecond);

// W2 deep: top -> 1,000 chains of depth 100 (100,001 Node3Ds).
void BM_W2_Deep(benchmark::State& state) {
  arbor::SceneTree tree;
  Shape shape =
      build_deep(tree.get_root(), arbor_bench::sized(1000, 10), arbor_bench::sized(100, 20));
  move_top_read_leaves(state, shape);
}
BENCHMARK(BM_W2_Deep)->Unit(benchmark::kMicrosecond);

// One leaf of the wide tree moved and its global transform read: must not touch the rest.
void BM_W2_MoveLeaf(benchmark::State& state) {
  arbor::SceneTree tree;
  Shape shape =
      build_wide(tree.get_root(), arbor_bench::sized(100, 10), arbor_bench::sized(1000, 20));
  for (Probe3D* leaf : shape.leaves) (void)leaf->get_global_transform();
  Probe3D* moving = shape.leaves[shape.leaves.size() / 2];
  real_t x = 0;
  for (auto _ : state) {
    x += 1;
    moving->set_position({x, 0, 0});
    benchmark::DoNotOptimize(moving->get_global_transform().origin.x);
  }
  const bool others_clean =
      std::none_of(shape.leaves.begin(), shape.leaves.end(),
                   [](Probe3D* leaf) { return leaf->is_global_transform_dirty(); });
  if (!others_clean) {
    state.SkipWithError("moving one leaf dirtied other nodes");
    return;
  }
  state.counters["ns_per_op"] = arbor_bench::ns_per(1);
  state.counters["nodes"] = double(shape.nodes);
}
BENCHMARK(BM_W2_MoveLeaf);

// look_at on every leaf of the wide tree (under a rotated top), towards a moving target.
void BM_W2_LookAt(benchmark::State& state) {
  arbor::SceneTree tree;
  Shape shape =
      build_wide(tree.get_root(), arbor_bench::sized(100, 10), arbor_bench::sized(1000, 20));
  shape.top->rotate_y(0.5f);
  real_t t = 0;
  for (auto _ : state) {
    t += 1;
    const Vector3 target(t, 1000, -t);
    for (Probe3D* leaf : shape.leaves) leaf->look_at(target);
  }
  state.counters["ns_per_node"] = arbor_bench::ns_per(double(shape.leaves.size()));
  state.counters["nodes"] = double(shape.leaves.size());
}
BENCHMARK(BM_W2_LookAt)->Unit(benchmark::kMicrosecond);

// Heap per Node3D in a tree, built as `build` does, measured as bench_memory.cpp measures plain
// nodes (usable sizes of live operator new blocks, steady state after a first build).
template <class Build>
void memory_per_node(benchmark::State& state, Build&& build) {
  arbor::SceneTree tree;
  auto* holder = new arbor::Node();
  tree.get_root()->add_child(holder);
  double last = 0;
  double allocations = 0;
  double nodes = 0;
  for (auto _ : state) {
    const std::int64_t live_before = live_bytes();
    const std::int64_t count_before = g_allocations.load();
    const Shape shape = build(holder);
    nodes = double(shape.nodes);
    last = double(live_bytes() - live_before -
                  std::int64_t(shape.leaves.capacity() * sizeof(Probe3D*))) /
           nodes;
    allocations = double(g_allocations.load() - count_before - 1) / nodes;  // less `leaves`
    state.PauseTiming();
    while (holder->get_child_count() > 0) holder->get_child(-1)->free();
    state.ResumeTiming();
  }
  state.counters["bytes_per_node"] = last;
  state.counters["allocs_per_node"] = allocations;
  state.counters["sizeof_node3d"] = double(sizeof(Node3D));
  state.counters["nodes"] = nodes;
}

// The wide shape (parents of 1,000 children: their name index counts too).
void BM_W2_MemoryPerNode3D(benchmark::State& state) {
  memory_per_node(state, [](arbor::Node* holder) {
    return build_wide(holder, arbor_bench::sized(100, 10), arbor_bench::sized(1000, 20));
  });
}
BENCHMARK(BM_W2_MemoryPerNode3D)->Iterations(3)->Unit(benchmark::kMillisecond);

// The deep shape (one child per node, kept inside its parent: no child list, no name index).
void BM_W2_MemoryPerNode3D_Deep(benchmark::State& state) {
  memory_per_node(state, [](arbor::Node* holder) {
    return build_deep(holder, arbor_bench::sized(1000, 10), arbor_bench::sized(100, 20));
  });
}
BENCHMARK(BM_W2_MemoryPerNode3D_Deep)->Iterations(3)->Unit(benchmark::kMillisecond);

// A complete 8-ary tree of Node3Ds (no parent above 8 children, so no name index).
void BM_W2_MemoryPerNode3D_Fanout8(benchmark::State& state) {
  memory_per_node(state, [](arbor::Node* holder) {
    const std::int64_t n = arbor_bench::sized(100000, 200);
    Shape shape;  // every node but the top in `leaves`, which the measurement leaves out
    shape.leaves.reserve(std::size_t(n));
    shape.top = new Node3D();
    holder->add_child(shape.top);
    for (std::int64_t i = 0; i < n; ++i) {
      auto* node = new Probe3D();
      (i < 8 ? shape.top : shape.leaves[std::size_t(i / 8 - 1)])->add_child(node);
      shape.leaves.push_back(node);
    }
    shape.nodes = n + 1;
    return shape;
  });
}
BENCHMARK(BM_W2_MemoryPerNode3D_Fanout8)->Iterations(3)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
