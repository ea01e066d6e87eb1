// Callable and SignalRef, Godot's CALLABLE and SIGNAL values: calling through them, what they
// hold once their node is freed, their Variant behaviour (equality, hashing, order, str()) and
// their text form, which Godot never stores (`Callable()`, `Signal()`).
#include <gtest/gtest.h>

#include <string>
#include <unordered_set>
#include <vector>

#include "arbor/arbor.h"
#include "arbor/core/error/parse_error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/core/variant/variant_text.h"

namespace arbor::test {
namespace {

/// A door with a two-argument signal and a method that stores a Callable.
class CallDoor : public Node {
  ARBOR_CLASS(CallDoor, Node)

 public:
  Signal<int, std::string> opened;
  Signal<> closed;
  Callable action;

  void set_action(Callable callable) { action = std::move(callable); }
  Callable get_action() const { return action; }

 protected:
  static void _bind_methods() {
    ClassDB::add_signal(MethodInfo("opened", PropertyInfo(Variant::INT, "width"),
                                   PropertyInfo(Variant::STRING, "who")),
                        &CallDoor::opened);
    ClassDB::add_signal(MethodInfo("closed"), &CallDoor::closed);
    ClassDB::bind_method(D_METHOD("set_action", "callable"), &CallDoor::set_action);
    ClassDB::bind_method(D_METHOD("get_action"), &CallDoor::get_action);
  }
};

/// Records the calls its bound methods receive.
class CallGuard : public Node {
  ARBOR_CLASS(CallGuard, Node)

 public:
  std::vector<std::string> log;
  int add(int a, int b) {
    log.push_back("add");
    return a + b;
  }
  void on_opened(int width, std::string_view who) {
    log.push_back("opened " + std::to_string(width) + " " + std::string(who));
  }
  void on_closed() { log.push_back("closed"); }
  void record(double value) { values.push_back(value); }
  double half_way(double progress) {
    (void)progress;
    return 0.5;
  }
  std::vector<double> values;

 protected:
  static void _bind_methods() {
    ClassDB::bind_method(D_METHOD("add", "a", "b"), &CallGuard::add);
    ClassDB::bind_method(D_METHOD("on_opened", "width", "who"), &CallGuard::on_opened);
    ClassDB::bind_method(D_METHOD("on_closed"), &CallGuard::on_closed);
    ClassDB::bind_method(D_METHOD("record", "value"), &CallGuard::record);
    ClassDB::bind_method(D_METHOD("half_way", "progress"), &CallGuard::half_way);
  }
};

class CallableTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ClassDB::register_class<CallDoor>();
    ClassDB::register_class<CallGuard>();
    door = tree.get_root()->add_child(std::make_unique<CallDoor>());
    guard = tree.get_root()->add_child(std::make_unique<CallGuard>());
  }

  SceneTree tree;
  CallDoor* door = nullptr;
  CallGuard* guard = nullptr;
};

TEST_F(CallableTest, CallsTheMethodByNameAndReturnsItsResult) {
  const Callable add(guard, "add");
  EXPECT_FALSE(add.is_null());
  EXPECT_TRUE(add.is_valid());
  EXPECT_EQ(add.get_object(), guard);
  EXPECT_EQ(add.get_object_id(), guard->get_instance_id());
  EXPECT_EQ(add.get_method(), StringName("add"));
  EXPECT_EQ(static_cast<int64_t>(add.call(2, 3)), 5);
  EXPECT_EQ(static_cast<int64_t>(add.callv(Array{4, 5})), 9);
  EXPECT_EQ(guard->log, (std::vector<std::string>{"add", "add"}));
}

TEST_F(CallableTest, AMissingMethodIsNotValidAndCallingItThrows) {
  const Callable missing(guard, "fly");
  EXPECT_FALSE(missing.is_null());
  EXPECT_FALSE(missing.is_valid());
  EXPECT_THROW(missing.call(), Error);
  EXPECT_THROW(Callable().call(), Error);
}

