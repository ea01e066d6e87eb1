#include "arbor/core/math/quaternion.h"

#include <cmath>

#include "arbor/core/math/basis.h"

namespace arbor {

Quaternion::Quaternion(const Vector3& arc_from, const Vector3& arc_to) {
  constexpr real_t kAlmostOne = 1 - real_t(CMP_EPSILON);
  Vector3 n0 = arc_from.normalized();
  Vector3 n1 = arc_to.normalized();
  real_t d = n0.dot(n1);
  if (std::abs(d) > kAlmostOne) {
    if (d >= 0) return;                         // Same direction: identity.
    Vector3 axis = n0.get_any_perpendicular();  // Opposite: half turn around any perpendicular.
    x = axis.x;
    y = axis.y;
    z = axis.z;
    w = 0;
    return;
  }
  Vector3 c = n0.cross(n1);
  real_t s = std::sqrt((1 + d) * 2);
  real_t rs = 1 / s;
  x = c.x * rs;
  y = c.y * rs;
  z = c.z * rs;
  w = s * real_t(0.5);
}

Quaternion::Quaternion(const Basis& basis) : Quaternion(basis.get_quaternion()) {}

Quaternion Quaternion::from_euler(const Vector3& euler) {
  // R = Y(a1) * X(a2) * Z(a3), the YXZ order; closed form of the product of the three
  // half-angle quaternions.
  real_t half_a1 = euler.y * real_t(0.5);
  real_t half_a2 = euler.x * real_t(0.5);
  real_t half_a3 = euler.z * real_t(0.5);
  real_t cos_a1 = std::cos(half_a1), sin_a1 = std::sin(half_a1);
  real_t cos_a2 = std::cos(half_a2), sin_a2 = std::sin(half_a2);
  real_t cos_a3 = std::cos(half_a3), sin_a3 = std::sin(half_a3);
  return {sin_a1 * cos_a2 * sin_a3 + cos_a1 * sin_a2 * cos_a3,
          sin_a1 * cos_a2 * cos_a3 - cos_a1 * sin_a2 * sin_a3,
          -sin_a1 * sin_a2 * cos_a3 + cos_a1 * cos_a2 * sin_a3,
          sin_a1 * sin_a2 * sin_a3 + cos_a1 * cos_a2 * cos_a3};
}

Vector3 Quaternion::get_euler(EulerOrder order) const { return Basis(*this).get_euler(order); }

}  // namespace arbor
