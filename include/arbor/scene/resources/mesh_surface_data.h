// MeshSurfaceData: one surface in Godot 4's packed vertex format.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "arbor/core/math/aabb.h"
#include "arbor/core/math/vector4.h"
#include "arbor/core/variant/packed_arrays.h"
#include "arbor/scene/resources/mesh_arrays.h"

namespace arbor {

/// A surface as Godot 4 stores it (its RenderingServer::SurfaceData, what `.tscn` files hold in
/// `ArrayMesh._surfaces`): the vertex buffer (positions, then normals and tangents), the
/// attribute buffer (colors, UVs, custom channels), the skin buffer (bones, weights), 16- or
/// 32-bit indices, and the format bits saying what is there and how it is packed. With
/// ARRAY_FLAG_COMPRESS_ATTRIBUTES (Godot 4.2+), positions are 16-bit within `aabb`, the normal
/// and tangent are one octahedral axis and an angle, and UVs are 16-bit within `uv_scale`.
///
/// The bytes are kept as they came, so a mesh read from a file is written back unchanged;
/// mesh::decode_surface() turns them into MeshArrays and mesh::encode_surface() back.
struct MeshSurfaceData {
  /// Godot's Mesh::ArrayFormat bits.
  enum Format : uint64_t {
    ARRAY_FORMAT_VERTEX = 1ull << MeshArrays::ARRAY_VERTEX,
    ARRAY_FORMAT_NORMAL = 1ull << MeshArrays::ARRAY_NORMAL,
    ARRAY_FORMAT_TANGENT = 1ull << MeshArrays::ARRAY_TANGENT,
    ARRAY_FORMAT_COLOR = 1ull << MeshArrays::ARRAY_COLOR,
    ARRAY_FORMAT_TEX_UV = 1ull << MeshArrays::ARRAY_TEX_UV,
    ARRAY_FORMAT_TEX_UV2 = 1ull << MeshArrays::ARRAY_TEX_UV2,
    ARRAY_FORMAT_CUSTOM0 = 1ull << MeshArrays::ARRAY_CUSTOM0,
    ARRAY_FORMAT_CUSTOM1 = 1ull << MeshArrays::ARRAY_CUSTOM1,
    ARRAY_FORMAT_CUSTOM2 = 1ull << MeshArrays::ARRAY_CUSTOM2,
    ARRAY_FORMAT_CUSTOM3 = 1ull << MeshArrays::ARRAY_CUSTOM3,
    ARRAY_FORMAT_BONES = 1ull << MeshArrays::ARRAY_BONES,
    ARRAY_FORMAT_WEIGHTS = 1ull << MeshArrays::ARRAY_WEIGHTS,
    ARRAY_FORMAT_INDEX = 1ull << MeshArrays::ARRAY_INDEX,
    ARRAY_FORMAT_BLEND_SHAPE_MASK =
        ARRAY_FORMAT_VERTEX | ARRAY_FORMAT_NORMAL | ARRAY_FORMAT_TANGENT,
    ARRAY_FORMAT_CUSTOM_BASE = MeshArrays::ARRAY_INDEX + 1,
    ARRAY_FORMAT_CUSTOM_BITS = 3,
    ARRAY_FORMAT_CUSTOM_MASK = 0x7,
    ARRAY_COMPRESS_FLAGS_BASE = MeshArrays::ARRAY_INDEX + 1 + 12,
    ARRAY_FLAG_USE_2D_VERTICES = 1ull << (ARRAY_COMPRESS_FLAGS_BASE + 0),
    ARRAY_FLAG_USE_DYNAMIC_UPDATE = 1ull << (ARRAY_COMPRESS_FLAGS_BASE + 1),
    ARRAY_FLAG_USE_8_BONE_WEIGHTS = 1ull << (ARRAY_COMPRESS_FLAGS_BASE + 2),
    ARRAY_FLAG_USES_EMPTY_VERTEX_ARRAY = 1ull << (ARRAY_COMPRESS_FLAGS_BASE + 3),
    ARRAY_FLAG_COMPRESS_ATTRIBUTES = 1ull << (ARRAY_COMPRESS_FLAGS_BASE + 4),
    ARRAY_FLAG_FORMAT_VERSION_BASE = ARRAY_COMPRESS_FLAGS_BASE + 10,
    ARRAY_FLAG_FORMAT_VERSION_SHIFT = ARRAY_FLAG_FORMAT_VERSION_BASE,
    ARRAY_FLAG_FORMAT_VERSION_1 = 0,
    ARRAY_FLAG_FORMAT_VERSION_2 = 1ull << ARRAY_FLAG_FORMAT_VERSION_SHIFT,
    ARRAY_FLAG_FORMAT_CURRENT_VERSION = ARRAY_FLAG_FORMAT_VERSION_2,
    ARRAY_FLAG_FORMAT_VERSION_MASK = 0xFF,
  };
  /// Godot's Mesh::PrimitiveType.
  enum PrimitiveType : int {
    PRIMITIVE_POINTS,
    PRIMITIVE_LINES,
    PRIMITIVE_LINE_STRIP,
    PRIMITIVE_TRIANGLES,
    PRIMITIVE_TRIANGLE_STRIP,
    PRIMITIVE_MAX
  };
  /// A level of detail: the distance at which it is used and its own indices.
  struct LOD {
    float edge_length = 0;
    PackedByteArray index_data;
  };

