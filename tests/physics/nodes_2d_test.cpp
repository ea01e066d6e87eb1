// The 2D physics nodes on Box2D: bodies, areas, rays and their signals as Godot shows them, and
// the corpus's 2D physics scenes loading with real classes.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "arbor/io/packed_scene.h"
#include "arbor/io/resource_loader.h"
#include "arbor/io/text_resource_format.h"
#include "arbor/scene/2d/area_2d.h"
#include "arbor/scene/2d/collision_polygon_2d.h"
#include "arbor/scene/2d/collision_shape_2d.h"
#include "arbor/scene/2d/ray_cast_2d.h"
#include "arbor/scene/2d/rigid_body_2d.h"
#include "arbor/scene/2d/static_body_2d.h"
#include "arbor/scene/2d/world_2d.h"
#include "arbor/scene/missing_node.h"
#include "arbor/scene/resources/capsule_shape_2d.h"
#include "arbor/scene/resources/circle_shape_2d.h"
#include "arbor/scene/resources/convex_polygon_shape_2d.h"
#include "arbor/scene/resources/rectangle_shape_2d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/physics/box2d_physics_server_2d.h"
#include "physics_test_support.h"

namespace arbor {
namespace {

constexpr double kStep = 1.0 / 60;

template <class Body>
Body* add_body(Node* parent, const Ref<Shape2D>& shape, const Vector2& position, const char* name) {
  auto* body = parent->add_child(std::make_unique<Body>());
  body->set_name(name);
  body->set_position(position);
  auto* collision = body->add_child(std::make_unique<CollisionShape2D>());
  collision->set_shape(shape);
  return body;
}

Ref<Shape2D> circle(real_t radius) {
  auto shape = make_ref<CircleShape2D>();
  shape->set_radius(radius);
  return shape;
}

Ref<Shape2D> rectangle(const Vector2& size) {
  auto shape = make_ref<RectangleShape2D>();
  shape->set_size(size);
  return shape;
}

// A floor 1000 px wide whose top is at y = 490 (y grows downwards, gravity 980 px/s² down).
class Physics2DScene : public ::testing::Test {
 protected:
  void SetUp() override {
    server = tree.servers().add(create_box2d_physics_server_2d());
    floor = add_body<StaticBody2D>(tree.get_root(), rectangle(Vector2(1000, 20)), Vector2(0, 500),
                                   "Floor");
  }
  void ticks(int count) {
    for (int i = 0; i < count; ++i) tree.tick(kStep);
  }

