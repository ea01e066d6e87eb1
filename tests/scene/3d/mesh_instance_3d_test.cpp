// The nodes that draw resources: MeshInstance3D, MultiMeshInstance3D, Sprite3D,
// WorldEnvironment; what reaches the server, when resources change, and that resources shared
// by nodes are made once and freed when no node uses them.

#include "arbor/scene/3d/mesh_instance_3d.h"

#include <gtest/gtest.h>

#include "arbor/scene/3d/camera_3d.h"
#include "arbor/scene/3d/multi_mesh_instance_3d.h"
#include "arbor/scene/3d/sprite_3d.h"
#include "arbor/scene/3d/world_environment.h"
#include "arbor/scene/resources/box_mesh.h"
#include "arbor/scene/resources/environment.h"
#include "arbor/scene/resources/image.h"
#include "arbor/scene/resources/image_texture.h"
#include "arbor/scene/resources/multi_mesh.h"
#include "arbor/scene/resources/sphere_mesh.h"
#include "arbor/scene/resources/standard_material_3d.h"
#include "scene/3d/render_node_test_util.h"

namespace arbor {
namespace {

using render_test::RenderTree;

struct MeshScene : RenderTree {
  Camera3D* camera;
  Ref<BoxMesh> box = make_ref<BoxMesh>();
  MeshScene() { camera = tree.get_root()->add_child(std::make_unique<Camera3D>()); }
  MeshInstance3D* add_mesh(const Ref<Mesh>& mesh, const Vector3& position) {
    auto* node = tree.get_root()->add_child(std::make_unique<MeshInstance3D>());
    node->set_mesh(mesh);
    node->set_position(position);
    return node;
  }
  RenderingServer::ObjectCounts counts() const { return server->get_object_counts(); }
};

Ref<StandardMaterial3D> material(const Color& albedo) {
  auto made = make_ref<StandardMaterial3D>();
  made->set_albedo(albedo);
  return made;
}

TEST(MeshInstance3D, DrawsItsMeshWithGodotsGeometry) {
  MeshScene scene;
  scene.add_mesh(scene.box, {0, 0, -5});
  scene.frame();
  const RenderView& view = scene.root_view();
  ASSERT_EQ(view.opaque.batches.size(), 1u);
  const MeshHandle mesh = view.opaque.batches[0].mesh;
  EXPECT_EQ(scene.server->mesh_get_surface_count(mesh), scene.box->get_surface_count());
  EXPECT_EQ(scene.server->mesh_get_surface(mesh, 0).vertices.size(),
            std::size_t(scene.box->surface_get_array_len(0)));
  EXPECT_TRUE(scene.server->mesh_get_aabb(mesh).is_equal_approx(scene.box->get_aabb()));
}

TEST(MeshInstance3D, NodesSharingAMeshAndMaterialAreOneBatch) {
  MeshScene scene;
  const Ref<StandardMaterial3D> red = material(Color(1, 0, 0));
  for (int i = 0; i < 4; ++i) {
    scene.add_mesh(scene.box, {real_t(i) - 1.5f, 0, -6})->set_material_override(red);
  }
  scene.frame();
  EXPECT_EQ(scene.counts().meshes, 1);
  EXPECT_EQ(scene.counts().materials, 1);
  ASSERT_EQ(scene.root_view().opaque.batches.size(), 1u);
  EXPECT_EQ(scene.root_view().opaque.batches[0].count, 4u);
  EXPECT_EQ(
      scene.server->material_get_data(scene.root_view().opaque.batches[0].material).albedo_color,
      Color(1, 0, 0));
}

TEST(MeshInstance3D, MaterialPrecedenceOverrideThenSurfaceOverrideThenMesh) {
  MeshScene scene;
  const Ref<StandardMaterial3D> own = material(Color(0, 0, 1));
  scene.box->set_material(own);
  MeshInstance3D* node = scene.add_mesh(scene.box, {0, 0, -5});
  auto batch_color = [&] {
    scene.frame();
    return scene.server->material_get_data(scene.root_view().opaque.batches.at(0).material)
        .albedo_color;
  };
  EXPECT_EQ(batch_color(), Color(0, 0, 1));
  EXPECT_EQ(node->get_surface_override_material_count(), 1);
  node->set_surface_override_material(0, material(Color(0, 1, 0)));
  EXPECT_EQ(batch_color(), Color(0, 1, 0));
  node->set_material_override(material(Color(1, 1, 0)));
  EXPECT_EQ(batch_color(), Color(1, 1, 0));
  EXPECT_EQ(node->get_active_material(0), node->get_material_override());
  EXPECT_THROW(node->set_surface_override_material(1, own), Error);
}

TEST(MeshInstance3D, ResourceChangesReachTheServerAtOnce) {
  MeshScene scene;
  const Ref<StandardMaterial3D> paint = material(Color(1, 0, 0));
  MeshInstance3D* node = scene.add_mesh(scene.box, {0, 0, -5});
  node->set_material_override(paint);
  scene.frame();
  const std::uint64_t hash = scene.root_view().opaque.dependency_hash;
  paint->set_albedo(Color(0.5f, 0.5f, 0.5f));
  scene.frame();
  EXPECT_EQ(
      scene.server->material_get_data(scene.root_view().opaque.batches.at(0).material).albedo_color,
      Color(0.5f, 0.5f, 0.5f));
  EXPECT_NE(scene.root_view().opaque.dependency_hash, hash);
  scene.box->set_size({4, 4, 4});
  scene.frame();
  EXPECT_TRUE(scene.server->instance_get_world_aabb(node->get_instance())
                  .is_equal_approx(AABB(Vector3(-2, -2, -7), Vector3(4, 4, 4))));
}

TEST(MeshInstance3D, ServerObjectsGoWhenNoNodeUsesThemAndStayWhileOneMoves) {
  MeshScene scene;
  const Ref<StandardMaterial3D> paint = material(Color(1, 0, 0));
  MeshInstance3D* a = scene.add_mesh(scene.box, {0, 0, -5});
  MeshInstance3D* b = scene.add_mesh(scene.box, {1, 0, -5});
  a->set_material_override(paint);
  scene.frame();
  EXPECT_EQ(scene.counts().meshes, 1);
  // Moved within a frame (out and back in): the mesh is kept.
  a->reparent(b);
  scene.frame();
  EXPECT_EQ(scene.counts().meshes, 1);
  a->free();
  scene.frame();
  EXPECT_EQ(scene.counts().meshes, 1);     // b still draws it
  EXPECT_EQ(scene.counts().materials, 0);  // the override went with a
  b->set_mesh(make_ref<SphereMesh>());
  scene.frame();
  EXPECT_EQ(scene.counts().meshes, 1);  // the box went, the sphere came
  b->free();
  scene.frame();
  EXPECT_EQ(scene.counts().meshes, 0);
}

TEST(MeshInstance3D, ANodeWithoutAMeshDrawsNothing) {
  MeshScene scene;
  MeshInstance3D* node = scene.add_mesh(Ref<Mesh>(), {0, 0, -5});
  scene.frame();
  EXPECT_EQ(scene.root_view().stats.instances_seen, 0u);
  node->set_mesh(scene.box);
  scene.frame();
  EXPECT_EQ(scene.root_view().stats.instances_drawn, 1u);
}

TEST(MultiMeshInstance3D, DrawsEveryInstanceAsOneItem) {
  MeshScene scene;
  auto grass = make_ref<MultiMesh>();
  grass->set_transform_format(MultiMesh::TRANSFORM_3D);
  grass->set_mesh(scene.box);
  grass->set_instance_count(3);
  for (int i = 0; i < 3; ++i) {
    grass->set_instance_transform(i, Transform3D(Basis(), {real_t(i) * 2, 0, 0}));
  }
  auto* node = scene.tree.get_root()->add_child(std::make_unique<MultiMeshInstance3D>());
  node->set_multimesh(grass);
  node->set_position({-2, 0, -8});
  scene.frame();
  ASSERT_EQ(scene.root_view().opaque.batches.size(), 1u);
  const DrawBatch& batch = scene.root_view().opaque.batches[0];
  EXPECT_TRUE(batch.multimesh.is_valid());
  EXPECT_EQ(scene.server->multimesh_get_data(batch.multimesh).instance_count, 3);
  EXPECT_TRUE(scene.server->instance_get_world_aabb(node->get_instance())
                  .is_equal_approx(AABB(Vector3(-2.5f, -0.5f, -8.5f), Vector3(5, 1, 1))));
  grass->set_instance_transform(2, Transform3D(Basis(), {10, 0, 0}));
  scene.frame();
  EXPECT_EQ(scene.server->multimesh_get_data(batch.multimesh).buffer[11], 0.0f);
  EXPECT_EQ(scene.server->multimesh_get_data(batch.multimesh).buffer[24 + 3], 10.0f);
}

TEST(Sprite3D, IsATexturedQuadTexelsTimesPixelSize) {
  MeshScene scene;
  auto texture =
      ImageTexture::create_from_image(Image::create_empty(64, 32, false, Image::FORMAT_RGBA8));
  auto* sprite = scene.tree.get_root()->add_child(std::make_unique<Sprite3D>());
  sprite->set_texture(texture);
  sprite->set_position({0, 0, -3});
  EXPECT_TRUE(sprite->get_aabb().is_equal_approx(
      AABB(Vector3(-0.32f, -0.16f, 0), Vector3(0.64f, 0.32f, 0))));
  scene.frame();
  // Transparent by default (alpha blending), unshaded, both faces.
  ASSERT_EQ(scene.root_view().transparent.batches.size(), 1u);
  const DrawBatch& batch = scene.root_view().transparent.batches[0];
  const MaterialData& data = scene.server->material_get_data(batch.material);
  EXPECT_EQ(data.shading_mode, MaterialShadingMode::UNSHADED);
  EXPECT_EQ(data.cull_mode, MaterialCullMode::DISABLED);
  EXPECT_TRUE(data.albedo_texture.is_valid());
  EXPECT_EQ(scene.server->texture_get_size(data.albedo_texture), Vector2i(64, 32));
  const SurfaceData& quad = scene.server->mesh_get_surface(batch.mesh, 0);
  ASSERT_EQ(quad.vertices.size(), 4u);
  EXPECT_TRUE(quad.vertices[0].is_equal_approx({-0.32f, 0.16f, 0}));
  EXPECT_TRUE(quad.uvs[0].is_equal_approx({0, 0}));
  // Frames: the second of four columns.
  sprite->set_hframes(4);
  sprite->set_frame(1);
  sprite->set_alpha_cut_mode(Sprite3D::ALPHA_CUT_DISCARD);
  scene.frame();
  ASSERT_EQ(scene.root_view().opaque.batches.size(), 1u);
  const SurfaceData& framed =
      scene.server->mesh_get_surface(scene.root_view().opaque.batches[0].mesh, 0);
  EXPECT_TRUE(framed.uvs[0].is_equal_approx({0.25f, 0}));
  EXPECT_TRUE(framed.uvs[2].is_equal_approx({0.5f, 1}));
  EXPECT_TRUE(framed.vertices[1].is_equal_approx({0.08f, 0.16f, 0}));
}

TEST(WorldEnvironment, GivesItsWorldItsEnvironmentWhileInside) {
  MeshScene scene;
  auto environment = make_ref<Environment>();
  environment->set_background(Environment::BG_COLOR);
  environment->set_bg_color(Color(0.2f, 0.4f, 0.6f));
  auto* node = scene.tree.get_root()->add_child(std::make_unique<WorldEnvironment>());
  node->set_environment(environment);
  scene.frame();
  EXPECT_EQ(scene.root_view().environment->background_mode, EnvironmentBackground::COLOR);
  EXPECT_EQ(scene.root_view().environment->background_color, Color(0.2f, 0.4f, 0.6f));
  environment->set_tonemapper(Environment::TONE_MAPPER_ACES);
  scene.frame();
  EXPECT_EQ(scene.root_view().environment->tonemap_mode, ToneMapper::ACES);
  node->free();
  scene.frame();
  EXPECT_EQ(scene.root_view().environment->background_mode, EnvironmentBackground::CLEAR_COLOR);
  EXPECT_EQ(scene.counts().environments, 0);
}

TEST(WorldEnvironment, TheFirstInTheWorldIsUsedAndTheNextTakesOverWhenItLeaves) {
  MeshScene scene;
  auto first_environment = make_ref<Environment>();
  first_environment->set_tonemapper(Environment::TONE_MAPPER_ACES);
  auto second_environment = make_ref<Environment>();
  second_environment->set_tonemapper(Environment::TONE_MAPPER_FILMIC);
  Node* root = scene.tree.get_root();
  auto* empty = root->add_child(std::make_unique<WorldEnvironment>());  // no environment
  auto* first = root->add_child(std::make_unique<WorldEnvironment>());
  first->set_environment(first_environment);
  auto* second = root->add_child(std::make_unique<WorldEnvironment>());
  second->set_environment(second_environment);
  scene.frame();
  EXPECT_EQ(scene.root_view().environment->tonemap_mode, ToneMapper::ACES);
  first->free();
  scene.frame();
  EXPECT_EQ(scene.root_view().environment->tonemap_mode, ToneMapper::FILMIC);
  empty->set_environment(first_environment);  // now the first in tree order with one
  scene.frame();
  EXPECT_EQ(scene.root_view().environment->tonemap_mode, ToneMapper::ACES);
  empty->set_environment(nullptr);
  scene.frame();
  EXPECT_EQ(scene.root_view().environment->tonemap_mode, ToneMapper::FILMIC);
}

TEST(RenderResources, NothingLeaksWhenTheTreeGoesWithResourcesInUse) {
  auto scene = std::make_unique<MeshScene>();
  scene->add_mesh(scene->box, {0, 0, -5})->set_material_override(material(Color(1, 0, 0)));
  auto environment = make_ref<Environment>();
  scene->tree.get_root()
      ->add_child(std::make_unique<WorldEnvironment>())
      ->set_environment(environment);
  scene->frame();
  std::vector<std::string>* leaks = &scene->leaks;
  scene->owner.reset();
  EXPECT_TRUE(leaks->empty());
}

}  // namespace
}  // namespace arbor
