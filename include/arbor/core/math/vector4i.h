// Vector4i: a 4D vector of int32, Godot 4's Vector4i (integer shader parameters, packed ids).
#pragma once

#include <cmath>
#include <cstdint>

#include "arbor/core/math/real.h"
#include "arbor/core/math/vector4.h"

namespace arbor {

/// A 4D integer vector. Division truncates toward zero, as C++ and Godot do.
struct Vector4i {
  enum Axis : int { AXIS_X, AXIS_Y, AXIS_Z, AXIS_W };

  int32_t x = 0;
  int32_t y = 0;
  int32_t z = 0;
  int32_t w = 0;

  constexpr Vector4i() = default;
  constexpr Vector4i(int32_t x_, int32_t y_, int32_t z_, int32_t w_) : x(x_), y(y_), z(z_), w(w_) {}
  /// Truncates each component toward zero.
  constexpr explicit Vector4i(const Vector4& v)
      : x(int32_t(v.x)), y(int32_t(v.y)), z(int32_t(v.z)), w(int32_t(v.w)) {}
  constexpr explicit operator Vector4() const {
    return {real_t(x), real_t(y), real_t(z), real_t(w)};
  }

  constexpr int32_t& operator[](int axis) {
    return axis == 0 ? x : (axis == 1 ? y : (axis == 2 ? z : w));
  }
  constexpr const int32_t& operator[](int axis) const {
    return axis == 0 ? x : (axis == 1 ? y : (axis == 2 ? z : w));
  }

  constexpr int64_t length_squared() const {
    return int64_t(x) * x + int64_t(y) * y + int64_t(z) * z + int64_t(w) * w;
  }
  double length() const { return std::sqrt(double(length_squared())); }
  constexpr int64_t distance_squared_to(const Vector4i& v) const {
    return (v - *this).length_squared();
  }
  double distance_to(const Vector4i& v) const { return (v - *this).length(); }
  constexpr Vector4i abs() const {
    return {x < 0 ? -x : x, y < 0 ? -y : y, z < 0 ? -z : z, w < 0 ? -w : w};
  }
  constexpr Vector4i sign() const {
    return {Math::sign(x), Math::sign(y), Math::sign(z), Math::sign(w)};
  }
  constexpr Vector4i min(const Vector4i& v) const {
    return {x < v.x ? x : v.x, y < v.y ? y : v.y, z < v.z ? z : v.z, w < v.w ? w : v.w};
  }
  constexpr Vector4i max(const Vector4i& v) const {
    return {x > v.x ? x : v.x, y > v.y ? y : v.y, z > v.z ? z : v.z, w > v.w ? w : v.w};
  }
  constexpr Vector4i mini(int32_t s) const { return min({s, s, s, s}); }
  constexpr Vector4i maxi(int32_t s) const { return max({s, s, s, s}); }
  constexpr Vector4i clamp(const Vector4i& lo, const Vector4i& hi) const {
    return {Math::clamp(x, lo.x, hi.x), Math::clamp(y, lo.y, hi.y), Math::clamp(z, lo.z, hi.z),
            Math::clamp(w, lo.w, hi.w)};
  }
  constexpr Vector4i clampi(int32_t lo, int32_t hi) const {
    return clamp({lo, lo, lo, lo}, {hi, hi, hi, hi});
  }
  /// Each component rounded to the nearest multiple of `step`'s (halves away from negative
  /// infinity, as Godot's Math::snapped); a zero step leaves the component as is.
  Vector4i snapped(const Vector4i& step) const {
    return {snap(x, step.x), snap(y, step.y), snap(z, step.z), snap(w, step.w)};
  }
  Vector4i snappedi(int32_t step) const { return snapped({step, step, step, step}); }
  /// The axis of the smallest component (the first one on ties).
  constexpr int min_axis_index() const {
    int axis = AXIS_X;
    for (int i = 1; i < 4; ++i) {
      if ((*this)[i] < (*this)[axis]) axis = i;
    }
    return axis;
  }
  /// The axis of the largest component (the first one on ties).
  constexpr int max_axis_index() const {
    int axis = AXIS_X;
    for (int i = 1; i < 4; ++i) {
      if ((*this)[i] > (*this)[axis]) axis = i;
    }
    return axis;
  }

  constexpr Vector4i operator+(const Vector4i& v) const {
    return {x + v.x, y + v.y, z + v.z, w + v.w};
  }
  constexpr Vector4i operator-(const Vector4i& v) const {
    return {x - v.x, y - v.y, z - v.z, w - v.w};
  }
  constexpr Vector4i operator*(const Vector4i& v) const {
    return {x * v.x, y * v.y, z * v.z, w * v.w};
  }
  constexpr Vector4i operator/(const Vector4i& v) const {
    return {x / v.x, y / v.y, z / v.z, w / v.w};
  }
  constexpr Vector4i operator%(const Vector4i& v) const {
    return {x % v.x, y % v.y, z % v.z, w % v.w};
  }
  constexpr Vector4i operator*(int32_t s) const { return {x * s, y * s, z * s, w * s}; }
  constexpr Vector4i operator/(int32_t s) const { return {x / s, y / s, z / s, w / s}; }
  constexpr Vector4i operator%(int32_t s) const { return {x % s, y % s, z % s, w % s}; }
  constexpr Vector4i operator-() const { return {-x, -y, -z, -w}; }
  constexpr Vector4i& operator+=(const Vector4i& v) { return *this = *this + v; }
  constexpr Vector4i& operator-=(const Vector4i& v) { return *this = *this - v; }
  constexpr Vector4i& operator*=(const Vector4i& v) { return *this = *this * v; }
  constexpr Vector4i& operator/=(const Vector4i& v) { return *this = *this / v; }
  constexpr Vector4i& operator%=(const Vector4i& v) { return *this = *this % v; }
  constexpr Vector4i& operator*=(int32_t s) { return *this = *this * s; }
  constexpr Vector4i& operator/=(int32_t s) { return *this = *this / s; }
  constexpr Vector4i& operator%=(int32_t s) { return *this = *this % s; }
  constexpr bool operator==(const Vector4i&) const = default;
  /// Godot's order: by x, then y, then z, then w.
  constexpr bool operator<(const Vector4i& v) const {
    for (int i = 0; i < 3; ++i) {
      if ((*this)[i] != v[i]) return (*this)[i] < v[i];
    }
    return w < v.w;
  }
  constexpr bool operator>(const Vector4i& v) const { return v < *this; }
  constexpr bool operator<=(const Vector4i& v) const { return !(v < *this); }
  constexpr bool operator>=(const Vector4i& v) const { return !(*this < v); }

 private:
  static int32_t snap(int32_t value, int32_t step) {
    if (step == 0) return value;
    return int32_t(std::floor(double(value) / double(step) + 0.5) * double(step));
  }
};

constexpr Vector4i operator*(int32_t s, const Vector4i& v) { return v * s; }

}  // namespace arbor
