// Physics benchmarks (docs/performance.md, physics section): N boxes falling onto a plane, in 3D
// on Bullet and in 2D on Box2D, through the nodes and the servers as a scene runs them. Each
// iteration builds the scene (not timed) and times its first 120 steps, while the boxes fall and
// land; the figure is the time per step.

#include <benchmark/benchmark.h>

#include <cmath>
#include <memory>

#include "arbor/scene/2d/collision_shape_2d.h"
#include "arbor/scene/2d/rigid_body_2d.h"
#include "arbor/scene/2d/static_body_2d.h"
#include "arbor/scene/3d/collision_shape_3d.h"
#include "arbor/scene/3d/rigid_body_3d.h"
#include "arbor/scene/3d/static_body_3d.h"
#include "arbor/scene/resources/box_shape_3d.h"
#include "arbor/scene/resources/rectangle_shape_2d.h"
#include "arbor/scene/resources/world_boundary_shape_3d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/physics/box2d_physics_server_2d.h"
#include "arbor/servers/physics/bullet_physics_server_3d.h"
#include "bench_support.h"

namespace {

constexpr int kSteps = 120;
constexpr double kStep = 1.0 / 60;

/// Boxes of 1 m in a square grid 1.5 m apart, in layers 1.5 m apart from y = 2 up, above an
/// endless floor.
std::unique_ptr<arbor::SceneTree> boxes_3d(int count) {
  auto tree = std::make_unique<arbor::SceneTree>();
  tree->servers().add(arbor::create_bullet_physics_server_3d());
  arbor::Node* root = tree->get_root();
  auto* floor = root->add_child(std::make_unique<arbor::StaticBody3D>());
  floor->add_child(std::make_unique<arbor::CollisionShape3D>())
      ->set_shape(arbor::make_ref<arbor::WorldBoundaryShape3D>());
  auto box = arbor::make_ref<arbor::BoxShape3D>();
  const int side = std::min(100, int(std::ceil(std::sqrt(double(count)))));
  for (int i = 0; i < count; ++i) {
    auto* body = root->add_child(std::make_unique<arbor::RigidBody3D>());
    const int layer = i / (side * side), cell = i % (side * side);
    body->set_position(arbor::Vector3(arbor::real_t(cell % side) * arbor::real_t(1.5),
                                      arbor::real_t(2 + layer * 1.5),
                                      arbor::real_t(cell / side) * arbor::real_t(1.5)));
    body->add_child(std::make_unique<arbor::CollisionShape3D>())->set_shape(box);
  }
  return tree;
}

/// The same in 2D: boxes of 20 px in rows 30 px apart, 100 to a row, above a wide floor.
std::unique_ptr<arbor::SceneTree> boxes_2d(int count) {
  auto tree = std::make_unique<arbor::SceneTree>();
  tree->servers().add(arbor::create_box2d_physics_server_2d());
  arbor::Node* root = tree->get_root();
  auto* floor = root->add_child(std::make_unique<arbor::StaticBody2D>());
  floor->set_position(arbor::Vector2(1500, 1000));
  auto wide = arbor::make_ref<arbor::RectangleShape2D>();
  wide->set_size(arbor::Vector2(4000, 20));
  floor->add_child(std::make_unique<arbor::CollisionShape2D>())->set_shape(wide);
  auto box = arbor::make_ref<arbor::RectangleShape2D>();
  for (int i = 0; i < count; ++i) {
    auto* body = root->add_child(std::make_unique<arbor::RigidBody2D>());
    body->set_position(
        arbor::Vector2(arbor::real_t(i % 100) * 30, arbor::real_t(900 - (i / 100) * 30)));
    body->add_child(std::make_unique<arbor::CollisionShape2D>())->set_shape(box);
  }
  return tree;
}

template <auto Build>
void BM_P1_BoxesFalling(benchmark::State& state) {
  const int count = int(arbor_bench::sized(state.range(0), 100));
  for (auto _ : state) {
    state.PauseTiming();
    std::unique_ptr<arbor::SceneTree> tree = Build(count);
    state.ResumeTiming();
    for (int i = 0; i < kSteps; ++i) tree->tick(kStep);
    state.PauseTiming();
    tree.reset();
    state.ResumeTiming();
  }
  state.counters["per_step"] = benchmark::Counter(
      kSteps, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

}  // namespace

BENCHMARK(BM_P1_BoxesFalling<boxes_3d>)
    ->Name("BM_P1_BoxesFalling3D")
    ->Arg(1'000)
    ->Arg(10'000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_P1_BoxesFalling<boxes_2d>)
    ->Name("BM_P1_BoxesFalling2D")
    ->Arg(1'000)
    ->Arg(10'000)
    ->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
