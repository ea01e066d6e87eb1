// Plane: a 3D plane as a unit normal and a distance from the origin, Godot 4's Plane.
#pragma once

#include <cmath>
#include <optional>

#include "arbor/core/math/real.h"
#include "arbor/core/math/vector3.h"

namespace arbor {

/// The points p with normal.dot(p) == d. The normal side is "over" (positive distance).
struct Plane {
  Vector3 normal;
  real_t d = 0;

  /// Which way a three-point plane's normal faces, seen from its front.
  enum class ClockDirection { CLOCKWISE, COUNTERCLOCKWISE };

  constexpr Plane() = default;
  constexpr Plane(real_t a, real_t b, real_t c, real_t d_) : normal(a, b, c), d(d_) {}
  constexpr Plane(const Vector3& normal_, real_t d_ = 0) : normal(normal_), d(d_) {}
  /// The plane through `point` with the given normal.
  constexpr Plane(const Vector3& normal_, const Vector3& point)
      : normal(normal_), d(normal_.dot(point)) {}
  /// The plane through three points; CLOCKWISE (Godot's default) means the normal faces the
  /// viewer who sees p1, p2, p3 turning clockwise.
  Plane(const Vector3& p1, const Vector3& p2, const Vector3& p3,
        ClockDirection dir = ClockDirection::CLOCKWISE) {
    normal = dir == ClockDirection::CLOCKWISE ? (p1 - p3).cross(p1 - p2) : (p1 - p2).cross(p1 - p3);
    normal.normalize();
    d = normal.dot(p1);
  }

  /// Signed distance: positive on the normal's side (for a unit normal).
  constexpr real_t distance_to(const Vector3& point) const { return normal.dot(point) - d; }
  constexpr bool is_point_over(const Vector3& point) const { return normal.dot(point) > d; }
  bool has_point(const Vector3& point, real_t tolerance = real_t(CMP_EPSILON)) const {
    return std::abs(normal.dot(point) - d) <= tolerance;
  }
  constexpr Vector3 get_center() const { return normal * d; }
  constexpr Vector3 project(const Vector3& point) const {
    return point - normal * distance_to(point);
  }
  Plane normalized() const {
    real_t l = normal.length();
    if (l == 0) return {};
    return {normal / l, d / l};
  }
  void normalize() { *this = normalized(); }

  /// Where the ray from `from` along `dir` crosses the plane; empty when parallel or when the
  /// plane is behind the ray's start.
  std::optional<Vector3> intersects_ray(const Vector3& from, const Vector3& dir) const {
    real_t den = normal.dot(dir);
    if (Math::is_zero_approx(den)) return std::nullopt;
    real_t dist = (normal.dot(from) - d) / den;
    if (dist > real_t(CMP_EPSILON)) return std::nullopt;
    return from - dir * dist;
  }
  /// Where the segment [begin, end] crosses the plane; empty when it does not.
  std::optional<Vector3> intersects_segment(const Vector3& begin, const Vector3& end) const {
    Vector3 segment = begin - end;
    real_t den = normal.dot(segment);
    if (Math::is_zero_approx(den)) return std::nullopt;
    real_t dist = (normal.dot(begin) - d) / den;
    if (dist < real_t(-CMP_EPSILON) || dist > 1 + real_t(CMP_EPSILON)) return std::nullopt;
    return begin - segment * dist;
  }
  /// The point common to this plane and two others; empty when two are parallel.
  std::optional<Vector3> intersect_3(const Plane& b, const Plane& c) const {
    real_t denom = normal.cross(b.normal).dot(c.normal);
    if (Math::is_zero_approx(denom)) return std::nullopt;
    return (b.normal.cross(c.normal) * d + c.normal.cross(normal) * b.d +
            normal.cross(b.normal) * c.d) /
           denom;
  }

  bool is_equal_approx(const Plane& p) const {
    return normal.is_equal_approx(p.normal) && Math::is_equal_approx(d, p.d);
  }
  /// Same plane with either orientation.
  bool is_equal_approx_any_side(const Plane& p) const {
    return (normal.is_equal_approx(p.normal) && Math::is_equal_approx(d, p.d)) ||
           (normal.is_equal_approx(-p.normal) && Math::is_equal_approx(d, -p.d));
  }
  bool is_finite() const { return normal.is_finite() && Math::is_finite(d); }

  constexpr Plane operator-() const { return {-normal, -d}; }
  constexpr bool operator==(const Plane&) const = default;
};

}  // namespace arbor
