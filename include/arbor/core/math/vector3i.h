// Vector3i: a 3D vector of int32, Godot 4's Vector3i (grid cells, voxel coordinates).
#pragma once

#include <cmath>
#include <cstdint>

#include "arbor/core/math/real.h"
#include "arbor/core/math/vector3.h"

namespace arbor {

/// A 3D integer vector. Division truncates toward zero, as C++ and Godot do.
struct Vector3i {
  enum Axis : int { AXIS_X, AXIS_Y, AXIS_Z };

  int32_t x = 0;
  int32_t y = 0;
  int32_t z = 0;

  constexpr Vector3i() = default;
  constexpr Vector3i(int32_t x_, int32_t y_, int32_t z_) : x(x_), y(y_), z(z_) {}
  /// Truncates each component toward zero.
  constexpr explicit Vector3i(const Vector3& v)
      : x(int32_t(v.x)), y(int32_t(v.y)), z(int32_t(v.z)) {}
  constexpr explicit operator Vector3() const { return {real_t(x), real_t(y), real_t(z)}; }

  constexpr int32_t& operator[](int axis) { return axis == 0 ? x : (axis == 1 ? y : z); }
  constexpr const int32_t& operator[](int axis) const {
    return axis == 0 ? x : (axis == 1 ? y : z);
  }

  constexpr int64_t length_squared() const {
    return int64_t(x) * x + int64_t(y) * y + int64_t(z) * z;
  }
  double length() const { return std::sqrt(double(length_squared())); }
  constexpr Vector3i abs() const { return {x < 0 ? -x : x, y < 0 ? -y : y, z < 0 ? -z : z}; }
  constexpr Vector3i sign() const { return {Math::sign(x), Math::sign(y), Math::sign(z)}; }
  constexpr Vector3i min(const Vector3i& v) const {
    return {x < v.x ? x : v.x, y < v.y ? y : v.y, z < v.z ? z : v.z};
  }
  constexpr Vector3i max(const Vector3i& v) const {
    return {x > v.x ? x : v.x, y > v.y ? y : v.y, z > v.z ? z : v.z};
  }
  constexpr Vector3i clamp(const Vector3i& lo, const Vector3i& hi) const {
    return {Math::clamp(x, lo.x, hi.x), Math::clamp(y, lo.y, hi.y), Math::clamp(z, lo.z, hi.z)};
  }
  constexpr int min_axis_index() const {
    return x < y ? (x < z ? AXIS_X : AXIS_Z) : (y < z ? AXIS_Y : AXIS_Z);
  }
  constexpr int max_axis_index() const {
    return x < y ? (y < z ? AXIS_Z : AXIS_Y) : (x < z ? AXIS_Z : AXIS_X);
  }

  constexpr Vector3i operator+(const Vector3i& v) const { return {x + v.x, y + v.y, z + v.z}; }
  constexpr Vector3i operator-(const Vector3i& v) const { return {x - v.x, y - v.y, z - v.z}; }
  constexpr Vector3i operator*(const Vector3i& v) const { return {x * v.x, y * v.y, z * v.z}; }
  constexpr Vector3i operator/(const Vector3i& v) const { return {x / v.x, y / v.y, z / v.z}; }
  constexpr Vector3i operator%(const Vector3i& v) const { return {x % v.x, y % v.y, z % v.z}; }
  constexpr Vector3i operator*(int32_t s) const { return {x * s, y * s, z * s}; }
  constexpr Vector3i operator/(int32_t s) const { return {x / s, y / s, z / s}; }
  constexpr Vector3i operator%(int32_t s) const { return {x % s, y % s, z % s}; }
  constexpr Vector3i operator-() const { return {-x, -y, -z}; }
  constexpr Vector3i& operator+=(const Vector3i& v) { return *this = *this + v; }
  constexpr Vector3i& operator-=(const Vector3i& v) { return *this = *this - v; }
  constexpr Vector3i& operator*=(int32_t s) { return *this = *this * s; }
  constexpr Vector3i& operator/=(int32_t s) { return *this = *this / s; }
  constexpr bool operator==(const Vector3i&) const = default;
  constexpr bool operator<(const Vector3i& v) const {
    return x == v.x ? (y == v.y ? z < v.z : y < v.y) : x < v.x;
  }
};

constexpr Vector3i operator*(int32_t s, const Vector3i& v) { return v * s; }

}  // namespace arbor
