// Published glTF 2.0 models (Debian's assimp-testmodels) loaded as scenes: their trees,
// meshes, materials, cameras, the modes of the asset generator's primitives, and one warning
// for each kind of data Arbor does not import.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "arbor/arbor.h"
#include "arbor/scene/3d/camera_3d.h"
#include "arbor/scene/3d/mesh_instance_3d.h"
#include "arbor/scene/resources/compressed_texture_2d.h"
#include "arbor/scene/resources/image_texture.h"
#include "arbor/scene/resources/standard_material_3d.h"
#include "io/gltf_test_files.h"
#include "io/instantiate_test_support.h"

namespace arbor::test {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

Owned<Node> load_model(const std::string& relative) {
  return Owned<Node>(ResourceLoader::load<PackedScene>(gltf_model(relative))->instantiate());
}

// Every node below `node`, depth first.
void collect(Node* node, std::vector<Node*>& out) {
  for (Node* child : node->get_children()) {
    out.push_back(child);
    collect(child, out);
  }
}

// `repeats`: the .gltf's sampler mirrors and clamps, the .glb's and the embedded one's repeat.
void expect_box_textured(const Node& root, bool repeats) {
  EXPECT_EQ(root.get_name(), StringName("BoxTextured"));
  EXPECT_EQ(root.get_class(), "Node3D");
  // Node 0 (no name, no mesh) turns the Y-up box: its matrix is -90° about X.
  const auto* turn = root.get_node<Node3D>("Node");
  EXPECT_TRUE(
      turn->get_transform().basis.xform(Vector3(0, 1, 0)).is_equal_approx(Vector3(0, 0, -1)));
  const auto* box = root.get_node<MeshInstance3D>("Node/Mesh");
  const Ref<Mesh> mesh = box->get_mesh();
  EXPECT_EQ(mesh->get_name(), "Mesh");
  ASSERT_EQ(mesh->get_surface_count(), 1);
  EXPECT_EQ(mesh->surface_get_array_len(0), 24);
  EXPECT_EQ(mesh->surface_get_array_index_len(0), 36);
  const uint64_t format = mesh->surface_get_format(0);
  EXPECT_NE(format & MeshSurfaceData::ARRAY_FORMAT_NORMAL, 0u);
  EXPECT_NE(format & MeshSurfaceData::ARRAY_FORMAT_TEX_UV, 0u);
  EXPECT_NE(format & MeshSurfaceData::ARRAY_FORMAT_TANGENT, 0u);  // made from the UVs
  EXPECT_TRUE(mesh->get_aabb().is_equal_approx(AABB(Vector3(-0.5, -0.5, -0.5), Vector3(1, 1, 1))));
  const Ref<StandardMaterial3D> material =
      ref_cast<StandardMaterial3D>(mesh->surface_get_material(0));
  ASSERT_TRUE(material);
  EXPECT_EQ(material->get_name(), "Texture");
  EXPECT_EQ(material->get_metallic(), 0);
  EXPECT_EQ(material->get_roughness(), 1);
  // Its sampler: NEAREST_MIPMAP_LINEAR.
  EXPECT_EQ(material->get_texture_filter(), BaseMaterial3D::TEXTURE_FILTER_NEAREST_WITH_MIPMAPS);
  EXPECT_EQ(material->get_flag(BaseMaterial3D::FLAG_USE_TEXTURE_REPEAT), repeats);
  const Ref<Texture2D> texture = material->get_texture(BaseMaterial3D::TEXTURE_ALBEDO);
  ASSERT_TRUE(texture);
  EXPECT_EQ(texture->get_width(), 211);
  EXPECT_EQ(texture->get_height(), 211);
}

TEST(GltfModels, BoxTexturedWithExternalBufferAndImage) {
  const Owned<Node> root = load_model("BoxTextured-glTF/BoxTextured.gltf");
  expect_box_textured(*root, false);
  // The image file loads as the texture a scene naming it gets.
  const Ref<Mesh> mesh = root->get_node<MeshInstance3D>("Node/Mesh")->get_mesh();
  const auto texture =
      ref_cast<CompressedTexture2D>(ref_cast<BaseMaterial3D>(mesh->surface_get_material(0))
                                        ->get_texture(BaseMaterial3D::TEXTURE_ALBEDO));
  ASSERT_TRUE(texture);
  EXPECT_FALSE(texture->is_placeholder());
}

TEST(GltfModels, BoxTexturedBinary) {
  expect_box_textured(*load_model("BoxTextured-glTF-Binary/BoxTextured.glb"), true);
}

TEST(GltfModels, BoxTexturedEmbedded) {
  expect_box_textured(*load_model("BoxTextured-glTF-Embedded/BoxTextured.gltf"), true);
}

TEST(GltfModels, TwoCylinderEngine) {
  const Owned<Node> root = load_model("2CylinderEngine-glTF-Binary/2CylinderEngine.glb");
  EXPECT_EQ(root->get_name(), StringName("2CylinderEngine"));
  std::vector<Node*> nodes;
  collect(root.get(), nodes);
  EXPECT_EQ(nodes.size(), 82u);
  std::set<std::string> names;
  std::set<const Mesh*> meshes;
  int instances = 0;
  for (Node* node : nodes) {
    names.insert(node->get_name().str());
    if (auto* instance = dynamic_cast<MeshInstance3D*>(node)) {
      ++instances;
      meshes.insert(instance->get_mesh().get());
    }
  }
  EXPECT_EQ(names.size(), nodes.size());  // unique in the whole file, as Godot names them
  EXPECT_EQ(instances, 67);
  EXPECT_EQ(meshes.size(), 29u);  // nodes that show the same mesh share its ArrayMesh
  EXPECT_TRUE(names.count("Mesh67"));
}

TEST(GltfModels, Cameras) {
  const Owned<Node> root = load_model("cameras/Cameras.gltf");
  EXPECT_THAT(child_names(root.get()), ElementsAre("Mesh", "Camera", "Camera2"));
  const auto* perspective = root->get_node<Camera3D>("Camera");
  EXPECT_EQ(perspective->get_projection(), Camera3D::PROJECTION_PERSPECTIVE);
  EXPECT_NEAR(perspective->get_fov(), 0.7 * 180 / Math::PI, 1e-3);
  EXPECT_NEAR(perspective->get_near(), 0.01, 1e-6);
  EXPECT_EQ(perspective->get_far(), 100);
  EXPECT_TRUE(perspective->get_transform().origin.is_equal_approx(Vector3(0.5, 0.5, 3)));
  const auto* orthographic = root->get_node<Camera3D>("Camera2");
  EXPECT_EQ(orthographic->get_projection(), Camera3D::PROJECTION_ORTHOGONAL);
  EXPECT_EQ(orthographic->get_size(), 2);
}

TEST(GltfModels, TextureTransformOffsetAndScale) {
  const Owned<Node> root = load_model("textureTransform/TextureTransformTest.gltf");
  const auto material = [&root](const char* node) {
    return ref_cast<BaseMaterial3D>(
        root->get_node<MeshInstance3D>(node)->get_mesh()->surface_get_material(0));
  };
  EXPECT_EQ(material("Offset U")->get_uv1_offset(), Vector3(0.5, 0, 0));
  EXPECT_EQ(material("Offset UV")->get_uv1_offset(), Vector3(0.5, 0.5, 0));
  EXPECT_EQ(material("Scale")->get_uv1_scale(), Vector3(1.5, 1.5, 1));
  EXPECT_EQ(material("All")->get_uv1_offset(), Vector3(real_t(-0.2), real_t(-0.1), 0));
}

TEST(GltfModels, PrimitiveModes) {
  struct Case {
    const char* file;
    Mesh::PrimitiveType primitive;
    int indices;
  };
  const Case cases[] = {
      {"00", Mesh::PRIMITIVE_POINTS, 0},     {"01", Mesh::PRIMITIVE_LINES, 0},
      {"02", Mesh::PRIMITIVE_LINES, 8},      {"03", Mesh::PRIMITIVE_LINE_STRIP, 0},
      {"04", Mesh::PRIMITIVE_TRIANGLES, 6},  {"05", Mesh::PRIMITIVE_TRIANGLES, 6},
      {"06", Mesh::PRIMITIVE_TRIANGLES, 6},  {"07", Mesh::PRIMITIVE_POINTS, 1024},
      {"08", Mesh::PRIMITIVE_LINES, 8},      {"09", Mesh::PRIMITIVE_LINES, 8},
      {"10", Mesh::PRIMITIVE_LINE_STRIP, 5}, {"11", Mesh::PRIMITIVE_TRIANGLES, 6},
      {"12", Mesh::PRIMITIVE_TRIANGLES, 6},  {"13", Mesh::PRIMITIVE_TRIANGLES, 6},
      {"14", Mesh::PRIMITIVE_TRIANGLES, 6},  {"15", Mesh::PRIMITIVE_TRIANGLES, 6},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.file);
    const Owned<Node> root = load_model(std::string("glTF-Asset-Generator/Mesh_PrimitiveMode/"
                                                    "Mesh_PrimitiveMode_") +
                                        c.file + ".gltf");
    const Ref<Mesh> mesh = root->get_node<MeshInstance3D>("Mesh")->get_mesh();
    EXPECT_EQ(mesh->surface_get_primitive_type(0), c.primitive);
    EXPECT_EQ(mesh->surface_get_array_index_len(0), c.indices);
  }
  // Mode 13's triangles (1 0 3) and (1 3 2) have no normals: flat shaded, each its own
  // vertices, wound clockwise.
  const Owned<Node> root =
      load_model("glTF-Asset-Generator/Mesh_PrimitiveMode/Mesh_PrimitiveMode_13.gltf");
  const MeshArrays arrays =
      root->get_node<MeshInstance3D>("Mesh")->get_mesh()->surface_get_arrays(0);
  EXPECT_THAT(arrays.indices.vector(), ElementsAre(0, 2, 1, 3, 5, 4));
  EXPECT_EQ(arrays.vertex_count(), 6);
  EXPECT_EQ(arrays.vertices[0], arrays.vertices[3]);  // both start at vertex 1
}

