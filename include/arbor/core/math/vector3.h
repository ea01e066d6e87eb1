// Vector3: a 3D vector of real_t, Godot 4's Vector3.
#pragma once

#include <cmath>

#include "arbor/core/math/real.h"

namespace arbor {

/// A 3D point or direction. Right-handed, +Y up, -Z forward (Godot's convention).
struct Vector3 {
  enum Axis : int { AXIS_X, AXIS_Y, AXIS_Z };

  real_t x = 0;
  real_t y = 0;
  real_t z = 0;

  constexpr Vector3() = default;
  constexpr Vector3(real_t x_, real_t y_, real_t z_) : x(x_), y(y_), z(z_) {}

  constexpr real_t& operator[](int axis) { return axis == 0 ? x : (axis == 1 ? y : z); }
  constexpr const real_t& operator[](int axis) const { return axis == 0 ? x : (axis == 1 ? y : z); }

  constexpr real_t dot(const Vector3& v) const { return x * v.x + y * v.y + z * v.z; }
  constexpr Vector3 cross(const Vector3& v) const {
    return {y * v.z - z * v.y, z * v.x - x * v.z, x * v.y - y * v.x};
  }
  constexpr real_t length_squared() const { return x * x + y * y + z * z; }
  real_t length() const { return std::sqrt(length_squared()); }
  /// Unit vector in the same direction; the zero vector stays zero.
  Vector3 normalized() const {
    real_t l = length_squared();
    if (l == 0) return {};
    l = std::sqrt(l);
    return {x / l, y / l, z / l};
  }
  void normalize() { *this = normalized(); }
  bool is_normalized() const {
    return Math::is_equal_approx(length_squared(), real_t(1), real_t(UNIT_EPSILON));
  }
  constexpr Vector3 inverse() const { return {1 / x, 1 / y, 1 / z}; }
  real_t distance_to(const Vector3& v) const { return (v - *this).length(); }
  constexpr real_t distance_squared_to(const Vector3& v) const {
    return (v - *this).length_squared();
  }
  Vector3 direction_to(const Vector3& to) const { return (to - *this).normalized(); }
  /// Unsigned angle to `to`, in [0, PI].
  real_t angle_to(const Vector3& to) const { return std::atan2(cross(to).length(), dot(to)); }
  /// Angle to `to`, negative when the rotation is clockwise seen from the tip of `axis`.
  real_t signed_angle_to(const Vector3& to, const Vector3& axis) const {
    Vector3 c = cross(to);
    real_t unsigned_angle = std::atan2(c.length(), dot(to));
    return c.dot(axis) < 0 ? -unsigned_angle : unsigned_angle;
  }
  /// Rotated around a unit `axis` by `angle` radians (same result as Basis(axis, angle) * v).
  Vector3 rotated(const Vector3& axis, real_t angle) const;

  constexpr Vector3 lerp(const Vector3& to, real_t weight) const {
    return {Math::lerp(x, to.x, weight), Math::lerp(y, to.y, weight), Math::lerp(z, to.z, weight)};
  }
  /// Spherical interpolation: rotates towards `to` and lerps the length; falls back to lerp
  /// for zero or colinear vectors.
  Vector3 slerp(const Vector3& to, real_t weight) const;
  Vector3 move_toward(const Vector3& to, real_t delta) const {
    Vector3 vd = to - *this;
    real_t len = vd.length();
    return len <= delta || len < real_t(CMP_EPSILON) ? to : *this + vd / len * delta;
  }
  Vector3 limit_length(real_t max_length = 1) const {
    real_t l = length();
    return (l > 0 && max_length < l) ? *this / l * max_length : *this;
  }
  constexpr Vector3 project(const Vector3& to) const {
    return to * (dot(to) / to.length_squared());
  }
  /// Reflection across the plane whose normal is `normal` (normal must be unit length).
  constexpr Vector3 reflect(const Vector3& normal) const {
    return normal * (real_t(2) * dot(normal)) - *this;
  }
  constexpr Vector3 bounce(const Vector3& normal) const { return -reflect(normal); }
  constexpr Vector3 slide(const Vector3& normal) const { return *this - normal * dot(normal); }
  /// A unit vector perpendicular to this one (crossed with +X, or +Y when closer to X).
  Vector3 get_any_perpendicular() const {
    bool x_smallest = std::abs(x) <= std::abs(y) && std::abs(x) <= std::abs(z);
    return cross(x_smallest ? Vector3(1, 0, 0) : Vector3(0, 1, 0)).normalized();
  }