TEST_F(CallableTest, OutlivesItsNodeAndStopsBeingValid) {
  const Callable add(guard, "add");
  EXPECT_EQ(add.to_string(), "CallGuard::add");
  guard->free();
  EXPECT_FALSE(add.is_null());
  EXPECT_FALSE(add.is_valid());
  EXPECT_EQ(add.get_object(), nullptr);
  EXPECT_EQ(add.to_string(), "null::add");
  try {
    add.call(1, 2);
    FAIL() << "calling a Callable of a freed node must throw";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("null::add"), std::string::npos) << error.what();
  }
}

TEST_F(CallableTest, BindAppendsArgumentsAndUnbindDropsThem) {
  EXPECT_EQ(static_cast<int64_t>(Callable(guard, "add").bind(2).call(3)), 5);
  // A chain reads right to left, as in Godot: the later bind's arguments come first.
  Callable(guard, "on_opened").bind("bob").bind(7).call();
  Callable(guard, "on_closed").unbind(2).call(1, "x");
  // unbind, then bind: the bound 9 and 4 are appended, then the last one is dropped.
  const Callable add_nine = Callable(guard, "add").unbind(1).bind(9, 4);
  EXPECT_EQ(add_nine.get_unbound_arguments_count(), 0);
  EXPECT_EQ(add_nine.get_bound_arguments(), (Array{9}));
  EXPECT_EQ(static_cast<int64_t>(add_nine.call(1)), 10);
  EXPECT_EQ(guard->log, (std::vector<std::string>{"add", "opened 7 bob", "closed", "add"}));
  EXPECT_THROW(Callable(guard, "on_closed").unbind(2).call(1), Error);
  EXPECT_THROW((void)Callable(guard, "add").unbind(0), Error);
}

TEST_F(CallableTest, BoundArgumentsTakePartInEquality) {
  const Callable add(guard, "add");
  EXPECT_EQ(add.bind(1), add.bind(1));
  EXPECT_NE(add.bind(1), add.bind(2));
  EXPECT_NE(add.bind(1), add);
  EXPECT_NE(add.unbind(1), add);
  EXPECT_EQ(add.bindv(Array()), add);
  EXPECT_EQ(Variant(add.bind(1)).hash(), Variant(add.bind(1)).hash());
  EXPECT_TRUE(add < add.bind(1) || add.bind(1) < add);
  EXPECT_EQ(add.bind(1).to_string(), "CallGuard::add");
}

TEST_F(CallableTest, ConnectingACallableUsesItsBindsAndUnbinds) {
  door->connect("opened", Callable(guard, "on_closed").unbind(2));
  door->connect("closed", Callable(guard, "on_opened").bind(4, "zed"));
  door->opened.emit(1, "x");
  door->closed.emit();
  EXPECT_EQ(guard->log, (std::vector<std::string>{"closed", "opened 4 zed"}));
  const std::vector<ConnectionInfo> connections = door->get_signal_connections("closed");
  ASSERT_EQ(connections.size(), 1u);
  EXPECT_EQ(connections[0].binds, (Array{4, "zed"}));
  EXPECT_THROW(door->connect("closed", Callable(guard, "on_opened").bind(4)), Error);
}

// Godot compares a connection's callable without its bound and unbound arguments
// (Callable::get_base_comparator): is_connected and disconnect match the node and the method.
TEST_F(CallableTest, DisconnectAndIsConnectedMatchTheNodeAndMethodWhateverTheBinds) {
  const Callable plain(guard, "on_closed");
  const Callable bound = Callable(guard, "on_opened").bind(4, "zed");
  door->connect("closed", plain);
  door->connect("closed", bound);
  EXPECT_TRUE(door->is_connected("closed", plain));
  EXPECT_TRUE(door->is_connected("closed", bound));
  EXPECT_TRUE(door->is_connected("closed", Callable(guard, "on_opened").bind(5, "zed")));
  EXPECT_TRUE(door->is_connected("closed", Callable(guard, "on_opened")));
  EXPECT_FALSE(door->is_connected("opened", plain));
  EXPECT_FALSE(door->is_connected("closed", Callable(door, "on_closed")));
  EXPECT_FALSE(door->is_connected("closed", Callable()));
  EXPECT_TRUE(door->disconnect("closed", Callable(guard, "on_opened")));  // binds not compared
  EXPECT_FALSE(door->is_connected("closed", bound));
  door->connect("closed", bound);
  EXPECT_TRUE(door->disconnect("closed", plain));
  EXPECT_FALSE(door->is_connected("closed", plain));
  EXPECT_FALSE(door->disconnect("closed", plain));
  door->closed.emit();
  EXPECT_EQ(guard->log, (std::vector<std::string>{"opened 4 zed"}));
  EXPECT_THROW((void)door->is_connected("slammed", plain), Error);
  EXPECT_THROW(door->disconnect("slammed", plain), Error);
}

