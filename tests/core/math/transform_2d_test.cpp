#include "arbor/core/math/transform_2d.h"

#include <gtest/gtest.h>

#include "math_test_util.h"

namespace arbor {
namespace {

const real_t kPi = real_t(Math::PI);

TEST(Transform2D, RotationAndXform) {
  Transform2D t(kPi / 2, Vector2(1, 2));
  EXPECT_APPROX(t.xform(Vector2(1, 0)), Vector2(1, 3));
  EXPECT_APPROX(t * Vector2(0, 1), Vector2(0, 2));
  EXPECT_APPROX(t.xform_inv(Vector2(1, 3)), Vector2(1, 0));
  EXPECT_APPROX(Vector2(1, 3) * t, Vector2(1, 0));
  EXPECT_FLOAT_EQ(t.get_rotation(), kPi / 2);
  EXPECT_EQ(Transform2D(1, 2, 3, 4, 5, 6).columns[1], Vector2(3, 4));
}

TEST(Transform2D, DecomposesRotationScaleSkew) {
  Transform2D t(0.5f, Vector2(2, 3), 0.2f, Vector2(4, 5));
  EXPECT_FLOAT_EQ(t.get_rotation(), 0.5f);
  EXPECT_APPROX(t.get_scale(), Vector2(2, 3));
  EXPECT_NEAR(t.get_skew(), 0.2f, 1e-6);
  EXPECT_EQ(t.get_origin(), Vector2(4, 5));
  // A mirrored transform reports a negative y scale.
  Transform2D mirrored(0.0f, Vector2(1, -2), 0.0f, Vector2());
  EXPECT_APPROX(mirrored.get_scale(), Vector2(1, -2));
  Transform2D r = t;
  r.set_rotation(1.0f);
  EXPECT_FLOAT_EQ(r.get_rotation(), 1.0f);
  EXPECT_APPROX(r.get_scale(), Vector2(2, 3));
}

TEST(Transform2D, AffineInverseOfNonUniformScale) {
  Transform2D t(0.7f, Vector2(2, 0.5f), 0.0f, Vector2(3, -4));
  EXPECT_APPROX(t * t.affine_inverse(), Transform2D());
  EXPECT_APPROX(t.affine_inverse() * t, Transform2D());
  Transform2D s(Vector2(2, 0), Vector2(0, 4), Vector2(2, 4));
  EXPECT_APPROX(s.affine_inverse(),
                Transform2D(Vector2(0.5f, 0), Vector2(0, 0.25f), Vector2(-1, -1)));
  Transform2D rigid(1.1f, Vector2(3, 3));
  EXPECT_APPROX(rigid.inverse(), rigid.affine_inverse());
}

TEST(Transform2D, ParentAndLocalOperations) {
  Transform2D t(0.0f, Vector2(1, 0));
  EXPECT_APPROX(t.rotated(kPi / 2).get_origin(), Vector2(0, 1));
  EXPECT_APPROX(t.rotated_local(kPi / 2).get_origin(), Vector2(1, 0));
  EXPECT_APPROX(t.scaled(Vector2(2, 3)).get_origin(), Vector2(2, 0));
  EXPECT_APPROX(t.scaled_local(Vector2(2, 3)).get_origin(), Vector2(1, 0));
  Transform2D turned(kPi / 2, Vector2(1, 0));
  EXPECT_APPROX(turned.translated(Vector2(1, 0)).get_origin(), Vector2(2, 0));
  EXPECT_APPROX(turned.translated_local(Vector2(1, 0)).get_origin(), Vector2(1, 1));
  EXPECT_APPROX(Transform2D(Vector2(2, 0), Vector2(1, 1), Vector2()).orthonormalized(),
                Transform2D());
}

TEST(Transform2D, LookingAtAimsPlusX) {
  Transform2D t(0.0f, Vector2(0, 0));
  EXPECT_NEAR(t.looking_at(Vector2(0, 5)).get_rotation(), kPi / 2, 1e-6);
  Transform2D scaled(0.3f, Vector2(2, 2), 0.0f, Vector2(1, 1));
  Transform2D look = scaled.looking_at(Vector2(1, -4));
  EXPECT_NEAR(look.get_rotation(), -kPi / 2, 1e-5);
  EXPECT_APPROX(look.get_origin(), Vector2(1, 1));
}

TEST(Transform2D, InterpolateWithMidpoint) {
  Transform2D a;
  Transform2D b(kPi / 2, Vector2(3, 3), 0.0f, Vector2(10, 20));
  Transform2D mid = a.interpolate_with(b, 0.5f);
  EXPECT_NEAR(mid.get_rotation(), kPi / 4, 1e-6);
  EXPECT_APPROX(mid.get_scale(), Vector2(2, 2));
  EXPECT_APPROX(mid.get_origin(), Vector2(5, 10));
  // Rotation takes the short way across +-PI.
  Transform2D c(3.0f, Vector2()), d(-3.0f, Vector2());
  EXPECT_NEAR(std::abs(c.interpolate_with(d, 0.5f).get_rotation()), kPi, 1e-5);
}

TEST(Transform2D, TransformsRects) {
  Transform2D rot(kPi / 2, Vector2());
  Rect2 r(0, 0, 2, 1);
  EXPECT_APPROX(rot * r, Rect2(-1, 0, 1, 2));
  EXPECT_APPROX(r * rot, Rect2(0, -2, 1, 2));
}

}  // namespace
}  // namespace arbor
