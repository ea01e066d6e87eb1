#include "arbor/scene/resources/cylinder_mesh.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "scene/resources/primitive_builder.h"

namespace arbor {

void CylinderMesh::set_top_radius(float value) {
  if (value == top_radius_) return;
  top_radius_ = value;
  _update_lightmap_size();
  request_update();
}

void CylinderMesh::set_bottom_radius(float value) {
  if (value == bottom_radius_) return;
  bottom_radius_ = value;
  _update_lightmap_size();
  request_update();
}

void CylinderMesh::set_height(float value) {
  if (value == height_) return;
  height_ = value;
  _update_lightmap_size();
  request_update();
}

void CylinderMesh::set_radial_segments(int value) {
  if (value == radial_segments_) return;
  radial_segments_ = std::max(value, 4);
  request_update();
}

void CylinderMesh::set_rings(int value) {
  if (value < 0) throw Error("CylinderMesh::set_rings: " + std::to_string(value) + " is below 0");
  if (value == rings_) return;
  rings_ = value;
  request_update();
}

void CylinderMesh::set_cap_top(bool value) {
  if (value == cap_top_) return;
  cap_top_ = value;
  request_update();
}

void CylinderMesh::set_cap_bottom(bool value) {
  if (value == cap_bottom_) return;
  cap_bottom_ = value;
  request_update();
}

void CylinderMesh::_update_lightmap_size() {
  if (!get_add_uv2()) return;
  const float texel = get_lightmap_texel_size();
  const float padding = get_uv2_padding();
  const float top_circumference = float(top_radius_ * detail::kPi * 2.0);
  const float bottom_circumference = float(bottom_radius_ * detail::kPi * 2.0);
  float width = std::max(top_circumference, bottom_circumference) / texel + padding;
  width =
      float(std::max(double(width), (((top_radius_ + bottom_radius_) / texel) + padding) * 2.0));
  const float height =
      float(((height_ + (std::max(top_radius_, bottom_radius_) * 2.0)) / texel) + (2.0 * padding));
  set_lightmap_size_hint(Vector2i(int(std::max(1.0f, width)), int(std::max(1.0f, height))));
}

// Godot's CylinderMesh::create_mesh_array: the side as rings + 2 rows of radial_segments + 1
// vertices from top to bottom, then the top cap's fan and the bottom cap's.
void CylinderMesh::_create_mesh_array(MeshArrays& arrays) const {
  const float top_radius = top_radius_;
  const float bottom_radius = bottom_radius_;
  const float height = height_;
  const int radial_segments = radial_segments_;
  const int rings = rings_;
  const float padding = get_uv2_padding() * get_lightmap_texel_size();

  const float top_circumference = float(top_radius * detail::kPi * 2.0);
  const float bottom_circumference = float(bottom_radius * detail::kPi * 2.0);
  const float vertical_length =
      float(height + std::max(2.0 * top_radius, 2.0 * bottom_radius) + (2.0 * padding));
  const float height_v = height / vertical_length;
  const float padding_v = padding / vertical_length;
  const float horizontal_length = float(std::max(
      std::max(2.0 * (top_radius + bottom_radius + padding), double(top_circumference + padding)),
      double(bottom_circumference + padding)));
  const float center_h = float(0.5 * (horizontal_length - padding) / horizontal_length);
  float top_h = top_circumference / horizontal_length;
  float bottom_h = bottom_circumference / horizontal_length;
  const float padding_h = padding / horizontal_length;

  detail::PrimitiveBuilder b((rings + 2) * (radial_segments + 1) + 4 + 2 * radial_segments,
                             (rings + 1) * radial_segments * 6 + 6 * radial_segments,
                             get_add_uv2());
  const auto around = [radial_segments](int i, float& r, float& x, float& z) {
    r = float(i);
    r /= float(radial_segments);
    if (i == radial_segments) {
      x = 0.0f;
      z = 1.0f;
    } else {
      x = float(std::sin(r * detail::kTau));
      z = float(std::cos(r * detail::kTau));
    }
  };

  int thisrow = 0;
  int prevrow = 0;
  const real_t side_normal_y = (bottom_radius - top_radius) / height;
  for (int j = 0; j <= rings + 1; ++j) {
    float v = float(j);
    v /= float(rings + 1);
    const float radius = top_radius + ((bottom_radius - top_radius) * v);
    const float radius_h = top_h + ((bottom_h - top_h) * v);
    float y = height * v;
    y = float((height * 0.5) - y);
    for (int i = 0; i <= radial_segments; ++i) {
      float u, x, z;
      around(i, u, x, z);
      b.add(Vector3(x * radius, y, z * radius), Vector3(x, side_normal_y, z).normalized(), z, 0, -x,
            1, Vector2(u, float(v * 0.5)),
            Vector2(float(center_h + (u - 0.5) * radius_h), v * height_v));
      if (i > 0 && j > 0) {
        b.index(prevrow + i - 1, prevrow + i, thisrow + i - 1);
        b.index(prevrow + i, thisrow + i, thisrow + i - 1);
      }
    }
    prevrow = thisrow;
    thisrow = b.point_count();
  }

  // The caps' UV2 islands.
  top_h = top_radius / horizontal_length;
  const float top_v = top_radius / vertical_length;
  bottom_h = bottom_radius / horizontal_length;
  const float bottom_v = bottom_radius / vertical_length;
  const float caps_v = height_v + padding_v + std::max(top_v, bottom_v);

  if (cap_top_ && top_radius > 0.0f) {
    const float y = float(height * 0.5);
    thisrow = b.point_count();
    b.add(Vector3(0, y, 0), Vector3(0, 1, 0), 1, 0, 0, 1, Vector2(0.25f, 0.75f),
          Vector2(top_h, caps_v));
    for (int i = 0; i <= radial_segments; ++i) {
      float r, x, z;
      around(i, r, x, z);
      const float u = float((x + 1.0) * 0.25);
      const float v = float(0.5 + ((z + 1.0) * 0.25));
      b.add(Vector3(x * top_radius, y, z * top_radius), Vector3(0, 1, 0), 1, 0, 0, 1, Vector2(u, v),
            Vector2(top_h + (x * top_h), caps_v + (z * top_v)));
      if (i > 0) b.index(thisrow, b.point_count() - 1, b.point_count() - 2);
    }
  }

  if (cap_bottom_ && bottom_radius > 0.0f) {
    const float y = float(height * -0.5);
    thisrow = b.point_count();
    b.add(Vector3(0, y, 0), Vector3(0, -1, 0), 1, 0, 0, 1, Vector2(0.75f, 0.75f),
          Vector2(top_h + top_h + padding_h + bottom_h, caps_v));
    for (int i = 0; i <= radial_segments; ++i) {
      float r, x, z;
      around(i, r, x, z);
      const float u = float(0.5 + ((x + 1.0) * 0.25));
      const float v = float(1.0 - ((z + 1.0) * 0.25));
      b.add(
          Vector3(x * bottom_radius, y, z * bottom_radius), Vector3(0, -1, 0), 1, 0, 0, 1,
          Vector2(u, v),
          Vector2(top_h + top_h + padding_h + bottom_h + (x * bottom_h), caps_v - (z * bottom_v)));
      if (i > 0) b.index(thisrow, b.point_count() - 2, b.point_count() - 1);
    }
  }
  b.finish(arrays);
}

void CylinderMesh::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_top_radius", "radius"), &CylinderMesh::set_top_radius);
  ClassDB::bind_method(D_METHOD("get_top_radius"), &CylinderMesh::get_top_radius);
  ClassDB::bind_method(D_METHOD("set_bottom_radius", "radius"), &CylinderMesh::set_bottom_radius);
  ClassDB::bind_method(D_METHOD("get_bottom_radius"), &CylinderMesh::get_bottom_radius);
  ClassDB::bind_method(D_METHOD("set_height", "height"), &CylinderMesh::set_height);
  ClassDB::bind_method(D_METHOD("get_height"), &CylinderMesh::get_height);
  ClassDB::bind_method(D_METHOD("set_radial_segments", "segments"),
                       &CylinderMesh::set_radial_segments);
  ClassDB::bind_method(D_METHOD("get_radial_segments"), &CylinderMesh::get_radial_segments);
  ClassDB::bind_method(D_METHOD("set_rings", "rings"), &CylinderMesh::set_rings);
  ClassDB::bind_method(D_METHOD("get_rings"), &CylinderMesh::get_rings);
  ClassDB::bind_method(D_METHOD("set_cap_top", "cap_top"), &CylinderMesh::set_cap_top);
  ClassDB::bind_method(D_METHOD("is_cap_top"), &CylinderMesh::is_cap_top);
  ClassDB::bind_method(D_METHOD("set_cap_bottom", "cap_bottom"), &CylinderMesh::set_cap_bottom);
  ClassDB::bind_method(D_METHOD("is_cap_bottom"), &CylinderMesh::is_cap_bottom);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "top_radius", PROPERTY_HINT_RANGE,
                                     "0,100,0.001,or_greater,suffix:m"),
                        "set_top_radius", "get_top_radius");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "bottom_radius", PROPERTY_HINT_RANGE,
                                     "0,100,0.001,or_greater,suffix:m"),
                        "set_bottom_radius", "get_bottom_radius");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "height", PROPERTY_HINT_RANGE,
                                     "0.001,100,0.001,or_greater,suffix:m"),
                        "set_height", "get_height");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "radial_segments", PROPERTY_HINT_RANGE, "1,100,1,or_greater"),
      "set_radial_segments", "get_radial_segments");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "rings", PROPERTY_HINT_RANGE, "0,100,1,or_greater"), "set_rings",
      "get_rings");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "cap_top"), "set_cap_top", "is_cap_top");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "cap_bottom"), "set_cap_bottom",
                        "is_cap_bottom");
}

}  // namespace arbor
