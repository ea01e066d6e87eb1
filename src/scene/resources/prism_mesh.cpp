#include "arbor/scene/resources/prism_mesh.h"

#include <algorithm>

#include "arbor/core/object/class_db.h"
#include "scene/resources/primitive_builder.h"

namespace arbor {

void PrismMesh::set_left_to_right(float value) {
  if (value == left_to_right_) return;
  left_to_right_ = value;
  request_update();
}

void PrismMesh::set_size(const Vector3& value) {
  if (value == size_) return;
  size_ = value;
  _update_lightmap_size();
  request_update();
}

void PrismMesh::set_subdivide_width(int value) {
  if (std::max(value, 0) == subdivide_width_) return;
  subdivide_width_ = std::max(value, 0);
  request_update();
}

void PrismMesh::set_subdivide_height(int value) {
  if (std::max(value, 0) == subdivide_height_) return;
  subdivide_height_ = std::max(value, 0);
  request_update();
}

void PrismMesh::set_subdivide_depth(int value) {
  if (std::max(value, 0) == subdivide_depth_) return;
  subdivide_depth_ = std::max(value, 0);
  request_update();
}

void PrismMesh::_update_lightmap_size() {
  if (!get_add_uv2()) return;
  const float texel = get_lightmap_texel_size();
  const float padding = get_uv2_padding();
  const float width = (size_.x + size_.z) / texel;
  const float length = (size_.y + size_.y + size_.z) / texel;
  set_lightmap_size_hint(Vector2i(int(std::max(1.0f, width) + 2.0 * padding),
                                  int(std::max(1.0f, length) + 3.0 * padding)));
}

// Godot's PrismMesh::_create_mesh_array: front and back triangles (each row narrower towards
// the apex), the two slopes, then the bottom.
void PrismMesh::_create_mesh_array(MeshArrays& arrays) const {
  const int sw = subdivide_width_;
  const int sh = subdivide_height_;
  const int sd = subdivide_depth_;
  const Vector3 size = size_;
  const float ltr = left_to_right_;
  const float onethird = float(1.0 / 3.0);
  const float twothirds = float(2.0 / 3.0);
  const float padding = get_uv2_padding() * get_lightmap_texel_size();
  const float horizontal_total = float(size.x + size.z + 2.0 * padding);
  const float width_h = size.x / horizontal_total;
  const float depth_h = size.z / horizontal_total;
  const float padding_h = padding / horizontal_total;
  const float vertical_total = float((size.y + size.y + size.z) + (3.0 * padding));
  const float height_v = size.y / vertical_total;
  const float depth_v = size.z / vertical_total;
  const float padding_v = padding / vertical_total;
  const Vector3 start = size * real_t(-0.5);

  const int points = (sh + 2) * (sw + 2) * 2 + (sh + 2) * (sd + 2) * 2 + (sd + 2) * (sw + 2);
  const int indices =
      (sh + 1) * (sw + 1) * 12 + (sw + 1) * 6 + (sh + 1) * (sd + 1) * 12 + (sd + 1) * (sw + 1) * 6;
  detail::PrimitiveBuilder b(points, indices, get_add_uv2());

  // Front and back.
  float y = start.y;
  int thisrow = 0;
  int prevrow = 0;
  for (int j = 0; j <= sh + 1; ++j) {
    const float scale = float(j / (sh + 1.0));
    const float scaled_size_x = size.x * scale;
    const float start_x = float(start.x + (1.0 - scale) * size.x * ltr);
    const float offset_front = float((1.0 - scale) * onethird * ltr);
    const float offset_back = float((1.0 - scale) * onethird * (1.0 - ltr));
    float v = float(j);
    const float v2 = scale;
    v = float(v / (2.0 * (sh + 1.0)));
    float x = 0.0f;
    for (int i = 0; i <= sw + 1; ++i) {
      float u = float(i);
      const float u2 = float(i / (sw + 1.0));
      u = float(u / (3.0 * (sw + 1.0)));
      u *= scale;
      b.add(Vector3(start_x + x, -y, -start.z), Vector3(0, 0, 1), 1, 0, 0, 1,
            Vector2(offset_front + u, v), Vector2(u2 * scale * width_h, v2 * height_v));
      b.add(Vector3(start_x + scaled_size_x - x, -y, start.z), Vector3(0, 0, -1), -1, 0, 0, 1,
            Vector2(twothirds + offset_back + u, v),
            Vector2(u2 * scale * width_h, height_v + padding_v + v2 * height_v));
      const int i2 = i * 2;
      if (i > 0 && j == 1) {
        b.index(prevrow + i2, thisrow + i2, thisrow + i2 - 2);
        b.index(prevrow + i2 + 1, thisrow + i2 + 1, thisrow + i2 - 1);
      } else if (i > 0 && j > 0) {
        b.index(prevrow + i2 - 2, prevrow + i2, thisrow + i2 - 2);
        b.index(prevrow + i2, thisrow + i2, thisrow + i2 - 2);
        b.index(prevrow + i2 - 1, prevrow + i2 + 1, thisrow + i2 - 1);
        b.index(prevrow + i2 + 1, thisrow + i2 + 1, thisrow + i2 - 1);
      }
      x = float(x + scale * size.x / (sw + 1.0));
    }
    y = float(y + size.y / (sh + 1.0));
    prevrow = thisrow;
    thisrow = b.point_count();
  }

  // The slopes.
  const Vector3 normal_left = Vector3(-size.y, size.x * ltr, 0).normalized();
  const Vector3 normal_right = Vector3(size.y, size.x * (1.0f - ltr), 0).normalized();
  y = start.y;
  thisrow = b.point_count();
  prevrow = 0;
  for (int j = 0; j <= sh + 1; ++j) {
    const float scale = float(j / (sh + 1.0));
    const float left = float(start.x + (size.x * (1.0 - scale) * ltr));
    const float right = left + (size.x * scale);
    float v = float(j);
    const float v2 = scale;
    v = float(v / (2.0 * (sh + 1.0)));
    float z = start.z;
    for (int i = 0; i <= sd + 1; ++i) {
      float u = float(i);
      const float u2 = float(u / (sd + 1.0));
      u = float(u / (3.0 * (sd + 1.0)));
      b.add(Vector3(right, -y, -z), normal_right, 0, 0, -1, 1, Vector2(onethird + u, v),
            Vector2(width_h + padding_h + u2 * depth_h, v2 * height_v));
      b.add(Vector3(left, -y, z), normal_left, 0, 0, 1, 1, Vector2(u, 0.5f + v),
            Vector2(width_h + padding_h + u2 * depth_h, height_v + padding_v + v2 * height_v));
      if (i > 0 && j > 0) {
        const int i2 = i * 2;
        b.index(prevrow + i2 - 2, prevrow + i2, thisrow + i2 - 2);
        b.index(prevrow + i2, thisrow + i2, thisrow + i2 - 2);
        b.index(prevrow + i2 - 1, prevrow + i2 + 1, thisrow + i2 - 1);
        b.index(prevrow + i2 + 1, thisrow + i2 + 1, thisrow + i2 - 1);
      }
      z = float(z + size.z / (sd + 1.0));
    }
    y = float(y + size.y / (sh + 1.0));
    prevrow = thisrow;
    thisrow = b.point_count();
  }

  // Bottom.
  float z = start.z;
  thisrow = b.point_count();
  prevrow = 0;
  for (int j = 0; j <= sd + 1; ++j) {
    float v = float(j);
    const float v2 = float(v / (sd + 1.0));
    v = float(v / (2.0 * (sd + 1.0)));
    float x = start.x;
    for (int i = 0; i <= sw + 1; ++i) {
      float u = float(i);
      const float u2 = float(u / (sw + 1.0));
      u = float(u / (3.0 * (sw + 1.0)));
      b.add(Vector3(x, start.y, -z), Vector3(0, -1, 0), 1, 0, 0, 1,
            Vector2(twothirds + u, 0.5f + v),
            Vector2(u2 * width_h, float(2.0 * (height_v + padding_v) + v2 * depth_v)));
      if (i > 0 && j > 0) {
        b.index(prevrow + i - 1, prevrow + i, thisrow + i - 1);
        b.index(prevrow + i, thisrow + i, thisrow + i - 1);
      }
      x = float(x + size.x / (sw + 1.0));
    }
    z = float(z + size.z / (sd + 1.0));
    prevrow = thisrow;
    thisrow = b.point_count();
  }
  b.finish(arrays);
}

void PrismMesh::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_left_to_right", "left_to_right"),
                       &PrismMesh::set_left_to_right);
  ClassDB::bind_method(D_METHOD("get_left_to_right"), &PrismMesh::get_left_to_right);
  ClassDB::bind_method(D_METHOD("set_size", "size"), &PrismMesh::set_size);
  ClassDB::bind_method(D_METHOD("get_size"), &PrismMesh::get_size);
  ClassDB::bind_method(D_METHOD("set_subdivide_width", "segments"),
                       &PrismMesh::set_subdivide_width);
  ClassDB::bind_method(D_METHOD("get_subdivide_width"), &PrismMesh::get_subdivide_width);
  ClassDB::bind_method(D_METHOD("set_subdivide_height", "segments"),
                       &PrismMesh::set_subdivide_height);
  ClassDB::bind_method(D_METHOD("get_subdivide_height"), &PrismMesh::get_subdivide_height);
  ClassDB::bind_method(D_METHOD("set_subdivide_depth", "segments"),
                       &PrismMesh::set_subdivide_depth);
  ClassDB::bind_method(D_METHOD("get_subdivide_depth"), &PrismMesh::get_subdivide_depth);
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "left_to_right", PROPERTY_HINT_RANGE, "-2.0,2.0,0.1"),
      "set_left_to_right", "get_left_to_right");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "size", PROPERTY_HINT_NONE, "suffix:m"),
                        "set_size", "get_size");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "subdivide_width", PROPERTY_HINT_RANGE, "0,100,1,or_greater"),
      "set_subdivide_width", "get_subdivide_width");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "subdivide_height", PROPERTY_HINT_RANGE, "0,100,1,or_greater"),
      "set_subdivide_height", "get_subdivide_height");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "subdivide_depth", PROPERTY_HINT_RANGE, "0,100,1,or_greater"),
      "set_subdivide_depth", "get_subdivide_depth");
}

}  // namespace arbor
