#include "arbor/scene/3d/mesh_instance_3d.h"

#include "arbor/core/error/error.h"
#include "arbor/scene/resources/material.h"
#include "arbor/scene/resources/mesh.h"
#include "arbor/servers/rendering/rendering_server.h"
#include "scene/3d/render_resources.h"

namespace arbor {

MeshInstance3D::MeshInstance3D() = default;

MeshInstance3D::~MeshInstance3D() {
  if (mesh_.is_valid()) mesh_->changed.disconnect(mesh_connection_);
}

void MeshInstance3D::set_mesh(const Ref<Mesh>& mesh) {
  if (mesh_ == mesh) return;
  // In a world, what the node holds is released after the new state took its own references
  // (a material both use stays).
  const Ref<Mesh> previous = mesh_;
  const std::vector<Ref<Material>> previous_overrides = surface_overrides_;
  if (previous.is_valid()) previous->changed.disconnect(mesh_connection_);
  mesh_ = mesh;
  if (mesh_.is_valid()) {
    mesh_connection_ = mesh_->changed.connect([this] { mesh_changed(); });
  }
  surface_overrides_.resize(std::size_t(get_surface_override_material_count()));
  if (!get_rendering_server()) return;
  set_instance_base(mesh_.is_valid() ? render_resources().acquire_mesh(*mesh_, this)
                                     : MeshHandle());
  for (int surface = 0; surface < int(surface_overrides_.size()); ++surface) {
    push_surface_override(surface);
  }
  detail::RenderResources& resources = render_resources();
  resources.release(previous.get());
  for (const Ref<Material>& material : previous_overrides) resources.release(material.get());
}

void MeshInstance3D::mesh_changed() {
  // Godot's _mesh_changed: the overrides follow the mesh's surfaces.
  const auto count = std::size_t(get_surface_override_material_count());
  if (get_rendering_server()) {
    for (std::size_t surface = count; surface < surface_overrides_.size(); ++surface) {
      render_resources().release(surface_overrides_[surface].get());
    }
  }
  surface_overrides_.resize(count);
}

int MeshInstance3D::get_surface_override_material_count() const {
  return mesh_.is_valid() ? mesh_->get_surface_count() : 0;
}

void MeshInstance3D::set_surface_override_material(int surface, const Ref<Material>& material) {
  if (surface < 0 || surface >= int(surface_overrides_.size())) {
    throw Error("MeshInstance3D::set_surface_override_material: " + get_name().str() +
                " has no surface " + std::to_string(surface) + " (its mesh has " +
                std::to_string(surface_overrides_.size()) + ")");
  }
  Ref<Material>& slot = surface_overrides_[std::size_t(surface)];
  if (slot == material) return;
  const Ref<Material> previous = slot;
  slot = material;
  if (!get_rendering_server()) return;
  push_surface_override(surface);
  render_resources().release(previous.get());
}

Ref<Material> MeshInstance3D::get_surface_override_material(int surface) const {
  if (surface < 0 || surface >= int(surface_overrides_.size())) return {};
  return surface_overrides_[std::size_t(surface)];
}

Ref<Material> MeshInstance3D::get_active_material(int surface) const {
  if (get_material_override().is_valid()) return get_material_override();
  if (Ref<Material> override = get_surface_override_material(surface); override.is_valid()) {
    return override;
  }
  if (mesh_.is_valid() && surface >= 0 && surface < mesh_->get_surface_count()) {
    return mesh_->surface_get_material(surface);
  }
  return {};
}

AABB MeshInstance3D::get_aabb() const { return mesh_.is_valid() ? mesh_->get_aabb() : AABB(); }

void MeshInstance3D::push_surface_override(int surface) {
  const Ref<Material>& material = surface_overrides_[std::size_t(surface)];
  const MaterialHandle handle =
      material.is_valid() ? render_resources().acquire_material(*material, this) : MaterialHandle();
  get_rendering_server()->instance_set_surface_override_material(get_instance(), surface, handle);
}

void MeshInstance3D::_update_base() {
  if (mesh_.is_valid()) set_instance_base(render_resources().acquire_mesh(*mesh_, this));
  for (int surface = 0; surface < int(surface_overrides_.size()); ++surface) {
    if (surface_overrides_[std::size_t(surface)].is_valid()) push_surface_override(surface);
  }
}

void MeshInstance3D::_exit_world() {
  GeometryInstance3D::_exit_world();
  detail::RenderResources& resources = render_resources();
  resources.release(mesh_.get());
  for (const Ref<Material>& material : surface_overrides_) resources.release(material.get());
}

}  // namespace arbor
