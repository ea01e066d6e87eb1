// AABB: an axis-aligned 3D box as position (minimum corner) and size, Godot 4's AABB.
#pragma once

#include <optional>

#include "arbor/core/math/plane.h"
#include "arbor/core/math/real.h"
#include "arbor/core/math/vector3.h"

namespace arbor {

/// An axis-aligned box; bounds are inclusive (has_point on a face is true). Most methods
/// expect a non-negative size: call abs() first otherwise.
struct AABB {
  Vector3 position;
  Vector3 size;

  constexpr AABB() = default;
  constexpr AABB(const Vector3& position_, const Vector3& size_)
      : position(position_), size(size_) {}

  constexpr Vector3 get_end() const { return position + size; }
  constexpr void set_end(const Vector3& end) { size = end - position; }
  constexpr Vector3 get_center() const { return position + size * real_t(0.5); }
  constexpr real_t get_volume() const { return size.x * size.y * size.z; }
  constexpr bool has_volume() const { return size.x > 0 && size.y > 0 && size.z > 0; }
  constexpr bool has_surface() const { return size.x > 0 || size.y > 0 || size.z > 0; }
  /// Same box with a non-negative size.
  AABB abs() const { return {position + size.min(Vector3()), size.abs()}; }

  /// True when the boxes overlap with positive volume (touching faces do not intersect).
  constexpr bool intersects(const AABB& b) const {
    for (int i = 0; i < 3; ++i) {
      if (position[i] >= b.position[i] + b.size[i]) return false;
      if (position[i] + size[i] <= b.position[i]) return false;
    }
    return true;
  }
  /// True when this box contains `b` entirely (shared faces allowed).
  constexpr bool encloses(const AABB& b) const {
    Vector3 src_max = get_end();
    Vector3 dst_max = b.get_end();
    for (int i = 0; i < 3; ++i) {
      if (position[i] > b.position[i] || src_max[i] < dst_max[i]) return false;
    }
    return true;
  }
  constexpr bool has_point(const Vector3& p) const {
    for (int i = 0; i < 3; ++i) {
      if (p[i] < position[i] || p[i] > position[i] + size[i]) return false;
    }
    return true;
  }
  /// The smallest box containing both.
  constexpr AABB merge(const AABB& b) const {
    Vector3 lo = position.min(b.position);
    Vector3 hi = get_end().max(b.get_end());
    return {lo, hi - lo};
  }
  constexpr void merge_with(const AABB& b) { *this = merge(b); }
  /// The overlap of both boxes; an empty AABB when they do not overlap.
  constexpr AABB intersection(const AABB& b) const {
    Vector3 lo = position.max(b.position);
    Vector3 hi = get_end().min(b.get_end());
    for (int i = 0; i < 3; ++i) {
      if (lo[i] > hi[i]) return {};
    }
    return {lo, hi - lo};
  }
  /// Grown by `by` on every side (negative shrinks).
  constexpr AABB grow(real_t by) const {
    return {position - Vector3(by, by, by), size + Vector3(by, by, by) * real_t(2)};
  }
  /// Grown to include `point`.
  constexpr AABB expand(const Vector3& point) const {
    Vector3 lo = position.min(point);
    Vector3 hi = get_end().max(point);
    return {lo, hi - lo};
  }
  constexpr void expand_to(const Vector3& point) { *this = expand(point); }
  /// Corner `index` in 0..7: bit 2 selects max x, bit 1 max y, bit 0 max z.
  constexpr Vector3 get_endpoint(int index) const {
    return {position.x + ((index & 4) ? size.x : 0), position.y + ((index & 2) ? size.y : 0),
            position.z + ((index & 1) ? size.z : 0)};
  }
  /// The corner furthest along `dir`.
  constexpr Vector3 get_support(const Vector3& dir) const {
    return {dir.x > 0 ? position.x + size.x : position.x,
            dir.y > 0 ? position.y + size.y : position.y,
            dir.z > 0 ? position.z + size.z : position.z};
  }
  constexpr int get_longest_axis_index() const { return size.max_axis_index(); }
  constexpr int get_shortest_axis_index() const { return size.min_axis_index(); }
  /// True when the plane passes through the box.
  constexpr bool intersects_plane(const Plane& p) const {
    bool over = false, under = false;
    for (int i = 0; i < 8; ++i) {
      (p.distance_to(get_endpoint(i)) > 0 ? over : under) = true;
    }
    return over && under;
  }
  /// The first point where the segment enters the box (slab test); empty if it misses.
  std::optional<Vector3> intersects_segment(const Vector3& from, const Vector3& to) const;
  /// The first point where the ray enters the box, or `from` when it starts inside.
  std::optional<Vector3> intersects_ray(const Vector3& from, const Vector3& dir) const;

  bool is_equal_approx(const AABB& b) const {
    return position.is_equal_approx(b.position) && size.is_equal_approx(b.size);
  }
  bool is_finite() const { return position.is_finite() && size.is_finite(); }
  constexpr bool operator==(const AABB&) const = default;
};

}  // namespace arbor
