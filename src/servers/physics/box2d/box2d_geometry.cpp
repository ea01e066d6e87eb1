#include "servers/physics/box2d/box2d_geometry.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <variant>

#include <box2d/b2_distance.h>

namespace arbor::physics::box2d {
namespace {

// Box2D's polygon skin: polygons are shrunk by it and rounded by it.
constexpr float kSkin = b2_polygonRadius;
// Points closer than this are one point (Box2D welds closer ones when it makes a polygon).
constexpr float kWeld = b2_linearSlop;
// How far a world boundary reaches along its line and behind it, in pixels.
constexpr real_t kWorldBoundaryExtent = real_t(1e6);
// Core distances below this count as overlapping cores.
constexpr float kCoreOverlap = 1e-5f;

float cross(const b2Vec2& o, const b2Vec2& a, const b2Vec2& b) {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

b2Vec2 outward_normal(const b2Vec2& from, const b2Vec2& to) {
  b2Vec2 n = b2Cross(to - from, 1.0f);
  n.Normalize();
  return n;
}

// Andrew's monotone chain: the counter-clockwise hull of `points` without collinear points, in
// `out` (room for count + 1). Returns the hull's size (1 or 2 for degenerate input).
int convex_hull(b2Vec2* points, int count, b2Vec2* out) {
  std::sort(points, points + count, [](const b2Vec2& a, const b2Vec2& b) {
    return a.x < b.x || (a.x == b.x && a.y < b.y);
  });
  int unique = 0;
  for (int i = 0; i < count; ++i) {
    if (unique > 0 && b2DistanceSquared(points[i], points[unique - 1]) <= kWeld * kWeld * 0.25f) {
      continue;
    }
    points[unique++] = points[i];
  }
  if (unique < 3) {
    std::copy(points, points + unique, out);
    return unique;
  }
  int k = 0;
  for (int i = 0; i < unique; ++i) {
    while (k >= 2 && cross(out[k - 2], out[k - 1], points[i]) <= 0) --k;
    out[k++] = points[i];
  }
  for (int i = unique - 2, lower = k + 1; i >= 0; --i) {
    while (k >= lower && cross(out[k - 2], out[k - 1], points[i]) <= 0) --k;
    out[k++] = points[i];
  }
  return std::max(1, k - 1);
}

void compute_normals(ConvexPart& part) {
  for (int i = 0; i < part.count; ++i) {
    part.normals[std::size_t(i)] = outward_normal(part.vertices[std::size_t(i)],
                                                  part.vertices[std::size_t((i + 1) % part.count)]);
  }
}

// Moves each edge of a counter-clockwise polygon inwards by `r`; false when the polygon is too
// thin for it.
bool inset(const b2Vec2* v, int n, float r, b2Vec2* out) {
  std::array<b2Vec2, b2_maxPolygonVertices> normals;
  for (int i = 0; i < n; ++i) normals[std::size_t(i)] = outward_normal(v[i], v[(i + 1) % n]);
  for (int i = 0; i < n; ++i) {
    const b2Vec2& before = normals[std::size_t((i + n - 1) % n)];
    const b2Vec2& after = normals[std::size_t(i)];
    const float denominator = 1 + b2Dot(before, after);
    if (denominator < 1e-3f) return false;
    out[i] = v[i] - (r / denominator) * (before + after);
  }
  for (int i = 0; i < n; ++i) {
    const b2Vec2 edge = v[(i + 1) % n] - v[i];
    const b2Vec2 moved = out[(i + 1) % n] - out[i];
    if (b2Dot(edge, moved) <= 0 || moved.Length() < kWeld) return false;
  }
  return true;
}

void add_point(const b2Vec2& center, float radius, int shape_index, std::vector<ConvexPart>& out) {
  ConvexPart part;
  part.vertices[0] = center;
  part.count = 1;
  part.radius = radius;
  part.shape_index = shape_index;
  out.push_back(part);
}

void add_segment(const b2Vec2& a, const b2Vec2& b, float radius, int shape_index,
                 std::vector<ConvexPart>& out) {
  if (b2Distance(a, b) < kWeld) {
    if (radius > 0) add_point(0.5f * (a + b), radius, shape_index, out);
    return;
  }
  ConvexPart part;
  part.vertices[0] = a;
  part.vertices[1] = b;
  part.count = 2;
  part.radius = radius;
  part.shape_index = shape_index;
  out.push_back(part);
}

// A convex, counter-clockwise polygon of 3 to 8 points, shrunk by the skin and rounded by it.
void add_convex(const b2Vec2* points, int count, int shape_index, std::vector<ConvexPart>& out) {
  ConvexPart part;
  part.count = count;
  part.shape_index = shape_index;
  float radius = kSkin;
  std::array<b2Vec2, b2_maxPolygonVertices> shrunk;
  while (radius > kSkin / 8 && !inset(points, count, radius, shrunk.data())) radius *= 0.5f;
  if (radius > kSkin / 8) {
    std::copy(shrunk.begin(), shrunk.begin() + count, part.vertices.begin());
    part.radius = radius;
  } else {
    std::copy(points, points + count, part.vertices.begin());
    part.radius = 0;
  }
  compute_normals(part);
  out.push_back(part);
}

void add_polygon(std::vector<b2Vec2> points, int shape_index, std::vector<ConvexPart>& out) {
  if (points.empty()) return;
  std::vector<b2Vec2> hull(points.size() + 1);
  const int n = convex_hull(points.data(), int(points.size()), hull.data());
  if (n == 1) return;
  if (n == 2) {
    add_segment(hull[0], hull[1], 0, shape_index, out);
    return;
  }
  if (n <= b2_maxPolygonVertices) {
    add_convex(hull.data(), n, shape_index, out);
    return;
  }
  // A fan of pieces of at most eight points sharing the first point.
  std::array<b2Vec2, b2_maxPolygonVertices> piece;
  for (int start = 1; start < n - 1;) {
    const int end = std::min(start + b2_maxPolygonVertices - 2, n - 1);
    piece[0] = hull[0];
    int count = 1;
    for (int i = start; i <= end; ++i) piece[std::size_t(count++)] = hull[std::size_t(i)];
    add_convex(piece.data(), count, shape_index, out);
    start = end;
  }
}

real_t largest_scale(const Transform2D& t) {
  return std::max(t.columns[0].length(), t.columns[1].length());
}

// The point on segment a-b closest to p.
b2Vec2 closest_on_segment(const b2Vec2& a, const b2Vec2& b, const b2Vec2& p) {
  const b2Vec2 e = b - a;
  const float length_squared = b2Dot(e, e);
  if (length_squared <= 0) return a;
  const float s = b2Clamp(b2Dot(p - a, e) / length_squared, 0.0f, 1.0f);
  return a + s * e;
}

// Where a ray enters a circle (fraction), if it does within [0, 1].
bool ray_circle(const b2Vec2& from, const b2Vec2& d, const b2Vec2& center, float radius, float& t) {
  const b2Vec2 s = from - center;
  const float a = b2Dot(d, d);
  const float b = b2Dot(s, d);
  const float c = b2Dot(s, s) - radius * radius;
  if (c < 0 || a <= 0) return false;  // inside, or no ray
  const float discriminant = b * b - a * c;
  if (discriminant < 0) return false;
  t = (-b - std::sqrt(discriminant)) / a;
  return t >= 0 && t <= 1;
}

using Cloud = std::array<b2Vec2, 2 * b2_maxPolygonVertices + 1>;

}  // namespace

void append_parts(const Shape2DData& data, const Transform2D& placement, int shape_index,
                  std::vector<ConvexPart>& out) {
  auto point = [&](const Vector2& p) { return to_b2(placement.xform(p)); };
  struct Maker {
    const Transform2D& placement;
    int shape_index;
    std::vector<ConvexPart>& out;
    decltype(point)& at;
    void operator()(const WorldBoundaryShape2DData& s) const {
      Vector2 n = s.normal.normalized();
      if (n == Vector2()) n = Vector2(0, -1);
      const Vector2 on_line = n * s.distance;
      const Vector2 along(-n.y, n.x);
      const real_t e = kWorldBoundaryExtent;
      add_polygon({at(on_line + along * e), at(on_line - along * e),
                   at(on_line - n * e - along * e), at(on_line - n * e + along * e)},
                  shape_index, out);
    }
    void operator()(const SeparationRayShape2DData& s) const {
      add_segment(at(Vector2()), at(Vector2(0, s.length)), 0, shape_index, out);
      if (!out.empty() && out.back().shape_index == shape_index && out.back().count == 2) {
        out.back().separation_ray = true;
        out.back().slide_on_slope = s.slide_on_slope;
      }
    }
    void operator()(const SegmentShape2DData& s) const {
      add_segment(at(s.a), at(s.b), 0, shape_index, out);
    }
    void operator()(const CircleShape2DData& s) const {
      add_point(at(Vector2()), to_meters(s.radius * largest_scale(placement)), shape_index, out);
    }
    void operator()(const RectangleShape2DData& s) const {
      const Vector2 h = s.half_extents;
      add_polygon({at(Vector2(-h.x, -h.y)), at(Vector2(h.x, -h.y)), at(Vector2(h.x, h.y)),
                   at(Vector2(-h.x, h.y))},
                  shape_index, out);
    }
    void operator()(const CapsuleShape2DData& s) const {
      const real_t core = std::max(real_t(0), s.height / 2 - s.radius);
      const float radius = to_meters(s.radius * placement.columns[0].length());
      add_segment(at(Vector2(0, -core)), at(Vector2(0, core)), radius, shape_index, out);
    }
    void operator()(const ConvexPolygonShape2DData& s) const {
      std::vector<b2Vec2> points;
      points.reserve(s.points.size());
      for (const Vector2& p : s.points) points.push_back(at(p));
      add_polygon(std::move(points), shape_index, out);
    }
    void operator()(const ConcavePolygonShape2DData& s) const {
      for (std::size_t i = 0; i + 1 < s.segments.size(); i += 2) {
        add_segment(at(s.segments[i]), at(s.segments[i + 1]), 0, shape_index, out);
      }
    }
  };
  std::visit(Maker{placement, shape_index, out, point}, data.geometry);
}

const b2Shape* fixture_shape(const ConvexPart& part, FixtureShape& storage) {
  if (part.count == 1) {
    storage.circle.m_p = part.vertices[0];
    storage.circle.m_radius = part.radius;
    return &storage.circle;
  }
  if (part.count == 2) {
    const b2Vec2 a = part.vertices[0];
    const b2Vec2 b = part.vertices[1];
    if (part.radius <= b2_linearSlop) {
      storage.edge.SetTwoSided(a, b);
      return &storage.edge;
    }
    // A capsule's core: a polygon thin enough for Box2D, rounded by the rest of the radius.
    b2Vec2 across = b2Cross(b - a, 1.0f);
    across.Normalize();
    across *= b2_linearSlop;
    const b2Vec2 corners[4] = {a - across, b - across, b + across, a + across};
    storage.polygon.Set(corners, 4);
    storage.polygon.m_radius = part.radius - b2_linearSlop;
    return &storage.polygon;
  }
  storage.polygon.Set(part.vertices.data(), part.count);
  storage.polygon.m_radius = part.radius;
  return &storage.polygon;
}

PlacedPart place(const ConvexPart& part, const b2Transform& transform, const b2Vec2& motion) {
  PlacedPart placed;
  placed.radius = part.radius;
  placed.own_count = part.count;
  for (int i = 0; i < part.count; ++i) {
    placed.vertices[std::size_t(i)] = b2Mul(transform, part.vertices[std::size_t(i)]);
  }
  placed.count = part.count;
  if (motion.x != 0 || motion.y != 0) {
    for (int i = 0; i < part.count; ++i) {
      placed.vertices[std::size_t(part.count + i)] = placed.vertices[std::size_t(i)] + motion;
    }
    placed.count = 2 * part.count;
  }
  return placed;
}

b2AABB bounds(const PlacedPart& part, float grow) {
  b2AABB box;
  box.lowerBound = part.vertices[0];
  box.upperBound = part.vertices[0];
  for (int i = 1; i < part.count; ++i) {
    box.lowerBound = b2Min(box.lowerBound, part.vertices[std::size_t(i)]);
    box.upperBound = b2Max(box.upperBound, part.vertices[std::size_t(i)]);
  }
  const float r = part.radius + grow;
  box.lowerBound -= b2Vec2(r, r);
  box.upperBound += b2Vec2(r, r);
  return box;
}

namespace {

b2DistanceOutput core_distance(const PlacedPart& a, const PlacedPart& b) {
  b2DistanceInput input;
  input.proxyA.m_vertices = a.vertices.data();
  input.proxyA.m_count = a.count;
  input.proxyA.m_radius = 0;
  input.proxyB.m_vertices = b.vertices.data();
  input.proxyB.m_count = b.count;
  input.proxyB.m_radius = 0;
  input.transformA.SetIdentity();
  input.transformB.SetIdentity();
  input.useRadii = false;
  b2SimplexCache cache;
  cache.count = 0;
  b2DistanceOutput output;
  b2Distance(&output, &cache, &input);
  return output;
}

}  // namespace

bool overlaps(const PlacedPart& a, const PlacedPart& b, float margin) {
  return core_distance(a, b).distance <= a.radius + b.radius + margin;
}

bool contact(const PlacedPart& a, const PlacedPart& b, float margin, PartContact& out) {
  const b2DistanceOutput closest = core_distance(a, b);
  const float ra = a.radius;
  const float rb = b.radius;
  if (closest.distance > ra + rb + margin) return false;
  if (closest.distance > kCoreOverlap) {
    const b2Vec2 n = (1.0f / closest.distance) * (closest.pointA - closest.pointB);
    out.normal = n;
    out.on_a = closest.pointA - ra * n;
    out.on_b = closest.pointB + rb * n;
    out.distance = closest.distance - ra - rb;
    return true;
  }
  // The cores overlap: the axis of least penetration among both hulls' edge normals.
  Cloud points_a;
  Cloud points_b;
  Cloud hull_a;
  Cloud hull_b;
  std::copy(a.vertices.begin(), a.vertices.begin() + a.count, points_a.begin());
  std::copy(b.vertices.begin(), b.vertices.begin() + b.count, points_b.begin());
  const int na = convex_hull(points_a.data(), a.count, hull_a.data());
  const int nb = convex_hull(points_b.data(), b.count, hull_b.data());
  float best = -std::numeric_limits<float>::max();
  b2Vec2 axis(0, -1);
  bool b_is_reference = true;
  auto consider = [&](const b2Vec2& u, bool from_b) {
    float min_a = std::numeric_limits<float>::max();
    float max_b = -std::numeric_limits<float>::max();
    for (int i = 0; i < na; ++i) min_a = std::min(min_a, b2Dot(u, hull_a[std::size_t(i)]));
    for (int i = 0; i < nb; ++i) max_b = std::max(max_b, b2Dot(u, hull_b[std::size_t(i)]));
    const float separation = min_a - max_b;
    if (separation > best) {
      best = separation;
      axis = u;
      b_is_reference = from_b;
    }
  };
  auto edges = [&](const Cloud& hull, int n, bool from_b) {
    if (n < 2) return;
    const int edge_count = n == 2 ? 1 : n;
    for (int i = 0; i < edge_count; ++i) {
      const b2Vec2 normal = outward_normal(hull[std::size_t(i)], hull[std::size_t((i + 1) % n)]);
      if (n == 2) {
        consider(normal, from_b);
        consider(-normal, from_b);
      } else {
        consider(from_b ? normal : -normal, from_b);
      }
    }
  };
  edges(hull_b, nb, true);
  edges(hull_a, na, false);
  if (best == -std::numeric_limits<float>::max()) best = 0;
  out.normal = axis;
  out.distance = best - ra - rb;
  if (b_is_reference) {
    b2Vec2 deepest = hull_a[0];
    for (int i = 1; i < na; ++i) {
      if (b2Dot(axis, hull_a[std::size_t(i)]) < b2Dot(axis, deepest))
        deepest = hull_a[std::size_t(i)];
    }
    out.on_a = deepest - ra * axis;
    out.on_b = deepest - (best - rb) * axis;
  } else {
    b2Vec2 deepest = hull_b[0];
    for (int i = 1; i < nb; ++i) {
      if (b2Dot(axis, hull_b[std::size_t(i)]) > b2Dot(axis, deepest))
        deepest = hull_b[std::size_t(i)];
    }
    out.on_b = deepest + rb * axis;
    out.on_a = deepest + (best - ra) * axis;
  }
  return true;
}

bool ray_cast(const PlacedPart& part, const b2Vec2& from, const b2Vec2& to, float& fraction,
              b2Vec2& normal) {
  const b2Vec2 d = to - from;
  const float r = part.radius;
  float best = 2;
  auto face = [&](const b2Vec2& v0, const b2Vec2& v1, const b2Vec2& n) {
    const float denominator = b2Dot(n, d);
    if (denominator >= 0) return;
    const float t = (b2Dot(n, v0) + r - b2Dot(n, from)) / denominator;
    if (t < 0 || t > 1 || t >= best) return;
    const b2Vec2 on_core = from + t * d - r * n;
    const b2Vec2 edge = v1 - v0;
    const float s = b2Dot(edge, on_core - v0) / b2Dot(edge, edge);
    if (s < 0 || s > 1) return;
    best = t;
    normal = n;
  };
  const int n = part.own_count;
  const auto& v = part.vertices;
  if (n == 2) {
    const b2Vec2 normal_0 = outward_normal(v[0], v[1]);
    face(v[0], v[1], normal_0);
    face(v[1], v[0], -normal_0);
  } else if (n >= 3) {
    for (int i = 0; i < n; ++i) {
      const b2Vec2& v0 = v[std::size_t(i)];
      const b2Vec2& v1 = v[std::size_t((i + 1) % n)];
      face(v0, v1, outward_normal(v0, v1));
    }
  }
  if (r > 0) {
    for (int i = 0; i < n; ++i) {
      float t = 0;
      if (ray_circle(from, d, v[std::size_t(i)], r, t) && t < best) {
        best = t;
        normal = (1.0f / r) * (from + t * d - v[std::size_t(i)]);
      }
    }
  }
  if (best > 1) return false;
  fraction = best;
  return true;
}

bool contains(const PlacedPart& part, const b2Vec2& point) {
  const int n = part.own_count;
  const auto& v = part.vertices;
  const float r = part.radius;
  if (n == 1) return r > 0 && b2DistanceSquared(point, v[0]) <= r * r;
  if (n == 2) {
    return r > 0 && b2DistanceSquared(point, closest_on_segment(v[0], v[1], point)) <= r * r;
  }
  bool inside_core = true;
  for (int i = 0; i < n && inside_core; ++i) {
    const b2Vec2& v0 = v[std::size_t(i)];
    const b2Vec2& v1 = v[std::size_t((i + 1) % n)];
    if (b2Dot(outward_normal(v0, v1), point - v0) > 0) inside_core = false;
  }
  if (inside_core) return true;
  if (r <= 0) return false;
  for (int i = 0; i < n; ++i) {
    const b2Vec2 closest =
        closest_on_segment(v[std::size_t(i)], v[std::size_t((i + 1) % n)], point);
    if (b2DistanceSquared(point, closest) <= r * r) return true;
  }
  return false;
}

}  // namespace arbor::physics::box2d
