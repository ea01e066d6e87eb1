#include "arbor/scene/resources/capsule_mesh.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "scene/resources/primitive_builder.h"

namespace arbor {

void CapsuleMesh::set_radius(float value) {
  if (value == radius_) return;
  radius_ = value;
  if (radius_ > height_ * 0.5f) height_ = radius_ * 2.0f;
  _update_lightmap_size();
  request_update();
}

void CapsuleMesh::set_height(float value) {
  if (value == height_) return;
  height_ = value;
  if (radius_ > height_ * 0.5f) radius_ = height_ * 0.5f;
  _update_lightmap_size();
  request_update();
}

void CapsuleMesh::set_radial_segments(int value) {
  if (value == radial_segments_) return;
  radial_segments_ = std::max(value, 4);
  request_update();
}

void CapsuleMesh::set_rings(int value) {
  if (value < 0) throw Error("CapsuleMesh::set_rings: " + std::to_string(value) + " is below 0");
  if (value == rings_) return;
  rings_ = value;
  request_update();
}

void CapsuleMesh::_update_lightmap_size() {
  if (!get_add_uv2()) return;
  const float texel = get_lightmap_texel_size();
  const float padding = get_uv2_padding();
  const float radial_length = float(radius_ * detail::kPi * 0.5);
  const float vertical_length = float(radial_length * 2 + (height_ - 2.0 * radius_));
  set_lightmap_size_hint(Vector2i(int(std::max(1.0, 4.0 * radial_length / texel) + padding),
                                  int(std::max(1.0f, vertical_length / texel) + padding)));
}

// Godot's CapsuleMesh::create_mesh_array: the top hemisphere, the cylinder, the bottom
// hemisphere, each a grid of rings × (radial_segments + 1), the seam duplicated.
void CapsuleMesh::_create_mesh_array(MeshArrays& arrays) const {
  const float radius = radius_;
  const float height = height_;
  const int radial_segments = radial_segments_;
  const int rings = rings_;
  const float padding = get_uv2_padding() * get_lightmap_texel_size();
  const float onethird = float(1.0 / 3.0);
  const float twothirds = float(2.0 / 3.0);
  const float radial_width = float(2.0 * radius * detail::kPi);
  const float radial_h = radial_width / (radial_width + padding);
  const float radial_length = float(radius * detail::kPi * 0.5);
  const float vertical_length = float(radial_length * 2 + (height - 2.0 * radius) + padding);
  const float radial_v = radial_length / vertical_length;
  const float height_v = float((height - 2.0 * radius) / vertical_length);

  const int points = (rings + 2) * (radial_segments + 1) * 2;
  detail::PrimitiveBuilder b(points, (rings + 1) * radial_segments * 12, get_add_uv2());
  // The ring position `u` of segment i, on the unit circle (the last equals the first).
  const auto around = [radial_segments](int i, float& u, float& x, float& z) {
    u = float(i);
    u /= float(radial_segments);
    if (i == radial_segments) {
      x = 0.0f;
      z = 1.0f;
    } else {
      x = float(-std::sin(u * detail::kTau));
      z = float(std::cos(u * detail::kTau));
    }
  };
  const auto quad = [&b](int prevrow, int thisrow, int i) {
    b.index(prevrow + i - 1, prevrow + i, thisrow + i - 1);
    b.index(prevrow + i, thisrow + i, thisrow + i - 1);
  };

  // Top hemisphere.
  int thisrow = 0;
  int prevrow = 0;
  for (int j = 0; j <= rings + 1; ++j) {
    float v = float(j);
    v /= float(rings + 1);
    float w;
    float y;
    if (j == rings + 1) {
      w = 1.0f;
      y = 0.0f;
    } else {
      w = float(std::sin(0.5 * detail::kPi * v));
      y = float(std::cos(0.5 * detail::kPi * v));
    }
    for (int i = 0; i <= radial_segments; ++i) {
      float u, x, z;
      around(i, u, x, z);
      const Vector3 p(x * w, y, -z * w);
      b.add(p * radius + Vector3(0, real_t(0.5 * height - radius), 0), p, -z, 0, -x, 1,
            Vector2(u, v * onethird), Vector2(u * radial_h, v * radial_v));
      if (i > 0 && j > 0) quad(prevrow, thisrow, i);
    }
    prevrow = thisrow;
    thisrow = b.point_count();
  }

  // Cylinder.
  thisrow = b.point_count();
  prevrow = 0;
  for (int j = 0; j <= rings + 1; ++j) {
    float v = float(j);
    v /= float(rings + 1);
    float y = float((height - 2.0 * radius) * v);
    y = float((0.5 * height - radius) - y);
    for (int i = 0; i <= radial_segments; ++i) {
      float u, x, z;
      around(i, u, x, z);
      b.add(Vector3(x * radius, y, -z * radius), Vector3(x, 0, -z), -z, 0, -x, 1,
            Vector2(u, onethird + (v * onethird)),
            Vector2(u * radial_h, radial_v + (v * height_v)));
      if (i > 0 && j > 0) quad(prevrow, thisrow, i);
    }
    prevrow = thisrow;
    thisrow = b.point_count();
  }

  // Bottom hemisphere.
  thisrow = b.point_count();
  prevrow = 0;
  for (int j = 0; j <= rings + 1; ++j) {
    float v = float(j);
    v /= float(rings + 1);
    float w;
    float y;
    if (j == rings + 1) {
      w = 0.0f;
      y = -1.0f;
    } else {
      w = float(std::cos(0.5 * detail::kPi * v));
      y = float(-std::sin(0.5 * detail::kPi * v));
    }
    for (int i = 0; i <= radial_segments; ++i) {
      float u, x, z;
      around(i, u, x, z);
      const Vector3 p(x * w, y, -z * w);
      b.add(p * radius + Vector3(0, real_t(-0.5 * height + radius), 0), p, -z, 0, -x, 1,
            Vector2(u, twothirds + v * onethird),
            Vector2(u * radial_h, radial_v + height_v + v * radial_v));
      if (i > 0 && j > 0) quad(prevrow, thisrow, i);
    }
    prevrow = thisrow;
    thisrow = b.point_count();
  }
  b.finish(arrays);
}

void CapsuleMesh::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_radius", "radius"), &CapsuleMesh::set_radius);
  ClassDB::bind_method(D_METHOD("get_radius"), &CapsuleMesh::get_radius);
  ClassDB::bind_method(D_METHOD("set_height", "height"), &CapsuleMesh::set_height);
  ClassDB::bind_method(D_METHOD("get_height"), &CapsuleMesh::get_height);
  ClassDB::bind_method(D_METHOD("set_radial_segments", "segments"),
                       &CapsuleMesh::set_radial_segments);
  ClassDB::bind_method(D_METHOD("get_radial_segments"), &CapsuleMesh::get_radial_segments);
  ClassDB::bind_method(D_METHOD("set_rings", "rings"), &CapsuleMesh::set_rings);
  ClassDB::bind_method(D_METHOD("get_rings"), &CapsuleMesh::get_rings);
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
      PropertyInfo(Variant::INT, "rings", PROPERTY_HINT_RANGE, "0,100,1,or_greater"), "set_rings",
      "get_rings");
}

}  // namespace arbor
