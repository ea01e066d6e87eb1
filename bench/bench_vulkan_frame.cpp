// The Vulkan backend's frame (V1-V2 in docs/performance.md): BM_V1_Frame10k draws 10,000
// static instances of 100 meshes × 10 materials at 1280×720 with a directional light casting 4
// shadow splits, a procedural sky and filmic tonemapping; BM_V2_FrameMoving10k moves every
// instance each frame. Each reports per frame the draws issued, the GPU time of each pass
// (timestamp queries), the CPU time of the rendering thread spent in the backend's calls and in
// the whole frame (server and backend), and the bytes written for the frame (upload_B: draw
// indices, uniforms, and the transforms that changed). Runs on whatever Vulkan device is present
// (lavapipe without a GPU).

#include <benchmark/benchmark.h>

#include <time.h>

#include <cmath>
#include <cstdio>
#include <memory>
#include <vector>

#include "arbor/servers/rendering/render_backend_decorator.h"
#include "arbor/servers/rendering/rendering_server.h"
#include "arbor/servers/rendering/vulkan_render_backend.h"
#include "bench_support.h"

namespace {

using namespace arbor;

double thread_cpu_ms() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return double(now.tv_sec) * 1e3 + double(now.tv_nsec) * 1e-6;
}

/// Adds up the thread CPU time the backend's frame calls take.
class TimedBackend final : public RenderBackendDecorator {
 public:
  TimedBackend(std::unique_ptr<RenderBackend> backend, double& cpu_ms)
      : RenderBackendDecorator(std::move(backend)), cpu_ms_(cpu_ms) {}

 private:
  void before_frame_call() override { start_ = thread_cpu_ms(); }
  void after_frame_call() override { cpu_ms_ += thread_cpu_ms() - start_; }

  double& cpu_ms_;
  double start_ = 0;
};

/// Twelve triangles and 24 vertices of a box of `size` (outward normals, Godot's winding).
SurfaceData box(const Vector3& size) {
  SurfaceData surface;
  const Vector3 h = size * real_t(0.5);
  const Vector3 faces[6][3] = {
      {{0, 0, 1}, {1, 0, 0}, {0, 1, 0}},  {{0, 0, -1}, {-1, 0, 0}, {0, 1, 0}},
      {{1, 0, 0}, {0, 0, -1}, {0, 1, 0}}, {{-1, 0, 0}, {0, 0, 1}, {0, 1, 0}},
      {{0, 1, 0}, {1, 0, 0}, {0, 0, -1}}, {{0, -1, 0}, {1, 0, 0}, {0, 0, 1}},
  };
  for (const auto& face : faces) {
    const std::int32_t base = std::int32_t(surface.vertices.size());
    for (const Vector3& corner : {face[0] - face[1] - face[2], face[0] + face[1] - face[2],
                                  face[0] + face[1] + face[2], face[0] - face[1] + face[2]}) {
      surface.vertices.push_back(corner * h);
      surface.normals.push_back(face[0]);
    }
    for (std::int32_t index : {0, 2, 1, 0, 3, 2}) surface.indices.push_back(base + index);
  }
  return surface;
}

/// 10,000 instances (a 100 × 100 grid on the ground) of 100 box meshes × 10 materials, a sun
/// casting 4 splits, a sky; the camera looks across the grid from above.
struct Scene {
  double backend_cpu_ms = 0;
  VulkanRenderBackend* vulkan = nullptr;
  std::unique_ptr<RenderingServer> server;
  ScenarioHandle world;
  ViewportHandle viewport;
  CameraHandle camera;
  std::vector<InstanceHandle> instances;
  std::vector<Transform3D> places;

