// Links against an installed Arbor and checks that a tree ticks: a node counts its _process calls.
// With arbor::display_sdl (Arbor built with SDL2), the same tree also runs a few frames through a
// FrameLoop over the SDL display, headless (run with SDL_VIDEODRIVER=dummy), without including SDL;
// with arbor::rendering_vulkan, a RenderingServer draws a frame on the Vulkan backend.
#include <cstdio>
#include <memory>
#include <optional>

#include "arbor/arbor.h"
#ifdef CONSUMER_HAS_DISPLAY_SDL
#include "arbor/servers/sdl_display_server.h"
#endif

namespace {

class FrameCounter : public arbor::Node {
  ARBOR_CLASS(FrameCounter, arbor::Node)

 public:
  int frames = 0;

 protected:
  void _process(double /*delta*/) override { ++frames; }
};

}  // namespace

int main() {
  constexpr int kFrames = 10;
  arbor::SceneTree tree;
  tree.get_root()->add_child(std::make_unique<FrameCounter>())->set_name("Counter");
  for (int frame = 0; frame < kFrames; ++frame) tree.tick(1.0 / 60);

  const auto* counter = tree.get_root()->get_node<FrameCounter>("Counter");
  if (counter->frames != kFrames) {
    std::fprintf(stderr, "consumer: expected %d _process calls, got %d\n", kFrames,
                 counter->frames);
    return 1;
  }
  std::printf("consumer: %d frames processed\n", counter->frames);

#ifdef CONSUMER_HAS_DISPLAY_SDL
  const auto display = arbor::create_sdl_display_server({"consumer", {64, 64}}, false);
  arbor::FrameLoop loop(tree, *display);
  arbor::FrameLoop::RunSettings settings;
  settings.fixed_step = 1.0 / 60;
  settings.max_frames = kFrames;
  loop.run(settings);
  if (counter->frames != 2 * kFrames) {
    std::fprintf(stderr, "consumer: the SDL frame loop ran %d frames, expected %d\n",
                 counter->frames - kFrames, kFrames);
    return 1;
  }
  std::printf("consumer: %d more frames from the SDL display\n", kFrames);
#endif
#ifdef CONSUMER_HAS_RENDERING_VULKAN
  try {
    arbor::RenderingServer server(arbor::VulkanRenderBackend::create());
    const arbor::ViewportHandle viewport = server.viewport_create("consumer");
    server.viewport_set_size(viewport, {16, 16});
    server.viewport_set_update_mode(viewport, arbor::ViewportUpdateMode::ALWAYS);
    server.process(1.0 / 60);
    const std::optional<arbor::ImageData> picture = server.viewport_get_image(viewport);
    server.free(viewport);
    if (!picture || picture->width != 16 || picture->height != 16) {
      std::fprintf(stderr, "consumer: the Vulkan backend gave no 16x16 picture\n");
      return 1;
    }
    std::printf("consumer: the Vulkan backend drew a %dx%d picture\n", picture->width,
                picture->height);
  } catch (const arbor::VulkanUnavailable& unavailable) {
    std::printf("consumer: the Vulkan backend links; no device here: %s\n", unavailable.what());
  }
#endif
  return 0;
}
