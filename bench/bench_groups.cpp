// BM_W4_CallGroup: a native call on every member of a 100,000-node group. See
// docs/performance.md.

#include <benchmark/benchmark.h>

#include <cstdint>
#include <functional>
#include <vector>

#include "bench_support.h"

namespace {

using arbor_bench::Member;

struct GroupFixture {
  arbor::SceneTree tree;
  std::vector<Member*> members;
  arbor::StringName group{"enemies"};

  explicit GroupFixture(std::int64_t n) {
    members = arbor_bench::build_spread<Member>(tree.get_root(), n);
    for (Member* member : members) member->add_to_group(group);
  }
  [[nodiscard]] std::uint64_t total_hits() const {
    std::uint64_t total = 0;
    for (const Member* member : members) total += member->hits;
    return total;
  }
};

std::int64_t group_size() { return arbor_bench::sized(100000, 1000); }

// The allocation-free form: call_group(group, state, fn) with a captureless lambda.
void BM_W4_CallGroup(benchmark::State& state) {
  GroupFixture fixture(group_size());
  struct Damage {
    std::uint64_t amount = 1;
  } damage;
  for (auto _ : state) {
    fixture.tree.call_group(fixture.group, damage, [](arbor::Node* node, Damage& d) {
      static_cast<Member*>(node)->hit(d.amount);
    });
  }
  if (fixture.total_hits() != std::uint64_t(state.iterations()) * fixture.members.size()) {
    state.SkipWithError("not every member was called once per iteration");
    return;
  }
  state.counters["ns_per_node"] = arbor_bench::ns_per(double(fixture.members.size()));
  state.counters["members"] = double(fixture.members.size());
}
BENCHMARK(BM_W4_CallGroup)->Unit(benchmark::kMicrosecond);

// The std::function form.
void BM_W4_CallGroupFunction(benchmark::State& state) {
  GroupFixture fixture(group_size());
  std::uint64_t amount = 1;
  const std::function<void(arbor::Node*)> fn = [&amount](arbor::Node* node) {
    static_cast<Member*>(node)->hit(amount);
  };
  for (auto _ : state) {
    fixture.tree.call_group(fixture.group, fn);
  }
  if (fixture.total_hits() != std::uint64_t(state.iterations()) * fixture.members.size()) {
    state.SkipWithError("not every member was called once per iteration");
    return;
  }
  state.counters["ns_per_node"] = arbor_bench::ns_per(double(fixture.members.size()));
  state.counters["members"] = double(fixture.members.size());
}
BENCHMARK(BM_W4_CallGroupFunction)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
