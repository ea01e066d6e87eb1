#include "arbor/scene/resources/plane_mesh.h"

#include <algorithm>

#include "arbor/core/object/class_db.h"
#include "scene/resources/primitive_builder.h"

namespace arbor {

void PlaneMesh::set_size(const Vector2& size) { set_parameter(size_, size, true); }

void PlaneMesh::set_subdivide_width(int divisions) {
  set_parameter(subdivide_width_, std::max(divisions, 0));
}

void PlaneMesh::set_subdivide_depth(int divisions) {
  set_parameter(subdivide_depth_, std::max(divisions, 0));
}

void PlaneMesh::set_center_offset(const Vector3& offset) { set_parameter(center_offset_, offset); }

void PlaneMesh::set_orientation(Orientation orientation) {
  set_parameter(orientation_, orientation);
}

void PlaneMesh::_update_lightmap_size() {
  if (!get_add_uv2()) return;
  const float texel = get_lightmap_texel_size();
  const float padding = get_uv2_padding();
  set_lightmap_size_hint(Vector2i(int(std::max(1.0f, float(size_.x / texel) + padding)),
                                  int(std::max(1.0f, float(size_.y / texel) + padding))));
}

// Godot's PlaneMesh::_create_mesh_array: rows of (subdivide_width + 2) vertices from one edge
// to the other; UVs run 1 - u, 1 - v so the plane reads like a QuadMesh. UV2 (with add_uv2)
// is PrimitiveMesh's fallback.
void PlaneMesh::_create_mesh_array(MeshArrays& arrays) const {
  const int sw = subdivide_width_;
  const int sd = subdivide_depth_;
  const Vector2 start = size_ * real_t(-0.5);
  Vector3 normal(0, 1, 0);
  if (orientation_ == FACE_X) normal = Vector3(1, 0, 0);
  if (orientation_ == FACE_Z) normal = Vector3(0, 0, 1);
  detail::PrimitiveBuilder b((sd + 2) * (sw + 2), (sd + 1) * (sw + 1) * 6, false);
  float z = start.y;
  int thisrow = 0;
  int prevrow = 0;
  for (int j = 0; j <= sd + 1; ++j) {
    float x = start.x;
    for (int i = 0; i <= sw + 1; ++i) {
      float u = float(i);
      float v = float(j);
      u = float(u / (sw + 1.0));
      v = float(v / (sd + 1.0));
      Vector3 point;
      if (orientation_ == FACE_X) {
        point = Vector3(0, z, x) + center_offset_;
      } else if (orientation_ == FACE_Y) {
        point = Vector3(-x, 0, -z) + center_offset_;
      } else {
        point = Vector3(-x, z, 0) + center_offset_;
      }
      if (orientation_ == FACE_X) {
        b.add(point, normal, 0, 0, -1, 1, Vector2(1.0f - u, 1.0f - v));
      } else {
        b.add(point, normal, 1, 0, 0, 1, Vector2(1.0f - u, 1.0f - v));
      }
      if (i > 0 && j > 0) {
        b.index(prevrow + i - 1, prevrow + i, thisrow + i - 1);
        b.index(prevrow + i, thisrow + i, thisrow + i - 1);
      }
      x = float(x + size_.x / (sw + 1.0));
    }
    z = float(z + size_.y / (sd + 1.0));
    prevrow = thisrow;
    thisrow = b.point_count();
  }
  b.finish(arrays);
}

void PlaneMesh::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_size", "size"), &PlaneMesh::set_size);
  ClassDB::bind_method(D_METHOD("get_size"), &PlaneMesh::get_size);
  ClassDB::bind_method(D_METHOD("set_subdivide_width", "subdivide"),
                       &PlaneMesh::set_subdivide_width);
  ClassDB::bind_method(D_METHOD("get_subdivide_width"), &PlaneMesh::get_subdivide_width);
  ClassDB::bind_method(D_METHOD("set_subdivide_depth", "subdivide"),
                       &PlaneMesh::set_subdivide_depth);
  ClassDB::bind_method(D_METHOD("get_subdivide_depth"), &PlaneMesh::get_subdivide_depth);
  ClassDB::bind_method(D_METHOD("set_center_offset", "offset"), &PlaneMesh::set_center_offset);
  ClassDB::bind_method(D_METHOD("get_center_offset"), &PlaneMesh::get_center_offset);
  ClassDB::bind_method(D_METHOD("set_orientation", "orientation"), &PlaneMesh::set_orientation);
  ClassDB::bind_method(D_METHOD("get_orientation"), &PlaneMesh::get_orientation);
  ClassDB::add_property(PropertyInfo(Variant::VECTOR2, "size", PROPERTY_HINT_NONE, "suffix:m"),
                        "set_size", "get_size");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "subdivide_width", PROPERTY_HINT_RANGE, "0,100,1,or_greater"),
      "set_subdivide_width", "get_subdivide_width");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "subdivide_depth", PROPERTY_HINT_RANGE, "0,100,1,or_greater"),
      "set_subdivide_depth", "get_subdivide_depth");
  ClassDB::add_property(
      PropertyInfo(Variant::VECTOR3, "center_offset", PROPERTY_HINT_NONE, "suffix:m"),
      "set_center_offset", "get_center_offset");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "orientation", PROPERTY_HINT_ENUM, "Face X,Face Y,Face Z"),
      "set_orientation", "get_orientation");
}

}  // namespace arbor
