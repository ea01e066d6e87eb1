// Shape2DData: 2D collision geometry as plain data, what PhysicsServer2D::shape_create takes.
// Lengths are in pixels, as everywhere in Godot's 2D.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "arbor/core/math/real.h"
#include "arbor/core/math/vector2.h"

namespace arbor {

/// An infinite line: everything on the side opposite to `normal` collides (Godot's
/// WorldBoundaryShape2D: the points p with p.dot(normal) < distance).
struct WorldBoundaryShape2DData {
  Vector2 normal{0, -1};
  real_t distance = 0;
};
/// A ray along +Y of its transform that separates what it touches (Godot's
/// SeparationRayShape2D).
struct SeparationRayShape2DData {
  real_t length = 20;
  bool slide_on_slope = false;
};
/// A line segment from `a` to `b`, thin, colliding on both sides.
struct SegmentShape2DData {
  Vector2 a{0, 0};
  Vector2 b{0, 10};
};
struct CircleShape2DData {
  real_t radius = 10;
};
struct RectangleShape2DData {
  Vector2 half_extents{10, 10};
};
/// Along Y; `height` includes both caps (Godot 4).
struct CapsuleShape2DData {
  real_t radius = 10;
  real_t height = 30;
};
/// A convex polygon, its points in order (either winding).
struct ConvexPolygonShape2DData {
  std::vector<Vector2> points;
};
/// Segments, two points each: thin walls, only for static bodies and areas, as in Godot.
struct ConcavePolygonShape2DData {
  std::vector<Vector2> segments;
};

/// Godot's PhysicsServer2D::ShapeType, in Godot's order (the index of Shape2DGeometry).
enum class ShapeType2D : std::uint8_t {
  WORLD_BOUNDARY,
  SEPARATION_RAY,
  SEGMENT,
  CIRCLE,
  RECTANGLE,
  CAPSULE,
  CONVEX_POLYGON,
  CONCAVE_POLYGON,
};

using Shape2DGeometry =
    std::variant<WorldBoundaryShape2DData, SeparationRayShape2DData, SegmentShape2DData,
                 CircleShape2DData, RectangleShape2DData, CapsuleShape2DData,
                 ConvexPolygonShape2DData, ConcavePolygonShape2DData>;

/// One shape's geometry.
struct Shape2DData {
  Shape2DGeometry geometry = RectangleShape2DData{};

  [[nodiscard]] ShapeType2D type() const { return ShapeType2D(geometry.index()); }
  /// Whether only static bodies and areas may use the shape (concave polygons and world
  /// boundaries).
  [[nodiscard]] bool is_static_only() const {
    const ShapeType2D t = type();
    return t == ShapeType2D::CONCAVE_POLYGON || t == ShapeType2D::WORLD_BOUNDARY;
  }
};

/// Why `data` cannot make a shape (a size not above zero, a value that is not finite, a polygon
/// with too few points, segments with a point missing), or empty when it can. Servers refuse such
/// data with an arbor::Error; nodes warn and leave the shape out.
[[nodiscard]] std::string shape_data_problem(const Shape2DData& data);

}  // namespace arbor
