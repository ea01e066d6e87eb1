// TorusMesh: a ring.
#pragma once

#include "arbor/scene/resources/primitive_mesh.h"

namespace arbor {

/// A torus around Y (Godot's TorusMesh) between `inner_radius` and `outer_radius`.
class TorusMesh : public PrimitiveMesh {
  ARBOR_CLASS(TorusMesh, PrimitiveMesh)

 public:
  TorusMesh() = default;

  void set_inner_radius(float value);
  [[nodiscard]] float get_inner_radius() const { return inner_radius_; }
  void set_outer_radius(float value);
  [[nodiscard]] float get_outer_radius() const { return outer_radius_; }
  /// Throws arbor::Error below 3.
  void set_rings(int value);
  [[nodiscard]] int get_rings() const { return rings_; }
  /// Throws arbor::Error below 3.
  void set_ring_segments(int value);
  [[nodiscard]] int get_ring_segments() const { return ring_segments_; }

 protected:
  static void _bind_methods();
  void _create_mesh_array(MeshArrays& arrays) const override;
  void _update_lightmap_size() override;

 private:
  float inner_radius_ = 0.5f;
  float outer_radius_ = 1.0f;
  int rings_ = 64;
  int ring_segments_ = 32;
};

}  // namespace arbor
