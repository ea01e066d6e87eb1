// What the primitive meshes share while generating their arrays.
#pragma once

#include <utility>
#include <vector>

#include "arbor/core/math/vector2.h"
#include "arbor/core/math/vector3.h"
#include "arbor/scene/resources/mesh_arrays.h"

namespace arbor::detail {

/// Godot's Math::TAU and Math::PI, as the generators use them (double).
inline constexpr double kTau = 6.2831853071795864769252867666;
inline constexpr double kPi = 3.1415926535897932384626433833;

/// Vertices appended one at a time with their normal, tangent and UVs, then moved into
/// MeshArrays, as Godot's primitive generators build their LocalVectors.
class PrimitiveBuilder {
 public:
  PrimitiveBuilder(int expected_points, int expected_indices, bool with_uv2) : uv2_(with_uv2) {
    points_.reserve(std::size_t(expected_points));
    normals_.reserve(std::size_t(expected_points));
    tangents_.reserve(std::size_t(expected_points) * 4);
    uvs_.reserve(std::size_t(expected_points));
    if (uv2_) uv2s_.reserve(std::size_t(expected_points));
    indices_.reserve(std::size_t(expected_indices));
  }

  /// Appends a vertex; `uv2` is ignored unless the builder makes UV2s.
  void add(const Vector3& point, const Vector3& normal, float tx, float ty, float tz, float td,
           const Vector2& uv, const Vector2& uv2 = Vector2()) {
    points_.push_back(point);
    normals_.push_back(normal);
    tangents_.insert(tangents_.end(), {tx, ty, tz, td});
    uvs_.push_back(uv);
    if (uv2_) uv2s_.push_back(uv2);
  }
  void index(int a, int b, int c) { indices_.insert(indices_.end(), {a, b, c}); }
  [[nodiscard]] bool with_uv2() const { return uv2_; }
  [[nodiscard]] int point_count() const { return int(points_.size()); }

  void finish(MeshArrays& arrays) {
    arrays.vertices = PackedVector3Array(std::move(points_));
    arrays.normals = PackedVector3Array(std::move(normals_));
    arrays.tangents = PackedFloat32Array(std::move(tangents_));
    arrays.uvs = PackedVector2Array(std::move(uvs_));
    if (uv2_) arrays.uv2s = PackedVector2Array(std::move(uv2s_));
    arrays.indices = PackedInt32Array(std::move(indices_));
  }

 private:
  bool uv2_;
  std::vector<Vector3> points_;
  std::vector<Vector3> normals_;
  std::vector<float> tangents_;
  std::vector<Vector2> uvs_;
  std::vector<Vector2> uv2s_;
  std::vector<int32_t> indices_;
};

}  // namespace arbor::detail
