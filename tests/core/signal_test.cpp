#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "arbor/core/signal/signal.h"
#include "arbor/scene/node.h"

namespace arbor {
namespace {

TEST(Signal, HandlersRunInConnectionOrder) {
  Signal<int> signal;
  std::vector<std::string> calls;
  Connection first = signal.connect([&](int v) { calls.push_back("a" + std::to_string(v)); });
  signal.connect([&](int v) { calls.push_back("b" + std::to_string(v)); });
  EXPECT_EQ(signal.get_connection_count(), 2);
  EXPECT_TRUE(signal.is_connected(first));
  signal.emit(1);
  EXPECT_TRUE(signal.disconnect(first));
  EXPECT_FALSE(signal.disconnect(first));
  signal.emit(2);
  EXPECT_EQ(calls, (std::vector<std::string>{"a1", "b1", "b2"}));
}

TEST(Signal, ConnectingDuringAnEmissionTakesEffectNextTime) {
  Signal<> signal;
  int late_calls = 0;
  signal.connect([&] { signal.connect([&] { ++late_calls; }); });
  signal.emit();
  EXPECT_EQ(late_calls, 0);
  signal.emit();
  EXPECT_EQ(late_calls, 1);
}

TEST(Signal, DisconnectingDuringAnEmissionStopsLaterHandlers) {
  Signal<> signal;
  Connection second;
  int second_calls = 0;
  signal.connect([&] { signal.disconnect(second); });
  second = signal.connect([&] { ++second_calls; });
  signal.emit();
  EXPECT_EQ(second_calls, 0);
  EXPECT_EQ(signal.get_connection_count(), 1);
}

TEST(Signal, SelfDisconnectAndNestedEmission) {
  Signal<int> signal;
  std::vector<int> seen;
  Connection self;
  self = signal.connect([&](int depth) {
    seen.push_back(depth);
    if (depth == 0) signal.emit(1);  // nested emission
    if (depth == 1) signal.disconnect(self);
  });
  signal.emit(0);
  signal.emit(5);
  EXPECT_EQ(seen, (std::vector<int>{0, 1}));
}

TEST(Signal, OneShotDisconnectsBeforeTheCall) {
  Signal<> signal;
  int calls = 0;
  Connection once = signal.connect([&] { ++calls; }, CONNECT_ONE_SHOT);
  signal.connect([&] { EXPECT_FALSE(signal.is_connected(once)); });
  signal.emit();
  signal.emit();
  EXPECT_EQ(calls, 1);
}

class Listener : public Node {
  ARBOR_CLASS(Listener, Node)

 public:
  int hits = 0;
  void on_hit(int amount) { hits += amount; }
};

TEST(Signal, NodeMethodConnectionsAreDroppedWhenTheNodeIsFreed) {
  Signal<int> signal;
  auto* listener = new Listener();
  signal.connect(listener, &Listener::on_hit);
  signal.emit(3);
  EXPECT_EQ(listener->hits, 3);
  listener->free();
  EXPECT_EQ(signal.get_connection_count(), 0);
  signal.emit(4);  // must not touch the freed node
}

TEST(Signal, ExceptionsPropagateAndLeaveTheSignalUsable) {
  Signal<> signal;
  int calls = 0;
  signal.connect([] { throw std::runtime_error("handler failed"); });
  signal.connect([&] { ++calls; });
  EXPECT_THROW(signal.emit(), std::runtime_error);
  signal.emit_through([](auto&& call) {
    try {
      call();
    } catch (const std::exception&) {
    }
  });
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(signal.get_connection_count(), 2);
}

TEST(Signal, ScopedConnectionDisconnectsOnDestruction) {
  Signal<> signal;
  int calls = 0;
  {
    ScopedConnection scoped(signal, signal.connect([&] { ++calls; }));
    signal.emit();
  }
  signal.emit();
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(signal.get_connection_count(), 0);
}

}  // namespace
}  // namespace arbor
