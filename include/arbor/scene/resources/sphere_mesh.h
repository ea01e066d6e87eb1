// SphereMesh: a UV sphere, or a hemisphere.
#pragma once

#include "arbor/scene/resources/primitive_mesh.h"

namespace arbor {

/// A UV sphere (Godot's SphereMesh): `height` squashes or stretches it along Y; a hemisphere
/// keeps the top half and closes the bottom flat.
class SphereMesh : public PrimitiveMesh {
  ARBOR_CLASS(SphereMesh, PrimitiveMesh)

 public:
  SphereMesh() = default;

  void set_radius(float value);
  [[nodiscard]] float get_radius() const { return radius_; }
  void set_height(float value);
  [[nodiscard]] float get_height() const { return height_; }
  /// At least 4.
  void set_radial_segments(int value);
  [[nodiscard]] int get_radial_segments() const { return radial_segments_; }
  /// Throws arbor::Error below 1.
  void set_rings(int value);
  [[nodiscard]] int get_rings() const { return rings_; }
  void set_is_hemisphere(bool value);
  [[nodiscard]] bool get_is_hemisphere() const { return is_hemisphere_; }

 protected:
  static void _bind_methods();
  void _create_mesh_array(MeshArrays& arrays) const override;
  void _update_lightmap_size() override;

 private:
  float radius_ = 0.5f;
  float height_ = 1.0f;
  int radial_segments_ = 64;
  int rings_ = 32;
  bool is_hemisphere_ = false;
};

}  // namespace arbor
