#include "arbor/scene/scene_viewport.h"

#include "arbor/scene/3d/world_3d.h"

namespace arbor {

SceneViewport::SceneViewport() = default;

SceneViewport::~SceneViewport() = default;

World3D* SceneViewport::get_world_3d() const {
  if (!world_3d_) world_3d_ = make_ref<World3D>();
  return world_3d_.get();
}

void SceneViewport::set_world_3d(const Ref<World3D>& world) {
  if (world_3d_ && world_3d_ != world) world_3d_->detach_physics();
  world_3d_ = world;
}

void SceneViewport::_engine_notification(int what) {
  if (what == NOTIFICATION_EXIT_TREE && world_3d_) world_3d_->detach_physics();
}

void SceneViewport::set_size(Vector2i size) {
  if (size == size_) return;
  size_ = size;
  size_changed.emit();
}

}  // namespace arbor
