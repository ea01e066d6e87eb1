// Links against an installed Arbor and checks that a tree ticks: a node counts its _process calls.
// With arbor::display_sdl (Arbor built with SDL2), the same tree also runs a few frames through a
// FrameLoop over the SDL display, headless (run with SDL_VIDEODRIVER=dummy), without including SDL.
#include <cstdio>
#include <memory>

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
  return 0;
}