  uint64_t format = 0;
  PrimitiveType primitive = PRIMITIVE_TRIANGLES;
  PackedByteArray vertex_data;
  PackedByteArray attribute_data;
  PackedByteArray skin_data;
  int vertex_count = 0;
  PackedByteArray index_data;
  int index_count = 0;
  AABB aabb;
  Vector4 uv_scale;
  std::vector<LOD> lods;
  std::vector<AABB> bone_aabbs;
  PackedByteArray blend_shape_data;
};

/// The byte layout a format gives a surface's buffers (Godot's
/// RenderingServer::mesh_surface_make_offsets_from_format).
struct MeshSurfaceLayout {
  /// Where each array starts within its buffer's element (normals and tangents: within the
  /// vertex buffer, after every position); the index element's size for ARRAY_INDEX.
  std::array<uint32_t, MeshArrays::ARRAY_MAX> offsets{};
  uint32_t vertex_stride = 0;     ///< bytes per vertex of positions
  uint32_t normal_stride = 0;     ///< bytes per vertex of normal and tangent
  uint32_t attribute_stride = 0;  ///< bytes per vertex of the attribute buffer
  uint32_t skin_stride = 0;       ///< bytes per vertex of the skin buffer
};

namespace mesh {

/// The layout of `format` for `vertex_count` vertices.
[[nodiscard]] MeshSurfaceLayout make_layout(uint64_t format, int vertex_count);
/// Packs arrays as Godot's RenderingServer::mesh_create_surface_data_from_arrays does (16-bit
/// indices up to 65536 vertices, 32-bit beyond; normals and tangents octahedral; with
/// ARRAY_FLAG_COMPRESS_ATTRIBUTES in `flags`, compressed as Godot 4.2 compresses). Throws
/// arbor::Error when an array's length does not fit the vertex count or an index is out of
/// range.
[[nodiscard]] MeshSurfaceData encode_surface(MeshSurfaceData::PrimitiveType primitive,
                                             const MeshArrays& arrays, uint64_t flags = 0);
/// Unpacks a surface (Godot's RenderingServer::mesh_create_arrays_from_surface_data). Throws
/// arbor::Error when the buffers are too short for the format and counts, or the format is
/// one Arbor does not read (Godot 4.0/4.1's version 1).
[[nodiscard]] MeshArrays decode_surface(const MeshSurfaceData& surface);
/// Checks that the buffers fit the format and counts, the primitive is known, the index count
/// fits the primitive and every index (LODs' too) is below the vertex count; throws
/// arbor::Error saying what is wrong.
void validate_surface(const MeshSurfaceData& surface);

}  // namespace mesh

}  // namespace arbor
