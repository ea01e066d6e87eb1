// Quaternion: a unit quaternion representing a 3D rotation, Godot 4's Quaternion.
#pragma once

#include <cmath>

#include "arbor/core/math/euler_order.h"
#include "arbor/core/math/real.h"
#include "arbor/core/math/vector3.h"

namespace arbor {

struct Basis;

/// A rotation as (x, y, z, w) with w the scalar part; identity is (0, 0, 0, 1). Rotation
/// methods expect a normalized quaternion, as Godot's do (they do not check).
struct Quaternion {
  real_t x = 0;
  real_t y = 0;
  real_t z = 0;
  real_t w = 1;

  constexpr Quaternion() = default;
  constexpr Quaternion(real_t x_, real_t y_, real_t z_, real_t w_) : x(x_), y(y_), z(z_), w(w_) {}
  /// Rotation of `angle` radians around `axis` (expected unit length; a zero axis gives the
  /// all-zero quaternion, as Godot).
  Quaternion(const Vector3& axis, real_t angle) {
    real_t d = axis.length();
    if (d == 0) {
      x = y = z = w = 0;
      return;
    }
    real_t s = std::sin(angle * real_t(0.5)) / d;
    x = axis.x * s;
    y = axis.y * s;
    z = axis.z * s;
    w = std::cos(angle * real_t(0.5));
  }
  /// Shortest-arc rotation taking direction `arc_from` to direction `arc_to`; opposite
  /// directions give a half turn around a perpendicular axis.
  Quaternion(const Vector3& arc_from, const Vector3& arc_to);
  /// The rotation of a basis (the basis must be orthonormal: see Basis::get_quaternion).
  explicit Quaternion(const Basis& basis);

  /// Rotation from Euler angles in radians, YXZ order (Godot's from_euler).
  static Quaternion from_euler(const Vector3& euler);
  /// Euler angles in radians of this rotation in the given order.
  Vector3 get_euler(EulerOrder order = EulerOrder::YXZ) const;

  constexpr real_t& operator[](int i) { return i == 0 ? x : (i == 1 ? y : (i == 2 ? z : w)); }
  constexpr const real_t& operator[](int i) const {
    return i == 0 ? x : (i == 1 ? y : (i == 2 ? z : w));
  }

  constexpr real_t dot(const Quaternion& q) const { return x * q.x + y * q.y + z * q.z + w * q.w; }
  constexpr real_t length_squared() const { return dot(*this); }
  real_t length() const { return std::sqrt(length_squared()); }
  Quaternion normalized() const { return *this / length(); }
  void normalize() { *this = normalized(); }
  bool is_normalized() const {
    return Math::is_equal_approx(length_squared(), real_t(1), real_t(UNIT_EPSILON));
  }
  /// The conjugate; the inverse rotation of a normalized quaternion.
  constexpr Quaternion inverse() const { return {-x, -y, -z, w}; }
  /// Angle in radians between the two rotations.
  real_t angle_to(const Quaternion& to) const {
    real_t d = dot(to);
    return std::acos(Math::clamp(d * d * 2 - 1, real_t(-1), real_t(1)));
  }
  Vector3 get_axis() const {
    if (std::abs(w) > 1 - real_t(CMP_EPSILON)) return {x, y, z};
    real_t r = 1 / std::sqrt(1 - w * w);
    return {x * r, y * r, z * r};
  }
  real_t get_angle() const { return 2 * std::acos(w); }
  Quaternion log() const {
    Vector3 v = get_axis() * get_angle();
    return {v.x, v.y, v.z, 0};
  }
  Quaternion exp() const {
    Vector3 v(x, y, z);
    real_t theta = v.length();
    v = v.normalized();
    if (theta < real_t(CMP_EPSILON) || !v.is_normalized()) return {};
    return {v, theta};
  }

  /// Spherical interpolation along the shortest path; nlerp when the two are almost equal.
  Quaternion slerp(const Quaternion& to, real_t weight) const {
    real_t cosom = dot(to);
    Quaternion to1 = to;
    if (cosom < 0) {
      cosom = -cosom;
      to1 = -to;
    }
    real_t scale0 = 1 - weight;
    real_t scale1 = weight;
    if (1 - cosom > real_t(CMP_EPSILON)) {
      real_t omega = std::acos(cosom);
      real_t sinom = std::sin(omega);
      scale0 = std::sin((1 - weight) * omega) / sinom;
      scale1 = std::sin(weight * omega) / sinom;
    }
    return *this * scale0 + to1 * scale1;
  }
  /// Spherical interpolation without the shortest-path sign flip.
  Quaternion slerpni(const Quaternion& to, real_t weight) const {
    real_t d = dot(to);
    if (std::abs(d) > real_t(0.9999)) return *this;
    real_t theta = std::acos(d);
    real_t sin_t = 1 / std::sin(theta);
    real_t new_factor = std::sin(weight * theta) * sin_t;
    real_t inv_factor = std::sin((1 - weight) * theta) * sin_t;
    return *this * inv_factor + to * new_factor;
  }

  /// Rotates a vector (the quaternion must be normalized).
  constexpr Vector3 xform(const Vector3& v) const {
    Vector3 u(x, y, z);
    Vector3 uv = u.cross(v);
    return v + ((uv * w) + u.cross(uv)) * real_t(2);
  }
  constexpr Vector3 xform_inv(const Vector3& v) const { return inverse().xform(v); }

  bool is_equal_approx(const Quaternion& q) const {
    return Math::is_equal_approx(x, q.x) && Math::is_equal_approx(y, q.y) &&
           Math::is_equal_approx(z, q.z) && Math::is_equal_approx(w, q.w);
  }
  bool is_finite() const {
    return Math::is_finite(x) && Math::is_finite(y) && Math::is_finite(z) && Math::is_finite(w);
  }

  /// Composition: (a * b) applies b first, then a.
  constexpr Quaternion operator*(const Quaternion& q) const {
    return {w * q.x + x * q.w + y * q.z - z * q.y, w * q.y + y * q.w + z * q.x - x * q.z,
            w * q.z + z * q.w + x * q.y - y * q.x, w * q.w - x * q.x - y * q.y - z * q.z};
  }
  constexpr Quaternion& operator*=(const Quaternion& q) { return *this = *this * q; }
  constexpr Vector3 operator*(const Vector3& v) const { return xform(v); }
  constexpr Quaternion operator+(const Quaternion& q) const {
    return {x + q.x, y + q.y, z + q.z, w + q.w};
  }
  constexpr Quaternion operator-(const Quaternion& q) const {
    return {x - q.x, y - q.y, z - q.z, w - q.w};
  }
  constexpr Quaternion operator-() const { return {-x, -y, -z, -w}; }
  constexpr Quaternion operator*(real_t s) const { return {x * s, y * s, z * s, w * s}; }
  constexpr Quaternion operator/(real_t s) const { return *this * (1 / s); }
  constexpr Quaternion& operator+=(const Quaternion& q) { return *this = *this + q; }
  constexpr Quaternion& operator-=(const Quaternion& q) { return *this = *this - q; }
  constexpr Quaternion& operator*=(real_t s) { return *this = *this * s; }
  constexpr Quaternion& operator/=(real_t s) { return *this = *this / s; }
  constexpr bool operator==(const Quaternion&) const = default;
};

constexpr Quaternion operator*(real_t s, const Quaternion& q) { return q * s; }
/// v * q is the inverse rotation, as in Godot's scripting API.
constexpr Vector3 operator*(const Vector3& v, const Quaternion& q) { return q.xform_inv(v); }

}  // namespace arbor
