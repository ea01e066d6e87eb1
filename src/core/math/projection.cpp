#include "arbor/core/math/projection.h"

#include <cmath>
#include <utility>

namespace arbor {
namespace {

// Element at row r, column c.
real_t at(const Projection& p, int r, int c) { return p.columns[c][r]; }

// Row 3 + sign * row `row_b` of the matrix, its four values read as (normal, d). Clip-space
// point q is inside that frustum side when normal.dot(q) + d >= 0.
Plane row_plane(const Projection& p, int row_b, real_t sign) {
  Vector4 v;
  for (int c = 0; c < 4; ++c) v[c] = at(p, 3, c) + sign * at(p, row_b, c);
  return {v.x, v.y, v.z, v.w};
}

}  // namespace

Projection Projection::create_perspective(real_t fovy_degrees, real_t aspect, real_t z_near,
                                          real_t z_far, bool flip_fov) {
  if (flip_fov) fovy_degrees = get_fovy(fovy_degrees, 1 / aspect);
  real_t radians = Math::deg_to_rad(fovy_degrees / 2);
  real_t delta_z = z_far - z_near;
  real_t sine = std::sin(radians);
  Projection p;
  if (delta_z == 0 || sine == 0 || aspect == 0) return p;
  real_t cotangent = std::cos(radians) / sine;
  p.columns[0][0] = cotangent / aspect;
  p.columns[1][1] = cotangent;
  p.columns[2][2] = -(z_far + z_near) / delta_z;
  p.columns[2][3] = -1;
  p.columns[3][2] = -2 * z_near * z_far / delta_z;
  p.columns[3][3] = 0;
  return p;
}

Projection Projection::create_orthogonal(real_t left, real_t right, real_t bottom, real_t top,
                                         real_t z_near, real_t z_far) {
  Projection p;
  p.columns[0][0] = 2 / (right - left);
  p.columns[3][0] = -((right + left) / (right - left));
  p.columns[1][1] = 2 / (top - bottom);
  p.columns[3][1] = -((top + bottom) / (top - bottom));
  p.columns[2][2] = -2 / (z_far - z_near);
  p.columns[3][2] = -((z_far + z_near) / (z_far - z_near));
  p.columns[3][3] = 1;
  return p;
}

Projection Projection::create_orthogonal_aspect(real_t size, real_t aspect, real_t z_near,
                                                real_t z_far, bool flip_fov) {
  if (!flip_fov) size *= aspect;
  return create_orthogonal(-size / 2, size / 2, -size / aspect / 2, size / aspect / 2, z_near,
                           z_far);
}

Projection Projection::create_frustum(real_t left, real_t right, real_t bottom, real_t top,
                                      real_t z_near, real_t z_far) {
  Projection p;
  p.columns[0] = {2 * z_near / (right - left), 0, 0, 0};
  p.columns[1] = {0, 2 * z_near / (top - bottom), 0, 0};
  p.columns[2] = {(right + left) / (right - left), (top + bottom) / (top - bottom),
                  -(z_far + z_near) / (z_far - z_near), -1};
  p.columns[3] = {0, 0, -2 * z_far * z_near / (z_far - z_near), 0};
  return p;
}

real_t Projection::get_fovy(real_t fovx_degrees, real_t aspect) {
  return Math::rad_to_deg(std::atan(aspect * std::tan(Math::deg_to_rad(fovx_degrees) / 2)) * 2);
}

real_t Projection::determinant() const {
  // Laplace expansion along the 2x2 minors of the first two and last two rows.
  auto m = [this](int r, int c) { return at(*this, r, c); };
  real_t s0 = m(0, 0) * m(1, 1) - m(1, 0) * m(0, 1);
  real_t s1 = m(0, 0) * m(1, 2) - m(1, 0) * m(0, 2);
  real_t s2 = m(0, 0) * m(1, 3) - m(1, 0) * m(0, 3);
  real_t s3 = m(0, 1) * m(1, 2) - m(1, 1) * m(0, 2);
  real_t s4 = m(0, 1) * m(1, 3) - m(1, 1) * m(0, 3);
  real_t s5 = m(0, 2) * m(1, 3) - m(1, 2) * m(0, 3);
  real_t c5 = m(2, 2) * m(3, 3) - m(3, 2) * m(2, 3);
  real_t c4 = m(2, 1) * m(3, 3) - m(3, 1) * m(2, 3);
  real_t c3 = m(2, 1) * m(3, 2) - m(3, 1) * m(2, 2);
  real_t c2 = m(2, 0) * m(3, 3) - m(3, 0) * m(2, 3);
  real_t c1 = m(2, 0) * m(3, 2) - m(3, 0) * m(2, 2);
  real_t c0 = m(2, 0) * m(3, 1) - m(3, 0) * m(2, 1);
  return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0;
}

Projection Projection::inverse() const {
  // Gauss-Jordan elimination with partial pivoting on [M | I].
  real_t a[4][8];
  for (int r = 0; r < 4; ++r) {
    for (int c = 0; c < 4; ++c) {
      a[r][c] = at(*this, r, c);
      a[r][c + 4] = r == c ? 1 : 0;
    }
  }
  for (int col = 0; col < 4; ++col) {
    int pivot = col;
    for (int r = col + 1; r < 4; ++r) {
      if (std::abs(a[r][col]) > std::abs(a[pivot][col])) pivot = r;
    }
    if (pivot != col) {
      for (int c = 0; c < 8; ++c) std::swap(a[pivot][c], a[col][c]);
    }
    real_t inv = 1 / a[col][col];
    for (int c = 0; c < 8; ++c) a[col][c] *= inv;
    for (int r = 0; r < 4; ++r) {
      if (r == col) continue;
      real_t f = a[r][col];
      for (int c = 0; c < 8; ++c) a[r][c] -= f * a[col][c];
    }
  }
  Projection out;
  for (int r = 0; r < 4; ++r) {
    for (int c = 0; c < 4; ++c) out.columns[c][r] = a[r][c + 4];
  }
  return out;
}

real_t Projection::get_z_near() const {
  Plane near_plane = row_plane(*this, 2, 1);
  near_plane.d = -near_plane.d;
  return near_plane.normalized().d;
}

real_t Projection::get_z_far() const { return row_plane(*this, 2, -1).normalized().d; }

real_t Projection::get_fov() const {
  Plane right_plane = row_plane(*this, 0, -1).normalized();
  real_t right = Math::rad_to_deg(std::acos(std::abs(right_plane.normal.x)));
  if (columns[2][0] == 0 && columns[2][1] == 0) return right * 2;
  Plane left_plane = row_plane(*this, 0, 1).normalized();
  return Math::rad_to_deg(std::acos(std::abs(left_plane.normal.x))) + right;
}

std::array<Plane, 6> Projection::get_projection_planes(const Transform3D& camera_transform) const {
  // Gribb-Hartmann extraction: each plane is row 3 +- row k; flipping the normal makes it
  // point out of the frustum.
  auto outward = [&](int row, real_t sign) {
    Plane p = row_plane(*this, row, sign);
    p.normal = -p.normal;
    return camera_transform.xform(p.normalized());
  };
  std::array<Plane, 6> planes;
  planes[PLANE_NEAR] = outward(2, 1);
  planes[PLANE_FAR] = outward(2, -1);
  planes[PLANE_LEFT] = outward(0, 1);
  planes[PLANE_TOP] = outward(1, -1);
  planes[PLANE_RIGHT] = outward(0, -1);
  planes[PLANE_BOTTOM] = outward(1, 1);
  return planes;
}

}  // namespace arbor
