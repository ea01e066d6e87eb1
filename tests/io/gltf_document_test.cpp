// glTF documents made in the test, read into trees: node names and transforms, primitives in
// Godot's winding and modes, generated normals and tangents, quantized and sparse accessors,
// materials, textures, cameras and punctual lights as Godot's importer makes them.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "arbor/arbor.h"
#include "arbor/scene/3d/camera_3d.h"
#include "arbor/scene/3d/directional_light_3d.h"
#include "arbor/scene/3d/mesh_instance_3d.h"
#include "arbor/scene/3d/omni_light_3d.h"
#include "arbor/scene/3d/spot_light_3d.h"
#include "arbor/scene/resources/image_texture.h"
#include "arbor/scene/resources/standard_material_3d.h"
#include "io/gltf/gltf_scene.h"
#include "io/gltf_test_files.h"
#include "io/instantiate_test_support.h"

namespace arbor::test {
namespace {

using ::testing::ElementsAre;

std::vector<std::uint8_t> bytes_of(const std::string& text) {
  return std::vector<std::uint8_t>(text.begin(), text.end());
}

Owned<Node> import_text(const std::string& text) {
  return detail::build_gltf_scene(bytes_of(text), "inline.gltf", "");
}

// One triangle in the XY plane, counter-clockwise seen from +Z (glTF's front face).
const std::vector<float> kTriangle = {0, 0, 0, 1, 0, 0, 0, 1, 0};
// A unit quad in the XY plane: (0,0) (1,0) (0,1) (1,1).
const std::vector<float> kQuad = {0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0};

std::string one_mesh_node(const std::string& primitives) {
  return R"("scenes":[{"nodes":[0]}],"nodes":[{"mesh":0}],"meshes":[{"primitives":[)" + primitives +
         "]}]";
}

MeshArrays surface_arrays(const Node& root, int surface = 0) {
  const auto* instance = root.get_node<MeshInstance3D>("Mesh");
  return instance->get_mesh()->surface_get_arrays(surface);
}

std::vector<std::int32_t> indices_of(const MeshArrays& arrays) { return arrays.indices.vector(); }

TEST(GltfDocument, TriangleWindingIsSwappedForGodotsClockwiseFrontFaces) {
  TestGltf gltf;
  gltf.add_floats(kTriangle, "VEC3");
  gltf.add_indices({0, 1, 2});
  const Owned<Node> root =
      import_text(gltf.gltf(one_mesh_node(R"({"attributes":{"POSITION":0},"indices":1})")));
  EXPECT_THAT(indices_of(surface_arrays(*root)), ElementsAre(0, 2, 1));
}

TEST(GltfDocument, TrianglesWithoutIndicesGetSwappedSequentialIndices) {
  TestGltf gltf;
  gltf.add_floats(kTriangle, "VEC3");
  gltf.add_floats({0, 0, 1, 0, 0, 1, 0, 0, 1}, "VEC3");
  const Owned<Node> root =
      import_text(gltf.gltf(one_mesh_node(R"({"attributes":{"POSITION":0,"NORMAL":1}})")));
  const MeshArrays arrays = surface_arrays(*root);
  EXPECT_EQ(arrays.vertex_count(), 3);
  EXPECT_THAT(indices_of(arrays), ElementsAre(0, 2, 1));
}

TEST(GltfDocument, TrianglesWithoutNormalsAreFlatShaded) {
  TestGltf gltf;
  // Two triangles sharing an edge, folded: one in the XY plane, one in the XZ plane.
  gltf.add_floats({0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, -1}, "VEC3");
  gltf.add_indices({0, 1, 2, 0, 3, 1});
  const Owned<Node> root =
      import_text(gltf.gltf(one_mesh_node(R"({"attributes":{"POSITION":0},"indices":1})")));
  const MeshArrays arrays = surface_arrays(*root);
  ASSERT_EQ(arrays.vertex_count(), 6);  // each triangle its own vertices
  for (int v = 0; v < 3; ++v) {
    EXPECT_NEAR(arrays.normals[v].z, 1, 1e-3) << v;
    EXPECT_NEAR(arrays.normals[v + 3].y, -1, 1e-3) << v;  // (0 0 0) (0 0 -1) (1 0 0)
  }
  EXPECT_THAT(indices_of(arrays), ElementsAre(0, 2, 1, 3, 5, 4));
}

TEST(GltfDocument, TangentsAreMadeFromUvsWhenMissing) {
  TestGltf gltf;
  gltf.add_floats(kQuad, "VEC3");
  gltf.add_floats({0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1}, "VEC3");
  // glTF's V runs down the image: up the quad (+Y) is -V.
  gltf.add_floats({0, 1, 1, 1, 0, 0, 1, 0}, "VEC2");
  gltf.add_indices({0, 1, 2, 2, 1, 3});
  const Owned<Node> root = import_text(gltf.gltf(
      one_mesh_node(R"({"attributes":{"POSITION":0,"NORMAL":1,"TEXCOORD_0":2},"indices":3})")));
  const MeshArrays arrays = surface_arrays(*root);
  ASSERT_EQ(arrays.tangents.size(), 16);
  for (int v = 0; v < 4; ++v) {
    EXPECT_NEAR(arrays.tangents[v * 4 + 0], 1, 1e-2) << v;  // +U along +X
    EXPECT_NEAR(arrays.tangents[v * 4 + 1], 0, 1e-2) << v;
    EXPECT_NEAR(arrays.tangents[v * 4 + 2], 0, 1e-2) << v;
    // bitangent = cross(normal, tangent) * w = +Y * w must point along +V, which is -Y.
    EXPECT_EQ(arrays.tangents[v * 4 + 3], -1) << v;
  }
}

TEST(GltfDocument, GivenTangentsAreKept) {
  TestGltf gltf;
  gltf.add_floats(kTriangle, "VEC3");
  gltf.add_floats({0, 0, 1, 0, 0, 1, 0, 0, 1}, "VEC3");
  gltf.add_floats({0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1}, "VEC4");
  gltf.add_floats({0, 0, 1, 0, 0, 1}, "VEC2");
  const Owned<Node> root = import_text(gltf.gltf(
      one_mesh_node(R"({"attributes":{"POSITION":0,"NORMAL":1,"TANGENT":2,"TEXCOORD_0":3}})")));
  const MeshArrays arrays = surface_arrays(*root);
  ASSERT_EQ(arrays.tangents.size(), 12);
  EXPECT_NEAR(arrays.tangents[1], 1, 1e-2);  // +Y, as given
  EXPECT_EQ(arrays.tangents[3], 1);
}

TEST(GltfDocument, StripsFansAndLoopsBecomeListsGodotDraws) {
  TestGltf gltf;
  gltf.add_floats(kQuad, "VEC3");
  gltf.add_floats({0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1}, "VEC3");
  const Owned<Node> root =
      import_text(gltf.gltf(one_mesh_node(R"({"attributes":{"POSITION":0,"NORMAL":1},"mode":5},)"
                                          R"({"attributes":{"POSITION":0,"NORMAL":1},"mode":6},)"
                                          R"({"attributes":{"POSITION":0},"mode":2},)"
                                          R"({"attributes":{"POSITION":0},"mode":3},)"
                                          R"({"attributes":{"POSITION":0},"mode":0})")));
  const Ref<Mesh> mesh = root->get_node<MeshInstance3D>("Mesh")->get_mesh();
  ASSERT_EQ(mesh->get_surface_count(), 5);
  // Strip 0 1 2 3: triangles (0 1 2) and (2 1 3), each then wound clockwise.
  EXPECT_EQ(mesh->surface_get_primitive_type(0), Mesh::PRIMITIVE_TRIANGLES);
  EXPECT_THAT(indices_of(mesh->surface_get_arrays(0)), ElementsAre(0, 2, 1, 2, 3, 1));
  // Fan 0 1 2 3: triangles (0 1 2) and (0 2 3).
  EXPECT_EQ(mesh->surface_get_primitive_type(1), Mesh::PRIMITIVE_TRIANGLES);
  EXPECT_THAT(indices_of(mesh->surface_get_arrays(1)), ElementsAre(0, 2, 1, 0, 3, 2));
  // Loop: the closing segment added.
  EXPECT_EQ(mesh->surface_get_primitive_type(2), Mesh::PRIMITIVE_LINES);
  EXPECT_THAT(indices_of(mesh->surface_get_arrays(2)), ElementsAre(0, 1, 1, 2, 2, 3, 3, 0));
  EXPECT_EQ(mesh->surface_get_primitive_type(3), Mesh::PRIMITIVE_LINE_STRIP);
  EXPECT_EQ(mesh->surface_get_primitive_type(4), Mesh::PRIMITIVE_POINTS);
  EXPECT_EQ(mesh->surface_get_array_index_len(4), 0);
}

TEST(GltfDocument, NormalizedIntegersAndSparseAccessorsAreRead) {
  TestGltf gltf;
  gltf.add_floats(kTriangle, "VEC3");  // accessor 0
  // Colors as normalized unsigned bytes, RGBA.
  const int colors = gltf.add_view({255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0});
  gltf.add_accessor_json(R"({"bufferView":)" + std::to_string(colors) +
                         R"(,"componentType":5121,"normalized":true,"count":3,"type":"VEC4"})");
  // UVs as normalized unsigned shorts.
  const int uvs = gltf.add_view({0xff, 0xff, 0, 0, 0, 0, 0xff, 0xff, 0, 0x80, 0, 0});
  gltf.add_accessor_json(R"({"bufferView":)" + std::to_string(uvs) +
                         R"(,"componentType":5123,"normalized":true,"count":3,"type":"VEC2"})");
  // Positions again, vertex 2 replaced through a sparse accessor.
  const int sparse_indices = gltf.add_view({2, 0});
  std::vector<std::uint8_t> value(12);
  const float moved[3] = {5, 6, 7};
  std::memcpy(value.data(), moved, sizeof moved);
  const int sparse_values = gltf.add_view(value);
  gltf.add_accessor_json(
      R"({"bufferView":0,"componentType":5126,"count":3,"type":"VEC3","sparse":{"count":1,)"
      R"("indices":{"bufferView":)" +
      std::to_string(sparse_indices) + R"(,"componentType":5123},"values":{"bufferView":)" +
      std::to_string(sparse_values) + "}}}");
  const Owned<Node> root = import_text(gltf.gltf(
      one_mesh_node(R"({"attributes":{"POSITION":3,"COLOR_0":1,"TEXCOORD_0":2},"mode":0})")));
  const MeshArrays arrays = surface_arrays(*root);
  ASSERT_EQ(arrays.vertex_count(), 3);
  EXPECT_EQ(arrays.vertices[0], Vector3(0, 0, 0));
  EXPECT_EQ(arrays.vertices[2], Vector3(5, 6, 7));
  EXPECT_NEAR(arrays.colors[0].r, 1, 1e-2);
  EXPECT_NEAR(arrays.colors[1].a, 128.0 / 255, 1e-2);
  EXPECT_NEAR(arrays.uvs[0].x, 1, 1e-3);
  EXPECT_NEAR(arrays.uvs[1].y, 1, 1e-3);
}

TEST(GltfDocument, NodesGetGodotsUniqueNames) {
  TestGltf gltf;
  gltf.add_floats(kTriangle, "VEC3");
  const Owned<Node> root = import_text(gltf.gltf(
      R"("scenes":[{"nodes":[0,1,2,3,4,5,6]}],"meshes":[{"primitives":[{"attributes":{"POSITION":0}}]}],)"
      R"("cameras":[{"type":"perspective","perspective":{"yfov":1,"znear":0.1}}],)"
      R"("nodes":[{"name":"Box"},{"name":"Box"},{"name":"a.b:c"},{"mesh":0},{"mesh":0},{},)"
      R"({"camera":0}])"));
  EXPECT_EQ(root->get_name(), StringName("inline"));  // the file's name: the scene has none
  EXPECT_THAT(child_names(root.get()),
              ElementsAre("Box", "Box2", "a_b_c", "Mesh", "Mesh2", "Node", "Camera"));
  for (const Node* child : root->get_children()) EXPECT_EQ(child->get_owner(), root.get());
}

TEST(GltfDocument, TheSceneNamesTheRootUnlessItsNameIsGeneric) {
  EXPECT_EQ(import_text(R"({"asset":{"version":"2.0"},"scenes":[{"name":"Level","nodes":[]}]})")
                ->get_name(),
            StringName("Level"));
  EXPECT_EQ(import_text(R"({"asset":{"version":"2.0"},"scenes":[{"name":"Scene","nodes":[]}]})")
                ->get_name(),
            StringName("inline"));
}

TEST(GltfDocument, HierarchyAndTransformsFollowTheNodes) {
  const double s = std::sqrt(0.5);
  const Owned<Node> root = import_text(
      R"({"asset":{"version":"2.0"},"scene":1,"scenes":[{"nodes":[]},{"nodes":[0]}],"nodes":[)"
      R"({"name":"Parent","children":[1,2],"translation":[1,2,3],"rotation":[0,)" +
      std::to_string(s) + "," + "0," + std::to_string(s) +
      R"(],"scale":[2,2,2]},)"
      R"({"name":"Child","children":[3],"matrix":[1,0,0,0,0,1,0,0,0,0,1,0,5,6,7,1]},)"
      R"({"name":"Other"},{"name":"Grand"}]})");
  const auto* parent = root->get_node<Node3D>("Parent");
  const Transform3D transform = parent->get_transform();
  EXPECT_TRUE(transform.origin.is_equal_approx(Vector3(1, 2, 3)));
  // 90° about +Y takes +X to -Z; the scale doubles it.
  EXPECT_TRUE(transform.basis.xform(Vector3(1, 0, 0)).is_equal_approx(Vector3(0, 0, -2)));
  EXPECT_THAT(child_names(parent), ElementsAre("Child", "Other"));
  const auto* child = root->get_node<Node3D>("Parent/Child");
  EXPECT_TRUE(child->get_transform().origin.is_equal_approx(Vector3(5, 6, 7)));
  EXPECT_NE(root->get_node_or_null("Parent/Child/Grand"), nullptr);
}

TEST(GltfDocument, CamerasBecomeCamera3D) {
  const Owned<Node> root = import_text(
      R"({"asset":{"version":"2.0"},"scenes":[{"nodes":[0,1]}],"nodes":[{"camera":0},{"camera":1}],)"
      R"("cameras":[{"type":"perspective","perspective":{"yfov":0.5,"znear":0.1}},)"
      R"({"type":"orthographic","orthographic":{"xmag":4,"ymag":3,"znear":0.5,"zfar":50}}]})");
  const auto* perspective = root->get_node<Camera3D>("Camera");
  EXPECT_EQ(perspective->get_projection(), Camera3D::PROJECTION_PERSPECTIVE);
  EXPECT_NEAR(perspective->get_fov(), 0.5 * 180 / Math::PI, 1e-3);
  EXPECT_NEAR(perspective->get_near(), 0.1, 1e-6);
  EXPECT_EQ(perspective->get_far(), 4000);  // infinite: Godot's importer default
  const auto* orthographic = root->get_node<Camera3D>("Camera2");
  EXPECT_EQ(orthographic->get_projection(), Camera3D::PROJECTION_ORTHOGONAL);
  EXPECT_EQ(orthographic->get_size(), 6);  // ymag is half the height
  EXPECT_EQ(orthographic->get_near(), 0.5);
  EXPECT_EQ(orthographic->get_far(), 50);
}

TEST(GltfDocument, PunctualLightsConvertAsGodotsImporterDoes) {
  const Owned<Node> root =
      import_text(R"({"asset":{"version":"2.0"},"extensionsUsed":["KHR_lights_punctual"],)"
                  R"("extensions":{"KHR_lights_punctual":{"lights":[)"
                  R"({"type":"directional","color":[1,0.5,0.25],"intensity":3},)"
                  R"({"type":"point","intensity":20,"range":10},)"
                  R"({"type":"spot","spot":{"innerConeAngle":0.2,"outerConeAngle":0.4}},)"
                  R"({"type":"point","range":100000}]}},)"
                  R"("scenes":[{"nodes":[0,1,2,3]}],"nodes":[)"
                  R"({"name":"Sun","extensions":{"KHR_lights_punctual":{"light":0}}},)"
                  R"({"name":"Bulb","extensions":{"KHR_lights_punctual":{"light":1}}},)"
                  R"({"name":"Spot","extensions":{"KHR_lights_punctual":{"light":2}}},)"
                  R"({"name":"Far","extensions":{"KHR_lights_punctual":{"light":3}}}]})");
  const auto* sun = root->get_node<DirectionalLight3D>("Sun");
  EXPECT_EQ(sun->get_param(Light3D::PARAM_ENERGY), 3);
  EXPECT_TRUE(sun->get_color().is_equal_approx(Color(1, 0.5f, 0.25f).linear_to_srgb()));
  EXPECT_EQ(sun->get_param(Light3D::PARAM_ATTENUATION), 2);
  const auto* bulb = root->get_node<OmniLight3D>("Bulb");
  EXPECT_EQ(bulb->get_param(Light3D::PARAM_ENERGY), 20);
  EXPECT_EQ(bulb->get_param(Light3D::PARAM_RANGE), 10);
  const auto* spot = root->get_node<SpotLight3D>("Spot");
  EXPECT_NEAR(spot->get_param(Light3D::PARAM_SPOT_ANGLE), 0.4 * 180 / Math::PI, 1e-3);
  EXPECT_NEAR(spot->get_param(Light3D::PARAM_SPOT_ATTENUATION), 0.2 / (1 - 0.5) - 0.1, 1e-5);
  EXPECT_EQ(spot->get_param(Light3D::PARAM_RANGE), 4096);  // no range: infinite, clamped
  EXPECT_EQ(root->get_node<OmniLight3D>("Far")->get_param(Light3D::PARAM_RANGE), 4096);
}

// A mesh whose primitives use the file's materials 0..count-1, in order.
std::string mesh_with_materials(int count, const std::string& attributes) {
  std::string primitives;
  for (int m = 0; m < count; ++m) {
    primitives += (m ? "," : "") + std::string(R"({"attributes":)") + attributes +
                  R"(,"material":)" + std::to_string(m) + "}";
  }
  return one_mesh_node(primitives);
}

Ref<StandardMaterial3D> surface_material(const Node& root, int surface) {
  return ref_cast<StandardMaterial3D>(
      root.get_node<MeshInstance3D>("Mesh")->get_mesh()->surface_get_material(surface));
}

TEST(GltfDocument, MaterialsBecomeStandardMaterial3D) {
  TestGltf gltf;
  gltf.add_floats(kTriangle, "VEC3");
  gltf.add_floats({0, 0, 1, 0, 0, 1}, "VEC2");
  const Owned<Node> root = import_text(gltf.gltf(
      mesh_with_materials(5, R"({"POSITION":0,"TEXCOORD_0":1})") + "," +
      R"("images":[{"uri":"data:image/png;base64,)" + kRedPixelPngBase64 +
      R"("}],)"
      R"("samplers":[{"minFilter":9728,"wrapS":33071}],"textures":[{"source":0,"sampler":0}],)"
      R"("materials":[{"name":"Cut","pbrMetallicRoughness":{"baseColorFactor":[0.5,0.25,1,0.5],)"
      R"("metallicFactor":0.2,"roughnessFactor":0.7,"baseColorTexture":{"index":0,"extensions":)"
      R"({"KHR_texture_transform":{"offset":[0.5,0.25],"scale":[2,3]}}},)"
      R"("metallicRoughnessTexture":{"index":0}},"normalTexture":{"index":0,"scale":0.5},)"
      R"("occlusionTexture":{"index":0},"emissiveFactor":[1,0,0],)"
      R"("extensions":{"KHR_materials_emissive_strength":{"emissiveStrength":4}},)"
      R"("alphaMode":"MASK","alphaCutoff":0.3,"doubleSided":true},)"
      R"({"alphaMode":"BLEND"},{"emissiveTexture":{"index":0}},)"
      R"({"extensions":{"KHR_materials_unlit":{}}},{"pbrMetallicRoughness":{}}])"));
  const Ref<StandardMaterial3D> cut = surface_material(*root, 0);
  ASSERT_TRUE(cut);
  EXPECT_EQ(cut->get_name(), "Cut");
  EXPECT_TRUE(cut->get_albedo().is_equal_approx(Color(0.5f, 0.25f, 1, 0.5f).linear_to_srgb()));
  EXPECT_FLOAT_EQ(cut->get_metallic(), 0.2f);
  EXPECT_FLOAT_EQ(cut->get_roughness(), 0.7f);
  const Ref<Texture2D> texture = cut->get_texture(BaseMaterial3D::TEXTURE_ALBEDO);
  ASSERT_TRUE(ref_cast<ImageTexture>(texture));
  EXPECT_EQ(texture->get_width(), 1);
  EXPECT_EQ(texture->get_image()->get_pixel(0, 0), Color(1, 0, 0));
  // One image, one texture: shared by every slot that uses it.
  EXPECT_EQ(cut->get_texture(BaseMaterial3D::TEXTURE_METALLIC), texture);
  EXPECT_EQ(cut->get_metallic_texture_channel(), BaseMaterial3D::TEXTURE_CHANNEL_BLUE);
  EXPECT_EQ(cut->get_texture(BaseMaterial3D::TEXTURE_ROUGHNESS), texture);
  EXPECT_EQ(cut->get_roughness_texture_channel(), BaseMaterial3D::TEXTURE_CHANNEL_GREEN);
  EXPECT_EQ(cut->get_texture(BaseMaterial3D::TEXTURE_NORMAL), texture);
  EXPECT_TRUE(cut->get_feature(BaseMaterial3D::FEATURE_NORMAL_MAPPING));
  EXPECT_FLOAT_EQ(cut->get_normal_scale(), 0.5f);
  EXPECT_EQ(cut->get_texture(BaseMaterial3D::TEXTURE_AMBIENT_OCCLUSION), texture);
  EXPECT_TRUE(cut->get_feature(BaseMaterial3D::FEATURE_AMBIENT_OCCLUSION));
  EXPECT_EQ(cut->get_ao_texture_channel(), BaseMaterial3D::TEXTURE_CHANNEL_RED);
  // The sampler: nearest, clamped in U.
  EXPECT_EQ(cut->get_texture_filter(), BaseMaterial3D::TEXTURE_FILTER_NEAREST);
  EXPECT_FALSE(cut->get_flag(BaseMaterial3D::FLAG_USE_TEXTURE_REPEAT));
  EXPECT_EQ(cut->get_uv1_offset(), Vector3(0.5f, 0.25f, 0));
  EXPECT_EQ(cut->get_uv1_scale(), Vector3(2, 3, 1));
  EXPECT_TRUE(cut->get_feature(BaseMaterial3D::FEATURE_EMISSION));
  EXPECT_TRUE(cut->get_emission().is_equal_approx(Color(1, 0, 0)));
  EXPECT_FLOAT_EQ(cut->get_emission_energy_multiplier(), 4);
  EXPECT_EQ(cut->get_transparency(), BaseMaterial3D::TRANSPARENCY_ALPHA_SCISSOR);
  EXPECT_FLOAT_EQ(cut->get_alpha_scissor_threshold(), 0.3f);
  EXPECT_EQ(cut->get_cull_mode(), BaseMaterial3D::CULL_DISABLED);

  const Ref<StandardMaterial3D> blend = surface_material(*root, 1);
  EXPECT_EQ(blend->get_name(), "material_1");
  EXPECT_EQ(blend->get_transparency(), BaseMaterial3D::TRANSPARENCY_ALPHA_DEPTH_PRE_PASS);
  EXPECT_EQ(blend->get_cull_mode(), BaseMaterial3D::CULL_BACK);
  EXPECT_FALSE(blend->get_feature(BaseMaterial3D::FEATURE_EMISSION));
  const Ref<StandardMaterial3D> glowing = surface_material(*root, 2);
  EXPECT_EQ(glowing->get_texture(BaseMaterial3D::TEXTURE_EMISSION), texture);
  EXPECT_TRUE(glowing->get_feature(BaseMaterial3D::FEATURE_EMISSION));
  EXPECT_EQ(surface_material(*root, 3)->get_shading_mode(), BaseMaterial3D::SHADING_MODE_UNSHADED);
  // glTF's defaults: metallic and rough; Godot's importer's sampler: linear with mipmaps.
  const Ref<StandardMaterial3D> plain = surface_material(*root, 4);
  EXPECT_EQ(plain->get_metallic(), 1);
  EXPECT_EQ(plain->get_roughness(), 1);
  EXPECT_TRUE(plain->get_albedo().is_equal_approx(Color(1, 1, 1)));
  EXPECT_EQ(plain->get_transparency(), BaseMaterial3D::TRANSPARENCY_DISABLED);
  // The surface takes the material's name.
  EXPECT_EQ(
      ref_cast<ArrayMesh>(root->get_node<MeshInstance3D>("Mesh")->get_mesh())->surface_get_name(0),
      "Cut");
}

