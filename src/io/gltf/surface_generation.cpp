#include "io/gltf/surface_generation.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "arbor/core/math/vector2.h"
#include "arbor/core/math/vector3.h"

namespace arbor::detail::gltf {
namespace {

// `source` gathered at `indices` (each triangle corner its own element); empty stays empty.
template <class T>
PackedArray<T> gathered(const PackedArray<T>& source, const PackedInt32Array& indices) {
  if (source.is_empty()) return {};
  std::vector<T> out;
  out.reserve(std::size_t(indices.size()));
  for (const std::int32_t index : indices) out.push_back(source[index]);
  return PackedArray<T>(std::move(out));
}

// The same for arrays of `width` values per vertex (tangents).
PackedFloat32Array gathered(const PackedFloat32Array& source, const PackedInt32Array& indices,
                            int width) {
  if (source.is_empty()) return {};
  std::vector<float> out;
  out.reserve(std::size_t(indices.size()) * std::size_t(width));
  for (const std::int32_t index : indices) {
    for (int c = 0; c < width; ++c) out.push_back(source[std::int64_t(index) * width + c]);
  }
  return PackedFloat32Array(std::move(out));
}

// Any unit vector perpendicular to `normal`.
Vector3 perpendicular(const Vector3& normal) {
  const Vector3 axis = std::abs(normal.x) < 0.9f ? Vector3(1, 0, 0) : Vector3(0, 1, 0);
  return normal.cross(axis).cross(normal).normalized();
}

}  // namespace

MeshArrays with_flat_normals(const MeshArrays& arrays) {
  const PackedInt32Array& indices = arrays.indices;
  MeshArrays out;
  out.vertices = gathered(arrays.vertices, indices);
  out.tangents = gathered(arrays.tangents, indices, 4);
  out.colors = gathered(arrays.colors, indices);
  out.uvs = gathered(arrays.uvs, indices);
  out.uv2s = gathered(arrays.uv2s, indices);
  const std::int64_t count = indices.size();
  std::vector<Vector3> normals(static_cast<std::size_t>(count));
  std::vector<std::int32_t> sequence(static_cast<std::size_t>(count));
  for (std::int64_t i = 0; i + 2 < count; i += 3) {
    const Vector3& a = out.vertices[i];
    const Vector3 face = (out.vertices[i + 1] - a).cross(out.vertices[i + 2] - a);
    const Vector3 normal = face.length_squared() > 0 ? face.normalized() : Vector3(0, 0, 1);
    for (std::int64_t corner = i; corner < i + 3; ++corner) {
      normals[std::size_t(corner)] = normal;
      sequence[std::size_t(corner)] = std::int32_t(corner);
    }
  }
  out.normals = PackedVector3Array(std::move(normals));
  out.indices = PackedInt32Array(std::move(sequence));
  return out;
}

void generate_tangents(MeshArrays& arrays) {
  const std::int64_t vertex_count = arrays.vertices.size();
  std::vector<Vector3> tangent_sums(static_cast<std::size_t>(vertex_count));
  std::vector<Vector3> bitangent_sums(static_cast<std::size_t>(vertex_count));
  const PackedInt32Array& indices = arrays.indices;
  for (std::int64_t i = 0; i + 2 < indices.size(); i += 3) {
    const std::int32_t corners[3] = {indices[i], indices[i + 1], indices[i + 2]};
    const Vector3 edge1 = arrays.vertices[corners[1]] - arrays.vertices[corners[0]];
    const Vector3 edge2 = arrays.vertices[corners[2]] - arrays.vertices[corners[0]];
    const Vector2 uv1 = arrays.uvs[corners[1]] - arrays.uvs[corners[0]];
    const Vector2 uv2 = arrays.uvs[corners[2]] - arrays.uvs[corners[0]];
    const real_t determinant = uv1.x * uv2.y - uv2.x * uv1.y;
    if (determinant == 0 || !std::isfinite(determinant)) continue;
    const real_t r = 1 / determinant;
    const Vector3 tangent = (edge1 * uv2.y - edge2 * uv1.y) * r;
    const Vector3 bitangent = (edge2 * uv1.x - edge1 * uv2.x) * r;
    for (const std::int32_t corner : corners) {
      tangent_sums[std::size_t(corner)] += tangent;
      bitangent_sums[std::size_t(corner)] += bitangent;
    }
  }
  std::vector<float> tangents(std::size_t(vertex_count) * 4);
  for (std::int64_t v = 0; v < vertex_count; ++v) {
    const Vector3& normal = arrays.normals[v];
    const Vector3& sum = tangent_sums[std::size_t(v)];
    Vector3 tangent = sum - normal * normal.dot(sum);
    tangent = tangent.length_squared() > 1e-12f ? tangent.normalized() : perpendicular(normal);
    const bool mirrored = normal.cross(tangent).dot(bitangent_sums[std::size_t(v)]) < 0;
    float* out = &tangents[std::size_t(v) * 4];
    out[0] = float(tangent.x);
    out[1] = float(tangent.y);
    out[2] = float(tangent.z);
    out[3] = mirrored ? -1.0f : 1.0f;
  }
  arrays.tangents = PackedFloat32Array(std::move(tangents));
}

}  // namespace arbor::detail::gltf
