// Godot 3's packed vertex format, read into arrays and packed again in Godot 4's.
#include "scene/resources/godot3_surface.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "arbor/core/error/error.h"
#include "scene/resources/half_float.h"
#include "scene/resources/surface_dictionary.h"

namespace arbor::mesh {
namespace {

// Godot 3's VisualServer::ArrayType and ArrayFormat bits.
enum Godot3Array {
  VERTEX,
  NORMAL,
  TANGENT,
  COLOR,
  TEX_UV,
  TEX_UV2,
  BONES,
  WEIGHTS,
  INDEX,
};
constexpr uint64_t kCompressBase = INDEX + 1;
constexpr uint64_t compressed(Godot3Array array) { return 1ull << (kCompressBase + array); }
constexpr uint64_t kUse2dVertices = 1ull << (kCompressBase + INDEX + 1);
constexpr uint64_t kUse16BitBones = 1ull << (kCompressBase + INDEX + 2);
constexpr uint64_t kUseOctahedralCompression = 1ull << (kCompressBase + INDEX + 4);

bool has(uint64_t format, uint64_t bit) { return (format & bit) != 0; }
bool has_array(uint64_t format, Godot3Array array) { return has(format, 1ull << array); }

// Godot 3 packs an octahedral normal and tangent in two bytes each only when both are there
// and both compressed; otherwise each takes two 16-bit values.
bool octahedral_8_bit(uint64_t format) {
  return has(format, compressed(NORMAL)) && has(format, compressed(TANGENT)) &&
         has_array(format, NORMAL) && has_array(format, TANGENT);
}

// Bytes one vertex's `array` takes in Godot 3's interleaved buffer.
uint32_t element_size(uint64_t format, Godot3Array array) {
  const bool packed = has(format, compressed(array));
  switch (array) {
    case VERTEX: {
      const uint32_t components = has(format, kUse2dVertices) ? 2 : 3;
      const uint32_t size = components * (has(format, compressed(VERTEX)) ? 2 : 4);
      return size == 6 ? 8 : size;  // three halves are padded to four
    }
    case NORMAL:
      if (has(format, kUseOctahedralCompression)) return octahedral_8_bit(format) ? 2 : 4;
      return packed ? 4 : 12;
    case TANGENT:
      if (has(format, kUseOctahedralCompression)) return octahedral_8_bit(format) ? 2 : 4;
      return packed ? 4 : 16;
    case COLOR:
      return packed ? 4 : 16;
    case TEX_UV:
    case TEX_UV2:
      return packed ? 4 : 8;
    case BONES:
      return has(format, kUse16BitBones) ? 8 : 4;
    case WEIGHTS:
      return packed ? 8 : 16;
    case INDEX:
      break;
  }
  return 0;
}

template <class T>
T load(const uint8_t* p) {
  T value;
  std::memcpy(&value, p, sizeof(T));
  return value;
}

float half(const uint8_t* p) { return detail::half_to_float(load<uint16_t>(p)); }

// A signed normalized byte or short, as the GPU reads it.
float snorm8(const uint8_t* p) { return std::max(float(load<int8_t>(p)) / 127.0f, -1.0f); }
float snorm16(const uint8_t* p) { return std::max(float(load<int16_t>(p)) / 32767.0f, -1.0f); }

float sign_of(float v) { return v > 0 ? 1.0f : (v < 0 ? -1.0f : 0.0f); }

// Godot 3's VisualServer::oct_to_norm: an octahedral vector in -1..1 squared to a unit vector.
Vector3 oct_to_norm(float x, float y) {
  Vector3 n(x, y, 1.0f - (std::abs(x) + std::abs(y)));
  const real_t t = std::max(-n.z, real_t(0));
  n.x += t * -sign_of(float(n.x));
  n.y += t * -sign_of(float(n.y));
  return n.normalized();
}

// Godot 3's VisualServer::oct_to_tangent: the binormal's sign rides on the second value.
Vector3 oct_to_tangent(float x, float y, float& sign) {
  sign = y < 0 ? -1.0f : 1.0f;
  return oct_to_norm(x, std::abs(y) * 2 - 1);
}

// Reads one array of every vertex from the interleaved buffer.
class VertexReader {
 public:
  VertexReader(const PackedByteArray& data, uint32_t stride, int count)
      : data_(data.span().data()), stride_(stride), count_(count) {}

  // Calls `read(vertex, bytes)` for each vertex at the current offset, then moves past
  // `size` bytes.
  template <class Read>
  void each(uint32_t size, Read read) {
    for (int j = 0; j < count_; ++j) read(j, data_ + std::size_t(j) * stride_ + offset_);
    offset_ += size;
  }

