// PrimitiveMesh: the base of meshes generated from a few parameters.
#pragma once

#include <memory>
#include <mutex>

#include "arbor/scene/resources/mesh.h"

namespace arbor {

/// A one-surface mesh made from parameters (Godot's PrimitiveMesh): BoxMesh, SphereMesh,
/// CylinderMesh, CapsuleMesh, PlaneMesh, QuadMesh, PrismMesh and TorusMesh. The arrays are
/// generated with Godot's algorithms (the same vertex order, UV layout, normals and tangents),
/// when first asked for after a change; `flip_faces` turns the triangles inside out and
/// `add_uv2` adds a second UV set laid out for lightmaps.
class PrimitiveMesh : public Mesh {
  ARBOR_CLASS(PrimitiveMesh, Mesh)

 public:
  PrimitiveMesh();
  ~PrimitiveMesh() override;

  void set_material(const Ref<Material>& material);
  [[nodiscard]] const Ref<Material>& get_material() const { return material_; }
  /// Bounds used for culling instead of the generated ones when it has a size.
  void set_custom_aabb(const AABB& aabb);
  [[nodiscard]] AABB get_custom_aabb() const { return custom_aabb_; }
  void set_flip_faces(bool enable);
  [[nodiscard]] bool get_flip_faces() const { return flip_faces_; }
  void set_add_uv2(bool enable);
  [[nodiscard]] bool get_add_uv2() const { return add_uv2_; }
  /// Padding between UV2 islands, in lightmap texels.
  void set_uv2_padding(float padding);
  [[nodiscard]] float get_uv2_padding() const { return uv2_padding_; }

  /// The generated arrays (Godot's get_mesh_arrays).
  [[nodiscard]] MeshArrays get_mesh_arrays() const;

  [[nodiscard]] int get_surface_count() const override { return 1; }
  [[nodiscard]] int surface_get_array_len(int surface) const override;
  [[nodiscard]] int surface_get_array_index_len(int surface) const override;
  [[nodiscard]] MeshArrays surface_get_arrays(int surface) const override;
  [[nodiscard]] const MeshSurfaceData& surface_get_data(int surface) const override;
  void surface_set_material(int surface, const Ref<Material>& material) override;
  [[nodiscard]] Ref<Material> surface_get_material(int surface) const override;
  [[nodiscard]] AABB get_aabb() const override;

 protected:
  static void _bind_methods();
  /// Fills the arrays from the parameters.
  virtual void _create_mesh_array(MeshArrays& arrays) const = 0;
  /// Recomputes the lightmap size hint after a size change when `add_uv2` is on.
  virtual void _update_lightmap_size() {}
  /// Marks the arrays for regeneration and tells users the mesh changed.
  void request_update();
  /// UV scale leaving `uv2_padding` texels free on the right and bottom (Godot's
  /// get_uv2_scale).
  [[nodiscard]] Vector2 get_uv2_scale(Vector2 margin_scale = Vector2(1, 1)) const;
  /// The world size of a lightmap texel (Godot's rendering/lightmapping/primitive_meshes/
  /// texel_size, 0.2 by default).
  [[nodiscard]] float get_lightmap_texel_size() const { return texel_size_; }

 private:
  struct Generated;
  const Generated& generated() const;

  Ref<Material> material_;
  AABB custom_aabb_;
  bool flip_faces_ = false;
  bool add_uv2_ = false;
  float uv2_padding_ = 2.0f;
  float texel_size_ = 0.2f;
  mutable std::mutex mutex_;
  mutable std::unique_ptr<Generated> generated_;
};

}  // namespace arbor