TEST_F(CallableTest, VariantHoldsItComparesHashesAndPrintsIt) {
  const Variant value = Callable(guard, "add");
  EXPECT_EQ(value.get_type(), Variant::CALLABLE);
  EXPECT_TRUE(Variant::is_type_supported(Variant::CALLABLE));
  EXPECT_STREQ(Variant::get_type_name(Variant::CALLABLE), "Callable");
  ASSERT_NE(value.get_if<Callable>(), nullptr);
  EXPECT_EQ(static_cast<Callable>(value), Callable(guard, "add"));
  EXPECT_EQ(value, Variant(Callable(guard, "add")));
  EXPECT_NE(value, Variant(Callable(guard, "on_closed")));
  EXPECT_NE(value, Variant(Callable(door, "add")));
  EXPECT_EQ(value.hash(), Variant(Callable(guard, "add")).hash());
  EXPECT_TRUE(value.booleanize());
  EXPECT_FALSE(Variant(Callable()).booleanize());
  EXPECT_EQ(value.stringify(), "CallGuard::add");
  EXPECT_EQ(Variant(Callable()).stringify(), "null::null");
  // Godot's order: by object, then by method.
  EXPECT_TRUE(Variant(Callable(guard, "a")) < Variant(Callable(guard, "b")));
  EXPECT_FALSE(Variant(Callable(guard, "b")) < Variant(Callable(guard, "a")));
  // Something else converts to the null Callable.
  EXPECT_TRUE(static_cast<Callable>(Variant(5)).is_null());
  const Variant copy = value;
  EXPECT_EQ(copy, value);
  std::unordered_set<Variant> set{value, copy, Variant(Callable(guard, "on_closed"))};
  EXPECT_EQ(set.size(), 2u);
}

TEST_F(CallableTest, BoundMethodsTakeAndReturnCallables) {
  door->call("set_action", Callable(guard, "on_closed"));
  EXPECT_EQ(door->action, Callable(guard, "on_closed"));
  const Variant action = door->call("get_action");
  ASSERT_EQ(action.get_type(), Variant::CALLABLE);
  static_cast<Callable>(action).call();
  EXPECT_EQ(guard->log, (std::vector<std::string>{"closed"}));
}

TEST_F(CallableTest, SignalRefEmitsTheTypedSignalByName) {
  door->connect("opened", Callable(guard, "on_opened"));
  door->connect("closed", guard, "on_closed");
  const SignalRef opened(door, "opened");
  opened.emit(3, "ann");
  door->emit_signal("closed");
  EXPECT_EQ(guard->log, (std::vector<std::string>{"opened 3 ann", "closed"}));
  EXPECT_EQ(opened.get_object(), door);
  EXPECT_EQ(opened.get_name(), StringName("opened"));
  EXPECT_EQ(opened.to_string(), "CallDoor::[signal]opened");
}

TEST_F(CallableTest, SignalRefRejectsWrongArgumentsAndUnknownSignals) {
  EXPECT_THROW(SignalRef(door, "opened").emit(3), Error);
  EXPECT_THROW(SignalRef(door, "slammed").emit(), Error);
  EXPECT_THROW(SignalRef().emit(), Error);
  EXPECT_THROW(door->connect("opened", Callable(guard, "missing")), Error);
  EXPECT_THROW(door->connect("opened", Callable()), Error);
}

