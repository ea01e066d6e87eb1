#include "arbor/core/math/transform_2d.h"

namespace arbor {

Transform2D Transform2D::looking_at(const Vector2& target) const {
  Transform2D result(get_rotation(), get_origin());
  Vector2 local_target = affine_inverse().xform(target);
  result.set_rotation(result.get_rotation() + (local_target * get_scale()).angle());
  return result;
}

Transform2D Transform2D::interpolate_with(const Transform2D& to, real_t weight) const {
  return {Math::lerp_angle(get_rotation(), to.get_rotation(), weight),
          get_scale().lerp(to.get_scale(), weight),
          Math::lerp_angle(get_skew(), to.get_skew(), weight),
          get_origin().lerp(to.get_origin(), weight)};
}

}  // namespace arbor
