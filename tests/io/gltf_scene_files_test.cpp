// glTF files as scenes of a project: ResourceLoader loads them as PackedScenes (cached, their
// resources shared), `.tscn` files instance them with overrides and editable children as they
// instance `.tscn` files, and a missing image draws a placeholder with a warning.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "arbor/arbor.h"
#include "arbor/scene/3d/mesh_instance_3d.h"
#include "arbor/scene/resources/compressed_texture_2d.h"
#include "arbor/scene/resources/standard_material_3d.h"
#include "io/gltf_test_files.h"
#include "io/instantiate_test_support.h"

namespace arbor::test {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

constexpr const char* kBoxGlb = "BoxTextured-glTF-Binary/BoxTextured.glb";

class GltfSceneFiles : public GltfProjectTest {
 protected:
  // Copies BoxTextured.gltf with its buffer (and, when `with_image`, its image) into
  // `folder` of the project.
  void copy_box_gltf(const std::string& folder, const std::string& name, bool with_image) {
    copy(gltf_model("BoxTextured-glTF/BoxTextured.gltf"), folder + "/" + name);
    copy(gltf_model("BoxTextured-glTF/BoxTextured0.bin"), folder + "/BoxTextured0.bin");
    if (with_image) {
      copy(gltf_model("BoxTextured-glTF/CesiumLogoFlat.png"), folder + "/CesiumLogoFlat.png");
    }
  }
};

Ref<BaseMaterial3D> box_material(const Node& root) {
  return ref_cast<BaseMaterial3D>(
      root.get_node<MeshInstance3D>("Node/Mesh")->get_mesh()->surface_get_material(0));
}

TEST_F(GltfSceneFiles, LoadsAsACachedPackedSceneWhoseInstancesShareResources) {
  const std::string path = copy(gltf_model(kBoxGlb), "models/box.glb");
  const Ref<PackedScene> scene = ResourceLoader::load<PackedScene>(path);
  EXPECT_EQ(scene->get_path(), "res://models/box.glb");
  EXPECT_EQ(ResourceLoader::load<PackedScene>(path), scene);  // the cache
  EXPECT_TRUE(ResourceLoader::has_cached(path));
  const Owned<Node> first(scene->instantiate());
  const Owned<Node> second(ResourceLoader::load<PackedScene>(path)->instantiate());
  EXPECT_EQ(first->get_scene_file_path(), "res://models/box.glb");
  const auto* mesh_a = first->get_node<MeshInstance3D>("Node/Mesh");
  const auto* mesh_b = second->get_node<MeshInstance3D>("Node/Mesh");
  EXPECT_NE(mesh_a, mesh_b);
  EXPECT_EQ(mesh_a->get_mesh(), mesh_b->get_mesh());
  EXPECT_EQ(box_material(*first), box_material(*second));
  EXPECT_EQ(box_material(*first)->get_texture(BaseMaterial3D::TEXTURE_ALBEDO),
            box_material(*second)->get_texture(BaseMaterial3D::TEXTURE_ALBEDO));
}

TEST_F(GltfSceneFiles, ModelsBesideOneImageShareItsTexture) {
  copy_box_gltf("models", "a.gltf", true);
  copy_box_gltf("models", "b.gltf", true);
  const Owned<Node> a(ResourceLoader::instantiate("res://models/a.gltf"));
  const Owned<Node> b(ResourceLoader::instantiate("res://models/b.gltf"));
  EXPECT_EQ(a->get_name(), StringName("a"));
  EXPECT_NE(box_material(*a), box_material(*b));
  const Ref<Texture2D> texture = box_material(*a)->get_texture(BaseMaterial3D::TEXTURE_ALBEDO);
  EXPECT_EQ(texture, box_material(*b)->get_texture(BaseMaterial3D::TEXTURE_ALBEDO));
  EXPECT_EQ(texture->get_path(), "res://models/CesiumLogoFlat.png");
}

TEST_F(GltfSceneFiles, AMissingImageDrawsThePlaceholderWithAWarning) {
  copy_box_gltf("models", "box.gltf", false);
  WarningLog log;
  const Owned<Node> root(ResourceLoader::instantiate("res://models/box.gltf"));
  const auto texture = ref_cast<CompressedTexture2D>(
      box_material(*root)->get_texture(BaseMaterial3D::TEXTURE_ALBEDO));
  ASSERT_TRUE(texture);
  EXPECT_TRUE(texture->is_placeholder());
  EXPECT_EQ(texture->get_width(), 16);
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_EQ(log.warnings[0].kind, LoadWarning::RESOURCE);
  EXPECT_THAT(log.warnings[0].message, HasSubstr("CesiumLogoFlat.png"));
  EXPECT_THAT(log.warnings[0].message, HasSubstr("placeholder"));
}

// Only image files load as images: a URI naming the model itself is not loaded again.
TEST_F(GltfSceneFiles, AnImageUriNamingAScenePlacesThePlaceholder) {
  TestGltf gltf;
  gltf.add_floats({0, 0, 0, 1, 0, 0, 0, 1, 0}, "VEC3");
  gltf.add_floats({0, 0, 1, 0, 0, 1}, "VEC2");
  const std::string path = write(
      "loop.gltf", gltf.gltf(R"("scenes":[{"nodes":[0]}],"nodes":[{"mesh":0}],"meshes":[{)"
                             R"("primitives":[{"attributes":{"POSITION":0,"TEXCOORD_0":1},)"
                             R"("material":0}]}],"images":[{"uri":"loop.gltf"}],)"
                             R"("textures":[{"source":0}],"materials":[{"pbrMetallicRoughness":)"
                             R"({"baseColorTexture":{"index":0}}}])"));
  WarningLog log;
  const Owned<Node> root(ResourceLoader::instantiate(path));
  const Ref<BaseMaterial3D> material = ref_cast<BaseMaterial3D>(
      root->get_node<MeshInstance3D>("Mesh")->get_mesh()->surface_get_material(0));
  EXPECT_EQ(material->get_texture(BaseMaterial3D::TEXTURE_ALBEDO)->get_width(), 16);
  EXPECT_THAT(log.messages(),
              ElementsAre("image 0: Arbor reads no image file like 'res://loop.gltf'; drawing a "
                          "placeholder"));
  EXPECT_EQ(log.warnings[0].file, path);
}

TEST_F(GltfSceneFiles, ATscnInstancesAGlbWithOverridesAndEditableChildren) {
  copy(gltf_model(kBoxGlb), "box.glb");
  const std::string level = write("level.tscn", R"([gd_scene load_steps=2 format=3]

[ext_resource type="PackedScene" path="res://box.glb" id="1_box"]

[node name="Level" type="Node3D"]

[node name="Crate" parent="." instance=ExtResource("1_box")]
transform = Transform3D(1, 0, 0, 0, 1, 0, 0, 0, 1, 3, 0, 0)

[node name="Mesh" parent="Crate/Node" index="0"]
visible = false

[node name="Label" type="Node3D" parent="Crate/Node"]

[editable path="Crate"]
)");
  const Owned<Node> root(ResourceLoader::load<PackedScene>(level)->instantiate());
  const auto* crate = root->get_node<Node3D>("Crate");
  EXPECT_EQ(crate->get_scene_file_path(), "res://box.glb");
  EXPECT_TRUE(crate->get_transform().origin.is_equal_approx(Vector3(3, 0, 0)));
  EXPECT_TRUE(root->is_editable_instance(crate));
  const auto* mesh = root->get_node<MeshInstance3D>("Crate/Node/Mesh");
  EXPECT_FALSE(mesh->is_visible());
  EXPECT_EQ(mesh->get_owner(), crate);  // still the instance's node
  EXPECT_THAT(child_names(root->get_node("Crate/Node")), ElementsAre("Mesh", "Label"));

  // Packed again, the file keeps the instance, its overrides and the editable path.
  const Ref<PackedScene> again = make_ref<PackedScene>();
  again->pack(root.get());
  const SceneState& state = again->get_state();
  EXPECT_THAT(state.editable_instances, ElementsAre("Crate"));
  ASSERT_EQ(state.ext_resources.size(), 1u);
  EXPECT_EQ(state.ext_resources[0].path, "res://box.glb");
}

TEST_F(GltfSceneFiles, ChangeSceneToAGlb) {
  const std::string path = copy(gltf_model(kBoxGlb), "box.glb");
  SceneTree tree;
  tree.change_scene_to_file(path);
  tree.tick(1.0 / 60);
  ASSERT_NE(tree.get_current_scene(), nullptr);
  EXPECT_EQ(tree.get_current_scene()->get_name(), StringName("box"));  // the file's name
  EXPECT_NE(tree.get_current_scene()->get_node_or_null("Node/Mesh"), nullptr);
}

}  // namespace
}  // namespace arbor::test
