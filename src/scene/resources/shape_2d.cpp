// The 2D collision shape resources: their properties, Godot's coupling rules, and their data.

#include "arbor/scene/resources/shape_2d.h"

#include <algorithm>
#include <vector>

#include "arbor/core/object/class_db.h"
#include "arbor/scene/resources/capsule_shape_2d.h"
#include "arbor/scene/resources/circle_shape_2d.h"
#include "arbor/scene/resources/concave_polygon_shape_2d.h"
#include "arbor/scene/resources/convex_polygon_shape_2d.h"
#include "arbor/scene/resources/rectangle_shape_2d.h"
#include "arbor/scene/resources/segment_shape_2d.h"
#include "arbor/scene/resources/separation_ray_shape_2d.h"
#include "arbor/scene/resources/world_boundary_shape_2d.h"
#include "scene/resources/shape_assign.h"

namespace arbor {

using physics::assign_and_notify;

namespace {

std::vector<Vector2> points_of(const PackedVector2Array& packed) {
  return std::vector<Vector2>(packed.begin(), packed.end());
}

real_t cross(const Vector2& o, const Vector2& a, const Vector2& b) {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/// The convex hull of `points` (Andrew's monotone chain), each corner once.
std::vector<Vector2> convex_hull(std::vector<Vector2> points) {
  std::sort(points.begin(), points.end(), [](const Vector2& a, const Vector2& b) {
    return a.x < b.x || (a.x == b.x && a.y < b.y);
  });
  points.erase(std::unique(points.begin(), points.end()), points.end());
  if (points.size() < 3) return points;
  std::vector<Vector2> hull(points.size() * 2);
  std::size_t k = 0;
  for (const Vector2& p : points) {  // lower chain
    while (k >= 2 && cross(hull[k - 2], hull[k - 1], p) <= 0) --k;
    hull[k++] = p;
  }
  for (std::size_t i = points.size() - 1, lower = k + 1; i-- > 0;) {  // upper chain
    while (k >= lower && cross(hull[k - 2], hull[k - 1], points[i]) <= 0) --k;
    hull[k++] = points[i];
  }
  hull.resize(k - 1);  // the last point is the first again
  return hull;
}

}  // namespace

// -- Shape2D -----------------------------------------------------------------------------------

void Shape2D::set_custom_solver_bias(real_t bias) {
  assign_and_notify(*this, custom_solver_bias_, bias);
}

void Shape2D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_custom_solver_bias", "bias"),
                       &Shape2D::set_custom_solver_bias);
  ClassDB::bind_method(D_METHOD("get_custom_solver_bias"), &Shape2D::get_custom_solver_bias);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "custom_solver_bias", PROPERTY_HINT_RANGE, "0,1,0.001"),
      "set_custom_solver_bias", "get_custom_solver_bias");
  ClassDB::add_signal(MethodInfo("changed"));
}

// -- RectangleShape2D --------------------------------------------------------------------------

void RectangleShape2D::set_size(const Vector2& size) { assign_and_notify(*this, size_, size); }

Shape2DGeometry RectangleShape2D::get_geometry() const {
  return RectangleShape2DData{size_ / real_t(2)};
}

void RectangleShape2D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_size", "size"), &RectangleShape2D::set_size);
  ClassDB::bind_method(D_METHOD("get_size"), &RectangleShape2D::get_size);
  ClassDB::add_property(PropertyInfo(Variant::VECTOR2, "size"), "set_size", "get_size");
}

// -- CircleShape2D -----------------------------------------------------------------------------

void CircleShape2D::set_radius(real_t radius) { assign_and_notify(*this, radius_, radius); }

Shape2DGeometry CircleShape2D::get_geometry() const { return CircleShape2DData{radius_}; }

void CircleShape2D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_radius", "radius"), &CircleShape2D::set_radius);
  ClassDB::bind_method(D_METHOD("get_radius"), &CircleShape2D::get_radius);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "radius"), "set_radius", "get_radius");
}

// -- CapsuleShape2D ----------------------------------------------------------------------------

void CapsuleShape2D::set_radius(real_t radius) {
  if (radius == radius_) return;
  radius_ = radius;
  if (radius_ > height_ / 2) height_ = radius_ * 2;
  emit_changed();
}

void CapsuleShape2D::set_height(real_t height) {
  if (height == height_) return;
  height_ = height;
  if (radius_ > height_ / 2) radius_ = height_ / 2;
  emit_changed();
}

Shape2DGeometry CapsuleShape2D::get_geometry() const {
  return CapsuleShape2DData{radius_, height_};
}

void CapsuleShape2D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_radius", "radius"), &CapsuleShape2D::set_radius);
  ClassDB::bind_method(D_METHOD("get_radius"), &CapsuleShape2D::get_radius);
  ClassDB::bind_method(D_METHOD("set_height", "height"), &CapsuleShape2D::set_height);
  ClassDB::bind_method(D_METHOD("get_height"), &CapsuleShape2D::get_height);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "radius"), "set_radius", "get_radius");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "height"), "set_height", "get_height");
}

