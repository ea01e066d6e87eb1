// Godot 4's packed surface format: layout, packing and unpacking.
#include "arbor/scene/resources/mesh_surface_data.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>

#include "arbor/core/error/error.h"
#include "scene/resources/half_float.h"

namespace arbor::mesh {
namespace {

using Format = MeshSurfaceData::Format;
constexpr uint64_t kVersionBits = uint64_t(MeshSurfaceData::ARRAY_FLAG_FORMAT_VERSION_MASK)
                                  << MeshSurfaceData::ARRAY_FLAG_FORMAT_VERSION_SHIFT;
constexpr int kCustomCount = 4;

bool has(uint64_t format, uint64_t bit) { return (format & bit) != 0; }
bool has_array(uint64_t format, int array) { return has(format, 1ull << array); }

MeshArrays::CustomFormat custom_format_of(uint64_t format, int channel) {
  return MeshArrays::CustomFormat(
      (format >> (MeshSurfaceData::ARRAY_FORMAT_CUSTOM_BASE +
                  MeshSurfaceData::ARRAY_FORMAT_CUSTOM_BITS * uint64_t(channel))) &
      MeshSurfaceData::ARRAY_FORMAT_CUSTOM_MASK);
}

uint32_t custom_size(MeshArrays::CustomFormat format) {
  switch (format) {
    case MeshArrays::ARRAY_CUSTOM_RGBA8_UNORM:
    case MeshArrays::ARRAY_CUSTOM_RGBA8_SNORM:
    case MeshArrays::ARRAY_CUSTOM_RG_HALF:
    case MeshArrays::ARRAY_CUSTOM_R_FLOAT:
      return 4;
    case MeshArrays::ARRAY_CUSTOM_RGBA_HALF:
    case MeshArrays::ARRAY_CUSTOM_RG_FLOAT:
      return 8;
    case MeshArrays::ARRAY_CUSTOM_RGB_FLOAT:
      return 12;
    case MeshArrays::ARRAY_CUSTOM_RGBA_FLOAT:
      return 16;
    case MeshArrays::ARRAY_CUSTOM_MAX:
      break;
  }
  return 0;
}

bool is_float_custom(MeshArrays::CustomFormat format) {
  return format >= MeshArrays::ARRAY_CUSTOM_R_FLOAT;
}

int bone_count_of(uint64_t format) {
  return has(format, MeshSurfaceData::ARRAY_FLAG_USE_8_BONE_WEIGHTS) ? 8 : 4;
}

uint32_t index_size_of(int vertex_count) {
  return vertex_count <= (1 << 16) && vertex_count > 0 ? 2 : 4;
}

template <class T>
T load(const uint8_t* p) {
  T value;
  std::memcpy(&value, p, sizeof(T));
  return value;
}

template <class T>
void store(uint8_t* p, const T& value) {
  std::memcpy(p, &value, sizeof(T));
}

// A NaN (the encoding of a zero-length normal) gives 0, as Godot's conversion does on x86.
uint16_t unorm16(double v) {
  return std::isnan(v) ? 0 : uint16_t(std::clamp(v * 65535.0, 0.0, 65535.0));
}

// Vector3::octahedron_encode: a unit vector folded onto the octahedron, in 0..1 squared.
Vector2 octahedron_encode(const Vector3& v) {
  Vector3 n = v / (std::abs(v.x) + std::abs(v.y) + std::abs(v.z));
  Vector2 o;
  if (n.z >= 0.0f) {
    o.x = n.x;
    o.y = n.y;
  } else {
    o.x = (1.0f - std::abs(n.y)) * (n.x >= 0.0f ? 1.0f : -1.0f);
    o.y = (1.0f - std::abs(n.x)) * (n.y >= 0.0f ? 1.0f : -1.0f);
  }
  o.x = o.x * 0.5f + 0.5f;
  o.y = o.y * 0.5f + 0.5f;
  return o;
}

// Vector3::octahedron_decode.
Vector3 octahedron_decode(const Vector2& oct) {
  const Vector2 f(oct.x * 2.0f - 1.0f, oct.y * 2.0f - 1.0f);
  Vector3 n(f.x, f.y, 1.0f - std::abs(f.x) - std::abs(f.y));
  const real_t t = std::clamp(-n.z, real_t(0), real_t(1));
  n.x += n.x >= 0 ? -t : t;
  n.y += n.y >= 0 ? -t : t;
  return n.normalized();
}

// Vector3::octahedron_tangent_encode: the sign of the binormal rides in the second half.
Vector2 octahedron_tangent_encode(const Vector3& v, float sign) {
  const real_t bias = real_t(1.0) / real_t(32767.0);
  Vector2 res = octahedron_encode(v);
  res.y = std::max(res.y, bias);
  res.y = res.y * 0.5f + 0.5f;
  res.y = sign >= 0.0f ? res.y : 1 - res.y;
  return res;
}

Vector3 octahedron_tangent_decode(const Vector2& oct, float& sign) {
  Vector2 compressed = oct;
  compressed.y = compressed.y * 2 - 1;
  sign = compressed.y >= 0.0f ? 1.0f : -1.0f;
  compressed.y = std::abs(compressed.y);
  return octahedron_decode(compressed);
}

// The two unorm16 of a packed octahedral value, as 0..1.
Vector2 unpack_oct(uint32_t packed) {
  return Vector2(real_t((packed & 0xFFFF) / 65535.0), real_t(((packed >> 16) & 0xFFFF) / 65535.0));
}

uint32_t pack_oct(const Vector2& oct) {
  return uint32_t(unorm16(oct.x)) | (uint32_t(unorm16(oct.y)) << 16);
}

// A 3×3 rotation matrix, rows first (as Godot's Basis stores it).
struct Rows {
  double m[3][3];
};

Rows rotation(const Vector3& axis, double angle) {
  const double c = std::cos(angle);
  const double s = std::sin(angle);
  const double t = 1.0 - c;
  const double x = axis.x, y = axis.y, z = axis.z;
  return Rows{{{x * x + c * (1 - x * x), x * y * t - z * s, x * z * t + y * s},
               {x * y * t + z * s, y * y + c * (1 - y * y), y * z * t - x * s},
               {x * z * t - y * s, y * z * t + x * s, z * z + c * (1 - z * z)}}};
}

// Basis::get_axis_angle of a rotation given by its rows.
void axis_angle_of(const Rows& r, Vector3& axis, double& angle) {
  const auto& m = r.m;
  constexpr double kEpsilon = 0.00001;
  const auto near_zero = [&](double v) { return std::abs(v) < kEpsilon; };
  if (near_zero(m[0][1] - m[1][0]) && near_zero(m[0][2] - m[2][0]) &&
      near_zero(m[1][2] - m[2][1])) {
    const bool diagonal = near_zero(m[0][1]) && near_zero(m[0][2]) && near_zero(m[1][0]) &&
                          near_zero(m[1][2]) && near_zero(m[2][0]) && near_zero(m[2][1]);
    if (diagonal && std::abs(m[0][0] + m[1][1] + m[2][2] - 3) < 3 * kEpsilon) {
      axis = Vector3(0, 1, 0);
      angle = 0;
      return;
    }
    const double xx = (m[0][0] + 1) / 2, yy = (m[1][1] + 1) / 2, zz = (m[2][2] + 1) / 2;
    const double xy = (m[0][1] + m[1][0]) / 4, xz = (m[0][2] + m[2][0]) / 4,
                 yz = (m[1][2] + m[2][1]) / 4;
    constexpr double kHalfSqrt2 = 0.70710678118654752440;
    double x, y, z;
    if (xx > yy && xx > zz) {
      if (xx < kEpsilon) {
        x = 0, y = kHalfSqrt2, z = kHalfSqrt2;
      } else {
        x = std::sqrt(xx), y = xy / x, z = xz / x;
      }
    } else if (yy > zz) {
      if (yy < kEpsilon) {
        x = kHalfSqrt2, y = 0, z = kHalfSqrt2;
      } else {
        y = std::sqrt(yy), x = xy / y, z = yz / y;
      }
    } else {
      if (zz < kEpsilon) {
        x = kHalfSqrt2, y = kHalfSqrt2, z = 0;
      } else {
        z = std::sqrt(zz), x = xz / z, y = yz / z;
      }
    }
    axis = Vector3(real_t(x), real_t(y), real_t(z));
    angle = 3.14159265358979323846;
    return;
  }
  double s = std::sqrt((m[2][1] - m[1][2]) * (m[2][1] - m[1][2]) +
                       (m[0][2] - m[2][0]) * (m[0][2] - m[2][0]) +
                       (m[1][0] - m[0][1]) * (m[1][0] - m[0][1]));
  if (std::abs(s) < kEpsilon) s = 1;
  axis = Vector3(real_t((m[2][1] - m[1][2]) / s), real_t((m[0][2] - m[2][0]) / s),
                 real_t((m[1][0] - m[0][1]) / s));
  angle = std::acos(std::clamp((m[0][0] + m[1][1] + m[2][2] - 1) / 2, -1.0, 1.0));
}

// Godot's _get_axis_angle: the tangent frame as one rotation, its angle folding in the
// binormal's sign (below 0.5: negative).
void tbn_to_axis_angle(const Vector3& normal_in, const Vector3& tangent_in, float sign,
                       Vector3& axis, float& packed_angle) {
  const Vector3 normal = normal_in.normalized();
  const Vector3 tangent = tangent_in.normalized();
  const Vector3 binormal = normal.cross(tangent).normalized();
  const Rows rows{{{tangent.x, tangent.y, tangent.z},
                   {binormal.x, binormal.y, binormal.z},
                   {normal.x, normal.y, normal.z}}};
  double angle = 0;
  axis_angle_of(rows, axis, angle);
  constexpr double kPi = 3.14159265358979323846;
  if (sign < 0.0f) {
    packed_angle = float(std::clamp((1.0 - angle / kPi) * 0.5, 0.0, 0.49999));
  } else {
    packed_angle = float(std::clamp((angle / kPi) * 0.5 + 0.5, 0.500008, 1.0));
  }
}

// Godot's _get_tbn_from_axis_angle.
void axis_angle_to_tbn(const Vector3& axis, float packed_angle, Vector3& normal, float tangent[4]) {
  constexpr double kPi = 3.14159265358979323846;
  const float sign = packed_angle > 0.5f ? 1.0f : -1.0f;
  const double angle = std::abs(packed_angle * 2.0 - 1.0) * kPi;
  const Rows r = rotation(axis, angle);
  tangent[0] = float(r.m[0][0]);
  tangent[1] = float(r.m[0][1]);
  tangent[2] = float(r.m[0][2]);
  tangent[3] = sign;
  normal = Vector3(real_t(r.m[2][0]), real_t(r.m[2][1]), real_t(r.m[2][2]));
}

// Godot's arbitrary tangent for a normal without one.
Vector3 tangent_for(const Vector3& normal) {
  return Vector3(normal.z, -normal.x, normal.y).cross(normal.normalized()).normalized();
}

[[noreturn]] void fail(const std::string& message) { throw Error("mesh surface: " + message); }

// Per-element checks test first and build their message only on failure (fail).
void require(bool condition, const std::string& message) {
  if (!condition) fail(message);
}

void require_length(int64_t actual, int64_t expected, const char* what) {
  require(actual == expected, std::string(what) + " has " + std::to_string(actual) +
                                  " elements, the surface needs " + std::to_string(expected));
}

// The bytes a surface's buffers must have.
struct BufferSizes {
  int64_t vertex = 0;
  int64_t attribute = 0;
  int64_t skin = 0;
  int64_t index = 0;
};

BufferSizes expected_sizes(const MeshSurfaceData& s, const MeshSurfaceLayout& layout) {
  BufferSizes sizes;
  sizes.vertex = int64_t(layout.vertex_stride + layout.normal_stride) * s.vertex_count;
  sizes.attribute = int64_t(layout.attribute_stride) * s.vertex_count;
  sizes.skin = int64_t(layout.skin_stride) * s.vertex_count;
  if (has_array(s.format, MeshArrays::ARRAY_INDEX)) {
    sizes.index = int64_t(index_size_of(s.vertex_count)) * s.index_count;
  }
  return sizes;
}

void check_buffer(int64_t actual, int64_t expected, const char* name) {
  require(actual == expected, std::string(name) + " has " + std::to_string(actual) +
                                  " bytes, its format and counts need " + std::to_string(expected));
}

void check_indices(const PackedByteArray& data, int count, int vertex_count, const char* what) {
  const uint32_t size = index_size_of(vertex_count);
  check_buffer(data.size(), int64_t(size) * count, what);
  const uint8_t* p = data.span().data();
  for (int i = 0; i < count; ++i, p += size) {
    const uint32_t index = size == 2 ? load<uint16_t>(p) : load<uint32_t>(p);
    if (index >= uint32_t(vertex_count)) {
      fail(std::string(what) + " " + std::to_string(i) + " is " + std::to_string(index) +
           ", out of range for " + std::to_string(vertex_count) + " vertices");
    }
  }
}

}  // namespace

MeshSurfaceLayout make_layout(uint64_t format, int vertex_count) {
  MeshSurfaceLayout layout;
  uint32_t* accumulated = nullptr;
  const bool compressed = has(format, MeshSurfaceData::ARRAY_FLAG_COMPRESS_ATTRIBUTES);
  for (int i = 0; i < MeshArrays::ARRAY_MAX; ++i) {
    if (i == MeshArrays::ARRAY_VERTEX) accumulated = &layout.vertex_stride;
    if (i == MeshArrays::ARRAY_NORMAL) accumulated = &layout.normal_stride;
    if (i == MeshArrays::ARRAY_COLOR) accumulated = &layout.attribute_stride;
    if (i == MeshArrays::ARRAY_BONES) accumulated = &layout.skin_stride;
    if (!has_array(format, i)) continue;
    uint32_t size = 0;
    switch (i) {
      case MeshArrays::ARRAY_VERTEX:
        size = has(format, MeshSurfaceData::ARRAY_FLAG_USE_2D_VERTICES) ? 8 : (compressed ? 8 : 12);
        break;
      case MeshArrays::ARRAY_NORMAL:
        size = 4;
        break;
      case MeshArrays::ARRAY_TANGENT:
        size = compressed ? 0 : 4;
        break;
      case MeshArrays::ARRAY_COLOR:
        size = 4;
        break;
      case MeshArrays::ARRAY_TEX_UV:
      case MeshArrays::ARRAY_TEX_UV2:
        size = compressed ? 4 : 8;
        break;
      case MeshArrays::ARRAY_CUSTOM0:
      case MeshArrays::ARRAY_CUSTOM1:
      case MeshArrays::ARRAY_CUSTOM2:
      case MeshArrays::ARRAY_CUSTOM3:
        size = custom_size(custom_format_of(format, i - MeshArrays::ARRAY_CUSTOM0));
        break;
      case MeshArrays::ARRAY_BONES:
      case MeshArrays::ARRAY_WEIGHTS:
        size = uint32_t(2 * bone_count_of(format));
        break;
      case MeshArrays::ARRAY_INDEX:
        layout.offsets[std::size_t(i)] = index_size_of(vertex_count);
        continue;
      default:
        break;
    }
    layout.offsets[std::size_t(i)] = *accumulated;
    if (i == MeshArrays::ARRAY_NORMAL || i == MeshArrays::ARRAY_TANGENT) {
      layout.offsets[std::size_t(i)] += layout.vertex_stride * uint32_t(vertex_count);
    }
    *accumulated += size;
  }
  return layout;
}

void validate_surface(const MeshSurfaceData& s) {
  require(s.primitive >= 0 && s.primitive < MeshSurfaceData::PRIMITIVE_MAX,
          "primitive " + std::to_string(int(s.primitive)) + " is not a primitive type");
  require((s.format & kVersionBits) == MeshSurfaceData::ARRAY_FLAG_FORMAT_CURRENT_VERSION,
          "format version " +
              std::to_string((s.format >> MeshSurfaceData::ARRAY_FLAG_FORMAT_VERSION_SHIFT) &
                             MeshSurfaceData::ARRAY_FLAG_FORMAT_VERSION_MASK) +
              " is not read (Godot 4.2 and later write version 1 of the flag, 4.0/4.1's old "
              "layout is not converted); re-save the mesh in Godot 4.2+");
  require(s.vertex_count >= 0 && s.index_count >= 0, "negative vertex or index count");
  for (int channel = 0; channel < kCustomCount; ++channel) {
    if (has_array(s.format, MeshArrays::ARRAY_CUSTOM0 + channel)) {
      require(custom_format_of(s.format, channel) < MeshArrays::ARRAY_CUSTOM_MAX,
              "custom channel " + std::to_string(channel) + " has an unknown format");
    }
  }
  const MeshSurfaceLayout layout = make_layout(s.format, s.vertex_count);
  const BufferSizes sizes = expected_sizes(s, layout);
  check_buffer(s.vertex_data.size(), sizes.vertex, "vertex_data");
  check_buffer(s.attribute_data.size(), sizes.attribute, "attribute_data");
  check_buffer(s.skin_data.size(), sizes.skin, "skin_data");
  if (has_array(s.format, MeshArrays::ARRAY_INDEX)) {
    check_indices(s.index_data, s.index_count, s.vertex_count, "index");
    for (const MeshSurfaceData::LOD& lod : s.lods) {
      const uint32_t size = index_size_of(s.vertex_count);
      require(lod.index_data.size() % size == 0, "a LOD's index data is not whole indices");
      check_indices(lod.index_data, int(lod.index_data.size() / size), s.vertex_count, "LOD index");
    }
  } else {
    require(s.index_count == 0 && s.index_data.is_empty(),
            "index data is given but the format has no ARRAY_FORMAT_INDEX");
  }
  const int elements =
      has_array(s.format, MeshArrays::ARRAY_INDEX) ? s.index_count : s.vertex_count;
  if (s.primitive == MeshSurfaceData::PRIMITIVE_TRIANGLES) {
    require(elements % 3 == 0,
            "a triangle list needs a multiple of 3 " +
                std::string(has_array(s.format, MeshArrays::ARRAY_INDEX) ? "indices" : "vertices") +
                ", it has " + std::to_string(elements));
  } else if (s.primitive == MeshSurfaceData::PRIMITIVE_LINES) {
    require(elements % 2 == 0,
            "a line list needs an even count, it has " + std::to_string(elements));
  }
  const int64_t blend_size = int64_t(layout.vertex_stride + layout.normal_stride) * s.vertex_count;
  require(s.blend_shape_data.is_empty() ||
              (blend_size > 0 && s.blend_shape_data.size() % blend_size == 0),
          "blend shape data is not whole shapes");
}

MeshArrays decode_surface(const MeshSurfaceData& s) {
  validate_surface(s);
  const uint64_t format = s.format;
  const int n = s.vertex_count;
  const MeshSurfaceLayout layout = make_layout(format, n);
  const auto& off = layout.offsets;
  const uint8_t* vr = s.vertex_data.span().data();
  const uint8_t* ar = s.attribute_data.span().data();
  const uint8_t* sr = s.skin_data.span().data();
  const bool compressed = has(format, MeshSurfaceData::ARRAY_FLAG_COMPRESS_ATTRIBUTES);
  MeshArrays out;

  if (has_array(format, MeshArrays::ARRAY_VERTEX)) {
    std::vector<Vector3> vertices(static_cast<std::size_t>(n));
    const bool two_d = has(format, MeshSurfaceData::ARRAY_FLAG_USE_2D_VERTICES);
    const bool with_normal = has_array(format, MeshArrays::ARRAY_NORMAL);
    std::vector<Vector3> normals;
    std::vector<float> tangents;
    if (compressed && with_normal && !two_d) {
      normals.resize(std::size_t(n));
      tangents.resize(std::size_t(n) * 4);
    }
    for (int j = 0; j < n; ++j) {
      const uint8_t* p = vr + std::size_t(j) * layout.vertex_stride + off[MeshArrays::ARRAY_VERTEX];
      if (two_d) {
        vertices[std::size_t(j)] = Vector3(load<float>(p), load<float>(p + 4), 0);
      } else if (compressed) {
        const Vector3 q(real_t(load<uint16_t>(p) / 65535.0),
                        real_t(load<uint16_t>(p + 2) / 65535.0),
                        real_t(load<uint16_t>(p + 4) / 65535.0));
        vertices[std::size_t(j)] = q * s.aabb.size + s.aabb.position;
        if (with_normal) {
          const uint32_t packed = load<uint32_t>(vr + std::size_t(j) * layout.normal_stride +
                                                 off[MeshArrays::ARRAY_NORMAL]);
          const float angle = float(load<uint16_t>(p + 6) / 65535.0);
          axis_angle_to_tbn(octahedron_decode(unpack_oct(packed)), angle, normals[std::size_t(j)],
                            &tangents[std::size_t(j) * 4]);
        }
      } else {
        vertices[std::size_t(j)] = Vector3(load<float>(p), load<float>(p + 4), load<float>(p + 8));
      }
    }
    out.vertices = PackedVector3Array(std::move(vertices));
    if (!normals.empty()) {
      out.normals = PackedVector3Array(std::move(normals));
      out.tangents = PackedFloat32Array(std::move(tangents));
    }
  }
  if (!compressed && has_array(format, MeshArrays::ARRAY_NORMAL)) {
    std::vector<Vector3> normals(static_cast<std::size_t>(n));
    for (int j = 0; j < n; ++j) {
      const uint32_t packed = load<uint32_t>(vr + std::size_t(j) * layout.normal_stride +
                                             off[MeshArrays::ARRAY_NORMAL]);
      normals[std::size_t(j)] = octahedron_decode(unpack_oct(packed));
    }
    out.normals = PackedVector3Array(std::move(normals));
  }
  if (!compressed && has_array(format, MeshArrays::ARRAY_TANGENT)) {
    std::vector<float> tangents(std::size_t(n) * 4);
    for (int j = 0; j < n; ++j) {
      const uint32_t packed = load<uint32_t>(vr + std::size_t(j) * layout.normal_stride +
                                             off[MeshArrays::ARRAY_TANGENT]);
      float sign = 1;
      const Vector3 t = octahedron_tangent_decode(unpack_oct(packed), sign);
      const float values[] = {float(t.x), float(t.y), float(t.z), sign};
      std::copy(values, values + 4, &tangents[std::size_t(j) * 4]);
    }
    out.tangents = PackedFloat32Array(std::move(tangents));
  }
  if (has_array(format, MeshArrays::ARRAY_COLOR)) {
    std::vector<Color> colors(static_cast<std::size_t>(n));
    for (int j = 0; j < n; ++j) {
      const uint8_t* p =
          ar + std::size_t(j) * layout.attribute_stride + off[MeshArrays::ARRAY_COLOR];
      colors[std::size_t(j)] = Color(p[0] / 255.0f, p[1] / 255.0f, p[2] / 255.0f, p[3] / 255.0f);
    }
    out.colors = PackedColorArray(std::move(colors));
  }
  for (int uv = 0; uv < 2; ++uv) {
    const int array = uv == 0 ? MeshArrays::ARRAY_TEX_UV : MeshArrays::ARRAY_TEX_UV2;
    if (!has_array(format, array)) continue;
    const Vector2 scale =
        uv == 0 ? Vector2(s.uv_scale.x, s.uv_scale.y) : Vector2(s.uv_scale.z, s.uv_scale.w);
    const bool scaled =
        !(s.uv_scale.x == 0 && s.uv_scale.y == 0 && s.uv_scale.z == 0 && s.uv_scale.w == 0);
    std::vector<Vector2> uvs(static_cast<std::size_t>(n));
    for (int j = 0; j < n; ++j) {
      const uint8_t* p = ar + std::size_t(j) * layout.attribute_stride + off[std::size_t(array)];
      if (compressed) {
        Vector2 v(real_t(load<uint16_t>(p) / 65535.0), real_t(load<uint16_t>(p + 2) / 65535.0));
        if (scaled) v = (v - Vector2(0.5, 0.5)) * scale;
        uvs[std::size_t(j)] = v;
      } else {
        uvs[std::size_t(j)] = Vector2(load<float>(p), load<float>(p + 4));
      }
    }
    (uv == 0 ? out.uvs : out.uv2s) = PackedVector2Array(std::move(uvs));
  }
  for (int channel = 0; channel < kCustomCount; ++channel) {
    const int array = MeshArrays::ARRAY_CUSTOM0 + channel;
    if (!has_array(format, array)) continue;
    const MeshArrays::CustomFormat custom = custom_format_of(format, channel);
    out.custom_formats[std::size_t(channel)] = custom;
    const uint32_t size = custom_size(custom);
    std::vector<uint8_t> bytes(std::size_t(n) * size);
    for (int j = 0; j < n; ++j) {
      std::memcpy(&bytes[std::size_t(j) * size],
                  ar + std::size_t(j) * layout.attribute_stride + off[std::size_t(array)], size);
    }
    if (is_float_custom(custom)) {
      std::vector<float> floats(bytes.size() / 4);
      if (!bytes.empty()) std::memcpy(floats.data(), bytes.data(), bytes.size());
      out.custom_floats[std::size_t(channel)] = PackedFloat32Array(std::move(floats));
    } else {
      out.custom_bytes[std::size_t(channel)] = PackedByteArray(std::move(bytes));
    }
  }
  const int bones = bone_count_of(format);
  if (has_array(format, MeshArrays::ARRAY_BONES)) {
    std::vector<int32_t> values(std::size_t(n) * std::size_t(bones));
    for (int j = 0; j < n; ++j) {
      const uint8_t* p = sr + std::size_t(j) * layout.skin_stride + off[MeshArrays::ARRAY_BONES];
      for (int k = 0; k < bones; ++k)
        values[std::size_t(j * bones + k)] = load<uint16_t>(p + 2 * k);
    }
    out.bones = PackedInt32Array(std::move(values));
  }
  if (has_array(format, MeshArrays::ARRAY_WEIGHTS)) {
    std::vector<float> values(std::size_t(n) * std::size_t(bones));
    for (int j = 0; j < n; ++j) {
      const uint8_t* p = sr + std::size_t(j) * layout.skin_stride + off[MeshArrays::ARRAY_WEIGHTS];
      for (int k = 0; k < bones; ++k) {
        values[std::size_t(j * bones + k)] = float(load<uint16_t>(p + 2 * k) / 65535.0);
      }
    }
    out.weights = PackedFloat32Array(std::move(values));
  }
  if (has_array(format, MeshArrays::ARRAY_INDEX)) {
    const uint32_t size = index_size_of(n);
    std::vector<int32_t> indices(std::size_t(s.index_count));
    const uint8_t* p = s.index_data.span().data();
    for (int j = 0; j < s.index_count; ++j, p += size) {
      indices[std::size_t(j)] = size == 2 ? load<uint16_t>(p) : int32_t(load<uint32_t>(p));
    }
    out.indices = PackedInt32Array(std::move(indices));
  }
  return out;
}

MeshSurfaceData encode_surface(MeshSurfaceData::PrimitiveType primitive, const MeshArrays& a,
                               uint64_t flags) {
  require(primitive >= 0 && primitive < MeshSurfaceData::PRIMITIVE_MAX,
          "primitive " + std::to_string(int(primitive)) + " is not a primitive type");
  const int n = int(a.vertices.size());
  require(n > 0, "a surface needs vertices");
  uint64_t format = MeshSurfaceData::ARRAY_FORMAT_VERTEX;
  if (!a.normals.is_empty())
    format |= MeshSurfaceData::ARRAY_FORMAT_NORMAL | MeshSurfaceData::ARRAY_FORMAT_TANGENT;
  if (!a.tangents.is_empty()) format |= MeshSurfaceData::ARRAY_FORMAT_TANGENT;
  if (!a.colors.is_empty()) format |= MeshSurfaceData::ARRAY_FORMAT_COLOR;
  if (!a.uvs.is_empty()) format |= MeshSurfaceData::ARRAY_FORMAT_TEX_UV;
  if (!a.uv2s.is_empty()) format |= MeshSurfaceData::ARRAY_FORMAT_TEX_UV2;
  for (int channel = 0; channel < kCustomCount; ++channel) {
    const auto c = std::size_t(channel);
    if (a.custom_bytes[c].is_empty() && a.custom_floats[c].is_empty()) continue;
    format |= 1ull << (MeshArrays::ARRAY_CUSTOM0 + channel);
    format |= uint64_t(a.custom_formats[c])
              << (MeshSurfaceData::ARRAY_FORMAT_CUSTOM_BASE +
                  MeshSurfaceData::ARRAY_FORMAT_CUSTOM_BITS * uint64_t(channel));
  }
  if (!a.bones.is_empty()) {
    format |= MeshSurfaceData::ARRAY_FORMAT_BONES;
    if (a.bones.size() == int64_t(n) * 8) format |= MeshSurfaceData::ARRAY_FLAG_USE_8_BONE_WEIGHTS;
  }
  if (!a.weights.is_empty()) format |= MeshSurfaceData::ARRAY_FORMAT_WEIGHTS;
  if (!a.indices.is_empty()) format |= MeshSurfaceData::ARRAY_FORMAT_INDEX;
  format |= flags & ~((1ull << MeshArrays::ARRAY_MAX) - 1) & ~kVersionBits &
            ~MeshSurfaceData::ARRAY_FLAG_USE_2D_VERTICES;
  format |= MeshSurfaceData::ARRAY_FLAG_FORMAT_CURRENT_VERSION;
  const bool compressed = has(format, MeshSurfaceData::ARRAY_FLAG_COMPRESS_ATTRIBUTES);
  if (compressed && has(format, MeshSurfaceData::ARRAY_FORMAT_TANGENT)) {
    require(!a.normals.is_empty(), "compressed tangents need normals");
  }
  const int bones = bone_count_of(format);
  if (!a.normals.is_empty()) require_length(a.normals.size(), n, "the normal array");
  if (!a.tangents.is_empty())
    require_length(a.tangents.size(), int64_t(n) * 4, "the tangent array");
  if (!a.colors.is_empty()) require_length(a.colors.size(), n, "the color array");
  if (!a.uvs.is_empty()) require_length(a.uvs.size(), n, "the UV array");
  if (!a.uv2s.is_empty()) require_length(a.uv2s.size(), n, "the UV2 array");
  if (!a.bones.is_empty()) require_length(a.bones.size(), int64_t(n) * bones, "the bone array");
  if (!a.weights.is_empty())
    require_length(a.weights.size(), int64_t(n) * bones, "the weight array");

  MeshSurfaceData s;
  s.format = format;
  s.primitive = primitive;
  s.vertex_count = n;
  s.index_count = int(a.indices.size());
  const MeshSurfaceLayout layout = make_layout(format, n);
  const BufferSizes sizes = expected_sizes(s, layout);
  std::vector<uint8_t> vertex(std::size_t(sizes.vertex));
  std::vector<uint8_t> attribute(std::size_t(sizes.attribute));
  std::vector<uint8_t> skin(std::size_t(sizes.skin));
  std::vector<uint8_t> index(std::size_t(sizes.index));
  const auto& off = layout.offsets;

  // The AABB, grown to a minimal size on flat axes (Godot's SMALL_VEC3).
  Vector3 lo = a.vertices[0];
  Vector3 hi = a.vertices[0];
  for (const Vector3& v : a.vertices) {
    lo = Vector3(std::min(lo.x, v.x), std::min(lo.y, v.y), std::min(lo.z, v.z));
    hi = Vector3(std::max(hi.x, v.x), std::max(hi.y, v.y), std::max(hi.z, v.z));
  }
  constexpr real_t kSmall = real_t(0.00001);
  s.aabb = AABB(lo, Vector3(std::max(hi.x - lo.x, kSmall), std::max(hi.y - lo.y, kSmall),
                            std::max(hi.z - lo.z, kSmall)));

  if (compressed && (!a.uvs.is_empty() || !a.uv2s.is_empty())) {
    Vector2 max1, min1, max2, min2;
    for (int j = 0; j < n; ++j) {
      if (!a.uvs.is_empty()) {
        const Vector2 v = a.uvs[j];
        max1 = Vector2(std::max(max1.x, v.x), std::max(max1.y, v.y));
        min1 = Vector2(std::min(min1.x, v.x), std::min(min1.y, v.y));
      }
      if (!a.uv2s.is_empty()) {
        const Vector2 v = a.uv2s[j];
        max2 = Vector2(std::max(max2.x, v.x), std::max(max2.y, v.y));
        min2 = Vector2(std::min(min2.x, v.x), std::min(min2.y, v.y));
      }
    }
    const bool unit = min1.x >= 0 && min2.x >= 0 && max1.x <= 1 && max2.x <= 1 && min1.y >= 0 &&
                      min2.y >= 0 && max1.y <= 1 && max2.y <= 1;
    if (!unit) {
      const auto extent = [](const Vector2& hi2, const Vector2& lo2) {
        return Vector2(std::max(std::abs(hi2.x), std::abs(lo2.x)),
                       std::max(std::abs(hi2.y), std::abs(lo2.y)));
      };
      const Vector2 e1 = extent(max1, min1);
      const Vector2 e2 = extent(max2, min2);
      s.uv_scale = Vector4(e1.x * 2, e1.y * 2, e2.x * 2, e2.y * 2);
    }
  }

  for (int j = 0; j < n; ++j) {
    uint8_t* vp =
        vertex.data() + std::size_t(j) * layout.vertex_stride + off[MeshArrays::ARRAY_VERTEX];
    const Vector3 v = a.vertices[j];
    if (compressed) {
      const Vector3 q = (v - s.aabb.position) / s.aabb.size;
      uint16_t packed[4] = {unorm16(q.x), unorm16(q.y), unorm16(q.z), 0};
      if (!a.normals.is_empty()) {
        const Vector3 normal = a.normals[j];
        Vector3 tangent;
        float sign = 1;
        if (!a.tangents.is_empty()) {
          tangent = Vector3(a.tangents[j * 4], a.tangents[j * 4 + 1], a.tangents[j * 4 + 2]);
          sign = a.tangents[j * 4 + 3];
        } else {
          tangent = tangent_for(normal);
        }
        Vector3 axis;
        float angle = 0;
        tbn_to_axis_angle(normal, tangent, sign, axis, angle);
        packed[3] = unorm16(angle);
        store(vertex.data() + std::size_t(j) * layout.normal_stride + off[MeshArrays::ARRAY_NORMAL],
              pack_oct(octahedron_encode(axis)));
      }
      std::memcpy(vp, packed, sizeof packed);
    } else {
      const float p[3] = {float(v.x), float(v.y), float(v.z)};
      std::memcpy(vp, p, sizeof p);
      if (!a.normals.is_empty()) {
        store(vertex.data() + std::size_t(j) * layout.normal_stride + off[MeshArrays::ARRAY_NORMAL],
              pack_oct(octahedron_encode(a.normals[j])));
      }
      if (has(format, MeshSurfaceData::ARRAY_FORMAT_TANGENT)) {
        Vector3 tangent;
        float sign = 1;
        if (!a.tangents.is_empty()) {
          tangent = Vector3(a.tangents[j * 4], a.tangents[j * 4 + 1], a.tangents[j * 4 + 2]);
          sign = a.tangents[j * 4 + 3];
        } else {
          tangent = tangent_for(a.normals[j]);
        }
        uint32_t packed = pack_oct(octahedron_tangent_encode(tangent, sign));
        // (1, 1) and (0, 1) decode alike; Godot keeps the first so compression detection works.
        if ((packed & 0xFFFF) == 0 && (packed >> 16) == 65535) packed |= 0xFFFF;
        store(
            vertex.data() + std::size_t(j) * layout.normal_stride + off[MeshArrays::ARRAY_TANGENT],
            packed);
      }
    }
    uint8_t* ap = attribute.data() + std::size_t(j) * layout.attribute_stride;
    if (!a.colors.is_empty()) {
      const Color c = a.colors[j];
      const uint8_t rgba[4] = {uint8_t(std::clamp(c.r * 255.0, 0.0, 255.0)),
                               uint8_t(std::clamp(c.g * 255.0, 0.0, 255.0)),
                               uint8_t(std::clamp(c.b * 255.0, 0.0, 255.0)),
                               uint8_t(std::clamp(c.a * 255.0, 0.0, 255.0))};
      std::memcpy(ap + off[MeshArrays::ARRAY_COLOR], rgba, 4);
    }
    for (int uv = 0; uv < 2; ++uv) {
      const PackedVector2Array& source = uv == 0 ? a.uvs : a.uv2s;
      if (source.is_empty()) continue;
      uint8_t* p = ap + off[uv == 0 ? MeshArrays::ARRAY_TEX_UV : MeshArrays::ARRAY_TEX_UV2];
      Vector2 value = source[j];
      if (compressed) {
        const Vector2 scale =
            uv == 0 ? Vector2(s.uv_scale.x, s.uv_scale.y) : Vector2(s.uv_scale.z, s.uv_scale.w);
        if (!(s.uv_scale.x == 0 && s.uv_scale.y == 0 && s.uv_scale.z == 0 && s.uv_scale.w == 0)) {
          value = value / scale + Vector2(0.5, 0.5);
        }
        const uint16_t packed[2] = {unorm16(value.x), unorm16(value.y)};
        std::memcpy(p, packed, 4);
      } else {
        const float packed[2] = {float(value.x), float(value.y)};
        std::memcpy(p, packed, 8);
      }
    }
    for (int channel = 0; channel < kCustomCount; ++channel) {
      const auto c = std::size_t(channel);
      const int array = MeshArrays::ARRAY_CUSTOM0 + channel;
      if (!has_array(format, array)) continue;
      const uint32_t size = custom_size(a.custom_formats[c]);
      const bool floats = is_float_custom(a.custom_formats[c]);
      const int64_t available = floats ? a.custom_floats[c].size() * 4 : a.custom_bytes[c].size();
      require_length(available, int64_t(n) * size, "a custom channel (bytes)");
      const uint8_t* source =
          floats ? reinterpret_cast<const uint8_t*>(a.custom_floats[c].span().data())
                 : a.custom_bytes[c].span().data();
      std::memcpy(ap + off[std::size_t(array)], source + std::size_t(j) * size, size);
    }
    uint8_t* sp = skin.data() + std::size_t(j) * layout.skin_stride;
    if (!a.bones.is_empty()) {
      for (int k = 0; k < bones; ++k) {
        const int32_t bone = a.bones[j * bones + k];
        if (bone < 0 || bone > 65535) {
          fail("bone index " + std::to_string(bone) + " is out of 0..65535");
        }
        store(sp + off[MeshArrays::ARRAY_BONES] + 2 * k, uint16_t(bone));
      }
    }
    if (!a.weights.is_empty()) {
      for (int k = 0; k < bones; ++k) {
        store(sp + off[MeshArrays::ARRAY_WEIGHTS] + 2 * k, unorm16(a.weights[j * bones + k]));
      }
    }
  }
  const uint32_t index_size = index_size_of(n);
  for (int j = 0; j < s.index_count; ++j) {
    const int32_t value = a.indices[j];
    if (value < 0 || value >= n) {
      fail("index " + std::to_string(j) + " is " + std::to_string(value) + ", out of range for " +
           std::to_string(n) + " vertices");
    }
    if (index_size == 2) {
      store(index.data() + std::size_t(j) * 2, uint16_t(value));
    } else {
      store(index.data() + std::size_t(j) * 4, uint32_t(value));
    }
  }
  s.vertex_data = PackedByteArray(std::move(vertex));
  s.attribute_data = PackedByteArray(std::move(attribute));
  s.skin_data = PackedByteArray(std::move(skin));
  s.index_data = PackedByteArray(std::move(index));
  validate_surface(s);
  return s;
}

}  // namespace arbor::mesh
