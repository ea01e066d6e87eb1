#include <gtest/gtest.h>

#include "arbor/core/math/vector2.h"
#include "arbor/core/math/vector2i.h"
#include "arbor/core/math/vector3.h"
#include "arbor/core/math/vector3i.h"
#include "arbor/core/math/vector4.h"
#include "arbor/core/math/vector4i.h"
#include "math_test_util.h"

namespace arbor {
namespace {

const real_t kPi = real_t(Math::PI);

TEST(Vector2, BasicArithmeticAndLength) {
  Vector2 a(3, 4);
  EXPECT_EQ(a + Vector2(1, 1), Vector2(4, 5));
  EXPECT_EQ(a * 2, Vector2(6, 8));
  EXPECT_EQ(2 * a, Vector2(6, 8));
  EXPECT_EQ(a * Vector2(2, 3), Vector2(6, 12));
  EXPECT_FLOAT_EQ(a.length(), 5);
  EXPECT_FLOAT_EQ(a.dot(Vector2(1, 2)), 11);
  EXPECT_FLOAT_EQ(a.cross(Vector2(1, 2)), 2);
  EXPECT_APPROX(a.normalized(), Vector2(0.6f, 0.8f));
  EXPECT_EQ(Vector2().normalized(), Vector2());
  EXPECT_TRUE(a.normalized().is_normalized());
  EXPECT_EQ(a[0], 3);
  EXPECT_EQ(a[1], 4);
}

TEST(Vector2, AnglesFollowGodot) {
  EXPECT_FLOAT_EQ(Vector2(1, 1).angle(), kPi / 4);
  EXPECT_FLOAT_EQ(Vector2(1, 0).angle_to(Vector2(0, 1)), kPi / 2);
  EXPECT_FLOAT_EQ(Vector2(1, 0).angle_to(Vector2(0, -1)), -kPi / 2);
  EXPECT_FLOAT_EQ(Vector2(1, 1).angle_to_point(Vector2(1, 3)), kPi / 2);
  EXPECT_APPROX(Vector2(1, 0).rotated(kPi / 2), Vector2(0, 1));
  EXPECT_APPROX(Vector2::from_angle(kPi), Vector2(-1, 0));
  EXPECT_EQ(Vector2(1, 2).orthogonal(), Vector2(2, -1));
}

TEST(Vector2, SlerpMidpointRotatesAndLerpsLength) {
  Vector2 mid = Vector2(1, 0).slerp(Vector2(0, 3), 0.5f);
  real_t s = real_t(Math::SQRT12);
  EXPECT_APPROX(mid, Vector2(2 * s, 2 * s));
  EXPECT_APPROX(Vector2(1, 0).slerp(Vector2(), 0.5f), Vector2(0.5f, 0));  // zero: lerp
}

TEST(Vector2, ProjectionsAndSnapping) {
  EXPECT_APPROX(Vector2(2, 3).project(Vector2(1, 0)), Vector2(2, 0));
  EXPECT_APPROX(Vector2(1, -1).reflect(Vector2(0, 1)), Vector2(-1, -1));
  EXPECT_APPROX(Vector2(1, -1).bounce(Vector2(0, 1)), Vector2(1, 1));
  EXPECT_APPROX(Vector2(1, -1).slide(Vector2(0, 1)), Vector2(1, 0));
  EXPECT_APPROX(Vector2(1.3f, -2.6f).snapped(Vector2(0.5f, 1)), Vector2(1.5f, -3));
  EXPECT_APPROX(Vector2(10, 0).limit_length(2), Vector2(2, 0));
  EXPECT_APPROX(Vector2(1, 0).limit_length(2), Vector2(1, 0));
  EXPECT_APPROX(Vector2().move_toward(Vector2(10, 0), 4), Vector2(4, 0));
  EXPECT_APPROX(Vector2(9, 0).move_toward(Vector2(10, 0), 4), Vector2(10, 0));
  EXPECT_APPROX(Vector2(-1.5f, 2.5f).posmod(2), Vector2(0.5f, 0.5f));
}

TEST(Vector2i, IntegerOps) {
  Vector2i a(7, -7);
  EXPECT_EQ(a / 2, Vector2i(3, -3));  // truncates toward zero
  EXPECT_EQ(a % 3, Vector2i(1, -1));
  EXPECT_EQ(a.abs(), Vector2i(7, 7));
  EXPECT_EQ(a.sign(), Vector2i(1, -1));
  EXPECT_EQ(Vector2i(Vector2(2.9f, -2.9f)), Vector2i(2, -2));
  EXPECT_EQ(Vector2(Vector2i(2, 3)), Vector2(2, 3));
  EXPECT_EQ(Vector2i(3, 4).length_squared(), 25);
  EXPECT_DOUBLE_EQ(Vector2i(3, 4).length(), 5.0);
  EXPECT_EQ(Vector2i(5, 1).clamp(Vector2i(0, 2), Vector2i(3, 4)), Vector2i(3, 2));
}

TEST(Vector3, BasicArithmeticAndProducts) {
  Vector3 a(1, 2, 3);
  Vector3 b(4, 5, 6);
  EXPECT_FLOAT_EQ(a.dot(b), 32);
  EXPECT_EQ(a.cross(b), Vector3(-3, 6, -3));
  EXPECT_EQ(Vector3(1, 0, 0).cross(Vector3(0, 1, 0)), Vector3(0, 0, 1));  // right-handed
  EXPECT_EQ(a - b, Vector3(-3, -3, -3));
  EXPECT_EQ(-a, Vector3(-1, -2, -3));
  EXPECT_EQ(b / Vector3(2, 5, 3), Vector3(2, 1, 2));
  EXPECT_FLOAT_EQ(Vector3(2, 3, 6).length(), 7);
  EXPECT_FLOAT_EQ(a.distance_to(b), std::sqrt(27.0f));
  EXPECT_APPROX(Vector3(0, 0, 5).normalized(), Vector3(0, 0, 1));
  EXPECT_EQ(Vector3().normalized(), Vector3());
  EXPECT_EQ(a.min_axis_index(), Vector3::AXIS_X);
  EXPECT_EQ(a.max_axis_index(), Vector3::AXIS_Z);
  EXPECT_EQ(Vector3(2, 4, 8).inverse(), Vector3(0.5f, 0.25f, 0.125f));
}

TEST(Vector3, AnglesAndRotation) {
  EXPECT_FLOAT_EQ(Vector3(1, 0, 0).angle_to(Vector3(0, 0, 1)), kPi / 2);
  EXPECT_FLOAT_EQ(Vector3(1, 0, 0).signed_angle_to(Vector3(0, 0, -1), Vector3(0, 1, 0)), kPi / 2);
  EXPECT_FLOAT_EQ(Vector3(1, 0, 0).signed_angle_to(Vector3(0, 0, 1), Vector3(0, 1, 0)), -kPi / 2);
  // Right-handed: +90 degrees around +Y takes +X to -Z.
  EXPECT_APPROX(Vector3(1, 0, 0).rotated(Vector3(0, 1, 0), kPi / 2), Vector3(0, 0, -1));
  EXPECT_APPROX(Vector3(0, 1, 0).rotated(Vector3(1, 0, 0), kPi / 2), Vector3(0, 0, 1));
  Vector3 p = Vector3(0.3f, -0.8f, 0.52f).get_any_perpendicular();
  EXPECT_NEAR(p.dot(Vector3(0.3f, -0.8f, 0.52f)), 0, 1e-6);
  EXPECT_TRUE(p.is_normalized());
}

TEST(Vector3, SlerpMidpoint) {
  // Rotates in the plane of both vectors and lerps the length (1 -> 2 gives 1.5).
  Vector3 mid = Vector3(1, 0, 0).slerp(Vector3(0, 0, 2), 0.5f);
  real_t s = real_t(Math::SQRT12);
  EXPECT_APPROX(mid, Vector3(1.5f * s, 0, 1.5f * s));
  EXPECT_APPROX(Vector3(1, 0, 0).slerp(Vector3(0, 1, 0), 1), Vector3(0, 1, 0));
  // Colinear and zero vectors fall back to lerp.
  EXPECT_APPROX(Vector3(1, 0, 0).slerp(Vector3(3, 0, 0), 0.5f), Vector3(2, 0, 0));
  EXPECT_APPROX(Vector3().slerp(Vector3(0, 2, 0), 0.25f), Vector3(0, 0.5f, 0));
}

TEST(Vector3, ReflectionsAndHelpers) {
  Vector3 n(0, 1, 0);
  EXPECT_APPROX(Vector3(1, -1, 0).reflect(n), Vector3(-1, -1, 0));
  EXPECT_APPROX(Vector3(1, -1, 0).bounce(n), Vector3(1, 1, 0));
  EXPECT_APPROX(Vector3(1, -1, 2).slide(n), Vector3(1, 0, 2));
  EXPECT_APPROX(Vector3(3, 4, 0).project(Vector3(2, 0, 0)), Vector3(3, 0, 0));
  EXPECT_APPROX(Vector3(0, 0, 0).direction_to(Vector3(0, 3, 4)), Vector3(0, 0.6f, 0.8f));
  EXPECT_APPROX(Vector3(1.26f, 2.5f, -0.74f).snapped(Vector3(0.5f, 1, 0.25f)),
                Vector3(1.5f, 3, -0.75f));
  EXPECT_APPROX(Vector3(-2, 5, 1).clamp(Vector3(0, 0, 0), Vector3(3, 3, 3)), Vector3(0, 3, 1));
  EXPECT_APPROX(Vector3(1, 2, 3).lerp(Vector3(3, 2, 1), 0.25f), Vector3(1.5f, 2, 2.5f));
  EXPECT_TRUE(Vector3(1, 2, 3).is_finite());
  EXPECT_FALSE(Vector3(1, real_t(Math::INF), 3).is_finite());
  EXPECT_TRUE(Vector3(0.000001f, 0, 0).is_zero_approx());
}

TEST(Vector3i, IntegerOps) {
  Vector3i a(7, -7, 9);
  EXPECT_EQ(a / 2, Vector3i(3, -3, 4));
  EXPECT_EQ(a % 4, Vector3i(3, -3, 1));
  EXPECT_EQ(a.abs(), Vector3i(7, 7, 9));
  EXPECT_EQ(a.min(Vector3i(0, 0, 0)), Vector3i(0, -7, 0));
  EXPECT_EQ(Vector3i(Vector3(1.9f, -1.9f, 0.5f)), Vector3i(1, -1, 0));
  EXPECT_EQ(Vector3i(1, 2, 2).length_squared(), 9);
  EXPECT_EQ(a.max_axis_index(), Vector3i::AXIS_Z);
}

TEST(Vector4, BasicOps) {
  Vector4 a(1, 2, 3, 4);
  EXPECT_FLOAT_EQ(a.dot(Vector4(1, 1, 1, 1)), 10);
  EXPECT_FLOAT_EQ(Vector4(1, 1, 1, 1).length(), 2);
  EXPECT_APPROX(Vector4(0, 0, 0, 2).normalized(), Vector4(0, 0, 0, 1));
  EXPECT_APPROX(a.lerp(Vector4(3, 4, 5, 6), 0.5f), Vector4(2, 3, 4, 5));
  EXPECT_EQ(a[3], 4);
}

TEST(Vector4i, IntegerOps) {
  Vector4i a(7, -7, 9, 0);
  EXPECT_EQ(a + Vector4i(1, 1, 1, 1), Vector4i(8, -6, 10, 1));
  EXPECT_EQ(a - Vector4i(1, 1, 1, 1), Vector4i(6, -8, 8, -1));
  EXPECT_EQ(a * 2, Vector4i(14, -14, 18, 0));
  EXPECT_EQ(2 * a, Vector4i(14, -14, 18, 0));
  EXPECT_EQ(a * Vector4i(1, 2, 3, 4), Vector4i(7, -14, 27, 0));
  EXPECT_EQ(a / 2, Vector4i(3, -3, 4, 0));  // truncates toward zero
  EXPECT_EQ(a % 4, Vector4i(3, -3, 1, 0));
  EXPECT_EQ(-a, Vector4i(-7, 7, -9, 0));
  EXPECT_EQ(a.abs(), Vector4i(7, 7, 9, 0));
  EXPECT_EQ(a.sign(), Vector4i(1, -1, 1, 0));
  EXPECT_EQ(a.min(Vector4i(0, 0, 0, 0)), Vector4i(0, -7, 0, 0));
  EXPECT_EQ(a.max(Vector4i(0, 0, 0, 0)), Vector4i(7, 0, 9, 0));
  EXPECT_EQ(a.mini(1), Vector4i(1, -7, 1, 0));
  EXPECT_EQ(a.maxi(1), Vector4i(7, 1, 9, 1));
  EXPECT_EQ(a.clamp(Vector4i(0, 0, 0, 1), Vector4i(5, 5, 5, 5)), Vector4i(5, 0, 5, 1));
  EXPECT_EQ(a.clampi(-1, 8), Vector4i(7, -1, 8, 0));
  Vector4i b = a;
  b += Vector4i(1, 2, 3, 4);
  b *= 2;
  EXPECT_EQ(b, Vector4i(16, -10, 24, 8));
  EXPECT_EQ(a.min_axis_index(), Vector4i::AXIS_Y);
  EXPECT_EQ(a.max_axis_index(), Vector4i::AXIS_Z);
  EXPECT_EQ(a[0], 7);
  EXPECT_EQ(a[3], 0);
  b[3] = 42;
  EXPECT_EQ(b.w, 42);
}

TEST(Vector4i, LengthsSnappingAndConversions) {
  EXPECT_EQ(Vector4i(1, 2, 2, 4).length_squared(), 25);
  EXPECT_DOUBLE_EQ(Vector4i(1, 2, 2, 4).length(), 5.0);
  EXPECT_EQ(Vector4i(2147483647, 0, 0, 0).length_squared(), int64_t(2147483647) * 2147483647);
  EXPECT_DOUBLE_EQ(Vector4i(1, 1, 1, 1).distance_to(Vector4i(2, 2, 2, 2)), 2.0);
  EXPECT_EQ(Vector4i(1, 1, 1, 1).distance_squared_to(Vector4i(2, 2, 2, 2)), 4);
  // Godot's documentation of snappedi: snappedi(53, 16) == 48, snappedi(4096, 100) == 4100.
  EXPECT_EQ(Vector4i(53, 4096, 7, -7).snapped(Vector4i(16, 100, 0, 5)), Vector4i(48, 4100, 7, -5));
  EXPECT_EQ(Vector4i(5, 15, -5, 14).snappedi(10), Vector4i(10, 20, 0, 10));
  EXPECT_EQ(Vector4i(Vector4(1.9f, -1.9f, 0.5f, -0.5f)), Vector4i(1, -1, 0, 0));
  EXPECT_EQ(Vector4(Vector4i(1, -2, 3, -4)), Vector4(1, -2, 3, -4));
  EXPECT_TRUE(Vector4i(1, 2, 3, 4) < Vector4i(1, 2, 3, 5));
  EXPECT_TRUE(Vector4i(1, 2, 3, 4) < Vector4i(2, 0, 0, 0));
  EXPECT_FALSE(Vector4i(1, 2, 3, 4) < Vector4i(1, 2, 3, 4));
  EXPECT_TRUE(Vector4i(1, 2, 3, 4) <= Vector4i(1, 2, 3, 4));
  EXPECT_TRUE(Vector4i(1, 2, 4, 0) > Vector4i(1, 2, 3, 9));
  EXPECT_TRUE(Vector4i(1, 2, 3, 4) >= Vector4i(1, 2, 3, 4));
  EXPECT_NE(Vector4i(1, 2, 3, 4), Vector4i(1, 2, 3, 0));
}

}  // namespace
}  // namespace arbor
