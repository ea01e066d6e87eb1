// MeshInstance3D: draws a Mesh resource (Godot's MeshInstance3D).
#pragma once

#include <vector>

#include "arbor/core/object/ref.h"
#include "arbor/core/signal/connection.h"
#include "arbor/core/string/node_path.h"
#include "arbor/scene/3d/geometry_instance_3d.h"

namespace arbor {

class Material;
class Mesh;

/// Draws a mesh in its viewport's world: every surface with, in order of precedence, the
/// node's material_override, its surface_material_override/N, or the mesh's own material.
/// Instances of the same mesh and materials are drawn together (instanced) by the server.
class MeshInstance3D : public GeometryInstance3D {
  ARBOR_CLASS(MeshInstance3D, GeometryInstance3D)

 public:
  /// The most surfaces a mesh has (Godot's RenderingServer::MAX_MESH_SURFACES).
  static constexpr int kMaxSurfaces = 256;

  MeshInstance3D();
  ~MeshInstance3D() override;

  /// The mesh; its surface overrides are resized to its surfaces (kept where they fit).
  void set_mesh(const Ref<Mesh>& mesh);
  [[nodiscard]] const Ref<Mesh>& get_mesh() const { return mesh_; }
  /// The Skeleton3D deforming the mesh (kept as data: skinning is not drawn yet).
  void set_skeleton_path(const NodePath& path) { skeleton_ = path; }
  [[nodiscard]] const NodePath& get_skeleton_path() const { return skeleton_; }

  /// One per mesh surface.
  [[nodiscard]] int get_surface_override_material_count() const;
  /// Throws arbor::Error for a surface the mesh does not have.
  void set_surface_override_material(int surface, const Ref<Material>& material);
  [[nodiscard]] Ref<Material> get_surface_override_material(int surface) const;
  /// The material surface `surface` draws with: the material override, else the surface
  /// override, else the mesh's.
  [[nodiscard]] Ref<Material> get_active_material(int surface) const;

  [[nodiscard]] AABB get_aabb() const override;

 protected:
  static void _bind_methods();
  void _update_base() override;
  void _exit_world() override;

 private:
  void mesh_changed();
  void push_surface_override(int surface);

  Ref<Mesh> mesh_;
  Connection mesh_connection_;
  std::vector<Ref<Material>> surface_overrides_;
  NodePath skeleton_{".."};
};

}  // namespace arbor
