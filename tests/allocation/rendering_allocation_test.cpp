// A steady rendering frame allocates nothing: a tree of render nodes (10,000 boxes, a fifth of
// them moving every frame, some with visibility ranges, a SubViewport with its own world and
// camera), a directional light casting four shadow splits and a spot light, drawn through the
// rendering server on its null backend.

#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "allocation/counting_new.h"
#include "arbor/arbor.h"
#include "arbor/scene/3d/camera_3d.h"
#include "arbor/scene/3d/geometry_instance_3d.h"
#include "arbor/scene/3d/sub_viewport.h"

namespace arbor::test {
namespace {

/// Draws a mesh the test made on the server.
class MeshNode : public GeometryInstance3D {
  ARBOR_CLASS(MeshNode, GeometryInstance3D)

 public:
  explicit MeshNode(MeshHandle mesh = {}) : mesh_(mesh) {}

 protected:
  void _update_base() override { set_instance_base(mesh_); }

 private:
  MeshHandle mesh_;
};

TEST(RenderingAllocation, SteadyFrameOfRenderNodesAllocatesNothing) {
  SceneTree tree;
  RenderingServer* server = tree.servers().add(std::make_unique<RenderingServer>());
  server->set_leak_handler([](const std::vector<std::string>&) {});
  std::vector<MeshHandle> meshes;
  std::vector<MaterialHandle> materials;
  for (int i = 0; i < 4; ++i) {
    meshes.push_back(server->mesh_create());
    SurfaceData surface;
    surface.vertices = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    surface.indices = {0, 1, 2, 0, 2, 3, 0, 3, 1, 1, 3, 2};
    server->mesh_add_surface(meshes.back(), surface);
    materials.push_back(server->material_create());
    MaterialData data;
    if (i == 3) data.transparency = MaterialTransparency::ALPHA;
    server->material_set_data(materials.back(), data);
  }
  SceneViewport* root = tree.get_root();
  auto* camera = root->add_child(std::make_unique<Camera3D>());
  camera->set_position({50, 50, 120});
  std::vector<MeshNode*> moving;
  std::vector<Vector3> places;
  for (int i = 0; i < 10'000; ++i) {
    auto* node = root->add_child(std::make_unique<MeshNode>(meshes[std::size_t(i % 4)]));
    node->set_position({real_t(i % 100), real_t(i / 100), 0});
    if (i % 7 == 0) node->set_visibility_range_end(100);
    if (i % 5 == 0) {
      moving.push_back(node);
      places.push_back(node->get_position());
    }
    server->instance_geometry_set_material_override(node->get_instance(),
                                                    materials[std::size_t(i / 4 % 4)]);
  }
  auto* sub = root->add_child(std::make_unique<SubViewport>());
  sub->set_use_own_world_3d(true);
  sub->set_update_mode(SubViewport::UPDATE_ALWAYS);
  sub->add_child(std::make_unique<Camera3D>());
  auto* inside = sub->add_child(std::make_unique<MeshNode>(meshes[0]));
  inside->set_position({0, 0, -5});
  const ScenarioHandle world = root->find_world_3d()->get_scenario();
  const LightHandle sun = server->light_create(LightType::DIRECTIONAL);
  LightData sun_data = server->light_get_data(sun);
  sun_data.shadow_enabled = true;
  server->light_set_data(sun, sun_data);
  server->light_set_scenario(sun, world);
  server->light_set_transform(sun, Transform3D(Basis::from_euler({-0.9f, 0.4f, 0}), {}));
  const LightHandle spot = server->light_create(LightType::SPOT);
  LightData spot_data = server->light_get_data(spot);
  spot_data.shadow_enabled = true;
  spot_data.range = 30;
  server->light_set_data(spot, spot_data);
  server->light_set_scenario(spot, world);
  server->light_set_transform(spot, Transform3D(Basis(), {50, 50, 20}));

  real_t offset = 0;
  auto frame = [&] {
    offset = offset > 0 ? 0 : real_t(0.25);  // back and forth: a steady state
    for (std::size_t i = 0; i < moving.size(); ++i) {
      moving[i]->set_position(places[i] + Vector3(0, 0, offset));
    }
    tree.tick(1.0 / 60);
  };
  for (int i = 0; i < 8; ++i) frame();  // warm: every buffer has grown
  const std::uint64_t before = counting_new::allocations();
  for (int i = 0; i < 20; ++i) frame();
  EXPECT_EQ(counting_new::allocations() - before, 0u);
  const RenderView* view = server->viewport_get_render_view(root->get_viewport_handle());
  ASSERT_NE(view, nullptr);
  EXPECT_GT(view->stats.instances_drawn, 1000u);
  EXPECT_GT(view->stats.shadow_casters, 1000u);
  EXPECT_EQ(server->get_last_frame().views.size(), 2u);
  server->free(sun);
  server->free(spot);
  for (MaterialHandle material : materials) server->free(material);
  root->remove_child(sub);
  sub->free();
}

}  // namespace
}  // namespace arbor::test
