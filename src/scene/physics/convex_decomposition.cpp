#include "scene/physics/convex_decomposition.h"

#include <algorithm>
#include <cstddef>

namespace arbor::physics {
namespace {

real_t cross(const Vector2& o, const Vector2& a, const Vector2& b) {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

real_t signed_area(const std::vector<Vector2>& polygon) {
  real_t area = 0;
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const Vector2& a = polygon[i];
    const Vector2& b = polygon[(i + 1) % polygon.size()];
    area += a.x * b.y - b.x * a.y;
  }
  return area / 2;
}

bool is_convex(const std::vector<Vector2>& points, const std::vector<std::size_t>& polygon) {
  const std::size_t n = polygon.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (cross(points[polygon[i]], points[polygon[(i + 1) % n]], points[polygon[(i + 2) % n]]) <
        -real_t(1e-6)) {
      return false;
    }
  }
  return true;
}

bool inside_triangle(const Vector2& p, const Vector2& a, const Vector2& b, const Vector2& c) {
  return cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0;
}

// Ear clipping of a counter-clockwise simple polygon.
std::vector<std::vector<std::size_t>> triangulate(const std::vector<Vector2>& points) {
  std::vector<std::size_t> remaining(points.size());
  for (std::size_t i = 0; i < points.size(); ++i) remaining[i] = i;
  std::vector<std::vector<std::size_t>> triangles;
  std::size_t guard = 0;
  while (remaining.size() > 3 && guard++ < points.size() * points.size()) {
    const std::size_t n = remaining.size();
    bool clipped = false;
    for (std::size_t i = 0; i < n && !clipped; ++i) {
      const std::size_t a = remaining[(i + n - 1) % n];
      const std::size_t b = remaining[i];
      const std::size_t c = remaining[(i + 1) % n];
      if (cross(points[a], points[b], points[c]) <= 0) continue;  // reflex or flat
      bool empty = true;
      for (std::size_t other : remaining) {
        if (other == a || other == b || other == c) continue;
        if (inside_triangle(points[other], points[a], points[b], points[c])) {
          empty = false;
          break;
        }
      }
      if (!empty) continue;
      triangles.push_back({a, b, c});
      remaining.erase(remaining.begin() + std::ptrdiff_t(i));
      clipped = true;
    }
    if (!clipped) break;  // not a simple polygon: keep what was clipped
  }
  if (remaining.size() == 3) triangles.push_back(remaining);
  return triangles;
}

// Merges two polygons along their shared edge (a, b) in the first, (b, a) in the second.
std::vector<std::size_t> merged(const std::vector<std::size_t>& first, std::size_t at_first,
                                const std::vector<std::size_t>& second, std::size_t at_second) {
  std::vector<std::size_t> result;
  // first from its edge's end round to the edge's start, then second's vertices between.
  for (std::size_t k = 0; k < first.size(); ++k)
    result.push_back(first[(at_first + 1 + k) % first.size()]);
  for (std::size_t k = 2; k < second.size(); ++k) {
    result.push_back(second[(at_second + k) % second.size()]);
  }
  return result;
}

}  // namespace

std::vector<std::vector<Vector2>> decompose_polygon_in_convex(std::span<const Vector2> input) {
  std::vector<Vector2> points;
  for (const Vector2& p : input) {
    if (points.empty() || !points.back().is_equal_approx(p)) points.push_back(p);
  }
  while (points.size() > 1 && points.front().is_equal_approx(points.back())) points.pop_back();
  if (points.size() < 3) return {};
  const real_t area = signed_area(points);
  if (std::abs(area) < real_t(1e-9)) return {};
  if (area < 0) std::reverse(points.begin(), points.end());

  std::vector<std::size_t> whole(points.size());
  for (std::size_t i = 0; i < points.size(); ++i) whole[i] = i;
  std::vector<std::vector<std::size_t>> pieces;
  if (is_convex(points, whole)) {
    pieces.push_back(whole);
  } else {
    pieces = triangulate(points);
    // Hertel-Mehlhorn: remove diagonals while the two pieces they separate merge convex.
    bool merged_any = true;
    while (merged_any) {
      merged_any = false;
      for (std::size_t p = 0; p < pieces.size() && !merged_any; ++p) {
        for (std::size_t q = p + 1; q < pieces.size() && !merged_any; ++q) {
          for (std::size_t i = 0; i < pieces[p].size() && !merged_any; ++i) {
            const std::size_t a = pieces[p][i];
            const std::size_t b = pieces[p][(i + 1) % pieces[p].size()];
            for (std::size_t j = 0; j < pieces[q].size(); ++j) {
              if (pieces[q][j] != b || pieces[q][(j + 1) % pieces[q].size()] != a) continue;
              std::vector<std::size_t> candidate = merged(pieces[p], i, pieces[q], j);
              if (is_convex(points, candidate)) {
                pieces[p] = std::move(candidate);
                pieces.erase(pieces.begin() + std::ptrdiff_t(q));
                merged_any = true;
              }
              break;
            }
          }
        }
      }
    }
  }
  std::vector<std::vector<Vector2>> result;
  for (const std::vector<std::size_t>& piece : pieces) {
    std::vector<Vector2>& polygon = result.emplace_back();
    for (std::size_t index : piece) polygon.push_back(points[index]);
  }
  return result;
}

}  // namespace arbor::physics
