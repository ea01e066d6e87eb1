// CONNECT_DEFERRED as Godot 4 has it: every emission of a deferred connection, whether its
// handler is a lambda, a node method or a method connected by name, queues one call with that
// emission's arguments; the calls run at the deferred step in the order they were queued,
// among the tree's call_deferred calls. Outside a tree the call still waits (Godot's message
// queue is flushed by the main loop, not by the node's tree).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "arbor/arbor.h"
#include "arbor/core/object/class_db.h"
#include "test_recorder.h"

namespace arbor::test {
namespace {

/// Records what its bound method receives.
class Pinged : public Node {
  ARBOR_CLASS(Pinged, Node)

 public:
  Log* log = nullptr;
  void on_ping() { log->add(get_name().str() + ":on_ping"); }

 protected:
  static void _bind_methods() { ClassDB::bind_method(D_METHOD("on_ping"), &Pinged::on_ping); }
};

class DeferredSignals : public ::testing::Test {
 protected:
  void SetUp() override { ClassDB::register_class<Pinged>(); }
  void TearDown() override { EXPECT_EQ(flush_deferred_calls(), 0u) << "calls left queued"; }

  Log log;
};

TEST_F(DeferredSignals, ALambdaRunsAtTheDeferredStepWithEachEmissionsArguments) {
  SceneTree tree;
  auto* node = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "N"));
  node->child_entered_tree.connect(
      [this](Node* child) { log.add("entered " + child->get_name().str()); }, CONNECT_DEFERRED);
  node->on_process = [this](Recorder* self) {
    self->add_child(std::make_unique<Node>())->set_name("A");
    self->add_child(std::make_unique<Node>())->set_name("B");
    log.add("process done");
    self->on_process = nullptr;
  };
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (std::vector<std::string>{"N:physics", "N:process", "process done",
                                                  "entered A", "entered B"}));
}

TEST_F(DeferredSignals, SignalCallsAndCallDeferredRunInTheOrderMade) {
  SceneTree tree;
  auto* node = tree.get_root()->add_child(std::make_unique<Recorder>(&log, "N"));
  auto* target = tree.get_root()->add_child(std::make_unique<Pinged>());
  target->set_name("T");
  target->log = &log;
  node->renamed.connect([this] { log.add("renamed (lambda)"); }, CONNECT_DEFERRED);
  node->connect("renamed", target, "on_ping", CONNECT_DEFERRED);
  node->on_process = [this, &tree](Recorder* self) {
    self->call_deferred([this] { log.add("call_deferred 1"); });
    self->set_name("M");
    tree.call_deferred([this] { log.add("call_deferred 2"); });
    self->on_process = nullptr;
  };
  log.clear();
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events,
            (std::vector<std::string>{"N:physics", "N:process", "call_deferred 1",
                                      "renamed (lambda)", "T:on_ping", "call_deferred 2"}));
}

TEST_F(DeferredSignals, OutsideATreeTheCallWaitsForTheNextFlush) {
  auto node = std::make_unique<Node>();
  auto target = std::make_unique<Pinged>();
  target->set_name("T");
  target->log = &log;
  node->renamed.connect([this] { log.add("renamed"); }, CONNECT_DEFERRED);
  node->connect("renamed", target.get(), "on_ping", CONNECT_DEFERRED);
  node->set_name("X");
  EXPECT_TRUE(log.events.empty());
  EXPECT_EQ(get_deferred_call_count(), 2u);
  SceneTree tree;  // any tree's deferred step on this thread runs them
  tree.tick(1.0 / 60);
  EXPECT_EQ(log.events, (std::vector<std::string>{"renamed", "T:on_ping"}));
}

TEST_F(DeferredSignals, ACallWhoseTargetIsFreedBeforeTheFlushIsDropped) {
  SceneTree tree;
  auto* node = tree.get_root()->add_child(std::make_unique<Node>());
  auto* target = tree.get_root()->add_child(std::make_unique<Pinged>());
  target->log = &log;
  node->connect("renamed", target, "on_ping", CONNECT_DEFERRED);
  node->set_name("X");
  target->free();
  tree.tick(1.0 / 60);
  EXPECT_TRUE(log.events.empty());
}

