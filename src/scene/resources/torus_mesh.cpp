#include "arbor/scene/resources/torus_mesh.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "scene/resources/primitive_builder.h"

namespace arbor {

void TorusMesh::set_inner_radius(float value) {
  if (value == inner_radius_) return;
  inner_radius_ = value;
  request_update();
}

void TorusMesh::set_outer_radius(float value) {
  if (value == outer_radius_) return;
  outer_radius_ = value;
  request_update();
}

void TorusMesh::set_rings(int value) {
  if (value < 3) throw Error("TorusMesh::set_rings: " + std::to_string(value) + " is below 3");
  if (value == rings_) return;
  rings_ = value;
  request_update();
}

void TorusMesh::set_ring_segments(int value) {
  if (value < 3) {
    throw Error("TorusMesh::set_ring_segments: " + std::to_string(value) + " is below 3");
  }
  if (value == ring_segments_) return;
  ring_segments_ = value;
  request_update();
}

void TorusMesh::_update_lightmap_size() {
  if (!get_add_uv2()) return;
  const float texel = get_lightmap_texel_size();
  const float padding = get_uv2_padding();
  const float min_radius = std::min(inner_radius_, outer_radius_);
  const float max_radius = std::max(inner_radius_, outer_radius_);
  const float radius = float((max_radius - min_radius) * 0.5);
  const float width = float(max_radius * detail::kTau);
  const float height = float(radius * detail::kTau);
  set_lightmap_size_hint(Vector2i(int(std::max(1.0f, (width / texel) + padding)),
                                  int(std::max(1.0f, (height / texel) + padding))));
}

// Godot's TorusMesh::_create_mesh_array: rings + 1 rings around Y of ring_segments + 1
// vertices each, seams duplicated. Equal radii leave the mesh without vertices.
void TorusMesh::_create_mesh_array(MeshArrays& arrays) const {
  if (inner_radius_ == outer_radius_) {
    throw Error("TorusMesh: the inner and outer radius cannot be the same");
  }
  const int rings = rings_;
  const int segments = ring_segments_;
  const float min_radius = std::min(inner_radius_, outer_radius_);
  const float max_radius = std::max(inner_radius_, outer_radius_);
  const float radius = float((max_radius - min_radius) * 0.5);
  const float padding = get_uv2_padding() * get_lightmap_texel_size();
  const float horizontal_total = float(max_radius * detail::kTau + padding);
  const float max_h = float(max_radius * detail::kTau / horizontal_total);
  const float delta_h = float((max_radius - min_radius) * detail::kTau / horizontal_total);
  const float height_v = float(radius * detail::kTau / (radius * detail::kTau + padding));

  detail::PrimitiveBuilder b((rings + 1) * (segments + 1), rings * segments * 6, get_add_uv2());
  for (int i = 0; i <= rings; ++i) {
    const int prevrow = (i - 1) * (segments + 1);
    const int thisrow = i * (segments + 1);
    const float inci = float(i) / float(rings);
    const float angi = float(inci * detail::kTau);
    const Vector2 normali =
        i == rings ? Vector2(0, -1) : Vector2(real_t(-std::sin(angi)), real_t(-std::cos(angi)));
    for (int j = 0; j <= segments; ++j) {
      const float incj = float(j) / float(segments);
      const float angj = float(incj * detail::kTau);
      const Vector2 normalj =
          j == segments ? Vector2(-1, 0) : Vector2(real_t(-std::cos(angj)), real_t(std::sin(angj)));
      const Vector2 normalk = normalj * radius + Vector2(min_radius + radius, 0);
      float offset_h = float(0.5 * (1.0 - normalj.x) * delta_h);
      const float adj_h = max_h - offset_h;
      offset_h = float(offset_h * 0.5);
      b.add(Vector3(normali.x * normalk.x, normalk.y, normali.y * normalk.x),
            Vector3(normali.x * normalj.x, normalj.y, normali.y * normalj.x), normali.y, 0,
            -normali.x, 1, Vector2(inci, incj), Vector2(offset_h + inci * adj_h, incj * height_v));
      if (i > 0 && j > 0) {
        b.index(thisrow + j - 1, prevrow + j, prevrow + j - 1);
        b.index(thisrow + j - 1, thisrow + j, prevrow + j);
      }
    }
  }
  b.finish(arrays);
}

void TorusMesh::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_inner_radius", "radius"), &TorusMesh::set_inner_radius);
  ClassDB::bind_method(D_METHOD("get_inner_radius"), &TorusMesh::get_inner_radius);
  ClassDB::bind_method(D_METHOD("set_outer_radius", "radius"), &TorusMesh::set_outer_radius);
  ClassDB::bind_method(D_METHOD("get_outer_radius"), &TorusMesh::get_outer_radius);
  ClassDB::bind_method(D_METHOD("set_rings", "rings"), &TorusMesh::set_rings);
  ClassDB::bind_method(D_METHOD("get_rings"), &TorusMesh::get_rings);
  ClassDB::bind_method(D_METHOD("set_ring_segments", "rings"), &TorusMesh::set_ring_segments);
  ClassDB::bind_method(D_METHOD("get_ring_segments"), &TorusMesh::get_ring_segments);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "inner_radius", PROPERTY_HINT_RANGE,
                                     "0.001,1000.0,0.001,or_greater,exp"),
                        "set_inner_radius", "get_inner_radius");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "outer_radius", PROPERTY_HINT_RANGE,
                                     "0.001,1000.0,0.001,or_greater,exp"),
                        "set_outer_radius", "get_outer_radius");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "rings", PROPERTY_HINT_RANGE, "3,128,1,or_greater"), "set_rings",
      "get_rings");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "ring_segments", PROPERTY_HINT_RANGE, "3,64,1,or_greater"),
      "set_ring_segments", "get_ring_segments");
}

}  // namespace arbor
