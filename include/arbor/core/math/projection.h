// Projection: a 4x4 matrix as four column vectors (camera projections), Godot 4's Projection.
#pragma once

#include <array>

#include "arbor/core/math/plane.h"
#include "arbor/core/math/real.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector3.h"
#include "arbor/core/math/vector4.h"

namespace arbor {

/// A 4x4 column-major matrix, OpenGL clip conventions (right-handed view space looking down
/// -Z, clip z in [-1, 1]), as Godot's Projection. columns[c][r] is row r of column c.
struct Projection {
  /// The six frustum planes get_projection_planes() returns, in Godot's order.
  enum Planes : int { PLANE_NEAR, PLANE_FAR, PLANE_LEFT, PLANE_TOP, PLANE_RIGHT, PLANE_BOTTOM };

  Vector4 columns[4] = {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}};

  constexpr Projection() = default;
  constexpr Projection(const Vector4& x, const Vector4& y, const Vector4& z, const Vector4& w)
      : columns{x, y, z, w} {}
  /// The 4x4 form of an affine transform.
  constexpr explicit Projection(const Transform3D& t)
      : columns{{t.basis.x.x, t.basis.x.y, t.basis.x.z, 0},
                {t.basis.y.x, t.basis.y.y, t.basis.y.z, 0},
                {t.basis.z.x, t.basis.z.y, t.basis.z.z, 0},
                {t.origin.x, t.origin.y, t.origin.z, 1}} {}

  /// Perspective from a vertical field of view in degrees (horizontal with flip_fov).
  static Projection create_perspective(real_t fovy_degrees, real_t aspect, real_t z_near,
                                       real_t z_far, bool flip_fov = false);
  static Projection create_orthogonal(real_t left, real_t right, real_t bottom, real_t top,
                                      real_t z_near, real_t z_far);
  /// Orthogonal projection centred on the view axis; `size` is the height of the view volume,
  /// or its width with flip_fov.
  static Projection create_orthogonal_aspect(real_t size, real_t aspect, real_t z_near,
                                             real_t z_far, bool flip_fov = false);
  static Projection create_frustum(real_t left, real_t right, real_t bottom, real_t top,
                                   real_t z_near, real_t z_far);
  /// Vertical field of view (degrees) matching a horizontal one at the given aspect.
  static real_t get_fovy(real_t fovx_degrees, real_t aspect);

  constexpr Vector4& operator[](int i) { return columns[i]; }
  constexpr const Vector4& operator[](int i) const { return columns[i]; }

  /// M * v, no perspective divide.
  constexpr Vector4 xform(const Vector4& v) const {
    return columns[0] * v.x + columns[1] * v.y + columns[2] * v.z + columns[3] * v.w;
  }
  /// Transforms a point (w = 1) and divides by the resulting w.
  constexpr Vector3 xform(const Vector3& v) const {
    Vector4 r = xform(Vector4(v.x, v.y, v.z, 1));
    return Vector3(r.x, r.y, r.z) / r.w;
  }
  /// Transposed matrix times v (Godot's xform_inv for Vector4).
  constexpr Vector4 xform_inv(const Vector4& v) const {
    return {columns[0].dot(v), columns[1].dot(v), columns[2].dot(v), columns[3].dot(v)};
  }

  real_t determinant() const;
  /// The general 4x4 inverse (a singular matrix yields non-finite values).
  Projection inverse() const;
  constexpr Projection transposed() const {
    Projection t;
    for (int c = 0; c < 4; ++c) {
      for (int r = 0; r < 4; ++r) t.columns[c][r] = columns[r][c];
    }
    return t;
  }
  constexpr Projection flipped_y() const {
    Projection p = *this;
    p.columns[1] = -p.columns[1];
    return p;
  }

  real_t get_z_near() const;
  real_t get_z_far() const;
  /// Width over height of the view volume.
  real_t get_aspect() const { return columns[1][1] / columns[0][0]; }
  /// Horizontal field of view in degrees.
  real_t get_fov() const;
  constexpr bool is_orthogonal() const { return columns[3][3] == 1; }
  /// The frustum planes in world space for a camera at `camera_transform`, normals pointing
  /// out of the frustum (Godot's get_projection_planes).
  std::array<Plane, 6> get_projection_planes(const Transform3D& camera_transform) const;

  bool is_equal_approx(const Projection& p) const {
    for (int i = 0; i < 4; ++i) {
      if (!columns[i].is_equal_approx(p.columns[i])) return false;
    }
    return true;
  }

  constexpr Projection operator*(const Projection& p) const {
    return {xform(p.columns[0]), xform(p.columns[1]), xform(p.columns[2]), xform(p.columns[3])};
  }
  constexpr Vector4 operator*(const Vector4& v) const { return xform(v); }
  constexpr Vector3 operator*(const Vector3& v) const { return xform(v); }
  constexpr bool operator==(const Projection& p) const {
    return columns[0] == p.columns[0] && columns[1] == p.columns[1] && columns[2] == p.columns[2] &&
           columns[3] == p.columns[3];
  }
};

}  // namespace arbor
