#include "arbor/core/math/vector3.h"

#include <cmath>

#include "arbor/core/math/basis.h"

namespace arbor {

Vector3 Vector3::rotated(const Vector3& axis, real_t angle) const {
  return Basis(axis, angle).xform(*this);
}

Vector3 Vector3::slerp(const Vector3& to, real_t weight) const {
  real_t start_sq = length_squared();
  real_t end_sq = to.length_squared();
  if (start_sq == 0 || end_sq == 0) return lerp(to, weight);  // No direction to rotate.
  Vector3 axis = cross(to);
  real_t axis_sq = axis.length_squared();
  if (axis_sq == 0) return lerp(to, weight);  // Colinear: no rotation axis.
  axis /= std::sqrt(axis_sq);
  real_t start_len = std::sqrt(start_sq);
  real_t result_len = Math::lerp(start_len, std::sqrt(end_sq), weight);
  return rotated(axis, angle_to(to) * weight) * (result_len / start_len);
}

}  // namespace arbor
