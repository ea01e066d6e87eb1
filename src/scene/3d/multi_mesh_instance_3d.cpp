#include "arbor/scene/3d/multi_mesh_instance_3d.h"

#include "arbor/scene/resources/multi_mesh.h"
#include "scene/3d/render_resources.h"

namespace arbor {

MultiMeshInstance3D::MultiMeshInstance3D() = default;

MultiMeshInstance3D::~MultiMeshInstance3D() = default;

void MultiMeshInstance3D::set_multimesh(const Ref<MultiMesh>& multimesh) {
  if (multimesh_ == multimesh) return;
  const Ref<MultiMesh> previous = multimesh_;
  multimesh_ = multimesh;
  if (!get_rendering_server()) return;
  set_instance_base(multimesh_.is_valid() ? render_resources().acquire_multimesh(*multimesh_, this)
                                          : MultiMeshHandle());
  render_resources().release(previous.get());
}

AABB MultiMeshInstance3D::get_aabb() const {
  return multimesh_.is_valid() ? multimesh_->get_aabb() : AABB();
}

void MultiMeshInstance3D::_update_base() {
  if (multimesh_.is_valid()) {
    set_instance_base(render_resources().acquire_multimesh(*multimesh_, this));
  }
}

void MultiMeshInstance3D::_exit_world() {
  GeometryInstance3D::_exit_world();
  render_resources().release(multimesh_.get());
}

}  // namespace arbor
