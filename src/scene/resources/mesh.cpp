#include "arbor/scene/resources/mesh.h"

#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"

namespace arbor {

uint64_t Mesh::surface_get_format(int surface) const { return surface_get_data(surface).format; }

Mesh::PrimitiveType Mesh::surface_get_primitive_type(int surface) const {
  return surface_get_data(surface).primitive;
}

void Mesh::set_lightmap_size_hint(const Vector2i& size) {
  if (size == lightmap_size_hint_) return;
  lightmap_size_hint_ = size;
  emit_changed();
}

Array Mesh::surface_get_arrays_as_array(int surface) const {
  return surface_get_arrays(surface).to_array();
}

void Mesh::check_surface(int surface, const char* what) const {
  if (surface < 0 || surface >= get_surface_count()) {
    throw Error(get_class() + "::" + what + ": surface " + std::to_string(surface) +
                " does not exist (the mesh has " + std::to_string(get_surface_count()) + ")");
  }
}

void Mesh::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_lightmap_size_hint", "size"), &Mesh::set_lightmap_size_hint);
  ClassDB::bind_method(D_METHOD("get_lightmap_size_hint"), &Mesh::get_lightmap_size_hint);
  ClassDB::bind_method(D_METHOD("get_aabb"), &Mesh::get_aabb);
  ClassDB::bind_method(D_METHOD("get_surface_count"), &Mesh::get_surface_count);
  ClassDB::bind_method(D_METHOD("surface_get_arrays", "surf_idx"),
                       &Mesh::surface_get_arrays_as_array);
  ClassDB::bind_method(D_METHOD("surface_get_array_len", "surf_idx"), &Mesh::surface_get_array_len);
  ClassDB::bind_method(D_METHOD("surface_get_array_index_len", "surf_idx"),
                       &Mesh::surface_get_array_index_len);
  ClassDB::bind_method(D_METHOD("surface_get_format", "surf_idx"), &Mesh::surface_get_format);
  ClassDB::bind_method(D_METHOD("surface_get_primitive_type", "surf_idx"),
                       &Mesh::surface_get_primitive_type);
  ClassDB::bind_method(D_METHOD("surface_set_material", "surf_idx", "material"),
                       &Mesh::surface_set_material);
  ClassDB::bind_method(D_METHOD("surface_get_material", "surf_idx"), &Mesh::surface_get_material);
  ClassDB::add_property(PropertyInfo(Variant::VECTOR2I, "lightmap_size_hint"),
                        "set_lightmap_size_hint", "get_lightmap_size_hint");
}

}  // namespace arbor
