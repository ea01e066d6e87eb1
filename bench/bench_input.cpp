// Input routing: BM_InputRoute pushes one key event through a tree of 100,000 nodes of which
// `handlers` (1,000 in the headline case) have _input on, spread evenly through the tree. The
// cost per event should follow the handlers, not the tree. BM_InputHandlersDirect calls the
// same handlers from an array, the floor routing is compared with. See docs/input.md.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "arbor/core/input/input_event_key.h"
#include "bench_support.h"

namespace {

// A node with a trivial _input: counts the events it sees.
class InputSink : public arbor::Node {
  ARBOR_CLASS(InputSink, arbor::Node)

 public:
  std::uint64_t seen = 0;
  void deliver(const arbor::InputEvent& event) { _input(event); }

 protected:
  void _input(const arbor::InputEvent& event) override {
    (void)event;
    ++seen;
  }
};

void BM_InputRoute(benchmark::State& state) {
  const std::int64_t total = arbor_bench::sized(100000, 2000);
  const std::int64_t handlers = std::min<std::int64_t>(state.range(0), total);
  arbor::SceneTree tree;
  const std::vector<InputSink*> nodes =
      arbor_bench::build_spread<InputSink>(tree.get_root(), total);
  // Keep every (total / handlers)-th node in tree order handling input.
  const std::int64_t stride = total / handlers;
  std::int64_t order = 0;
  std::vector<arbor::Node*> preorder;
  preorder.reserve(std::size_t(total));
  for (arbor::Node* top : tree.get_root()->get_children()) {
    preorder.push_back(top);
    for (arbor::Node* child : top->get_children()) preorder.push_back(child);
  }
  for (arbor::Node* node : preorder) node->set_process_input(order++ % stride == 0);

  arbor::InputEventKey event;
  event.set_keycode(arbor::Key::SPACE);
  event.set_pressed(true);
  tree.push_input(event);  // warm: sizes the snapshot buffer
  const std::uint64_t before = nodes.front()->seen;
  for (auto _ : state) {
    tree.push_input(event);
  }
  if (nodes.front()->seen - before != std::uint64_t(state.iterations())) {
    state.SkipWithError("the first handler did not see every event");
    return;
  }
  state.counters["us_per_event"] = arbor_bench::us_per(1.0);
  state.counters["ns_per_handler"] = arbor_bench::ns_per(double(handlers));
  state.counters["handlers"] = double(handlers);
  state.counters["nodes"] = double(total);
}
BENCHMARK(BM_InputRoute)->Arg(100)->Arg(1000)->Arg(10000);

// The floor BM_InputRoute is measured against: the same handlers' _input called directly from
// an array, with no routing at all.
void BM_InputHandlersDirect(benchmark::State& state) {
  const std::int64_t total = arbor_bench::sized(100000, 2000);
  const std::int64_t handlers = std::min<std::int64_t>(state.range(0), total);
  arbor::SceneTree tree;
  arbor_bench::build_spread<InputSink>(tree.get_root(), total);
  std::vector<InputSink*> chosen;
  std::int64_t order = 0;
  const std::int64_t stride = total / handlers;
  for (arbor::Node* top : tree.get_root()->get_children()) {
    if (order++ % stride == 0) chosen.push_back(static_cast<InputSink*>(top));
    for (arbor::Node* child : top->get_children()) {
      if (order++ % stride == 0) chosen.push_back(static_cast<InputSink*>(child));
    }
  }
  arbor::InputEventKey event;
  for (auto _ : state) {
    for (std::size_t i = chosen.size(); i-- > 0;) chosen[i]->deliver(event);
  }
  state.counters["ns_per_handler"] = arbor_bench::ns_per(double(chosen.size()));
}
BENCHMARK(BM_InputHandlersDirect)->Arg(1000);

}  // namespace

BENCHMARK_MAIN();
