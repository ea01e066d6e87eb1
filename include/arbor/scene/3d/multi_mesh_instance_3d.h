// MultiMeshInstance3D: draws a MultiMesh resource (Godot's MultiMeshInstance3D).
#pragma once

#include "arbor/core/object/ref.h"
#include "arbor/scene/3d/geometry_instance_3d.h"

namespace arbor {

class MultiMesh;

/// Draws every visible instance of a MultiMesh — one mesh, many transforms — as one render
/// item, placed by the node's transform; culled by the bounds of all of them.
class MultiMeshInstance3D : public GeometryInstance3D {
  ARBOR_CLASS(MultiMeshInstance3D, GeometryInstance3D)

 public:
  MultiMeshInstance3D();
  ~MultiMeshInstance3D() override;

  void set_multimesh(const Ref<MultiMesh>& multimesh);
  [[nodiscard]] const Ref<MultiMesh>& get_multimesh() const { return multimesh_; }
  [[nodiscard]] AABB get_aabb() const override;

 protected:
  static void _bind_methods();
  void _update_base() override;
  void _exit_world() override;

 private:
  Ref<MultiMesh> multimesh_;
};

}  // namespace arbor
