// Godot 3's ArrayMesh surfaces (`surfaces/N` in a format=2 file) read into Godot 4's format.
#pragma once

#include "arbor/core/variant/dictionary.h"
#include "arbor/scene/resources/mesh_surface_data.h"

namespace arbor::mesh {

/// The Godot 4 surface the Godot 3 surface dictionary `surfaces/<index>` holds, as Godot 4's
/// ArrayMesh reads a Godot 3 file: `array_data` (the interleaved vertex buffer of Godot 3's
/// VisualServer, its attributes packed as the `format` bits say: half-float positions and UVs,
/// 8-bit normals, tangents and colors, octahedral normals and tangents, 8- or 16-bit bones, 16-bit
/// weights), `array_index_data` (16-bit indices, 32-bit from 65,536 vertices), `vertex_count`,
/// `index_count`, `primitive` (Godot 3's numbering: line loops draw as lines, fans as strips),
/// `aabb` and `skeleton_aabb`. Throws arbor::Error saying what does not fit: a missing key, a
/// buffer whose length is not what the format and counts need, an index out of range, blend
/// shapes (not converted).
[[nodiscard]] MeshSurfaceData convert_godot3_surface(const Dictionary& surface, int index);

}  // namespace arbor::mesh
