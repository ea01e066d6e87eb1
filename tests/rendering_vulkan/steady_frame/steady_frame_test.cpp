// A steady frame on the Vulkan backend allocates nothing on the CPU: with every operator new
// counted (counting_new.cpp), the backend's calls during frames of a warm scene — shadows, sky,
// MSAA, instances moving — make no allocation on the thread that runs them. A decorator between
// the server and the backend counts only inside backend calls (the server's own frame work is
// the server's tests' business). Drivers' threads are not counted; the validation layer, which
// allocates as it checks, is off here.

#include <gtest/gtest.h>

#include "allocation/counting_new.h"
#include "server_scene.h"

namespace arbor::vulkan::test {
namespace {

using arbor::test::counting_new::thread_allocations;

/// Forwards every call to the backend, adding up the allocations made inside frame calls.
class CountingBackend final : public RenderBackend {
 public:
  CountingBackend(std::unique_ptr<RenderBackend> backend, std::uint64_t& frame_allocations)
      : backend_(std::move(backend)), frame_allocations_(frame_allocations) {}

  std::string_view get_name() const override { return backend_->get_name(); }
  void texture_update(TextureHandle h, const TextureData& d) override {
    backend_->texture_update(h, d);
  }
  void texture_free(TextureHandle h) override { backend_->texture_free(h); }
  void material_update(MaterialHandle h, const MaterialData& d) override {
    backend_->material_update(h, d);
  }
  void material_free(MaterialHandle h) override { backend_->material_free(h); }
  void mesh_update(MeshHandle h, const MeshData& d) override { backend_->mesh_update(h, d); }
  void mesh_free(MeshHandle h) override { backend_->mesh_free(h); }
  void multimesh_update(MultiMeshHandle h, const MultiMeshData& d, int first, int end) override {
    backend_->multimesh_update(h, d, first, end);
  }
  void multimesh_free(MultiMeshHandle h) override { backend_->multimesh_free(h); }
  void sky_update(SkyHandle h, const SkyData& d) override { backend_->sky_update(h, d); }
  void sky_free(SkyHandle h) override { backend_->sky_free(h); }
  void viewport_update(ViewportHandle h, const ViewportData& d) override {
    backend_->viewport_update(h, d);
  }
  void viewport_free(ViewportHandle h) override { backend_->viewport_free(h); }

  void begin_frame(const RenderFrame& frame) override {
    counted([&] { backend_->begin_frame(frame); });
  }
  void render_shadows(const RenderFrame& frame) override {
    counted([&] { backend_->render_shadows(frame); });
  }
  void render_offscreen(const RenderView& view) override {
    counted([&] { backend_->render_offscreen(view); });
  }
  void render_prepass(const RenderView& view) override {
    counted([&] { backend_->render_prepass(view); });
  }
  void render_main(const RenderView& view) override {
    counted([&] { backend_->render_main(view); });
  }
  void end_frame(const RenderFrame& frame) override {
    counted([&] { backend_->end_frame(frame); });
  }

  std::optional<ImageData> viewport_read_image(ViewportHandle h) override {
    return backend_->viewport_read_image(h);
  }
  std::optional<std::uint64_t> viewport_pick(ViewportHandle h, Vector2i p) override {
    return backend_->viewport_pick(h, p);
  }

 private:
  template <class Call>
  void counted(Call&& call) {
    const std::uint64_t before = thread_allocations();
    call();
    frame_allocations_ += thread_allocations() - before;
  }

  std::unique_ptr<RenderBackend> backend_;
  std::uint64_t& frame_allocations_;
};

TEST(SteadyFrame, BackendAllocatesNothingOnTheCpu) {
  std::uint64_t allocations = 0;
  ServerScene scene({128, 96}, ViewportMsaa::MSAA_4X, false,
                    [&allocations](std::unique_ptr<RenderBackend> backend) {
                      return std::make_unique<CountingBackend>(std::move(backend), allocations);
                    });
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
