// Transform2D: a 2D affine transform as three columns (x axis, y axis, origin), Godot 4's.
#pragma once

#include <cmath>

#include "arbor/core/math/real.h"
#include "arbor/core/math/rect2.h"
#include "arbor/core/math/vector2.h"

namespace arbor {

/// p' = columns[0] * p.x + columns[1] * p.y + columns[2]. Rotation is positive from +X
/// towards +Y (clockwise on screen, where Y points down). Composition and the "local"
/// variants follow Transform3D: (a * b) applies b first.
struct Transform2D {
  Vector2 columns[3] = {{1, 0}, {0, 1}, {0, 0}};

  constexpr Transform2D() = default;
  constexpr Transform2D(const Vector2& x_axis, const Vector2& y_axis, const Vector2& origin)
      : columns{x_axis, y_axis, origin} {}
  /// Elements by column: (xx, xy) is the x axis, (yx, yy) the y axis, (ox, oy) the origin.
  constexpr Transform2D(real_t xx, real_t xy, real_t yx, real_t yy, real_t ox, real_t oy)
      : columns{{xx, xy}, {yx, yy}, {ox, oy}} {}
  /// Rotation (radians) then translation.
  Transform2D(real_t rotation, const Vector2& position) {
    real_t c = std::cos(rotation);
    real_t s = std::sin(rotation);
    columns[0] = {c, s};
    columns[1] = {-s, c};
    columns[2] = position;
  }
  /// Scale, then skew (radians, the y axis leaning away from perpendicular), then rotation,
  /// then translation: the decomposition Node2D uses.
  Transform2D(real_t rotation, const Vector2& scale, real_t skew, const Vector2& position) {
    columns[0] = {std::cos(rotation) * scale.x, std::sin(rotation) * scale.x};
    columns[1] = {-std::sin(rotation + skew) * scale.y, std::cos(rotation + skew) * scale.y};
    columns[2] = position;
  }

  constexpr Vector2& operator[](int i) { return columns[i]; }
  constexpr const Vector2& operator[](int i) const { return columns[i]; }
  constexpr Vector2 get_origin() const { return columns[2]; }
  constexpr void set_origin(const Vector2& origin) { columns[2] = origin; }

  /// Determinant of the 2x2 basis.
  constexpr real_t determinant() const {
    return columns[0].x * columns[1].y - columns[0].y * columns[1].x;
  }
  real_t get_rotation() const { return std::atan2(columns[0].y, columns[0].x); }
  /// Keeps the scale, replaces rotation (and drops skew).
  void set_rotation(real_t rotation) {
    Vector2 s = get_scale();
    real_t c = std::cos(rotation);
    real_t sn = std::sin(rotation);
    columns[0] = Vector2(c, sn) * s.x;
    columns[1] = Vector2(-sn, c) * s.y;
  }
  /// Axis lengths; y is negated when the determinant is negative (Godot's convention).
  Vector2 get_scale() const {
    real_t det_sign = Math::sign(determinant());
    return {columns[0].length(), det_sign * columns[1].length()};
  }
  void set_scale(const Vector2& s) {
    columns[0] = columns[0].normalized() * s.x;
    columns[1] = columns[1].normalized() * s.y;
  }
  real_t get_skew() const {
    real_t det_sign = Math::sign(determinant());
    return std::acos(columns[0].normalized().dot(columns[1].normalized() * det_sign)) -
           real_t(Math::PI * 0.5);
  }

  constexpr Vector2 basis_xform(const Vector2& v) const {
    return columns[0] * v.x + columns[1] * v.y;
  }
  constexpr Vector2 basis_xform_inv(const Vector2& v) const {
    return {columns[0].dot(v), columns[1].dot(v)};
  }
  constexpr Vector2 xform(const Vector2& v) const { return basis_xform(v) + columns[2]; }
  /// Transposed basis applied to (v - origin): the inverse when the basis is orthonormal.
  constexpr Vector2 xform_inv(const Vector2& v) const { return basis_xform_inv(v - columns[2]); }
  /// The bounding rectangle of the transformed rectangle.
  constexpr Rect2 xform(const Rect2& r) const {
    Vector2 x = columns[0] * r.size.x;
    Vector2 y = columns[1] * r.size.y;
    Vector2 pos = xform(r.position);
    Rect2 out(pos, Vector2());
    out.expand_to(pos + x);
    out.expand_to(pos + y);
    out.expand_to(pos + x + y);
    return out;
  }
  constexpr Rect2 xform_inv(const Rect2& r) const {
    Vector2 ends[4] = {xform_inv(r.position), xform_inv(r.position + Vector2(0, r.size.y)),
                       xform_inv(r.position + Vector2(r.size.x, r.size.y)),
                       xform_inv(r.position + Vector2(r.size.x, 0))};
    Rect2 out(ends[0], Vector2());
    for (int i = 1; i < 4; ++i) out.expand_to(ends[i]);
    return out;
  }