TEST(GltfModels, MorphTargetsAndAnimationsAreReportedNotImported) {
  WarningLog log;
  const std::string file =
      gltf_model("glTF-Sample-Models/AnimatedMorphCube-glTF/AnimatedMorphCube.gltf");
  const Owned<Node> root = Owned<Node>(ResourceLoader::load<PackedScene>(file)->instantiate());
  const Ref<Mesh> mesh = root->get_node<MeshInstance3D>("AnimatedMorphCube")->get_mesh();
  EXPECT_EQ(mesh->surface_get_array_len(0), 24);  // the base shape
  ASSERT_EQ(log.warnings.size(), 2u);
  for (const LoadWarning& warning : log.warnings) EXPECT_EQ(warning.file, file);
  EXPECT_THAT(log.messages(), ElementsAre(HasSubstr("morph targets of 1 mesh not imported"),
                                          HasSubstr("1 animation not imported")));
}

// A material extension Arbor does not read: the model loads with the core material, and says so.
TEST(GltfModels, ExtensionsNotReadAreReported) {
  WarningLog log;
  const std::string file = gltf_model("BoxTextured-glTF-pbrSpecularGlossiness/BoxTextured.gltf");
  const Owned<Node> root(ResourceLoader::load<PackedScene>(file)->instantiate());
  EXPECT_NE(root->get_node_or_null("Node/Mesh"), nullptr);
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_EQ(log.warnings[0].file, file);
  EXPECT_EQ(log.warnings[0].message,
            "the extension KHR_materials_pbrSpecularGlossiness not imported: what it adds is left "
            "out");
  // A required one is refused.
  EXPECT_THROW(
      (void)ResourceLoader::load(gltf_model("BoxTextured-glTF-techniqueWebGL/BoxTextured.gltf")),
      Error);
}

TEST(GltfModels, SkinsAreReportedNotImported) {
  WarningLog log;
  const Owned<Node> root = load_model("simple_skin/simple_skin.gltf");
  EXPECT_NE(root->get_node_or_null("Mesh/Node/Node2"), nullptr);  // the joints stay plain nodes
  EXPECT_THAT(log.messages(),
              ElementsAre(HasSubstr("1 skin not imported"), HasSubstr("1 animation not imported")));
}

}  // namespace
}  // namespace arbor::test
