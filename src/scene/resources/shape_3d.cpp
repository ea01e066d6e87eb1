// The 3D collision shape resources: their properties, Godot's coupling rules, and their data.

#include "arbor/scene/resources/shape_3d.h"

#include <algorithm>

#include "arbor/core/object/class_db.h"
#include "arbor/scene/resources/box_shape_3d.h"
#include "arbor/scene/resources/capsule_shape_3d.h"
#include "arbor/scene/resources/concave_polygon_shape_3d.h"
#include "arbor/scene/resources/convex_polygon_shape_3d.h"
#include "arbor/scene/resources/cylinder_shape_3d.h"
#include "arbor/scene/resources/height_map_shape_3d.h"
#include "arbor/scene/resources/separation_ray_shape_3d.h"
#include "arbor/scene/resources/sphere_shape_3d.h"
#include "arbor/scene/resources/world_boundary_shape_3d.h"

namespace arbor {
namespace {

/// Sets a member and emits `changed` when the value differs.
template <class T>
void assign(Shape3D& shape, T& member, const T& value) {
  if (member == value) return;
  member = value;
  shape.emit_changed();
}

template <class Point>
std::vector<Point> points_of(const PackedArray<Point>& packed) {
  return std::vector<Point>(packed.begin(), packed.end());
}

}  // namespace

// -- Shape3D -----------------------------------------------------------------------------------

void Shape3D::set_custom_solver_bias(real_t bias) { assign(*this, custom_solver_bias_, bias); }

void Shape3D::set_margin(real_t margin) { assign(*this, margin_, margin); }

Shape3DData Shape3D::get_shape_data() const { return Shape3DData{get_geometry(), margin_}; }

void Shape3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_custom_solver_bias", "bias"),
                       &Shape3D::set_custom_solver_bias);
  ClassDB::bind_method(D_METHOD("get_custom_solver_bias"), &Shape3D::get_custom_solver_bias);
  ClassDB::bind_method(D_METHOD("set_margin", "margin"), &Shape3D::set_margin);
  ClassDB::bind_method(D_METHOD("get_margin"), &Shape3D::get_margin);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "custom_solver_bias", PROPERTY_HINT_RANGE, "0,1,0.001"),
      "set_custom_solver_bias", "get_custom_solver_bias");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "margin", PROPERTY_HINT_RANGE, "0,10,0.001"),
                        "set_margin", "get_margin");
  ClassDB::add_signal(MethodInfo("changed"));
}

// -- BoxShape3D --------------------------------------------------------------------------------

void BoxShape3D::set_size(const Vector3& size) { assign(*this, size_, size); }

Shape3DGeometry BoxShape3D::get_geometry() const { return BoxShape3DData{size_ / real_t(2)}; }

void BoxShape3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_size", "size"), &BoxShape3D::set_size);
  ClassDB::bind_method(D_METHOD("get_size"), &BoxShape3D::get_size);
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "size"), "set_size", "get_size");
}

// -- SphereShape3D -----------------------------------------------------------------------------

void SphereShape3D::set_radius(real_t radius) { assign(*this, radius_, radius); }

Shape3DGeometry SphereShape3D::get_geometry() const { return SphereShape3DData{radius_}; }

void SphereShape3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_radius", "radius"), &SphereShape3D::set_radius);
  ClassDB::bind_method(D_METHOD("get_radius"), &SphereShape3D::get_radius);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "radius"), "set_radius", "get_radius");
}

// -- CapsuleShape3D ----------------------------------------------------------------------------

void CapsuleShape3D::set_radius(real_t radius) {
  if (radius == radius_) return;
  radius_ = radius;
  if (radius_ > height_ / 2) height_ = radius_ * 2;
  emit_changed();
}

void CapsuleShape3D::set_height(real_t height) {
  if (height == height_) return;
  height_ = height;
  if (radius_ > height_ / 2) radius_ = height_ / 2;
  emit_changed();
}

Shape3DGeometry CapsuleShape3D::get_geometry() const {
  return CapsuleShape3DData{radius_, height_};
}

