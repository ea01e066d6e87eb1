// MeshArrays: the vertex and index arrays of one mesh surface, as plain data.
#pragma once

#include <array>
#include <cstdint>

#include "arbor/core/variant/array.h"
#include "arbor/core/variant/packed_arrays.h"
#include "arbor/core/variant/variant.h"

namespace arbor {

/// The arrays of one surface (Godot's `Mesh.ARRAY_*` array, typed): one entry per vertex in
/// each array that is not empty, and `indices` (three per triangle) when the surface is
/// indexed. `tangents` holds four floats per vertex (x, y, z and the binormal sign); `bones`
/// and `weights` four (or eight) per vertex; custom channel `i` holds bytes or floats as its
/// format says (`custom_formats[i]`, Godot's ArrayCustomFormat).
struct MeshArrays {
  /// Godot's Mesh::ArrayType: the slots of the Array form.
  enum ArrayType : int {
    ARRAY_VERTEX,
    ARRAY_NORMAL,
    ARRAY_TANGENT,
    ARRAY_COLOR,
    ARRAY_TEX_UV,
    ARRAY_TEX_UV2,
    ARRAY_CUSTOM0,
    ARRAY_CUSTOM1,
    ARRAY_CUSTOM2,
    ARRAY_CUSTOM3,
    ARRAY_BONES,
    ARRAY_WEIGHTS,
    ARRAY_INDEX,
    ARRAY_MAX
  };
  /// Godot's Mesh::ArrayCustomFormat.
  enum CustomFormat : int {
    ARRAY_CUSTOM_RGBA8_UNORM,
    ARRAY_CUSTOM_RGBA8_SNORM,
    ARRAY_CUSTOM_RG_HALF,
    ARRAY_CUSTOM_RGBA_HALF,
    ARRAY_CUSTOM_R_FLOAT,
    ARRAY_CUSTOM_RG_FLOAT,
    ARRAY_CUSTOM_RGB_FLOAT,
    ARRAY_CUSTOM_RGBA_FLOAT,
    ARRAY_CUSTOM_MAX
  };

  PackedVector3Array vertices;
  PackedVector3Array normals;
  PackedFloat32Array tangents;
  PackedColorArray colors;
  PackedVector2Array uvs;
  PackedVector2Array uv2s;
  /// Channels in a byte format (RGBA8, half floats) as bytes, the float formats as floats.
  std::array<PackedByteArray, 4> custom_bytes;
  std::array<PackedFloat32Array, 4> custom_floats;
  std::array<CustomFormat, 4> custom_formats{ARRAY_CUSTOM_RGBA8_UNORM, ARRAY_CUSTOM_RGBA8_UNORM,
                                             ARRAY_CUSTOM_RGBA8_UNORM, ARRAY_CUSTOM_RGBA8_UNORM};
  PackedInt32Array bones;
  PackedFloat32Array weights;
  PackedInt32Array indices;

  [[nodiscard]] int64_t vertex_count() const { return vertices.size(); }
  [[nodiscard]] bool is_indexed() const { return !indices.is_empty(); }

  /// Godot's Array form (ARRAY_MAX slots, nil where an array is absent), as
  /// Mesh.surface_get_arrays returns it.
  [[nodiscard]] Array to_array() const;
  /// Reads Godot's Array form; throws arbor::Error naming the slot whose type is wrong or
  /// whose length does not fit the vertex count.
  static MeshArrays from_array(const Array& arrays);
};

}  // namespace arbor
