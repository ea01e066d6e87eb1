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
  {
    ServerScene::Options options;
    options.size = {160, 120};
    options.window = display.get();
    ServerScene scene(options);
    scene.instance(scene.mesh(quad_surface(1), scene.color(Color(1, 0, 0), true)), Transform3D());
    scene.render(3);
    display->window_set_size({200, 150});
    scene.server().viewport_set_size(scene.viewport(), {200, 150});
    const RgbaPixels pixels = scene.render(3);
    EXPECT_EQ(pixels.width, 200);
    EXPECT_EQ(pixels.height, 150);
    EXPECT_EQ(pixels.at(100, 75)[0], 255);
  }
}

}  // namespace
}  // namespace arbor::vulkan::test