void CapsuleShape3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_radius", "radius"), &CapsuleShape3D::set_radius);
  ClassDB::bind_method(D_METHOD("get_radius"), &CapsuleShape3D::get_radius);
  ClassDB::bind_method(D_METHOD("set_height", "height"), &CapsuleShape3D::set_height);
  ClassDB::bind_method(D_METHOD("get_height"), &CapsuleShape3D::get_height);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "radius"), "set_radius", "get_radius");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "height"), "set_height", "get_height");
}

// -- CylinderShape3D ---------------------------------------------------------------------------

void CylinderShape3D::set_radius(real_t radius) { assign(*this, radius_, radius); }

void CylinderShape3D::set_height(real_t height) { assign(*this, height_, height); }

Shape3DGeometry CylinderShape3D::get_geometry() const {
  return CylinderShape3DData{radius_, height_};
}

void CylinderShape3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_radius", "radius"), &CylinderShape3D::set_radius);
  ClassDB::bind_method(D_METHOD("get_radius"), &CylinderShape3D::get_radius);
  ClassDB::bind_method(D_METHOD("set_height", "height"), &CylinderShape3D::set_height);
  ClassDB::bind_method(D_METHOD("get_height"), &CylinderShape3D::get_height);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "height"), "set_height", "get_height");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "radius"), "set_radius", "get_radius");
}

// -- ConvexPolygonShape3D ----------------------------------------------------------------------

void ConvexPolygonShape3D::set_points(const PackedVector3Array& points) {
  points_ = points.duplicate();
  emit_changed();
}

Shape3DGeometry ConvexPolygonShape3D::get_geometry() const {
  return ConvexPolygonShape3DData{points_of(points_)};
}

void ConvexPolygonShape3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_points", "points"), &ConvexPolygonShape3D::set_points);
  ClassDB::bind_method(D_METHOD("get_points"), &ConvexPolygonShape3D::get_points);
  ClassDB::add_property(PropertyInfo(Variant::PACKED_VECTOR3_ARRAY, "points"), "set_points",
                        "get_points");
}

// -- ConcavePolygonShape3D ---------------------------------------------------------------------

void ConcavePolygonShape3D::set_faces(const PackedVector3Array& faces) {
  faces_ = faces.duplicate();
  emit_changed();
}

void ConcavePolygonShape3D::set_backface_collision_enabled(bool enabled) {
  assign(*this, backface_collision_, enabled);
}

Shape3DGeometry ConcavePolygonShape3D::get_geometry() const {
  return ConcavePolygonShape3DData{points_of(faces_), backface_collision_};
}

void ConcavePolygonShape3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_faces", "faces"), &ConcavePolygonShape3D::set_faces);
  ClassDB::bind_method(D_METHOD("get_faces"), &ConcavePolygonShape3D::get_faces);
  ClassDB::bind_method(D_METHOD("set_backface_collision_enabled", "enabled"),
                       &ConcavePolygonShape3D::set_backface_collision_enabled);
  ClassDB::bind_method(D_METHOD("is_backface_collision_enabled"),
                       &ConcavePolygonShape3D::is_backface_collision_enabled);
  ClassDB::add_property(PropertyInfo(Variant::PACKED_VECTOR3_ARRAY, "data", PROPERTY_HINT_NONE, "",
                                     PROPERTY_USAGE_STORAGE),
                        "set_faces", "get_faces");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "backface_collision"),
                        "set_backface_collision_enabled", "is_backface_collision_enabled");
}

// -- WorldBoundaryShape3D ----------------------------------------------------------------------

void WorldBoundaryShape3D::set_plane(const Plane& plane) { assign(*this, plane_, plane); }

Shape3DGeometry WorldBoundaryShape3D::get_geometry() const {
  return WorldBoundaryShape3DData{plane_};
}

