// MultiMesh data as the rendering server keeps it: one mesh drawn many times from one buffer.
#pragma once

#include <cstdint>
#include <vector>

#include "arbor/core/math/aabb.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

/// MultiMesh.TransformFormat, Godot's values.
enum class MultiMeshTransformFormat : std::uint8_t { TRANSFORM_2D = 0, TRANSFORM_3D = 1 };

/// A MultiMesh: `instance_count` copies of `mesh`, each with its transform (and color and custom
/// data when enabled), in Godot's MultiMesh.buffer layout: per instance, 12 floats for a 3D
/// transform (the 3×4 matrix row by row: basis row 0 then origin.x, row 1 then origin.y, row 2
/// then origin.z) or 8 for a 2D one, then 4 color floats if `use_colors`, then 4 custom floats
/// if `use_custom_data`. Only the first `visible_instance_count` instances draw (-1: all).
struct MultiMeshData {
  MultiMeshTransformFormat transform_format = MultiMeshTransformFormat::TRANSFORM_3D;
  bool use_colors = false;
  bool use_custom_data = false;
  int instance_count = 0;
  int visible_instance_count = -1;
  MeshHandle mesh;
  std::vector<float> buffer;  ///< instance_count × stride floats
  /// Bounds of every instance's mesh bounds in the multimesh's space (kept current by the
  /// server; empty when there is no mesh or no instance).
  AABB aabb;
};

/// Floats per instance in the buffer for this layout.
[[nodiscard]] int multimesh_stride(MultiMeshTransformFormat format, bool use_colors,
                                   bool use_custom_data);

}  // namespace arbor