 private:
  const uint8_t* data_;
  uint32_t stride_;
  int count_;
  uint32_t offset_ = 0;
};

MeshArrays read_arrays(uint64_t format, const PackedByteArray& data, int n,
                       const std::string& where) {
  uint32_t stride = 0;
  for (int array = VERTEX; array < INDEX; ++array) {
    if (has_array(format, Godot3Array(array))) stride += element_size(format, Godot3Array(array));
  }
  if (data.size() != int64_t(stride) * n) {
    throw Error(where + ": \"array_data\" holds " + std::to_string(data.size()) +
                " bytes; the format needs " + std::to_string(stride) + " per vertex, " +
                std::to_string(int64_t(stride) * n) + " for " + std::to_string(n) + " vertices");
  }
  MeshArrays out;
  VertexReader in(data, stride, n);
  const auto size = std::size_t(n);
  const bool octahedral = has(format, kUseOctahedralCompression);

  std::vector<Vector3> vertices(size);
  const bool two_d = has(format, kUse2dVertices);
  const bool half_vertices = has(format, compressed(VERTEX));
  in.each(element_size(format, VERTEX), [&](int j, const uint8_t* p) {
    const auto value = [&](int i) {
      return half_vertices ? half(p + 2 * i) : load<float>(p + 4 * i);
    };
    vertices[std::size_t(j)] = Vector3(value(0), value(1), two_d ? 0.0f : value(2));
  });
  out.vertices = PackedVector3Array(std::move(vertices));

  if (has_array(format, NORMAL)) {
    std::vector<Vector3> normals(size);
    const bool packed = has(format, compressed(NORMAL));
    const bool oct8 = octahedral_8_bit(format);
    in.each(element_size(format, NORMAL), [&](int j, const uint8_t* p) {
      Vector3& normal = normals[std::size_t(j)];
      if (octahedral) {
        normal =
            oct8 ? oct_to_norm(snorm8(p), snorm8(p + 1)) : oct_to_norm(snorm16(p), snorm16(p + 2));
      } else if (packed) {
        normal = Vector3(snorm8(p), snorm8(p + 1), snorm8(p + 2)).normalized();
      } else {
        normal = Vector3(load<float>(p), load<float>(p + 4), load<float>(p + 8));
      }
    });
    out.normals = PackedVector3Array(std::move(normals));
  }
  if (has_array(format, TANGENT)) {
    std::vector<float> tangents(size * 4);
    const bool packed = has(format, compressed(TANGENT));
    const bool oct8 = octahedral_8_bit(format);
    in.each(element_size(format, TANGENT), [&](int j, const uint8_t* p) {
      float* tangent = &tangents[std::size_t(j) * 4];
      Vector3 t;
      float sign = 1;
      if (octahedral) {
        t = oct8 ? oct_to_tangent(snorm8(p), snorm8(p + 1), sign)
                 : oct_to_tangent(snorm16(p), snorm16(p + 2), sign);
      } else if (packed) {
        t = Vector3(snorm8(p), snorm8(p + 1), snorm8(p + 2));
        sign = snorm8(p + 3) < 0 ? -1.0f : 1.0f;
      } else {
        t = Vector3(load<float>(p), load<float>(p + 4), load<float>(p + 8));
        sign = load<float>(p + 12) < 0 ? -1.0f : 1.0f;
      }
      const float values[4] = {float(t.x), float(t.y), float(t.z), sign};
      std::copy(values, values + 4, tangent);
    });
    out.tangents = PackedFloat32Array(std::move(tangents));
  }
  if (has_array(format, COLOR)) {
    std::vector<Color> colors(size);
    const bool packed = has(format, compressed(COLOR));
    in.each(element_size(format, COLOR), [&](int j, const uint8_t* p) {
      colors[std::size_t(j)] =
          packed
              ? Color(p[0] / 255.0f, p[1] / 255.0f, p[2] / 255.0f, p[3] / 255.0f)
              : Color(load<float>(p), load<float>(p + 4), load<float>(p + 8), load<float>(p + 12));
    });
    out.colors = PackedColorArray(std::move(colors));
  }
  for (const Godot3Array array : {TEX_UV, TEX_UV2}) {
    if (!has_array(format, array)) continue;
    std::vector<Vector2> uvs(size);
    const bool packed = has(format, compressed(array));
    in.each(element_size(format, array), [&](int j, const uint8_t* p) {
      uvs[std::size_t(j)] =
          packed ? Vector2(half(p), half(p + 2)) : Vector2(load<float>(p), load<float>(p + 4));
    });
    (array == TEX_UV ? out.uvs : out.uv2s) = PackedVector2Array(std::move(uvs));
  }
  if (has_array(format, BONES)) {
    std::vector<int32_t> bones(size * 4);
    const bool wide = has(format, kUse16BitBones);
    in.each(element_size(format, BONES), [&](int j, const uint8_t* p) {
      for (int k = 0; k < 4; ++k) {
        bones[std::size_t(j) * 4 + std::size_t(k)] = wide ? load<uint16_t>(p + 2 * k) : p[k];
      }
    });
    out.bones = PackedInt32Array(std::move(bones));
  }
  if (has_array(format, WEIGHTS)) {
    std::vector<float> weights(size * 4);
    const bool packed = has(format, compressed(WEIGHTS));
    in.each(element_size(format, WEIGHTS), [&](int j, const uint8_t* p) {
      for (int k = 0; k < 4; ++k) {
        weights[std::size_t(j) * 4 + std::size_t(k)] =
            packed ? float(load<uint16_t>(p + 2 * k)) / 65535.0f : load<float>(p + 4 * k);
      }
    });
    out.weights = PackedFloat32Array(std::move(weights));
  }
  return out;
}

PackedInt32Array read_indices(const PackedByteArray& data, int count, int vertex_count,
                              const std::string& where) {
  const int64_t size = vertex_count >= (1 << 16) ? 4 : 2;
  if (data.size() != count * size) {
    throw Error(where + ": \"array_index_data\" holds " + std::to_string(data.size()) + " bytes, " +
                std::to_string(count * size) + " expected for " + std::to_string(count) +
                " indices of " + std::to_string(size) + " bytes");
  }
  std::vector<int32_t> indices(static_cast<std::size_t>(count));
  const uint8_t* p = data.span().data();
  for (int j = 0; j < count; ++j, p += size) {
    indices[std::size_t(j)] = size == 2 ? load<uint16_t>(p) : int32_t(load<uint32_t>(p));
  }
  return PackedInt32Array(std::move(indices));
}

// Godot 3's PrimitiveType as Godot 4 reads it: line loops become lines, fans strips.
MeshSurfaceData::PrimitiveType primitive_of(int64_t godot3, const std::string& where) {
  constexpr MeshSurfaceData::PrimitiveType kPrimitives[] = {
      MeshSurfaceData::PRIMITIVE_POINTS,        MeshSurfaceData::PRIMITIVE_LINES,
      MeshSurfaceData::PRIMITIVE_LINE_STRIP,    MeshSurfaceData::PRIMITIVE_LINES,
      MeshSurfaceData::PRIMITIVE_TRIANGLES,     MeshSurfaceData::PRIMITIVE_TRIANGLE_STRIP,
      MeshSurfaceData::PRIMITIVE_TRIANGLE_STRIP};
  if (godot3 < 0 || godot3 >= int64_t(std::size(kPrimitives))) {
    throw Error(where + ": \"primitive\" " + std::to_string(godot3) +
                " is not a Godot 3 primitive type");
  }
  return kPrimitives[godot3];
}

}  // namespace

MeshSurfaceData convert_godot3_surface(const Dictionary& d, int index) {
  const std::string where = "ArrayMesh.surfaces/" + std::to_string(index);
  const auto format = uint64_t(static_cast<int64_t>(surface_key(d, "format", Variant::INT, where)));
  const MeshSurfaceData::PrimitiveType primitive =
      primitive_of(static_cast<int64_t>(surface_key(d, "primitive", Variant::INT, where)), where);
  const int vertex_count = surface_count(d, "vertex_count", where, true);
  const AABB aabb = static_cast<AABB>(surface_key(d, "aabb", Variant::AABB, where));
  if (!has_array(format, VERTEX)) throw Error(where + ": the format has no vertex array");
  if (const Variant& shapes = surface_key(d, "blend_shape_data", Variant::ARRAY, where, false);
      !shapes.is_nil() && !static_cast<Array>(shapes).is_empty()) {
    throw Error(where + ": blend shapes of Godot 3 meshes are not converted");
  }
  const Variant& data = surface_key(d, "array_data", Variant::PACKED_BYTE_ARRAY, where);
  MeshArrays arrays = read_arrays(format, *data.get_if<PackedByteArray>(), vertex_count, where);
  if (has_array(format, INDEX)) {
    const int index_count = surface_count(d, "index_count", where, true);
    const Variant& indices =
        surface_key(d, "array_index_data", Variant::PACKED_BYTE_ARRAY, where, index_count > 0);
    if (index_count > 0) {
      arrays.indices =
          read_indices(*indices.get_if<PackedByteArray>(), index_count, vertex_count, where);
    }
  }
  MeshSurfaceData surface;
  try {
    surface = encode_surface(primitive, arrays);
  } catch (const Error& error) {
    throw Error(where + ": " + error.what());
  }
  surface.aabb = aabb;  // as Godot 4 keeps it
  if (const Variant& boxes = surface_key(d, "skeleton_aabb", Variant::ARRAY, where, false);
      !boxes.is_nil()) {
    for (const Variant& box : static_cast<Array>(boxes)) {
      if (box.get_type() != Variant::AABB) {
        throw Error(where + ": \"skeleton_aabb\" holds a value that is not an AABB");
      }
      surface.bone_aabbs.push_back(static_cast<AABB>(box));
    }
  }
  return surface;
}

}  // namespace arbor::mesh
