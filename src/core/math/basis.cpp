#include "arbor/core/math/basis.h"

#include <cmath>

namespace arbor {
namespace {

// Element at row r, column c, the indexing the Euler formulas are written in.
struct RowView {
  const Basis& b;
  real_t operator()(int r, int c) const { return b[c][r]; }
};

// Within this of +-1 the middle angle's sine is treated as gimbal lock (Godot's threshold:
// angles within about 0.04 degree of +-90 are snapped).
constexpr real_t kGimbalEpsilon = real_t(0.00000025);
constexpr real_t kHalfPi = real_t(Math::PI / 2);

Vector3 euler_xyz(RowView m) {
  real_t sy = m(0, 2);
  if (sy >= 1 - kGimbalEpsilon) return {std::atan2(m(2, 1), m(1, 1)), kHalfPi, 0};
  if (sy <= -(1 - kGimbalEpsilon)) return {std::atan2(m(2, 1), m(1, 1)), -kHalfPi, 0};
  if (m(1, 0) == 0 && m(0, 1) == 0 && m(1, 2) == 0 && m(2, 1) == 0 && m(1, 1) == 1) {
    return {0, std::atan2(m(0, 2), m(0, 0)), 0};  // A pure Y rotation: the simplest angles.
  }
  return {std::atan2(-m(1, 2), m(2, 2)), std::asin(sy), std::atan2(-m(0, 1), m(0, 0))};
}

Vector3 euler_xzy(RowView m) {
  real_t sz = m(0, 1);
  if (sz >= 1 - kGimbalEpsilon) return {-std::atan2(m(1, 2), m(2, 2)), 0, -kHalfPi};
  if (sz <= -(1 - kGimbalEpsilon)) return {-std::atan2(m(1, 2), m(2, 2)), 0, kHalfPi};
  return {std::atan2(m(2, 1), m(1, 1)), std::atan2(m(0, 2), m(0, 0)), std::asin(-sz)};
}

Vector3 euler_yxz(RowView m) {
  real_t m12 = m(1, 2);
  if (m12 >= 1 - kGimbalEpsilon) return {-kHalfPi, -std::atan2(m(0, 1), m(0, 0)), 0};
  if (m12 <= -(1 - kGimbalEpsilon)) return {kHalfPi, std::atan2(m(0, 1), m(0, 0)), 0};
  if (m(1, 0) == 0 && m(0, 1) == 0 && m(0, 2) == 0 && m(2, 0) == 0 && m(0, 0) == 1) {
    return {std::atan2(-m12, m(1, 1)), 0, 0};  // A pure X rotation: the simplest angles.
  }
  return {std::asin(-m12), std::atan2(m(0, 2), m(2, 2)), std::atan2(m(1, 0), m(1, 1))};
}

Vector3 euler_yzx(RowView m) {
  real_t sz = m(1, 0);
  if (sz >= 1 - kGimbalEpsilon) return {std::atan2(m(2, 1), m(2, 2)), 0, kHalfPi};
  if (sz <= -(1 - kGimbalEpsilon)) return {std::atan2(m(2, 1), m(2, 2)), 0, -kHalfPi};
  return {std::atan2(-m(1, 2), m(1, 1)), std::atan2(-m(2, 0), m(0, 0)), std::asin(sz)};
}

Vector3 euler_zxy(RowView m) {
  real_t sx = m(2, 1);
  if (sx >= 1 - kGimbalEpsilon) return {kHalfPi, std::atan2(m(0, 2), m(0, 0)), 0};
  if (sx <= -(1 - kGimbalEpsilon)) return {-kHalfPi, std::atan2(m(0, 2), m(0, 0)), 0};
  return {std::asin(sx), std::atan2(-m(2, 0), m(2, 2)), std::atan2(-m(0, 1), m(1, 1))};
}

Vector3 euler_zyx(RowView m) {
  real_t sy = m(2, 0);
  if (sy >= 1 - kGimbalEpsilon) return {0, -kHalfPi, -std::atan2(m(0, 1), m(1, 1))};
  if (sy <= -(1 - kGimbalEpsilon)) return {0, kHalfPi, -std::atan2(m(0, 1), m(1, 1))};
  return {std::atan2(m(2, 1), m(2, 2)), std::asin(-sy), std::atan2(m(1, 0), m(0, 0))};
}

// The rotation part of m: orthonormalized, with a reflection folded into the scale.
Basis rotation_part(const Basis& m) {
  Basis r = m.orthonormalized();
  if (r.determinant() < 0) r.scale(Vector3(-1, -1, -1));
  return r;
}

}  // namespace

Basis Basis::from_euler(const Vector3& euler, EulerOrder order) {
  real_t c = std::cos(euler.x);
  real_t s = std::sin(euler.x);
  const Basis xmat(1, 0, 0, 0, c, -s, 0, s, c);
  c = std::cos(euler.y);
  s = std::sin(euler.y);
  const Basis ymat(c, 0, s, 0, 1, 0, -s, 0, c);
  c = std::cos(euler.z);
  s = std::sin(euler.z);
  const Basis zmat(c, -s, 0, s, c, 0, 0, 0, 1);

  switch (order) {
    case EulerOrder::XYZ:
      return xmat * (ymat * zmat);
    case EulerOrder::XZY:
      return xmat * zmat * ymat;
    case EulerOrder::YXZ:
      return ymat * xmat * zmat;
    case EulerOrder::YZX:
      return ymat * zmat * xmat;
    case EulerOrder::ZXY:
      return zmat * xmat * ymat;
    case EulerOrder::ZYX:
      return zmat * ymat * xmat;
  }
  return {};
}

Vector3 Basis::get_euler(EulerOrder order) const {
  RowView m{*this};
  switch (order) {
    case EulerOrder::XYZ:
      return euler_xyz(m);
    case EulerOrder::XZY:
      return euler_xzy(m);
    case EulerOrder::YXZ:
      return euler_yxz(m);
    case EulerOrder::YZX:
      return euler_yzx(m);
    case EulerOrder::ZXY:
      return euler_zxy(m);
    case EulerOrder::ZYX:
      return euler_zyx(m);
  }
  return {};
}

Vector3 Basis::get_euler_normalized(EulerOrder order) const {
  return rotation_part(*this).get_euler(order);
}

Quaternion Basis::get_quaternion() const {
  RowView m{*this};
  real_t trace = m(0, 0) + m(1, 1) + m(2, 2);
  real_t q[4];
  if (trace > 0) {
    real_t s = std::sqrt(trace + 1);
    q[3] = s * real_t(0.5);
    s = real_t(0.5) / s;
    q[0] = (m(2, 1) - m(1, 2)) * s;
    q[1] = (m(0, 2) - m(2, 0)) * s;
    q[2] = (m(1, 0) - m(0, 1)) * s;
  } else {
    // Start from the largest diagonal element for numerical stability.
    int i = m(0, 0) < m(1, 1) ? (m(1, 1) < m(2, 2) ? 2 : 1) : (m(0, 0) < m(2, 2) ? 2 : 0);
    int j = (i + 1) % 3;
    int k = (i + 2) % 3;
    real_t s = std::sqrt(m(i, i) - m(j, j) - m(k, k) + 1);
    q[i] = s * real_t(0.5);
    s = real_t(0.5) / s;
    q[3] = (m(k, j) - m(j, k)) * s;
    q[j] = (m(j, i) + m(i, j)) * s;
    q[k] = (m(k, i) + m(i, k)) * s;
  }
  return {q[0], q[1], q[2], q[3]};
}

Quaternion Basis::get_rotation_quaternion() const { return rotation_part(*this).get_quaternion(); }

Basis Basis::looking_at(const Vector3& target, const Vector3& up, bool use_model_front) {
  if (target.is_zero_approx() || up.is_zero_approx()) return {};
  Vector3 v_z = target.normalized();
  if (!use_model_front) v_z = -v_z;
  Vector3 v_x = up.cross(v_z);
  if (v_x.is_zero_approx()) v_x = up.get_any_perpendicular();  // Target colinear with up.
  v_x.normalize();
  Vector3 v_y = v_z.cross(v_x);
  return {v_x, v_y, v_z};
}

Basis Basis::slerp(const Basis& to, real_t weight) const {
  Quaternion from_rot = get_rotation_quaternion();
  Quaternion to_rot = to.get_rotation_quaternion();
  Vector3 scale = get_scale().lerp(to.get_scale(), weight);
  return Basis(from_rot.slerp(to_rot, weight).normalized()).scaled_local(scale);
}

}  // namespace arbor
