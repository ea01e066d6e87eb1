#include "arbor/core/math/quaternion.h"

#include <gtest/gtest.h>

#include "arbor/core/math/basis.h"
#include "math_test_util.h"

namespace arbor {
namespace {

const real_t kPi = real_t(Math::PI);
const Vector3 kX(1, 0, 0), kY(0, 1, 0), kZ(0, 0, 1);

TEST(Quaternion, DefaultIsIdentity) {
  Quaternion q;
  EXPECT_EQ(q, Quaternion(0, 0, 0, 1));
  EXPECT_EQ(q.xform(Vector3(1, 2, 3)), Vector3(1, 2, 3));
  EXPECT_APPROX(Basis(q), Basis());
}

TEST(Quaternion, AxisAngleMatchesBasis) {
  Quaternion q(kY, kPi / 2);
  real_t h = real_t(Math::SQRT12);
  EXPECT_APPROX(q, Quaternion(0, h, 0, h));
  EXPECT_APPROX(q.xform(Vector3(1, 0, 0)), Vector3(0, 0, -1));
  EXPECT_APPROX(q * Vector3(1, 0, 0), Basis(kY, kPi / 2) * Vector3(1, 0, 0));
  EXPECT_APPROX(Vector3(0, 0, -1) * q, Vector3(1, 0, 0));  // inverse rotation
  EXPECT_APPROX(q.get_axis(), kY);
  EXPECT_FLOAT_EQ(q.get_angle(), kPi / 2);
  EXPECT_EQ(Quaternion(Vector3(), 1), Quaternion(0, 0, 0, 0));  // zero axis, as Godot
}

TEST(Quaternion, CompositionAppliesRightOperandFirst) {
  Quaternion a(kX, 0.4f);
  Quaternion b(kZ, -1.1f);
  Vector3 v(0.3f, 2, -1);
  EXPECT_APPROX((a * b).xform(v), a.xform(b.xform(v)));
  EXPECT_APPROX(Basis(a * b), Basis(a) * Basis(b));
  EXPECT_APPROX(a * a.inverse(), Quaternion());
}

TEST(Quaternion, FromEulerIsYXZAndMatchesBasis) {
  Vector3 e(0.3f, -0.9f, 1.7f);
  Quaternion q = Quaternion::from_euler(e);
  EXPECT_APPROX(Basis(q), Basis::from_euler(e, EulerOrder::YXZ));
  EXPECT_APPROX(q, Quaternion(kY, e.y) * Quaternion(kX, e.x) * Quaternion(kZ, e.z));
  EXPECT_NEAR3(q.get_euler(), e, 1e-5);
  Vector3 xyz(0.5f, 0.2f, -0.3f);
  EXPECT_NEAR3(Quaternion(Basis::from_euler(xyz, EulerOrder::XYZ)).get_euler(EulerOrder::XYZ), xyz,
               1e-5);
}

TEST(Quaternion, SlerpMidpoints) {
  Quaternion from;
  Quaternion to(kY, kPi / 2);
  EXPECT_APPROX(from.slerp(to, 0.5f), Quaternion(kY, kPi / 4));
  EXPECT_APPROX(from.slerp(to, 0.0f), from);
  EXPECT_APPROX(from.slerp(to, 1.0f), to);
  // The negated quaternion is the same rotation: slerp still takes the short way.
  EXPECT_APPROX(from.slerp(-to, 0.5f), Quaternion(kY, kPi / 4));
  // Between two arbitrary rotations the midpoint is halfway in angle.
  Quaternion a(Vector3(1, 1, 0).normalized(), 0.3f);
  Quaternion b(Vector3(0, 1, 1).normalized(), 2.1f);
  Quaternion mid = a.slerp(b, 0.5f);
  EXPECT_NEAR(a.angle_to(mid), b.angle_to(mid), 1e-4);
  EXPECT_NEAR(a.angle_to(mid) * 2, a.angle_to(b), 1e-4);
  EXPECT_TRUE(mid.is_normalized());
}

TEST(Quaternion, ShortestArc) {
  EXPECT_APPROX(Quaternion(kX, kY).xform(kX), kY);
  EXPECT_APPROX(Quaternion(Vector3(2, 0, 0), Vector3(0, 0, 5)).xform(kX), kZ);
  EXPECT_APPROX(Quaternion(kX, kX), Quaternion());
  Quaternion half_turn(kX, -kX);  // opposite: any perpendicular axis
  EXPECT_APPROX(half_turn.xform(kX), -kX);
  EXPECT_TRUE(half_turn.is_normalized());
}

TEST(Quaternion, LogExpAndAngles) {
  Quaternion q(kZ, 1.2f);
  EXPECT_APPROX(q.log(), Quaternion(0, 0, 1.2f, 0));
  EXPECT_APPROX(q.log().exp(), q);
  EXPECT_FLOAT_EQ(Quaternion().angle_to(q), 1.2f);
  EXPECT_FLOAT_EQ(Quaternion(3, 0, 4, 0).length(), 5);
  EXPECT_APPROX(Quaternion(3, 0, 4, 0).normalized(), Quaternion(0.6f, 0, 0.8f, 0));
}

}  // namespace
}  // namespace arbor
