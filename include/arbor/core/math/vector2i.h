// Vector2i: a 2D vector of int32, Godot 4's Vector2i (grid cells, pixel sizes).
#pragma once

#include <cmath>
#include <cstdint>

#include "arbor/core/math/real.h"
#include "arbor/core/math/vector2.h"

namespace arbor {

/// A 2D integer vector. Division truncates toward zero, as C++ and Godot do.
struct Vector2i {
  enum Axis : int { AXIS_X, AXIS_Y };

  int32_t x = 0;
  int32_t y = 0;

  constexpr Vector2i() = default;
  constexpr Vector2i(int32_t x_, int32_t y_) : x(x_), y(y_) {}
  /// Truncates each component toward zero.
  constexpr explicit Vector2i(const Vector2& v) : x(int32_t(v.x)), y(int32_t(v.y)) {}
  constexpr explicit operator Vector2() const { return {real_t(x), real_t(y)}; }

  constexpr int32_t& operator[](int axis) { return axis == 0 ? x : y; }
  constexpr const int32_t& operator[](int axis) const { return axis == 0 ? x : y; }

  constexpr int64_t length_squared() const { return int64_t(x) * x + int64_t(y) * y; }
  double length() const { return std::sqrt(double(length_squared())); }
  constexpr Vector2i abs() const { return {x < 0 ? -x : x, y < 0 ? -y : y}; }
  constexpr Vector2i sign() const { return {Math::sign(x), Math::sign(y)}; }
  constexpr Vector2i min(const Vector2i& v) const { return {x < v.x ? x : v.x, y < v.y ? y : v.y}; }
  constexpr Vector2i max(const Vector2i& v) const { return {x > v.x ? x : v.x, y > v.y ? y : v.y}; }
  constexpr Vector2i clamp(const Vector2i& lo, const Vector2i& hi) const {
    return {Math::clamp(x, lo.x, hi.x), Math::clamp(y, lo.y, hi.y)};
  }
  constexpr int min_axis_index() const { return x < y ? AXIS_X : AXIS_Y; }
  constexpr int max_axis_index() const { return x < y ? AXIS_Y : AXIS_X; }

  constexpr Vector2i operator+(const Vector2i& v) const { return {x + v.x, y + v.y}; }
  constexpr Vector2i operator-(const Vector2i& v) const { return {x - v.x, y - v.y}; }
  constexpr Vector2i operator*(const Vector2i& v) const { return {x * v.x, y * v.y}; }
  constexpr Vector2i operator/(const Vector2i& v) const { return {x / v.x, y / v.y}; }
  constexpr Vector2i operator%(const Vector2i& v) const { return {x % v.x, y % v.y}; }
  constexpr Vector2i operator*(int32_t s) const { return {x * s, y * s}; }
  constexpr Vector2i operator/(int32_t s) const { return {x / s, y / s}; }
  constexpr Vector2i operator%(int32_t s) const { return {x % s, y % s}; }
  constexpr Vector2i operator-() const { return {-x, -y}; }
  constexpr Vector2i& operator+=(const Vector2i& v) { return *this = *this + v; }
  constexpr Vector2i& operator-=(const Vector2i& v) { return *this = *this - v; }
  constexpr Vector2i& operator*=(int32_t s) { return *this = *this * s; }
  constexpr Vector2i& operator/=(int32_t s) { return *this = *this / s; }
  constexpr bool operator==(const Vector2i&) const = default;
  constexpr bool operator<(const Vector2i& v) const { return x == v.x ? y < v.y : x < v.x; }
};

constexpr Vector2i operator*(int32_t s, const Vector2i& v) { return v * s; }

}  // namespace arbor