TEST_F(CallableTest, VariantHoldsASignalRef) {
  const Variant value = SignalRef(door, "closed");
  EXPECT_EQ(value.get_type(), Variant::SIGNAL);
  EXPECT_STREQ(Variant::get_type_name(Variant::SIGNAL), "Signal");
  EXPECT_EQ(static_cast<SignalRef>(value), SignalRef(door, "closed"));
  EXPECT_NE(value, Variant(SignalRef(door, "opened")));
  EXPECT_EQ(value.hash(), Variant(SignalRef(door, "closed")).hash());
  EXPECT_TRUE(value.booleanize());
  EXPECT_FALSE(Variant(SignalRef()).booleanize());
  EXPECT_EQ(value.stringify(), "CallDoor::[signal]closed");
  door->free();
  EXPECT_EQ(value.stringify(), "null::[signal]closed");
  EXPECT_THROW(static_cast<SignalRef>(value).emit(), Error);
}

TEST_F(CallableTest, TextFormWritesAndReadsTheNullValues) {
  EXPECT_EQ(var_to_str(Variant(Callable(guard, "add"))), "Callable()");
  EXPECT_EQ(var_to_str(Variant(SignalRef(door, "opened"))), "Signal()");
  const Variant callable = str_to_var("Callable()");
  ASSERT_EQ(callable.get_type(), Variant::CALLABLE);
  EXPECT_TRUE(static_cast<Callable>(callable).is_null());
  const Variant signal = str_to_var("Signal( )");
  ASSERT_EQ(signal.get_type(), Variant::SIGNAL);
  EXPECT_TRUE(static_cast<SignalRef>(signal).is_null());
  const Variant typed = str_to_var("Array[Callable]([Callable(), Callable()])");
  ASSERT_EQ(typed.get_type(), Variant::ARRAY);
  EXPECT_EQ(static_cast<Array>(typed).size(), 2);
  EXPECT_EQ(var_to_str(typed), "Array[Callable]([Callable(), Callable()])");
}

TEST_F(CallableTest, TextFormRejectsArguments) {
  try {
    (void)str_to_var("Callable(1)");
    FAIL() << "Callable(1) must not parse";
  } catch (const ParseError& error) {
    EXPECT_EQ(error.message(), "Expected ')'");
    EXPECT_EQ(error.line(), 1);
    EXPECT_EQ(error.column(), 10);
  }
  EXPECT_THROW((void)str_to_var("Signal"), ParseError);
}

TEST_F(CallableTest, TweensTakeCallablesByName) {
  Ref<Tween> tween = tree.create_tween();
  tween->call("tween_method", Callable(guard, "record"), 0.0, 1.0, 0.5);
  tween->call("tween_callback", Callable(guard, "on_closed"));
  for (int i = 0; i < 40; ++i) tree.tick(1.0 / 60);
  ASSERT_GE(guard->values.size(), 2u);
  EXPECT_GT(guard->values.front(), 0.0);
  EXPECT_LT(guard->values.front(), 0.2);
  EXPECT_DOUBLE_EQ(guard->values.back(), 1.0);
  EXPECT_EQ(guard->log, (std::vector<std::string>{"closed"}));
  EXPECT_THROW(tree.create_tween()->tween_callback(Callable()), Error);
}

TEST_F(CallableTest, ATweenCallbackWhoseNodeWasFreedCallsNothing) {
  Ref<Tween> tween = tree.create_tween();
  tween->tween_interval(0.1);
  tween->tween_callback(Callable(guard, "on_closed"));
  guard->free();
  for (int i = 0; i < 20; ++i) EXPECT_NO_THROW(tree.tick(1.0 / 60));
  EXPECT_FALSE(tween->is_running());
}

TEST_F(CallableTest, ACustomInterpolatorCanBeACallable) {
  auto* mover = tree.get_root()->add_child(std::make_unique<Node3D>());
  Ref<Tween> tween = tree.create_tween();
  Variant tweener = tween->call("tween_property", mover, NodePath("position:x"), 10.0, 1.0);
  ASSERT_NE(tweener.get_object(), nullptr);
  tweener.get_object()->call("set_custom_interpolator", Callable(guard, "half_way"));
  for (int i = 0; i < 10; ++i) tree.tick(1.0 / 60);
  EXPECT_FLOAT_EQ(mover->get_position().x, 5.0f);
  for (int i = 0; i < 60; ++i) tree.tick(1.0 / 60);
  EXPECT_FLOAT_EQ(mover->get_position().x, 10.0f);
}

}  // namespace
}  // namespace arbor::test
