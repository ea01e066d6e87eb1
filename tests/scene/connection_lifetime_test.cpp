// Connection lifetime: a connection is removed as soon as either end goes away (a connection
// between nodes is removed automatically when either node is freed), each in O(1); the other
// end's listings forget it at once, and emissions in progress stay safe.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "arbor/arbor.h"
#include "arbor/core/object/class_db.h"

namespace arbor::test {
namespace {

class Emitter : public Node {
  ARBOR_CLASS(Emitter, Node)

 public:
  Signal<int> fired;

 protected:
  static void _bind_methods() {
    ClassDB::add_signal(MethodInfo("fired", PropertyInfo(Variant::INT, "value")), &Emitter::fired);
  }
};

class Catcher : public Node {
  ARBOR_CLASS(Catcher, Node)

 public:
  std::vector<int>* log = nullptr;
  int tag = 0;
  void on_fired(int value) {
    if (log) log->push_back(tag * 1000 + value);
  }
  void on_fired_late(int value) { on_fired(value + 500); }

 protected:
  static void _bind_methods() {
    ClassDB::bind_method(D_METHOD("on_fired", "value"), &Catcher::on_fired);
    ClassDB::bind_method(D_METHOD("on_fired_late", "value"), &Catcher::on_fired_late);
  }
};

class ConnectionLifetime : public ::testing::Test {
 protected:
  void SetUp() override {
    ClassDB::register_class<Emitter>();
    ClassDB::register_class<Catcher>();
  }
  Catcher* catcher(int tag) {
    auto* node = new Catcher();
    node->tag = tag;
    node->log = &log;
    return node;
  }
  std::vector<int> log;
};

TEST_F(ConnectionLifetime, FreeingATargetRemovesItsConnectionAtOnce) {
  Signal<int> signal;
  Catcher* a = catcher(1);
  Catcher* b = catcher(2);
  Catcher* c = catcher(3);
  signal.connect(a, &Catcher::on_fired);
  const Connection to_b = signal.connect(b, &Catcher::on_fired);
  signal.connect(c, &Catcher::on_fired);
  signal.connect([this](int value) { log.push_back(value); });
  b->free();
  EXPECT_EQ(signal.get_connection_count(), 3);
  EXPECT_FALSE(signal.is_connected(to_b));
  EXPECT_FALSE(signal.disconnect(to_b));
  signal.emit(7);
  EXPECT_EQ(log, (std::vector<int>{1007, 3007, 7}));
  a->free();
  c->free();
}

TEST_F(ConnectionLifetime, ATargetFreedByAnEarlierHandlerIsNotCalled) {
  Signal<int> signal;
  Catcher* a = catcher(1);
  Catcher* b = catcher(2);
  signal.connect(a, &Catcher::on_fired);
  signal.connect([&](int) { b->free(); });
  signal.connect(b, &Catcher::on_fired);
  signal.connect(a, &Catcher::on_fired_late);
  signal.emit(1);
  EXPECT_EQ(log, (std::vector<int>{1001, 1501}));
  EXPECT_EQ(signal.get_connection_count(), 3);
  a->free();
  EXPECT_EQ(signal.get_connection_count(), 1);
}

TEST_F(ConnectionLifetime, TargetsFreedOneByOneLeaveTheRestInOrder) {
  // Enough targets that removals compact the slot storage many times, in a shuffled order,
  // so every remaining connection must have followed its slot.
  Signal<int> signal;
  std::vector<Catcher*> targets;
  for (int i = 0; i < 300; ++i) {
    targets.push_back(catcher(i));
    signal.connect(targets.back(), &Catcher::on_fired);
  }
  std::vector<Catcher*> order = targets;
  std::shuffle(order.begin(), order.end(), std::mt19937(42));
  for (std::size_t freed = 0; freed < order.size(); ++freed) {
    order[freed]->tag = -1;
    order[freed]->free();
    if (freed % 50 != 0) continue;
    log.clear();
    signal.emit(0);
    std::vector<int> expected;
    for (Catcher* target : targets) {
      if (std::find(order.begin(), order.begin() + long(freed) + 1, target) ==
          order.begin() + long(freed) + 1) {
        expected.push_back(target->tag * 1000);
      }
    }
    EXPECT_EQ(log, expected) << "after freeing " << freed + 1;
    EXPECT_EQ(signal.get_connection_count(), int(order.size() - freed - 1));
  }
  EXPECT_EQ(signal.get_connection_count(), 0);
}

TEST_F(ConnectionLifetime, AFreedSourceDisappearsFromTheTargetsIncomingList) {
  auto* kept = new Emitter();
  auto* doomed = new Emitter();
  Catcher* target = catcher(1);
  kept->connect("fired", target, "on_fired");
  doomed->connect("fired", target, "on_fired");
  kept->connect("fired", target, "on_fired_late", CONNECT_DEFERRED);
  ASSERT_EQ(target->get_incoming_connections().size(), 3u);
  doomed->free();
  const std::vector<ConnectionInfo> incoming = target->get_incoming_connections();
  ASSERT_EQ(incoming.size(), 2u);
  EXPECT_EQ(incoming[0].source, kept->get_instance_id());
  EXPECT_EQ(incoming[0].flags, 0u);
  EXPECT_EQ(incoming[1].flags, std::uint32_t(CONNECT_DEFERRED));
  target->free();
  EXPECT_TRUE(kept->get_signal_connections().empty());
  EXPECT_EQ(kept->fired.get_connection_count(), 0);
  kept->free();
}

TEST_F(ConnectionLifetime, ListingsKeepConnectionOrderAcrossRemovals) {
  auto* source = new Emitter();
  std::vector<Catcher*> targets;
  std::vector<Connection> connections;
  for (int i = 0; i < 8; ++i) {
    targets.push_back(catcher(i));
    connections.push_back(source->connect("fired", targets.back(), "on_fired"));
  }
  source->disconnect("fired", connections[2]);
  targets[5]->free();
  targets[0]->free();
  std::vector<NodeId> listed;
  for (const ConnectionInfo& info : source->get_signal_connections("fired")) {
    listed.push_back(info.target);
  }
  EXPECT_EQ(listed,
            (std::vector<NodeId>{targets[1]->get_instance_id(), targets[3]->get_instance_id(),
                                 targets[4]->get_instance_id(), targets[6]->get_instance_id(),
                                 targets[7]->get_instance_id()}));
  source->fired.emit(0);
  EXPECT_EQ(log, (std::vector<int>{1000, 3000, 4000, 6000, 7000}));
  source->free();
  for (int i : {1, 2, 3, 4, 6, 7}) {
    EXPECT_TRUE(targets[std::size_t(i)]->get_incoming_connections().empty());
    targets[std::size_t(i)]->free();
  }
}

TEST_F(ConnectionLifetime, ANodeConnectedToItselfFreesCleanly) {
  auto* node = new Emitter();
  auto* other = catcher(1);
  node->connect("fired", other, "on_fired");
  node->fired.connect_tracked(node, [node](int) { node->set_meta("seen", true); });
  EXPECT_EQ(node->fired.get_connection_count(), 2);
  node->free();
  EXPECT_TRUE(other->get_incoming_connections().empty());
  other->free();
}

TEST_F(ConnectionLifetime, OneShotByNameIsUnlistedBeforeItsCall) {
  auto* source = new Emitter();
  Catcher* target = catcher(4);
  source->connect("fired", target, "on_fired", CONNECT_ONE_SHOT);
  std::size_t listed_during_call = 99;
  source->fired.connect(
      [&](int) { listed_during_call = target->get_incoming_connections().size(); });
  source->fired.emit(2);
  source->fired.emit(3);
  EXPECT_EQ(log, (std::vector<int>{4002}));
  EXPECT_EQ(listed_during_call, 0u);
  EXPECT_TRUE(source->get_signal_connections().empty());
  source->free();
  target->free();
}

TEST_F(ConnectionLifetime, ASignalDestroyedFirstLeavesNothingAtItsTargets) {
  Catcher* target = catcher(1);
  {
    Signal<int> scoped;
    scoped.connect(target, &Catcher::on_fired);
    auto* source = new Emitter();
    source->connect("fired", target, "on_fired");
    source->free();
  }
  EXPECT_TRUE(target->get_incoming_connections().empty());
  target->free();  // its links are gone: nothing to remove
}

TEST_F(ConnectionLifetime, AHandlerFreeingTheSourceAndTheTargetsMidEmission) {
  auto* source = new Emitter();
  Catcher* a = catcher(1);
  Catcher* b = catcher(2);
  source->connect("fired", a, "on_fired");
  source->fired.connect([&](int) {
    b->free();
    source->free();
  });
  source->connect("fired", b, "on_fired");
  source->fired.emit(5);
  EXPECT_EQ(log, (std::vector<int>{1005}));
  EXPECT_TRUE(a->get_incoming_connections().empty());
  a->free();
}

TEST_F(ConnectionLifetime, TwentyFiveThousandConnectionsGoWithTheirNode) {
  auto* hub = catcher(0);
  std::vector<std::unique_ptr<Emitter>> sources(12500);
  for (auto& source : sources) {
    source = std::make_unique<Emitter>();
    source->connect("fired", hub, "on_fired");
    source->connect("fired", hub, "on_fired_late");
  }
  EXPECT_EQ(hub->get_incoming_connections().size(), 25000u);
  hub->free();
  for (const auto& source : sources) {
    EXPECT_EQ(source->fired.get_connection_count(), 0);
    EXPECT_TRUE(source->get_signal_connections().empty());
  }
}

TEST_F(ConnectionLifetime, ThreadsConnectingAndFreeingTheirOwnNodesDoNotInterfere) {
  // Each thread has its own signals and nodes (as a loading thread instancing a scene has);
  // only the process's link table is shared.
  const auto work = [](int seed) {
    int remaining_total = 0;
    for (int round = 0; round < 200; ++round) {
      Signal<int> signal;
      std::vector<Catcher*> targets;
      for (int i = 0; i < 20; ++i) {
        targets.push_back(new Catcher());
        signal.connect(targets.back(), &Catcher::on_fired);
      }
      for (int i = (round + seed) % 2; i < 20; i += 2) targets[std::size_t(i)]->free();
      remaining_total += signal.get_connection_count();
      for (int i = 1 - (round + seed) % 2; i < 20; i += 2) targets[std::size_t(i)]->free();
      remaining_total += signal.get_connection_count();
    }
    return remaining_total;
  };
  int first = -1;
  int second = -1;
  std::thread other([&] { second = work(1); });
  first = work(0);
  other.join();
  EXPECT_EQ(first, 200 * 10);
  EXPECT_EQ(second, 200 * 10);
}

}  // namespace
}  // namespace arbor::test
