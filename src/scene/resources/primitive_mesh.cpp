#include "arbor/scene/resources/primitive_mesh.h"

#include <cmath>
#include <utility>
#include <vector>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"

namespace arbor {

// What one generation produced, kept until a parameter changes.
struct PrimitiveMesh::Generated {
  MeshArrays arrays;
  MeshSurfaceData surface;
  AABB aabb;
};

namespace {

// Godot's PADDING_REF_SIZE: the lightmap size assumed when no hint is given.
constexpr double kPaddingReferenceSize = 1024.0;

}  // namespace

PrimitiveMesh::PrimitiveMesh() = default;
PrimitiveMesh::~PrimitiveMesh() = default;

void PrimitiveMesh::set_material(const Ref<Material>& material) {
  if (material == material_) return;
  material_ = material;
  emit_changed();
}

void PrimitiveMesh::set_custom_aabb(const AABB& aabb) {
  if (aabb == custom_aabb_) return;
  custom_aabb_ = aabb;
  emit_changed();
}

void PrimitiveMesh::set_flip_faces(bool enable) {
  if (enable == flip_faces_) return;
  flip_faces_ = enable;
  request_update();
}

void PrimitiveMesh::set_add_uv2(bool enable) {
  if (enable == add_uv2_) return;
  add_uv2_ = enable;
  _update_lightmap_size();
  request_update();
}

void PrimitiveMesh::set_uv2_padding(float padding) {
  if (padding == uv2_padding_) return;
  uv2_padding_ = padding;
  _update_lightmap_size();
  request_update();
}

void PrimitiveMesh::request_update() {
  {
    std::lock_guard lock(mutex_);
    generated_.reset();
  }
  emit_changed();
}

Vector2 PrimitiveMesh::get_uv2_scale(Vector2 margin_scale) const {
  const Vector2i hint = get_lightmap_size_hint();
  Vector2 scale;
  scale.x = real_t(margin_scale.x * uv2_padding_ /
                   (hint.x == 0 ? kPaddingReferenceSize : double(hint.x)));
  scale.y = real_t(margin_scale.y * uv2_padding_ /
                   (hint.y == 0 ? kPaddingReferenceSize : double(hint.y)));
  return Vector2(1, 1) - scale;
}

// Godot's PrimitiveMesh::_update: the arrays, their bounds, flipped faces and fallback UV2.
const PrimitiveMesh::Generated& PrimitiveMesh::generated() const {
  std::lock_guard lock(mutex_);
  if (generated_) return *generated_;
  auto made = std::make_unique<Generated>();
  MeshArrays& arrays = made->arrays;
  _create_mesh_array(arrays);
  if (arrays.vertices.is_empty()) {
    throw Error(get_class() + ": the parameters give no vertices");
  }
  made->aabb = AABB(arrays.vertices[0], Vector3());
  for (const Vector3& point : arrays.vertices) made->aabb.expand_to(point);
  if (flip_faces_ && !arrays.normals.is_empty() && !arrays.indices.is_empty()) {
    for (Vector3& normal : arrays.normals) normal = -normal;
    for (int64_t i = 0; i + 1 < arrays.indices.size(); i += 3) {
      std::swap(arrays.indices[i], arrays.indices[i + 1]);
    }
  }
  if (add_uv2_ && !arrays.uvs.is_empty() && arrays.uv2s.is_empty()) {
    const Vector2 scale = get_uv2_scale();
    std::vector<Vector2> uv2s;
    uv2s.reserve(std::size_t(arrays.uvs.size()));
    for (const Vector2& uv : arrays.uvs) uv2s.push_back(uv * scale);
    arrays.uv2s = PackedVector2Array(std::move(uv2s));
  }
  made->surface = mesh::encode_surface(PRIMITIVE_TRIANGLES, arrays);
  generated_ = std::move(made);
  return *generated_;
}

MeshArrays PrimitiveMesh::get_mesh_arrays() const {
  const MeshArrays& arrays = generated().arrays;
  // Copies of the arrays, so that callers may change them without changing the mesh.
  MeshArrays copy = arrays;
  copy.vertices = arrays.vertices.duplicate();
  copy.normals = arrays.normals.duplicate();
  copy.tangents = arrays.tangents.duplicate();
  copy.uvs = arrays.uvs.duplicate();
  copy.uv2s = arrays.uv2s.duplicate();
  copy.indices = arrays.indices.duplicate();
  return copy;
}

int PrimitiveMesh::surface_get_array_len(int surface) const {
  check_surface(surface, "surface_get_array_len");
  return int(generated().arrays.vertices.size());
}

int PrimitiveMesh::surface_get_array_index_len(int surface) const {
  check_surface(surface, "surface_get_array_index_len");
  return int(generated().arrays.indices.size());
}

MeshArrays PrimitiveMesh::surface_get_arrays(int surface) const {
  check_surface(surface, "surface_get_arrays");
  return get_mesh_arrays();
}

const MeshSurfaceData& PrimitiveMesh::surface_get_data(int surface) const {
  check_surface(surface, "surface_get_data");
  return generated().surface;
}

void PrimitiveMesh::surface_set_material(int surface, const Ref<Material>& material) {
  check_surface(surface, "surface_set_material");
  set_material(material);
}

Ref<Material> PrimitiveMesh::surface_get_material(int surface) const {
  check_surface(surface, "surface_get_material");
  return material_;
}

AABB PrimitiveMesh::get_aabb() const { return generated().aabb; }

void PrimitiveMesh::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_material", "material"), &PrimitiveMesh::set_material);
  ClassDB::bind_method(D_METHOD("get_material"), &PrimitiveMesh::get_material);
  ClassDB::bind_method(D_METHOD("set_custom_aabb", "aabb"), &PrimitiveMesh::set_custom_aabb);
  ClassDB::bind_method(D_METHOD("get_custom_aabb"), &PrimitiveMesh::get_custom_aabb);
  ClassDB::bind_method(D_METHOD("set_flip_faces", "flip_faces"), &PrimitiveMesh::set_flip_faces);
  ClassDB::bind_method(D_METHOD("get_flip_faces"), &PrimitiveMesh::get_flip_faces);
  ClassDB::bind_method(D_METHOD("set_add_uv2", "add_uv2"), &PrimitiveMesh::set_add_uv2);
  ClassDB::bind_method(D_METHOD("get_add_uv2"), &PrimitiveMesh::get_add_uv2);
  ClassDB::bind_method(D_METHOD("set_uv2_padding", "uv2_padding"), &PrimitiveMesh::set_uv2_padding);
  ClassDB::bind_method(D_METHOD("get_uv2_padding"), &PrimitiveMesh::get_uv2_padding);
  ClassDB::bind_method(D_METHOD("request_update"), &PrimitiveMesh::request_update);
  ClassDB::add_property(PropertyInfo(Variant::OBJECT, "material", PROPERTY_HINT_RESOURCE_TYPE,
                                     "BaseMaterial3D,ShaderMaterial"),
                        "set_material", "get_material");
  ClassDB::add_property(PropertyInfo(Variant::AABB, "custom_aabb", PROPERTY_HINT_NONE, "suffix:m"),
                        "set_custom_aabb", "get_custom_aabb");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "flip_faces"), "set_flip_faces",
                        "get_flip_faces");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "add_uv2"), "set_add_uv2", "get_add_uv2");
  ClassDB::add_property(
      PropertyInfo(Variant::FLOAT, "uv2_padding", PROPERTY_HINT_RANGE, "0,10,0.01,or_greater"),
      "set_uv2_padding", "get_uv2_padding");
}

}  // namespace arbor
