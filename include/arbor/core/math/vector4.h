// Vector4: a 4D vector of real_t, Godot 4's Vector4 (Projection columns, shader parameters).
#pragma once

#include <cmath>

#include "arbor/core/math/real.h"

namespace arbor {

/// A 4D vector; the columns of a Projection.
struct Vector4 {
  enum Axis : int { AXIS_X, AXIS_Y, AXIS_Z, AXIS_W };

  real_t x = 0;
  real_t y = 0;
  real_t z = 0;
  real_t w = 0;

  constexpr Vector4() = default;
  constexpr Vector4(real_t x_, real_t y_, real_t z_, real_t w_) : x(x_), y(y_), z(z_), w(w_) {}

  constexpr real_t& operator[](int axis) {
    return axis == 0 ? x : (axis == 1 ? y : (axis == 2 ? z : w));
  }
  constexpr const real_t& operator[](int axis) const {
    return axis == 0 ? x : (axis == 1 ? y : (axis == 2 ? z : w));
  }

  constexpr real_t dot(const Vector4& v) const { return x * v.x + y * v.y + z * v.z + w * v.w; }
  constexpr real_t length_squared() const { return dot(*this); }
  real_t length() const { return std::sqrt(length_squared()); }
  Vector4 normalized() const {
    real_t l = length_squared();
    if (l == 0) return {};
    l = std::sqrt(l);
    return {x / l, y / l, z / l, w / l};
  }
  void normalize() { *this = normalized(); }
  bool is_normalized() const {
    return Math::is_equal_approx(length_squared(), real_t(1), real_t(UNIT_EPSILON));
  }
  real_t distance_to(const Vector4& v) const { return (v - *this).length(); }
  constexpr Vector4 lerp(const Vector4& to, real_t weight) const {
    return *this + (to - *this) * weight;
  }
  Vector4 abs() const { return {std::abs(x), std::abs(y), std::abs(z), std::abs(w)}; }
  constexpr Vector4 inverse() const { return {1 / x, 1 / y, 1 / z, 1 / w}; }

  bool is_equal_approx(const Vector4& v) const {
    return Math::is_equal_approx(x, v.x) && Math::is_equal_approx(y, v.y) &&
           Math::is_equal_approx(z, v.z) && Math::is_equal_approx(w, v.w);
  }
  bool is_zero_approx() const {
    return Math::is_zero_approx(x) && Math::is_zero_approx(y) && Math::is_zero_approx(z) &&
           Math::is_zero_approx(w);
  }
  bool is_finite() const {
    return Math::is_finite(x) && Math::is_finite(y) && Math::is_finite(z) && Math::is_finite(w);
  }

  constexpr Vector4 operator+(const Vector4& v) const {
    return {x + v.x, y + v.y, z + v.z, w + v.w};
  }
  constexpr Vector4 operator-(const Vector4& v) const {
    return {x - v.x, y - v.y, z - v.z, w - v.w};
  }
  constexpr Vector4 operator*(const Vector4& v) const {
    return {x * v.x, y * v.y, z * v.z, w * v.w};
  }
  constexpr Vector4 operator/(const Vector4& v) const {
    return {x / v.x, y / v.y, z / v.z, w / v.w};
  }
  constexpr Vector4 operator*(real_t s) const { return {x * s, y * s, z * s, w * s}; }
  constexpr Vector4 operator/(real_t s) const { return {x / s, y / s, z / s, w / s}; }
  constexpr Vector4 operator-() const { return {-x, -y, -z, -w}; }
  constexpr Vector4& operator+=(const Vector4& v) { return *this = *this + v; }
  constexpr Vector4& operator-=(const Vector4& v) { return *this = *this - v; }
  constexpr Vector4& operator*=(real_t s) { return *this = *this * s; }
  constexpr Vector4& operator/=(real_t s) { return *this = *this / s; }
  constexpr bool operator==(const Vector4&) const = default;
};

constexpr Vector4 operator*(real_t s, const Vector4& v) { return v * s; }

}  // namespace arbor
