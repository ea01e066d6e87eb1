// CharacterBody3D's move_and_slide on Bullet: Godot's floors, slopes, walls and platforms.

#include <gtest/gtest.h>

#include <cmath>
#include <memory>

#include "arbor/scene/3d/animatable_body_3d.h"
#include "arbor/scene/3d/character_body_3d.h"
#include "arbor/scene/3d/collision_shape_3d.h"
#include "arbor/scene/3d/static_body_3d.h"
#include "arbor/scene/resources/box_shape_3d.h"
#include "arbor/scene/resources/capsule_shape_3d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/physics/bullet_physics_server_3d.h"

namespace arbor {
namespace {

constexpr double kStep = 1.0 / 60;
constexpr real_t kDegree = real_t(Math::PI / 180);

/// A player: gravity, then move_and_slide, every physics step (Godot's template script).
class Walker : public CharacterBody3D {
  ARBOR_CLASS(Walker, CharacterBody3D)

 public:
  Vector3 walk;
  int floors = 0;

 protected:
  void _physics_process(double delta) override {
    Vector3 velocity = get_velocity();
    if (!is_on_floor()) velocity.y -= real_t(9.8 * delta);
    velocity.x = walk.x;
    velocity.z = walk.z;
    set_velocity(velocity);
    move_and_slide();
    if (is_on_floor()) ++floors;
  }
};

class CharacterScene : public ::testing::Test {
 protected:
  void SetUp() override { tree.servers().add(create_bullet_physics_server_3d()); }

  /// A 40 x 1 x 40 slab whose top passes through the origin, tilted by `degrees` about Z.
  StaticBody3D* add_slope(real_t degrees) {
    auto* slope = tree.get_root()->add_child(std::make_unique<StaticBody3D>());
    auto* collision = slope->add_child(std::make_unique<CollisionShape3D>());
    auto shape = make_ref<BoxShape3D>();
    shape->set_size(Vector3(40, 1, 40));
    collision->set_shape(shape);
    collision->set_position(Vector3(0, real_t(-0.5), 0));
    slope->set_rotation(Vector3(0, 0, degrees * kDegree));
    return slope;
  }
  /// A capsule character (radius 0.5, height 2) standing at `position`.
  template <class Body = Walker>
  Body* add_character(const Vector3& position) {
    auto* body = tree.get_root()->add_child(std::make_unique<Body>());
    auto* collision = body->add_child(std::make_unique<CollisionShape3D>());
    collision->set_shape(make_ref<CapsuleShape3D>());
    body->set_position(position);
    return body;
  }
  void ticks(int count) {
    for (int i = 0; i < count; ++i) tree.tick(kStep);
  }

  SceneTree tree;
};

TEST_F(CharacterScene, StandsOnFlatGround) {
  add_slope(0);
  Walker* walker = add_character(Vector3(0, 3, 0));
  ticks(90);
  EXPECT_TRUE(walker->is_on_floor());
  EXPECT_TRUE(walker->is_on_floor_only());
  EXPECT_NEAR(walker->get_position().y, 1, 0.02) << "the capsule's half height above y = 0";
  EXPECT_NEAR(walker->get_floor_normal().y, 1, 1e-3);
  EXPECT_NEAR(walker->get_floor_angle(), 0, 1e-3);
  EXPECT_NEAR(walker->get_velocity().y, 0, 1e-4) << "gravity does not build up on the floor";
  EXPECT_GE(walker->get_slide_collision_count(), 1);
  EXPECT_NEAR(walker->get_last_slide_collision()->get_normal().y, 1, 1e-3);
}

TEST_F(CharacterScene, StaysPutOnA30DegreeSlopeWithFloorStopOnSlope) {
  add_slope(30);
  Walker* walker = add_character(Vector3(0, real_t(1.3), 0));
  ticks(30);
  ASSERT_TRUE(walker->is_on_floor());
  const Vector3 settled = walker->get_position();
  ticks(120);
  EXPECT_TRUE(walker->is_on_floor());
  EXPECT_LT(walker->get_position().distance_to(settled), 0.01) << "it does not slide down";
  EXPECT_NEAR(walker->get_floor_angle(), 30 * kDegree, 0.01);
}

TEST_F(CharacterScene, SlidesDownA60DegreeSlope) {
  add_slope(60);
  Walker* walker = add_character(Vector3(0, real_t(1.3), 0));
  ticks(10);
  const Vector3 start = walker->get_position();
  ticks(60);
  EXPECT_FALSE(walker->is_on_floor()) << "steeper than floor_max_angle: a wall";
  EXPECT_LT(walker->get_position().y, start.y - 1) << "it slides down";
}

TEST_F(CharacterScene, WalksIntoAWallAndStops) {
  add_slope(0);
  auto* wall = tree.get_root()->add_child(std::make_unique<StaticBody3D>());
  auto* collision = wall->add_child(std::make_unique<CollisionShape3D>());
  auto shape = make_ref<BoxShape3D>();
  shape->set_size(Vector3(1, 4, 10));
  collision->set_shape(shape);
  wall->set_position(Vector3(3, 2, 0));
  Walker* walker = add_character(Vector3(0, 1, 0));
  walker->walk = Vector3(4, 0, 0);
  ticks(90);
  EXPECT_TRUE(walker->is_on_wall());
  EXPECT_TRUE(walker->is_on_floor());
  EXPECT_NEAR(walker->get_position().x, 2, 0.02) << "against the wall at x = 2.5, radius 0.5";
  EXPECT_NEAR(walker->get_wall_normal().x, -1, 1e-3);
}

TEST_F(CharacterScene, RidesAMovingPlatform) {
  auto* platform = tree.get_root()->add_child(std::make_unique<AnimatableBody3D>());
  auto* collision = platform->add_child(std::make_unique<CollisionShape3D>());
  auto shape = make_ref<BoxShape3D>();
  shape->set_size(Vector3(4, 1, 4));
  collision->set_shape(shape);
  platform->set_position(Vector3(0, real_t(-0.5), 0));
  Walker* walker = add_character(Vector3(0, real_t(1.1), 0));
  ticks(20);
  ASSERT_TRUE(walker->is_on_floor());
  const real_t start_x = walker->get_position().x;
  for (int i = 0; i < 60; ++i) {
    platform->set_position(platform->get_position() + Vector3(real_t(0.02), 0, 0));
    tree.tick(kStep);
  }
  EXPECT_NEAR(walker->get_position().x - start_x, 1.2, 0.1) << "carried by the platform";
  EXPECT_NEAR(walker->get_platform_velocity().x, 1.2, 0.05);
}

TEST_F(CharacterScene, FloatingModeHasNoFloor) {
  add_slope(0);
  auto* body = add_character<CharacterBody3D>(Vector3(0, 3, 0));
  body->set_motion_mode(CharacterBody3D::MOTION_MODE_FLOATING);
  body->set_velocity(Vector3(0, -120, 0));
  ticks(1);
  body->move_and_slide();
  EXPECT_FALSE(body->is_on_floor());
  EXPECT_TRUE(body->is_on_wall()) << "in floating mode every collision is a wall";
}

}  // namespace
}  // namespace arbor
