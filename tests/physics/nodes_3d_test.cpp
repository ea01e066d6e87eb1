// The 3D physics nodes on Bullet: bodies, areas and their signals as Godot shows them.

#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "arbor/core/error/warning.h"
#include "arbor/scene/3d/area_3d.h"
#include "arbor/scene/3d/collision_shape_3d.h"
#include "arbor/scene/3d/physics_direct_space_state_3d.h"
#include "arbor/scene/3d/physics_ray_query_parameters_3d.h"
#include "arbor/scene/3d/rigid_body_3d.h"
#include "arbor/scene/3d/static_body_3d.h"
#include "arbor/scene/3d/world_3d.h"
#include "arbor/scene/resources/box_shape_3d.h"
#include "arbor/scene/resources/sphere_shape_3d.h"
#include "arbor/scene/resources/world_boundary_shape_3d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/physics/bullet_physics_server_3d.h"
#include "physics_test_support.h"

namespace arbor {
namespace {

constexpr double kStep = 1.0 / 60;

template <class Body>
Body* add_body(Node* parent, const Ref<Shape3D>& shape, const Vector3& position, const char* name) {
  auto* body = parent->add_child(std::make_unique<Body>());
  body->set_name(name);
  body->set_position(position);
  auto* collision = body->add_child(std::make_unique<CollisionShape3D>());
  collision->set_shape(shape);
  return body;
}

Ref<Shape3D> sphere(real_t radius) {
  auto shape = make_ref<SphereShape3D>();
  shape->set_radius(radius);
  return shape;
}

Ref<Shape3D> box(const Vector3& size) {
  auto shape = make_ref<BoxShape3D>();
  shape->set_size(size);
  return shape;
}

class Physics3DScene : public ::testing::Test {
 protected:
  void SetUp() override {
    server = tree.servers().add(create_bullet_physics_server_3d());
    floor = add_body<StaticBody3D>(tree.get_root(), make_ref<WorldBoundaryShape3D>(), Vector3(),
                                   "Floor");
  }
  void ticks(int count) {
    for (int i = 0; i < count; ++i) tree.tick(kStep);
  }

