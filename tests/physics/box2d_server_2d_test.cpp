// The Box2D backend through PhysicsServer2D: Godot's observable 2D behaviour on Box2D, in pixels.

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <memory>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/servers/physics/box2d_physics_server_2d.h"

namespace arbor {
namespace {

constexpr double kStep = 1.0 / 60;

struct Recorder : PhysicsObjectListener {
  int moved = 0;
  int diverged = 0;
  std::vector<AreaMonitorEvent> events;
  void physics_body_state_changed() override { ++moved; }
  void physics_area_monitor(const AreaMonitorEvent& event) override { events.push_back(event); }
  void physics_body_diverged() override { ++diverged; }
};

/// A Box2D server with one space and a floor: everything below y = 0 (Godot's 2D is y-down).
class Box2DWorld : public ::testing::Test {
 protected:
  void SetUp() override {
    server = create_box2d_physics_server_2d();
    space = server->space_create();
    floor_shape = own(server->shape_create(Shape2DData{WorldBoundaryShape2DData{}}));
    floor = add_body(BodyMode::STATIC, floor_shape, Vector2());
  }
  void TearDown() override {
    for (BodyHandle2D body : bodies) server->body_free(body);
    for (AreaHandle2D area : areas) server->area_free(area);
    for (ShapeHandle2D shape : shapes) server->shape_free(shape);
    server->space_free(space);
    EXPECT_EQ(server->leak_report(), "");
  }
  ShapeHandle2D own(ShapeHandle2D shape) {
    shapes.push_back(shape);
    return shape;
  }
  BodyHandle2D add_body(BodyMode mode, ShapeHandle2D shape, const Vector2& position) {
    const BodyHandle2D body = server->body_create();
    server->body_set_mode(body, mode);
    server->body_add_shape(body, shape);
    server->body_set_transform(body, Transform2D(0, position));
    server->body_set_space(body, space);
    bodies.push_back(body);
    return body;
  }
  AreaHandle2D add_area(ShapeHandle2D shape, const Vector2& position) {
    const AreaHandle2D area = server->area_create();
    server->area_add_shape(area, shape);
    server->area_set_transform(area, Transform2D(0, position));
    server->area_set_space(area, space);
    areas.push_back(area);
    return area;
  }
  void steps(int count) {
    for (int i = 0; i < count; ++i) server->fixed_step(kStep);
  }
  void no_gravity() {
    SpaceSettings2D settings;
    settings.gravity = 0;
    server->space_set_settings(space, settings);
  }
  ShapeHandle2D circle(real_t radius) {
    return own(server->shape_create(Shape2DData{CircleShape2DData{radius}}));
  }
  ShapeHandle2D rectangle(real_t half) {
    return own(server->shape_create(Shape2DData{RectangleShape2DData{Vector2(half, half)}}));
  }

