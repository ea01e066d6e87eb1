#include "arbor/scene/resources/sphere_mesh.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "scene/resources/primitive_builder.h"

namespace arbor {

void SphereMesh::set_radius(float value) {
  if (value == radius_) return;
  radius_ = value;
  _update_lightmap_size();
  request_update();
}

void SphereMesh::set_height(float value) {
  if (value == height_) return;
  height_ = value;
  _update_lightmap_size();
  request_update();
}

void SphereMesh::set_radial_segments(int value) {
  if (value == radial_segments_ || (radial_segments_ == 4 && value < 4)) return;
  radial_segments_ = std::max(value, 4);
  request_update();
}

void SphereMesh::set_rings(int value) {
  if (value < 1) throw Error("SphereMesh::set_rings: " + std::to_string(value) + " is below 1");
  if (value == rings_) return;
  rings_ = value;
  request_update();
}

void SphereMesh::set_is_hemisphere(bool value) {
  if (value == is_hemisphere_) return;
  is_hemisphere_ = value;
  _update_lightmap_size();
  request_update();
}

void SphereMesh::_update_lightmap_size() {
  if (!get_add_uv2()) return;
  const float texel = get_lightmap_texel_size();
  const float padding = get_uv2_padding();
  const float width = float(radius_ * detail::kTau);
  // With a hemisphere the height is the radius; with a whole sphere, the diameter.
  const float height = float((is_hemisphere_ ? 1.0 : 0.5) * height_ * detail::kPi);
  set_lightmap_size_hint(Vector2i(int(std::max(1.0f, (width / texel) + padding)),
                                  int(std::max(1.0f, (height / texel) + padding))));
}

// Godot's SphereMesh::create_mesh_array: rings + 2 rows of radial_segments + 1 vertices from
// the top pole down, the seam duplicated; a hemisphere flattens the lower half onto y = 0.
void SphereMesh::_create_mesh_array(MeshArrays& arrays) const {
  const float radius = radius_;
  const float height = height_;
  const int radial_segments = radial_segments_;
  const int rings = rings_;
  const bool hemisphere = is_hemisphere_;
  const float padding = get_uv2_padding() * get_lightmap_texel_size();
  const float scale = float(height / radius * (hemisphere ? 1.0 : 0.5));
  const float circumference = float(radius * detail::kTau);
  const float horizontal_length = circumference + padding;
  const float center_h = float(0.5 * circumference / horizontal_length);
  const float height_v = float(scale * detail::kPi / ((scale * detail::kPi) + padding / radius));

  detail::PrimitiveBuilder b((rings + 2) * (radial_segments + 1), (rings + 1) * radial_segments * 6,
                             get_add_uv2());
  int thisrow = 0;
  int prevrow = 0;
  for (int j = 0; j <= rings + 1; ++j) {
    float v = float(j);
    v /= float(rings + 1);
    float w;
    float y;
    if (j == rings + 1) {
      w = 0.0f;
      y = -1.0f;
    } else {
      w = float(std::sin(detail::kPi * v));
      y = float(std::cos(detail::kPi * v));
    }
    for (int i = 0; i <= radial_segments; ++i) {
      float u = float(i);
      u /= float(radial_segments);
      float x;
      float z;
      if (i == radial_segments) {
        x = 0.0f;
        z = 1.0f;
      } else {
        x = float(std::sin(u * detail::kTau));
        z = float(std::cos(u * detail::kTau));
      }
      Vector3 point;
      Vector3 normal;
      if (hemisphere && y < 0.0f) {
        point = Vector3(x * radius * w, 0, z * radius * w);
        normal = Vector3(0, -1, 0);
      } else {
        point = Vector3(x * w, y * scale, z * w) * radius;
        normal = Vector3(x * w * scale, y, z * w * scale).normalized();
      }
      const float w_h = float(w * 2.0 * center_h);
      b.add(point, normal, z, 0, -x, 1, Vector2(u, v),
            Vector2(float(center_h + ((u - 0.5) * w_h)), v * height_v));
      if (i > 0 && j > 0) {
        b.index(prevrow + i - 1, prevrow + i, thisrow + i - 1);
        b.index(prevrow + i, thisrow + i, thisrow + i - 1);
      }
    }
    prevrow = thisrow;
    thisrow = b.point_count();
  }
  b.finish(arrays);
}

void SphereMesh::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_radius", "radius"), &SphereMesh::set_radius);
  ClassDB::bind_method(D_METHOD("get_radius"), &SphereMesh::get_radius);
  ClassDB::bind_method(D_METHOD("set_height", "height"), &SphereMesh::set_height);
  ClassDB::bind_method(D_METHOD("get_height"), &SphereMesh::get_height);
  ClassDB::bind_method(D_METHOD("set_radial_segments", "radial_segments"),
                       &SphereMesh::set_radial_segments);
  ClassDB::bind_method(D_METHOD("get_radial_segments"), &SphereMesh::get_radial_segments);
  ClassDB::bind_method(D_METHOD("set_rings", "rings"), &SphereMesh::set_rings);
  ClassDB::bind_method(D_METHOD("get_rings"), &SphereMesh::get_rings);
  ClassDB::bind_method(D_METHOD("set_is_hemisphere", "is_hemisphere"),
                       &SphereMesh::set_is_hemisphere);
  ClassDB::bind_method(D_METHOD("get_is_hemisphere"), &SphereMesh::get_is_hemisphere);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "radius", PROPERTY_HINT_RANGE,
                                     "0.001,100.0,0.001,or_greater,suffix:m"),
                        "set_radius", "get_radius");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "height", PROPERTY_HINT_RANGE,
                                     "0.001,100.0,0.001,or_greater,suffix:m"),
                        "set_height", "get_height");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "radial_segments", PROPERTY_HINT_RANGE, "1,100,1,or_greater"),
      "set_radial_segments", "get_radial_segments");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "rings", PROPERTY_HINT_RANGE, "1,100,1,or_greater"), "set_rings",
      "get_rings");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "is_hemisphere"), "set_is_hemisphere",
                        "get_is_hemisphere");
}

}  // namespace arbor
