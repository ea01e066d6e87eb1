// Mesh data as the rendering server keeps it: surfaces of vertex arrays (Godot's Mesh arrays).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "arbor/core/math/aabb.h"
#include "arbor/core/math/color.h"
#include "arbor/core/math/vector2.h"
#include "arbor/core/math/vector3.h"
#include "arbor/core/math/vector4.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

/// How a surface's vertices (or indices) make primitives; Godot's Mesh.PrimitiveType, same
/// values.
enum class PrimitiveType : std::uint8_t {
  POINTS = 0,
  LINES = 1,
  LINE_STRIP = 2,
  TRIANGLES = 3,
  TRIANGLE_STRIP = 4,
};

/// One surface of a mesh: vertex arrays, optional indices and the material it draws with, as
/// Godot's Mesh.add_surface_from_arrays takes them (ARRAY_VERTEX, ARRAY_NORMAL, ...).
///
/// Rules the server checks when a surface is added (mesh_add_surface throws arbor::Error naming
/// the mesh and the surface, and keeps the mesh unchanged, when one is broken):
/// - `vertices` is not empty (unless the surface is empty altogether: no vertices, no indices);
/// - every other non-empty per-vertex array has exactly one entry per vertex; `bones` and
///   `weights` have `bones_per_vertex` (4 or 8) entries per vertex;
/// - every index is in [0, vertices.size());
/// - a TRIANGLES surface has a multiple of 3 indices (or vertices, without indices), a LINES
///   surface a multiple of 2;
/// - values are finite.
/// Winding: Godot's, clockwise front faces seen from the front (the server and backends keep it).
struct SurfaceData {
  PrimitiveType primitive = PrimitiveType::TRIANGLES;
  std::vector<Vector3> vertices;  ///< ARRAY_VERTEX: positions
  std::vector<Vector3> normals;   ///< ARRAY_NORMAL: unit normals, or empty
  /// ARRAY_TANGENT: xyz the tangent, w the binormal sign (+1 or -1), or empty.
  std::vector<Vector4> tangents;
  std::vector<Color> colors;  ///< ARRAY_COLOR: vertex colors, or empty
  std::vector<Vector2> uvs;   ///< ARRAY_TEX_UV, or empty
  std::vector<Vector2> uv2s;  ///< ARRAY_TEX_UV2, or empty
  /// ARRAY_BONES / ARRAY_WEIGHTS: kept as data (skinning is not drawn yet), `bones_per_vertex`
  /// entries per vertex each, or both empty.
  std::vector<std::int32_t> bones;
  std::vector<float> weights;
  std::uint8_t bones_per_vertex = 4;
  /// ARRAY_INDEX: vertex indices, or empty for a surface drawn in vertex order.
  std::vector<std::int32_t> indices;
  /// The surface's bounds in mesh space. Computed from `vertices` when left empty (zero size at
  /// the origin); kept as given otherwise (Godot keeps an AABB a file stores).
  AABB aabb;
  /// The material the surface draws with unless an instance overrides it; null draws with the
  /// server's default material (Godot's: white, per-pixel lit).
  MaterialHandle material;
  std::string name;  ///< the surface's name, for people
};

/// Why `surface` breaks the rules above ("index 12 at position 5 is out of range (8
/// vertices)"), or an empty string when it keeps them. Resources check surfaces they read with
/// it, so that a bad one is reported with its file and skipped before it reaches a server.
[[nodiscard]] std::string surface_data_error(const SurfaceData& surface);

/// What each surface has besides positions, as bits (the vertex format a pipeline is made for).
enum SurfaceFormatBits : std::uint32_t {
  SURFACE_HAS_NORMALS = 1u << 0,
  SURFACE_HAS_TANGENTS = 1u << 1,
  SURFACE_HAS_COLORS = 1u << 2,
  SURFACE_HAS_UVS = 1u << 3,
  SURFACE_HAS_UV2S = 1u << 4,
  SURFACE_HAS_BONES = 1u << 5,
  SURFACE_HAS_INDICES = 1u << 6,
};

/// The format bits of a surface's arrays.
[[nodiscard]] std::uint32_t surface_format(const SurfaceData& surface);

/// A whole mesh as the backend receives it: its surfaces in order, and their merged bounds.
struct MeshData {
  std::vector<SurfaceData> surfaces;
  AABB aabb;         ///< merged surface bounds, or the custom AABB when one is set
  AABB custom_aabb;  ///< mesh_set_custom_aabb (zero size: none)
  std::string name;  ///< the name the mesh was made with (a resource path, for messages)
};

}  // namespace arbor
