// Sorting, batching and the dependency hash of the draw lists a frame makes.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "servers/rendering/rendering_test_util.h"

namespace arbor {
namespace {

using render_test::RenderFixture;

MaterialHandle material(RenderingServer& server, const MaterialData& data, const char* name) {
  const MaterialHandle handle = server.material_create(name);
  server.material_set_data(handle, data);
  return handle;
}

MaterialData transparent_data() {
  MaterialData data;
  data.transparency = MaterialTransparency::ALPHA;
  return data;
}

std::vector<std::uint32_t> instances_of(const DrawList& list, std::size_t batch) {
  const DrawBatch& b = list.batches.at(batch);
  return {list.instances.begin() + b.first, list.instances.begin() + b.first + b.count};
}

// The dense index of an instance in its scenario's arrays, found by its object id.
std::uint32_t index_of(const RenderView& view, std::uint64_t object) {
  for (std::uint32_t i = 0; i < view.instances.object_ids.size(); ++i) {
    if (view.instances.object_ids[i] == object) return i;
  }
  throw Error("no instance with object id " + std::to_string(object));
}

TEST(DrawList, IdenticalMeshAndMaterialMakeOneInstancedBatch) {
  RenderFixture scene;
  for (int i = 0; i < 5; ++i) {
    const InstanceHandle instance = scene.add_instance(scene.box, Vector3(real_t(i), 0, -10));
    scene.server->instance_geometry_set_material_override(instance, scene.material);
  }
  scene.server->process(0);
  const DrawList& opaque = scene.view().opaque;
  ASSERT_EQ(opaque.batches.size(), 1u);
  EXPECT_EQ(opaque.batches[0].count, 5u);
  EXPECT_EQ(opaque.batches[0].material, scene.material);
  EXPECT_EQ(opaque.instances.size(), 5u);
  EXPECT_EQ(scene.view().stats.batches, 1u);
}

TEST(DrawList, OpaqueGroupsByMaterialAndMeshAndDrawsEachBatchFrontToBack) {
  RenderFixture scene;
  const MeshHandle other = scene.server->mesh_create("other");
  scene.server->mesh_add_surface(other, render_test::box_surface(Vector3(2, 2, 2)));
  const MaterialHandle blue = material(*scene.server, MaterialData(), "blue");
  // Interleave meshes, materials and distances.
  const struct {
    MeshHandle mesh;
    MaterialHandle material;
    real_t z;
    std::uint64_t id;
  } placed[] = {{scene.box, scene.material, -30, 1},
                {other, blue, -8, 2},
                {scene.box, blue, -20, 3},
                {scene.box, scene.material, -6, 4},
                {other, blue, -25, 5},
                {scene.box, scene.material, -12, 6}};
  for (const auto& p : placed) {
    const InstanceHandle instance = scene.add_instance(p.mesh, Vector3(0, 0, p.z));
    scene.server->instance_geometry_set_material_override(instance, p.material);
    scene.server->instance_attach_object_instance_id(instance, p.id);
  }
  scene.server->process(0);
  const RenderView& view = scene.view();
  const DrawList& opaque = view.opaque;
  ASSERT_EQ(opaque.batches.size(), 3u);
  // Materials and meshes in slot order (the pipeline is the same for all).
  EXPECT_EQ(opaque.batches[0].material, scene.material);
  EXPECT_EQ(opaque.batches[0].mesh, scene.box);
  EXPECT_EQ(instances_of(opaque, 0),
            (std::vector<std::uint32_t>{index_of(view, 4), index_of(view, 6), index_of(view, 1)}));
  EXPECT_EQ(opaque.batches[1].material, blue);
  EXPECT_EQ(opaque.batches[1].mesh, scene.box);
  EXPECT_EQ(instances_of(opaque, 1), (std::vector<std::uint32_t>{index_of(view, 3)}));
  EXPECT_EQ(opaque.batches[2].material, blue);
  EXPECT_EQ(opaque.batches[2].mesh, other);
  EXPECT_EQ(instances_of(opaque, 2),
            (std::vector<std::uint32_t>{index_of(view, 2), index_of(view, 5)}));
}

TEST(DrawList, RenderPriorityOrdersOpaqueGroupsFirst) {
  RenderFixture scene;
  MaterialData late;
  late.render_priority = 5;
  const MaterialHandle first = material(*scene.server, late, "late");
  MaterialData early;
  early.render_priority = -3;
  const MaterialHandle second = material(*scene.server, early, "early");
  scene.server->instance_geometry_set_material_override(scene.add_instance(scene.box, {0, 0, -5}),
                                                        first);
  scene.server->instance_geometry_set_material_override(scene.add_instance(scene.box, {0, 0, -6}),
                                                        second);
  scene.server->process(0);
  const DrawList& opaque = scene.view().opaque;
  ASSERT_EQ(opaque.batches.size(), 2u);
  EXPECT_EQ(opaque.batches[0].material, second);
  EXPECT_EQ(opaque.batches[1].material, first);
}

TEST(DrawList, TransparentDrawsBackToFrontAcrossMaterialsMergingNeighbours) {
  RenderFixture scene;
  const MaterialHandle glass = material(*scene.server, transparent_data(), "glass");
  const MaterialHandle smoke = material(*scene.server, transparent_data(), "smoke");
  const struct {
    MaterialHandle material;
    real_t z;
    std::uint64_t id;
  } placed[] = {{glass, -5, 1}, {smoke, -20, 2}, {glass, -15, 3}, {glass, -12, 4}, {smoke, -8, 5}};
  for (const auto& p : placed) {
    const InstanceHandle instance = scene.add_instance(scene.box, Vector3(0, 0, p.z));
    scene.server->instance_geometry_set_material_override(instance, p.material);
    scene.server->instance_attach_object_instance_id(instance, p.id);
  }
  scene.server->process(0);
  const RenderView& view = scene.view();
  EXPECT_TRUE(view.opaque.empty());
  const DrawList& transparent = view.transparent;
  // Far to near: smoke 20, glass 15 and 12 (one batch), smoke 8, glass 5.
  ASSERT_EQ(transparent.batches.size(), 4u);
  EXPECT_EQ(transparent.batches[0].material, smoke);
  EXPECT_EQ(transparent.batches[1].material, glass);
  EXPECT_EQ(instances_of(transparent, 1),
            (std::vector<std::uint32_t>{index_of(view, 3), index_of(view, 4)}));
  EXPECT_EQ(transparent.batches[2].material, smoke);
  EXPECT_EQ(transparent.batches[3].material, glass);
  EXPECT_EQ(transparent.batches[3].pipeline.transparency(), MaterialTransparency::ALPHA);
}

TEST(DrawList, SeeThroughInstanceMovesToTheTransparentPassBlended) {
  RenderFixture scene;
  const InstanceHandle instance = scene.add_instance(scene.box, {0, 0, -5});
  scene.server->instance_geometry_set_transparency(instance, 0.5f);
  scene.server->process(0);
  ASSERT_EQ(scene.view().transparent.batches.size(), 1u);
  EXPECT_EQ(scene.view().transparent.batches[0].pipeline.transparency(),
            MaterialTransparency::ALPHA);
  EXPECT_TRUE(scene.view().opaque.empty());
}

TEST(DrawList, NextPassAndDepthPrePassAddDraws) {
  RenderFixture scene;
  MaterialData outline = transparent_data();
  outline.transparency = MaterialTransparency::ALPHA_DEPTH_PRE_PASS;
  const MaterialHandle second = material(*scene.server, outline, "outline");
  MaterialData first_data;
  first_data.next_pass = second;
  const MaterialHandle first = material(*scene.server, first_data, "base");
  scene.server->instance_geometry_set_material_override(scene.add_instance(scene.box, {0, 0, -5}),
                                                        first);
  scene.server->process(0);
  const RenderView& view = scene.view();
  ASSERT_EQ(view.opaque.batches.size(), 1u);
  EXPECT_EQ(view.opaque.batches[0].material, first);
  ASSERT_EQ(view.transparent.batches.size(), 1u);
  EXPECT_EQ(view.transparent.batches[0].material, second);
  ASSERT_EQ(view.prepass.batches.size(), 1u);
  EXPECT_TRUE(view.prepass.batches[0].pipeline.depth_only());
}

TEST(DrawList, NextPassLoopIsRejected) {
  RenderingServer server;
  const MaterialHandle a = server.material_create("a");
  const MaterialHandle b = server.material_create("b");
  MaterialData to_b;
  to_b.next_pass = b;
  server.material_set_data(a, to_b);
  MaterialData to_a;
  to_a.next_pass = a;
  EXPECT_THROW(server.material_set_data(b, to_a), Error);
  server.free(a);
  server.free(b);
}

TEST(DrawList, SurfaceOverrideBeatsTheSurfaceMaterialAndMaterialOverrideBeatsBoth) {
  RenderFixture scene;
  const MaterialHandle own = material(*scene.server, MaterialData(), "own");
  const MaterialHandle surface_override = material(*scene.server, MaterialData(), "surface");
  scene.server->mesh_surface_set_material(scene.box, 0, own);
  const InstanceHandle instance = scene.add_instance(scene.box, {0, 0, -5});
  scene.server->process(0);
  EXPECT_EQ(scene.view().opaque.batches.at(0).material, own);
  scene.server->instance_set_surface_override_material(instance, 0, surface_override);
  scene.server->process(0);
  EXPECT_EQ(scene.view().opaque.batches.at(0).material, surface_override);
  scene.server->instance_geometry_set_material_override(instance, scene.material);
  scene.server->process(0);
  EXPECT_EQ(scene.view().opaque.batches.at(0).material, scene.material);
}

// Builds the same small scene on a fresh server.
struct HashScene : RenderFixture {
  InstanceHandle near_box;
  InstanceHandle far_box;
  HashScene() {
    near_box = add_instance(box, {0, 0, -5});
    far_box = add_instance(box, {1, 0, -9});
    server->instance_geometry_set_material_override(far_box, material);
  }
  std::uint64_t hash() {
    server->process(0);
    return view().opaque.dependency_hash;
  }
};

TEST(DrawList, DependencyHashIsStableAcrossRunsAndIgnoresTransforms) {
  HashScene first;
  HashScene second;
  const std::uint64_t hash = first.hash();
  EXPECT_EQ(hash, second.hash());
  EXPECT_EQ(hash, first.hash());
  first.server->instance_set_transform(first.near_box, Transform3D(Basis(), {0.5f, 0.2f, -6}));
  EXPECT_EQ(first.hash(), hash);
}

TEST(DrawList, DependencyHashChangesWhenAMaterialOrWhatIsDrawnChanges) {
  HashScene scene;
  const std::uint64_t hash = scene.hash();
  MaterialData green;
  green.albedo_color = Color(0, 1, 0);
  scene.server->material_set_data(scene.material, green);
  const std::uint64_t after_material = scene.hash();
  EXPECT_NE(after_material, hash);
  scene.server->instance_set_transform(scene.far_box, Transform3D(Basis(), {0, 0, 20}));
  const std::uint64_t after_cull = scene.hash();
  EXPECT_NE(after_cull, after_material);
  scene.server->instance_geometry_set_material_override(scene.near_box, scene.material);
  EXPECT_NE(scene.hash(), after_cull);
}

TEST(DrawList, FreedMeshLeavesItsInstancesWithoutABase) {
  RenderFixture scene;
  const MeshHandle mesh = scene.server->mesh_create("gone");
  scene.server->mesh_add_surface(mesh, render_test::box_surface());
  scene.add_instance(mesh, {0, 0, -5});
  scene.add_instance(scene.box, {1, 0, -5});
  scene.server->process(0);
  EXPECT_EQ(scene.view().stats.instances_drawn, 2u);
  scene.server->free(mesh);
  scene.server->process(0);
  EXPECT_EQ(scene.view().stats.instances_seen, 1u);
  EXPECT_EQ(scene.view().opaque.batches.size(), 1u);
}

TEST(DrawList, MultiMeshInstanceIsOneBatchBoundedByAllItsInstances) {
  RenderFixture scene;
  const MultiMeshHandle grass = scene.server->multimesh_create("grass");
  scene.server->multimesh_set_mesh(grass, scene.box);
  scene.server->multimesh_allocate_data(grass, 3, MultiMeshTransformFormat::TRANSFORM_3D);
  for (int i = 0; i < 3; ++i) {
    scene.server->multimesh_instance_set_transform(grass, i,
                                                   Transform3D(Basis(), {real_t(i * 10), 0, 0}));
  }
  EXPECT_TRUE(scene.server->multimesh_get_aabb(grass).is_equal_approx(
      AABB(Vector3(-0.5f, -0.5f, -0.5f), Vector3(21, 1, 1))));
  const InstanceHandle instance = scene.server->instance_create();
  scene.server->instance_set_base(instance, grass);
  scene.server->instance_set_scenario(instance, scene.scenario);
  scene.server->instance_set_transform(instance, Transform3D(Basis(), {-20, 0, -30}));
  scene.server->process(0);
  const DrawList& opaque = scene.view().opaque;
  ASSERT_EQ(opaque.batches.size(), 1u);
  EXPECT_EQ(opaque.batches[0].multimesh, grass);
  EXPECT_EQ(opaque.batches[0].mesh, scene.box);
  EXPECT_TRUE(opaque.batches[0].pipeline.multimesh());
  // Moving the multimesh's instances updates the instance's bounds at the next frame.
  for (int i = 0; i < 3; ++i) {
    scene.server->multimesh_instance_set_transform(grass, i,
                                                   Transform3D(Basis(), {-100, 0, real_t(i)}));
  }
  scene.server->process(0);
  EXPECT_TRUE(scene.view().opaque.empty());
}

}  // namespace
}  // namespace arbor