  /// Inverse of a transform whose basis is orthonormal.
  constexpr Transform2D inverse() const {
    Transform2D t(Vector2(columns[0].x, columns[1].x), Vector2(columns[0].y, columns[1].y),
                  Vector2());
    t.columns[2] = t.basis_xform(-columns[2]);
    return t;
  }
  /// Inverse of any invertible affine transform.
  constexpr Transform2D affine_inverse() const {
    real_t idet = 1 / determinant();
    Transform2D t(Vector2(columns[1].y, -columns[0].y) * idet,
                  Vector2(-columns[1].x, columns[0].x) * idet, Vector2());
    t.columns[2] = t.basis_xform(-columns[2]);
    return t;
  }
  constexpr void affine_invert() { *this = affine_inverse(); }
  Transform2D orthonormalized() const {
    Vector2 x = columns[0].normalized();
    Vector2 y = (columns[1] - x * x.dot(columns[1])).normalized();
    return {x, y, columns[2]};
  }

  /// Rotated in the parent frame (origin rotates too).
  Transform2D rotated(real_t angle) const { return Transform2D(angle, Vector2()) * *this; }
  /// Rotated in the local frame (origin unchanged).
  Transform2D rotated_local(real_t angle) const { return *this * Transform2D(angle, Vector2()); }
  /// Scaled in the parent frame (origin scales too).
  constexpr Transform2D scaled(const Vector2& s) const {
    return {columns[0] * s, columns[1] * s, columns[2] * s};
  }
  /// Scaled in the local frame (origin unchanged).
  constexpr Transform2D scaled_local(const Vector2& s) const {
    return {columns[0] * s.x, columns[1] * s.y, columns[2]};
  }
  constexpr Transform2D translated(const Vector2& offset) const {
    return {columns[0], columns[1], columns[2] + offset};
  }
  constexpr Transform2D translated_local(const Vector2& offset) const {
    return {columns[0], columns[1], columns[2] + basis_xform(offset)};
  }
  /// Same origin and scale, rotated so +X points at `target`.
  Transform2D looking_at(const Vector2& target) const;
  /// Interpolates rotation and skew along the shortest angle, lerps scale and origin.
  Transform2D interpolate_with(const Transform2D& to, real_t weight) const;

  bool is_equal_approx(const Transform2D& t) const {
    return columns[0].is_equal_approx(t.columns[0]) && columns[1].is_equal_approx(t.columns[1]) &&
           columns[2].is_equal_approx(t.columns[2]);
  }
  bool is_finite() const {
    return columns[0].is_finite() && columns[1].is_finite() && columns[2].is_finite();
  }

  constexpr Transform2D operator*(const Transform2D& t) const {
    return {basis_xform(t.columns[0]), basis_xform(t.columns[1]), xform(t.columns[2])};
  }
  constexpr Transform2D& operator*=(const Transform2D& t) { return *this = *this * t; }
  constexpr Vector2 operator*(const Vector2& v) const { return xform(v); }
  constexpr Rect2 operator*(const Rect2& r) const { return xform(r); }
  constexpr bool operator==(const Transform2D& t) const {
    return columns[0] == t.columns[0] && columns[1] == t.columns[1] && columns[2] == t.columns[2];
  }
};

/// v * T is xform_inv, as in Godot's scripting API.
constexpr Vector2 operator*(const Vector2& v, const Transform2D& t) { return t.xform_inv(v); }
constexpr Rect2 operator*(const Rect2& r, const Transform2D& t) { return t.xform_inv(r); }

}  // namespace arbor
