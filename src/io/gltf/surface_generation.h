// The vertex data a glTF triangle primitive may leave out and an importer makes: normals and
// tangents.
#pragma once

#include "arbor/scene/resources/mesh_arrays.h"

namespace arbor::detail::gltf {

/// glTF's rule for triangles given without normals: flat shading. `arrays` holds an indexed
/// triangle list (counter-clockwise front faces, as glTF has them); the result gives every
/// triangle three vertices of its own (copies of the originals' attributes) with the
/// triangle's normal, and sequential indices. A degenerate triangle gets (0, 0, 1).
[[nodiscard]] MeshArrays with_flat_normals(const MeshArrays& arrays);

/// Fills `arrays.tangents` for an indexed triangle list that has normals and UVs and no
/// tangents, as an importer does (Godot runs MikkTSpace): each triangle's tangent and
/// bitangent follow from its UV gradients; they are summed at its vertices, the tangent made
/// orthogonal to the vertex normal (Gram-Schmidt) and the bitangent's side kept in w (+1 or -1,
/// glTF's `bitangent = cross(normal, tangent) * w`). Unlike MikkTSpace, vertices are not split
/// where the tangent frames of their triangles disagree (a UV seam shared by one vertex gets an
/// average). A vertex whose triangles give no UV gradient (all degenerate) gets a tangent
/// perpendicular to its normal.
void generate_tangents(MeshArrays& arrays);

}  // namespace arbor::detail::gltf
