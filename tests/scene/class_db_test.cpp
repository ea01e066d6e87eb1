// ClassDB: classes by name, methods and properties by name with Variant values, property paths,
// defaults read from a pristine instance, signals' descriptions, metadata.
#include <gtest/gtest.h>

#include "arbor/arbor.h"
#include "arbor/core/object/class_db.h"

namespace arbor::test {
namespace {

class Player : public Node3D {
  ARBOR_CLASS(Player, Node3D)

 public:
  void set_speed(double speed) { speed_ = speed; }
  [[nodiscard]] double get_speed() const { return speed_; }
  int add(int a, int b) { return a + b; }
  void rename_to(std::string_view name) { set_name(name); }
  Signal<int> hit;

 protected:
  static void _bind_methods() {
    ClassDB::bind_method(D_METHOD("set_speed", "speed"), &Player::set_speed);
    ClassDB::bind_method(D_METHOD("get_speed"), &Player::get_speed);
    ClassDB::bind_method(D_METHOD("add", "a", "b"), &Player::add);
    ClassDB::bind_method(D_METHOD("rename_to", "name"), &Player::rename_to);
    ClassDB::add_property(PropertyInfo(Variant::FLOAT, "speed"), "set_speed", "get_speed");
    ClassDB::add_signal(MethodInfo("hit", PropertyInfo(Variant::INT, "damage")), &Player::hit);
  }

 private:
  double speed_ = 1.5;
};

/// Receives signals by name.
class Receiver : public Node {
  ARBOR_CLASS(Receiver, Node)

 public:
  int total = 0;
  int calls = 0;
  std::vector<std::string>* log = nullptr;
  void on_hit(int damage) {
    total += damage;
    if (log) log->push_back("on_hit " + std::to_string(damage));
  }
  void on_nothing() { ++calls; }