  explicit Scene(int side) {
    VulkanBackendSettings settings;
    settings.shadow_map_size = 2048;
    auto backend = VulkanRenderBackend::create(settings);
    vulkan = backend.get();
    server = std::make_unique<RenderingServer>(
        std::make_unique<TimedBackend>(std::move(backend), backend_cpu_ms));
    world = server->scenario_create("world");
    viewport = server->viewport_create("main");
    server->viewport_set_size(
        viewport, {int(arbor_bench::sized(1280, 320)), int(arbor_bench::sized(720, 180))});
    server->viewport_set_update_mode(viewport, ViewportUpdateMode::ALWAYS);
    server->viewport_set_scenario(viewport, world);
    camera = server->camera_create();
    server->viewport_attach_camera(viewport, camera);
    server->camera_set_transform(camera, Transform3D(Basis(), {0, 30, 60}).looking_at({0, 0, 0}));
    std::vector<MaterialHandle> materials;
    for (int m = 0; m < 10; ++m) {
      MaterialData data;
      data.albedo_color = Color::from_hsv(float(m) / 10.0f, 0.6f, 0.9f);
      data.roughness = 0.3f + 0.07f * float(m);
      materials.push_back(server->material_create("material"));
      server->material_set_data(materials.back(), data);
    }
    std::vector<MeshHandle> meshes;
    for (int k = 0; k < 100; ++k) {
      meshes.push_back(server->mesh_create("box"));
      const real_t s = real_t(0.3) + real_t(k % 10) * real_t(0.05);
      server->mesh_add_surface(meshes.back(), box({s, s * real_t(1 + k / 10) * real_t(0.5), s}));
    }
    for (int i = 0; i < side * side; ++i) {
      const InstanceHandle instance = server->instance_create();
      const int mesh = i % 100;
      server->instance_set_base(instance, meshes[std::size_t(mesh)]);
      server->instance_set_surface_override_material(instance, 0,
                                                     materials[std::size_t((i / 100) % 10)]);
      server->instance_set_scenario(instance, world);
      places.emplace_back(Basis(),
                          Vector3(real_t(i % side - side / 2), 0.5, real_t(i / side - side / 2)));
      server->instance_set_transform(instance, places.back());
      instances.push_back(instance);
    }
    const LightHandle sun = server->light_create(LightType::DIRECTIONAL);
    LightData light = default_light_data(LightType::DIRECTIONAL);
    light.shadow_enabled = true;
    server->light_set_data(sun, light);
    server->light_set_transform(sun, Transform3D().looking_at({0.4, -1, -0.3}, {0, 1, 0}));
    server->light_set_scenario(sun, world);
    const SkyHandle sky = server->sky_create("sky");
    SkyData sky_data;
    sky_data.material = SkyMaterialKind::PROCEDURAL;
    server->sky_set_data(sky, sky_data);
    const EnvironmentHandle environment = server->environment_create("environment");
    EnvironmentData environment_data;
    environment_data.background_mode = EnvironmentBackground::SKY;
    environment_data.sky = sky;
    environment_data.tonemap_mode = ToneMapper::FILMIC;
    server->environment_set_data(environment, environment_data);
    server->scenario_set_environment(world, environment);
    server->set_leak_handler([](const std::vector<std::string>&) {});
    for (int frame = 0; frame < 3; ++frame) server->process(1.0 / 60);
  }
};

void report(benchmark::State& state, const Scene& scene, double frame_cpu_ms, std::int64_t frames) {
  const VulkanFrameStats& stats = scene.vulkan->get_frame_stats();
  state.SetLabel(scene.vulkan->get_device_name());  // which device the figures are from
  state.counters["draws"] = stats.draw_calls;
  state.counters["shadow_draws"] = stats.shadow_draw_calls;
  state.counters["instances"] = double(stats.instances_drawn);
  state.counters["gpu_shadow_ms"] = stats.gpu_shadows_ms;
  state.counters["gpu_main_ms"] = stats.gpu_main_ms;
  state.counters["gpu_post_ms"] = stats.gpu_post_ms;
  state.counters["gpu_frame_ms"] = stats.gpu_frame_ms;
  state.counters["backend_cpu_ms"] = scene.backend_cpu_ms / double(frames);
  state.counters["frame_cpu_ms"] = frame_cpu_ms / double(frames);
  state.counters["upload_B"] = double(stats.frame_upload_bytes);
}

void BM_V1_Frame10k(benchmark::State& state) {
  Scene scene(int(arbor_bench::sized(100, 10)));
  scene.backend_cpu_ms = 0;
  double frame_cpu_ms = 0;
  for (auto _ : state) {
    const double start = thread_cpu_ms();
    scene.server->process(1.0 / 60);
    frame_cpu_ms += thread_cpu_ms() - start;
  }
  report(state, scene, frame_cpu_ms, std::int64_t(state.iterations()));
}
BENCHMARK(BM_V1_Frame10k)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_V2_FrameMoving10k(benchmark::State& state) {
  Scene scene(int(arbor_bench::sized(100, 10)));
  scene.backend_cpu_ms = 0;
  double frame_cpu_ms = 0;
  real_t phase = 0;
  for (auto _ : state) {
    phase += real_t(0.01);
    const double start = thread_cpu_ms();
    for (std::size_t i = 0; i < scene.instances.size(); ++i) {
      Transform3D place = scene.places[i];
      place.origin.y += real_t(0.2) * std::sin(phase + real_t(i));
      scene.server->instance_set_transform(scene.instances[i], place);
    }
    scene.server->process(1.0 / 60);
    frame_cpu_ms += thread_cpu_ms() - start;
  }
  report(state, scene, frame_cpu_ms, std::int64_t(state.iterations()));
}
BENCHMARK(BM_V2_FrameMoving10k)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