  std::unique_ptr<PhysicsServer2D> server;
  SpaceHandle2D space;
  ShapeHandle2D floor_shape;
  BodyHandle2D floor;
  std::vector<BodyHandle2D> bodies;
  std::vector<AreaHandle2D> areas;
  std::vector<ShapeHandle2D> shapes;
};

TEST_F(Box2DWorld, CircleDroppedOntoTheFloorComesToRestOnIt) {
  const BodyHandle2D ball = add_body(BodyMode::RIGID, circle(10), Vector2(0, -100));
  steps(20);
  EXPECT_GT(server->body_get_linear_velocity(ball).y, 100) << "it falls with gravity (down: +y)";
  steps(280);
  const Vector2 position = server->body_get_transform(ball).get_origin();
  EXPECT_NEAR(position.y, -10, 1.5) << "resting on the floor, its radius above it";
  EXPECT_NEAR(position.x, 0, 0.01);
  EXPECT_LT(server->body_get_linear_velocity(ball).length(), 1);
  EXPECT_TRUE(server->body_is_sleeping(ball));
  EXPECT_NEAR(server->body_get_dynamics(ball).total_gravity.y, 980, 1e-3);
}

TEST_F(Box2DWorld, BoxesAndCapsulesRestAtTheirSize) {
  const BodyHandle2D crate = add_body(BodyMode::RIGID, rectangle(20), Vector2(0, -60));
  const ShapeHandle2D pill = own(server->shape_create(Shape2DData{CapsuleShape2DData{10, 60}}));
  const BodyHandle2D capsule = add_body(BodyMode::RIGID, pill, Vector2(100, -60));
  ConvexPolygonShape2DData round;
  for (int i = 0; i < 12; ++i) {  // more points than a Box2D polygon holds
    const real_t angle = real_t(i) * real_t(2 * 3.14159265358979 / 12);
    round.points.push_back(Vector2(std::cos(angle), std::sin(angle)) * 15);
  }
  const BodyHandle2D dodecagon =
      add_body(BodyMode::RIGID, own(server->shape_create(Shape2DData{round})), Vector2(200, -60));
  steps(240);
  EXPECT_NEAR(server->body_get_transform(crate).get_origin().y, -20, 1.5);
  EXPECT_NEAR(server->body_get_transform(capsule).get_origin().y, -30, 1.5);
  EXPECT_NEAR(std::abs(server->body_get_transform(dodecagon).get_origin().y),
              15 * std::cos(3.14159 / 12), 1.5);
}

TEST_F(Box2DWorld, FreeFallFollowsGodotsIntegration) {
  SpaceSettings2D settings;
  settings.linear_damp = 0;
  server->space_set_settings(space, settings);
  const BodyHandle2D ball = add_body(BodyMode::RIGID, circle(10), Vector2(0, -10000));
  steps(10);
  // Semi-implicit Euler: v_n = g n dt, y_n = y0 + g dt^2 n(n+1)/2.
  EXPECT_NEAR(server->body_get_linear_velocity(ball).y, 980 * 10 * kStep, 0.01);
  EXPECT_NEAR(server->body_get_transform(ball).get_origin().y, -10000 + 980 * kStep * kStep * 55,
              0.05);
}

TEST_F(Box2DWorld, DampingIsGodotsOneMinusStepTimesDamp) {
  SpaceSettings2D settings;
  settings.gravity = 0;
  settings.linear_damp = 0;
  server->space_set_settings(space, settings);
  const BodyHandle2D ball = add_body(BodyMode::RIGID, circle(10), Vector2(0, -500));
  BodyParameters2D parameters;
  parameters.linear_damp = 3;
  server->body_set_parameters(ball, parameters);
  server->body_set_linear_velocity(ball, Vector2(100, 0));
  steps(1);
  EXPECT_NEAR(server->body_get_linear_velocity(ball).x, 100 * (1 - kStep * 3), 1e-3);
}

TEST_F(Box2DWorld, AreaOverridesGravity) {
  const AreaHandle2D zero_g = add_area(rectangle(200), Vector2(0, -500));
  AreaParameters2D parameters;
  parameters.gravity_override = AreaSpaceOverrideMode::REPLACE;
  parameters.gravity = 0;
  server->area_set_parameters(zero_g, parameters);
  const BodyHandle2D ball = add_body(BodyMode::RIGID, circle(10), Vector2(0, -500));
  steps(2);
  const Vector2 velocity = server->body_get_linear_velocity(ball);
  steps(30);
  EXPECT_NEAR(server->body_get_linear_velocity(ball).y, velocity.y, 1) << "no gravity inside";
  EXPECT_NEAR(server->body_get_dynamics(ball).total_gravity.length(), 0, 1e-5);
}

TEST_F(Box2DWorld, AreaReportsEnterAndExitOnceEachInOrder) {
  no_gravity();
  const AreaHandle2D area = add_area(rectangle(50), Vector2(0, -500));
  Recorder recorder;
  server->area_set_listener(area, &recorder);
  server->area_set_monitoring(area, true);
  const BodyHandle2D ball = add_body(BodyMode::RIGID, circle(10), Vector2(-200, -500));
  server->body_attach_object_instance_id(ball, NodeId{42});
  server->body_set_linear_velocity(ball, Vector2(300, 0));
  steps(120);
  ASSERT_EQ(recorder.events.size(), 2u);
  EXPECT_EQ(recorder.events[0].status, AreaBodyStatus::ADDED);
  EXPECT_EQ(recorder.events[1].status, AreaBodyStatus::REMOVED);
  for (const AreaMonitorEvent& event : recorder.events) {
    EXPECT_EQ(event.other, ball.to_rid());
    EXPECT_EQ(event.other_id, NodeId{42});
  }
}

TEST_F(Box2DWorld, AreasSeeStaticAndKinematicBodiesAndMonitorableAreas) {
  const AreaHandle2D area = add_area(rectangle(50), Vector2(0, -500));
  Recorder recorder;
  server->area_set_listener(area, &recorder);
  server->area_set_monitoring(area, true);
  add_body(BodyMode::STATIC, rectangle(10), Vector2(0, -500));
  add_body(BodyMode::KINEMATIC, rectangle(10), Vector2(20, -500));
  const AreaHandle2D other = add_area(rectangle(10), Vector2(-20, -500));
  steps(1);
  EXPECT_EQ(recorder.events.size(), 3u);
  recorder.events.clear();
  server->area_set_monitorable(other, false);
  steps(1);
  ASSERT_EQ(recorder.events.size(), 1u);
  EXPECT_EQ(recorder.events[0].status, AreaBodyStatus::REMOVED);
  EXPECT_TRUE(recorder.events[0].other_is_area);
}

TEST_F(Box2DWorld, RayReturnsTheNearestHitWithItsNormalAndShape) {
  const BodyHandle2D near_box = add_body(BodyMode::STATIC, rectangle(10), Vector2(0, -50));
  add_body(BodyMode::STATIC, rectangle(10), Vector2(0, -100));
  server->body_attach_object_instance_id(near_box, NodeId{7});
  RayQuery2D ray;
  ray.from = Vector2(0, -200);
  ray.to = Vector2(0, 200);
  RayHit2D hit;
  ASSERT_TRUE(server->space_intersect_ray(space, ray, hit));
  EXPECT_NEAR(hit.position.y, -110, 1e-2) << "the upper box is nearer";
  EXPECT_NEAR(hit.normal.y, -1, 1e-4);
  ray.from = Vector2(0, -75);
  ASSERT_TRUE(server->space_intersect_ray(space, ray, hit));
  EXPECT_NEAR(hit.position.y, -60, 1e-2);
  EXPECT_EQ(hit.rid, near_box.to_rid());
  EXPECT_EQ(hit.collider_id, NodeId{7});
  const RID excluded[] = {near_box.to_rid()};
  ray.filter.exclude = excluded;
  ASSERT_TRUE(server->space_intersect_ray(space, ray, hit));
  EXPECT_NEAR(hit.position.y, 0, 1e-2);
  EXPECT_EQ(hit.rid, floor.to_rid());
  ray.filter.collision_mask = 2;
  EXPECT_FALSE(server->space_intersect_ray(space, ray, hit));
}

TEST_F(Box2DWorld, RaysHitCirclesCapsulesAndSegmentsOnTheirOutline) {
  add_body(BodyMode::STATIC, circle(10), Vector2(0, -100));
  const ShapeHandle2D pill = own(server->shape_create(Shape2DData{CapsuleShape2DData{10, 60}}));
  add_body(BodyMode::STATIC, pill, Vector2(100, -100));
  const ShapeHandle2D line =
      own(server->shape_create(Shape2DData{SegmentShape2DData{Vector2(-10, 0), Vector2(10, 0)}}));
  add_body(BodyMode::STATIC, line, Vector2(200, -100));
  RayHit2D hit;
  RayQuery2D ray;
  ray.from = Vector2(-50, -100);
  ray.to = Vector2(50, -100);
  ASSERT_TRUE(server->space_intersect_ray(space, ray, hit));
  EXPECT_NEAR(hit.position.x, -10, 1e-2);
  EXPECT_NEAR(hit.normal.x, -1, 1e-4);
  ray.from = Vector2(100, -300);
  ray.to = Vector2(100, -100);
  ASSERT_TRUE(server->space_intersect_ray(space, ray, hit));
  EXPECT_NEAR(hit.position.y, -130, 1e-2) << "the capsule's cap, 30 px above its centre";
  ray.from = Vector2(200, -50);
  ray.to = Vector2(200, -150);
  ASSERT_TRUE(server->space_intersect_ray(space, ray, hit));
  EXPECT_NEAR(hit.position.y, -100, 1e-2) << "segments are hit from either side";
  EXPECT_NEAR(hit.normal.y, 1, 1e-4);
}

TEST_F(Box2DWorld, RayStartingInsideHitsOnlyWhenAsked) {
  add_body(BodyMode::STATIC, rectangle(10), Vector2(0, -100));
  RayQuery2D ray;
  ray.from = Vector2(0, -100);
  ray.to = Vector2(0, -80);
  RayHit2D hit;
  EXPECT_FALSE(server->space_intersect_ray(space, ray, hit));
  ray.hit_from_inside = true;
  ASSERT_TRUE(server->space_intersect_ray(space, ray, hit));
  EXPECT_EQ(hit.position, Vector2(0, -100));
  EXPECT_EQ(hit.normal, Vector2());
}

TEST_F(Box2DWorld, PointAndShapeQueriesFindWhatContainsAndOverlaps) {
  const BodyHandle2D crate = add_body(BodyMode::STATIC, rectangle(10), Vector2(0, -100));
  ShapeHit2D hits[4];
  PointQuery2D point;
  point.position = Vector2(5, -105);
  ASSERT_EQ(server->space_intersect_point(space, point, hits), 1);
  EXPECT_EQ(hits[0].rid, crate.to_rid());
  point.position = Vector2(0, -120);
  EXPECT_EQ(server->space_intersect_point(space, point, hits), 0);

  ShapeQuery2D query;
  query.shape = circle(5);
  query.transform = Transform2D(0, Vector2(0, -114));
  ASSERT_EQ(server->space_intersect_shape(space, query, hits), 1);
  EXPECT_EQ(hits[0].rid, crate.to_rid());
  query.transform = Transform2D(0, Vector2(0, -116));
  EXPECT_EQ(server->space_intersect_shape(space, query, hits), 0);
  query.margin = 2;
  EXPECT_EQ(server->space_intersect_shape(space, query, hits), 1) << "the margin reaches it";

  ShapeRestInfo2D rest;
  query.margin = 0;
  query.transform = Transform2D(0, Vector2(0, -113));
  ASSERT_TRUE(server->space_get_rest_info(space, query, rest));
  EXPECT_NEAR(rest.point.y, -110, 1e-2);
  EXPECT_NEAR(rest.normal.y, -1, 1e-3);
  Vector2 points[8];
  ASSERT_EQ(server->space_collide_shape(space, query, points), 1);
  EXPECT_NEAR(points[0].y, -108, 1e-2) << "deepest point of the circle";
  EXPECT_NEAR(points[1].y, -110, 1e-2) << "on the box";
}

TEST_F(Box2DWorld, CastMotionFindsSafeAndUnsafeFractions) {
  add_body(BodyMode::STATIC, rectangle(10), Vector2(0, -100));
  ShapeQuery2D query;
  query.shape = circle(5);
  query.transform = Transform2D(0, Vector2(0, -200));
  query.motion = Vector2(0, 160);
  real_t safe = 0;
  real_t unsafe = 0;
  ASSERT_TRUE(server->space_cast_motion(space, query, safe, unsafe));
  // It touches the box top (y = -110) when its centre is at -115: after 85 of 160.
  EXPECT_NEAR(safe, 85.0 / 160, 1.0 / 256);
  EXPECT_GT(unsafe, safe);
  query.motion = Vector2(100, 0);
  ASSERT_TRUE(server->space_cast_motion(space, query, safe, unsafe));
  EXPECT_EQ(safe, 1);
  EXPECT_EQ(unsafe, 1);
}

TEST_F(Box2DWorld, MotionTestStopsAtTheFloorAndReportsIt) {
  const ShapeHandle2D pill = own(server->shape_create(Shape2DData{CapsuleShape2DData{10, 40}}));
  const BodyHandle2D character = add_body(BodyMode::KINEMATIC, pill, Vector2(0, -100));
  MotionParameters2D motion;
  motion.from = Transform2D(0, Vector2(0, -100));
  motion.motion = Vector2(0, 200);
  MotionResult2D result;
  ASSERT_TRUE(server->body_test_motion(character, motion, result));
  EXPECT_NEAR(result.travel.y, 80, 0.5) << "down to the floor, its half height above it";
  EXPECT_NEAR(result.travel.y + result.remainder.y, 200, 1e-3);
  EXPECT_NEAR(result.collision_normal.y, -1, 1e-3);
  EXPECT_EQ(result.collider, floor.to_rid());
  EXPECT_NEAR(result.get_angle(Vector2(0, -1)), 0, 1e-3);
  motion.motion = Vector2(50, 0);
  EXPECT_FALSE(server->body_test_motion(character, motion, result));
  EXPECT_NEAR(result.travel.x, 50, 1e-3);
  motion.from = Transform2D(0, Vector2(0, -15));
  motion.motion = Vector2(10, 0);
  motion.recovery_as_collision = true;
  ASSERT_TRUE(server->body_test_motion(character, motion, result));
  EXPECT_LT(result.travel.y, -0.5) << "recovery moved it up";
}

TEST_F(Box2DWorld, OneWayShapesStopWhatFallsOnThemOnly) {
  no_gravity();
  const BodyHandle2D platform = add_body(BodyMode::STATIC, rectangle(50), Vector2(0, -300));
  server->body_set_shape_as_one_way_collision(platform, 0, true, 1);
  const BodyHandle2D falling = add_body(BodyMode::RIGID, circle(10), Vector2(0, -450));
  server->body_set_linear_velocity(falling, Vector2(0, 300));
  const BodyHandle2D rising = add_body(BodyMode::RIGID, circle(10), Vector2(30, -200));
  server->body_set_linear_velocity(rising, Vector2(0, -300));
  steps(60);
  EXPECT_NEAR(server->body_get_transform(falling).get_origin().y, -360, 2) << "stopped on top";
  EXPECT_LT(server->body_get_transform(rising).get_origin().y, -400) << "passed through";
  // A kinematic body's motion test stops on it going down, not going up.
  const BodyHandle2D character = add_body(BodyMode::KINEMATIC, circle(10), Vector2(-30, -400));
  MotionParameters2D motion;
  motion.from = Transform2D(0, Vector2(-30, -400));
  motion.motion = Vector2(0, 100);
  MotionResult2D result;
  EXPECT_TRUE(server->body_test_motion(character, motion, result));
  motion.from = Transform2D(0, Vector2(-30, -200));
  motion.motion = Vector2(0, -100);
  EXPECT_FALSE(server->body_test_motion(character, motion, result));
}

TEST_F(Box2DWorld, ContactsAreReportedForBodiesThatAskForThem) {
  const BodyHandle2D ball = add_body(BodyMode::RIGID, circle(10), Vector2(0, -12));
  server->body_set_max_contacts_reported(ball, 2);
  steps(30);
  ASSERT_GE(server->body_get_contact_count(ball), 1);
  const BodyContact2D& contact = server->body_get_contact(ball, 0);
  EXPECT_EQ(contact.collider, floor.to_rid());
  EXPECT_NEAR(contact.local_normal.y, -1, 1e-3);
  EXPECT_NEAR(contact.collider_position.y, 0, 2);
  EXPECT_THROW((void)server->body_get_contact(ball, 5), Error);
}

TEST_F(Box2DWorld, ListenersHearMovedBodiesAfterTheStep) {
  const BodyHandle2D ball = add_body(BodyMode::RIGID, circle(10), Vector2(0, -300));
  Recorder recorder;
  server->body_set_listener(ball, &recorder);
  steps(3);
  EXPECT_EQ(recorder.moved, 3);
  EXPECT_EQ(server->get_active_body_count(), 1);
}

TEST_F(Box2DWorld, BouncesAddAndKeepTheHeight) {
  BodyParameters2D bouncy;
  bouncy.bounce = 1;
  const BodyHandle2D ball = add_body(BodyMode::RIGID, circle(10), Vector2(0, -200));
  server->body_set_parameters(ball, bouncy);
  steps(40);
  real_t highest = 0;
  for (int i = 0; i < 60; ++i) {
    steps(1);
    highest = std::min(highest, server->body_get_transform(ball).get_origin().y);
  }
  EXPECT_LT(highest, -150) << "bounce 1 + 0 keeps most of the height";
}

TEST_F(Box2DWorld, KinematicBodiesPushRigidOnesAndConveyorsCarry) {
  no_gravity();
  const BodyHandle2D pusher = add_body(BodyMode::KINEMATIC, rectangle(20), Vector2(-60, -500));
  const BodyHandle2D crate = add_body(BodyMode::RIGID, rectangle(10), Vector2(0, -500));
  for (int i = 0; i < 60; ++i) {
    server->body_set_transform(pusher, Transform2D(0, Vector2(-60 + real_t(i) * 2, -500)));
    steps(1);
  }
  EXPECT_GT(server->body_get_transform(crate).get_origin().x, 20) << "pushed along";
  EXPECT_NEAR(server->body_get_linear_velocity(pusher).x, 120, 1e-3)
      << "a kinematic body's velocity is its motion's";
}

TEST_F(Box2DWorld, StaticBodiesWithAVelocityCarryWhatRestsOnThem) {
  const BodyHandle2D belt = add_body(BodyMode::STATIC, rectangle(200), Vector2(0, -200));
  const BodyHandle2D crate = add_body(BodyMode::RIGID, rectangle(10), Vector2(0, -411));
  steps(30);
  server->body_set_linear_velocity(belt, Vector2(100, 0));
  steps(60);
  EXPECT_GT(server->body_get_transform(crate).get_origin().x, 40) << "carried along";
  EXPECT_EQ(server->body_get_transform(belt).get_origin(), Vector2(0, -200)) << "it stays put";
}

TEST_F(Box2DWorld, JointsHoldPinSlideAndSpring) {
  const BodyHandle2D anchor = add_body(BodyMode::STATIC, rectangle(2), Vector2(0, -500));
  const BodyHandle2D weight = add_body(BodyMode::RIGID, circle(5), Vector2(100, -500));
  const JointHandle2D pin = server->joint_create();
  server->joint_make_pin(pin, Vector2(0, -500), weight, anchor);
  steps(120);
  const Vector2 swung = server->body_get_transform(weight).get_origin();
  EXPECT_NEAR(swung.distance_to(Vector2(0, -500)), 100, 2) << "swings on its pin";

  const BodyHandle2D rail = add_body(BodyMode::STATIC, rectangle(2), Vector2(400, -500));
  const BodyHandle2D slider = add_body(BodyMode::RIGID, circle(5), Vector2(400, -500));
  const JointHandle2D groove = server->joint_create();
  server->joint_make_groove(groove, Vector2(400, -500), Vector2(400, -400), Vector2(400, -500),
                            rail, slider);
  steps(120);
  const Vector2 slid = server->body_get_transform(slider).get_origin();
  EXPECT_NEAR(slid.x, 400, 1) << "stays on the groove";
  EXPECT_NEAR(slid.y, -400, 2) << "slides down to the groove's end";

  const BodyHandle2D hook = add_body(BodyMode::STATIC, rectangle(2), Vector2(800, -500));
  const BodyHandle2D bob = add_body(BodyMode::RIGID, circle(5), Vector2(800, -450));
  const JointHandle2D spring = server->joint_create();
  server->joint_make_damped_spring(spring, Vector2(800, -500), Vector2(800, -450), hook, bob);
  server->damped_spring_joint_set_param(spring, DampedSpringParam2D::STIFFNESS, 200);
  server->damped_spring_joint_set_param(spring, DampedSpringParam2D::DAMPING, 5);
  steps(600);
  // At rest the spring holds the weight: stretch = m g / k (Godot's units: pixels).
  EXPECT_NEAR(server->body_get_transform(bob).get_origin().y, -450 + 980.0 / 200, 1);
  for (JointHandle2D joint : {pin, groove, spring}) server->joint_free(joint);
}

TEST_F(Box2DWorld, NonFiniteVelocityFreezesTheBodyOnce) {
  const BodyHandle2D ball = add_body(BodyMode::RIGID, circle(10), Vector2(0, -300));
  Recorder recorder;
  server->body_set_listener(ball, &recorder);
  server->body_set_linear_velocity(ball, Vector2(real_t(NAN), 0));
  steps(3);
  EXPECT_EQ(recorder.diverged, 1);
  EXPECT_EQ(server->body_get_mode(ball), BodyMode::STATIC);
  EXPECT_EQ(server->body_get_transform(ball).get_origin(), Vector2(0, -300));
}

std::vector<Transform2D> simulate_pile() {
  auto server = create_box2d_physics_server_2d();
  const SpaceHandle2D space = server->space_create();
  const ShapeHandle2D line = server->shape_create(Shape2DData{WorldBoundaryShape2DData{}});
  const ShapeHandle2D square =
      server->shape_create(Shape2DData{RectangleShape2DData{Vector2(10, 10)}});
  const BodyHandle2D ground = server->body_create();
  server->body_set_mode(ground, BodyMode::STATIC);
  server->body_add_shape(ground, line);
  server->body_set_space(ground, space);
  std::vector<BodyHandle2D> bodies;
  for (int i = 0; i < 40; ++i) {
    const BodyHandle2D body = server->body_create();
    server->body_add_shape(body, square);
    server->body_set_transform(
        body, Transform2D(real_t(i) * real_t(0.3), Vector2(real_t(i % 4) * 8, -30 - 25 * i)));
    server->body_set_space(body, space);
    bodies.push_back(body);
  }
  for (int i = 0; i < 300; ++i) server->fixed_step(kStep);
  std::vector<Transform2D> poses;
  for (BodyHandle2D body : bodies) {
    poses.push_back(server->body_get_transform(body));
    server->body_free(body);
  }
  server->body_free(ground);
  server->shape_free(square);
  server->shape_free(line);
  server->space_free(space);
  return poses;
}

TEST(Box2DDeterminism, TheSameSceneGivesBitIdenticalPoses) {
  const std::vector<Transform2D> first = simulate_pile();
  const std::vector<Transform2D> second = simulate_pile();
  ASSERT_EQ(first.size(), second.size());
  EXPECT_EQ(std::memcmp(first.data(), second.data(), first.size() * sizeof(Transform2D)), 0);
  for (const Transform2D& pose : first) EXPECT_GT(pose.get_origin().y, -400) << "it fell";
}

}  // namespace
}  // namespace arbor
