// Rect2: an axis-aligned 2D rectangle as position (top-left) and size, Godot 4's Rect2.
#pragma once

#include "arbor/core/math/real.h"
#include "arbor/core/math/vector2.h"

namespace arbor {

/// An axis-aligned rectangle. The far edges are exclusive: has_point(position + size) is
/// false, as in Godot. Most methods expect a non-negative size: call abs() first otherwise.
struct Rect2 {
  Vector2 position;
  Vector2 size;

  /// Which side grow_side() moves.
  enum Side : int { SIDE_LEFT, SIDE_TOP, SIDE_RIGHT, SIDE_BOTTOM };

  constexpr Rect2() = default;
  constexpr Rect2(const Vector2& position_, const Vector2& size_)
      : position(position_), size(size_) {}
  constexpr Rect2(real_t x, real_t y, real_t width, real_t height)
      : position(x, y), size(width, height) {}

  constexpr Vector2 get_end() const { return position + size; }
  constexpr void set_end(const Vector2& end) { size = end - position; }
  constexpr Vector2 get_center() const { return position + size * real_t(0.5); }
  constexpr real_t get_area() const { return size.x * size.y; }
  constexpr bool has_area() const { return size.x > 0 && size.y > 0; }
  Rect2 abs() const { return {position + size.min(Vector2()), size.abs()}; }

  /// True when the rectangles overlap; touching edges count only with include_borders.
  constexpr bool intersects(const Rect2& r, bool include_borders = false) const {
    for (int i = 0; i < 2; ++i) {
      if (include_borders) {
        if (position[i] > r.position[i] + r.size[i]) return false;
        if (position[i] + size[i] < r.position[i]) return false;
      } else {
        if (position[i] >= r.position[i] + r.size[i]) return false;
        if (position[i] + size[i] <= r.position[i]) return false;
      }
    }
    return true;
  }
  /// True when `r` lies entirely inside this rectangle (shared edges allowed).
  constexpr bool encloses(const Rect2& r) const {
    return r.position.x >= position.x && r.position.y >= position.y &&
           r.position.x + r.size.x <= position.x + size.x &&
           r.position.y + r.size.y <= position.y + size.y;
  }
  constexpr bool has_point(const Vector2& p) const {
    return p.x >= position.x && p.y >= position.y && p.x < position.x + size.x &&
           p.y < position.y + size.y;
  }
  /// The smallest rectangle containing both.
  constexpr Rect2 merge(const Rect2& r) const {
    Vector2 lo = position.min(r.position);
    Vector2 hi = get_end().max(r.get_end());
    return {lo, hi - lo};
  }
  /// The overlap of both rectangles; an empty Rect2 when they do not intersect.
  constexpr Rect2 intersection(const Rect2& r) const {
    if (!intersects(r)) return {};
    Vector2 lo = position.max(r.position);
    Vector2 hi = get_end().min(r.get_end());
    return {lo, hi - lo};
  }
  /// Grown by `amount` on every side (negative shrinks).
  constexpr Rect2 grow(real_t amount) const {
    return {position - Vector2(amount, amount), size + Vector2(amount, amount) * real_t(2)};
  }
  constexpr Rect2 grow_individual(real_t left, real_t top, real_t right, real_t bottom) const {
    return {position - Vector2(left, top), size + Vector2(left + right, top + bottom)};
  }
  constexpr Rect2 grow_side(Side side, real_t amount) const {
    return grow_individual(side == SIDE_LEFT ? amount : 0, side == SIDE_TOP ? amount : 0,
                           side == SIDE_RIGHT ? amount : 0, side == SIDE_BOTTOM ? amount : 0);
  }
  /// Grown to include `point`.
  constexpr Rect2 expand(const Vector2& point) const {
    Vector2 lo = position.min(point);
    Vector2 hi = get_end().max(point);
    return {lo, hi - lo};
  }
  constexpr void expand_to(const Vector2& point) { *this = expand(point); }
  /// The corner furthest along `dir`.
  constexpr Vector2 get_support(const Vector2& dir) const {
    return {dir.x > 0 ? position.x + size.x : position.x,
            dir.y > 0 ? position.y + size.y : position.y};
  }

  bool is_equal_approx(const Rect2& r) const {
    return position.is_equal_approx(r.position) && size.is_equal_approx(r.size);
  }
  bool is_finite() const { return position.is_finite() && size.is_finite(); }
  constexpr bool operator==(const Rect2&) const = default;
};

}  // namespace arbor
