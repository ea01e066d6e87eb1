#include "arbor/core/math/transform_3d.h"

namespace arbor {

Transform3D Transform3D::interpolate_with(const Transform3D& to, real_t weight) const {
  Vector3 scale = basis.get_scale().lerp(to.basis.get_scale(), weight);
  Quaternion rot =
      basis.get_rotation_quaternion().slerp(to.basis.get_rotation_quaternion(), weight);
  return {Basis(rot.normalized()).scaled_local(scale), origin.lerp(to.origin, weight)};
}

}  // namespace arbor
