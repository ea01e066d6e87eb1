#include "arbor/scene/3d/geometry_instance_3d.h"

#include <algorithm>

#include "arbor/core/error/error.h"
#include "arbor/servers/rendering/rendering_server.h"

namespace arbor {

GeometryInstance3D::GeometryInstance3D() = default;

GeometryInstance3D::~GeometryInstance3D() = default;

void GeometryInstance3D::set_cast_shadows_setting(ShadowCastingSetting setting) {
  if (setting < SHADOW_CASTING_SETTING_OFF || setting > SHADOW_CASTING_SETTING_SHADOWS_ONLY) {
    throw Error("GeometryInstance3D::set_cast_shadows_setting: " + std::to_string(int(setting)) +
                " is not a shadow casting setting");
  }
  cast_shadow_ = setting;
  if (RenderingServer* server = get_rendering_server()) {
    server->instance_geometry_set_cast_shadows_setting(instance_,
                                                       arbor::ShadowCastingSetting(setting));
  }
}

void GeometryInstance3D::set_transparency(float transparency) {
  transparency_ = std::clamp(transparency, 0.0f, 1.0f);
  if (RenderingServer* server = get_rendering_server()) {
    server->instance_geometry_set_transparency(instance_, transparency_);
  }
}

void GeometryInstance3D::set_visibility_range_begin(real_t distance) {
  range_begin_ = distance;
  push_range();
}

void GeometryInstance3D::set_visibility_range_begin_margin(real_t margin) {
  range_begin_margin_ = margin;
  push_range();
}

void GeometryInstance3D::set_visibility_range_end(real_t distance) {
  range_end_ = distance;
  push_range();
}

void GeometryInstance3D::set_visibility_range_end_margin(real_t margin) {
  range_end_margin_ = margin;
  push_range();
}

void GeometryInstance3D::set_visibility_range_fade_mode(VisibilityRangeFadeMode mode) {
  if (mode < VISIBILITY_RANGE_FADE_DISABLED || mode > VISIBILITY_RANGE_FADE_DEPENDENCIES) {
    throw Error("GeometryInstance3D::set_visibility_range_fade_mode: " + std::to_string(int(mode)) +
                " is not a fade mode");
  }
  fade_mode_ = mode;
  push_range();
}

void GeometryInstance3D::push_range() {
  if (RenderingServer* server = get_rendering_server()) {
    server->instance_geometry_set_visibility_range(instance_, range_begin_, range_end_,
                                                   range_begin_margin_, range_end_margin_,
                                                   arbor::VisibilityRangeFadeMode(fade_mode_));
  }
}

bool GeometryInstance3D::is_in_visibility_range(const Vector3& camera_position) const {
  const real_t distance = camera_position.distance_to(get_world_aabb().get_center());
  if (range_end_ > 0 && distance > range_end_) return false;
  return !(range_begin_ > 0 && distance < range_begin_);
}

void GeometryInstance3D::set_extra_cull_margin(real_t margin) {
  if (margin < 0) {
    throw Error("GeometryInstance3D::set_extra_cull_margin: the margin must not be negative (" +
                std::to_string(margin) + ")");
  }
  extra_cull_margin_ = margin;
  if (RenderingServer* server = get_rendering_server()) {
    server->instance_set_extra_visibility_margin(instance_, margin);
  }
}

void GeometryInstance3D::set_custom_aabb(const AABB& aabb) {
  custom_aabb_ = aabb;
  if (RenderingServer* server = get_rendering_server()) {
    server->instance_set_custom_aabb(instance_, aabb);
  }
}

void GeometryInstance3D::set_lod_bias(float bias) {
  if (!(bias > 0)) {
    throw Error("GeometryInstance3D::set_lod_bias: the bias must be positive (" +
                std::to_string(bias) + ")");
  }
  lod_bias_ = bias;
}

AABB GeometryInstance3D::get_world_aabb() const {
  AABB local = custom_aabb_.has_surface() ? custom_aabb_ : get_aabb();
  if (extra_cull_margin_ > 0) local = local.grow(extra_cull_margin_);
  return get_global_transform().xform(local);
}

void GeometryInstance3D::_enter_world() {
  RenderingServer& server = *get_rendering_server();
  instance_ = server.instance_create();
  server.instance_attach_object_instance_id(instance_, get_instance_id().value);
  server.instance_set_scenario(instance_, get_scenario());
  server.instance_geometry_set_cast_shadows_setting(instance_,
                                                    arbor::ShadowCastingSetting(cast_shadow_));
  if (transparency_ > 0) server.instance_geometry_set_transparency(instance_, transparency_);
  if (range_begin_ > 0 || range_end_ > 0) push_range();
  if (extra_cull_margin_ > 0)
    server.instance_set_extra_visibility_margin(instance_, extra_cull_margin_);
  if (custom_aabb_.has_surface()) server.instance_set_custom_aabb(instance_, custom_aabb_);
  _layers_changed();
  _update_base();
}

void GeometryInstance3D::_exit_world() {
  get_rendering_server()->free(instance_);
  instance_ = {};
}

void GeometryInstance3D::_world_transform_changed(const Transform3D& transform) {
  get_rendering_server()->instance_set_transform(instance_, transform);
}

void GeometryInstance3D::_world_visibility_changed(bool visible) {
  get_rendering_server()->instance_set_visible(instance_, visible);
}

void GeometryInstance3D::_layers_changed() {
  RenderingServer& server = *get_rendering_server();
  server.instance_set_layer_mask(instance_, get_layer_mask());
  server.instance_set_pivot_data(instance_, get_sorting_offset(), is_sorting_use_aabb_center());
}

void GeometryInstance3D::set_instance_base(MeshHandle mesh) {
  if (RenderingServer* server = get_rendering_server()) server->instance_set_base(instance_, mesh);
}

void GeometryInstance3D::set_instance_base(MultiMeshHandle multimesh) {
  if (RenderingServer* server = get_rendering_server()) {
    server->instance_set_base(instance_, multimesh);
  }
}

}  // namespace arbor
