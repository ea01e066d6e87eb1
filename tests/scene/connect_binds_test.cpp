// Node::connect with binds and unbinds (Godot's Callable.bind / unbind on a connection): the
// arguments the method receives, the checks made at connect time, what the connection records.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "arbor/arbor.h"
#include "arbor/core/object/class_db.h"

namespace arbor::test {
namespace {

/// Emits a two-argument signal.
class BindEmitter : public Node {
  ARBOR_CLASS(BindEmitter, Node)

 public:
  Signal<int, std::string> hit;

 protected:
  static void _bind_methods() {
    ClassDB::add_signal(MethodInfo("hit", PropertyInfo(Variant::INT, "damage"),
                                   PropertyInfo(Variant::STRING, "who")),
                        &BindEmitter::hit);
  }
};

/// Records what its methods receive.
class BindReceiver : public Node {
  ARBOR_CLASS(BindReceiver, Node)

 public:
  std::vector<std::string> log;
  void on_damage(int damage) { log.push_back("damage " + std::to_string(damage)); }
  void on_hit(int damage, std::string_view who) {
    log.push_back("hit " + std::to_string(damage) + " " + std::string(who));
  }
  void on_hit_tagged(int damage, std::string_view who, int tag) {
    log.push_back("tagged " + std::to_string(damage) + " " + std::string(who) + " " +
                  std::to_string(tag));
  }
  void on_hit_marked(int damage, std::string_view who, int mark) {
    log.push_back("marked " + std::to_string(damage) + " " + std::string(who) + " " +
                  std::to_string(mark));
  }
  void on_nothing() { log.push_back("nothing"); }

 protected:
  static void _bind_methods() {
    ClassDB::bind_method(D_METHOD("on_damage", "damage"), &BindReceiver::on_damage);
    ClassDB::bind_method(D_METHOD("on_hit", "damage", "who"), &BindReceiver::on_hit);
    ClassDB::bind_method(D_METHOD("on_hit_tagged", "damage", "who", "tag"),
                         &BindReceiver::on_hit_tagged);
    ClassDB::bind_method(D_METHOD("on_hit_marked", "damage", "who", "mark"),
                         &BindReceiver::on_hit_marked);
    ClassDB::bind_method(D_METHOD("on_nothing"), &BindReceiver::on_nothing);
  }
};

class ConnectBinds : public ::testing::Test {
 protected:
  void SetUp() override {
    ClassDB::register_class<BindEmitter>();
    ClassDB::register_class<BindReceiver>();
    emitter = tree.get_root()->add_child(std::make_unique<BindEmitter>());
    receiver = tree.get_root()->add_child(std::make_unique<BindReceiver>());
  }

  SceneTree tree;
  BindEmitter* emitter = nullptr;
  BindReceiver* receiver = nullptr;
};

TEST_F(ConnectBinds, BindsAreAppendedToTheSignalsArguments) {
  emitter->connect("hit", receiver, "on_hit_tagged", 0, Array{7});
  emitter->hit.emit(5, "ann");
  EXPECT_EQ(receiver->log, (std::vector<std::string>{"tagged 5 ann 7"}));
}

TEST_F(ConnectBinds, UnbindsDropTheLastArguments) {
  emitter->connect("hit", receiver, "on_damage", 0, Array(), 1);
  emitter->connect("hit", receiver, "on_nothing", 0, Array(), 2);
  emitter->hit.emit(5, "ann");
  EXPECT_EQ(receiver->log, (std::vector<std::string>{"damage 5", "nothing"}));
}

TEST_F(ConnectBinds, UnbindsApplyBeforeBinds) {
  emitter->connect("hit", receiver, "on_hit", 0, Array{"bob"}, 1);
  emitter->hit.emit(5, "ann");
  EXPECT_EQ(receiver->log, (std::vector<std::string>{"hit 5 bob"}));
}

TEST_F(ConnectBinds, TheMethodMustTakeWhatTheConnectionPasses) {
  EXPECT_THROW(emitter->connect("hit", receiver, "on_hit_tagged", 0, Array{"not an int"}), Error);
  EXPECT_THROW(emitter->connect("hit", receiver, "on_hit", 0, Array{1}), Error);
  EXPECT_THROW(emitter->connect("hit", receiver, "on_hit", 0, Array(), 1), Error);
  EXPECT_THROW(emitter->connect("hit", receiver, "on_nothing", 0, Array(), 3), Error);
  EXPECT_THROW(emitter->connect("hit", receiver, "on_hit", 0, Array(), -1), Error);
  try {
    emitter->connect("hit", receiver, "on_hit", 0, Array{1}, 1);
    FAIL();
  } catch (const Error& error) {
    const std::string message = error.what();
    EXPECT_NE(message.find("hit(damage: int, who: String)"), std::string::npos) << message;
    EXPECT_NE(message.find("unbinds 1 and 1 binds"), std::string::npos) << message;
    EXPECT_NE(message.find("(int, int)"), std::string::npos) << message;
    EXPECT_NE(message.find("on_hit(int, String)"), std::string::npos) << message;
  }
  EXPECT_TRUE(emitter->get_signal_connections().empty());
  EXPECT_EQ(emitter->hit.get_connection_count(), 0);
}

TEST_F(ConnectBinds, TheConnectionRecordsACopyOfItsBindsAndItsUnbinds) {
  Array binds{"bob"};
  emitter->connect("hit", receiver, "on_hit", CONNECT_PERSIST, binds, 1);
  binds.set(0, "changed later");
  emitter->hit.emit(3, "ann");
  EXPECT_EQ(receiver->log, (std::vector<std::string>{"hit 3 bob"}));
  const std::vector<ConnectionInfo> list = emitter->get_signal_connections("hit");
  ASSERT_EQ(list.size(), 1u);
  EXPECT_EQ(list[0].binds, (Array{"bob"}));
  EXPECT_EQ(list[0].unbinds, 1);
  EXPECT_EQ(list[0].flags, std::uint32_t(CONNECT_PERSIST));
  ASSERT_EQ(receiver->get_incoming_connections().size(), 1u);
  EXPECT_EQ(receiver->get_incoming_connections()[0].binds, (Array{"bob"}));
}

TEST_F(ConnectBinds, WithoutBindsTheConnectionRecordsNone) {
  emitter->connect("hit", receiver, "on_hit");
  const std::vector<ConnectionInfo> list = emitter->get_signal_connections("hit");
  ASSERT_EQ(list.size(), 1u);
  EXPECT_TRUE(list[0].binds.is_empty());
  EXPECT_EQ(list[0].unbinds, 0);
}

TEST_F(ConnectBinds, DeferredAndOneShotConnectionsKeepTheirBinds) {
  emitter->connect("hit", receiver, "on_hit_tagged", CONNECT_DEFERRED, Array{1});
  emitter->connect("hit", receiver, "on_hit_marked", CONNECT_ONE_SHOT, Array{2});
  tree.process_frame.connect([this] { emitter->hit.emit(9, "x"); });
  tree.tick(1.0 / 60);
  tree.tick(1.0 / 60);
  EXPECT_EQ(receiver->log,
            (std::vector<std::string>{"marked 9 x 2", "tagged 9 x 1", "tagged 9 x 1"}));
}

}  // namespace
}  // namespace arbor::test
