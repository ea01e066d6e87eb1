// RayCast3D, ShapeCast3D and the 3D joints on Bullet, and physics scenes read from and written
// to Godot's text format.

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "arbor/io/packed_scene.h"
#include "arbor/io/text_resource_format.h"
#include "arbor/scene/3d/collision_shape_3d.h"
#include "arbor/scene/3d/generic_6dof_joint_3d.h"
#include "arbor/scene/3d/hinge_joint_3d.h"
#include "arbor/scene/3d/ray_cast_3d.h"
#include "arbor/scene/3d/rigid_body_3d.h"
#include "arbor/scene/3d/shape_cast_3d.h"
#include "arbor/scene/3d/static_body_3d.h"
#include "arbor/scene/resources/box_shape_3d.h"
#include "arbor/scene/resources/sphere_shape_3d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/physics/bullet_physics_server_3d.h"

namespace arbor {
namespace {

constexpr double kStep = 1.0 / 60;

class Casts3D : public ::testing::Test {
 protected:
  void SetUp() override {
    tree.servers().add(create_bullet_physics_server_3d());
    crate = add_static(Vector3(0, 2, 0), Vector3(2, 2, 2), "Crate");
  }
  StaticBody3D* add_static(const Vector3& position, const Vector3& size, const char* name) {
    auto* body = tree.get_root()->add_child(std::make_unique<StaticBody3D>());
    body->set_name(name);
    auto* collision = body->add_child(std::make_unique<CollisionShape3D>());
    auto shape = make_ref<BoxShape3D>();
    shape->set_size(size);
    collision->set_shape(shape);
    body->set_position(position);
    return body;
  }
  SceneTree tree;
  StaticBody3D* crate = nullptr;
};

TEST_F(Casts3D, RayCastSeesTheNearestBodyEachPhysicsStep) {
  auto* ray = tree.get_root()->add_child(std::make_unique<RayCast3D>());
  ray->set_position(Vector3(0, 10, 0));
  ray->set_target_position(Vector3(0, -20, 0));
  EXPECT_FALSE(ray->is_colliding());
  tree.tick(kStep);
  ASSERT_TRUE(ray->is_colliding());
  EXPECT_EQ(ray->get_collider(), crate);
  EXPECT_NEAR(ray->get_collision_point().y, 3, 1e-4);
  EXPECT_NEAR(ray->get_collision_normal().y, 1, 1e-4);
  ray->add_exception(crate);
  ray->force_raycast_update();
  EXPECT_FALSE(ray->is_colliding());
}

TEST_F(Casts3D, RayCastLeavesItsParentBodyOut) {
  auto* ray = crate->add_child(std::make_unique<RayCast3D>());
  ray->set_target_position(Vector3(0, -5, 0));
  tree.tick(kStep);
  EXPECT_FALSE(ray->is_colliding()) << "it starts inside its parent, which is excluded";
  ray->set_exclude_parent_body(false);
  ray->set_hit_from_inside(true);
  ray->force_raycast_update();
  EXPECT_TRUE(ray->is_colliding());
}

TEST_F(Casts3D, ShapeCastStopsAtTheFirstHitAndReportsIt) {
  auto* cast = tree.get_root()->add_child(std::make_unique<ShapeCast3D>());
  auto sphere = make_ref<SphereShape3D>();
  sphere->set_radius(real_t(0.5));
  cast->set_shape(sphere);
  cast->set_position(Vector3(0, 10, 0));
  cast->set_target_position(Vector3(0, -10, 0));
  tree.tick(kStep);
  ASSERT_TRUE(cast->is_colliding());
  EXPECT_EQ(cast->get_collision_count(), 1);
  EXPECT_EQ(cast->get_collider(0), crate);
  // The sphere touches the crate's top (y = 3) with its centre at 3.5: 6.5 of 10.
  EXPECT_NEAR(cast->get_closest_collision_safe_fraction(), 0.65, 0.01);
  EXPECT_NEAR(cast->get_collision_normal(0).y, 1, 1e-3);
  EXPECT_NEAR(cast->get_collision_point(0).y, 3, 0.01);
}

TEST_F(Casts3D, HingeJointLetsABodySwingAboutItsAxisOnly) {
  auto* door = tree.get_root()->add_child(std::make_unique<RigidBody3D>());
  door->set_name("Door");
  auto* collision = door->add_child(std::make_unique<CollisionShape3D>());
  auto plank = make_ref<BoxShape3D>();
  plank->set_size(Vector3(2, real_t(0.2), real_t(0.2)));
  collision->set_shape(plank);
  door->set_position(Vector3(1, 6, 0));
  auto* hinge = tree.get_root()->add_child(std::make_unique<HingeJoint3D>());
  hinge->set_position(Vector3(0, 6, 0));  // the hinge at the plank's left end, about Z
  hinge->set_node_a(NodePath("../Door"));
  for (int i = 0; i < 120; ++i) tree.tick(kStep);
  ASSERT_TRUE(hinge->get_rid().is_valid());
  const Vector3 end = door->get_position();
  EXPECT_NEAR(end.z, 0, 0.01) << "it does not leave the hinge's plane";
  EXPECT_NEAR(end.distance_to(Vector3(0, 6, 0)), 1, 0.05) << "its centre stays 1 from the hinge";
  EXPECT_LT(end.y, 5.5) << "it swung down";
}

TEST(PhysicsScenes3D, AGodotSceneRunsAndSavesWhereItsBodiesEnded) {
  const std::string text = R"([gd_scene load_steps=4 format=3]

[sub_resource type="BoxShape3D" id="BoxShape3D_1"]
size = Vector3(1, 1, 1)

[sub_resource type="WorldBoundaryShape3D" id="WorldBoundaryShape3D_1"]

[sub_resource type="PhysicsMaterial" id="PhysicsMaterial_1"]
friction = 0.5
rough = true

[node name="Level" type="Node3D"]

[node name="Floor" type="StaticBody3D" parent="."]
physics_material_override = SubResource("PhysicsMaterial_1")

[node name="Shape" type="CollisionShape3D" parent="Floor"]
shape = SubResource("WorldBoundaryShape3D_1")

[node name="Box" type="RigidBody3D" parent="."]
transform = Transform3D(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 4, 0)
mass = 2.0

[node name="Shape" type="CollisionShape3D" parent="Box"]
shape = SubResource("BoxShape3D_1")

[node name="Hinge" type="HingeJoint3D" parent="."]
angular_limit/enable = true
angular_limit/upper = 0.5
)";
  SceneTree tree;
  tree.servers().add(create_bullet_physics_server_3d());
  tree.change_scene_to_node(instantiate_scene_text(text));
  auto* box = tree.get_root()->get_node<RigidBody3D>("Level/Box");
  EXPECT_EQ(box->get_mass(), 2);
  auto* hinge = tree.get_root()->get_node<HingeJoint3D>("Level/Hinge");
  EXPECT_TRUE(hinge->get_flag(HingeJoint3D::FLAG_USE_LIMIT));
  EXPECT_FLOAT_EQ(float(hinge->get_param(HingeJoint3D::PARAM_LIMIT_UPPER)), 0.5f);
  for (int i = 0; i < 240; ++i) tree.tick(kStep);
  EXPECT_NEAR(box->get_position().y, 0.5, 0.03) << "landed on the floor";
  PackedScene packed;
  packed.pack(tree.get_current_scene());
  const std::string saved = write_scene_text(packed.get_state());
  EXPECT_NE(saved.find("[node name=\"Box\" type=\"RigidBody3D\" parent=\".\"]"), std::string::npos);
  EXPECT_NE(saved.find("transform = Transform3D("), std::string::npos);
  EXPECT_NE(saved.find("angular_limit/upper = 0.5"), std::string::npos) << saved;
  EXPECT_NE(saved.find("rough = true"), std::string::npos) << saved;
  // The box's saved pose is where it lies now.
  Owned<Node> again(instantiate_scene_text(saved));
  EXPECT_NEAR(again->get_node<RigidBody3D>("Box")->get_position().y, 0.5, 0.03);
}

}  // namespace
}  // namespace arbor
