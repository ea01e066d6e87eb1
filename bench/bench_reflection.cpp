// Signals and reflection: typed emission, emission through by-name connections, calls and
// property access by name through ClassDB. See docs/performance.md.
//   BM_SignalEmit/N        emit a Signal<int> with N connected lambdas   (ns per connection)
//   BM_W6_Signal           one emitter, 1,000 typed connections to lambdas (ns per delivery)
//   BM_W6_SignalToNodes    one emitter, 1,000 connections to node methods (ns per delivery)
//   BM_FreeConnectedNode/target/N  free a node that is the target of N connections from 100
//                                  emitters (ns per connection; linear in N)
//   BM_FreeConnectedNode/source/N  free a node that emits to N targets connected by name
//   BM_GetPropertyByName   Object::get("position")                          (ns per get)
//   BM_SignalEmitByName    emit to a method connected by name (Variant marshalling; ns per emit)
//   BM_CallByName          Object::call("add", 1, 2) through a MethodBind   (ns per call)
//   BM_SetPropertyByName   Object::set("position", Vector3)                 (ns per set)
//   BM_SetIndexed          Object::set_indexed("position:x", 1.0)           (ns per set)

#include <benchmark/benchmark.h>

#include "arbor/arbor.h"
#include "arbor/core/object/class_db.h"
#include "bench_support.h"

namespace {

using arbor::ClassDB;
using arbor::D_METHOD;

class Target : public arbor::Node3D {
  ARBOR_CLASS(Target, arbor::Node3D)

 public:
  std::int64_t sum = 0;
  int add(int a, int b) { return a + b; }
  void on_value(int value) { sum += value; }
  arbor::Signal<int> value_changed;

 protected:
  static void _bind_methods() {
    ClassDB::bind_method(D_METHOD("add", "a", "b"), &Target::add);
    ClassDB::bind_method(D_METHOD("on_value", "value"), &Target::on_value);
    ClassDB::add_signal(
        arbor::MethodInfo("value_changed", arbor::PropertyInfo(arbor::Variant::INT, "value")),
        &Target::value_changed);
  }
};

void BM_SignalEmit(benchmark::State& state) {
  arbor::Signal<int> signal;
  std::int64_t sum = 0;
  for (std::int64_t i = 0; i < state.range(0); ++i) signal.connect([&sum](int v) { sum += v; });
  for (auto _ : state) {
    signal.emit(1);
    benchmark::DoNotOptimize(sum);
  }
  state.counters["ns_per_connection"] = arbor_bench::ns_per(double(state.range(0)));
}
BENCHMARK(BM_SignalEmit)->Arg(1)->Arg(10);

void BM_W6_Signal(benchmark::State& state) {
  arbor::Signal<int> signal;
  std::int64_t sum = 0;
  const std::int64_t connections = arbor_bench::sized(1000, 10);
  for (std::int64_t i = 0; i < connections; ++i) signal.connect([&sum](int v) { sum += v; });
  for (auto _ : state) signal.emit(1);
  benchmark::DoNotOptimize(sum);
  state.counters["ns_per_delivery"] = arbor_bench::ns_per(double(connections));
}
BENCHMARK(BM_W6_Signal);

void BM_W6_SignalToNodes(benchmark::State& state) {
  arbor::Signal<int> signal;
  const std::int64_t connections = arbor_bench::sized(1000, 10);
  std::vector<std::unique_ptr<Target>> targets;
  for (std::int64_t i = 0; i < connections; ++i) {
    targets.push_back(std::make_unique<Target>());
    signal.connect(targets.back().get(), &Target::on_value);
  }
  for (auto _ : state) signal.emit(1);
  benchmark::DoNotOptimize(targets.front()->sum);
  state.counters["ns_per_delivery"] = arbor_bench::ns_per(double(connections));
}
BENCHMARK(BM_W6_SignalToNodes);

void BM_FreeConnectedNode(benchmark::State& state, bool as_source) {
  ClassDB::register_class<Target>();
  const std::int64_t connections = arbor_bench::smoke() ? 100 : state.range(0);
  std::vector<std::unique_ptr<Target>> others(as_source ? std::size_t(connections) : 100);
  for (auto& other : others) other = std::make_unique<Target>();
  for (auto _ : state) {
    state.PauseTiming();
    auto* node = new Target();
    for (std::int64_t i = 0; i < connections; ++i) {
      Target* other = others[std::size_t(i) % others.size()].get();
      if (as_source) {
        node->connect("value_changed", other, "on_value");
      } else {
        // A method connects to a signal once, so the emitters' many connections each have a
        // handler of their own, tracked as a method connection is.
        other->value_changed.connect_tracked(node, [node](int value) { node->on_value(value); });
      }
    }
    state.ResumeTiming();
    node->free();
  }
  state.SetComplexityN(connections);
  state.counters["ns_per_connection"] = arbor_bench::ns_per(double(connections));
}
BENCHMARK_CAPTURE(BM_FreeConnectedNode, target, false)
    ->Arg(1000)
    ->Arg(25000)
    ->Arg(100000)
    ->Complexity(benchmark::oN);
BENCHMARK_CAPTURE(BM_FreeConnectedNode, source, true)
    ->Arg(1000)
    ->Arg(25000)
    ->Arg(100000)
    ->Complexity(benchmark::oN);

void BM_SignalEmitByName(benchmark::State& state) {
  ClassDB::register_class<Target>();
  auto source = std::make_unique<Target>();
  auto target = std::make_unique<Target>();
  source->connect("value_changed", target.get(), "on_value");
  for (auto _ : state) source->value_changed.emit(1);
  benchmark::DoNotOptimize(target->sum);
  state.counters["ns_per_emit"] = arbor_bench::ns_per(1);
}
BENCHMARK(BM_SignalEmitByName);

void BM_CallByName(benchmark::State& state) {
  ClassDB::register_class<Target>();
  auto target = std::make_unique<Target>();
  const arbor::StringName method("add");
  for (auto _ : state) benchmark::DoNotOptimize(target->call(method, 1, 2));
  state.counters["ns_per_call"] = arbor_bench::ns_per(1);
}
BENCHMARK(BM_CallByName);

void BM_SetPropertyByName(benchmark::State& state) {
  auto node = std::make_unique<arbor::Node3D>();
  const arbor::StringName property("position");
  const arbor::Variant value(arbor::Vector3(1, 2, 3));
  for (auto _ : state) benchmark::DoNotOptimize(node->set(property, value));
  state.counters["ns_per_set"] = arbor_bench::ns_per(1);
}
BENCHMARK(BM_SetPropertyByName);

void BM_GetPropertyByName(benchmark::State& state) {
  auto node = std::make_unique<arbor::Node3D>();
  const arbor::StringName property("position");
  for (auto _ : state) benchmark::DoNotOptimize(node->get(property));
  state.counters["ns_per_get"] = arbor_bench::ns_per(1);
}
BENCHMARK(BM_GetPropertyByName);

void BM_SetIndexed(benchmark::State& state) {
  auto node = std::make_unique<arbor::Node3D>();
  const arbor::NodePath path("position:x");
  const arbor::Variant value(1.0);
  for (auto _ : state) benchmark::DoNotOptimize(node->set_indexed(path, value));
  state.counters["ns_per_set"] = arbor_bench::ns_per(1);
}
BENCHMARK(BM_SetIndexed);

}  // namespace

BENCHMARK_MAIN();
