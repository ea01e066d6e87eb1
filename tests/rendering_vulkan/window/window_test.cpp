// The Vulkan backend presenting in an SDL window (X11: run under X or xvfb-run): frames reach the
// window, a resize remakes the swapchain, closing releases everything, and no validation message
// is reported. Without a display the test fails, naming what it needs.

#include <gtest/gtest.h>

#include <cstdlib>

#include "arbor/servers/sdl_display_server.h"
#include "server_scene.h"

namespace arbor::vulkan::test {
namespace {

TEST(VulkanWindow, PresentsFramesAndFollowsResizes) {
  ASSERT_NE(std::getenv("DISPLAY"), nullptr)
      << "no X display: run the window tests under X or with xvfb-run -a";
  std::unique_ptr<DisplayServer> display =
      create_sdl_display_server({"Arbor window test", {160, 120}});
  VulkanBackendSettings settings;
  settings.validation = true;
  settings.echo_validation = false;
  settings.window = display.get();
  settings.vsync = false;
  std::unique_ptr<VulkanRenderBackend> backend = VulkanRenderBackend::create(settings);
  VulkanRenderBackend* vulkan = backend.get();
  {
    RenderingServer server(std::move(backend));
    const ScenarioHandle world = server.scenario_create("world");
    const ViewportHandle viewport = server.viewport_create("window");
    server.viewport_set_size(viewport, {160, 120});
    server.viewport_set_update_mode(viewport, ViewportUpdateMode::ALWAYS);
    server.viewport_set_scenario(viewport, world);
    server.viewport_attach_to_screen(viewport, true);
    const CameraHandle camera = server.camera_create();
    server.viewport_attach_camera(viewport, camera);
    server.camera_set_transform(camera, Transform3D(Basis(), {0, 0, 3}));
    const MaterialHandle red = server.material_create("red");
    MaterialData data;
    data.albedo_color = Color(1, 0, 0);
    data.shading_mode = MaterialShadingMode::UNSHADED;
    server.material_set_data(red, data);
    const MeshHandle mesh = server.mesh_create("quad");
    SurfaceData surface = quad_surface(1);
    surface.material = red;
    server.mesh_add_surface(mesh, surface);
    const InstanceHandle instance = server.instance_create();
    server.instance_set_base(instance, mesh);
    server.instance_set_scenario(instance, world);

    for (int frame = 0; frame < 3; ++frame) server.process(1.0 / 60);
    display->window_set_size({200, 150});
    server.viewport_set_size(viewport, {200, 150});
    for (int frame = 0; frame < 3; ++frame) server.process(1.0 / 60);
    const std::optional<ImageData> image = server.viewport_get_image(viewport);
    ASSERT_TRUE(image);
    EXPECT_EQ(image->width, 200);
    EXPECT_EQ(image->height, 150);
    EXPECT_EQ(image->data[(75 * 200 + 100) * 4], 255);
    for (const std::string& message : vulkan->take_validation_messages()) ADD_FAILURE() << message;

    server.free(instance);
    server.free(mesh);
    server.free(red);
    server.free(camera);
    server.free(viewport);
    server.free(world);
  }
}

}  // namespace
}  // namespace arbor::vulkan::test
