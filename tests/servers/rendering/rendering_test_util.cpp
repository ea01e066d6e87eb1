#include "servers/rendering/rendering_test_util.h"

namespace arbor::render_test {

SurfaceData box_surface(const Vector3& size) {
  SurfaceData surface;
  const Vector3 h = size * real_t(0.5);
  for (int i = 0; i < 8; ++i) {
    surface.vertices.emplace_back((i & 4) ? h.x : -h.x, (i & 2) ? h.y : -h.y, (i & 1) ? h.z : -h.z);
  }
  surface.indices = {0, 1, 3, 0, 3, 2, 4, 6, 7, 4, 7, 5, 0, 4, 5, 0, 5, 1,
                     2, 3, 7, 2, 7, 6, 0, 2, 6, 0, 6, 4, 1, 5, 7, 1, 7, 3};
  return surface;
}

RenderFixture::RenderFixture() {
  auto null_backend = std::make_unique<NullRenderBackend>();
  backend = null_backend.get();
  server = std::make_unique<RenderingServer>(std::move(null_backend));
  scenario = server->scenario_create("world");
  viewport = server->viewport_create("root");
  server->viewport_set_size(viewport, Vector2i(100, 100));
  server->viewport_set_update_mode(viewport, ViewportUpdateMode::ALWAYS);
  server->viewport_set_scenario(viewport, scenario);
  camera = server->camera_create();
  server->viewport_attach_camera(viewport, camera);
  box = server->mesh_create("box");
  server->mesh_add_surface(box, box_surface());
  material = server->material_create("red");
  MaterialData red;
  red.albedo_color = Color(1, 0, 0);
  server->material_set_data(material, red);
}

RenderFixture::~RenderFixture() {
  server->set_leak_handler([](const std::vector<std::string>&) {});
}

InstanceHandle RenderFixture::add_instance(MeshHandle mesh, const Vector3& position) {
  InstanceHandle instance = server->instance_create();
  server->instance_set_base(instance, mesh);
  server->instance_set_scenario(instance, scenario);
  server->instance_set_transform(instance, Transform3D(Basis(), position));
  return instance;
}

const RenderView& RenderFixture::view() const {
  const RenderView* view = server->viewport_get_render_view(viewport);
  if (!view) throw Error("the viewport has not rendered");
  return *view;
}

}  // namespace arbor::render_test
