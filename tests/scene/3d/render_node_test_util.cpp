#include "scene/3d/render_node_test_util.h"

#include "arbor/core/error/error.h"

namespace arbor::render_test {

void BoxInstance::_update_base() {
  RenderingServer& server = *get_rendering_server();
  mesh_ = server.mesh_create("box");
  SurfaceData surface;
  for (int i = 0; i < 8; ++i) {
    surface.vertices.emplace_back((i & 4) ? 0.5f : -0.5f, (i & 2) ? 0.5f : -0.5f,
                                  (i & 1) ? 0.5f : -0.5f);
  }
  surface.indices = {0, 1, 3, 0, 3, 2, 4, 6, 7, 4, 7, 5, 0, 4, 5, 0, 5, 1,
                     2, 3, 7, 2, 7, 6, 0, 2, 6, 0, 6, 4, 1, 5, 7, 1, 7, 3};
  server.mesh_add_surface(mesh_, surface);
  set_instance_base(mesh_);
}

void BoxInstance::_exit_world() {
  GeometryInstance3D::_exit_world();
  get_rendering_server()->free(mesh_);
  mesh_ = {};
}

RenderTree::RenderTree() : owner(std::make_unique<SceneTree>()), tree(*owner) {
  server = tree.servers().add(std::make_unique<RenderingServer>());
  server->set_leak_handler([this](const std::vector<std::string>& found) { leaks = found; });
  tree.get_root()->set_size(Vector2i(200, 100));
}

RenderTree::~RenderTree() = default;

const RenderView& RenderTree::root_view() const {
  const RenderView* view = server->viewport_get_render_view(tree.get_root()->get_viewport_handle());
  if (!view) throw Error("the root viewport has not rendered");
  return *view;
}

}  // namespace arbor::render_test
