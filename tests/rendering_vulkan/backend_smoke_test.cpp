// The Vulkan backend behind a RenderingServer, driven through the server's API.

#include <gtest/gtest.h>

#include "arbor/servers/rendering/rendering_server.h"
#include "arbor/servers/rendering/vulkan_render_backend.h"
#include "servers/rendering/vulkan/png_file.h"

namespace arbor::vulkan::test {
namespace {

SurfaceData quad(real_t half) {
  SurfaceData surface;
  surface.vertices = {{-half, -half, 0}, {half, -half, 0}, {half, half, 0}, {-half, half, 0}};
  surface.normals = {{0, 0, 1}, {0, 0, 1}, {0, 0, 1}, {0, 0, 1}};
  // Clockwise seen from +Z (Godot's front faces).
  surface.indices = {0, 2, 1, 0, 3, 2};
  return surface;
}

TEST(VulkanBackendSmoke, DrawsAnUnshadedQuadOverTheClearColor) {
  VulkanBackendSettings settings;
  settings.validation = true;
  auto backend = VulkanRenderBackend::create(settings);
  VulkanRenderBackend* vulkan = backend.get();
  RenderingServer server(std::move(backend));
  const ScenarioHandle world = server.scenario_create("world");
  const ViewportHandle viewport = server.viewport_create("main");
  server.viewport_set_size(viewport, {64, 64});
  server.viewport_set_update_mode(viewport, ViewportUpdateMode::ALWAYS);
  server.viewport_set_scenario(viewport, world);
  const CameraHandle camera = server.camera_create();
  server.viewport_attach_camera(viewport, camera);
  server.camera_set_transform(camera, Transform3D(Basis(), {0, 0, 3}));

  const MaterialHandle red = server.material_create("red");
  MaterialData data;
  data.albedo_color = Color(1, 0, 0);
  data.shading_mode = MaterialShadingMode::UNSHADED;
  server.material_set_data(red, data);
  const MeshHandle mesh = server.mesh_create("quad");
  SurfaceData surface = quad(0.5);
  surface.material = red;
  server.mesh_add_surface(mesh, surface);
  const InstanceHandle instance = server.instance_create();
  server.instance_set_base(instance, mesh);
  server.instance_set_scenario(instance, world);
  server.instance_attach_object_instance_id(instance, 77);

  server.process(1.0 / 60);
  const std::optional<ImageData> image = server.viewport_get_image(viewport);
  ASSERT_TRUE(image);
  ASSERT_EQ(image->width, 64);
  RgbaPixels pixels{image->width, image->height, image->data};
  write_png("/tmp/arbor_smoke.png", pixels);
  const std::uint8_t* centre = pixels.at(32, 32);
  EXPECT_EQ(centre[0], 255);
  EXPECT_EQ(centre[1], 0);
  EXPECT_EQ(centre[2], 0);
  const std::uint8_t* corner = pixels.at(1, 1);
  EXPECT_NEAR(corner[0], 77, 1);  // Godot's default clear color 0.3 (sRGB)
  EXPECT_EQ(server.viewport_pick(viewport, {32, 32}), 77u);
  EXPECT_EQ(server.viewport_pick(viewport, {1, 1}), 0u);
  for (const std::string& message : vulkan->take_validation_messages()) ADD_FAILURE() << message;

  server.free(instance);
  server.free(mesh);
  server.free(red);
  server.free(camera);
  server.free(viewport);
  server.free(world);
}

}  // namespace
}  // namespace arbor::vulkan::test