 protected:
  static void _bind_methods() {
    ClassDB::bind_method(D_METHOD("on_hit", "damage"), &Receiver::on_hit);
    ClassDB::bind_method(D_METHOD("on_nothing"), &Receiver::on_nothing);
  }
  void _process(double) override {
    if (log) log->push_back("_process");
  }
};

/// No _bind_methods of its own: it has Player's bindings.
class Boss : public Player {
  ARBOR_CLASS(Boss, Player)
};

TEST(ClassDB, ArborsOwnClassesAreRegisteredWithTheirBases) {
  register_scene_types();  // SceneTree's constructor, and the first node made, call it too
  EXPECT_TRUE(ClassDB::class_exists("Node"));
  EXPECT_TRUE(ClassDB::class_exists("Node3D"));
  EXPECT_TRUE(ClassDB::class_exists("Node2D"));
  EXPECT_EQ(ClassDB::get_parent_class("Node2D"), "CanvasItem");
  EXPECT_TRUE(ClassDB::is_parent_class("Node2D", "Node"));
  EXPECT_FALSE(ClassDB::is_parent_class("Node2D", "Node3D"));
  std::unique_ptr<Object> made(ClassDB::instantiate("Node3D"));
  ASSERT_NE(made, nullptr);
  EXPECT_EQ(made->get_class(), "Node3D");
  EXPECT_EQ(ClassDB::instantiate("NoSuchClass"), nullptr);
  EXPECT_TRUE(ClassDB::class_has_signal("Node", "tree_entered"));
  EXPECT_TRUE(ClassDB::class_has_signal("Node3D", "visibility_changed"));
}

TEST(ClassDB, UserClassesBindMethodsPropertiesAndSignals) {
  ClassDB::register_class<Boss>();  // registers Player first
  EXPECT_TRUE(ClassDB::class_exists("Player"));
  auto boss = std::make_unique<Boss>();
  EXPECT_EQ(static_cast<int64_t>(boss->call("add", 2, 3)), 5);
  EXPECT_TRUE(boss->set("speed", 4.0));
  EXPECT_DOUBLE_EQ(boss->get_speed(), 4.0);
  EXPECT_DOUBLE_EQ(static_cast<double>(boss->get("speed")), 4.0);
  boss->call("rename_to", std::string("Big"));
  EXPECT_EQ(boss->get_name(), "Big");
  EXPECT_EQ(static_cast<double>(ClassDB::class_get_property_default_value("Boss", "speed")), 1.5);
  EXPECT_EQ(ClassDB::class_get_signal("Player", "hit")->arguments.at(0).name, "damage");
  EXPECT_THROW(boss->call("add", 1), Error);
  EXPECT_THROW(boss->call("no_such_method"), Error);
  bool valid = true;
  EXPECT_EQ(boss->get("no_such_property", &valid).get_type(), Variant::NIL);
  EXPECT_FALSE(valid);
  EXPECT_FALSE(boss->set("no_such_property", 1));
  const auto properties = boss->get_property_list();
  ASSERT_FALSE(properties.empty());
  EXPECT_EQ(properties.front().name, "name");  // bases first
  EXPECT_EQ(properties.back().name, "speed");
}

TEST(ClassDB, MetadataPathsKeepTheirSlashAsGodotDoes) {
  // Godot's get_as_property_path: the names before the first ':' are one property, so
  // "metadata/spawn:y" is component y of the metadata entry "spawn".
  auto node = std::make_unique<Node2D>();
  node->set_meta("spawn", Vector2(1, 2));
  bool valid = false;
  EXPECT_DOUBLE_EQ(static_cast<double>(node->get_indexed("metadata/spawn:y", &valid)), 2.0);
  EXPECT_TRUE(valid);
  EXPECT_EQ(node->get_indexed("metadata/spawn"), Variant(Vector2(1, 2)));
  EXPECT_TRUE(node->set_indexed("metadata/spawn:x", 5.0));
  EXPECT_EQ(node->get_meta("spawn", Variant()), Variant(Vector2(5, 2)));
  EXPECT_TRUE(node->set_indexed("metadata/label", "door"));
  EXPECT_EQ(node->get_meta("label", Variant()), Variant("door"));
  (void)node->get_indexed("metadata/missing:x", &valid);
  EXPECT_FALSE(valid);

  SceneTree tree;
  auto* mover = tree.get_root()->add_child(std::make_unique<Node2D>());
  mover->set_meta("spawn", Vector2(0, 0));
  Ref<Tween> tween = tree.create_tween();
  tween->tween_property(mover, NodePath("metadata/spawn:x"), 10.0, 1.0);
  tween->custom_step(0.5);
  EXPECT_FLOAT_EQ(static_cast<Vector2>(mover->get_meta("spawn", Variant())).x, 5.0f);
}

TEST(ClassDB, EngineNodePropertiesByNameAndPath) {
  auto node = std::make_unique<Node3D>();
  EXPECT_TRUE(node->set("position", Vector3(1, 2, 3)));
  EXPECT_TRUE(node->set_indexed("position:x", 7.0));
  EXPECT_EQ(node->get_position(), Vector3(7, 2, 3));
  EXPECT_DOUBLE_EQ(static_cast<double>(node->get_indexed("position:z")), 3.0);
  EXPECT_TRUE(node->set_indexed("transform:origin:y", 5.0));
  EXPECT_EQ(node->get_position(), Vector3(7, 5, 3));
  EXPECT_TRUE(node->set("process_priority", 4));
  EXPECT_EQ(node->get_process_priority(), 4);
  EXPECT_TRUE(node->set("process_mode", int(ProcessMode::ALWAYS)));
  EXPECT_EQ(node->get_process_mode(), ProcessMode::ALWAYS);

  auto sprite = std::make_unique<Node2D>();
  EXPECT_TRUE(sprite->set_indexed("modulate:a", 0.25));
  EXPECT_FLOAT_EQ(sprite->get_modulate().a, 0.25f);
  EXPECT_TRUE(sprite->set("rotation", 0.5));
  EXPECT_NEAR(sprite->get_rotation(), 0.5, 1e-6);
  EXPECT_EQ(static_cast<Vector2>(ClassDB::class_get_property_default_value("Node2D", "scale")),
            Vector2(1, 1));
  bool valid = true;
  (void)sprite->get_indexed("modulate:nope", &valid);
  EXPECT_FALSE(valid);
}

TEST(ClassDB, PropertyUsageTellsWhatScenesSave) {
  register_scene_types();  // classes looked up by name before any node is made
  const auto list = ClassDB::class_get_property_list("Node3D", true);
  auto usage_of = [&](const char* name) {
    for (const PropertyInfo& info : list) {
      if (info.name == name) return info.usage;
    }
    return std::uint32_t(0xFFFFFFFF);
  };
  EXPECT_TRUE(usage_of("transform") & PROPERTY_USAGE_STORAGE);
  EXPECT_FALSE(usage_of("position") & PROPERTY_USAGE_STORAGE);
  EXPECT_TRUE(usage_of("position") & PROPERTY_USAGE_EDITOR);
  EXPECT_EQ(usage_of("global_transform"), std::uint32_t(PROPERTY_USAGE_NONE));
}

TEST(ClassDB, NodesKeepMetadata) {
  auto node = std::make_unique<Node>();
  EXPECT_FALSE(node->has_meta("score"));
  node->set_meta("score", 10);
  EXPECT_TRUE(node->has_meta("score"));
  EXPECT_EQ(static_cast<int64_t>(node->get_meta("score")), 10);
  EXPECT_EQ(static_cast<int64_t>(node->get_meta("missing", 3)), 3);
  EXPECT_THROW((void)node->get_meta("missing"), Error);
  EXPECT_EQ(node->get_meta_list(), (std::vector<StringName>{"score"}));
  node->remove_meta("score");
  EXPECT_FALSE(node->has_meta("score"));
}

TEST(ClassDB, SignalsConnectByNameWithTheirArgumentsChecked) {
  ClassDB::register_class<Player>();
  ClassDB::register_class<Receiver>();
  auto player = std::make_unique<Player>();
  auto* receiver = new Receiver();
  Connection connection = player->connect("hit", receiver, "on_hit");
  player->hit.emit(5);
  player->hit.emit(2);
  EXPECT_EQ(receiver->total, 7);
  EXPECT_TRUE(player->is_connected("hit", connection));
  EXPECT_TRUE(player->disconnect("hit", connection));
  player->hit.emit(100);
  EXPECT_EQ(receiver->total, 7);

  player->connect("hit", receiver, "on_hit", CONNECT_ONE_SHOT);
  player->hit.emit(1);
  player->hit.emit(1);
  EXPECT_EQ(receiver->total, 8);

  try {
    player->connect("hit", receiver, "on_nothing");
    FAIL();
  } catch (const Error& error) {
    const std::string message = error.what();
    EXPECT_NE(message.find("hit(damage: int)"), std::string::npos) << message;
    EXPECT_NE(message.find("on_nothing"), std::string::npos) << message;
  }
  EXPECT_THROW(player->connect("no_such_signal", receiver, "on_hit"), Error);
  EXPECT_THROW(player->connect("hit", receiver, "no_such_method"), Error);

  player->connect("tree_exited", receiver, "on_nothing");  // a built-in signal
  player->connect("hit", receiver, "on_hit");
  receiver->free();  // the connections die with the target
  EXPECT_EQ(player->hit.get_connection_count(), 0);
  player->hit.emit(3);
}

TEST(ClassDB, DeferredConnectionsRunAtTheDeferredStep) {
  ClassDB::register_class<Player>();
  ClassDB::register_class<Receiver>();
  std::vector<std::string> log;
  SceneTree tree;
  auto* player = tree.get_root()->add_child(std::make_unique<Player>());
  auto* receiver = tree.get_root()->add_child(std::make_unique<Receiver>());
  receiver->log = &log;
  player->connect("hit", receiver, "on_hit", CONNECT_DEFERRED | CONNECT_PERSIST);
  tree.process_frame.connect([player] { player->hit.emit(4); });
  tree.tick(1.0 / 60);
  EXPECT_EQ(log, (std::vector<std::string>{"_process", "on_hit 4"}));
}

TEST(ClassDB, TimerIsDescribedAndConnectsByName) {
  register_scene_types();  // classes looked up by name before any node is made
  ClassDB::register_class<Receiver>();
  EXPECT_DOUBLE_EQ(
      static_cast<double>(ClassDB::class_get_property_default_value("Timer", "wait_time")), 1.0);
  SceneTree tree;
  auto* timer = static_cast<Timer*>(ClassDB::instantiate("Timer"));
  tree.get_root()->add_child(timer);
  auto* receiver = tree.get_root()->add_child(std::make_unique<Receiver>());
  EXPECT_TRUE(timer->set("wait_time", 0.05));
  EXPECT_TRUE(timer->set("one_shot", true));
  timer->connect("timeout", receiver, "on_nothing");
  timer->start();
  for (int frame = 0; frame < 10; ++frame) tree.tick(1.0 / 60);
  EXPECT_EQ(receiver->calls, 1);
  EXPECT_TRUE(static_cast<bool>(timer->call("is_stopped")));
}

TEST(ClassDB, ConnectionsByNameAreListedFromBothEnds) {
  ClassDB::register_class<Player>();
  ClassDB::register_class<Receiver>();
  auto player = std::make_unique<Player>();
  auto* receiver = new Receiver();
  const Connection hit = player->connect("hit", receiver, "on_hit", CONNECT_PERSIST);
  player->connect("renamed", receiver, "on_nothing");
  const auto outgoing = player->get_signal_connections("hit");
  ASSERT_EQ(outgoing.size(), 1u);
  EXPECT_EQ(outgoing[0].target, receiver->get_instance_id());
  EXPECT_EQ(outgoing[0].method, "on_hit");
  EXPECT_EQ(outgoing[0].flags, std::uint32_t(CONNECT_PERSIST));
  EXPECT_EQ(player->get_signal_connections().size(), 2u);
  const auto incoming = receiver->get_incoming_connections();
  ASSERT_EQ(incoming.size(), 2u);
  EXPECT_EQ(incoming[0].source, player->get_instance_id());
  EXPECT_EQ(incoming[0].signal, "hit");
  player->disconnect("hit", hit);
  EXPECT_TRUE(player->get_signal_connections("hit").empty());
  EXPECT_EQ(receiver->get_incoming_connections().size(), 1u);
  receiver->free();
  EXPECT_TRUE(player->get_signal_connections().empty());
}

/// Never registered: it has its bases' bindings.
class Unregistered : public Node3D {
  ARBOR_CLASS(Unregistered, Node3D)
};

TEST(ClassDB, AnUnregisteredSubclassHasItsBasesBindings) {
  auto node = std::make_unique<Unregistered>();
  EXPECT_FALSE(ClassDB::class_exists("Unregistered"));
  EXPECT_EQ(ClassDB::registered_class_of(node->get_class_info()), "Node3D");
  EXPECT_TRUE(node->set_indexed("position:y", 3.0));
  EXPECT_EQ(node->get_position(), Vector3(0, 3, 0));
  EXPECT_TRUE(node->has_method("set_position"));
}

TEST(ClassDB, GettersAreCalledWithoutTheChecksForBulkReads) {
  ClassDB::register_class<Player>();
  auto player = std::make_unique<Player>();
  player->set_speed(4.0);
  player->set_rotation_order(EulerOrder::ZXY);
  const MethodBind* speed = ClassDB::get_method("Player", "get_speed");
  const MethodBind* order = ClassDB::get_method("Node3D", "get_rotation_order");
  const MethodBind* visible = ClassDB::get_method("Node3D", "is_visible");
  const MethodBind* add = ClassDB::get_method("Player", "add");
  ASSERT_TRUE(speed && order && visible && add);
  EXPECT_EQ(speed->call_unchecked(player.get()), Variant(4.0));
  EXPECT_EQ(order->call_unchecked(player.get()), Variant(int64_t(EulerOrder::ZXY)));
  // Enums and bools come as integers; a float result has no integer form.
  EXPECT_EQ(order->call_integer_unchecked(player.get()), int64_t(EulerOrder::ZXY));
  EXPECT_EQ(visible->call_integer_unchecked(player.get()), 1);
  player->set_visible(false);
  EXPECT_EQ(visible->call_integer_unchecked(player.get()), 0);
  EXPECT_EQ(speed->call_integer_unchecked(player.get()), std::nullopt);
  // A method that takes arguments has no unchecked call: call()'s error instead.
  EXPECT_THROW((void)add->call_unchecked(player.get()), Error);
  EXPECT_EQ(add->call_integer_unchecked(player.get()), std::nullopt);
}

}  // namespace
}  // namespace arbor::test
