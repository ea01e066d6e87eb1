// CapsuleMesh: a cylinder with hemispherical caps along Y.
#pragma once

#include "arbor/scene/resources/primitive_mesh.h"

namespace arbor {

/// A capsule standing on Y (Godot's CapsuleMesh): `height` includes both caps, so a radius above
/// half the height grows the height (and a height below twice the radius shrinks the radius).
class CapsuleMesh : public PrimitiveMesh {
  ARBOR_CLASS(CapsuleMesh, PrimitiveMesh)

 public:
  CapsuleMesh() = default;

  void set_radius(float value);
  [[nodiscard]] float get_radius() const { return radius_; }
  void set_height(float value);
  [[nodiscard]] float get_height() const { return height_; }
  /// At least 4.
  void set_radial_segments(int value);
  [[nodiscard]] int get_radial_segments() const { return radial_segments_; }
  /// Rings of each cap beyond the first; throws arbor::Error below 0.
  void set_rings(int value);
  [[nodiscard]] int get_rings() const { return rings_; }

 protected:
  static void _bind_methods();
  void _create_mesh_array(MeshArrays& arrays) const override;
  void _update_lightmap_size() override;

 private:
  float radius_ = 0.5f;
  float height_ = 2.0f;
  int radial_segments_ = 64;
  int rings_ = 8;
};

}  // namespace arbor
