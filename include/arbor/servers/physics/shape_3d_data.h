// Shape3DData: 3D collision geometry as plain data, what PhysicsServer3D::shape_create takes.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "arbor/core/math/plane.h"
#include "arbor/core/math/real.h"
#include "arbor/core/math/vector3.h"

namespace arbor {

/// An infinite plane: everything behind it collides (Godot's WorldBoundaryShape3D).
struct WorldBoundaryShape3DData {
  Plane plane{Vector3(0, 1, 0), 0};
};
/// A ray along +Z of its transform that separates what it touches (Godot's
/// SeparationRayShape3D): characters stand on it.
struct SeparationRayShape3DData {
  real_t length = 1;
  bool slide_on_slope = false;
};
struct SphereShape3DData {
  real_t radius = 0.5;
};
struct BoxShape3DData {
  Vector3 half_extents{0.5, 0.5, 0.5};
};
/// Along Y; `height` includes both caps (Godot 4).
struct CapsuleShape3DData {
  real_t radius = 0.5;
  real_t height = 2;
};
/// Along Y.
struct CylinderShape3DData {
  real_t radius = 0.5;
  real_t height = 2;
};
/// The convex hull of `points`.
struct ConvexPolygonShape3DData {
  std::vector<Vector3> points;
};
/// Triangles, three points each (counter-clockwise seen from the front); only for static
/// bodies and areas, as in Godot.
struct ConcavePolygonShape3DData {
  std::vector<Vector3> faces;
  bool backface_collision = false;
};
/// A grid of heights, `width` points along X and `depth` along Z, one unit apart and centred on
/// the origin; heights[z * width + x] (Godot's HeightMapShape3D).
struct HeightMapShape3DData {
  int width = 2;
  int depth = 2;
  std::vector<real_t> heights = std::vector<real_t>(4, 0);
  real_t min_height = 0;
  real_t max_height = 0;
};

/// Godot's PhysicsServer3D::ShapeType, in Godot's order (the index of Shape3DGeometry).
enum class ShapeType3D : std::uint8_t {
  WORLD_BOUNDARY,
  SEPARATION_RAY,
  SPHERE,
  BOX,
  CAPSULE,
  CYLINDER,
  CONVEX_POLYGON,
  CONCAVE_POLYGON,
  HEIGHTMAP,
};

using Shape3DGeometry =
    std::variant<WorldBoundaryShape3DData, SeparationRayShape3DData, SphereShape3DData,
                 BoxShape3DData, CapsuleShape3DData, CylinderShape3DData, ConvexPolygonShape3DData,
                 ConcavePolygonShape3DData, HeightMapShape3DData>;

/// One shape: its geometry and the collision margin the backend may keep around it (Godot's
/// Shape3D.margin).
struct Shape3DData {
  Shape3DGeometry geometry = BoxShape3DData{};
  real_t margin = real_t(0.04);

  [[nodiscard]] ShapeType3D type() const { return ShapeType3D(geometry.index()); }
  /// Whether only static bodies and areas may use the shape (concave polygons, height maps and
  /// world boundaries: Godot warns when a moving body has one).
  [[nodiscard]] bool is_static_only() const {
    const ShapeType3D t = type();
    return t == ShapeType3D::CONCAVE_POLYGON || t == ShapeType3D::HEIGHTMAP ||
           t == ShapeType3D::WORLD_BOUNDARY;
  }
};

/// Why `data` cannot make a shape (a size not above zero, a value that is not finite, a polygon
/// with too few points, triangles with a point missing), or empty when it can. Servers refuse such
/// data with an arbor::Error; nodes warn and leave the shape out.
[[nodiscard]] std::string shape_data_problem(const Shape3DData& data);

}  // namespace arbor
