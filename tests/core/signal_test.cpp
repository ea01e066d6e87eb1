#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/signal/deferred_calls.h"
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
  void on_other(int amount) { hits += 100 * amount; }
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

// Godot's Object::emit_signal pushes a CONNECT_DEFERRED connection's call, with that emission's
// arguments, to the message queue; nothing runs inside emit().
TEST(Signal, DeferredHandlersQueueOneCallPerEmissionWithItsArguments) {
  Signal<int, std::string> signal;
  std::vector<std::string> calls;
  signal.connect([&](int n, const std::string& text) { calls.push_back(std::to_string(n) + text); },
                 CONNECT_DEFERRED);
  signal.connect([&](int n, const std::string&) { calls.push_back("now " + std::to_string(n)); });
  std::string text = "a";
  signal.emit(1, text);
  text = "b";  // the queued call keeps a copy of the first emission's argument
  signal.emit(2, text);
  EXPECT_EQ(calls, (std::vector<std::string>{"now 1", "now 2"}));
  EXPECT_EQ(get_deferred_call_count(), 2u);
  EXPECT_EQ(flush_deferred_calls(), 2u);
  EXPECT_EQ(calls, (std::vector<std::string>{"now 1", "now 2", "1a", "2b"}));
  EXPECT_EQ(get_deferred_call_count(), 0u);
  EXPECT_EQ(flush_deferred_calls(), 0u);
}

TEST(Signal, DeferredOneShotQueuesOnlyTheFirstEmission) {
  Signal<int> signal;
  std::vector<int> seen;
  const Connection once =
      signal.connect([&](int n) { seen.push_back(n); }, CONNECT_DEFERRED | CONNECT_ONE_SHOT);
  signal.emit(1);
  EXPECT_FALSE(signal.is_connected(once));
  signal.emit(2);
  EXPECT_EQ(flush_deferred_calls(), 1u);
  EXPECT_EQ(seen, (std::vector<int>{1}));
}

TEST(Signal, CallsQueuedDuringAFlushRunInTheSameFlush) {
  Signal<int> signal;
  std::vector<int> seen;
  signal.connect(
      [&](int n) {
        seen.push_back(n);
        if (n < 3) signal.emit(n + 1);
      },
      CONNECT_DEFERRED);
  signal.emit(1);
  EXPECT_EQ(flush_deferred_calls(), 3u);
  EXPECT_EQ(seen, (std::vector<int>{1, 2, 3}));
}

TEST(Signal, ADeferredCallToAFreedNodeIsDropped) {
  Signal<int> signal;
  auto* kept = new Listener();
  auto* freed = new Listener();
  signal.connect(kept, &Listener::on_hit, CONNECT_DEFERRED);
  signal.connect(freed, &Listener::on_hit, CONNECT_DEFERRED);
  signal.emit(3);
  EXPECT_EQ(kept->hits, 0);
  freed->free();
  EXPECT_EQ(flush_deferred_calls(), 1u);
  EXPECT_EQ(kept->hits, 3);
  kept->free();
}

// Godot's Object::connect: "Signal '...' is already connected to given callable" unless
// CONNECT_REFERENCE_COUNTED, which counts a reference per connect; each disconnect removes one.
TEST(Signal, AMethodOfATargetConnectsOnce) {
  Signal<int> signal;
  auto* listener = new Listener();
  const Connection first = signal.connect(listener, &Listener::on_hit);
  EXPECT_THROW(signal.connect(listener, &Listener::on_hit), Error);
  EXPECT_THROW(signal.connect(listener, &Listener::on_hit, CONNECT_DEFERRED), Error);
  EXPECT_EQ(signal.get_connection_count(), 1);
  EXPECT_EQ(signal.get_connection_flags(first), 0u);  // unchanged by the refused connects
  signal.connect(listener, &Listener::on_other);      // another method is another connection
  auto* other = new Listener();
  signal.connect(other, &Listener::on_hit);  // and so is another target
  signal.emit(1);
  EXPECT_EQ(listener->hits, 101);
  EXPECT_EQ(other->hits, 1);
  EXPECT_EQ(signal.get_connection_count(), 3);
  listener->free();
  other->free();
}

TEST(Signal, ReferenceCountedConnectionsGoWhenTheLastReferenceIsDisconnected) {
  Signal<int> signal;
  auto* listener = new Listener();
  const Connection first = signal.connect(listener, &Listener::on_hit, CONNECT_REFERENCE_COUNTED);
  const Connection second = signal.connect(listener, &Listener::on_hit, CONNECT_REFERENCE_COUNTED);
  const Connection third = signal.connect(listener, &Listener::on_hit, CONNECT_REFERENCE_COUNTED);
  EXPECT_EQ(first, second);
  EXPECT_EQ(first, third);
  EXPECT_EQ(signal.get_connection_count(), 1);
  signal.emit(2);
  EXPECT_EQ(listener->hits, 2);  // one connection, called once
  EXPECT_TRUE(signal.disconnect(first));
  EXPECT_TRUE(signal.disconnect(first));
  EXPECT_TRUE(signal.is_connected(first));
  EXPECT_TRUE(signal.disconnect(first));
  EXPECT_FALSE(signal.is_connected(first));
  EXPECT_FALSE(signal.disconnect(first));
  signal.emit(2);
  EXPECT_EQ(listener->hits, 2);
  listener->free();
}

// Godot counts from zero for a connection made without the flag: a counted connect then adds
// one reference, and one disconnect removes the connection.
TEST(Signal, ACountedConnectOfAPlainConnectionNeedsOneDisconnect) {
  Signal<int> signal;
  auto* listener = new Listener();
  const Connection plain = signal.connect(listener, &Listener::on_hit);
  EXPECT_EQ(signal.connect(listener, &Listener::on_hit, CONNECT_REFERENCE_COUNTED), plain);
  EXPECT_TRUE(signal.disconnect(plain));
  EXPECT_FALSE(signal.is_connected(plain));
  listener->free();
}

TEST(Signal, FreeingTheTargetRemovesACountedConnectionWhole) {
  Signal<int> signal;
  auto* listener = new Listener();
  signal.connect(listener, &Listener::on_hit, CONNECT_REFERENCE_COUNTED);
  signal.connect(listener, &Listener::on_hit, CONNECT_REFERENCE_COUNTED);
  listener->free();
  EXPECT_EQ(signal.get_connection_count(), 0);
}

TEST(Signal, LambdasAreNewConnectionsEachTime) {
  Signal<> signal;
  int calls = 0;
  const auto handler = [&] { ++calls; };
  const Connection a = signal.connect(handler);
  const Connection b = signal.connect(handler);
  EXPECT_NE(a, b);
  signal.emit();
  EXPECT_EQ(calls, 2);
}

}  // namespace
}  // namespace arbor
