#include "arbor/scene/2d/world_2d.h"

#include "arbor/scene/canvas_item.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/physics/physics_server_2d.h"
#include "scene/3d/viewport_rendering.h"

namespace arbor {

World2D::World2D() = default;

World2D::~World2D() { detach_physics(); }

void World2D::attach_physics(PhysicsServer2D& server) {
  if (physics_ == &server) return;
  detach_physics();
  physics_ = &server;
  space_ = server.space_create();
}

void World2D::detach_physics() {
  if (!physics_) return;
  physics_->space_free(space_);
  physics_ = nullptr;
  space_ = SpaceHandle2D();
}

Ref<World2D> SceneViewport::get_world_2d() const {
  detail::ViewportRendering& state = rendering();
  if (state.world_2d.is_null()) state.world_2d = make_ref<World2D>();
  return state.world_2d;
}

void SceneViewport::set_world_2d(const Ref<World2D>& world) {
  detail::ViewportRendering& state = rendering();
  if (state.world_2d == world) return;
  state.world_2d = world;
}

World2D* CanvasItem::get_world_2d() const {
  SceneViewport* viewport = get_viewport();
  return viewport ? viewport->get_world_2d().get() : nullptr;
}

}  // namespace arbor
