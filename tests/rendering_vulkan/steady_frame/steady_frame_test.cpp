// A steady frame on the Vulkan backend allocates nothing on the CPU: with every operator new
// counted (counting_new.cpp), the backend's calls during frames of a warm scene — shadows, sky,
// MSAA, instances moving — make no allocation on the thread that runs them. A decorator between
// the server and the backend counts only inside backend calls (the server's own frame work is
// the server's tests' business). Drivers' threads are not counted; the validation layer, which
// allocates as it checks, is off here.

#include <gtest/gtest.h>

#include "allocation/counting_new.h"
#include "arbor/servers/rendering/render_backend_decorator.h"
#include "server_scene.h"

namespace arbor::vulkan::test {
namespace {

using arbor::test::counting_new::thread_allocations;

/// Adds up the allocations the backend's frame calls make.
class CountingBackend final : public RenderBackendDecorator {
 public:
  CountingBackend(std::unique_ptr<RenderBackend> backend, std::uint64_t& frame_allocations)
      : RenderBackendDecorator(std::move(backend)), frame_allocations_(frame_allocations) {}

 private:
  void before_frame_call() override { before_ = thread_allocations(); }
  void after_frame_call() override { frame_allocations_ += thread_allocations() - before_; }

  std::uint64_t& frame_allocations_;
  std::uint64_t before_ = 0;
};

TEST(SteadyFrame, BackendAllocatesNothingOnTheCpu) {
  std::uint64_t allocations = 0;
  ServerScene::Options options;
  options.size = {128, 96};
  options.msaa = ViewportMsaa::MSAA_4X;
  options.validation = false;
  options.wrap = [&allocations](std::unique_ptr<RenderBackend> backend) {
    return std::make_unique<CountingBackend>(std::move(backend), allocations);
  };
  ServerScene scene(options);
  const MeshHandle box =
      scene.mesh(box_surface({0.2, 0.2, 0.2}), scene.color(Color(0.7, 0.6, 0.5)));
  std::vector<InstanceHandle> boxes;
  for (int i = 0; i < 100; ++i) {
    boxes.push_back(scene.instance(
        box, Transform3D(Basis(), {real_t(i % 10) * 0.3f - 1.5f, real_t(i / 10) * 0.2f - 1, -1})));
  }
  LightData sun = default_light_data(LightType::DIRECTIONAL);
  sun.shadow_enabled = true;
  scene.light(sun, Transform3D().looking_at({0.3, -1, -0.5}, {0, 1, 0}));
  LightData lamp = default_light_data(LightType::OMNI);
  scene.light(lamp, Transform3D(Basis(), {0, 1, 0}));
  SkyData sky;
  sky.material = SkyMaterialKind::PROCEDURAL;
  EnvironmentData environment;
  environment.background_mode = EnvironmentBackground::SKY;
  environment.tonemap_mode = ToneMapper::FILMIC;
  environment.sky = scene.sky(sky);
  scene.environment(environment);
  RenderingServer& server = scene.server();
  for (int frame = 0; frame < 6; ++frame) server.process(1.0 / 60);

  allocations = 0;
  for (int frame = 0; frame < 12; ++frame) {
    server.instance_set_transform(boxes[std::size_t(frame)],
                                  Transform3D(Basis(), {0, real_t(frame) * 0.05f, -0.5f}));
    server.process(1.0 / 60);
  }
  EXPECT_EQ(allocations, 0u);
}

}  // namespace
}  // namespace arbor::vulkan::test
