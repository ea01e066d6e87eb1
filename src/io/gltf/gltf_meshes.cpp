// glTF meshes as ArrayMeshes: each primitive a surface, in Godot's conventions.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "arbor/core/error/error.h"
#include "io/gltf/gltf_accessor.h"
#include "io/gltf/gltf_document.h"
#include "io/gltf/surface_generation.h"

namespace arbor::detail::gltf {
namespace {

using PrimitiveType = Mesh::PrimitiveType;

// The attribute's accessor, or -1 when the primitive has none.
int attribute(const tinygltf::Primitive& primitive, const char* name) {
  const auto found = primitive.attributes.find(name);
  return found == primitive.attributes.end() ? -1 : found->second;
}

// An attribute's accessor, checked to be of `types` and to have one element per vertex.
AccessorView attribute_view(const tinygltf::Model& model, int accessor, const char* name,
                            std::initializer_list<int> types, std::size_t vertex_count) {
  try {
    AccessorView view(model, accessor);
    view.expect_type(types);
    if (view.count() != vertex_count) {
      throw Error("accessor " + std::to_string(accessor) + " has " + std::to_string(view.count()) +
                  " elements for " + std::to_string(vertex_count) + " vertices");
    }
    return view;
  } catch (const Error& error) {
    throw Error(std::string(name) + ": " + error.what());
  }
}

// The accessor's elements as `T`s (`make` turns an element's floats into one). Elements come in
// order, each appended, so the array's memory is written once and never zero-filled first; a
// sparse accessor's replacements then come by index.
template <class T, class Make>
PackedArray<T> read_elements(const AccessorView& view, Make make) {
  std::vector<T> out;
  out.reserve(view.count());
  view.for_each_float([&out, &make](std::size_t i, const float* v) {
    if (i == out.size()) {
      out.push_back(make(v));
    } else {
      out[i] = make(v);
    }
  });
  return PackedArray<T>(std::move(out));
}

PackedVector3Array read_vector3s(const AccessorView& view) {
  return read_elements<Vector3>(view, [](const float* v) { return Vector3(v[0], v[1], v[2]); });
}

PackedVector2Array read_vector2s(const AccessorView& view) {
  return read_elements<Vector2>(view, [](const float* v) { return Vector2(v[0], v[1]); });
}

PackedColorArray read_colors(const AccessorView& view) {
  if (view.components() == 3) {
    return read_elements<Color>(view, [](const float* v) { return Color(v[0], v[1], v[2]); });
  }
  return read_elements<Color>(view, [](const float* v) { return Color(v[0], v[1], v[2], v[3]); });
}

// Four floats per vertex, appended as read_elements does.
PackedFloat32Array read_tangents(const AccessorView& view) {
  std::vector<float> out;
  out.reserve(view.count() * 4);
  view.for_each_float([&out](std::size_t i, const float* v) {
    if (i * 4 == out.size()) {
      out.insert(out.end(), v, v + 4);
    } else {
      std::copy(v, v + 4, out.begin() + std::ptrdiff_t(i * 4));
    }
  });
  return PackedFloat32Array(std::move(out));
}

// The primitive's indices, each checked to name a vertex.
PackedInt32Array read_indices(const tinygltf::Model& model, int accessor,
                              std::size_t vertex_count) {
  try {
    const AccessorView view(model, accessor);
    std::vector<std::int32_t> out;
    out.reserve(view.count());
    std::size_t beyond = 0;
    std::uint32_t first_bad = 0;
    view.for_each_index([&](std::size_t i, std::uint32_t index) {
      if (index >= vertex_count && beyond++ == 0) first_bad = index;
      if (i == out.size()) {
        out.push_back(std::int32_t(index));
      } else {
        out[i] = std::int32_t(index);
      }
    });
    if (beyond > 0) {
      throw Error("accessor " + std::to_string(accessor) + ": " + std::to_string(beyond) +
                  " indices are beyond the " + std::to_string(vertex_count) +
                  " vertices (the first is " + std::to_string(first_bad) + ")");
    }
    return PackedInt32Array(std::move(out));
  } catch (const Error& error) {
    throw Error(std::string("indices: ") + error.what());
  }
}

PackedInt32Array sequence(std::size_t count) {
  std::vector<std::int32_t> out(count);
  for (std::size_t i = 0; i < count; ++i) out[i] = std::int32_t(i);
  return PackedInt32Array(std::move(out));
}

// glTF's strips and fans as the triangle lists Godot draws (which have neither fans nor,
// through the importer, strips), and its line loops as line lists; each triangle keeps the
// strip's or fan's counter-clockwise winding.
PackedInt32Array strip_to_list(const PackedInt32Array& strip) {
  std::vector<std::int32_t> out;
  for (std::int64_t i = 2; i < strip.size(); ++i) {
    const bool even = i % 2 == 0;
    out.insert(out.end(), {strip[even ? i - 2 : i - 1], strip[even ? i - 1 : i - 2], strip[i]});
  }
  return PackedInt32Array(std::move(out));
}

PackedInt32Array fan_to_list(const PackedInt32Array& fan) {
  std::vector<std::int32_t> out;
  for (std::int64_t i = 2; i < fan.size(); ++i) out.insert(out.end(), {fan[0], fan[i - 1], fan[i]});
  return PackedInt32Array(std::move(out));
}

PackedInt32Array loop_to_list(const PackedInt32Array& loop) {
  std::vector<std::int32_t> out;
  for (std::int64_t i = 0; loop.size() > 1 && i < loop.size(); ++i) {
    out.insert(out.end(), {loop[i], loop[(i + 1) % loop.size()]});
  }
  return PackedInt32Array(std::move(out));
}

// Godot draws clockwise triangles as front faces, glTF counter-clockwise ones: the importer
// swaps each triangle's last two indices.
void swap_winding(PackedInt32Array& indices) {
  std::int32_t* data = indices.span().data();
  for (std::int64_t i = 0; i + 2 < indices.size(); i += 3) std::swap(data[i + 1], data[i + 2]);
}

// glTF's mode (TINYGLTF_MODE_*) as the Godot primitive it becomes, with the primitive's
// indices (sequential when it has none and the conversion needs them) converted to it.
PrimitiveType convert_mode(int mode, PackedInt32Array& indices, std::size_t vertex_count) {
  const auto ensure_indices = [&] {
    if (indices.is_empty()) indices = sequence(vertex_count);
  };
  switch (mode) {
    case TINYGLTF_MODE_POINTS:
      return Mesh::PRIMITIVE_POINTS;
    case TINYGLTF_MODE_LINE:
      return Mesh::PRIMITIVE_LINES;
    case TINYGLTF_MODE_LINE_LOOP:
      ensure_indices();
      indices = loop_to_list(indices);
      return Mesh::PRIMITIVE_LINES;
    case TINYGLTF_MODE_LINE_STRIP:
      return Mesh::PRIMITIVE_LINE_STRIP;
    case TINYGLTF_MODE_TRIANGLE_STRIP:
      ensure_indices();
      indices = strip_to_list(indices);
      return Mesh::PRIMITIVE_TRIANGLES;
    case TINYGLTF_MODE_TRIANGLE_FAN:
      ensure_indices();
      indices = fan_to_list(indices);
      return Mesh::PRIMITIVE_TRIANGLES;
    case -1:  // absent: glTF's default
    case TINYGLTF_MODE_TRIANGLES:
      ensure_indices();
      if (indices.size() % 3 != 0) {
        throw Error(std::to_string(indices.size()) +
                    " indices (or vertices) do not make whole triangles");
      }
      return Mesh::PRIMITIVE_TRIANGLES;
    default:
      throw Error("mode " + std::to_string(mode) + " is not a glTF primitive mode");
  }
}

struct Surface {
  PrimitiveType primitive = Mesh::PRIMITIVE_TRIANGLES;
  MeshArrays arrays;
};

Surface read_surface(const tinygltf::Model& model, const tinygltf::Primitive& primitive) {
  const int position = attribute(primitive, "POSITION");
  if (position < 0) throw Error("it has no POSITION attribute");
  Surface surface;
  MeshArrays& arrays = surface.arrays;
  std::size_t vertex_count = 0;
  try {
    const AccessorView view(model, position);
    view.expect_type({TINYGLTF_TYPE_VEC3});
    vertex_count = view.count();
    arrays.vertices = read_vector3s(view);
  } catch (const Error& error) {
    throw Error(std::string("POSITION: ") + error.what());
  }
  if (const int normal = attribute(primitive, "NORMAL"); normal >= 0) {
    arrays.normals =
        read_vector3s(attribute_view(model, normal, "NORMAL", {TINYGLTF_TYPE_VEC3}, vertex_count));
  }
  if (const int tangent = attribute(primitive, "TANGENT"); tangent >= 0) {
    arrays.tangents = read_tangents(
        attribute_view(model, tangent, "TANGENT", {TINYGLTF_TYPE_VEC4}, vertex_count));
  }
  if (const int uv = attribute(primitive, "TEXCOORD_0"); uv >= 0) {
    arrays.uvs =
        read_vector2s(attribute_view(model, uv, "TEXCOORD_0", {TINYGLTF_TYPE_VEC2}, vertex_count));
  }
  if (const int uv2 = attribute(primitive, "TEXCOORD_1"); uv2 >= 0) {
    arrays.uv2s =
        read_vector2s(attribute_view(model, uv2, "TEXCOORD_1", {TINYGLTF_TYPE_VEC2}, vertex_count));
  }
  if (const int color = attribute(primitive, "COLOR_0"); color >= 0) {
    arrays.colors = read_colors(attribute_view(
        model, color, "COLOR_0", {TINYGLTF_TYPE_VEC3, TINYGLTF_TYPE_VEC4}, vertex_count));
  }
  if (primitive.indices >= 0) arrays.indices = read_indices(model, primitive.indices, vertex_count);
  surface.primitive = convert_mode(primitive.mode, arrays.indices, vertex_count);
  if (surface.primitive == Mesh::PRIMITIVE_TRIANGLES) {
    if (arrays.normals.is_empty()) arrays = with_flat_normals(arrays);
    if (arrays.tangents.is_empty() && !arrays.uvs.is_empty()) generate_tangents(arrays);
    swap_winding(arrays.indices);
  }
  return surface;
}

// The material of a primitive: its own, or the file's default one. Godot's importer has a
// material show the vertex colors of the primitives that have them.
Ref<StandardMaterial3D> surface_material(Document& document, const tinygltf::Primitive& primitive,
                                         bool has_colors) {
  if (primitive.material >= 0) {
    Ref<StandardMaterial3D> used = material(document, primitive.material);
    if (has_colors) used->set_flag(BaseMaterial3D::FLAG_ALBEDO_FROM_VERTEX_COLOR, true);
    return used;
  }
  Ref<StandardMaterial3D>& fallback =
      has_colors ? document.default_vertex_color_material : document.default_material;
  if (!fallback) {
    fallback = make_ref<StandardMaterial3D>();
    if (has_colors) fallback->set_flag(BaseMaterial3D::FLAG_ALBEDO_FROM_VERTEX_COLOR, true);
  }
  return fallback;
}

Ref<ArrayMesh> build_mesh(Document& document, int index) {
  const tinygltf::Mesh& source = document.model.meshes[std::size_t(index)];
  Ref<ArrayMesh> mesh = make_ref<ArrayMesh>();
  mesh->set_name(source.name);
  for (std::size_t p = 0; p < source.primitives.size(); ++p) {
    const tinygltf::Primitive& primitive = source.primitives[p];
    try {
      const Surface surface = read_surface(document.model, primitive);
      mesh->add_surface_from_arrays(surface.primitive, surface.arrays);
      const Ref<StandardMaterial3D> used =
          surface_material(document, primitive, !surface.arrays.colors.is_empty());
      const int added = mesh->get_surface_count() - 1;
      mesh->surface_set_material(added, used);
      mesh->surface_set_name(added, used->get_name());
    } catch (const Error& error) {
      throw Error("mesh " + std::to_string(index) + ", primitive " + std::to_string(p) + ": " +
                  error.what());
    }
  }
  return mesh;
}

}  // namespace

Ref<ArrayMesh> mesh(Document& document, int index) {
  if (index < 0 || std::size_t(index) >= document.model.meshes.size()) {
    throw Error("mesh " + std::to_string(index) + " does not exist (the file has " +
                std::to_string(document.model.meshes.size()) + ")");
  }
  Ref<ArrayMesh>& made = document.meshes[std::size_t(index)];
  if (!made) made = build_mesh(document, index);
  return made;
}

}  // namespace arbor::detail::gltf
