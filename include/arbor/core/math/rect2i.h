// Rect2i: an axis-aligned 2D rectangle of integers as position and size, Godot 4's Rect2i
// (tile regions, atlas regions, pixel rectangles).
#pragma once

#include "arbor/core/math/rect2.h"
#include "arbor/core/math/vector2i.h"

namespace arbor {

/// An axis-aligned integer rectangle. The far edges are exclusive: has_point(position + size)
/// is false, as in Godot. Most methods expect a non-negative size: call abs() first otherwise.
struct Rect2i {
  Vector2i position;
  Vector2i size;

  constexpr Rect2i() = default;
  constexpr Rect2i(const Vector2i& position_, const Vector2i& size_)
      : position(position_), size(size_) {}
  constexpr Rect2i(int32_t x, int32_t y, int32_t width, int32_t height)
      : position(x, y), size(width, height) {}
  /// Truncates position and size toward zero.
  constexpr explicit Rect2i(const Rect2& r) : position(r.position), size(r.size) {}
  constexpr explicit operator Rect2() const { return {Vector2(position), Vector2(size)}; }

  constexpr Vector2i get_end() const { return position + size; }
  constexpr void set_end(const Vector2i& end) { size = end - position; }
  /// The middle, rounded toward position when a side is odd.
  constexpr Vector2i get_center() const { return position + size / 2; }
  constexpr int32_t get_area() const { return size.x * size.y; }
  constexpr bool has_area() const { return size.x > 0 && size.y > 0; }
  constexpr Rect2i abs() const { return {position + size.min(Vector2i()), size.abs()}; }

  /// True when the rectangles overlap; touching edges do not count.
  constexpr bool intersects(const Rect2i& r) const {
    return position.x < r.position.x + r.size.x && position.x + size.x > r.position.x &&
           position.y < r.position.y + r.size.y && position.y + size.y > r.position.y;
  }
  /// True when `r` lies entirely inside this rectangle (shared edges allowed).
  constexpr bool encloses(const Rect2i& r) const {
    return r.position.x >= position.x && r.position.y >= position.y &&
           r.position.x + r.size.x <= position.x + size.x &&
           r.position.y + r.size.y <= position.y + size.y;
  }
  constexpr bool has_point(const Vector2i& p) const {
    return p.x >= position.x && p.y >= position.y && p.x < position.x + size.x &&
           p.y < position.y + size.y;
  }
  /// The smallest rectangle containing both.
  constexpr Rect2i merge(const Rect2i& r) const {
    Vector2i lo = position.min(r.position);
    Vector2i hi = get_end().max(r.get_end());
    return {lo, hi - lo};
  }
  /// The overlap of both rectangles; an empty Rect2i when they do not intersect.
  constexpr Rect2i intersection(const Rect2i& r) const {
    if (!intersects(r)) return {};
    Vector2i lo = position.max(r.position);
    Vector2i hi = get_end().min(r.get_end());
    return {lo, hi - lo};
  }
  /// Grown by `amount` on every side (negative shrinks).
  constexpr Rect2i grow(int32_t amount) const {
    return {position - Vector2i(amount, amount), size + Vector2i(amount, amount) * 2};
  }
  constexpr Rect2i grow_individual(int32_t left, int32_t top, int32_t right, int32_t bottom) const {
    return {position - Vector2i(left, top), size + Vector2i(left + right, top + bottom)};
  }
  constexpr Rect2i grow_side(Rect2::Side side, int32_t amount) const {
    return grow_individual(
        side == Rect2::SIDE_LEFT ? amount : 0, side == Rect2::SIDE_TOP ? amount : 0,
        side == Rect2::SIDE_RIGHT ? amount : 0, side == Rect2::SIDE_BOTTOM ? amount : 0);
  }
  /// Grown to include `point`.
  constexpr Rect2i expand(const Vector2i& point) const {
    Vector2i lo = position.min(point);
    Vector2i hi = get_end().max(point);
    return {lo, hi - lo};
  }
  constexpr void expand_to(const Vector2i& point) { *this = expand(point); }

  constexpr bool operator==(const Rect2i&) const = default;
};

}  // namespace arbor
