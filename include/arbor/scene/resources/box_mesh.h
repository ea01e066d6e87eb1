// BoxMesh: a box (Godot 3's CubeMesh), subdivided on request.
#pragma once

#include "arbor/core/math/vector3.h"
#include "arbor/scene/resources/primitive_mesh.h"

namespace arbor {

/// A box centred on the origin (Godot's BoxMesh; Godot 3's CubeMesh reads as one). Its six faces
/// are laid out in a 3×2 UV grid: front, right, back on the top row; left, top, bottom below.
class BoxMesh : public PrimitiveMesh {
  ARBOR_CLASS(BoxMesh, PrimitiveMesh)

 public:
  BoxMesh() = default;

  void set_size(const Vector3& value);
  [[nodiscard]] Vector3 get_size() const { return size_; }
  /// Subdivisions across; negative values count as 0.
  void set_subdivide_width(int value);
  [[nodiscard]] int get_subdivide_width() const { return subdivide_width_; }
  void set_subdivide_height(int value);
  [[nodiscard]] int get_subdivide_height() const { return subdivide_height_; }
  void set_subdivide_depth(int value);
  [[nodiscard]] int get_subdivide_depth() const { return subdivide_depth_; }

 protected:
  static void _bind_methods();
  void _create_mesh_array(MeshArrays& arrays) const override;
  void _update_lightmap_size() override;

 private:
  Vector3 size_ = Vector3(1, 1, 1);
  int subdivide_width_ = 0;
  int subdivide_height_ = 0;
  int subdivide_depth_ = 0;
};

}  // namespace arbor