TEST(GltfDocument, ImagesInBufferViewsDecodeFromTheGlb) {
  TestGltf gltf;
  gltf.add_floats(kTriangle, "VEC3");
  gltf.add_floats({0, 0, 1, 0, 0, 1}, "VEC2");
  const int png = gltf.add_view(from_base64(kRedPixelPngBase64));
  const std::vector<std::uint8_t> glb =
      gltf.glb(mesh_with_materials(1, R"({"POSITION":0,"TEXCOORD_0":1})") +
               R"(,"images":[{"bufferView":)" + std::to_string(png) +
               R"(,"mimeType":"image/png","name":"red"}],"textures":[{"source":0}],)"
               R"("materials":[{"pbrMetallicRoughness":{"baseColorTexture":{"index":0}}}])");
  const Owned<Node> root = detail::build_gltf_scene(glb, "red.glb", "");
  const Ref<StandardMaterial3D> material = surface_material(*root, 0);
  const Ref<ImageTexture> texture =
      ref_cast<ImageTexture>(material->get_texture(BaseMaterial3D::TEXTURE_ALBEDO));
  ASSERT_TRUE(texture);
  EXPECT_EQ(texture->get_name(), "red");
  EXPECT_EQ(texture->get_image()->get_pixel(0, 0), Color(1, 0, 0));
  // No sampler: Godot's importer's default, linear with mipmaps, repeating.
  EXPECT_EQ(material->get_texture_filter(), BaseMaterial3D::TEXTURE_FILTER_LINEAR_WITH_MIPMAPS);
  EXPECT_TRUE(material->get_flag(BaseMaterial3D::FLAG_USE_TEXTURE_REPEAT));
}

