#include "arbor/scene/resources/box_mesh.h"

#include <algorithm>

#include "arbor/core/object/class_db.h"
#include "scene/resources/primitive_builder.h"

namespace arbor {

void BoxMesh::set_size(const Vector3& value) {
  if (value == size_) return;
  size_ = value;
  _update_lightmap_size();
  request_update();
}

void BoxMesh::set_subdivide_width(int value) {
  if (std::max(value, 0) == subdivide_width_) return;
  subdivide_width_ = std::max(value, 0);
  request_update();
}

void BoxMesh::set_subdivide_height(int value) {
  if (std::max(value, 0) == subdivide_height_) return;
  subdivide_height_ = std::max(value, 0);
  request_update();
}

void BoxMesh::set_subdivide_depth(int value) {
  if (std::max(value, 0) == subdivide_depth_) return;
  subdivide_depth_ = std::max(value, 0);
  request_update();
}

void BoxMesh::_update_lightmap_size() {
  if (!get_add_uv2()) return;
  const float texel = get_lightmap_texel_size();
  const float padding = get_uv2_padding();
  const float width = (size_.x + size_.z) / texel;
  const float length = (size_.y + size_.y + std::max(size_.x, size_.z)) / texel;
  set_lightmap_size_hint(Vector2i(int(std::max(1.0f, width) + 2.0 * padding),
                                  int(std::max(1.0f, length) + 3.0 * padding)));
}

// Godot's BoxMesh::create_mesh_array: front and back faces, then right and left, then top
// and bottom, two faces interleaved per row of vertices.
void BoxMesh::_create_mesh_array(MeshArrays& arrays) const {
  const int sw = subdivide_width_;
  const int sh = subdivide_height_;
  const int sd = subdivide_depth_;
  const Vector3 size = size_;
  const float padding = get_uv2_padding() * get_lightmap_texel_size();
  const float onethird = float(1.0 / 3.0);
  const float twothirds = float(2.0 / 3.0);

  // UV2 layout, used only with add_uv2.
  const float total_h = float(size.x + size.z + (2.0 * padding));
  const float padding_h = padding / total_h;
  const float width_h = size.x / total_h;
  const float depth_h = size.z / total_h;
  const float total_v = float(size.y + size.y + std::max(size.x, size.z) + (3.0 * padding));
  const float padding_v = padding / total_v;
  const float width_v = size.x / total_v;
  const float height_v = size.y / total_v;
  const float depth_v = size.z / total_v;

  const Vector3 start = size * real_t(-0.5);
  detail::PrimitiveBuilder b((sh + 2) * (sw + 2) * 6, (sh + 1) * (sw + 1) * 36, get_add_uv2());
  const auto quads = [&b](int prevrow, int thisrow, int i2) {
    b.index(prevrow + i2 - 2, prevrow + i2, thisrow + i2 - 2);
    b.index(prevrow + i2, thisrow + i2, thisrow + i2 - 2);
    b.index(prevrow + i2 - 1, prevrow + i2 + 1, thisrow + i2 - 1);
    b.index(prevrow + i2 + 1, thisrow + i2 + 1, thisrow + i2 - 1);
  };

  // Front and back.
  float y = start.y;
  int thisrow = b.point_count();
  int prevrow = 0;
  for (int j = 0; j <= sh + 1; ++j) {
    float v = float(j);
    const float v2 = float(v / (sw + 1.0));
    v = float(v / (2.0 * (sh + 1.0)));
    float x = start.x;
    for (int i = 0; i <= sw + 1; ++i) {
      float u = float(i);
      const float u2 = float(u / (sw + 1.0));
      u = float(u / (3.0 * (sw + 1.0)));
      b.add(Vector3(x, -y, -start.z), Vector3(0, 0, 1), 1, 0, 0, 1, Vector2(u, v),
            Vector2(u2 * width_h, v2 * height_v));
      b.add(Vector3(-x, -y, start.z), Vector3(0, 0, -1), -1, 0, 0, 1, Vector2(twothirds + u, v),
            Vector2(u2 * width_h, height_v + padding_v + (v2 * height_v)));
      if (i > 0 && j > 0) quads(prevrow, thisrow, i * 2);
      x = float(x + size.x / (sw + 1.0));
    }
    y = float(y + size.y / (sh + 1.0));
    prevrow = thisrow;
    thisrow = b.point_count();
  }

  // Right and left.
  y = start.y;
  thisrow = b.point_count();
  prevrow = 0;
  for (int j = 0; j <= sh + 1; ++j) {
    float v = float(j);
    const float v2 = float(v / (sh + 1.0));
    v = float(v / (2.0 * (sh + 1.0)));
    float z = start.z;
    for (int i = 0; i <= sd + 1; ++i) {
      float u = float(i);
      const float u2 = float(u / (sd + 1.0));
      u = float(u / (3.0 * (sd + 1.0)));
      b.add(Vector3(-start.x, -y, -z), Vector3(1, 0, 0), 0, 0, -1, 1, Vector2(onethird + u, v),
            Vector2(width_h + padding_h + (u2 * depth_h), v2 * height_v));
      b.add(Vector3(start.x, -y, z), Vector3(-1, 0, 0), 0, 0, 1, 1, Vector2(u, 0.5f + v),
            Vector2(width_h + padding_h + (u2 * depth_h), height_v + padding_v + (v2 * height_v)));
      if (i > 0 && j > 0) quads(prevrow, thisrow, i * 2);
      z = float(z + size.z / (sd + 1.0));
    }
    y = float(y + size.y / (sh + 1.0));
    prevrow = thisrow;
    thisrow = b.point_count();
  }

  // Top and bottom.
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
      b.add(Vector3(-x, -start.y, -z), Vector3(0, 1, 0), -1, 0, 0, 1,
            Vector2(onethird + u, 0.5f + v),
            Vector2(u2 * width_h, float(((height_v + padding_v) * 2.0) + (v2 * depth_v))));
      b.add(Vector3(x, start.y, -z), Vector3(0, -1, 0), 1, 0, 0, 1,
            Vector2(twothirds + u, 0.5f + v),
            Vector2(width_h + padding_h + (u2 * depth_h),
                    float(((height_v + padding_v) * 2.0) + (v2 * width_v))));
      if (i > 0 && j > 0) quads(prevrow, thisrow, i * 2);
      x = float(x + size.x / (sw + 1.0));
    }
    z = float(z + size.z / (sd + 1.0));
    prevrow = thisrow;
    thisrow = b.point_count();
  }
  b.finish(arrays);
}

void BoxMesh::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_size", "size"), &BoxMesh::set_size);
  ClassDB::bind_method(D_METHOD("get_size"), &BoxMesh::get_size);
  ClassDB::bind_method(D_METHOD("set_subdivide_width", "subdivide"), &BoxMesh::set_subdivide_width);
  ClassDB::bind_method(D_METHOD("get_subdivide_width"), &BoxMesh::get_subdivide_width);
  ClassDB::bind_method(D_METHOD("set_subdivide_height", "divisions"),
                       &BoxMesh::set_subdivide_height);
  ClassDB::bind_method(D_METHOD("get_subdivide_height"), &BoxMesh::get_subdivide_height);
  ClassDB::bind_method(D_METHOD("set_subdivide_depth", "divisions"), &BoxMesh::set_subdivide_depth);
  ClassDB::bind_method(D_METHOD("get_subdivide_depth"), &BoxMesh::get_subdivide_depth);
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
