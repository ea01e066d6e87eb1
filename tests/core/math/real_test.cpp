#include "arbor/core/math/real.h"

#include <gtest/gtest.h>

#include <type_traits>

namespace arbor {
namespace {

TEST(Real, RealTIsFloatUnlessDoubleRequested) {
#ifdef ARBOR_REAL_T_IS_DOUBLE
  EXPECT_TRUE((std::is_same_v<real_t, double>));
#else
  EXPECT_TRUE((std::is_same_v<real_t, float>));
#endif
}

TEST(Real, IsEqualApproxUsesRelativeToleranceWithAbsoluteFloor) {
  EXPECT_TRUE(Math::is_equal_approx(1.0f, 1.000009f));
  EXPECT_FALSE(Math::is_equal_approx(1.0f, 1.00002f));
  // Near zero the tolerance never drops below CMP_EPSILON.
  EXPECT_TRUE(Math::is_equal_approx(0.0, 0.000009));
  EXPECT_FALSE(Math::is_equal_approx(0.0, 0.000011));
  // Far from zero it scales with |a|: 1e6 +- 9 is equal, +- 11 is not.
  EXPECT_TRUE(Math::is_equal_approx(1.0e6, 1.0e6 + 9.0));
  EXPECT_FALSE(Math::is_equal_approx(1.0e6, 1.0e6 + 11.0));
  // Infinities compare equal to themselves.
  EXPECT_TRUE(Math::is_equal_approx(Math::INF, Math::INF));
  EXPECT_FALSE(Math::is_equal_approx(Math::NaN, Math::NaN));
  EXPECT_TRUE(Math::is_equal_approx(1.0, 1.05, 0.1));
  EXPECT_TRUE(Math::is_zero_approx(0.000009f));
  EXPECT_FALSE(Math::is_zero_approx(0.00002f));
}

TEST(Real, AngleConversions) {
  EXPECT_DOUBLE_EQ(Math::deg_to_rad(180.0), Math::PI);
  EXPECT_DOUBLE_EQ(Math::rad_to_deg(Math::PI / 2), 90.0);
  EXPECT_FLOAT_EQ(Math::deg_to_rad(90.0f), float(Math::PI / 2));
}

TEST(Real, LerpRemapClamp) {
  EXPECT_DOUBLE_EQ(Math::lerp(0.0, 4.0, 0.75), 3.0);
  EXPECT_DOUBLE_EQ(Math::lerp(1.0, 2.0, 2.0), 3.0);  // Unclamped, as Godot.
  EXPECT_DOUBLE_EQ(Math::inverse_lerp(20.0, 30.0, 27.5), 0.75);
  EXPECT_DOUBLE_EQ(Math::remap(75.0, 0.0, 100.0, -1.0, 1.0), 0.5);  // Godot doc example.
  EXPECT_EQ(Math::clamp(5, 0, 3), 3);
  EXPECT_EQ(Math::clamp(-1.5, 0.0, 3.0), 0.0);
  EXPECT_EQ(Math::sign(-2.5), -1.0);
  EXPECT_EQ(Math::sign(0), 0);
}

TEST(Real, SnappedMatchesGodotDocs) {
  EXPECT_DOUBLE_EQ(Math::snapped(32.0, 2.5), 32.5);
  EXPECT_NEAR(Math::snapped(3.14159, 0.01), 3.14, 1e-12);
  EXPECT_DOUBLE_EQ(Math::snapped(7.0, 0.0), 7.0);
}

TEST(Real, PosmodAndFposmodFollowTheDivisorSign) {
  EXPECT_EQ(Math::posmod(-1, 3), 2);
  EXPECT_EQ(Math::posmod(7, 3), 1);
  EXPECT_EQ(Math::posmod(1, -3), -2);
  // Godot's fposmod table for x = -1.5 .. 1.5 step 0.5, y = 1.5.
  const double expected[] = {0.0, 0.5, 1.0, 0.0, 0.5, 1.0, 0.0};
  for (int i = 0; i < 7; ++i) {
    double x = i * 0.5 - 1.5;
    EXPECT_DOUBLE_EQ(Math::fposmod(x, 1.5), expected[i]) << "x = " << x;
  }
  EXPECT_FALSE(std::signbit(Math::fposmod(-1.5, 1.5)));  // Never -0.
}

TEST(Real, WrapfAndWrapi) {
  EXPECT_DOUBLE_EQ(Math::wrapf(-1.5, 0.0, 1.0), 0.5);
  EXPECT_DOUBLE_EQ(Math::wrapf(370.0, 0.0, 360.0), 10.0);
  EXPECT_DOUBLE_EQ(Math::wrapf(360.0, 0.0, 360.0), 0.0);  // max wraps to min
  EXPECT_DOUBLE_EQ(Math::wrapf(5.0, 2.0, 2.0), 2.0);      // empty range
  EXPECT_EQ(Math::wrapi(-1, 0, 5), 4);
  EXPECT_EQ(Math::wrapi(12, 10, 12), 10);
}

TEST(Real, LerpAngleTakesTheShortWay) {
  EXPECT_NEAR(Math::lerp_angle(0.0, 1.5 * Math::PI, 0.5), -0.25 * Math::PI, 1e-12);
  EXPECT_NEAR(Math::angle_difference(Math::deg_to_rad(350.0), Math::deg_to_rad(10.0)),
              Math::deg_to_rad(20.0), 1e-12);
  EXPECT_NEAR(Math::lerp_angle(0.1, 0.5, 0.5), 0.3, 1e-12);
}

TEST(Real, MoveTowardAndSmoothstep) {
  EXPECT_DOUBLE_EQ(Math::move_toward(5.0, 10.0, 4.0), 9.0);
  EXPECT_DOUBLE_EQ(Math::move_toward(5.0, 10.0, 6.0), 10.0);
  EXPECT_DOUBLE_EQ(Math::move_toward(5.0, 0.0, 2.0), 3.0);
  EXPECT_DOUBLE_EQ(Math::smoothstep(0.0, 2.0, 1.0), 0.5);
  EXPECT_DOUBLE_EQ(Math::smoothstep(0.0, 2.0, 3.0), 1.0);
  EXPECT_DOUBLE_EQ(Math::smoothstep(0.0, 2.0, 0.5), 0.15625);
}

}  // namespace
}  // namespace arbor
