// 2D geometry for the Box2D backend: shapes as convex parts in Box2D's units, and the tests the
// queries and motion tests need on them (overlap, contact with a margin, rays, points), built on
// Box2D's GJK distance. Box2D works in meters, Godot's 2D in pixels: 100 pixels make a meter,
// which puts Godot's default gravity (980 px/s²) at Box2D's 9.8 m/s².
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include <box2d/b2_circle_shape.h>
#include <box2d/b2_collision.h>
#include <box2d/b2_edge_shape.h>
#include <box2d/b2_math.h>
#include <box2d/b2_polygon_shape.h>
#include <box2d/b2_settings.h>

#include "arbor/core/math/transform_2d.h"
#include "arbor/core/math/vector2.h"
#include "arbor/servers/physics/shape_2d_data.h"

namespace arbor::physics::box2d {

inline constexpr real_t kPixelsPerMeter = 100;

inline b2Vec2 to_b2(const Vector2& v) {
  return {float(v.x / kPixelsPerMeter), float(v.y / kPixelsPerMeter)};
}
inline Vector2 from_b2(const b2Vec2& v) {
  return {real_t(v.x) * kPixelsPerMeter, real_t(v.y) * kPixelsPerMeter};
}
inline float to_meters(real_t length) { return float(length / kPixelsPerMeter); }
inline real_t to_pixels(float length) { return real_t(length) * kPixelsPerMeter; }

/// A convex piece of a shape, in meters, in its object's frame: a point (one vertex, a circle),
/// a segment (two) or a polygon (three to eight, counter-clockwise), grown by `radius`.
struct ConvexPart {
  std::array<b2Vec2, b2_maxPolygonVertices> vertices{};
  /// Polygons: each edge's outward normal (edge i runs from vertex i to vertex i + 1).
  std::array<b2Vec2, b2_maxPolygonVertices> normals{};
  int count = 0;
  float radius = 0;
  /// The index of the shape the part belongs to, in its object's shape list.
  int shape_index = 0;
  /// A separation ray's segment: used by motion tests only.
  bool separation_ray = false;
  bool slide_on_slope = false;
};

/// Appends the convex parts of `data` placed by `placement` (in pixels; it may scale and skew).
/// Polygons are shrunk by Box2D's polygon skin and rounded by it, so their outline stays where
/// the shape is; polygons of more than eight points are cut into fans.
void append_parts(const Shape2DData& data, const Transform2D& placement, int shape_index,
                  std::vector<ConvexPart>& out);

/// Storage for the Box2D shape of a fixture made from a part.
struct FixtureShape {
  b2CircleShape circle;
  b2PolygonShape polygon;
  b2EdgeShape edge;
};

/// The Box2D shape a fixture of `part` uses (a segment grown by a radius, a capsule's core, is a
/// thin polygon; a bare segment is an edge).
[[nodiscard]] const b2Shape* fixture_shape(const ConvexPart& part, FixtureShape& storage);

/// A part placed in the world, optionally swept along a motion: a convex vertex cloud and its
/// radius.
struct PlacedPart {
  std::array<b2Vec2, 2 * b2_maxPolygonVertices> vertices{};
  int count = 0;
  float radius = 0;
  /// The part's own vertex count (the sweep's copies follow).
  int own_count = 0;
};

[[nodiscard]] PlacedPart place(const ConvexPart& part, const b2Transform& transform,
                               const b2Vec2& motion = b2Vec2(0, 0));
[[nodiscard]] b2AABB bounds(const PlacedPart& part, float grow = 0);

/// Whether the parts come closer than `margin` (touching counts).
[[nodiscard]] bool overlaps(const PlacedPart& a, const PlacedPart& b, float margin = 0);

/// The closest approach or deepest penetration of two parts: the points on each surface, the
/// normal from b towards a, and the signed distance between the surfaces (negative when they
/// overlap).
struct PartContact {
  b2Vec2 on_a{0.0f, 0.0f};
  b2Vec2 on_b{0.0f, 0.0f};
  b2Vec2 normal{0.0f, 0.0f};
  float distance = 0;
};

/// The contact of two parts closer than `margin`; false when they are farther apart.
[[nodiscard]] bool contact(const PlacedPart& a, const PlacedPart& b, float margin,
                           PartContact& out);

/// Where a ray from `from` to `to` enters the part: its fraction along the ray and the surface
/// normal there. False when it misses or starts inside.
[[nodiscard]] bool ray_cast(const PlacedPart& part, const b2Vec2& from, const b2Vec2& to,
                            float& fraction, b2Vec2& normal);

/// Whether the point is inside the part (segments and points without a radius contain nothing).
[[nodiscard]] bool contains(const PlacedPart& part, const b2Vec2& point);

}  // namespace arbor::physics::box2d
