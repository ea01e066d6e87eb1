// CylinderMesh: a cylinder or cone along Y.
#pragma once

#include "arbor/scene/resources/primitive_mesh.h"

namespace arbor {

/// A cylinder standing on Y (Godot's CylinderMesh): different top and bottom radii make a cone
/// or a truncated one; `cap_top` / `cap_bottom` close the ends.
class CylinderMesh : public PrimitiveMesh {
  ARBOR_CLASS(CylinderMesh, PrimitiveMesh)

 public:
  CylinderMesh() = default;

  void set_top_radius(float value);
  [[nodiscard]] float get_top_radius() const { return top_radius_; }
  void set_bottom_radius(float value);
  [[nodiscard]] float get_bottom_radius() const { return bottom_radius_; }
  void set_height(float value);
  [[nodiscard]] float get_height() const { return height_; }
  /// At least 4.
  void set_radial_segments(int value);
  [[nodiscard]] int get_radial_segments() const { return radial_segments_; }
  /// Throws arbor::Error below 0.
  void set_rings(int value);
  [[nodiscard]] int get_rings() const { return rings_; }
  void set_cap_top(bool value);
  [[nodiscard]] bool is_cap_top() const { return cap_top_; }
  void set_cap_bottom(bool value);
  [[nodiscard]] bool is_cap_bottom() const { return cap_bottom_; }

 protected:
  static void _bind_methods();
  void _create_mesh_array(MeshArrays& arrays) const override;
  void _update_lightmap_size() override;

 private:
  float top_radius_ = 0.5f;
  float bottom_radius_ = 0.5f;
  float height_ = 2.0f;
  int radial_segments_ = 64;
  int rings_ = 4;
  bool cap_top_ = true;
  bool cap_bottom_ = true;
};

}  // namespace arbor
