// PrismMesh: a triangular prism (a ramp).
#pragma once

#include "arbor/core/math/vector3.h"
#include "arbor/scene/resources/primitive_mesh.h"

namespace arbor {

/// A prism whose triangle's apex sits `left_to_right` of the way across the top (Godot's
/// PrismMesh): 0.5 makes a roof, 0 or 1 a ramp.
class PrismMesh : public PrimitiveMesh {
  ARBOR_CLASS(PrismMesh, PrimitiveMesh)

 public:
  PrismMesh() = default;

  void set_left_to_right(float value);
  [[nodiscard]] float get_left_to_right() const { return left_to_right_; }
  void set_size(const Vector3& value);
  [[nodiscard]] Vector3 get_size() const { return size_; }
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
  float left_to_right_ = 0.5f;
  Vector3 size_ = Vector3(1, 1, 1);
  int subdivide_width_ = 0;
  int subdivide_height_ = 0;
  int subdivide_depth_ = 0;
};

}  // namespace arbor