  test::WarningRecorder warnings;
  SceneTree tree;
  PhysicsServer3D* server = nullptr;
  StaticBody3D* floor = nullptr;
};

TEST_F(Physics3DScene, RigidSphereFallsAndRestsOnTheFloor) {
  auto* ball =
      add_body<RigidBody3D>(tree.get_root(), sphere(real_t(0.5)), Vector3(0, 4, 0), "Ball");
  ticks(30);
  EXPECT_LT(ball->get_position().y, 3.5) << "the node follows the server";
  EXPECT_LT(ball->get_linear_velocity().y, -3);
  ticks(300);
  EXPECT_NEAR(ball->get_position().y, 0.5, 0.03);
  EXPECT_TRUE(ball->is_sleeping());
  for (const std::string& m : warnings.messages) ADD_FAILURE() << m;
}

TEST_F(Physics3DScene, TeleportingARigidBodyMovesItOnTheServer) {
  auto* ball =
      add_body<RigidBody3D>(tree.get_root(), sphere(real_t(0.5)), Vector3(0, 4, 0), "Ball");
  ticks(5);
  ball->set_position(Vector3(10, 20, 0));
  ball->set_linear_velocity(Vector3());
  ticks(1);
  EXPECT_NEAR(ball->get_position().x, 10, 1e-4);
  EXPECT_GT(ball->get_position().y, 19.9);
}

TEST_F(Physics3DScene, AreaSignalsFireOnceEachInGodotsOrder) {
  auto* area = add_body<Area3D>(tree.get_root(), box(Vector3(2, 2, 2)), Vector3(0, 5, 0), "Zone");
  auto* ball =
      add_body<RigidBody3D>(tree.get_root(), sphere(real_t(0.25)), Vector3(0, 9, 0), "Ball");
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
  // Falls through the area (y 6..4) and lands on the floor below it.
  ticks(120);
  const std::vector<std::string> expected = {"entered Ball", "shape_entered Ball 0 0",
                                             "exited Ball", "shape_exited Ball"};
  EXPECT_EQ(log, expected);
  EXPECT_LT(ball->get_position().y, 1);
  EXPECT_FALSE(area->overlaps_body(ball));
}

TEST_F(Physics3DScene, AreaSeesWhatIsInsideAndForgetsItWhenItLeavesTheTree) {
  auto* area = add_body<Area3D>(tree.get_root(), box(Vector3(4, 4, 4)), Vector3(0, 5, 0), "Zone");
  auto* crate =
      add_body<StaticBody3D>(tree.get_root(), box(Vector3(1, 1, 1)), Vector3(0, 5, 0), "Crate");
  int exits = 0;
  area->body_exited.connect([&](Node*) { ++exits; });
  ticks(2);
  ASSERT_EQ(area->get_overlapping_bodies().size(), 1u);
  EXPECT_EQ(area->get_overlapping_bodies()[0], crate);
  crate->free();
  EXPECT_EQ(exits, 1) << "leaving the tree reports the exit at once";
  ticks(2);
  EXPECT_EQ(exits, 1) << "and only once";
  EXPECT_FALSE(area->has_overlapping_bodies());
}

TEST_F(Physics3DScene, ContactMonitorReportsTheFloorAfterTheStep) {
  auto* ball =
      add_body<RigidBody3D>(tree.get_root(), sphere(real_t(0.5)), Vector3(0, 1, 0), "Ball");
  ball->set_contact_monitor(true);
  ball->set_max_contacts_reported(4);
  std::vector<Node*> touched;
  ball->body_entered.connect([&](Node* body) { touched.push_back(body); });
  ticks(60);
  ASSERT_EQ(touched.size(), 1u);
  EXPECT_EQ(touched[0], floor);
  ASSERT_EQ(ball->get_colliding_bodies().size(), 1u);
  EXPECT_GE(ball->get_contact_count(), 1);
}

TEST_F(Physics3DScene, AreaGravityOverrideLiftsBodies) {
  auto* area = add_body<Area3D>(tree.get_root(), box(Vector3(10, 10, 10)), Vector3(0, 5, 0), "Up");
  area->set_gravity_space_override_mode(Area3D::SPACE_OVERRIDE_REPLACE);
  area->set_gravity_direction(Vector3(0, 1, 0));
  auto* ball =
      add_body<RigidBody3D>(tree.get_root(), sphere(real_t(0.25)), Vector3(0, 2, 0), "Ball");
  ticks(30);
  EXPECT_GT(ball->get_position().y, 2.5) << "gravity points up inside the area";
  EXPECT_NEAR(ball->get_gravity().y, 9.8, 1e-3);
}

TEST_F(Physics3DScene, BadShapesAndShapelessBodiesWarnOnceWithTheirPath) {
  auto* bad = add_body<StaticBody3D>(tree.get_root(), box(Vector3(0, 1, 1)), Vector3(), "Flat");
  auto* lonely = tree.get_root()->add_child(std::make_unique<RigidBody3D>());
  lonely->set_name("Lonely");
  ticks(3);
  ASSERT_EQ(warnings.messages.size(), 2u);
  EXPECT_EQ(warnings.messages[0],
            "/root/Flat/CollisionShape3D: the BoxShape3D is left out: its box size x must be "
            "above zero (it is 0)");
  EXPECT_NE(warnings.messages[1].find("/root/Lonely: This node has no shape"), std::string::npos)
      << warnings.messages[1];
  (void)bad;
}

TEST_F(Physics3DScene, RaysFromPhysicsProcessSeeTheWorld) {
  add_body<StaticBody3D>(tree.get_root(), box(Vector3(2, 2, 2)), Vector3(0, 3, 0), "Crate");
  ticks(1);
  PhysicsDirectSpaceState3D* space = tree.get_root()->get_world_3d()->get_direct_space_state();
  ASSERT_NE(space, nullptr);
  const Dictionary hit = space->intersect_ray(
      PhysicsRayQueryParameters3D::create(Vector3(0, 10, 0), Vector3(0, -1, 0)));
  ASSERT_FALSE(hit.is_empty());
  EXPECT_EQ(static_cast<Vector3>(hit.get("position", Variant())), Vector3(0, 4, 0));
  EXPECT_EQ(static_cast<Vector3>(hit.get("normal", Variant())), Vector3(0, 1, 0));
  EXPECT_EQ(hit.get("collider", Variant()).get_object(), tree.get_root()->get_node("Crate"));
  EXPECT_EQ(static_cast<int64_t>(hit.get("shape", Variant())), 0);
  EXPECT_TRUE(hit.has("rid"));
  EXPECT_TRUE(hit.has("collider_id"));
  EXPECT_TRUE(hit.has("face_index"));
}

}  // namespace
}  // namespace arbor
