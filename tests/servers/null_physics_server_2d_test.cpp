// The 2D physics front end through the null backend: handles, validation, leaks, what is kept,
// the 2D joints' anchors and defaults.

#include <gtest/gtest.h>

#include <string>

#include "arbor/core/error/error.h"
#include "arbor/servers/physics/null_physics_server_2d.h"

namespace arbor {
namespace {

Shape2DData rectangle(real_t half) {
  return Shape2DData{RectangleShape2DData{Vector2(half, half)}};
}

TEST(NullPhysicsServer2D, HandlesAreTypedGenerationalAndStaleOnesThrow) {
  auto server = create_null_physics_server_2d();
  const SpaceHandle2D space = server->space_create();
  const BodyHandle2D body = server->body_create();
  server->body_free(body);
  try {
    server->body_set_space(body, space);
    FAIL() << "a freed body's handle was accepted";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("2D body handle"), std::string::npos) << error.what();
    EXPECT_NE(std::string(error.what()).find("stale"), std::string::npos) << error.what();
  }
  const BodyHandle2D again = server->body_create();
  EXPECT_EQ(again.index(), body.index());
  EXPECT_THROW(server->body_set_mode(body, BodyMode::STATIC), Error);
  const AreaHandle2D area = server->area_create();
  EXPECT_THROW(server->area_set_monitoring(AreaHandle2D(again.index(), again.generation()), true),
               Error);
  server->area_free(area);
  server->body_free(again);
  server->space_free(space);
  EXPECT_EQ(server->leak_report(), "");
}

TEST(NullPhysicsServer2D, DefaultsAreGodots2DProjectSettings) {
  auto server = create_null_physics_server_2d();
  const SpaceSettings2D& settings = server->get_default_space_settings();
  EXPECT_EQ(settings.gravity, real_t(980));
  EXPECT_EQ(settings.gravity_vector, Vector2(0, 1));
  EXPECT_FLOAT_EQ(float(settings.linear_damp), 0.1f);
  EXPECT_FLOAT_EQ(float(settings.angular_damp), 1.0f);
  SpaceSettings2D changed = settings;
  changed.gravity = 500;
  server->set_default_space_settings(changed);
  const SpaceHandle2D space = server->space_create();
  EXPECT_EQ(server->space_get_settings(space).gravity, real_t(500));
  server->space_free(space);
}

TEST(NullPhysicsServer2D, LeakReportAndInvalidShapes) {
  auto server = create_null_physics_server_2d();
  EXPECT_THROW((void)server->shape_create(rectangle(0)), Error);
  EXPECT_THROW((void)server->shape_create(Shape2DData{CircleShape2DData{-1}}), Error);
  EXPECT_THROW((void)server->shape_create(Shape2DData{ConvexPolygonShape2DData{}}), Error);
  const ShapeHandle2D shape = server->shape_create(rectangle(1));
  const BodyHandle2D body = server->body_create();
  const JointHandle2D joint = server->joint_create();
  EXPECT_EQ(server->leak_report(),
            "PhysicsServer2D (null): 1 shape, 1 body, 1 joint still allocated at shutdown "
            "(leaked handles: free every object you create)");
  server->joint_free(joint);
  server->body_free(body);
  server->shape_free(shape);
  EXPECT_EQ(server->leak_report(), "");
}

TEST(NullPhysicsServer2D, KeepsWhatItIsTold) {
  auto server = create_null_physics_server_2d();
  const SpaceHandle2D space = server->space_create();
  const ShapeHandle2D shape = server->shape_create(rectangle(5));
  const BodyHandle2D body = server->body_create();
  server->body_set_space(body, space);
  server->body_add_shape(body, shape);
  server->body_set_transform(body, Transform2D(0, Vector2(10, 20)));
  server->body_set_angular_velocity(body, 2);
  EXPECT_EQ(server->body_get_angular_velocity(body), real_t(2));
  server->body_set_linear_velocity(body, Vector2(0, 5));
  server->body_apply_central_impulse(body, Vector2(3, 0));
  EXPECT_EQ(server->body_get_linear_velocity(body), Vector2(3, 5));
  server->body_set_constant_torque(body, 4);
  EXPECT_EQ(server->body_get_constant_torque(body), real_t(4));
  server->fixed_step(1.0 / 60);
  EXPECT_EQ(server->body_get_transform(body).get_origin(), Vector2(10, 20));
  MotionParameters2D motion;
  motion.from = server->body_get_transform(body);
  motion.motion = Vector2(0, 10);
  MotionResult2D result;
  EXPECT_FALSE(server->body_test_motion(body, motion, result));
  EXPECT_EQ(result.travel, Vector2(0, 10));
  server->body_free(body);
  server->shape_free(shape);
  server->space_free(space);
}

TEST(NullPhysicsServer2D, JointsKeepAnchorsInTheBodiesFramesAndDieWithThem) {
  auto server = create_null_physics_server_2d();
  const BodyHandle2D a = server->body_create();
  const BodyHandle2D b = server->body_create();
  server->body_set_transform(a, Transform2D(0, Vector2(0, 0)));
  server->body_set_transform(b, Transform2D(0, Vector2(100, 0)));
  const JointHandle2D joint = server->joint_create();
  EXPECT_EQ(server->joint_get_type(joint), JointType2D::NONE);
  server->joint_make_damped_spring(joint, Vector2(0, 0), Vector2(100, 0), a, b);
  EXPECT_EQ(server->joint_get_type(joint), JointType2D::DAMPED_SPRING);
  EXPECT_EQ(server->damped_spring_joint_get_param(joint, DampedSpringParam2D::REST_LENGTH),
            real_t(100))
      << "a spring rests at the length it was made with";
  EXPECT_EQ(server->damped_spring_joint_get_param(joint, DampedSpringParam2D::STIFFNESS),
            real_t(20));
  server->joint_make_pin(joint, Vector2(50, 0), a, BodyHandle2D());
  EXPECT_EQ(server->joint_get_type(joint), JointType2D::PIN);
  EXPECT_THROW(
      server->joint_make_groove(joint, Vector2(), Vector2(1, 0), Vector2(), a, BodyHandle2D()),
      Error);
  server->body_free(a);
  EXPECT_EQ(server->joint_get_type(joint), JointType2D::NONE);
  server->joint_free(joint);
  server->body_free(b);
  EXPECT_EQ(server->leak_report(), "");
}

}  // namespace
}  // namespace arbor
