// Rendering nodes read from and written to scene files: Godot 4's text loads into the real
// classes with their properties, writes back the same, and draws; bad mesh data in a file is
// a warning naming the file, line and resource, and the rest of the scene still loads and draws.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbor/io/packed_scene.h"
#include "arbor/io/resource_loader.h"
#include "arbor/io/text_resource_format.h"
#include "arbor/scene/3d/camera_3d.h"
#include "arbor/scene/3d/directional_light_3d.h"
#include "arbor/scene/3d/mesh_instance_3d.h"
#include "arbor/scene/3d/omni_light_3d.h"
#include "arbor/scene/3d/world_environment.h"
#include "arbor/scene/resources/array_mesh.h"
#include "arbor/scene/resources/standard_material_3d.h"
#include "scene/3d/render_node_test_util.h"

namespace arbor {
namespace {

using render_test::RenderTree;
using ::testing::HasSubstr;

// What a scene loads with: its warnings.
struct Warnings {
  Warnings() {
    ResourceLoader::set_warning_handler([this](const LoadWarning& w) { list.push_back(w); });
  }
  ~Warnings() { ResourceLoader::set_warning_handler({}); }
  std::vector<LoadWarning> list;
};

Node* load_scene(const std::string& text, const std::string& file) {
  TextReadOptions options;
  options.file = file;
  return instantiate_scene_text(text, options);
}

std::string saved(Node* root) {
  PackedScene packed;
  packed.pack(root);
  return write_scene_text(packed.get_state());
}

// As Godot 4.2's editor saves it (properties in Godot's order, defaults left out).
const char* const kLitBox = R"([gd_scene load_steps=4 format=3]

[sub_resource type="Environment" id="Environment_1"]
background_mode = 1
background_color = Color(0.2, 0.3, 0.4, 1)

[sub_resource type="StandardMaterial3D" id="StandardMaterial3D_1"]
albedo_color = Color(1, 0, 0, 1)
metallic = 0.5

[sub_resource type="BoxMesh" id="BoxMesh_1"]
material = SubResource("StandardMaterial3D_1")
size = Vector3(2, 1, 1)

[node name="Main" type="Node3D"]

[node name="WorldEnvironment" type="WorldEnvironment" parent="."]
environment = SubResource("Environment_1")

[node name="Sun" type="DirectionalLight3D" parent="."]
transform = Transform3D(1, 0, 0, 0, 0.707107, 0.707107, 0, -0.707107, 0.707107, 0, 5, 0)
light_color = Color(1, 0.9, 0.8, 1)
light_energy = 1.5
shadow_enabled = true
directional_shadow_mode = 1
directional_shadow_max_distance = 50.0

[node name="Lamp" type="OmniLight3D" parent="."]
transform = Transform3D(1, 0, 0, 0, 1, 0, 0, 0, 1, 2, 2, 0)
omni_range = 8.0
omni_shadow_mode = 0

[node name="Camera3D" type="Camera3D" parent="."]
transform = Transform3D(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 6)
fov = 60.0
far = 200.0

[node name="Box" type="MeshInstance3D" parent="."]
cast_shadow = 0
visibility_range_end = 50.0
mesh = SubResource("BoxMesh_1")
)";

TEST(RenderSceneFile, GodotTextLoadsIntoTheNodesAndWritesBackTheSame) {
  Warnings warnings;
  Owned<Node> root(load_scene(kLitBox, "lit_box.tscn"));
  EXPECT_TRUE(warnings.list.empty());
  auto* camera = dynamic_cast<Camera3D*>(root->get_node(NodePath("Camera3D")));
  auto* sun = dynamic_cast<DirectionalLight3D*>(root->get_node(NodePath("Sun")));
  auto* lamp = dynamic_cast<OmniLight3D*>(root->get_node(NodePath("Lamp")));
  auto* box = dynamic_cast<MeshInstance3D*>(root->get_node(NodePath("Box")));
  ASSERT_TRUE(camera && sun && lamp && box);
  EXPECT_TRUE(dynamic_cast<WorldEnvironment*>(root->get_node(NodePath("WorldEnvironment"))));
  EXPECT_EQ(camera->get_fov(), 60.0f);
  EXPECT_EQ(camera->get_far(), 200.0f);
  EXPECT_EQ(sun->get_param(Light3D::PARAM_ENERGY), 1.5f);
  EXPECT_EQ(sun->get_shadow_mode(), DirectionalLight3D::SHADOW_PARALLEL_2_SPLITS);
  EXPECT_EQ(lamp->get_param(Light3D::PARAM_RANGE), 8.0f);
  EXPECT_EQ(lamp->get_shadow_mode(), OmniLight3D::SHADOW_DUAL_PARABOLOID);
  EXPECT_EQ(box->get_cast_shadows_setting(), GeometryInstance3D::SHADOW_CASTING_SETTING_OFF);
  EXPECT_EQ(box->get_visibility_range_end(), 50.0f);
  ASSERT_TRUE(box->get_mesh().is_valid());
  EXPECT_EQ(box->get_mesh()->get_class(), "BoxMesh");
  const std::string written = saved(root.get());
  const std::string original = kLitBox;
  // The header's load_steps is the packer's count; everything after it is Godot's text.
  EXPECT_EQ(written.substr(written.find('\n')), original.substr(original.find('\n')));
}

TEST(RenderSceneFile, ALoadedSceneDrawsItsMeshWithItsMaterial) {
  RenderTree render;
  render.tree.get_root()->add_child(load_scene(kLitBox, "lit_box.tscn"));
  render.frame();
  const RenderView& view = render.root_view();
  ASSERT_EQ(view.opaque.batches.size(), 1u);
  const MaterialData& material = render.server->material_get_data(view.opaque.batches[0].material);
  EXPECT_TRUE(material.albedo_color.is_equal_approx(Color(1, 0, 0, 1)));
  EXPECT_FLOAT_EQ(material.metallic, 0.5f);
  EXPECT_EQ(view.lights.size(), 2u);
  EXPECT_TRUE(view.environment_handle.is_valid());
  EXPECT_TRUE(view.shadows.empty() == false);  // the sun casts; the box does not
  for (const ShadowPass& pass : view.shadows) EXPECT_TRUE(pass.casters.empty());
}

// Three vertices: (0,0,0), (1,0,0), (0,1,0) as Godot 4.2 stores positions (floats, little end).
constexpr const char* kTriangleVertices =
    "PackedByteArray(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 128, 63, 0, 0, 0, 0, 0, 0, 0, 0, "
    "0, 0, 0, 0, 0, 0, 128, 63, 0, 0, 0, 0)";

std::string triangle_mesh(const std::string& id, const std::string& indices,
                          const std::string& vertices) {
  return "[sub_resource type=\"ArrayMesh\" id=\"" + id +
         "\"]\n_surfaces = [{\n\"aabb\": AABB(0, 0, 0, 1, 1, 0),\n\"format\": 34359742465,\n"
         "\"index_count\": 3,\n\"index_data\": PackedByteArray(" +
         indices +
         "),\n\"primitive\": 3,\n\"uv_scale\": Vector4(0, 0, 0, 0),\n\"vertex_count\": 3,\n"
         "\"vertex_data\": " +
         vertices + "\n}]\n\n";
}

TEST(RenderSceneFile, BadMeshDataIsAWarningNamingFileLineAndResourceAndTheRestDraws) {
  const std::string text =
      "[gd_scene load_steps=5 format=3]\n\n" +
      triangle_mesh("ArrayMesh_good", "0, 0, 1, 0, 2, 0", kTriangleVertices) +
      triangle_mesh("ArrayMesh_far_index", "0, 0, 1, 0, 5, 0", kTriangleVertices) +
      triangle_mesh("ArrayMesh_short", "0, 0, 1, 0, 2, 0", "PackedByteArray(0, 0, 0, 0)") +
      "[node name=\"Main\" type=\"Node3D\"]\n\n"
      "[node name=\"Camera3D\" type=\"Camera3D\" parent=\".\"]\n"
      "transform = Transform3D(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 5)\n\n"
      "[node name=\"Good\" type=\"MeshInstance3D\" parent=\".\"]\n"
      "mesh = SubResource(\"ArrayMesh_good\")\n\n"
      "[node name=\"FarIndex\" type=\"MeshInstance3D\" parent=\".\"]\n"
      "mesh = SubResource(\"ArrayMesh_far_index\")\n\n"
      "[node name=\"Short\" type=\"MeshInstance3D\" parent=\".\"]\n"
      "mesh = SubResource(\"ArrayMesh_short\")\n";
  Warnings warnings;
  RenderTree render;
  Node* scene = load_scene(text, "bad_mesh.tscn");
  render.tree.get_root()->add_child(scene);
  ASSERT_EQ(warnings.list.size(), 2u);
  EXPECT_EQ(warnings.list[0].file, "bad_mesh.tscn");
  EXPECT_THAT(warnings.list[0].message, HasSubstr("ArrayMesh_far_index"));
  EXPECT_THAT(warnings.list[0].message, HasSubstr("_surfaces"));
  EXPECT_THAT(warnings.list[0].message, HasSubstr("is 5, out of range for 3 vertices"));
  EXPECT_THAT(warnings.list[0].message, ::testing::StartsWith("16:1:"));  // its _surfaces line
  EXPECT_THAT(warnings.list[1].message, HasSubstr("ArrayMesh_short"));
  EXPECT_THAT(warnings.list[1].message, HasSubstr("vertex_data has 4 bytes"));
  // Every node is there, and the good mesh draws.
  EXPECT_EQ(scene->get_child_count(), 4);
  render.frame();
  const RenderView& view = render.root_view();
  ASSERT_EQ(view.opaque.batches.size(), 1u);
  EXPECT_THAT(render.server->get_name(view.opaque.batches[0].mesh), HasSubstr("'ArrayMesh_good'"));
}

TEST(RenderSceneFile, ASurfaceArrayOfTheWrongLengthIsAnErrorNamingIt) {
  auto mesh = make_ref<ArrayMesh>();
  MeshArrays arrays;
  arrays.vertices = {Vector3(0, 0, 0), Vector3(1, 0, 0), Vector3(0, 1, 0)};
  arrays.normals = {Vector3(0, 0, 1)};
  try {
    mesh->add_surface_from_arrays(Mesh::PRIMITIVE_TRIANGLES, arrays);
    FAIL() << "a normal array of the wrong length was taken";
  } catch (const Error& error) {
    EXPECT_THAT(error.what(), HasSubstr("normal"));
  }
  EXPECT_EQ(mesh->get_surface_count(), 0);
}

}  // namespace
}  // namespace arbor
