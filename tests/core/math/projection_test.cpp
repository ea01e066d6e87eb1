#include "arbor/core/math/projection.h"

#include <gtest/gtest.h>

#include "math_test_util.h"

namespace arbor {
namespace {

TEST(Projection, PerspectiveMapsNearAndFarToClipRange) {
  Projection p = Projection::create_perspective(90, 1, 1, 100);
  EXPECT_FLOAT_EQ(p.columns[0][0], 1);
  EXPECT_FLOAT_EQ(p.columns[1][1], 1);
  EXPECT_FLOAT_EQ(p.columns[2][3], -1);
  EXPECT_FLOAT_EQ(p.columns[3][3], 0);
  EXPECT_NEAR3(p.xform(Vector3(0, 0, -1)), Vector3(0, 0, -1), 1e-6);
  EXPECT_NEAR3(p.xform(Vector3(0, 0, -100)), Vector3(0, 0, 1), 1e-5);
  EXPECT_NEAR3(p.xform(Vector3(1, -1, -1)), Vector3(1, -1, -1), 1e-6);  // 45 degree edge
  EXPECT_NEAR(p.get_z_near(), 1, 1e-5);
  EXPECT_NEAR(p.get_z_far(), 100, 1e-3);
  EXPECT_NEAR(p.get_fov(), 90, 1e-4);
  EXPECT_NEAR(p.get_aspect(), 1, 1e-6);
  EXPECT_FALSE(p.is_orthogonal());
}

TEST(Projection, PerspectiveAspectAndFlipFov) {
  Projection p = Projection::create_perspective(60, 16.0f / 9.0f, 0.05f, 4000);
  EXPECT_NEAR(p.get_aspect(), 16.0 / 9.0, 1e-5);
  EXPECT_NEAR(p.get_z_near(), 0.05, 1e-5);
  EXPECT_NEAR(Projection::get_fovy(p.get_fov(), 1 / p.get_aspect()), 60, 1e-3);
  // With flip_fov the angle is horizontal.
  Projection h = Projection::create_perspective(90, 2, 1, 10, true);
  EXPECT_NEAR(h.get_fov(), 90, 1e-4);
}

TEST(Projection, OrthogonalMapsTheBoxToTheUnitCube) {
  Projection o = Projection::create_orthogonal(-2, 2, -1, 1, 0.1f, 10);
  EXPECT_TRUE(o.is_orthogonal());
  EXPECT_NEAR3(o.xform(Vector3(2, 1, -0.1f)), Vector3(1, 1, -1), 1e-6);
  EXPECT_NEAR3(o.xform(Vector3(-2, -1, -10)), Vector3(-1, -1, 1), 1e-6);
  EXPECT_NEAR(o.get_z_near(), 0.1, 1e-6);
  EXPECT_NEAR(o.get_z_far(), 10, 1e-5);
  Projection a = Projection::create_orthogonal_aspect(4, 2, 0.1f, 10);  // height 4, width 8
  EXPECT_NEAR3(a.xform(Vector3(4, 2, -0.1f)), Vector3(1, 1, -1), 1e-6);
}

TEST(Projection, FrustumMatchesSymmetricPerspective) {
  Projection f = Projection::create_frustum(-1, 1, -1, 1, 1, 100);
  EXPECT_APPROX(f, Projection::create_perspective(90, 1, 1, 100));
}

TEST(Projection, InverseAndDeterminant) {
  Projection p = Projection::create_perspective(70, 1.5f, 0.5f, 50);
  EXPECT_APPROX(p * p.inverse(), Projection());
  Vector3 view(0.3f, -0.2f, -7);
  EXPECT_NEAR3(p.inverse().xform(p.xform(view)), view, 1e-4);
  Projection s(Transform3D(Basis::from_scale(Vector3(2, 3, 4)), Vector3(1, 2, 3)));
  EXPECT_NEAR(s.determinant(), 24, 1e-5);
  EXPECT_NEAR(p.determinant() * p.inverse().determinant(), 1, 1e-4);
  EXPECT_APPROX(
      s.inverse(),
      Projection(
          Transform3D(Basis::from_scale(Vector3(2, 3, 4)), Vector3(1, 2, 3)).affine_inverse()));
  EXPECT_APPROX(s.transposed().transposed(), s);
}

TEST(Projection, FromTransformActsLikeTheTransform) {
  Transform3D t(Basis(Vector3(0, 1, 0), 0.6f), Vector3(1, 2, 3));
  Projection p(t);
  Vector3 v(4, -5, 6);
  EXPECT_NEAR3(p.xform(v), t.xform(v), 1e-5);
}

TEST(Projection, FrustumPlanesPointOutward) {
  Projection p = Projection::create_perspective(90, 1, 1, 100);
  auto planes = p.get_projection_planes(Transform3D());
  EXPECT_APPROX(planes[Projection::PLANE_NEAR], Plane(Vector3(0, 0, 1), -1));
  EXPECT_APPROX(planes[Projection::PLANE_FAR], Plane(Vector3(0, 0, -1), 100));
  real_t h = real_t(Math::SQRT12);
  EXPECT_APPROX(planes[Projection::PLANE_LEFT], Plane(Vector3(-h, 0, h), 0));
  EXPECT_APPROX(planes[Projection::PLANE_RIGHT], Plane(Vector3(h, 0, h), 0));
  EXPECT_APPROX(planes[Projection::PLANE_TOP], Plane(Vector3(0, h, h), 0));
  EXPECT_APPROX(planes[Projection::PLANE_BOTTOM], Plane(Vector3(0, -h, h), 0));
  for (const Plane& plane : planes) EXPECT_LT(plane.distance_to(Vector3(0, 0, -10)), 0);
  // A camera moved to z = 5 moves its near plane along.
  auto moved = p.get_projection_planes(Transform3D(Basis(), Vector3(0, 0, 5)));
  EXPECT_APPROX(moved[Projection::PLANE_NEAR], Plane(Vector3(0, 0, 1), 4));
}

}  // namespace
}  // namespace arbor
