// BM_W3_Churn: create + attach + detach + free of a 10,001-node subtree (root -> 100 -> 99 each),
// lifecycle included, plus the two halves measured apart. See docs/performance.md.

#include <benchmark/benchmark.h>

#include "bench_support.h"

namespace {

struct Shape {
  int fanout;
  int fanout2;
  [[nodiscard]] int nodes() const { return 1 + fanout + fanout * fanout2; }
};

Shape churn_shape() { return arbor_bench::smoke() ? Shape{10, 9} : Shape{100, 99}; }

arbor::Node* make_holder(arbor::SceneTree& tree) {
  auto* holder = new arbor::Node();
  holder->set_name("Holder");
  tree.get_root()->add_child(holder);
  return holder;
}

// The whole life of a subtree: new, add_child under a node inside the tree (bind, enter_tree
// top-down, ready bottom-up), remove_child (exit_tree bottom-up, unbind, tree_exited), free.
void BM_W3_Churn(benchmark::State& state) {
  const Shape shape = churn_shape();
  arbor::SceneTree tree;
  arbor::Node* holder = make_holder(tree);
  for (auto _ : state) {
    arbor::Node* subtree = arbor_bench::build_churn_subtree(shape.fanout, shape.fanout2);
    holder->add_child(subtree);
    holder->remove_child(subtree);
    subtree->free();
  }
  if (tree.get_node_count() != 2) {
    state.SkipWithError("the subtree did not leave the tree");
    return;
  }
  state.counters["ns_per_node"] = arbor_bench::ns_per(shape.nodes());
  state.counters["nodes"] = shape.nodes();
}
BENCHMARK(BM_W3_Churn)->Unit(benchmark::kMicrosecond);

// Only create + free, never inside a tree (what ECS libraries' create/destroy compares with).
void BM_W3_Churn_CreateFree(benchmark::State& state) {
  const Shape shape = churn_shape();
  for (auto _ : state) {
    arbor::Node* subtree = arbor_bench::build_churn_subtree(shape.fanout, shape.fanout2);
    subtree->free();
  }
  state.counters["ns_per_node"] = arbor_bench::ns_per(shape.nodes());
}
BENCHMARK(BM_W3_Churn_CreateFree)->Unit(benchmark::kMicrosecond);

// Only attach + detach of one prebuilt subtree (after the first stay it enters again but does not
// ready again, as in Godot).
void BM_W3_Churn_AttachDetach(benchmark::State& state) {
  const Shape shape = churn_shape();
  arbor::SceneTree tree;
  arbor::Node* holder = make_holder(tree);
  arbor::Node* subtree = arbor_bench::build_churn_subtree(shape.fanout, shape.fanout2);
  for (auto _ : state) {
    holder->add_child(subtree);
    holder->remove_child(subtree);
  }
  subtree->free();
  state.counters["ns_per_node"] = arbor_bench::ns_per(shape.nodes());
}
BENCHMARK(BM_W3_Churn_AttachDetach)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
