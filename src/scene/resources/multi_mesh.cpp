#include "arbor/scene/resources/multi_mesh.h"

#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"

namespace arbor {

int MultiMesh::get_stride() const {
  return (transform_format_ == TRANSFORM_3D ? 12 : 8) + (use_colors_ ? 4 : 0) +
         (use_custom_data_ ? 4 : 0);
}

int MultiMesh::color_offset() const { return transform_format_ == TRANSFORM_3D ? 12 : 8; }

int MultiMesh::custom_offset() const { return color_offset() + (use_colors_ ? 4 : 0); }

void MultiMesh::check_empty(const char* what) const {
  if (instance_count_ > 0) {
    throw Error(std::string("MultiMesh::") + what +
                ": the format can change only while instance_count is 0");
  }
}

void MultiMesh::check_instance(int instance, const char* what) const {
  if (instance < 0 || instance >= instance_count_) {
    throw Error(std::string("MultiMesh::") + what + ": instance " + std::to_string(instance) +
                " does not exist (instance_count is " + std::to_string(instance_count_) + ")");
  }
}

void MultiMesh::set_transform_format(TransformFormat format) {
  if (format == transform_format_) return;
  check_empty("set_transform_format");
  transform_format_ = format;
  emit_changed();
}

void MultiMesh::set_use_colors(bool enable) {
  if (enable == use_colors_) return;
  check_empty("set_use_colors");
  use_colors_ = enable;
  emit_changed();
}

void MultiMesh::set_use_custom_data(bool enable) {
  if (enable == use_custom_data_) return;
  check_empty("set_use_custom_data");
  use_custom_data_ = enable;
  emit_changed();
}

void MultiMesh::set_instance_count(int count) {
  if (count < 0)
    throw Error("MultiMesh::set_instance_count: " + std::to_string(count) + " is negative");
  if (count == instance_count_) return;
  const int stride = get_stride();
  std::vector<float> buffer(std::size_t(count) * std::size_t(stride), 0.0f);
  for (int i = 0; i < count; ++i) {
    float* instance = &buffer[std::size_t(i) * std::size_t(stride)];
    if (i < instance_count_) {
      std::copy_n(&buffer_[int64_t(i) * stride], stride, instance);
      continue;
    }
    if (transform_format_ == TRANSFORM_3D) {
      instance[0] = instance[5] = instance[10] = 1.0f;
    } else {
      instance[0] = instance[5] = 1.0f;
    }
    if (use_colors_) std::fill_n(instance + color_offset(), 4, 1.0f);
  }
  instance_count_ = count;
  buffer_ = PackedFloat32Array(std::move(buffer));
  emit_changed();
}

void MultiMesh::set_visible_instance_count(int count) {
  if (count < -1) {
    throw Error("MultiMesh::set_visible_instance_count: " + std::to_string(count) + " is below -1");
  }
  if (count == visible_instance_count_) return;
  visible_instance_count_ = count;
  emit_changed();
}

void MultiMesh::set_mesh(const Ref<Mesh>& mesh) {
  if (mesh == mesh_) return;
  mesh_ = mesh;
  emit_changed();
}

void MultiMesh::set_custom_aabb(const AABB& aabb) {
  if (aabb == custom_aabb_) return;
  custom_aabb_ = aabb;
  emit_changed();
}

void MultiMesh::set_physics_interpolation_quality(PhysicsInterpolationQuality quality) {
  if (quality == interpolation_quality_) return;
  interpolation_quality_ = quality;
  emit_changed();
}

void MultiMesh::set_instance_transform(int instance, const Transform3D& t) {
  check_instance(instance, "set_instance_transform");
  if (transform_format_ != TRANSFORM_3D) {
    throw Error("MultiMesh::set_instance_transform: the transform format is 2D");
  }
  float* p = &buffer_[int64_t(instance) * get_stride()];
  const Basis& b = t.basis;
  const float rows[12] = {float(b.x.x), float(b.y.x), float(b.z.x), float(t.origin.x),
                          float(b.x.y), float(b.y.y), float(b.z.y), float(t.origin.y),
                          float(b.x.z), float(b.y.z), float(b.z.z), float(t.origin.z)};
  std::copy_n(rows, 12, p);
  emit_changed();
}

Transform3D MultiMesh::get_instance_transform(int instance) const {
  check_instance(instance, "get_instance_transform");
  if (transform_format_ != TRANSFORM_3D) {
    throw Error("MultiMesh::get_instance_transform: the transform format is 2D");
  }
  const float* p = &buffer_[int64_t(instance) * get_stride()];
  return Transform3D(Vector3(p[0], p[4], p[8]), Vector3(p[1], p[5], p[9]),
                     Vector3(p[2], p[6], p[10]), Vector3(p[3], p[7], p[11]));
}

void MultiMesh::set_instance_transform_2d(int instance, const Transform2D& t) {
  check_instance(instance, "set_instance_transform_2d");
  if (transform_format_ != TRANSFORM_2D) {
    throw Error("MultiMesh::set_instance_transform_2d: the transform format is 3D");
  }
  float* p = &buffer_[int64_t(instance) * get_stride()];
  const float rows[8] = {float(t.columns[0].x), float(t.columns[1].x), 0, float(t.columns[2].x),
                         float(t.columns[0].y), float(t.columns[1].y), 0, float(t.columns[2].y)};
  std::copy_n(rows, 8, p);
  emit_changed();
}

Transform2D MultiMesh::get_instance_transform_2d(int instance) const {
  check_instance(instance, "get_instance_transform_2d");
  if (transform_format_ != TRANSFORM_2D) {
    throw Error("MultiMesh::get_instance_transform_2d: the transform format is 3D");
  }
  const float* p = &buffer_[int64_t(instance) * get_stride()];
  return Transform2D(p[0], p[4], p[1], p[5], p[3], p[7]);
}

void MultiMesh::set_instance_color(int instance, const Color& color) {
  check_instance(instance, "set_instance_color");
  if (!use_colors_) throw Error("MultiMesh::set_instance_color: use_colors is off");
  float* p = &buffer_[int64_t(instance) * get_stride() + color_offset()];
  p[0] = color.r, p[1] = color.g, p[2] = color.b, p[3] = color.a;
  emit_changed();
}

Color MultiMesh::get_instance_color(int instance) const {
  check_instance(instance, "get_instance_color");
  if (!use_colors_) return Color(1, 1, 1, 1);
  const float* p = &buffer_[int64_t(instance) * get_stride() + color_offset()];
  return Color(p[0], p[1], p[2], p[3]);
}

void MultiMesh::set_instance_custom_data(int instance, const Color& data) {
  check_instance(instance, "set_instance_custom_data");
  if (!use_custom_data_) throw Error("MultiMesh::set_instance_custom_data: use_custom_data is off");
  float* p = &buffer_[int64_t(instance) * get_stride() + custom_offset()];
  p[0] = data.r, p[1] = data.g, p[2] = data.b, p[3] = data.a;
  emit_changed();
}

Color MultiMesh::get_instance_custom_data(int instance) const {
  check_instance(instance, "get_instance_custom_data");
  if (!use_custom_data_) return Color(0, 0, 0, 0);
  const float* p = &buffer_[int64_t(instance) * get_stride() + custom_offset()];
  return Color(p[0], p[1], p[2], p[3]);
}

void MultiMesh::set_buffer(const PackedFloat32Array& buffer) {
  const int64_t expected = int64_t(instance_count_) * get_stride();
  if (buffer.size() != expected) {
    throw Error("MultiMesh::set_buffer: " + std::to_string(instance_count_) + " instances of " +
                std::to_string(get_stride()) + " floats need " + std::to_string(expected) +
                " floats, the buffer has " + std::to_string(buffer.size()));
  }
  buffer_ = buffer.duplicate();
  emit_changed();
}

AABB MultiMesh::get_aabb() const {
  if (custom_aabb_.has_surface()) return custom_aabb_;
  if (!mesh_ || instance_count_ == 0) return AABB();
  const AABB local = mesh_->get_aabb();
  const int count = visible_instance_count_ < 0
                        ? instance_count_
                        : std::min(visible_instance_count_, instance_count_);
  AABB bounds;
  for (int i = 0; i < count; ++i) {
    AABB box;
    if (transform_format_ == TRANSFORM_3D) {
      box = get_instance_transform(i).xform(local);
    } else {
      const Transform2D t = get_instance_transform_2d(i);
      box = Transform3D(Vector3(t.columns[0].x, t.columns[0].y, 0),
                        Vector3(t.columns[1].x, t.columns[1].y, 0), Vector3(0, 0, 1),
                        Vector3(t.columns[2].x, t.columns[2].y, 0))
                .xform(local);
    }
    bounds = i == 0 ? box : bounds.merge(box);
  }
  return bounds;
}

void MultiMesh::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_transform_format", "format"),
                       &MultiMesh::set_transform_format);
  ClassDB::bind_method(D_METHOD("get_transform_format"), &MultiMesh::get_transform_format);
  ClassDB::bind_method(D_METHOD("set_use_colors", "enable"), &MultiMesh::set_use_colors);
  ClassDB::bind_method(D_METHOD("is_using_colors"), &MultiMesh::is_using_colors);
  ClassDB::bind_method(D_METHOD("set_use_custom_data", "enable"), &MultiMesh::set_use_custom_data);
  ClassDB::bind_method(D_METHOD("is_using_custom_data"), &MultiMesh::is_using_custom_data);
  ClassDB::bind_method(D_METHOD("set_instance_count", "count"), &MultiMesh::set_instance_count);
  ClassDB::bind_method(D_METHOD("get_instance_count"), &MultiMesh::get_instance_count);
  ClassDB::bind_method(D_METHOD("set_visible_instance_count", "count"),
                       &MultiMesh::set_visible_instance_count);
  ClassDB::bind_method(D_METHOD("get_visible_instance_count"),
                       &MultiMesh::get_visible_instance_count);
  ClassDB::bind_method(D_METHOD("set_mesh", "mesh"), &MultiMesh::set_mesh);
  ClassDB::bind_method(D_METHOD("get_mesh"), &MultiMesh::get_mesh);
  ClassDB::bind_method(D_METHOD("set_custom_aabb", "aabb"), &MultiMesh::set_custom_aabb);
  ClassDB::bind_method(D_METHOD("get_custom_aabb"), &MultiMesh::get_custom_aabb);
  ClassDB::bind_method(D_METHOD("set_physics_interpolation_quality", "quality"),
                       &MultiMesh::set_physics_interpolation_quality);
  ClassDB::bind_method(D_METHOD("get_physics_interpolation_quality"),
                       &MultiMesh::get_physics_interpolation_quality);
  ClassDB::bind_method(D_METHOD("set_instance_transform", "instance", "transform"),
                       &MultiMesh::set_instance_transform);
  ClassDB::bind_method(D_METHOD("get_instance_transform", "instance"),
                       &MultiMesh::get_instance_transform);
  ClassDB::bind_method(D_METHOD("set_instance_transform_2d", "instance", "transform"),
                       &MultiMesh::set_instance_transform_2d);
  ClassDB::bind_method(D_METHOD("get_instance_transform_2d", "instance"),
                       &MultiMesh::get_instance_transform_2d);
  ClassDB::bind_method(D_METHOD("set_instance_color", "instance", "color"),
                       &MultiMesh::set_instance_color);
  ClassDB::bind_method(D_METHOD("get_instance_color", "instance"), &MultiMesh::get_instance_color);
  ClassDB::bind_method(D_METHOD("set_instance_custom_data", "instance", "custom_data"),
                       &MultiMesh::set_instance_custom_data);
  ClassDB::bind_method(D_METHOD("get_instance_custom_data", "instance"),
                       &MultiMesh::get_instance_custom_data);
  ClassDB::bind_method(D_METHOD("set_buffer", "buffer"), &MultiMesh::set_buffer);
  ClassDB::bind_method(D_METHOD("get_buffer"), &MultiMesh::get_buffer);
  ClassDB::bind_method(D_METHOD("get_aabb"), &MultiMesh::get_aabb);
  ClassDB::add_property(PropertyInfo(Variant::INT, "transform_format", PROPERTY_HINT_ENUM, "2D,3D"),
                        "set_transform_format", "get_transform_format");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "use_colors"), "set_use_colors",
                        "is_using_colors");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "use_custom_data"), "set_use_custom_data",
                        "is_using_custom_data");
  ClassDB::add_property(PropertyInfo(Variant::AABB, "custom_aabb", PROPERTY_HINT_NONE, "suffix:m"),
                        "set_custom_aabb", "get_custom_aabb");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "instance_count", PROPERTY_HINT_RANGE, "0,16384,1,or_greater"),
      "set_instance_count", "get_instance_count");
  ClassDB::add_property(PropertyInfo(Variant::INT, "visible_instance_count", PROPERTY_HINT_RANGE,
                                     "-1,16384,1,or_greater"),
                        "set_visible_instance_count", "get_visible_instance_count");
  ClassDB::add_property(PropertyInfo(Variant::OBJECT, "mesh", PROPERTY_HINT_RESOURCE_TYPE, "Mesh"),
                        "set_mesh", "get_mesh");
  ClassDB::add_property(PropertyInfo(Variant::PACKED_FLOAT32_ARRAY, "buffer", PROPERTY_HINT_NONE,
                                     "", PROPERTY_USAGE_STORAGE),
                        "set_buffer", "get_buffer");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "physics_interpolation_quality", PROPERTY_HINT_ENUM, "Fast,High"),
      "set_physics_interpolation_quality", "get_physics_interpolation_quality");
}

}  // namespace arbor
