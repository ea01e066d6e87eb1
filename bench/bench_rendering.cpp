// The rendering server's device-free frame (R1-R5 in docs/performance.md):
// BM_R1_FrustumCull (the SIMD frustum test over flat AABB arrays; ...Portable: without AVX2),
// BM_R2_PrepareFrameStatic (10,000 and 100,000 static instances of 10 meshes × 10 materials, the
// camera seeing half), BM_R3_PrepareFrameMoving (10,000 instances, every one moved each frame),
// BM_R4_MemoryPerInstance (the server's heap per instance, counted by a global operator new that
// sums malloc_usable_size, and what a frame drawing them all adds) and BM_R5_PrepareFrameShadows
// (the static scene with a directional light casting 4 splits of shadows). The server runs on its
// null backend: what is measured is the work done without a device.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <random>
#include <vector>

#include "arbor/servers/rendering/rendering_server.h"
#include "bench_support.h"
#include "servers/rendering/frustum_culling.h"

#include "heap_counter.h"

namespace {

using namespace arbor;

// -- R1: the frustum test
// --------------------------------------------------------------------------

template <bool Portable>
void BM_R1_FrustumCull(benchmark::State& state) {
  const auto count = std::uint32_t(arbor_bench::sized(state.range(0), 1000));
  const std::uint32_t padded = (count + 7) & ~7u;
  std::vector<float> min_x(padded), min_y(padded), min_z(padded), max_x(padded), max_y(padded),
      max_z(padded);
  std::mt19937 random(3);
  std::uniform_real_distribution<float> position(-100, 100);
  for (std::uint32_t i = 0; i < count; ++i) {
    min_x[i] = position(random);
    min_y[i] = position(random);
    min_z[i] = position(random);
    max_x[i] = min_x[i] + 1;
    max_y[i] = min_y[i] + 1;
    max_z[i] = min_z[i] + 1;
  }
  const rendering::BoxArrays boxes{min_x.data(), min_y.data(), min_z.data(), max_x.data(),
                                   max_y.data(), max_z.data(), count,        padded};
  const Projection projection = Projection::create_perspective(75, 16.0f / 9.0f, 0.05f, 4000);
  const Transform3D camera(Basis::from_euler({0.2f, 0.5f, 0}), Vector3(0, 0, 0));
  const rendering::CullPlanes planes =
      rendering::frustum_planes(projection.get_projection_planes(camera));
  std::vector<std::uint32_t> inside;
  std::uint32_t kept = 0;
  for (auto _ : state) {
    kept = Portable ? rendering::cull_boxes_portable(boxes, planes, inside)
                    : rendering::cull_boxes(boxes, planes, inside);
    benchmark::DoNotOptimize(inside.data());
  }
  state.SetItemsProcessed(std::int64_t(state.iterations()) * count);
  state.counters["visible"] = double(kept) / count;
}
// The kernel the processor gets (AVX2 on x86-64 processors that have it), then the portable one.
BENCHMARK(BM_R1_FrustumCull<false>)->Name("BM_R1_FrustumCull")->Arg(100'000)->Arg(1'000'000);
BENCHMARK(BM_R1_FrustumCull<true>)->Name("BM_R1_FrustumCullPortable")->Arg(100'000)->Arg(1'000'000);

// -- R2/R3/R5: preparing frames
// ----------------------------------------------------------------------

/// A box of half-size `half`: 8 vertices, 12 triangles.
SurfaceData box_surface(real_t half) {
  SurfaceData surface;
  for (int i = 0; i < 8; ++i) {
    surface.vertices.emplace_back((i & 4) ? half : -half, (i & 2) ? half : -half,
                                  (i & 1) ? half : -half);
  }
  surface.indices = {0, 1, 3, 0, 3, 2, 4, 6, 7, 4, 7, 5, 0, 4, 5, 0, 5, 1,
                     2, 3, 7, 2, 7, 6, 0, 2, 6, 0, 6, 4, 1, 5, 7, 1, 7, 3};
  return surface;
}

/// `count` instances of 10 meshes × 10 materials on a square grid in the XY plane, seen by an
/// orthogonal camera that frames exactly its left half.
struct GridScene {
  RenderingServer server;
  ScenarioHandle scenario;
  ViewportHandle viewport;
  CameraHandle camera;
  std::vector<MeshHandle> meshes;
  std::vector<MaterialHandle> materials;
  std::vector<InstanceHandle> instances;
  std::vector<Transform3D> places;
  int side = 0;

  explicit GridScene(std::int64_t count) {
    server.set_leak_handler([](const std::vector<std::string>&) {});
    scenario = server.scenario_create("grid");
    for (int m = 0; m < 10; ++m) {
      meshes.push_back(server.mesh_create("mesh " + std::to_string(m)));
      server.mesh_add_surface(meshes.back(), box_surface(real_t(0.2 + 0.05 * m)));
      materials.push_back(server.material_create("material " + std::to_string(m)));
      MaterialData data;
      data.albedo_color = Color(float(m) / 10, 0.5f, 0.5f);
      server.material_set_data(materials.back(), data);
    }
    side = 1;
    while (std::int64_t(side) * side < count) ++side;
    for (std::int64_t i = 0; i < count; ++i) {
      const InstanceHandle instance = server.instance_create();
      server.instance_set_base(instance, meshes[std::size_t(i % 10)]);
      server.instance_geometry_set_material_override(instance, materials[std::size_t(i / 10 % 10)]);
      server.instance_set_scenario(instance, scenario);
      // Cell centres at half units: no box lies on the frustum's edge.
      const Vector3 place(real_t(i % side) - real_t(side) / 2 + real_t(0.5),
                          real_t(i / side) - real_t(side) / 2 + real_t(0.5), -10);
      places.emplace_back(Basis(), place);
      server.instance_set_transform(instance, places.back());
      instances.push_back(instance);
    }
    camera = server.camera_create();
    CameraData lens;
    lens.projection = CameraProjection::ORTHOGONAL;
    lens.size = real_t(side);
    lens.near = 1;
    lens.far = 100;
    server.camera_set_data(camera, lens);
    // The left half: x in [-side / 2, 0], the camera's width half its height.
    server.camera_set_transform(camera, Transform3D(Basis(), Vector3(-real_t(side) / 4, 0, 0)));
    viewport = server.viewport_create("view");
    server.viewport_set_size(viewport, Vector2i(500, 1000));
    server.viewport_set_update_mode(viewport, ViewportUpdateMode::ALWAYS);
    server.viewport_set_scenario(viewport, scenario);
    server.viewport_attach_camera(viewport, camera);
  }

  void report(benchmark::State& state) {
    const RenderView* view = server.viewport_get_render_view(viewport);
    state.counters["drawn"] = view->stats.instances_drawn;
    state.counters["batches"] = view->stats.batches;
    state.counters["shadow_batches"] = view->stats.shadow_batches;
    state.counters["ms_per_frame"] = benchmark::Counter(
        1e-3, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  }
};

void BM_R2_PrepareFrameStatic(benchmark::State& state) {
  GridScene scene(arbor_bench::sized(state.range(0), 1000));
  scene.server.process(0);  // warm: resources sent, memory grown
  for (auto _ : state) scene.server.process(0);
  scene.report(state);
}
BENCHMARK(BM_R2_PrepareFrameStatic)->Arg(10'000)->Arg(100'000)->Unit(benchmark::kMillisecond);

void BM_R3_PrepareFrameMoving(benchmark::State& state) {
  GridScene scene(arbor_bench::sized(state.range(0), 1000));
  scene.server.process(0);
  real_t offset = 0;
  for (auto _ : state) {
    offset = offset > 0 ? 0 : real_t(0.01);
    for (std::size_t i = 0; i < scene.instances.size(); ++i) {
      Transform3D moved = scene.places[i];
      moved.origin.z += offset;
      scene.server.instance_set_transform(scene.instances[i], moved);
    }
    scene.server.process(0);
  }
  scene.report(state);
}
BENCHMARK(BM_R3_PrepareFrameMoving)->Arg(10'000)->Unit(benchmark::kMillisecond);

void BM_R5_PrepareFrameShadows(benchmark::State& state) {
  GridScene scene(arbor_bench::sized(state.range(0), 1000));
  const LightHandle sun = scene.server.light_create(LightType::DIRECTIONAL);
  LightData data = scene.server.light_get_data(sun);
  data.shadow_enabled = true;
  scene.server.light_set_data(sun, data);
  scene.server.light_set_scenario(sun, scene.scenario);
  scene.server.light_set_transform(sun, Transform3D(Basis::from_euler({-0.8f, 0.3f, 0}), {}));
  scene.server.process(0);
  for (auto _ : state) scene.server.process(0);
  scene.report(state);
}
BENCHMARK(BM_R5_PrepareFrameShadows)->Arg(10'000)->Unit(benchmark::kMillisecond);

// -- R4: memory
// ----------------------------------------------------------------------------------------

/// The server's heap growth while `count` instances of a box enter a scenario, per instance
/// (everything the server allocates for them: instance arrays, handle table, list of changes),
/// then what the first frame that draws them all adds (culling, sorting and batching scratch, the
/// view's draw list), per instance drawn. The frame before the instances grows what does not
/// depend on them.
void BM_R4_MemoryPerInstance(benchmark::State& state) {
  const std::int64_t count = arbor_bench::sized(state.range(0), 1000);
  for (auto _ : state) {
    RenderingServer server;
    server.set_leak_handler([](const std::vector<std::string>&) {});
    const ScenarioHandle scenario = server.scenario_create();
    const MeshHandle mesh = server.mesh_create();
    server.mesh_add_surface(mesh, box_surface(real_t(0.5)));
    const CameraHandle camera = server.camera_create();
    const ViewportHandle viewport = server.viewport_create("view");
    server.viewport_set_update_mode(viewport, ViewportUpdateMode::ALWAYS);
    server.viewport_set_scenario(viewport, scenario);
    server.viewport_attach_camera(viewport, camera);
    server.process(0);
    std::vector<InstanceHandle> instances;
    instances.reserve(std::size_t(count));
    const std::int64_t before = live_bytes();
    // All in front of the camera, inside its frustum.
    const Transform3D place(Basis(), Vector3(0, 0, -10));
    for (std::int64_t i = 0; i < count; ++i) {
      const InstanceHandle instance = server.instance_create();
      server.instance_set_base(instance, mesh);
      server.instance_set_scenario(instance, scenario);
      server.instance_set_transform(instance, place);
      instances.push_back(instance);
    }
    const std::int64_t stored = live_bytes();
    server.process(0);
    const std::int64_t framed = live_bytes();
    const std::uint32_t drawn = server.viewport_get_render_view(viewport)->stats.instances_drawn;
    state.counters["bytes_per_instance"] = double(stored - before) / double(count);
    state.counters["dense_bytes_per_instance"] = double(RenderingServer::get_bytes_per_instance());
    state.counters["frame_bytes_per_drawn"] = double(framed - stored) / double(std::max(drawn, 1u));
    state.counters["drawn"] = drawn;
  }
}
BENCHMARK(BM_R4_MemoryPerInstance)
    ->Arg(10'000)
    ->Arg(100'000)
    ->Arg(131'073)
    ->Arg(1'000'000)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
