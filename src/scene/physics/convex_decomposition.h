// Splitting a simple polygon into convex pieces, for CollisionPolygon3D and CollisionPolygon2D.
#pragma once

#include <span>
#include <vector>

#include "arbor/core/math/vector2.h"

namespace arbor::physics {

/// Convex polygons (counter-clockwise in a y-up frame) covering the simple polygon `points`
/// (either winding): the polygon itself when convex, else an ear-clipping triangulation with
/// triangles merged back into convex pieces (Hertel-Mehlhorn). Empty for fewer than three
/// distinct points or a polygon with no area.
[[nodiscard]] std::vector<std::vector<Vector2>> decompose_polygon_in_convex(
    std::span<const Vector2> points);

}  // namespace arbor::physics