TEST(GltfDocument, VertexColorsShowThroughTheMaterial) {
  TestGltf gltf;
  gltf.add_floats(kTriangle, "VEC3");
  gltf.add_floats({1, 0, 0, 0, 1, 0, 0, 0, 1}, "VEC3");
  const Owned<Node> root = import_text(gltf.gltf(
      one_mesh_node(R"({"attributes":{"POSITION":0,"COLOR_0":1},"material":0},)"
                    R"({"attributes":{"POSITION":0,"COLOR_0":1}},{"attributes":{"POSITION":0}})") +
      R"(,"materials":[{"name":"Painted"}])"));
  EXPECT_TRUE(surface_material(*root, 0)->get_flag(BaseMaterial3D::FLAG_ALBEDO_FROM_VERTEX_COLOR));
  // Without a material: a plain StandardMaterial3D, showing the colors when there are some.
  EXPECT_TRUE(surface_material(*root, 1)->get_flag(BaseMaterial3D::FLAG_ALBEDO_FROM_VERTEX_COLOR));
  EXPECT_FALSE(surface_material(*root, 2)->get_flag(BaseMaterial3D::FLAG_ALBEDO_FROM_VERTEX_COLOR));
  const MeshArrays arrays = surface_arrays(*root, 0);
  EXPECT_EQ(arrays.colors[1], Color(0, 1, 0, 1));
}

