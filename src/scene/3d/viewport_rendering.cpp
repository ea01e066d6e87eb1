// SceneViewport's 3D side: its World3D, its cameras, its object on the rendering server.

#include "scene/3d/viewport_rendering.h"

#include <algorithm>

#include "arbor/core/error/error.h"
#include "arbor/scene/3d/camera_3d.h"
#include "arbor/scene/3d/visual_instance_3d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/rendering/rendering_server.h"
#include "scene/3d/render_resources.h"
#include "scene/callbacks.h"

namespace arbor {

SceneViewport::SceneViewport() = default;

SceneViewport::~SceneViewport() = default;

detail::ViewportRendering& SceneViewport::rendering() const {
  if (!rendering_) rendering_ = std::make_unique<detail::ViewportRendering>();
  return *rendering_;
}

// -- world
// ------------------------------------------------------------------------------------------

Ref<World3D> SceneViewport::get_world_3d() const {
  detail::ViewportRendering& state = rendering();
  // The root renders a world of its own from the start, as Godot's root window does.
  if (state.world_3d.is_null() && get_parent() == nullptr && is_inside_tree()) {
    state.world_3d = make_ref<World3D>();
  }
  return state.world_3d;
}

void SceneViewport::set_world_3d(const Ref<World3D>& world) {
  detail::ViewportRendering& state = rendering();
  if (state.world_3d == world) return;
  state.world_3d = world;
  if (state.own_world_3d) state.own_world = make_ref<World3D>();
  detail::ViewportRendering::world_changed(*this);
}

Ref<World3D> SceneViewport::find_world_3d() const {
  detail::ViewportRendering& state = rendering();
  if (state.own_world_3d) {
    if (state.own_world.is_null()) state.own_world = make_ref<World3D>();
    return state.own_world;
  }
  if (Ref<World3D> world = get_world_3d(); world.is_valid()) return world;
  if (get_parent()) {
    if (SceneViewport* parent = get_parent()->get_viewport()) return parent->find_world_3d();
  }
  return {};
}

void SceneViewport::set_use_own_world_3d(bool enabled) {
  detail::ViewportRendering& state = rendering();
  if (state.own_world_3d == enabled) return;
  state.own_world_3d = enabled;
  state.own_world = nullptr;
  detail::ViewportRendering::world_changed(*this);
}

bool SceneViewport::is_using_own_world_3d() const { return rendering_ && rendering_->own_world_3d; }

void SceneViewport::set_transparent_background(bool enabled) {
  rendering().transparent_bg = enabled;
  if (rendering_->server) _push_render_settings();
}

bool SceneViewport::has_transparent_background() const {
  return rendering_ && rendering_->transparent_bg;
}

void SceneViewport::set_msaa_3d(int msaa) {
  if (msaa < 0 || msaa > 3) {
    throw Error("SceneViewport::set_msaa_3d: " + std::to_string(msaa) +
                " is not 0 (disabled), 1 (2x), 2 (4x) or 3 (8x)");
  }
  rendering().msaa_3d = msaa;
  if (rendering_->server) _push_render_settings();
}

int SceneViewport::get_msaa_3d() const { return rendering_ ? rendering_->msaa_3d : 0; }

void SceneViewport::set_disable_3d(bool disabled) {
  rendering().disable_3d = disabled;
  if (rendering_->server) _push_render_settings();
}

bool SceneViewport::is_3d_disabled() const { return rendering_ && rendering_->disable_3d; }

// -- cameras
// ----------------------------------------------------------------------------------------

Camera3D* SceneViewport::get_camera_3d() const { return rendering_ ? rendering_->camera : nullptr; }

bool SceneViewport::camera_3d_entered(Camera3D* camera) {
  detail::ViewportRendering& state = rendering();
  state.cameras.push_back(camera);
  return state.cameras.size() == 1;
}

void SceneViewport::camera_3d_exited(Camera3D* camera) {
  detail::ViewportRendering& state = rendering();
  std::erase(state.cameras, camera);
  if (state.camera == camera) set_camera_3d(nullptr);
}

void SceneViewport::set_camera_3d(Camera3D* camera) {
  detail::ViewportRendering& state = rendering();
  if (state.camera == camera) return;
  Camera3D* previous = state.camera;
  state.camera = camera;
  if (state.server) {
    state.server->viewport_attach_camera(state.handle,
                                         camera ? camera->get_camera_handle() : CameraHandle());
  } else if (camera && camera->get_camera_handle().is_valid()) {
    (void)get_viewport_handle();  // opening attaches the current camera
  }
  if (previous) detail::notify(previous, Camera3D::NOTIFICATION_LOST_CURRENT);
  if (camera) detail::notify(camera, Camera3D::NOTIFICATION_BECAME_CURRENT);
}

void SceneViewport::make_next_camera_3d_current(Camera3D* exclude) {
  detail::ViewportRendering& state = rendering();
  if (state.camera) return;
  for (Camera3D* camera : state.cameras) {
    if (camera == exclude || !camera->is_inside_tree()) continue;
    camera->make_current();
    return;
  }
}

// -- the server viewport
// ----------------------------------------------------------------------------

RenderingServer* SceneViewport::rendering_server() const {
  return rendering_ ? rendering_->server : nullptr;
}

ViewportHandle SceneViewport::viewport_handle() const {
  return rendering_ ? rendering_->handle : ViewportHandle();
}

ViewportHandle SceneViewport::get_viewport_handle() {
  detail::ViewportRendering& state = rendering();
  if (!state.server && is_inside_tree()) {
    if (RenderingServer* server = get_tree()->servers().get<RenderingServer>()) {
      detail::ViewportRendering::open(*this, *server);
    }
  }
  return state.handle;
}

ScenarioHandle SceneViewport::render_scenario(RenderingServer& server) {
  detail::ViewportRendering& state = rendering();
  if (!state.server) detail::ViewportRendering::open(*this, server);
  return state.drawn_world.is_valid() ? state.drawn_world->get_scenario() : ScenarioHandle();
}

void SceneViewport::_push_render_settings() {
  detail::ViewportRendering& state = rendering();
  RenderingServer& server = *state.server;
  server.viewport_set_size(state.handle, size_);
  server.viewport_set_transparent_background(state.handle, state.transparent_bg);
  server.viewport_set_msaa_3d(state.handle, ViewportMsaa(state.msaa_3d));
  server.viewport_set_disable_3d(state.handle, state.disable_3d);
  if (get_parent() == nullptr) {
    // The root is what the tree shows: it renders every frame.
    server.viewport_set_update_mode(state.handle, ViewportUpdateMode::ALWAYS);
  }
}

Node* SceneViewport::pick_node(const Vector2& position) {
  const ViewportHandle handle = get_viewport_handle();
  if (handle.is_null()) return nullptr;
  const std::uint64_t id = rendering_->server->viewport_pick(handle, position);
  return id ? get_tree()->find(NodeId{id}) : nullptr;
}

void SceneViewport::_engine_notification(int what) {
  Node::_engine_notification(what);
  if (what == NOTIFICATION_EXIT_TREE && rendering_ && rendering_->server) {
    detail::ViewportRendering::close(*this);
  }
  // The physics spaces of the worlds this viewport owns go while the tree's servers exist.
  if (what == NOTIFICATION_EXIT_TREE && rendering_) {
    if (rendering_->world_3d.is_valid()) rendering_->world_3d->detach_physics();
    if (rendering_->own_world.is_valid()) rendering_->own_world->detach_physics();
    if (rendering_->world_2d.is_valid()) rendering_->world_2d->detach_physics();
  }
}

namespace detail {

void ViewportRendering::open(SceneViewport& viewport, RenderingServer& server) {
  ViewportRendering& state = viewport.rendering();
  state.server = &server;
  state.handle = server.viewport_create(viewport.get_name().str());
  if (viewport.get_parent()) {
    if (SceneViewport* parent = viewport.get_parent()->get_viewport()) {
      server.viewport_set_parent_viewport(state.handle, parent->get_viewport_handle());
    }
  }
  state.drawn_world = viewport.find_world_3d();
  if (state.drawn_world.is_valid()) {
    server.viewport_set_scenario(state.handle,
                                 state.drawn_world->acquire_scenario(
                                     server, RenderResources::of(*viewport.get_tree(), server)));
  }
  if (state.camera && state.camera->get_camera_handle().is_valid()) {
    server.viewport_attach_camera(state.handle, state.camera->get_camera_handle());
  }
  viewport._push_render_settings();
}

void ViewportRendering::close(SceneViewport& viewport) {
  ViewportRendering& state = viewport.rendering();
  state.server->free(state.handle);
  if (state.drawn_world.is_valid()) state.drawn_world->release_scenario();
  state.drawn_world = nullptr;
  state.handle = {};
  state.server = nullptr;
}

void ViewportRendering::world_changed(SceneViewport& viewport) {
  ViewportRendering& state = viewport.rendering();
  if (!state.server) return;
  RenderingServer& server = *state.server;
  const Ref<World3D> previous = state.drawn_world;
  state.drawn_world = viewport.find_world_3d();
  server.viewport_set_scenario(state.handle,
                               state.drawn_world.is_valid()
                                   ? state.drawn_world->acquire_scenario(
                                         server, RenderResources::of(*viewport.get_tree(), server))
                                   : ScenarioHandle());
  // The render nodes inside (not those of nested viewports) move to the new world before the
  // old one's scenario goes.
  std::vector<Node*> pending(viewport.get_children().begin(), viewport.get_children().end());
  while (!pending.empty()) {
    Node* node = pending.back();
    pending.pop_back();
    if (auto* nested = dynamic_cast<SceneViewport*>(node)) {
      // A nested viewport without a world of its own renders this one's.
      if (!nested->is_using_own_world_3d() && nested->get_world_3d().is_null()) {
        world_changed(*nested);
      }
      continue;
    }
    if (auto* visual = dynamic_cast<VisualInstance3D*>(node)) visual->world_changed();
    for (Node* child : node->get_children()) pending.push_back(child);
  }
  if (previous.is_valid()) previous->release_scenario();
}

}  // namespace detail
}  // namespace arbor