  test::WarningRecorder warnings;
  SceneTree tree;
  PhysicsServer2D* server = nullptr;
  StaticBody2D* floor = nullptr;
};

TEST_F(Physics2DScene, RigidCircleFallsAndRestsOnTheFloor) {
  auto* ball = add_body<RigidBody2D>(tree.get_root(), circle(10), Vector2(0, 100), "Ball");
  ticks(20);
  EXPECT_GT(ball->get_position().y, 140) << "the node follows the server";
  EXPECT_GT(ball->get_linear_velocity().y, 200);
  ticks(400);
  EXPECT_NEAR(ball->get_position().y, 480, 1.0);
  EXPECT_NEAR(ball->get_position().x, 0, 0.5);
  EXPECT_TRUE(ball->is_sleeping());
  for (const std::string& m : warnings.messages) ADD_FAILURE() << m;
}

TEST_F(Physics2DScene, FreeFallFollowsGodotsDefaultGravity) {
  auto* ball = add_body<RigidBody2D>(tree.get_root(), circle(10), Vector2(0, 0), "Ball");
  ticks(30);
  // Half a second of 980 px/s² (less Godot's default linear damp of 0.1 per second).
  EXPECT_NEAR(ball->get_linear_velocity().y, 490, 490 * 0.06);
  ball->set_freeze_enabled(true);
  const Vector2 frozen = ball->get_position();
  ticks(10);
  EXPECT_EQ(ball->get_position(), frozen) << "a frozen body stays put";
}

TEST_F(Physics2DScene, TeleportingARigidBodyMovesItOnTheServer) {
  auto* ball = add_body<RigidBody2D>(tree.get_root(), circle(10), Vector2(0, 0), "Ball");
  ticks(5);
  ball->set_position(Vector2(300, -200));
  ball->set_linear_velocity(Vector2());
  ticks(1);
  EXPECT_NEAR(ball->get_position().x, 300, 1e-3);
  EXPECT_LT(ball->get_position().y, -199);
}

TEST_F(Physics2DScene, ImpulsesChangeTheVelocityAtOnce) {
  auto* ball = add_body<RigidBody2D>(tree.get_root(), circle(10), Vector2(0, 0), "Ball");
  ball->set_mass(2);
  ball->set_gravity_scale(0);
  ticks(1);
  ball->apply_central_impulse(Vector2(200, 0));
  EXPECT_NEAR(ball->get_linear_velocity().x, 100, 1e-3) << "impulse / mass";
  ticks(60);
  EXPECT_GT(ball->get_position().x, 80);
}

TEST_F(Physics2DScene, AreaSignalsFireOnceEachInGodotsOrder) {
  auto* area =
      add_body<Area2D>(tree.get_root(), rectangle(Vector2(100, 100)), Vector2(0, 250), "Zone");
  add_body<RigidBody2D>(tree.get_root(), circle(10), Vector2(0, 0), "Ball");
  std::vector<std::string> log;
  area->body_entered.connect(
      [&](Node* body) { log.push_back("entered " + body->get_name().str()); });
  area->body_shape_entered.connect([&](RID, Node* body, int body_shape, int area_shape) {
    log.push_back("shape_entered " + body->get_name().str() + " " + std::to_string(body_shape) +
                  " " + std::to_string(area_shape));
  });
  area->body_exited.connect([&](Node* body) { log.push_back("exited " + body->get_name().str()); });
  area->body_shape_exited.connect(
      [&](RID, Node* body, int, int) { log.push_back("shape_exited " + body->get_name().str()); });
  // Falls through the area (y 200..300) and lands on the floor below it.
  ticks(120);
  const std::vector<std::string> expected = {"entered Ball", "shape_entered Ball 0 0",
                                             "exited Ball", "shape_exited Ball"};
  EXPECT_EQ(log, expected);
  EXPECT_FALSE(area->has_overlapping_bodies());
}

TEST_F(Physics2DScene, ContactMonitorReportsTheFloorAfterTheStep) {
  auto* ball = add_body<RigidBody2D>(tree.get_root(), circle(10), Vector2(0, 470), "Ball");
  ball->set_contact_monitor(true);
  ball->set_max_contacts_reported(4);
  std::vector<Node*> touched;
  ball->body_entered.connect([&](Node* body) { touched.push_back(body); });
  ticks(60);
  ASSERT_EQ(touched.size(), 1u);
  EXPECT_EQ(touched[0], floor);
  EXPECT_GE(ball->get_contact_count(), 1);
}

TEST_F(Physics2DScene, RayCastReportsTheNearestHit) {
  add_body<StaticBody2D>(tree.get_root(), rectangle(Vector2(40, 40)), Vector2(0, 300), "Crate");
  auto* ray = tree.get_root()->add_child(std::make_unique<RayCast2D>());
  ray->set_target_position(Vector2(0, 1000));
  EXPECT_EQ(RayCast2D().get_target_position(), Vector2(0, 50)) << "Godot's default";
  ticks(1);
  ASSERT_TRUE(ray->is_colliding());
  EXPECT_EQ(ray->get_collider(), tree.get_root()->get_node("Crate"));
  EXPECT_NEAR(ray->get_collision_point().y, 280, 0.05);
  EXPECT_NEAR(ray->get_collision_normal().y, -1, 1e-4);
  ray->add_exception(tree.get_root()->get_node("Crate"));
  ray->force_raycast_update();
  EXPECT_EQ(ray->get_collider(), floor);
  EXPECT_NEAR(ray->get_collision_point().y, 490, 0.05);
}

TEST_F(Physics2DScene, ConcaveCollisionPolygonBecomesConvexPiecesTheBallRestsOn) {
  auto* ground = tree.get_root()->add_child(std::make_unique<StaticBody2D>());
  auto* polygon = ground->add_child(std::make_unique<CollisionPolygon2D>());
  // A U-shaped cup, 200 px wide, its inner floor at y = 400.
  PackedVector2Array points;
  for (const Vector2& p :
       {Vector2(-100, 300), Vector2(-80, 300), Vector2(-80, 400), Vector2(80, 400),
        Vector2(80, 300), Vector2(100, 300), Vector2(100, 420), Vector2(-100, 420)}) {
    points.push_back(p);
  }
  polygon->set_polygon(points);
  const std::uint32_t owner = ground->get_shape_owners().at(0);
  EXPECT_GE(ground->shape_owner_get_shape_count(owner), 2) << "split into convex pieces";
  EXPECT_TRUE(dynamic_cast<ConvexPolygonShape2D*>(ground->shape_owner_get_shape(owner, 0).get()));
  auto* ball = add_body<RigidBody2D>(tree.get_root(), circle(10), Vector2(0, 200), "Ball");
  ticks(240);
  EXPECT_NEAR(ball->get_position().y, 390, 1.0) << "resting inside the cup";
}

TEST_F(Physics2DScene, MovingAShapeNodeMovesTheShape) {
  auto* crate =
      add_body<StaticBody2D>(tree.get_root(), rectangle(Vector2(40, 40)), Vector2(0, 300), "Crate");
  auto* ray = tree.get_root()->add_child(std::make_unique<RayCast2D>());
  ray->set_target_position(Vector2(0, 1000));
  ticks(1);
  EXPECT_NEAR(ray->get_collision_point().y, 280, 0.05);
  crate->get_node<CollisionShape2D>("CollisionShape2D")->set_position(Vector2(0, -100));
  crate->get_node<CollisionShape2D>("CollisionShape2D")->set_disabled(false);
  ticks(1);
  EXPECT_NEAR(ray->get_collision_point().y, 180, 0.05);
  crate->get_node<CollisionShape2D>("CollisionShape2D")->set_disabled(true);
  ray->force_raycast_update();
  EXPECT_EQ(ray->get_collider(), floor) << "a disabled shape is not hit";
}

TEST_F(Physics2DScene, BadShapesAndShapelessBodiesWarnOnceWithTheirPath) {
  add_body<StaticBody2D>(tree.get_root(), circle(0), Vector2(), "Dot");
  auto* lonely = tree.get_root()->add_child(std::make_unique<RigidBody2D>());
  lonely->set_name("Lonely");
  ticks(3);
  ASSERT_EQ(warnings.messages.size(), 2u);
  EXPECT_EQ(
      warnings.messages[0].rfind("/root/Dot/CollisionShape2D: the CircleShape2D is left out", 0),
      0u)
      << warnings.messages[0];
  EXPECT_NE(warnings.messages[1].find("/root/Lonely: This node has no shape"), std::string::npos)
      << warnings.messages[1];
}

TEST(PhysicsShapes2D, GodotsDefaultsAndCapsuleCoupling) {
  EXPECT_EQ(RectangleShape2D().get_size(), Vector2(20, 20));
  EXPECT_EQ(CircleShape2D().get_radius(), 10);
  CapsuleShape2D capsule;
  EXPECT_EQ(capsule.get_radius(), 10);
  EXPECT_EQ(capsule.get_height(), 30);
  capsule.set_radius(20);
  EXPECT_EQ(capsule.get_height(), 40) << "a radius above half the height raises the height";
  capsule.set_height(10);
  EXPECT_EQ(capsule.get_radius(), 5) << "a height below twice the radius lowers the radius";
  int changes = 0;
  RectangleShape2D rect;
  rect.changed.connect([&] { ++changes; });
  rect.set_size(Vector2(4, 4));
  rect.set_size(Vector2(4, 4));
  EXPECT_EQ(changes, 1) << "changed fires once per actual change";
}

TEST(PhysicsScenes2D, AGodotSceneRunsAndSavesWhereItsBodiesEnded) {
  const std::string text = R"([gd_scene load_steps=3 format=3]

[sub_resource type="RectangleShape2D" id="RectangleShape2D_1"]
size = Vector2(1000, 20)

[sub_resource type="CircleShape2D" id="CircleShape2D_1"]
radius = 10.0

[node name="Level" type="Node2D"]

[node name="Floor" type="StaticBody2D" parent="."]
position = Vector2(0, 500)

[node name="Shape" type="CollisionShape2D" parent="Floor"]
shape = SubResource("RectangleShape2D_1")

[node name="Ball" type="RigidBody2D" parent="."]
mass = 2.0

[node name="Shape" type="CollisionShape2D" parent="Ball"]
shape = SubResource("CircleShape2D_1")
)";
  SceneTree tree;
  tree.servers().add(create_box2d_physics_server_2d());
  tree.change_scene_to_node(instantiate_scene_text(text));
  auto* ball = tree.get_root()->get_node<RigidBody2D>("Level/Ball");
  EXPECT_EQ(ball->get_mass(), 2);
  for (int i = 0; i < 240; ++i) tree.tick(kStep);
  EXPECT_NEAR(ball->get_position().y, 480, 1.0) << "landed on the floor";
  PackedScene packed;
  packed.pack(tree.get_current_scene());
  const std::string saved = write_scene_text(packed.get_state());
  EXPECT_NE(saved.find("[node name=\"Ball\" type=\"RigidBody2D\" parent=\".\"]"),
            std::string::npos);
  Owned<Node> again(instantiate_scene_text(saved));
  EXPECT_NEAR(again->get_node<RigidBody2D>("Ball")->get_position().y, 480, 1.0);
}

// Every corpus scene with 2D physics nodes loads them as Arbor's own classes, never as
// MissingNode.
TEST(PhysicsScenes2D, CorpusScenesLoadWithRealClasses) {
  namespace fs = std::filesystem;
  const fs::path corpus = fs::path(ARBOR_SHARED_DIR) / "godot-corpus";
  ASSERT_TRUE(fs::exists(corpus)) << corpus << " is missing: the corpus tests need ../shared";
  const std::set<std::string> classes = {"StaticBody2D",     "RigidBody2D",        "Area2D",
                                         "CollisionShape2D", "CollisionPolygon2D", "RayCast2D"};
  ResourceLoader::set_warning_handler([](const LoadWarning&) {});
  int scenes = 0, loaded = 0, real = 0;
  std::vector<std::string> missing;
  for (const auto& entry : fs::recursive_directory_iterator(corpus)) {
    if (entry.path().extension() != ".tscn") continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();
    if (text.find("format=3") == std::string::npos) continue;  // Godot 4 scenes
    bool uses = false;
    for (const std::string& name : classes)
      uses |= text.find("type=\"" + name + "\"") != std::string::npos;
    if (!uses) continue;
    ++scenes;
    // The project root: the nearest directory above with a project.godot.
    fs::path project = entry.path().parent_path();
    while (project != corpus && !fs::exists(project / "project.godot"))
      project = project.parent_path();
    ResourceLoader::set_project_root(project.string());
    try {
      Ref<Resource> scene =
          ResourceLoader::load("res://" + fs::relative(entry.path(), project).generic_string(),
                               "PackedScene", ResourceLoader::CACHE_MODE_IGNORE);
      Owned<Node> root(ref_cast<PackedScene>(scene)->instantiate());
      ++loaded;
      std::vector<Node*> stack{root.get()};
      while (!stack.empty()) {
        Node* node = stack.back();
        stack.pop_back();
        if (auto* m = dynamic_cast<MissingNode*>(node);
            m && classes.count(m->get_original_class())) {
          missing.push_back(entry.path().string() + ": " + node->get_name().str());
        } else if (classes.count(node->get_class())) {
          ++real;
        }
        for (int i = 0; i < node->get_child_count(); ++i) stack.push_back(node->get_child(i));
      }
    } catch (const std::exception&) {
      // Scenes that need what Arbor does not load yet are counted, not failed, here.
    }
  }
  ResourceLoader::set_warning_handler({});
  ResourceLoader::set_project_root(".");
  std::cout << "2D physics scenes: " << scenes << ", loaded " << loaded << ", physics nodes "
            << real << "\n";
  EXPECT_TRUE(missing.empty()) << missing.front();
  EXPECT_GE(scenes, 30);
  EXPECT_GT(loaded, scenes / 2);
  EXPECT_GT(real, 100);
}

}  // namespace
}  // namespace arbor
