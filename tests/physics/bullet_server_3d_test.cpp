// The Bullet backend through PhysicsServer3D: Godot's observable behaviour on Bullet.

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <memory>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/servers/physics/bullet_physics_server_3d.h"

namespace arbor {
namespace {

constexpr double kStep = 1.0 / 60;

/// Records what a server reports to one object.
struct Recorder : PhysicsObjectListener {
  int moved = 0;
  int diverged = 0;
  std::vector<AreaMonitorEvent> events;
  void physics_body_state_changed() override { ++moved; }
  void physics_area_monitor(const AreaMonitorEvent& event) override { events.push_back(event); }
  void physics_body_diverged() override { ++diverged; }
};

/// A Bullet server with one space and a floor: the plane y = 0.
class BulletWorld : public ::testing::Test {
 protected:
  void SetUp() override {
    server = create_bullet_physics_server_3d();
    space = server->space_create();
    floor_shape = own(server->shape_create(Shape3DData{WorldBoundaryShape3DData{}}));
    floor = add_body(BodyMode::STATIC, floor_shape, Vector3());
  }
  void TearDown() override {
    for (BodyHandle3D body : bodies) server->body_free(body);
    for (AreaHandle3D area : areas) server->area_free(area);
    for (ShapeHandle3D shape : shapes) server->shape_free(shape);
    server->space_free(space);
    EXPECT_EQ(server->leak_report(), "");
  }
  ShapeHandle3D own(ShapeHandle3D shape) {
    shapes.push_back(shape);
    return shape;
  }
  BodyHandle3D add_body(BodyMode mode, ShapeHandle3D shape, const Vector3& position) {
    const BodyHandle3D body = server->body_create();
    server->body_set_mode(body, mode);
    server->body_add_shape(body, shape);
    server->body_set_transform(body, Transform3D(Basis(), position));
    server->body_set_space(body, space);
    bodies.push_back(body);
    return body;
  }
  AreaHandle3D add_area(ShapeHandle3D shape, const Vector3& position) {
    const AreaHandle3D area = server->area_create();
    server->area_add_shape(area, shape);
    server->area_set_transform(area, Transform3D(Basis(), position));
    server->area_set_space(area, space);
    areas.push_back(area);
    return area;
  }
  void steps(int count) {
    for (int i = 0; i < count; ++i) server->fixed_step(kStep);
  }
  ShapeHandle3D sphere(real_t radius) {
    return own(server->shape_create(Shape3DData{SphereShape3DData{radius}}));
  }
  ShapeHandle3D box(real_t half) {
    return own(server->shape_create(Shape3DData{BoxShape3DData{Vector3(half, half, half)}}));
  }

