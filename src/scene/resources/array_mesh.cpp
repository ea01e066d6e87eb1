#include "arbor/scene/resources/array_mesh.h"

#include <string>
#include <utility>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/core/variant/dictionary.h"

namespace arbor {
namespace {

// A key of a `_surfaces` dictionary, of the type Godot writes; throws naming the surface.
const Variant& key_of(const Dictionary& d, const char* key, Variant::Type type, int surface,
                      bool required = true) {
  static const Variant nil;
  const Variant* value = d.getptr(Variant(key));
  if (!value) {
    if (!required) return nil;
    throw Error("ArrayMesh._surfaces[" + std::to_string(surface) + "]: the \"" + key +
                "\" key is missing");
  }
  if (value->get_type() != type) {
    throw Error("ArrayMesh._surfaces[" + std::to_string(surface) + "]: \"" + key + "\" is a " +
                Variant::get_type_name(value->get_type()) + ", expected a " +
                Variant::get_type_name(type));
  }
  return *value;
}

int count_of(const Dictionary& d, const char* key, int surface, bool required) {
  const Variant& value = key_of(d, key, Variant::INT, surface, required);
  if (value.get_type() == Variant::NIL) return 0;
  const int64_t count = static_cast<int64_t>(value);
  if (count < 0 || count > INT32_MAX) {
    throw Error("ArrayMesh._surfaces[" + std::to_string(surface) + "]: \"" + key + "\" is " +
                std::to_string(count) + ", out of range");
  }
  return int(count);
}

MeshSurfaceData surface_from(const Dictionary& d, int index) {
  MeshSurfaceData s;
  s.format = uint64_t(static_cast<int64_t>(key_of(d, "format", Variant::INT, index)));
  s.primitive = MeshSurfaceData::PrimitiveType(
      static_cast<int64_t>(key_of(d, "primitive", Variant::INT, index)));
  s.vertex_data =
      *key_of(d, "vertex_data", Variant::PACKED_BYTE_ARRAY, index).get_if<PackedByteArray>();
  s.vertex_count = count_of(d, "vertex_count", index, true);
  s.aabb = static_cast<AABB>(key_of(d, "aabb", Variant::AABB, index));
  if (const Variant& v = key_of(d, "attribute_data", Variant::PACKED_BYTE_ARRAY, index, false);
      !v.is_nil()) {
    s.attribute_data = *v.get_if<PackedByteArray>();
  }
  if (const Variant& v = key_of(d, "skin_data", Variant::PACKED_BYTE_ARRAY, index, false);
      !v.is_nil()) {
    s.skin_data = *v.get_if<PackedByteArray>();
  }
  if (const Variant& v = key_of(d, "uv_scale", Variant::VECTOR4, index, false); !v.is_nil()) {
    s.uv_scale = static_cast<Vector4>(v);
  }
  if (const Variant& v = key_of(d, "index_data", Variant::PACKED_BYTE_ARRAY, index, false);
      !v.is_nil()) {
    s.index_data = *v.get_if<PackedByteArray>();
    s.index_count = count_of(d, "index_count", index, true);
  }
  if (const Variant& v = key_of(d, "lods", Variant::ARRAY, index, false); !v.is_nil()) {
    const auto lods = static_cast<Array>(v);
    if (lods.size() % 2 != 0) {
      throw Error("ArrayMesh._surfaces[" + std::to_string(index) +
                  "]: \"lods\" must hold pairs of distance and indices");
    }
    for (int64_t i = 0; i < lods.size(); i += 2) {
      if ((lods[i].get_type() != Variant::FLOAT && lods[i].get_type() != Variant::INT) ||
          lods[i + 1].get_type() != Variant::PACKED_BYTE_ARRAY) {
        throw Error("ArrayMesh._surfaces[" + std::to_string(index) +
                    "]: a LOD is not a distance followed by PackedByteArray indices");
      }
      s.lods.push_back({static_cast<float>(lods[i]), *lods[i + 1].get_if<PackedByteArray>()});
    }
  }
  if (const Variant& v = key_of(d, "bone_aabbs", Variant::ARRAY, index, false); !v.is_nil()) {
    for (const Variant& box : static_cast<Array>(v)) {
      if (box.get_type() != Variant::AABB) {
        throw Error("ArrayMesh._surfaces[" + std::to_string(index) +
                    "]: \"bone_aabbs\" holds a value that is not an AABB");
      }
      s.bone_aabbs.push_back(static_cast<AABB>(box));
    }
  }
  if (const Variant& v = key_of(d, "blend_shapes", Variant::PACKED_BYTE_ARRAY, index, false);
      !v.is_nil()) {
    s.blend_shape_data = *v.get_if<PackedByteArray>();
  }
  try {
    mesh::validate_surface(s);
  } catch (const Error& error) {
    throw Error("ArrayMesh._surfaces[" + std::to_string(index) + "]: " + error.what());
  }
  return s;
}

}  // namespace

void ArrayMesh::add_surface_from_arrays(PrimitiveType primitive, const MeshArrays& arrays,
                                        uint64_t flags) {
  MeshArrays with_formats = arrays;
  for (int channel = 0; channel < 4; ++channel) {
    const uint64_t shift = MeshSurfaceData::ARRAY_FORMAT_CUSTOM_BASE +
                           MeshSurfaceData::ARRAY_FORMAT_CUSTOM_BITS * uint64_t(channel);
    if (flags & (MeshSurfaceData::ARRAY_FORMAT_CUSTOM_MASK << shift)) {
      with_formats.custom_formats[std::size_t(channel)] =
          MeshArrays::CustomFormat((flags >> shift) & MeshSurfaceData::ARRAY_FORMAT_CUSTOM_MASK);
    }
  }
  add_surface(mesh::encode_surface(primitive, with_formats, flags));
}

void ArrayMesh::add_surface_from_array(PrimitiveType primitive, const Array& arrays,
                                       int64_t flags) {
  add_surface_from_arrays(primitive, MeshArrays::from_array(arrays), uint64_t(flags));
}

void ArrayMesh::add_surface(const MeshSurfaceData& surface) {
  mesh::validate_surface(surface);
  Surface s;
  s.data = surface;
  s.is_2d = (surface.format & MeshSurfaceData::ARRAY_FLAG_USE_2D_VERTICES) != 0;
  surfaces_.push_back(std::move(s));
  recompute_aabb();
  emit_changed();
}

void ArrayMesh::clear_surfaces() {
  if (surfaces_.empty()) return;
  surfaces_.clear();
  recompute_aabb();
  emit_changed();
}

int ArrayMesh::surface_get_array_len(int surface) const {
  check_surface(surface, "surface_get_array_len");
  return surfaces_[std::size_t(surface)].data.vertex_count;
}

int ArrayMesh::surface_get_array_index_len(int surface) const {
  check_surface(surface, "surface_get_array_index_len");
  return surfaces_[std::size_t(surface)].data.index_count;
}

MeshArrays ArrayMesh::surface_get_arrays(int surface) const {
  check_surface(surface, "surface_get_arrays");
  return mesh::decode_surface(surfaces_[std::size_t(surface)].data);
}

const MeshSurfaceData& ArrayMesh::surface_get_data(int surface) const {
  check_surface(surface, "surface_get_data");
  return surfaces_[std::size_t(surface)].data;
}

void ArrayMesh::surface_set_material(int surface, const Ref<Material>& material) {
  check_surface(surface, "surface_set_material");
  Surface& s = surfaces_[std::size_t(surface)];
  s.material_source = Variant();
  if (s.material == material) return;
  s.material = material;
  emit_changed();
}

Ref<Material> ArrayMesh::surface_get_material(int surface) const {
  check_surface(surface, "surface_get_material");
  return surfaces_[std::size_t(surface)].material;
}

void ArrayMesh::surface_set_name(int surface, const std::string& name) {
  check_surface(surface, "surface_set_name");
  surfaces_[std::size_t(surface)].name = name;
  emit_changed();
}

std::string ArrayMesh::surface_get_name(int surface) const {
  check_surface(surface, "surface_get_name");
  return surfaces_[std::size_t(surface)].name;
}

int ArrayMesh::surface_find_by_name(const std::string& name) const {
  for (std::size_t i = 0; i < surfaces_.size(); ++i) {
    if (surfaces_[i].name == name) return int(i);
  }
  return -1;
}

void ArrayMesh::add_blend_shape(const StringName& name) {
  if (!surfaces_.empty()) {
    throw Error("ArrayMesh::add_blend_shape: blend shapes must be added before surfaces");
  }
  blend_shapes_.push_back(name);
  emit_changed();
}

StringName ArrayMesh::get_blend_shape_name(int index) const {
  if (index < 0 || index >= int(blend_shapes_.size())) {
    throw Error("ArrayMesh::get_blend_shape_name: blend shape " + std::to_string(index) +
                " does not exist");
  }
  return blend_shapes_[std::size_t(index)];
}

void ArrayMesh::set_blend_shape_mode(BlendShapeMode mode) {
  if (mode == blend_shape_mode_) return;
  blend_shape_mode_ = mode;
  emit_changed();
}

void ArrayMesh::set_custom_aabb(const AABB& aabb) {
  if (aabb == custom_aabb_) return;
  custom_aabb_ = aabb;
  emit_changed();
}

void ArrayMesh::set_shadow_mesh(const Ref<ArrayMesh>& mesh) {
  if (mesh.get() == this)
    throw Error("ArrayMesh::set_shadow_mesh: a mesh cannot be its own shadow mesh");
  if (mesh == shadow_mesh_) return;
  shadow_mesh_ = mesh;
  emit_changed();
}

void ArrayMesh::recompute_aabb() {
  aabb_ = AABB();
  for (std::size_t i = 0; i < surfaces_.size(); ++i) {
    aabb_ = i == 0 ? surfaces_[i].data.aabb : aabb_.merge(surfaces_[i].data.aabb);
  }
}

Array ArrayMesh::get_surfaces_array() const {
  Array out;
  for (const Surface& surface : surfaces_) {
    const MeshSurfaceData& s = surface.data;
    Dictionary d;
    d[Variant("format")] = Variant(int64_t(s.format));
    d[Variant("primitive")] = Variant(int64_t(s.primitive));
    d[Variant("vertex_data")] = Variant(s.vertex_data);
    d[Variant("vertex_count")] = Variant(s.vertex_count);
    if (!s.skin_data.is_empty()) d[Variant("skin_data")] = Variant(s.skin_data);
    if (!s.attribute_data.is_empty()) d[Variant("attribute_data")] = Variant(s.attribute_data);
    d[Variant("aabb")] = Variant(s.aabb);
    d[Variant("uv_scale")] = Variant(s.uv_scale);
    if (s.index_count) {
      d[Variant("index_data")] = Variant(s.index_data);
      d[Variant("index_count")] = Variant(s.index_count);
    }
    if (!s.lods.empty()) {
      Array lods;
      for (const MeshSurfaceData::LOD& lod : s.lods) {
        lods.push_back(Variant(lod.edge_length));
        lods.push_back(Variant(lod.index_data));
      }
      d[Variant("lods")] = Variant(lods);
    }
    if (!s.bone_aabbs.empty()) {
      Array boxes;
      for (const AABB& box : s.bone_aabbs) boxes.push_back(Variant(box));
      d[Variant("bone_aabbs")] = Variant(boxes);
    }
    if (!s.blend_shape_data.is_empty()) d[Variant("blend_shapes")] = Variant(s.blend_shape_data);
    if (surface.material) {
      d[Variant("material")] = Variant(surface.material);
    } else if (!surface.material_source.is_nil()) {
      d[Variant("material")] = surface.material_source;
    }
    if (!surface.name.empty()) d[Variant("name")] = Variant(surface.name);
    if (surface.is_2d) d[Variant("2d")] = Variant(true);
    out.push_back(Variant(d));
  }
  return out;
}

void ArrayMesh::set_surfaces_array(const Array& surfaces) {
  std::vector<Surface> read;
  for (int64_t i = 0; i < surfaces.size(); ++i) {
    if (surfaces[i].get_type() != Variant::DICTIONARY) {
      throw Error("ArrayMesh._surfaces[" + std::to_string(i) + "] is a " +
                  Variant::get_type_name(surfaces[i].get_type()) + ", expected a Dictionary");
    }
    const auto d = static_cast<Dictionary>(surfaces[i]);
    Surface surface;
    surface.data = surface_from(d, int(i));
    if (const Variant* material = d.getptr(Variant("material"))) {
      surface.material = Ref<Material>(dynamic_cast<Material*>(material->get_object()));
      if (!surface.material) surface.material_source = *material;
    }
    if (const Variant* name = d.getptr(Variant("name"));
        name && name->get_type() == Variant::STRING) {
      surface.name = *name->get_if<std::string>();
    }
    if (const Variant* two_d = d.getptr(Variant("2d"))) surface.is_2d = two_d->booleanize();
    read.push_back(std::move(surface));
  }
  surfaces_ = std::move(read);
  recompute_aabb();
  emit_changed();
}

PackedStringArray ArrayMesh::get_blend_shape_names() const {
  std::vector<std::string> names;
  for (const StringName& name : blend_shapes_) names.push_back(name.str());
  return PackedStringArray(std::move(names));
}

void ArrayMesh::set_blend_shape_names(const PackedStringArray& names) {
  if (!surfaces_.empty()) {
    throw Error("ArrayMesh._blend_shape_names: blend shapes must be named before surfaces");
  }
  blend_shapes_.clear();
  for (const std::string& name : names) blend_shapes_.emplace_back(name);
  emit_changed();
}

void ArrayMesh::_bind_methods() {
  ClassDB::bind_method(D_METHOD("add_surface_from_arrays", "primitive", "arrays", "flags"),
                       &ArrayMesh::add_surface_from_array);
  ClassDB::bind_method(D_METHOD("clear_surfaces"), &ArrayMesh::clear_surfaces);
  ClassDB::bind_method(D_METHOD("surface_set_name", "surf_idx", "name"),
                       &ArrayMesh::surface_set_name);
  ClassDB::bind_method(D_METHOD("surface_get_name", "surf_idx"), &ArrayMesh::surface_get_name);
  ClassDB::bind_method(D_METHOD("surface_find_by_name", "name"), &ArrayMesh::surface_find_by_name);
  ClassDB::bind_method(D_METHOD("add_blend_shape", "name"), &ArrayMesh::add_blend_shape);
  ClassDB::bind_method(D_METHOD("get_blend_shape_count"), &ArrayMesh::get_blend_shape_count);
  ClassDB::bind_method(D_METHOD("get_blend_shape_name", "index"), &ArrayMesh::get_blend_shape_name);
  ClassDB::bind_method(D_METHOD("set_blend_shape_mode", "mode"), &ArrayMesh::set_blend_shape_mode);
  ClassDB::bind_method(D_METHOD("get_blend_shape_mode"), &ArrayMesh::get_blend_shape_mode);
  ClassDB::bind_method(D_METHOD("set_custom_aabb", "aabb"), &ArrayMesh::set_custom_aabb);
  ClassDB::bind_method(D_METHOD("get_custom_aabb"), &ArrayMesh::get_custom_aabb);
  ClassDB::bind_method(D_METHOD("set_shadow_mesh", "mesh"), &ArrayMesh::set_shadow_mesh);
  ClassDB::bind_method(D_METHOD("get_shadow_mesh"), &ArrayMesh::get_shadow_mesh);
  ClassDB::bind_method(D_METHOD("_set_blend_shape_names", "blend_shape_names"),
                       &ArrayMesh::set_blend_shape_names);
  ClassDB::bind_method(D_METHOD("_get_blend_shape_names"), &ArrayMesh::get_blend_shape_names);
  ClassDB::bind_method(D_METHOD("_set_surfaces", "surfaces"), &ArrayMesh::set_surfaces_array);
  ClassDB::bind_method(D_METHOD("_get_surfaces"), &ArrayMesh::get_surfaces_array);
  constexpr std::uint32_t kInternal = PROPERTY_USAGE_STORAGE | PROPERTY_USAGE_INTERNAL;
  ClassDB::add_property(PropertyInfo(Variant::PACKED_STRING_ARRAY, "_blend_shape_names",
                                     PROPERTY_HINT_NONE, "", kInternal),
                        "_set_blend_shape_names", "_get_blend_shape_names");
  ClassDB::add_property(
      PropertyInfo(Variant::ARRAY, "_surfaces", PROPERTY_HINT_NONE, "", kInternal), "_set_surfaces",
      "_get_surfaces");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "blend_shape_mode", PROPERTY_HINT_ENUM, "Normalized,Relative"),
      "set_blend_shape_mode", "get_blend_shape_mode");
  ClassDB::add_property(PropertyInfo(Variant::AABB, "custom_aabb", PROPERTY_HINT_NONE, "suffix:m"),
                        "set_custom_aabb", "get_custom_aabb");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "shadow_mesh", PROPERTY_HINT_RESOURCE_TYPE, "ArrayMesh"),
      "set_shadow_mesh", "get_shadow_mesh");
}

}  // namespace arbor
