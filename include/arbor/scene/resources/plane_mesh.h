// PlaneMesh: a flat rectangle facing an axis.
#pragma once

#include "arbor/core/math/vector2.h"
#include "arbor/core/math/vector3.h"
#include "arbor/scene/resources/primitive_mesh.h"

namespace arbor {

/// A subdivided rectangle (Godot's PlaneMesh) facing +Y by default, +X or +Z with
/// `orientation`, moved by `center_offset`. Its UVs run like a QuadMesh's.
class PlaneMesh : public PrimitiveMesh {
  ARBOR_CLASS(PlaneMesh, PrimitiveMesh)

 public:
  enum Orientation : int { FACE_X, FACE_Y, FACE_Z };

  PlaneMesh() = default;

  void set_size(const Vector2& size);
  [[nodiscard]] Vector2 get_size() const { return size_; }
  /// Negative values count as 0.
  void set_subdivide_width(int divisions);
  [[nodiscard]] int get_subdivide_width() const { return subdivide_width_; }
  void set_subdivide_depth(int divisions);
  [[nodiscard]] int get_subdivide_depth() const { return subdivide_depth_; }
  void set_center_offset(const Vector3& offset);
  [[nodiscard]] Vector3 get_center_offset() const { return center_offset_; }
  void set_orientation(Orientation orientation);
  [[nodiscard]] Orientation get_orientation() const { return orientation_; }

 protected:
  static void _bind_methods();
  void _create_mesh_array(MeshArrays& arrays) const override;
  void _update_lightmap_size() override;

 private:
  Vector2 size_{2, 2};
  int subdivide_width_ = 0;
  int subdivide_depth_ = 0;
  Vector3 center_offset_;
  Orientation orientation_ = FACE_Y;
};

}  // namespace arbor