void WorldBoundaryShape3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_plane", "plane"), &WorldBoundaryShape3D::set_plane);
  ClassDB::bind_method(D_METHOD("get_plane"), &WorldBoundaryShape3D::get_plane);
  ClassDB::add_property(PropertyInfo(Variant::PLANE, "plane"), "set_plane", "get_plane");
}

// -- HeightMapShape3D --------------------------------------------------------------------------

void HeightMapShape3D::resize_data() {
  const auto wanted = int64_t(std::max(width_, 0)) * int64_t(std::max(depth_, 0));
  if (data_.size() == wanted) return;
  PackedFloat32Array resized = data_.duplicate();
  resized.resize(wanted);
  data_ = resized;
}

void HeightMapShape3D::set_map_width(int width) {
  if (width == width_) return;
  width_ = width;
  resize_data();
  emit_changed();
}

void HeightMapShape3D::set_map_depth(int depth) {
  if (depth == depth_) return;
  depth_ = depth;
  resize_data();
  emit_changed();
}

void HeightMapShape3D::set_map_data(const PackedFloat32Array& data) {
  data_ = data.duplicate();
  resize_data();
  emit_changed();
}

real_t HeightMapShape3D::get_min_height() const {
  return data_.is_empty() ? 0 : real_t(*std::min_element(data_.begin(), data_.end()));
}

real_t HeightMapShape3D::get_max_height() const {
  return data_.is_empty() ? 0 : real_t(*std::max_element(data_.begin(), data_.end()));
}

Shape3DGeometry HeightMapShape3D::get_geometry() const {
  HeightMapShape3DData map;
  map.width = width_;
  map.depth = depth_;
  map.heights.assign(data_.begin(), data_.end());
  map.min_height = get_min_height();
  map.max_height = get_max_height();
  return map;
}

void HeightMapShape3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_map_width", "width"), &HeightMapShape3D::set_map_width);
  ClassDB::bind_method(D_METHOD("get_map_width"), &HeightMapShape3D::get_map_width);
  ClassDB::bind_method(D_METHOD("set_map_depth", "height"), &HeightMapShape3D::set_map_depth);
  ClassDB::bind_method(D_METHOD("get_map_depth"), &HeightMapShape3D::get_map_depth);
  ClassDB::bind_method(D_METHOD("set_map_data", "data"), &HeightMapShape3D::set_map_data);
  ClassDB::bind_method(D_METHOD("get_map_data"), &HeightMapShape3D::get_map_data);
  ClassDB::bind_method(D_METHOD("get_min_height"), &HeightMapShape3D::get_min_height);
  ClassDB::bind_method(D_METHOD("get_max_height"), &HeightMapShape3D::get_max_height);
  ClassDB::add_property(PropertyInfo(Variant::INT, "map_width"), "set_map_width", "get_map_width");
  ClassDB::add_property(PropertyInfo(Variant::INT, "map_depth"), "set_map_depth", "get_map_depth");
  ClassDB::add_property(PropertyInfo(Variant::PACKED_FLOAT32_ARRAY, "map_data"), "set_map_data",
                        "get_map_data");
}

// -- SeparationRayShape3D ----------------------------------------------------------------------

void SeparationRayShape3D::set_length(real_t length) { assign(*this, length_, length); }

void SeparationRayShape3D::set_slide_on_slope(bool slide) { assign(*this, slide_on_slope_, slide); }

Shape3DGeometry SeparationRayShape3D::get_geometry() const {
  return SeparationRayShape3DData{length_, slide_on_slope_};
}

void SeparationRayShape3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_length", "length"), &SeparationRayShape3D::set_length);
  ClassDB::bind_method(D_METHOD("get_length"), &SeparationRayShape3D::get_length);
  ClassDB::bind_method(D_METHOD("set_slide_on_slope", "active"),
                       &SeparationRayShape3D::set_slide_on_slope);
  ClassDB::bind_method(D_METHOD("get_slide_on_slope"), &SeparationRayShape3D::get_slide_on_slope);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "length"), "set_length", "get_length");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "slide_on_slope"), "set_slide_on_slope",
                        "get_slide_on_slope");
}

}  // namespace arbor
