// Links against an installed Arbor and checks that a tree ticks: a node counts its _process calls.
#include <cstdio>
#include <memory>

#include "arbor/arbor.h"

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
  return 0;
}
