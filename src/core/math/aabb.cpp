#include "arbor/core/math/aabb.h"

#include <utility>

namespace arbor {

std::optional<Vector3> AABB::intersects_segment(const Vector3& from, const Vector3& to) const {
  // Clip the segment parameter range [lo, hi] against each slab.
  real_t lo = 0;
  real_t hi = 1;
  for (int i = 0; i < 3; ++i) {
    real_t seg_from = from[i];
    real_t seg_to = to[i];
    real_t box_begin = position[i];
    real_t box_end = box_begin + size[i];
    real_t length = seg_to - seg_from;
    real_t cmin, cmax;
    if (seg_from < seg_to) {
      if (seg_from > box_end || seg_to < box_begin) return std::nullopt;
      cmin = seg_from < box_begin ? (box_begin - seg_from) / length : 0;
      cmax = seg_to > box_end ? (box_end - seg_from) / length : 1;
    } else {
      if (seg_to > box_end || seg_from < box_begin) return std::nullopt;
      cmin = seg_from > box_end ? (box_end - seg_from) / length : 0;
      cmax = seg_to < box_begin ? (box_begin - seg_from) / length : 1;
    }
    if (cmin > lo) lo = cmin;
    if (cmax < hi) hi = cmax;
    if (hi < lo) return std::nullopt;
  }
  return from + (to - from) * lo;
}

std::optional<Vector3> AABB::intersects_ray(const Vector3& from, const Vector3& dir) const {
  Vector3 end = get_end();
  real_t tmin = real_t(-1e20);
  real_t tmax = real_t(1e20);
  for (int i = 0; i < 3; ++i) {
    if (dir[i] == 0) {
      if (from[i] < position[i] || from[i] > end[i]) return std::nullopt;
      continue;
    }
    real_t t1 = (position[i] - from[i]) / dir[i];
    real_t t2 = (end[i] - from[i]) / dir[i];
    if (t1 > t2) std::swap(t1, t2);
    if (t1 >= tmin) tmin = t1;
    if (t2 < tmax) {
      if (t2 < 0) return std::nullopt;
      tmax = t2;
    }
    if (tmin > tmax) return std::nullopt;
  }
  if (tmin < 0) return from;  // Starts inside: the entry point would be behind the ray.
  return from + dir * tmin;
}

}  // namespace arbor