// -- SegmentShape2D ----------------------------------------------------------------------------

void SegmentShape2D::set_a(const Vector2& a) { assign_and_notify(*this, a_, a); }

void SegmentShape2D::set_b(const Vector2& b) { assign_and_notify(*this, b_, b); }

Shape2DGeometry SegmentShape2D::get_geometry() const { return SegmentShape2DData{a_, b_}; }

void SegmentShape2D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_a", "a"), &SegmentShape2D::set_a);
  ClassDB::bind_method(D_METHOD("get_a"), &SegmentShape2D::get_a);
  ClassDB::bind_method(D_METHOD("set_b", "b"), &SegmentShape2D::set_b);
  ClassDB::bind_method(D_METHOD("get_b"), &SegmentShape2D::get_b);
  ClassDB::add_property(PropertyInfo(Variant::VECTOR2, "a"), "set_a", "get_a");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR2, "b"), "set_b", "get_b");
}

// -- SeparationRayShape2D ----------------------------------------------------------------------

void SeparationRayShape2D::set_length(real_t length) { assign_and_notify(*this, length_, length); }

void SeparationRayShape2D::set_slide_on_slope(bool slide) {
  assign_and_notify(*this, slide_on_slope_, slide);
}

Shape2DGeometry SeparationRayShape2D::get_geometry() const {
  return SeparationRayShape2DData{length_, slide_on_slope_};
}

void SeparationRayShape2D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_length", "length"), &SeparationRayShape2D::set_length);
  ClassDB::bind_method(D_METHOD("get_length"), &SeparationRayShape2D::get_length);
  ClassDB::bind_method(D_METHOD("set_slide_on_slope", "active"),
                       &SeparationRayShape2D::set_slide_on_slope);
  ClassDB::bind_method(D_METHOD("get_slide_on_slope"), &SeparationRayShape2D::get_slide_on_slope);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "length"), "set_length", "get_length");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "slide_on_slope"), "set_slide_on_slope",
                        "get_slide_on_slope");
}

// -- WorldBoundaryShape2D ----------------------------------------------------------------------

void WorldBoundaryShape2D::set_normal(const Vector2& normal) {
  assign_and_notify(*this, normal_, normal);
}

void WorldBoundaryShape2D::set_distance(real_t distance) {
  assign_and_notify(*this, distance_, distance);
}

Shape2DGeometry WorldBoundaryShape2D::get_geometry() const {
  return WorldBoundaryShape2DData{normal_, distance_};
}

void WorldBoundaryShape2D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_normal", "normal"), &WorldBoundaryShape2D::set_normal);
  ClassDB::bind_method(D_METHOD("get_normal"), &WorldBoundaryShape2D::get_normal);
  ClassDB::bind_method(D_METHOD("set_distance", "distance"), &WorldBoundaryShape2D::set_distance);
  ClassDB::bind_method(D_METHOD("get_distance"), &WorldBoundaryShape2D::get_distance);
  ClassDB::add_property(PropertyInfo(Variant::VECTOR2, "normal"), "set_normal", "get_normal");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "distance"), "set_distance", "get_distance");
}

// -- ConvexPolygonShape2D ----------------------------------------------------------------------

void ConvexPolygonShape2D::set_points(const PackedVector2Array& points) {
  points_ = points.duplicate();
  emit_changed();
}

void ConvexPolygonShape2D::set_point_cloud(const PackedVector2Array& point_cloud) {
  PackedVector2Array hull;
  for (const Vector2& p : convex_hull(points_of(point_cloud))) hull.push_back(p);
  points_ = hull;
  emit_changed();
}

Shape2DGeometry ConvexPolygonShape2D::get_geometry() const {
  return ConvexPolygonShape2DData{points_of(points_)};
}

void ConvexPolygonShape2D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_points", "points"), &ConvexPolygonShape2D::set_points);
  ClassDB::bind_method(D_METHOD("get_points"), &ConvexPolygonShape2D::get_points);
  ClassDB::bind_method(D_METHOD("set_point_cloud", "point_cloud"),
                       &ConvexPolygonShape2D::set_point_cloud);
  ClassDB::add_property(PropertyInfo(Variant::PACKED_VECTOR2_ARRAY, "points"), "set_points",
                        "get_points");
}

// -- ConcavePolygonShape2D ---------------------------------------------------------------------

void ConcavePolygonShape2D::set_segments(const PackedVector2Array& segments) {
  segments_ = segments.duplicate();
  emit_changed();
}

Shape2DGeometry ConcavePolygonShape2D::get_geometry() const {
  return ConcavePolygonShape2DData{points_of(segments_)};
}

void ConcavePolygonShape2D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_segments", "segments"), &ConcavePolygonShape2D::set_segments);
  ClassDB::bind_method(D_METHOD("get_segments"), &ConcavePolygonShape2D::get_segments);
  ClassDB::add_property(PropertyInfo(Variant::PACKED_VECTOR2_ARRAY, "segments"), "set_segments",
                        "get_segments");
}

}  // namespace arbor
