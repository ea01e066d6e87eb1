// The 3D physics front end through the null backend: handles, validation, leaks, what is kept.

#include <gtest/gtest.h>

#include <string>

#include "arbor/core/error/error.h"
#include "arbor/servers/physics/null_physics_server_3d.h"

namespace arbor {
namespace {

Shape3DData box(real_t half) { return Shape3DData{BoxShape3DData{Vector3(half, half, half)}}; }

TEST(NullPhysicsServer3D, HandlesAreTypedGenerationalAndStaleOnesThrow) {
  auto server = create_null_physics_server_3d();
  const SpaceHandle3D space = server->space_create();
  const BodyHandle3D body = server->body_create();
  EXPECT_TRUE(body.is_valid());
  server->body_free(body);
  try {
    server->body_set_space(body, space);
    FAIL() << "a freed body's handle was accepted";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("3D body handle"), std::string::npos) << error.what();
    EXPECT_NE(std::string(error.what()).find("stale"), std::string::npos) << error.what();
  }
  // The slot is reused with a new generation: the old handle never names the new body.
  const BodyHandle3D again = server->body_create();
  EXPECT_EQ(again.index(), body.index());
  EXPECT_NE(again.generation(), body.generation());
  EXPECT_THROW(server->body_set_mode(body, BodyMode::STATIC), Error);
  EXPECT_NO_THROW(server->body_set_mode(again, BodyMode::STATIC));
  EXPECT_NO_THROW(server->body_set_space(again, SpaceHandle3D())) << "a null space: in none";
  server->body_free(again);
  server->space_free(space);
  EXPECT_EQ(server->leak_report(), "");
}

TEST(NullPhysicsServer3D, BodiesAndAreasShareRidsButNotHandles) {
  auto server = create_null_physics_server_3d();
  const BodyHandle3D body = server->body_create();
  const AreaHandle3D area = server->area_create();
  EXPECT_NE(body.to_rid(), area.to_rid());
  // A body's slot and generation as an area handle name a body, not an area.
  EXPECT_THROW(server->area_set_monitoring(AreaHandle3D(body.index(), body.generation()), true),
               Error);
  server->area_free(area);
  server->body_free(body);
}

TEST(NullPhysicsServer3D, TheClosestPointOfAnObjectIsItsOriginInItsOwnSpaceOnly) {
  auto server = create_null_physics_server_3d();
  const SpaceHandle3D space = server->space_create();
  const SpaceHandle3D other = server->space_create();
  const AreaHandle3D area = server->area_create();
  server->area_set_space(area, space);
  server->area_set_transform(area, Transform3D(Basis(), Vector3(1, 2, 3)));
  EXPECT_EQ(server->space_get_closest_point_to_object_volume(space, area.to_rid(), Vector3()),
            Vector3(1, 2, 3));
  EXPECT_THROW(
      (void)server->space_get_closest_point_to_object_volume(other, area.to_rid(), Vector3()),
      Error);
  const RID freed = area.to_rid();
  server->area_free(area);
  EXPECT_THROW((void)server->space_get_closest_point_to_object_volume(space, freed, Vector3()),
               Error);
  server->space_free(other);
  server->space_free(space);
}

TEST(NullPhysicsServer3D, LeakReportCountsWhatIsStillAlive) {
  auto server = create_null_physics_server_3d();
  const SpaceHandle3D space = server->space_create();
  const ShapeHandle3D shape = server->shape_create(box(1));
  const BodyHandle3D a = server->body_create();
  const BodyHandle3D b = server->body_create();
  const AreaHandle3D area = server->area_create();
  EXPECT_EQ(server->leak_report(),
            "PhysicsServer3D (null): 1 space, 1 shape, 2 bodies, 1 area still allocated at "
            "shutdown (leaked handles: free every object you create)");
  server->body_free(a);
  server->body_free(b);
  server->area_free(area);
  server->shape_free(shape);
  server->space_free(space);
  EXPECT_EQ(server->leak_report(), "");
}

TEST(NullPhysicsServer3D, InvalidShapeDataIsRefused) {
  auto server = create_null_physics_server_3d();
  EXPECT_THROW((void)server->shape_create(box(0)), Error);
  EXPECT_THROW((void)server->shape_create(Shape3DData{SphereShape3DData{-1}}), Error);
  EXPECT_THROW((void)server->shape_create(Shape3DData{ConvexPolygonShape3DData{}}), Error);
  EXPECT_EQ(shape_data_problem(box(0)), "box size x must be above zero (it is 0)");
  EXPECT_EQ(shape_data_problem(Shape3DData{ConcavePolygonShape3DData{{Vector3(), Vector3()}}}),
            "concave polygon needs three points per face (it has 2 points)");
  EXPECT_EQ(shape_data_problem(box(1)), "");
  EXPECT_EQ(server->leak_report(), "");
}

TEST(NullPhysicsServer3D, KeepsWhatItIsToldAndShapesFollowTheirData) {
  auto server = create_null_physics_server_3d();
  const SpaceHandle3D space = server->space_create();
  const ShapeHandle3D shape = server->shape_create(box(1));
  const BodyHandle3D body = server->body_create();
  server->body_set_space(body, space);
  server->body_add_shape(body, shape, Transform3D(Basis(), Vector3(0, 1, 0)));
  server->body_add_shape(body, shape);
  EXPECT_EQ(server->body_get_shape_count(body), 2);
  server->body_remove_shape(body, 0);
  EXPECT_EQ(server->body_get_shape_count(body), 1);
  BodyParameters3D parameters;
  parameters.mass = 3;
  parameters.friction = real_t(0.25);
  server->body_set_parameters(body, parameters);
  EXPECT_EQ(server->body_get_parameters(body).mass, 3);
  parameters.mass = 0;
  EXPECT_THROW(server->body_set_parameters(body, parameters), Error);
  server->body_set_transform(body, Transform3D(Basis(), Vector3(1, 2, 3)));
  EXPECT_EQ(server->body_get_transform(body).origin, Vector3(1, 2, 3));
  server->body_set_linear_velocity(body, Vector3(0, 5, 0));
  server->body_apply_central_impulse(body, Vector3(3, 0, 0));
  EXPECT_EQ(server->body_get_linear_velocity(body), Vector3(1, 5, 0));
  // Freeing a shape removes it from its users.
  server->shape_free(shape);
  EXPECT_EQ(server->body_get_shape_count(body), 0);
  // The null backend simulates nothing: a step moves nothing.
  server->fixed_step(1.0 / 60);
  EXPECT_EQ(server->body_get_transform(body).origin, Vector3(1, 2, 3));
  MotionResult3D result;
  MotionParameters3D motion;
  motion.from = server->body_get_transform(body);
  motion.motion = Vector3(0, -10, 0);
  EXPECT_FALSE(server->body_test_motion(body, motion, result));
  EXPECT_EQ(result.travel, Vector3(0, -10, 0));
  server->body_free(body);
  server->space_free(space);
  EXPECT_EQ(server->leak_report(), "");
}

TEST(NullPhysicsServer3D, JointsKeepGodotsDefaultsAndDieWithTheirBodies) {
  auto server = create_null_physics_server_3d();
  const BodyHandle3D a = server->body_create();
  const BodyHandle3D b = server->body_create();
  const JointHandle3D joint = server->joint_create();
  EXPECT_EQ(server->joint_get_type(joint), JointType3D::NONE);
  server->joint_make_hinge(joint, a, Transform3D(), b, Transform3D());
  EXPECT_EQ(server->joint_get_type(joint), JointType3D::HINGE);
  EXPECT_FLOAT_EQ(float(server->hinge_joint_get_param(joint, HingeJointParam::LIMIT_SOFTNESS)),
                  0.9f);
  EXPECT_FLOAT_EQ(
      float(server->slider_joint_get_param(joint, SliderJointParam::LINEAR_LIMIT_UPPER)), 1.0f);
  EXPECT_FLOAT_EQ(float(server->generic_6dof_joint_get_param(
                      joint, JointAxis::Y, G6DOFJointAxisParam::ANGULAR_MOTOR_FORCE_LIMIT)),
                  300.0f);
  EXPECT_THROW(server->joint_make_pin(joint, a, Vector3(), a, Vector3()), Error);
  server->body_free(a);
  EXPECT_EQ(server->joint_get_type(joint), JointType3D::NONE) << "a joint outlives its body, empty";
  server->joint_free(joint);
  server->body_free(b);
  EXPECT_EQ(server->leak_report(), "");
}

}  // namespace
}  // namespace arbor
