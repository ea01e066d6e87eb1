#include "arbor/scene/3d/visual_instance_3d.h"

#include "arbor/core/error/error.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/rendering/rendering_server.h"

namespace arbor {

VisualInstance3D::VisualInstance3D() { set_track_global_transform_changes(true); }

VisualInstance3D::~VisualInstance3D() = default;

void VisualInstance3D::set_layer_mask(std::uint32_t mask) {
  if (layers_ == mask) return;
  layers_ = mask;
  if (server_) _layers_changed();
}

void VisualInstance3D::set_layer_mask_value(int layer, bool enabled) {
  if (layer < 1 || layer > 20) {
    throw Error("VisualInstance3D::set_layer_mask_value: layer " + std::to_string(layer) +
                " is not between 1 and 20");
  }
  const std::uint32_t bit = 1u << (layer - 1);
  set_layer_mask(enabled ? (layers_ | bit) : (layers_ & ~bit));
}

bool VisualInstance3D::get_layer_mask_value(int layer) const {
  if (layer < 1 || layer > 20) {
    throw Error("VisualInstance3D::get_layer_mask_value: layer " + std::to_string(layer) +
                " is not between 1 and 20");
  }
  return (layers_ >> (layer - 1)) & 1u;
}

void VisualInstance3D::set_sorting_offset(real_t offset) {
  if (sorting_offset_ == offset) return;
  sorting_offset_ = offset;
  if (server_) _layers_changed();
}

void VisualInstance3D::set_sorting_use_aabb_center(bool enabled) {
  if (sorting_use_aabb_center_ == enabled) return;
  sorting_use_aabb_center_ = enabled;
  if (server_) _layers_changed();
}

void VisualInstance3D::_engine_notification(int what) {
  Node3D::_engine_notification(what);
  switch (what) {
    case NOTIFICATION_ENTER_TREE:
      enter_world();
      break;
    case NOTIFICATION_EXIT_TREE:
      exit_world();
      break;
    case NOTIFICATION_VISIBILITY_CHANGED:
      if (server_) _world_visibility_changed(is_visible_in_tree());
      break;
    default:
      break;
  }
}

void VisualInstance3D::_on_global_transform_invalidated() {
  // Reading the transform cleans it, which re-arms this hook for the next change.
  if (server_) _world_transform_changed(get_global_transform());
}

void VisualInstance3D::enter_world() {
  RenderingServer* server = get_tree()->servers().get<RenderingServer>();
  SceneViewport* viewport = get_viewport();
  if (!server || !viewport) return;
  scenario_ = viewport->render_scenario(*server);
  server_ = server;
  _enter_world();
  _world_transform_changed(get_global_transform());
  _world_visibility_changed(is_visible_in_tree());
}

void VisualInstance3D::exit_world() {
  if (!server_) return;
  _exit_world();
  server_ = nullptr;
  scenario_ = {};
}

void VisualInstance3D::world_changed() {
  if (!is_inside_tree()) return;
  exit_world();
  enter_world();
}

}  // namespace arbor