  std::unique_ptr<PhysicsServer3D> server;
  SpaceHandle3D space;
  ShapeHandle3D floor_shape;
  BodyHandle3D floor;
  std::vector<BodyHandle3D> bodies;
  std::vector<AreaHandle3D> areas;
  std::vector<ShapeHandle3D> shapes;
};

TEST_F(BulletWorld, SphereDroppedOntoAPlaneComesToRestOnIt) {
  const BodyHandle3D ball = add_body(BodyMode::RIGID, sphere(real_t(0.5)), Vector3(0, 3, 0));
  steps(20);
  EXPECT_LT(server->body_get_linear_velocity(ball).y, -1) << "it falls with gravity";
  steps(280);
  const Vector3 position = server->body_get_transform(ball).origin;
  EXPECT_NEAR(position.y, 0.5, 0.03) << "resting on the plane, its radius above it";
  EXPECT_NEAR(position.x, 0, 1e-3);
  EXPECT_NEAR(position.z, 0, 1e-3);
  EXPECT_LT(server->body_get_linear_velocity(ball).length(), 0.05);
  EXPECT_TRUE(server->body_is_sleeping(ball)) << "at rest for longer than time_before_sleep";
  EXPECT_NEAR(server->body_get_dynamics(ball).total_gravity.y, -9.8, 1e-4);
}

TEST_F(BulletWorld, FreeFallFollowsGodotsIntegrationExactly) {
  SpaceSettings3D settings;
  settings.linear_damp = 0;
  server->space_set_settings(space, settings);
  const BodyHandle3D ball = add_body(BodyMode::RIGID, sphere(real_t(0.5)), Vector3(0, 100, 0));
  steps(10);
  // Semi-implicit Euler: v_n = -g n dt, y_n = y0 - g dt^2 n(n+1)/2.
  EXPECT_NEAR(server->body_get_linear_velocity(ball).y, -9.8 * 10 * kStep, 1e-4);
  EXPECT_NEAR(server->body_get_transform(ball).origin.y, 100 - 9.8 * kStep * kStep * 55, 1e-3);
}

TEST_F(BulletWorld, DampingIsGodotsOneMinusStepTimesDamp) {
  SpaceSettings3D settings;
  settings.gravity = 0;
  settings.linear_damp = 0;
  server->space_set_settings(space, settings);
  const BodyHandle3D ball = add_body(BodyMode::RIGID, sphere(real_t(0.5)), Vector3(0, 10, 0));
  BodyParameters3D parameters;
  parameters.linear_damp = 3;
  server->body_set_parameters(ball, parameters);
  server->body_set_linear_velocity(ball, Vector3(10, 0, 0));
  steps(1);
  EXPECT_NEAR(server->body_get_linear_velocity(ball).x, 10 * (1 - kStep * 3), 1e-4);
}

TEST_F(BulletWorld, AreaOverridesGravityByPriority) {
  const ShapeHandle3D region = box(5);
  const AreaHandle3D zero_g = add_area(region, Vector3(0, 10, 0));
  AreaParameters3D parameters;
  parameters.gravity_override = AreaSpaceOverrideMode::REPLACE;
  parameters.gravity = 0;
  server->area_set_parameters(zero_g, parameters);
  const BodyHandle3D ball = add_body(BodyMode::RIGID, sphere(real_t(0.5)), Vector3(0, 10, 0));
  steps(2);  // the area is found in the first step and acts from the second
  const Vector3 velocity = server->body_get_linear_velocity(ball);
  steps(30);
  EXPECT_NEAR(server->body_get_linear_velocity(ball).y, velocity.y, 0.05)
      << "no gravity inside the area";
  EXPECT_NEAR(server->body_get_dynamics(ball).total_gravity.length(), 0, 1e-5);
}

TEST_F(BulletWorld, AreaReportsEnterAndExitOnceEachInOrder) {
  SpaceSettings3D settings;
  settings.gravity = 0;
  server->space_set_settings(space, settings);
  const AreaHandle3D area = add_area(box(1), Vector3(0, 5, 0));
  Recorder recorder;
  server->area_set_listener(area, &recorder);
  server->area_set_monitoring(area, true);
  const BodyHandle3D ball = add_body(BodyMode::RIGID, sphere(real_t(0.25)), Vector3(-4, 5, 0));
  server->body_attach_object_instance_id(ball, NodeId{42});
  server->body_set_linear_velocity(ball, Vector3(6, 0, 0));
  steps(120);  // crosses the area and leaves it
  ASSERT_EQ(recorder.events.size(), 2u);
  EXPECT_EQ(recorder.events[0].status, AreaBodyStatus::ADDED);
  EXPECT_EQ(recorder.events[1].status, AreaBodyStatus::REMOVED);
  for (const AreaMonitorEvent& event : recorder.events) {
    EXPECT_EQ(event.other, ball.to_rid());
    EXPECT_EQ(event.other_id, NodeId{42});
    EXPECT_FALSE(event.other_is_area);
  }
}

TEST_F(BulletWorld, RayReturnsTheNearestHitWithItsNormalAndShape) {
  const BodyHandle3D near_box = add_body(BodyMode::STATIC, box(1), Vector3(0, 5, 0));
  add_body(BodyMode::STATIC, box(1), Vector3(0, 10, 0));
  server->body_attach_object_instance_id(near_box, NodeId{7});
  RayQuery3D ray;
  ray.from = Vector3(0, 20, 0);
  ray.to = Vector3(0, -20, 0);
  RayHit3D hit;
  ASSERT_TRUE(server->space_intersect_ray(space, ray, hit));
  EXPECT_NEAR(hit.position.y, 11, 1e-3) << "the upper box is nearer";
  EXPECT_NEAR(hit.normal.y, 1, 1e-4);
  ray.from = Vector3(0, 8, 0);
  ASSERT_TRUE(server->space_intersect_ray(space, ray, hit));
  EXPECT_NEAR(hit.position.y, 6, 1e-3);
  EXPECT_EQ(hit.rid, near_box.to_rid());
  EXPECT_EQ(hit.collider_id, NodeId{7});
  EXPECT_EQ(hit.shape, 0);
  // Excluded, the box lets the ray through to the floor.
  const RID excluded[] = {near_box.to_rid()};
  ray.filter.exclude = excluded;
  ASSERT_TRUE(server->space_intersect_ray(space, ray, hit));
  EXPECT_NEAR(hit.position.y, 0, 1e-3);
  EXPECT_EQ(hit.rid, floor.to_rid());
  // A mask without the bodies' layer sees nothing.
  ray.filter.collision_mask = 2;
  EXPECT_FALSE(server->space_intersect_ray(space, ray, hit));
}

TEST_F(BulletWorld, RayStartingInsideHitsOnlyWhenAsked) {
  add_body(BodyMode::STATIC, box(1), Vector3(0, 5, 0));
  RayQuery3D ray;
  ray.from = Vector3(0, 5, 0);
  ray.to = Vector3(0, 3.5, 0);
  RayHit3D hit;
  EXPECT_FALSE(server->space_intersect_ray(space, ray, hit));
  ray.hit_from_inside = true;
  ASSERT_TRUE(server->space_intersect_ray(space, ray, hit));
  EXPECT_EQ(hit.position, Vector3(0, 5, 0));
  EXPECT_EQ(hit.normal, Vector3());
}

TEST_F(BulletWorld, ConcaveHitsReportTheirFace) {
  ConcavePolygonShape3DData ramp;
  ramp.faces = {Vector3(-5, 1, -5), Vector3(5, 1, -5), Vector3(-5, 1, 5),
                Vector3(5, 2, -5),  Vector3(5, 2, 5),  Vector3(6, 2, 5)};
  add_body(BodyMode::STATIC, own(server->shape_create(Shape3DData{ramp})), Vector3());
  RayQuery3D ray;
  ray.from = Vector3(-2, 10, -2);
  ray.to = Vector3(-2, -10, -2);
  RayHit3D hit;
  ASSERT_TRUE(server->space_intersect_ray(space, ray, hit));
  EXPECT_NEAR(hit.position.y, 1, 1e-3);
  EXPECT_EQ(hit.face_index, 0);
}

TEST_F(BulletWorld, PointAndShapeQueriesFindWhatContainsAndOverlaps) {
  const BodyHandle3D crate = add_body(BodyMode::STATIC, box(1), Vector3(0, 5, 0));
  ShapeHit3D hits[4];
  PointQuery3D point;
  point.position = Vector3(0.5, 5.5, 0);
  ASSERT_EQ(server->space_intersect_point(space, point, hits), 1);
  EXPECT_EQ(hits[0].rid, crate.to_rid());
  point.position = Vector3(0, 7, 0);
  EXPECT_EQ(server->space_intersect_point(space, point, hits), 0);

  ShapeQuery3D query;
  query.shape = sphere(real_t(0.5));
  query.transform = Transform3D(Basis(), Vector3(0, 6.4, 0));
  ASSERT_EQ(server->space_intersect_shape(space, query, hits), 1);
  EXPECT_EQ(hits[0].rid, crate.to_rid());
  query.transform.origin.y = real_t(6.6);
  EXPECT_EQ(server->space_intersect_shape(space, query, hits), 0);
  query.margin = real_t(0.2);
  EXPECT_EQ(server->space_intersect_shape(space, query, hits), 1) << "the margin reaches it";

  ShapeRestInfo3D rest;
  query.margin = 0;
  query.transform.origin.y = real_t(6.3);
  ASSERT_TRUE(server->space_get_rest_info(space, query, rest));
  EXPECT_NEAR(rest.point.y, 6, 1e-3);
  EXPECT_NEAR(rest.normal.y, 1, 1e-3);
  Vector3 points[8];
  ASSERT_EQ(server->space_collide_shape(space, query, points), 1);
  EXPECT_NEAR(points[0].y, 5.8, 1e-3) << "deepest point of the sphere";
  EXPECT_NEAR(points[1].y, 6, 1e-3) << "on the box";
}

TEST_F(BulletWorld, CastMotionFindsSafeAndUnsafeFractions) {
  add_body(BodyMode::STATIC, box(1), Vector3(0, 5, 0));
  ShapeQuery3D query;
  query.shape = sphere(real_t(0.5));
  query.transform = Transform3D(Basis(), Vector3(0, 10, 0));
  query.motion = Vector3(0, -8, 0);
  real_t safe = 0;
  real_t unsafe = 0;
  ASSERT_TRUE(server->space_cast_motion(space, query, safe, unsafe));
  // It touches the box top (y = 6) when its centre is at 6.5: after 3.5 of 8.
  EXPECT_NEAR(safe, 3.5 / 8, 1.0 / 256);
  EXPECT_GT(unsafe, safe);
  EXPECT_NEAR(unsafe, 3.5 / 8, 1.0 / 128);
  query.motion = Vector3(5, 0, 0);
  ASSERT_TRUE(server->space_cast_motion(space, query, safe, unsafe));
  EXPECT_EQ(safe, 1);
  EXPECT_EQ(unsafe, 1);
}

TEST_F(BulletWorld, MotionTestStopsAtTheFloorAndReportsIt) {
  const ShapeHandle3D capsule =
      own(server->shape_create(Shape3DData{CapsuleShape3DData{real_t(0.5), 2}}));
  const BodyHandle3D character = add_body(BodyMode::KINEMATIC, capsule, Vector3(0, 3, 0));
  MotionParameters3D motion;
  motion.from = Transform3D(Basis(), Vector3(0, 3, 0));
  motion.motion = Vector3(0, -5, 0);
  MotionResult3D result;
  ASSERT_TRUE(server->body_test_motion(character, motion, result));
  EXPECT_NEAR(result.travel.y, -2, 0.05) << "down to the floor, the capsule's half height above";
  EXPECT_NEAR(result.travel.y + result.remainder.y, -5, 1e-4);
  ASSERT_GE(result.collision_count, 1);
  EXPECT_NEAR(result.collisions[0].normal.y, 1, 1e-3);
  EXPECT_EQ(result.collisions[0].collider, floor.to_rid());
  EXPECT_NEAR(result.collisions[0].get_angle(Vector3(0, 1, 0)), 0, 1e-3);
  // Sideways, nothing is in the way.
  motion.motion = Vector3(3, 0, 0);
  EXPECT_FALSE(server->body_test_motion(character, motion, result));
  EXPECT_NEAR(result.travel.x, 3, 1e-5);
  // Started overlapping the floor, it is pushed out first (recovery).
  motion.from = Transform3D(Basis(), Vector3(0, real_t(0.9), 0));
  motion.motion = Vector3(1, 0, 0);
  motion.recovery_as_collision = true;
  ASSERT_TRUE(server->body_test_motion(character, motion, result));
  EXPECT_GT(result.travel.y, 0.01) << "recovery moved it up";
}

TEST_F(BulletWorld, ContactsAreReportedForBodiesThatAskForThem) {
  const BodyHandle3D ball =
      add_body(BodyMode::RIGID, sphere(real_t(0.5)), Vector3(0, real_t(0.6), 0));
  server->body_set_max_contacts_reported(ball, 2);
  steps(30);
  ASSERT_GE(server->body_get_contact_count(ball), 1);
  const BodyContact3D& contact = server->body_get_contact(ball, 0);
  EXPECT_EQ(contact.collider, floor.to_rid());
  EXPECT_NEAR(contact.local_normal.y, 1, 1e-3);
  EXPECT_NEAR(contact.collider_position.y, 0, 0.02);
  EXPECT_THROW((void)server->body_get_contact(ball, 5), Error);
}

TEST_F(BulletWorld, ListenersHearMovedBodiesAfterTheStep) {
  const BodyHandle3D ball = add_body(BodyMode::RIGID, sphere(real_t(0.5)), Vector3(0, 3, 0));
  Recorder recorder;
  server->body_set_listener(ball, &recorder);
  steps(3);
  EXPECT_EQ(recorder.moved, 3);
  EXPECT_EQ(server->get_active_body_count(), 1);
}

TEST_F(BulletWorld, BouncesAddAndTheSmallerFrictionWins) {
  BodyParameters3D bouncy;
  bouncy.bounce = 1;
  const BodyHandle3D ball = add_body(BodyMode::RIGID, sphere(real_t(0.5)), Vector3(0, 2, 0));
  server->body_set_parameters(ball, bouncy);
  steps(40);
  real_t highest = 0;
  for (int i = 0; i < 60; ++i) {
    steps(1);
    highest = std::max(highest, server->body_get_transform(ball).origin.y);
  }
  EXPECT_GT(highest, 1.5) << "bounce 1 + 0 keeps most of the height";
}

TEST_F(BulletWorld, KinematicBodiesPushRigidOnes) {
  SpaceSettings3D settings;
  settings.gravity = 0;
  server->space_set_settings(space, settings);
  const BodyHandle3D pusher = add_body(BodyMode::KINEMATIC, box(1), Vector3(-3, 5, 0));
  const BodyHandle3D crate = add_body(BodyMode::RIGID, box(real_t(0.5)), Vector3(0, 5, 0));
  for (int i = 0; i < 60; ++i) {
    server->body_set_transform(pusher,
                               Transform3D(Basis(), Vector3(-3 + real_t(i) * real_t(0.1), 5, 0)));
    steps(1);
  }
  EXPECT_GT(server->body_get_transform(crate).origin.x, 1) << "pushed along";
}

TEST_F(BulletWorld, PinJointHoldsABodyUp) {
  const BodyHandle3D anchor = add_body(BodyMode::STATIC, box(real_t(0.1)), Vector3(0, 5, 0));
  const BodyHandle3D weight = add_body(BodyMode::RIGID, sphere(real_t(0.2)), Vector3(1, 5, 0));
  const JointHandle3D joint = server->joint_create();
  server->joint_make_pin(joint, weight, Vector3(-1, 0, 0), anchor, Vector3());
  steps(240);
  const Vector3 position = server->body_get_transform(weight).origin;
  EXPECT_NEAR(position.distance_to(Vector3(0, 5, 0)), 1, 0.05) << "swings on its pin";
  EXPECT_GT(position.y, 3.5);
  server->joint_free(joint);
}

TEST_F(BulletWorld, NonFiniteVelocityFreezesTheBodyOnce) {
  const BodyHandle3D ball = add_body(BodyMode::RIGID, sphere(real_t(0.5)), Vector3(0, 3, 0));
  Recorder recorder;
  server->body_set_listener(ball, &recorder);
  server->body_set_linear_velocity(ball, Vector3(real_t(NAN), 0, 0));
  steps(3);
  EXPECT_EQ(recorder.diverged, 1);
  EXPECT_EQ(server->body_get_mode(ball), BodyMode::STATIC);
  EXPECT_TRUE(server->body_get_transform(ball).is_finite());
  EXPECT_EQ(server->body_get_transform(ball).origin, Vector3(0, 3, 0));
}

/// The same scene, stepped the same way, gives bit-identical poses.
std::vector<Transform3D> simulate_pile() {
  auto server = create_bullet_physics_server_3d();
  const SpaceHandle3D space = server->space_create();
  const ShapeHandle3D plane = server->shape_create(Shape3DData{WorldBoundaryShape3DData{}});
  const ShapeHandle3D cube = server->shape_create(
      Shape3DData{BoxShape3DData{Vector3(real_t(0.5), real_t(0.5), real_t(0.5))}});
  std::vector<BodyHandle3D> bodies;
  const BodyHandle3D ground = server->body_create();
  server->body_set_mode(ground, BodyMode::STATIC);
  server->body_add_shape(ground, plane);
  server->body_set_space(ground, space);
  for (int i = 0; i < 30; ++i) {
    const BodyHandle3D body = server->body_create();
    server->body_add_shape(body, cube);
    server->body_set_transform(body, Transform3D(Basis(Vector3(0, 1, 0), real_t(i) * real_t(0.3)),
                                                 Vector3(real_t(i % 3) * real_t(0.4), real_t(1 + i),
                                                         real_t(i % 2) * real_t(0.3))));
    server->body_set_space(body, space);
    bodies.push_back(body);
  }
  for (int i = 0; i < 200; ++i) server->fixed_step(kStep);
  std::vector<Transform3D> poses;
  for (BodyHandle3D body : bodies) {
    poses.push_back(server->body_get_transform(body));
    server->body_free(body);
  }
  server->body_free(ground);
  server->shape_free(cube);
  server->shape_free(plane);
  server->space_free(space);
  return poses;
}

TEST(BulletDeterminism, TheSameSceneGivesBitIdenticalPoses) {
  const std::vector<Transform3D> first = simulate_pile();
  const std::vector<Transform3D> second = simulate_pile();
  ASSERT_EQ(first.size(), second.size());
  EXPECT_EQ(std::memcmp(first.data(), second.data(), first.size() * sizeof(Transform3D)), 0);
  // And the pile did fall and settle.
  for (const Transform3D& pose : first) EXPECT_LT(pose.origin.y, 30);
}

}  // namespace
}  // namespace arbor
