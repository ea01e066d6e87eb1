// shape_data_problem: what makes 2D and 3D shape data unusable.

#include <cmath>
#include <cstdio>
#include <string>
#include <variant>

#include "arbor/servers/physics/shape_2d_data.h"
#include "arbor/servers/physics/shape_3d_data.h"

namespace arbor {
namespace {

// Appends a problem when `value` is not a finite number above zero.
void need_positive(std::string& problem, const char* shape, const char* what, double value) {
  if (!problem.empty() || (std::isfinite(value) && value > 0)) return;
  char number[32];
  std::snprintf(number, sizeof number, "%g", value);
  problem = std::string(shape) + " " + what + " must be above zero (it is " + number + ")";
}

void need_finite(std::string& problem, const char* shape, const char* what, double value) {
  if (!problem.empty() || std::isfinite(value)) return;
  problem = std::string(shape) + " " + what + " is not a finite number";
}

template <class Point>
bool all_finite(const std::vector<Point>& points) {
  for (const Point& p : points) {
    if (!p.is_finite()) return false;
  }
  return true;
}

struct Problem3D {
  std::string problem;
  void operator()(const WorldBoundaryShape3DData& s) {
    if (!s.plane.normal.is_finite() || !std::isfinite(s.plane.d) || s.plane.normal.is_zero_approx())
      problem = "world boundary plane has no direction";
  }
  void operator()(const SeparationRayShape3DData& s) {
    need_positive(problem, "separation ray", "length", s.length);
  }
  void operator()(const SphereShape3DData& s) {
    need_positive(problem, "sphere", "radius", s.radius);
  }
  void operator()(const BoxShape3DData& s) {
    need_positive(problem, "box", "size x", 2 * s.half_extents.x);
    need_positive(problem, "box", "size y", 2 * s.half_extents.y);
    need_positive(problem, "box", "size z", 2 * s.half_extents.z);
  }
  void operator()(const CapsuleShape3DData& s) {
    need_positive(problem, "capsule", "radius", s.radius);
    need_positive(problem, "capsule", "height", s.height);
  }
  void operator()(const CylinderShape3DData& s) {
    need_positive(problem, "cylinder", "radius", s.radius);
    need_positive(problem, "cylinder", "height", s.height);
  }
  void operator()(const ConvexPolygonShape3DData& s) {
    if (s.points.empty())
      problem = "convex polygon has no points";
    else if (!all_finite(s.points))
      problem = "convex polygon has a point that is not finite";
  }
  void operator()(const ConcavePolygonShape3DData& s) {
    if (s.faces.empty())
      problem = "concave polygon has no faces";
    else if (s.faces.size() % 3 != 0)
      problem = "concave polygon needs three points per face (it has " +
                std::to_string(s.faces.size()) + " points)";
    else if (!all_finite(s.faces))
      problem = "concave polygon has a point that is not finite";
  }
  void operator()(const HeightMapShape3DData& s) {
    if (s.width < 2 || s.depth < 2)
      problem = "height map needs at least 2 x 2 points (it has " + std::to_string(s.width) +
                " x " + std::to_string(s.depth) + ")";
    else if (s.heights.size() != std::size_t(s.width) * std::size_t(s.depth))
      problem = "height map has " + std::to_string(s.heights.size()) + " heights for " +
                std::to_string(s.width) + " x " + std::to_string(s.depth) + " points";
    for (real_t h : s.heights) need_finite(problem, "height map", "height", h);
  }
};

struct Problem2D {
  std::string problem;
  void operator()(const WorldBoundaryShape2DData& s) {
    if (!s.normal.is_finite() || !std::isfinite(s.distance) || s.normal.is_zero_approx())
      problem = "world boundary line has no direction";
  }
  void operator()(const SeparationRayShape2DData& s) {
    need_positive(problem, "separation ray", "length", s.length);
  }
  void operator()(const SegmentShape2DData& s) {
    if (!s.a.is_finite() || !s.b.is_finite())
      problem = "segment has a point that is not finite";
    else if (s.a.is_equal_approx(s.b))
      problem = "segment has no length";
  }
  void operator()(const CircleShape2DData& s) {
    need_positive(problem, "circle", "radius", s.radius);
  }
  void operator()(const RectangleShape2DData& s) {
    need_positive(problem, "rectangle", "size x", 2 * s.half_extents.x);
    need_positive(problem, "rectangle", "size y", 2 * s.half_extents.y);
  }
  void operator()(const CapsuleShape2DData& s) {
    need_positive(problem, "capsule", "radius", s.radius);
    need_positive(problem, "capsule", "height", s.height);
  }
  void operator()(const ConvexPolygonShape2DData& s) {
    if (s.points.size() < 3)
      problem =
          "convex polygon needs at least 3 points (it has " + std::to_string(s.points.size()) + ")";
    else if (!all_finite(s.points))
      problem = "convex polygon has a point that is not finite";
  }
  void operator()(const ConcavePolygonShape2DData& s) {
    if (s.segments.empty())
      problem = "concave polygon has no segments";
    else if (s.segments.size() % 2 != 0)
      problem = "concave polygon needs two points per segment (it has " +
                std::to_string(s.segments.size()) + " points)";
    else if (!all_finite(s.segments))
      problem = "concave polygon has a point that is not finite";
  }
};

}  // namespace

std::string shape_data_problem(const Shape3DData& data) {
  Problem3D check;
  std::visit(check, data.geometry);
  if (check.problem.empty() && !(std::isfinite(data.margin) && data.margin >= 0)) {
    check.problem = "margin must be zero or more";
  }
  return check.problem;
}

std::string shape_data_problem(const Shape2DData& data) {
  Problem2D check;
  std::visit(check, data.geometry);
  return check.problem;
}

}  // namespace arbor
