// Basis: a 3x3 matrix given as three column vectors, Godot 4's Basis.
#pragma once

#include <cmath>

#include "arbor/core/math/euler_order.h"
#include "arbor/core/math/quaternion.h"
#include "arbor/core/math/real.h"
#include "arbor/core/math/vector3.h"

namespace arbor {

/// The linear part of a 3D transform: rotation, scale and shear. It is stored as its three
/// COLUMN vectors `x`, `y`, `z` — the images of the local X, Y and Z axes, like GDScript's
/// `basis.x` — so `basis * v == x * v.x + y * v.y + z * v.z`. (Godot's C++ stores rows; the
/// semantics of every method here are Godot's.) The nine-scalar constructor and get_row()
/// read the matrix row by row, as written on paper. A Node3D looks down its -Z column.
struct Basis {
  Vector3 x{1, 0, 0};
  Vector3 y{0, 1, 0};
  Vector3 z{0, 0, 1};

  /// The identity.
  constexpr Basis() = default;
  /// From the three column vectors (axes).
  constexpr Basis(const Vector3& x_axis, const Vector3& y_axis, const Vector3& z_axis)
      : x(x_axis), y(y_axis), z(z_axis) {}
  /// From the nine elements in row-major reading order: `xy` is row 0 (x), column 1 (y).
  constexpr Basis(real_t xx, real_t xy, real_t xz, real_t yx, real_t yy, real_t yz, real_t zx,
                  real_t zy, real_t zz)
      : x(xx, yx, zx), y(xy, yy, zy), z(xz, yz, zz) {}
  /// The rotation of a quaternion (a non-unit quaternion is normalized implicitly).
  explicit Basis(const Quaternion& q) {
    real_t s = 2 / q.length_squared();
    real_t xs = q.x * s, ys = q.y * s, zs = q.z * s;
    real_t wx = q.w * xs, wy = q.w * ys, wz = q.w * zs;
    real_t xx = q.x * xs, xy = q.x * ys, xz = q.x * zs;
    real_t yy = q.y * ys, yz = q.y * zs, zz = q.z * zs;
    x = {1 - (yy + zz), xy + wz, xz - wy};
    y = {xy - wz, 1 - (xx + zz), yz + wx};
    z = {xz + wy, yz - wx, 1 - (xx + yy)};
  }
  /// Rotation of `angle` radians around a unit `axis` (right-handed: counter-clockwise seen
  /// from the axis tip).
  Basis(const Vector3& axis, real_t angle) {
    Vector3 sq(axis.x * axis.x, axis.y * axis.y, axis.z * axis.z);
    real_t c = std::cos(angle);
    real_t s = std::sin(angle);
    real_t t = 1 - c;
    real_t xyt = axis.x * axis.y * t, xzt = axis.x * axis.z * t, yzt = axis.y * axis.z * t;
    x = {sq.x + c * (1 - sq.x), xyt + axis.z * s, xzt - axis.y * s};
    y = {xyt - axis.z * s, sq.y + c * (1 - sq.y), yzt + axis.x * s};
    z = {xzt + axis.y * s, yzt - axis.x * s, sq.z + c * (1 - sq.z)};
  }

  static constexpr Basis from_scale(const Vector3& s) { return {s.x, 0, 0, 0, s.y, 0, 0, 0, s.z}; }
  /// The rotation of Euler angles (radians) applied in `order`; YXZ means Y * X * Z.
  static Basis from_euler(const Vector3& euler, EulerOrder order = EulerOrder::YXZ);
  /// A rotation whose -Z axis points along `target` (+Z with use_model_front) and whose Y axis
  /// is as close to `up` as possible. A target colinear with `up` picks any perpendicular X.
  /// A zero target or up gives the identity.
  static Basis looking_at(const Vector3& target, const Vector3& up = Vector3(0, 1, 0),
                          bool use_model_front = false);

  constexpr Vector3& operator[](int column) { return column == 0 ? x : (column == 1 ? y : z); }
  constexpr const Vector3& operator[](int column) const {
    return column == 0 ? x : (column == 1 ? y : z);
  }
  constexpr Vector3 get_column(int index) const { return (*this)[index]; }
  constexpr void set_column(int index, const Vector3& v) { (*this)[index] = v; }
  constexpr void set_columns(const Vector3& x_axis, const Vector3& y_axis, const Vector3& z_axis) {
    x = x_axis;
    y = y_axis;
    z = z_axis;
  }
  constexpr Vector3 get_row(int index) const { return {x[index], y[index], z[index]}; }
  constexpr void set_row(int index, const Vector3& v) {
    x[index] = v.x;
    y[index] = v.y;
    z[index] = v.z;
  }
  constexpr Vector3 get_main_diagonal() const { return {x.x, y.y, z.z}; }

  /// Transforms a vector: M * v.
  constexpr Vector3 xform(const Vector3& v) const { return x * v.x + y * v.y + z * v.z; }
  /// Transposed transform: M^T * v, the inverse for an orthonormal basis.
  constexpr Vector3 xform_inv(const Vector3& v) const { return {x.dot(v), y.dot(v), z.dot(v)}; }

  constexpr real_t determinant() const { return x.dot(y.cross(z)); }
  constexpr Basis transposed() const { return {get_row(0), get_row(1), get_row(2)}; }
  constexpr void transpose() { *this = transposed(); }
  /// The matrix inverse (any invertible basis; a singular one yields non-finite values).
  constexpr Basis inverse() const {
    Vector3 r0 = y.cross(z);
    real_t inv_det = 1 / x.dot(r0);
    Basis inv_t(r0 * inv_det, z.cross(x) * inv_det, x.cross(y) * inv_det);
    return inv_t.transposed();
  }
  constexpr void invert() { *this = inverse(); }

