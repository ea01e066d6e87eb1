// Vector2: a 2D vector of real_t, Godot 4's Vector2.
#pragma once

#include <cmath>

#include "arbor/core/math/real.h"

namespace arbor {

/// A 2D point or direction. Y points down in 2D scenes, as in Godot.
struct Vector2 {
  enum Axis : int { AXIS_X, AXIS_Y };

  real_t x = 0;
  real_t y = 0;

  constexpr Vector2() = default;
  constexpr Vector2(real_t x_, real_t y_) : x(x_), y(y_) {}

  constexpr real_t& operator[](int axis) { return axis == 0 ? x : y; }
  constexpr const real_t& operator[](int axis) const { return axis == 0 ? x : y; }

  /// The unit vector at `angle` radians from +X (towards +Y).
  static Vector2 from_angle(real_t angle) { return {std::cos(angle), std::sin(angle)}; }

  constexpr real_t dot(const Vector2& v) const { return x * v.x + y * v.y; }
  /// The z component of the 3D cross product (signed parallelogram area).
  constexpr real_t cross(const Vector2& v) const { return x * v.y - y * v.x; }
  constexpr real_t length_squared() const { return x * x + y * y; }
  real_t length() const { return std::sqrt(length_squared()); }
  /// Unit vector in the same direction; the zero vector stays zero.
  Vector2 normalized() const {
    real_t l = length_squared();
    if (l == 0) return {};
    l = std::sqrt(l);
    return {x / l, y / l};
  }
  void normalize() { *this = normalized(); }
  bool is_normalized() const {
    return Math::is_equal_approx(length_squared(), real_t(1), real_t(UNIT_EPSILON));
  }
  real_t distance_to(const Vector2& v) const { return (v - *this).length(); }
  constexpr real_t distance_squared_to(const Vector2& v) const {
    return (v - *this).length_squared();
  }
  Vector2 direction_to(const Vector2& to) const { return (to - *this).normalized(); }
  /// Angle from +X in radians, in [-PI, PI].
  real_t angle() const { return std::atan2(y, x); }
  /// Signed angle from this vector to `to`.
  real_t angle_to(const Vector2& to) const { return std::atan2(cross(to), dot(to)); }
  /// Angle of the line from this point to `to`.
  real_t angle_to_point(const Vector2& to) const { return (to - *this).angle(); }
  constexpr real_t aspect() const { return x / y; }

  Vector2 rotated(real_t angle) const {
    real_t s = std::sin(angle);
    real_t c = std::cos(angle);
    return {x * c - y * s, x * s + y * c};
  }
  /// Rotated by 90 degrees counter-clockwise in a Y-up frame (Godot's orthogonal()).
  constexpr Vector2 orthogonal() const { return {y, -x}; }

  constexpr Vector2 lerp(const Vector2& to, real_t weight) const {
    return {Math::lerp(x, to.x, weight), Math::lerp(y, to.y, weight)};
  }
  /// Spherical interpolation: rotates towards `to` and lerps the length.
  Vector2 slerp(const Vector2& to, real_t weight) const {
    real_t start_sq = length_squared();
    real_t end_sq = to.length_squared();
    if (start_sq == 0 || end_sq == 0) return lerp(to, weight);
    real_t start_len = std::sqrt(start_sq);
    real_t result_len = Math::lerp(start_len, std::sqrt(end_sq), weight);
    return rotated(angle_to(to) * weight) * (result_len / start_len);
  }
  Vector2 move_toward(const Vector2& to, real_t delta) const {
    Vector2 vd = to - *this;
    real_t len = vd.length();
    return len <= delta || len < real_t(CMP_EPSILON) ? to : *this + vd / len * delta;
  }
  Vector2 limit_length(real_t max_length = 1) const {
    real_t l = length();
    return (l > 0 && max_length < l) ? *this / l * max_length : *this;
  }
  constexpr Vector2 project(const Vector2& to) const {
    return to * (dot(to) / to.length_squared());
  }
  /// Reflection across the line whose normal is `normal` (normal must be unit length).
  constexpr Vector2 reflect(const Vector2& normal) const {
    return normal * (real_t(2) * dot(normal)) - *this;
  }
  constexpr Vector2 bounce(const Vector2& normal) const { return -reflect(normal); }
  constexpr Vector2 slide(const Vector2& normal) const { return *this - normal * dot(normal); }

  Vector2 abs() const { return {std::abs(x), std::abs(y)}; }
  constexpr Vector2 sign() const { return {Math::sign(x), Math::sign(y)}; }
  Vector2 floor() const { return {std::floor(x), std::floor(y)}; }
  Vector2 ceil() const { return {std::ceil(x), std::ceil(y)}; }
  Vector2 round() const { return {std::round(x), std::round(y)}; }
  constexpr Vector2 min(const Vector2& v) const { return {x < v.x ? x : v.x, y < v.y ? y : v.y}; }
  constexpr Vector2 max(const Vector2& v) const { return {x > v.x ? x : v.x, y > v.y ? y : v.y}; }
  constexpr Vector2 clamp(const Vector2& lo, const Vector2& hi) const {
    return {Math::clamp(x, lo.x, hi.x), Math::clamp(y, lo.y, hi.y)};
  }
  Vector2 snapped(const Vector2& step) const {
    return {Math::snapped(x, step.x), Math::snapped(y, step.y)};
  }
  Vector2 posmod(real_t mod) const { return {Math::fposmod(x, mod), Math::fposmod(y, mod)}; }
  constexpr int min_axis_index() const { return x < y ? AXIS_X : AXIS_Y; }
  constexpr int max_axis_index() const { return x < y ? AXIS_Y : AXIS_X; }

  bool is_equal_approx(const Vector2& v) const {
    return Math::is_equal_approx(x, v.x) && Math::is_equal_approx(y, v.y);
  }
  bool is_zero_approx() const { return Math::is_zero_approx(x) && Math::is_zero_approx(y); }
  bool is_finite() const { return Math::is_finite(x) && Math::is_finite(y); }

  constexpr Vector2 operator+(const Vector2& v) const { return {x + v.x, y + v.y}; }
  constexpr Vector2 operator-(const Vector2& v) const { return {x - v.x, y - v.y}; }
  constexpr Vector2 operator*(const Vector2& v) const { return {x * v.x, y * v.y}; }
  constexpr Vector2 operator/(const Vector2& v) const { return {x / v.x, y / v.y}; }
  constexpr Vector2 operator*(real_t s) const { return {x * s, y * s}; }
  constexpr Vector2 operator/(real_t s) const { return {x / s, y / s}; }
  constexpr Vector2 operator-() const { return {-x, -y}; }
  constexpr Vector2& operator+=(const Vector2& v) { return *this = *this + v; }
  constexpr Vector2& operator-=(const Vector2& v) { return *this = *this - v; }
  constexpr Vector2& operator*=(const Vector2& v) { return *this = *this * v; }
  constexpr Vector2& operator/=(const Vector2& v) { return *this = *this / v; }
  constexpr Vector2& operator*=(real_t s) { return *this = *this * s; }
  constexpr Vector2& operator/=(real_t s) { return *this = *this / s; }
  constexpr bool operator==(const Vector2&) const = default;
  /// Lexicographic order (x, then y), as Godot's.
  constexpr bool operator<(const Vector2& v) const { return x == v.x ? y < v.y : x < v.x; }
};

constexpr Vector2 operator*(real_t s, const Vector2& v) { return v * s; }

}  // namespace arbor