TEST(GltfDocument, AMeshUsedTwiceIsOneArrayMesh) {
  TestGltf gltf;
  gltf.add_floats(kTriangle, "VEC3");
  const Owned<Node> root = import_text(
      gltf.gltf(R"("scenes":[{"nodes":[0,1]}],"nodes":[{"mesh":0},{"mesh":0}],)"
                R"("meshes":[{"name":"Tri","primitives":[{"attributes":{"POSITION":0}}]}])"));
  const Ref<Mesh> first = root->get_node<MeshInstance3D>("Mesh")->get_mesh();
  EXPECT_EQ(first->get_name(), "Tri");
  EXPECT_EQ(root->get_node<MeshInstance3D>("Mesh2")->get_mesh(), first);
}

TEST(GltfDocument, AGlbReadsLikeTheText) {
  TestGltf gltf;
  gltf.add_floats(kTriangle, "VEC3");
  const std::string body = one_mesh_node(R"({"attributes":{"POSITION":0}})");
  const std::vector<std::uint8_t> glb = gltf.glb(body);
  const Owned<Node> root = detail::build_gltf_scene(glb, "tri.glb", "");
  EXPECT_EQ(root->get_name(), StringName("tri"));
  EXPECT_EQ(surface_arrays(*root).vertex_count(), 3);
}

}  // namespace
}  // namespace arbor::test