TEST_F(DeferredSignals, AThrowingDeferredHandlerIsReportedAndTheFlushGoesOn) {
  SceneTree tree;
  std::vector<CallbackError> errors;
  tree.set_error_handler([&](const CallbackError& error) { errors.push_back(error); });
  auto* node = tree.get_root()->add_child(std::make_unique<Node>());
  node->renamed.connect([] { throw Error("handler failed"); }, CONNECT_DEFERRED);
  node->renamed.connect([this] { log.add("second"); }, CONNECT_DEFERRED);
  node->set_name("X");
  tree.tick(1.0 / 60);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].callback, "deferred signal call");
  EXPECT_EQ(errors[0].message, "handler failed");
  EXPECT_EQ(log.events, (std::vector<std::string>{"second"}));
}

// Godot's Object::connect refuses a second connection of a signal to the same callable (bound
// arguments are not compared) unless CONNECT_REFERENCE_COUNTED.
class ConnectOnce : public DeferredSignals {
 protected:
  void SetUp() override {
    DeferredSignals::SetUp();
    source = tree.get_root()->add_child(std::make_unique<Node>());
    target = tree.get_root()->add_child(std::make_unique<Pinged>());
    target->set_name("T");
    target->log = &log;
  }

  SceneTree tree;
  Node* source = nullptr;
  Pinged* target = nullptr;
};

TEST_F(ConnectOnce, ASecondConnectionByNameThrowsAndChangesNothing) {
  const Connection first = source->connect("renamed", target, "on_ping");
  try {
    source->connect("renamed", target, "on_ping", CONNECT_DEFERRED);
    FAIL() << "a duplicate connection was made";
  } catch (const Error& error) {
    const std::string message = error.what();
    EXPECT_NE(message.find("already connected to method 'on_ping'"), std::string::npos) << message;
    EXPECT_NE(message.find("CONNECT_REFERENCE_COUNTED"), std::string::npos) << message;
  }
  EXPECT_THROW(source->connect("renamed", Callable(target, "on_ping")), Error);
  const std::vector<ConnectionInfo> connections = source->get_signal_connections("renamed");
  ASSERT_EQ(connections.size(), 1u);
  EXPECT_EQ(connections[0].connection, first);
  EXPECT_EQ(connections[0].flags, 0u);
  EXPECT_EQ(target->get_incoming_connections().size(), 1u);
  source->set_name("X");
  EXPECT_EQ(log.events, (std::vector<std::string>{"T:on_ping"}));
}

TEST_F(ConnectOnce, ReferenceCountedConnectionsCountConnectsAndDisconnects) {
  const Connection first = source->connect("renamed", target, "on_ping", CONNECT_REFERENCE_COUNTED);
  EXPECT_EQ(source->connect("renamed", Callable(target, "on_ping"), CONNECT_REFERENCE_COUNTED),
            first);
  EXPECT_EQ(source->get_signal_connections("renamed").size(), 1u);
  source->set_name("X");
  EXPECT_EQ(log.events, (std::vector<std::string>{"T:on_ping"}));
  EXPECT_TRUE(source->disconnect("renamed", Callable(target, "on_ping")));
  EXPECT_TRUE(source->is_connected("renamed", Callable(target, "on_ping")));
  EXPECT_TRUE(source->disconnect("renamed", first));
  EXPECT_FALSE(source->is_connected("renamed", Callable(target, "on_ping")));
  EXPECT_TRUE(target->get_incoming_connections().empty());
}

TEST_F(ConnectOnce, OtherMethodsAndOtherTargetsAreOtherConnections) {
  auto* other = tree.get_root()->add_child(std::make_unique<Pinged>());
  other->set_name("U");
  other->log = &log;
  source->connect("renamed", target, "on_ping");
  source->connect("renamed", other, "on_ping");
  source->connect("tree_exiting", target, "on_ping");
  source->set_name("X");
  EXPECT_EQ(log.events, (std::vector<std::string>{"T:on_ping", "U:on_ping"}));
}

}  // namespace
}  // namespace arbor::test
