#include "servers/physics/mass_properties_2d.h"

#include <cmath>
#include <variant>

namespace arbor::physics {
namespace {

Rect2 bounds_of(const std::vector<Vector2>& points) {
  if (points.empty()) return {};
  Rect2 bounds(points[0], Vector2());
  for (const Vector2& point : points) bounds.expand_to(point);
  return bounds;
}

// Godot's moment of inertia of a shape of `mass` at `scale`, about its origin.
real_t moment_of_inertia(const Shape2DData& data, real_t mass, const Vector2& scale) {
  struct Moment {
    real_t mass;
    Vector2 scale;
    real_t operator()(const WorldBoundaryShape2DData&) const { return 0; }
    real_t operator()(const SeparationRayShape2DData&) const { return 0; }
    real_t operator()(const ConcavePolygonShape2DData&) const { return 0; }
    real_t operator()(const SegmentShape2DData& s) const {
      const Vector2 a = s.a * scale;
      const Vector2 b = s.b * scale;
      const real_t length = a.distance_to(b);
      const Vector2 middle = (a + b) * real_t(0.5);
      return mass * (length * length / 12 + middle.length_squared());
    }
    real_t operator()(const CircleShape2DData& s) const {
      const real_t a = s.radius * scale.x;
      const real_t b = s.radius * scale.y;
      return mass * (a * a + b * b) / 4;
    }
    real_t operator()(const RectangleShape2DData& s) const {
      const Vector2 size = s.half_extents * 2 * scale;
      return mass * size.dot(size) / 12;
    }
    real_t operator()(const CapsuleShape2DData& s) const {
      const Vector2 size = Vector2(s.radius * 2, s.height) * scale;
      return mass * size.dot(size) / 12;
    }
    real_t operator()(const ConvexPolygonShape2DData& s) const {
      if (s.points.empty()) return 0;
      Rect2 bounds(s.points[0] * scale, Vector2());
      for (const Vector2& point : s.points) bounds.expand_to(point * scale);
      return mass * bounds.size.dot(bounds.size) / 12;
    }
  };
  return std::visit(Moment{mass, scale}, data.geometry);
}

}  // namespace

Rect2 shape_bounds(const Shape2DData& data) {
  struct Bounds {
    Rect2 operator()(const WorldBoundaryShape2DData&) const {
      return {Vector2(-1e4, -1e4), Vector2(2e4, 2e4)};
    }
    Rect2 operator()(const SeparationRayShape2DData& s) const {
      return Rect2(Vector2(), Vector2()).expand(Vector2(0, s.length));
    }
    Rect2 operator()(const SegmentShape2DData& s) const {
      return Rect2(s.a, Vector2()).expand(s.b);
    }
    Rect2 operator()(const CircleShape2DData& s) const {
      return {Vector2(-s.radius, -s.radius), Vector2(s.radius, s.radius) * 2};
    }
    Rect2 operator()(const RectangleShape2DData& s) const {
      return {-s.half_extents, s.half_extents * 2};
    }
    Rect2 operator()(const CapsuleShape2DData& s) const {
      const Vector2 half(s.radius, s.height / 2);
      return {-half, half * 2};
    }
    Rect2 operator()(const ConvexPolygonShape2DData& s) const { return bounds_of(s.points); }
    Rect2 operator()(const ConcavePolygonShape2DData& s) const { return bounds_of(s.segments); }
  };
  return std::visit(Bounds{}, data.geometry);
}

MassProperties2D compute_mass_properties_2d(std::span<const MassShape2D> shapes,
                                            const BodyParameters2D& parameters) {
  const real_t mass = parameters.mass;
  MassProperties2D result;
  real_t total_area = 0;
  for (const MassShape2D& shape : shapes) {
    total_area += shape.transform.xform(shape_bounds(*shape.data)).get_area();
  }
  if (parameters.custom_center_of_mass) {
    result.center_of_mass = parameters.center_of_mass;
  } else if (total_area != 0) {
    for (const MassShape2D& shape : shapes) {
      const real_t area = shape.transform.xform(shape_bounds(*shape.data)).get_area();
      result.center_of_mass += shape.transform.get_origin() * (area * mass / total_area);
    }
    result.center_of_mass /= mass;
  }
  if (parameters.inertia > 0) {
    result.inertia = parameters.inertia;
    return result;
  }
  for (const MassShape2D& shape : shapes) {
    const real_t area = shape.transform.xform(shape_bounds(*shape.data)).get_area();
    if (area == 0) continue;
    const real_t shape_mass = area * mass / total_area;
    const Vector2 offset = shape.transform.get_origin() - result.center_of_mass;
    result.inertia += moment_of_inertia(*shape.data, shape_mass, shape.transform.get_scale()) +
                      shape_mass * offset.length_squared();
  }
  return result;
}

}  // namespace arbor::physics