  /// Gram-Schmidt on the columns X, Y, Z in that order: X keeps its direction.
  Basis orthonormalized() const {
    Vector3 nx = x.normalized();
    Vector3 ny = (y - nx * nx.dot(y)).normalized();
    Vector3 nz = (z - nx * nx.dot(z) - ny * ny.dot(z)).normalized();
    return {nx, ny, nz};
  }
  void orthonormalize() { *this = orthonormalized(); }
  /// Orthonormalized, then scaled back by get_scale() (removes shear, keeps scale).
  Basis orthogonalized() const { return orthonormalized().scaled_local(get_scale()); }

  bool is_orthogonal() const {
    return Math::is_zero_approx(x.dot(y)) && Math::is_zero_approx(x.dot(z)) &&
           Math::is_zero_approx(y.dot(z));
  }
  bool is_orthonormal() const {
    return is_orthogonal() && Math::is_equal_approx(x.length_squared(), real_t(1)) &&
           Math::is_equal_approx(y.length_squared(), real_t(1)) &&
           Math::is_equal_approx(z.length_squared(), real_t(1));
  }
  /// Orthogonal with uniform scale (angles preserved).
  bool is_conformal() const {
    real_t len = x.length_squared();
    return is_orthogonal() && Math::is_equal_approx(len, y.length_squared()) &&
           Math::is_equal_approx(len, z.length_squared());
  }
  /// A proper rotation: conformal with determinant 1.
  bool is_rotation() const {
    return is_conformal() && Math::is_equal_approx(determinant(), real_t(1), real_t(UNIT_EPSILON));
  }
  bool is_diagonal() const {
    return Math::is_zero_approx(x.y) && Math::is_zero_approx(x.z) && Math::is_zero_approx(y.x) &&
           Math::is_zero_approx(y.z) && Math::is_zero_approx(z.x) && Math::is_zero_approx(z.y);
  }

  /// Lengths of the three columns.
  Vector3 get_scale_abs() const { return {x.length(), y.length(), z.length()}; }
  /// Column lengths, all negated when the determinant is negative (Godot's convention, which
  /// pairs with get_rotation_quaternion(): M == R * S).
  Vector3 get_scale() const {
    real_t det = determinant();
    return get_scale_abs() * (det > 0 ? real_t(1) : (det < 0 ? real_t(-1) : real_t(0)));
  }
  /// S * M: scales in the parent frame (each row i by s[i]).
  constexpr Basis scaled(const Vector3& s) const { return {x * s, y * s, z * s}; }
  constexpr void scale(const Vector3& s) { *this = scaled(s); }
  /// M * S: scales in the local frame (each column i by s[i]).
  constexpr Basis scaled_local(const Vector3& s) const { return {x * s.x, y * s.y, z * s.z}; }
  constexpr void scale_local(const Vector3& s) { *this = scaled_local(s); }

  /// R * M: rotated in the parent frame around a unit axis.
  Basis rotated(const Vector3& axis, real_t angle) const { return Basis(axis, angle) * *this; }
  void rotate(const Vector3& axis, real_t angle) { *this = rotated(axis, angle); }
  Basis rotated(const Quaternion& q) const { return Basis(q) * *this; }
  /// M * R: rotated in the local frame around a unit axis.
  Basis rotated_local(const Vector3& axis, real_t angle) const {
    return *this * Basis(axis, angle);
  }
  void rotate_local(const Vector3& axis, real_t angle) { *this = rotated_local(axis, angle); }

  /// Euler angles (radians) of this basis read as a pure rotation, in `order`. Near gimbal
  /// lock (|sin| within 2.5e-7 of 1) the last rotation is folded into the first.
  Vector3 get_euler(EulerOrder order = EulerOrder::YXZ) const;
  /// get_euler() of the rotation part (orthonormalized, reflection removed).
  Vector3 get_euler_normalized(EulerOrder order = EulerOrder::YXZ) const;
  /// The quaternion of this basis, which must be a rotation.
  Quaternion get_quaternion() const;
  /// The rotation part as a quaternion (orthonormalized, reflection moved into get_scale()).
  Quaternion get_rotation_quaternion() const;

  Basis lerp(const Basis& to, real_t weight) const {
    return {x.lerp(to.x, weight), y.lerp(to.y, weight), z.lerp(to.z, weight)};
  }
  /// Slerps the rotations and lerps the scales (see docs/math.md for how this differs from Godot).
  Basis slerp(const Basis& to, real_t weight) const;

  bool is_equal_approx(const Basis& b) const {
    return x.is_equal_approx(b.x) && y.is_equal_approx(b.y) && z.is_equal_approx(b.z);
  }
  bool is_finite() const { return x.is_finite() && y.is_finite() && z.is_finite(); }

  constexpr Basis operator*(const Basis& b) const { return {xform(b.x), xform(b.y), xform(b.z)}; }
  constexpr Basis& operator*=(const Basis& b) { return *this = *this * b; }
  constexpr Vector3 operator*(const Vector3& v) const { return xform(v); }
  constexpr Basis operator+(const Basis& b) const { return {x + b.x, y + b.y, z + b.z}; }
  constexpr Basis operator-(const Basis& b) const { return {x - b.x, y - b.y, z - b.z}; }
  constexpr Basis operator*(real_t s) const { return {x * s, y * s, z * s}; }
  constexpr Basis operator/(real_t s) const { return {x / s, y / s, z / s}; }
  constexpr bool operator==(const Basis&) const = default;
};

/// v * M is the transposed transform (the inverse for a rotation), as in Godot's scripting API.
constexpr Vector3 operator*(const Vector3& v, const Basis& b) { return b.xform_inv(v); }

}  // namespace arbor
