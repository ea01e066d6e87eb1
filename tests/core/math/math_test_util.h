// Test helpers for the math types: readable printing and approximate-equality assertions.
#pragma once

#include <gtest/gtest.h>

#include <ostream>

#include "arbor/core/math/math.h"

namespace arbor {

inline void PrintTo(const Vector2& v, std::ostream* os) { *os << "(" << v.x << ", " << v.y << ")"; }
inline void PrintTo(const Vector3& v, std::ostream* os) {
  *os << "(" << v.x << ", " << v.y << ", " << v.z << ")";
}
inline void PrintTo(const Vector4& v, std::ostream* os) {
  *os << "(" << v.x << ", " << v.y << ", " << v.z << ", " << v.w << ")";
}
inline void PrintTo(const Quaternion& q, std::ostream* os) {
  *os << "(" << q.x << ", " << q.y << ", " << q.z << ", " << q.w << ")";
}
inline void PrintTo(const Basis& b, std::ostream* os) {
  *os << "[X: ";
  PrintTo(b.x, os);
  *os << ", Y: ";
  PrintTo(b.y, os);
  *os << ", Z: ";
  PrintTo(b.z, os);
  *os << "]";
}
inline void PrintTo(const Transform3D& t, std::ostream* os) {
  PrintTo(t.basis, os);
  *os << " - ";
  PrintTo(t.origin, os);
}
inline void PrintTo(const Transform2D& t, std::ostream* os) {
  *os << "[X: ";
  PrintTo(t.columns[0], os);
  *os << ", Y: ";
  PrintTo(t.columns[1], os);
  *os << ", O: ";
  PrintTo(t.columns[2], os);
  *os << "]";
}
inline void PrintTo(const Color& c, std::ostream* os) {
  *os << "(" << c.r << ", " << c.g << ", " << c.b << ", " << c.a << ")";
}
inline void PrintTo(const AABB& b, std::ostream* os) {
  PrintTo(b.position, os);
  *os << " - ";
  PrintTo(b.size, os);
}
inline void PrintTo(const Rect2& r, std::ostream* os) {
  PrintTo(r.position, os);
  *os << " - ";
  PrintTo(r.size, os);
}
inline void PrintTo(const Plane& p, std::ostream* os) {
  PrintTo(p.normal, os);
  *os << ", " << p.d;
}

}  // namespace arbor

namespace arbor::test {

/// Succeeds when a.is_equal_approx(b) (Godot's tolerance rule).
template <class T>
::testing::AssertionResult approx(const char* a_expr, const char* b_expr, const T& a, const T& b) {
  if (a.is_equal_approx(b)) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << a_expr << " is " << ::testing::PrintToString(a) << "\n"
                                       << b_expr << " is " << ::testing::PrintToString(b);
}

/// Component-wise |a - b| <= tol, for results that accumulate more rounding than CMP_EPSILON.
inline ::testing::AssertionResult near3(const char* a_expr, const char* b_expr, const char*,
                                        const Vector3& a, const Vector3& b, double tol) {
  if (std::abs(a.x - b.x) <= tol && std::abs(a.y - b.y) <= tol && std::abs(a.z - b.z) <= tol) {
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure()
         << a_expr << " is " << ::testing::PrintToString(a) << "\n"
         << b_expr << " is " << ::testing::PrintToString(b) << " (tolerance " << tol << ")";
}

}  // namespace arbor::test

#define EXPECT_APPROX(a, b) EXPECT_PRED_FORMAT2(::arbor::test::approx, a, b)
#define EXPECT_NEAR3(a, b, tol) EXPECT_PRED_FORMAT3(::arbor::test::near3, a, b, tol)