  Vector3 abs() const { return {std::abs(x), std::abs(y), std::abs(z)}; }
  constexpr Vector3 sign() const { return {Math::sign(x), Math::sign(y), Math::sign(z)}; }
  Vector3 floor() const { return {std::floor(x), std::floor(y), std::floor(z)}; }
  Vector3 ceil() const { return {std::ceil(x), std::ceil(y), std::ceil(z)}; }
  Vector3 round() const { return {std::round(x), std::round(y), std::round(z)}; }
  constexpr Vector3 min(const Vector3& v) const {
    return {x < v.x ? x : v.x, y < v.y ? y : v.y, z < v.z ? z : v.z};
  }
  constexpr Vector3 max(const Vector3& v) const {
    return {x > v.x ? x : v.x, y > v.y ? y : v.y, z > v.z ? z : v.z};
  }
  constexpr Vector3 clamp(const Vector3& lo, const Vector3& hi) const {
    return {Math::clamp(x, lo.x, hi.x), Math::clamp(y, lo.y, hi.y), Math::clamp(z, lo.z, hi.z)};
  }
  Vector3 snapped(const Vector3& step) const {
    return {Math::snapped(x, step.x), Math::snapped(y, step.y), Math::snapped(z, step.z)};
  }
  Vector3 posmod(real_t mod) const {
    return {Math::fposmod(x, mod), Math::fposmod(y, mod), Math::fposmod(z, mod)};
  }
  constexpr int min_axis_index() const {
    return x < y ? (x < z ? AXIS_X : AXIS_Z) : (y < z ? AXIS_Y : AXIS_Z);
  }
  constexpr int max_axis_index() const {
    return x < y ? (y < z ? AXIS_Z : AXIS_Y) : (x < z ? AXIS_Z : AXIS_X);
  }

  bool is_equal_approx(const Vector3& v) const {
    return Math::is_equal_approx(x, v.x) && Math::is_equal_approx(y, v.y) &&
           Math::is_equal_approx(z, v.z);
  }
  bool is_zero_approx() const {
    return Math::is_zero_approx(x) && Math::is_zero_approx(y) && Math::is_zero_approx(z);
  }
  bool is_finite() const { return Math::is_finite(x) && Math::is_finite(y) && Math::is_finite(z); }

  constexpr Vector3 operator+(const Vector3& v) const { return {x + v.x, y + v.y, z + v.z}; }
  constexpr Vector3 operator-(const Vector3& v) const { return {x - v.x, y - v.y, z - v.z}; }
  constexpr Vector3 operator*(const Vector3& v) const { return {x * v.x, y * v.y, z * v.z}; }
  constexpr Vector3 operator/(const Vector3& v) const { return {x / v.x, y / v.y, z / v.z}; }
  constexpr Vector3 operator*(real_t s) const { return {x * s, y * s, z * s}; }
  constexpr Vector3 operator/(real_t s) const { return {x / s, y / s, z / s}; }
  constexpr Vector3 operator-() const { return {-x, -y, -z}; }
  constexpr Vector3& operator+=(const Vector3& v) { return *this = *this + v; }
  constexpr Vector3& operator-=(const Vector3& v) { return *this = *this - v; }
  constexpr Vector3& operator*=(const Vector3& v) { return *this = *this * v; }
  constexpr Vector3& operator/=(const Vector3& v) { return *this = *this / v; }
  constexpr Vector3& operator*=(real_t s) { return *this = *this * s; }
  constexpr Vector3& operator/=(real_t s) { return *this = *this / s; }
  constexpr bool operator==(const Vector3&) const = default;
  /// Lexicographic order (x, y, z), as Godot's.
  constexpr bool operator<(const Vector3& v) const {
    return x == v.x ? (y == v.y ? z < v.z : y < v.y) : x < v.x;
  }
};

constexpr Vector3 operator*(real_t s, const Vector3& v) { return v * s; }

}  // namespace arbor
