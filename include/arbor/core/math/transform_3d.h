// Transform3D: a 3D affine transform (basis + origin), Godot 4's Transform3D.
#pragma once

#include "arbor/core/math/aabb.h"
#include "arbor/core/math/basis.h"
#include "arbor/core/math/plane.h"
#include "arbor/core/math/real.h"
#include "arbor/core/math/vector3.h"

namespace arbor {

/// p' = basis * p + origin. Composition reads right to left: (a * b) applies b first, so a
/// child's global transform is parent_global * child_local. "Local" variants of rotated /
/// scaled / translated multiply on the right (object frame), the plain ones on the left
/// (parent frame).
struct Transform3D {
  Basis basis;
  Vector3 origin;

  constexpr Transform3D() = default;
  constexpr Transform3D(const Basis& basis_, const Vector3& origin_ = Vector3())
      : basis(basis_), origin(origin_) {}
  /// From the three basis columns and the origin.
  constexpr Transform3D(const Vector3& x_axis, const Vector3& y_axis, const Vector3& z_axis,
                        const Vector3& origin_)
      : basis(x_axis, y_axis, z_axis), origin(origin_) {}
  /// The basis in row-major order (see Basis), then the origin.
  constexpr Transform3D(real_t xx, real_t xy, real_t xz, real_t yx, real_t yy, real_t yz, real_t zx,
                        real_t zy, real_t zz, real_t ox, real_t oy, real_t oz)
      : basis(xx, xy, xz, yx, yy, yz, zx, zy, zz), origin(ox, oy, oz) {}

  constexpr Vector3 xform(const Vector3& v) const { return basis.xform(v) + origin; }
  /// basis^T * (v - origin): the inverse transform when the basis is orthonormal.
  constexpr Vector3 xform_inv(const Vector3& v) const { return basis.xform_inv(v - origin); }
  /// The bounding box of the transformed box.
  constexpr AABB xform(const AABB& box) const {
    Vector3 lo = box.position;
    Vector3 hi = box.get_end();
    Vector3 tmin = origin;
    Vector3 tmax = origin;
    for (int j = 0; j < 3; ++j) {
      Vector3 e = basis[j] * lo[j];
      Vector3 f = basis[j] * hi[j];
      tmin += e.min(f);
      tmax += e.max(f);
    }
    return {tmin, tmax - tmin};
  }
  /// The bounding box of the box's eight corners under xform_inv.
  AABB xform_inv(const AABB& box) const {
    Vector3 first = xform_inv(box.get_endpoint(0));
    AABB result(first, Vector3());
    for (int i = 1; i < 8; ++i) result.expand_to(xform_inv(box.get_endpoint(i)));
    return result;
  }
  /// The transformed plane (normals use the inverse transpose, so non-uniform scale is right).
  Plane xform(const Plane& plane) const {
    Vector3 point = xform(plane.normal * plane.d);
    Vector3 normal = basis.inverse().transposed().xform(plane.normal).normalized();
    return {normal, normal.dot(point)};
  }
  Plane xform_inv(const Plane& plane) const { return affine_inverse().xform(plane); }

  /// Inverse of a transform whose basis is orthonormal (rotation only): transpose.
  constexpr Transform3D inverse() const {
    Basis b = basis.transposed();
    return {b, b.xform(-origin)};
  }
  constexpr void invert() { *this = inverse(); }
  /// Inverse of any invertible affine transform (scale and shear included).
  constexpr Transform3D affine_inverse() const {
    Basis b = basis.inverse();
    return {b, b.xform(-origin)};
  }
  constexpr void affine_invert() { *this = affine_inverse(); }
  Transform3D orthonormalized() const { return {basis.orthonormalized(), origin}; }
  void orthonormalize() { basis.orthonormalize(); }
  Transform3D orthogonalized() const { return {basis.orthogonalized(), origin}; }

  /// Rotated around a unit axis in the parent frame (origin rotates too).
  Transform3D rotated(const Vector3& axis, real_t angle) const {
    Basis r(axis, angle);
    return {r * basis, r.xform(origin)};
  }
  /// Rotated around a unit axis in the local frame (origin unchanged).
  Transform3D rotated_local(const Vector3& axis, real_t angle) const {
    return {basis * Basis(axis, angle), origin};
  }
  /// Scaled in the parent frame (origin scales too).
  constexpr Transform3D scaled(const Vector3& s) const { return {basis.scaled(s), origin * s}; }
  /// Scaled in the local frame (origin unchanged).
  constexpr Transform3D scaled_local(const Vector3& s) const {
    return {basis.scaled_local(s), origin};
  }
  /// Translated by an offset in the parent frame.
  constexpr Transform3D translated(const Vector3& offset) const { return {basis, origin + offset}; }
  /// Translated by an offset in the local frame (the offset goes through the basis).
  constexpr Transform3D translated_local(const Vector3& offset) const {
    return {basis, origin + basis.xform(offset)};
  }
  /// Same origin, basis rotated so -Z points at `target` (+Z with use_model_front); the
  /// scale is dropped, as Godot does. See Basis::looking_at.
  Transform3D looking_at(const Vector3& target, const Vector3& up = Vector3(0, 1, 0),
                         bool use_model_front = false) const {
    return {Basis::looking_at(target - origin, up, use_model_front), origin};
  }
  /// Decomposes both into scale, rotation and origin, then lerps scale and origin and slerps
  /// the rotation.
  Transform3D interpolate_with(const Transform3D& to, real_t weight) const;

  bool is_equal_approx(const Transform3D& t) const {
    return basis.is_equal_approx(t.basis) && origin.is_equal_approx(t.origin);
  }
  bool is_finite() const { return basis.is_finite() && origin.is_finite(); }

  constexpr Transform3D operator*(const Transform3D& t) const {
    return {basis * t.basis, xform(t.origin)};
  }
  constexpr Transform3D& operator*=(const Transform3D& t) { return *this = *this * t; }
  constexpr Vector3 operator*(const Vector3& v) const { return xform(v); }
  constexpr AABB operator*(const AABB& box) const { return xform(box); }
  Plane operator*(const Plane& plane) const { return xform(plane); }
  constexpr bool operator==(const Transform3D&) const = default;
};

/// v * T is xform_inv, as in Godot's scripting API.
constexpr Vector3 operator*(const Vector3& v, const Transform3D& t) { return t.xform_inv(v); }
inline AABB operator*(const AABB& box, const Transform3D& t) { return t.xform_inv(box); }
inline Plane operator*(const Plane& plane, const Transform3D& t) { return t.xform_inv(plane); }

}  // namespace arbor
