// Rendering resources in scene files: read as their classes with Godot's property names and
// values, written back byte for byte; bad payloads are load warnings naming the file, line,
// sub-resource and property, the value is kept as written and the rest of the scene loads.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "arbor/core/object/missing_resource.h"
#include "arbor/io/packed_scene.h"
#include "arbor/io/resource_loader.h"
#include "arbor/io/text_resource_format.h"
#include "arbor/scene/node.h"
#include "arbor/scene/resources/array_mesh.h"
#include "arbor/scene/resources/atlas_texture.h"
#include "arbor/scene/resources/box_mesh.h"
#include "arbor/scene/resources/compressed_texture_2d.h"
#include "arbor/scene/resources/environment.h"
#include "arbor/scene/resources/image_texture.h"
#include "arbor/scene/resources/multi_mesh.h"
#include "arbor/scene/resources/orm_material_3d.h"
#include "arbor/scene/resources/shader_material.h"
#include "arbor/scene/resources/standard_material_3d.h"

namespace arbor {
namespace {

using testing::HasSubstr;

// Collects load warnings while alive.
struct WarningLog {
  WarningLog() {
    ResourceLoader::set_warning_handler([this](const LoadWarning& w) { warnings.push_back(w); });
  }
  ~WarningLog() { ResourceLoader::set_warning_handler({}); }
  std::vector<LoadWarning> warnings;
};

template <class T>
T* sub(const SceneState& state, const std::string& id) {
  for (const SubResourceEntry& entry : state.sub_resources) {
    if (entry.id == id) return dynamic_cast<T*>(entry.resource.get());
  }
  return nullptr;
}

SceneState read(const std::string& text) {
  TextReadOptions options;
  options.file = "res://test.tscn";
  return read_scene_text(text, options);
}

constexpr const char* kTriangle = R"([gd_scene load_steps=3 format=4]

[sub_resource type="StandardMaterial3D" id="StandardMaterial3D_a"]
albedo_color = Color(1, 0, 0, 1)

[sub_resource type="ArrayMesh" id="ArrayMesh_a"]
_surfaces = [{
"aabb": AABB(0, 0, 0, 1, 1, 0),
"format": 34359742465,
"index_count": 3,
"index_data": PackedByteArray("AAABAAIA"),
"material": SubResource("StandardMaterial3D_a"),
"name": "tri",
"primitive": 3,
"uv_scale": Vector4(0, 0, 0, 0),
"vertex_count": 3,
"vertex_data": PackedByteArray("AAAAAAAAAAAAAAAAAACAPwAAAAAAAAAAAAAAAAAAgD8AAAAA")
}]

[node name="Root" type="Node3D"]
)";

TEST(ResourceClasses, ArrayMeshSurfacesAsGodotWritesThem) {
  WarningLog log;
  SceneState state = read(kTriangle);
  auto* mesh = sub<ArrayMesh>(state, "ArrayMesh_a");
  ASSERT_NE(mesh, nullptr);
  ASSERT_EQ(mesh->get_surface_count(), 1);
  EXPECT_EQ(mesh->surface_get_name(0), "tri");
  EXPECT_EQ(mesh->surface_get_material(0).get(), sub<Resource>(state, "StandardMaterial3D_a"));
  const MeshArrays arrays = mesh->surface_get_arrays(0);
  ASSERT_EQ(arrays.vertices.size(), 3);
  EXPECT_EQ(arrays.vertices[1], Vector3(1, 0, 0));
  EXPECT_EQ(arrays.vertices[2], Vector3(0, 1, 0));
  EXPECT_EQ(std::vector<int32_t>(arrays.indices.begin(), arrays.indices.end()),
            (std::vector<int32_t>{0, 1, 2}));
  EXPECT_EQ(mesh->surface_get_primitive_type(0), Mesh::PRIMITIVE_TRIANGLES);
  EXPECT_EQ(mesh->get_aabb(), AABB(Vector3(), Vector3(1, 1, 0)));
  EXPECT_TRUE(log.warnings.empty());
  EXPECT_EQ(write_scene_text(state), kTriangle);
}

TEST(ResourceClasses, ArrayMeshWrittenFromArraysReadsBack) {
  Ref<ArrayMesh> mesh = make_ref<ArrayMesh>();
  MeshArrays arrays;
  arrays.vertices = PackedVector3Array({Vector3(0, 0, 0), Vector3(2, 0, 0), Vector3(0, 2, 0)});
  arrays.normals = PackedVector3Array({Vector3(0, 0, 1), Vector3(0, 0, 1), Vector3(0, 0, 1)});
  arrays.uvs = PackedVector2Array({Vector2(0, 0), Vector2(1, 0), Vector2(0, 1)});
  arrays.colors = PackedColorArray({Color(1, 0, 0), Color(0, 1, 0), Color(0, 0, 1)});
  arrays.indices = PackedInt32Array({0, 1, 2});
  mesh->add_surface_from_arrays(Mesh::PRIMITIVE_TRIANGLES, arrays);
  Ref<ArrayMesh> copy = make_ref<ArrayMesh>();
  copy->set_surfaces_array(mesh->get_surfaces_array());
  const MeshArrays back = copy->surface_get_arrays(0);
  EXPECT_EQ(back.vertices[1], Vector3(2, 0, 0));
  EXPECT_NEAR(back.normals[2].z, 1, 1e-4);
  EXPECT_EQ(back.uvs[2], Vector2(0, 1));
  EXPECT_EQ(back.colors[0], Color(1, 0, 0));
  EXPECT_EQ(copy->get_aabb().position, Vector3());
  EXPECT_EQ(copy->get_aabb().size.x, 2);
  EXPECT_NEAR(copy->get_aabb().size.z, 0, 1e-4);  // Godot keeps a flat box a little thick
}

TEST(ResourceClasses, ABadSurfaceIsAWarningAndTheSceneStillLoads) {
  std::string text = kTriangle;
  // The index 5 is out of range for 3 vertices.
  text.replace(text.find("AAABAAIA"), 8, "AAABAAUA");
  WarningLog log;
  SceneState state = read(text);
  auto* mesh = sub<ArrayMesh>(state, "ArrayMesh_a");
  ASSERT_NE(mesh, nullptr);
  EXPECT_EQ(mesh->get_surface_count(), 0);
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_EQ(log.warnings[0].kind, LoadWarning::RESOURCE);
  EXPECT_EQ(log.warnings[0].file, "res://test.tscn");
  EXPECT_THAT(log.warnings[0].message, HasSubstr("ArrayMesh \"ArrayMesh_a\": _surfaces"));
  EXPECT_THAT(log.warnings[0].message, HasSubstr("is 5, out of range for 3 vertices"));
  EXPECT_THAT(log.warnings[0].message, testing::StartsWith("7:1: "));  // where `_surfaces` is
  EXPECT_EQ(state.nodes.size(), 1u);
  EXPECT_EQ(write_scene_text(state), text);  // kept as written
}

TEST(ResourceClasses, ASurfaceBufferOfTheWrongLengthIsAWarning) {
  std::string text = kTriangle;
  const std::string full = "AAAAAAAAAAAAAAAAAACAPwAAAAAAAAAAAAAAAAAAgD8AAAAA";
  text.replace(text.find(full), full.size(), "AAAAAAAAAAAAAAAAAACAPwAAAAAAAAAAAAAAAAAA");
  WarningLog log;
  SceneState state = read(text);
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_THAT(log.warnings[0].message, HasSubstr("vertex_data"));
  EXPECT_EQ(sub<ArrayMesh>(state, "ArrayMesh_a")->get_surface_count(), 0);
  EXPECT_NE(sub<StandardMaterial3D>(state, "StandardMaterial3D_a"), nullptr);
  EXPECT_EQ(write_scene_text(state), text);
}

constexpr const char* kImage = R"([gd_scene load_steps=4 format=3]

[sub_resource type="Image" id="Image_a"]
data = {
"data": PackedByteArray(255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128),
"format": "RGBA8",
"height": 2,
"mipmaps": false,
"width": 2
}

[sub_resource type="ImageTexture" id="ImageTexture_a"]
image = SubResource("Image_a")

[sub_resource type="AtlasTexture" id="AtlasTexture_a"]
atlas = SubResource("ImageTexture_a")
region = Rect2(1, 0, 1, 2)
margin = Rect2(0, 0, 2, 0)
filter_clip = true

[node name="Root" type="Node3D"]
)";

TEST(ResourceClasses, EmbeddedImagesDecodeAndRoundTrip) {
  SceneState state = read(kImage);
  auto* texture = sub<ImageTexture>(state, "ImageTexture_a");
  ASSERT_NE(texture, nullptr);
  EXPECT_EQ(texture->get_width(), 2);
  EXPECT_EQ(texture->get_height(), 2);
  EXPECT_TRUE(texture->has_alpha());
  const Ref<Image> image = texture->get_image();
  EXPECT_EQ(image->get_format(), Image::FORMAT_RGBA8);
  EXPECT_EQ(image->get_pixel(1, 0), Color(0, 1, 0, 1));
  EXPECT_NEAR(image->get_pixel(1, 1).a, 128.0 / 255.0, 1e-6);
  auto* atlas = sub<AtlasTexture>(state, "AtlasTexture_a");
  ASSERT_NE(atlas, nullptr);
  EXPECT_EQ(atlas->get_region(), Rect2(1, 0, 1, 2));
  EXPECT_TRUE(atlas->has_filter_clip());
  EXPECT_EQ(atlas->get_width(), 3);           // region plus margin, as Godot's get_width
  const Ref<Image> cut = atlas->get_image();  // the region alone, as Godot's get_image
  ASSERT_EQ(cut->get_width(), 1);
  EXPECT_EQ(cut->get_pixel(0, 0), Color(0, 1, 0, 1));
  EXPECT_EQ(write_scene_text(state), kImage);
}

TEST(ResourceClasses, AnImageOfTheWrongSizeIsAWarningAndKeptAsWritten) {
  std::string text = kImage;
  text.replace(text.find(", 255, 255, 255, 128)"), 21, ", 255, 255, 255)");
  WarningLog log;
  SceneState state = read(text);
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_THAT(log.warnings[0].message, HasSubstr("Image \"Image_a\": data"));
  EXPECT_THAT(log.warnings[0].message, HasSubstr("15"));
  EXPECT_TRUE(sub<Image>(state, "Image_a")->is_empty());
  EXPECT_EQ(write_scene_text(state), text);
}

constexpr const char* kMaterials = R"([gd_scene load_steps=5 format=3]

[sub_resource type="StandardMaterial3D" id="StandardMaterial3D_a"]
transparency = 2
alpha_scissor_threshold = 0.25
alpha_antialiasing_mode = 0
cull_mode = 2
vertex_color_use_as_albedo = true
albedo_color = Color(1, 0.5, 0, 0.5)
metallic = 0.3
roughness = 0.6
emission_enabled = true
emission = Color(0, 1, 0, 1)
emission_energy_multiplier = 2.5
uv1_scale = Vector3(2, 3, 1)
uv1_offset = Vector3(0.5, 0, 0)
billboard_mode = 1

[sub_resource type="ORMMaterial3D" id="ORMMaterial3D_a"]
albedo_color = Color(0, 0, 1, 1)

[sub_resource type="BoxMesh" id="BoxMesh_a"]
material = SubResource("StandardMaterial3D_a")
size = Vector3(2, 1, 1)

[sub_resource type="Shader" id="Shader_a"]
code = "shader_type spatial;
uniform vec4 tint : source_color;
"

[sub_resource type="ShaderMaterial" id="ShaderMaterial_a"]
render_priority = 0
shader = SubResource("Shader_a")
shader_parameter/tint = Color(1, 0, 0, 1)
shader_parameter/unused = null

[node name="Root" type="Node3D"]
)";

TEST(ResourceClasses, MaterialsKeepGodotsPropertiesAndOrder) {
  WarningLog log;
  SceneState state = read(kMaterials);
  auto* material = sub<StandardMaterial3D>(state, "StandardMaterial3D_a");
  ASSERT_NE(material, nullptr);
  EXPECT_EQ(material->get_transparency(), BaseMaterial3D::TRANSPARENCY_ALPHA_SCISSOR);
  EXPECT_FLOAT_EQ(material->get_alpha_scissor_threshold(), 0.25);
  EXPECT_EQ(material->get_cull_mode(), BaseMaterial3D::CULL_DISABLED);
  EXPECT_TRUE(material->get_flag(BaseMaterial3D::FLAG_ALBEDO_FROM_VERTEX_COLOR));
  EXPECT_EQ(material->get_albedo(), Color(1, 0.5, 0, 0.5));
  EXPECT_FLOAT_EQ(material->get_metallic(), 0.3);
  EXPECT_FLOAT_EQ(material->get_roughness(), 0.6);
  EXPECT_TRUE(material->get_feature(BaseMaterial3D::FEATURE_EMISSION));
  EXPECT_EQ(material->get_emission(), Color(0, 1, 0, 1));
  EXPECT_FLOAT_EQ(material->get_emission_energy_multiplier(), 2.5);
  EXPECT_EQ(material->get_uv1_scale(), Vector3(2, 3, 1));
  EXPECT_EQ(material->get_uv1_offset(), Vector3(0.5, 0, 0));
  EXPECT_EQ(material->get_billboard_mode(), BaseMaterial3D::BILLBOARD_ENABLED);
  EXPECT_NE(sub<ORMMaterial3D>(state, "ORMMaterial3D_a"), nullptr);
  auto* box = sub<BoxMesh>(state, "BoxMesh_a");
  ASSERT_NE(box, nullptr);
  EXPECT_EQ(box->surface_get_material(0).get(), material);
  EXPECT_EQ(box->get_aabb(), AABB(Vector3(-1, -0.5, -0.5), Vector3(2, 1, 1)));
  auto* shader_material = sub<ShaderMaterial>(state, "ShaderMaterial_a");
  ASSERT_NE(shader_material, nullptr);
  EXPECT_EQ(shader_material->get_shader_parameter("tint"), Variant(Color(1, 0, 0, 1)));
  EXPECT_EQ(shader_material->get_shader()->get_mode(), Shader::MODE_SPATIAL);
  EXPECT_TRUE(log.warnings.empty());
  EXPECT_EQ(write_scene_text(state), kMaterials);
}

TEST(ResourceClasses, AShaderMaterialSaysOnceThatItDrawsAFallback) {
  SceneState state = read(kMaterials);
  auto* shader_material = sub<ShaderMaterial>(state, "ShaderMaterial_a");
  WarningLog log;
  shader_material->warn_fallback_once();
  shader_material->warn_fallback_once();
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_THAT(log.warnings[0].message, HasSubstr("ShaderMaterial \"ShaderMaterial_a\""));
  EXPECT_THAT(log.warnings[0].message, HasSubstr("fallback"));
}

constexpr const char* kEnvironment = R"([gd_scene load_steps=5 format=3]

[sub_resource type="ProceduralSkyMaterial" id="ProceduralSkyMaterial_a"]
sky_top_color = Color(0.2, 0.4, 0.8, 1)
ground_bottom_color = Color(0.1, 0.1, 0.1, 1)

[sub_resource type="Sky" id="Sky_a"]
sky_material = SubResource("ProceduralSkyMaterial_a")

[sub_resource type="Environment" id="Environment_a"]
background_mode = 2
sky = SubResource("Sky_a")
ambient_light_source = 3
ambient_light_color = Color(0.5, 0.5, 0.5, 1)
ambient_light_energy = 0.75
tonemap_mode = 3
tonemap_exposure = 1.25
glow_enabled = true

[sub_resource type="MultiMesh" id="MultiMesh_a"]
transform_format = 1
use_colors = true
instance_count = 2
buffer = PackedFloat32Array(1, 0, 0, 5, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 1, 0, 2, 0, 0, 1, 0, 0, 1, 0, 1)

[node name="Root" type="Node3D"]
)";

TEST(ResourceClasses, EnvironmentSkyAndMultiMesh) {
  WarningLog log;
  SceneState state = read(kEnvironment);
  auto* environment = sub<Environment>(state, "Environment_a");
  ASSERT_NE(environment, nullptr);
  EXPECT_EQ(environment->get_background(), Environment::BG_SKY);
  EXPECT_EQ(environment->get_ambient_source(), Environment::AMBIENT_SOURCE_SKY);
  EXPECT_EQ(environment->get_ambient_light_color(), Color(0.5, 0.5, 0.5, 1));
  EXPECT_FLOAT_EQ(environment->get_ambient_light_energy(), 0.75);
  EXPECT_EQ(environment->get_tonemapper(), Environment::TONE_MAPPER_ACES);
  EXPECT_FLOAT_EQ(environment->get_tonemap_exposure(), 1.25);
  ASSERT_TRUE(environment->get_sky());
  auto* multimesh = sub<MultiMesh>(state, "MultiMesh_a");
  ASSERT_NE(multimesh, nullptr);
  EXPECT_EQ(multimesh->get_instance_count(), 2);
  EXPECT_EQ(multimesh->get_instance_transform(0).origin, Vector3(5, 0, 0));
  EXPECT_EQ(multimesh->get_instance_transform(1).origin, Vector3(0, 2, 0));
  EXPECT_EQ(multimesh->get_instance_color(1), Color(0, 1, 0, 1));
  EXPECT_TRUE(log.warnings.empty());
  EXPECT_EQ(write_scene_text(state), kEnvironment);
}

constexpr const char* kGodot3 = R"([gd_scene load_steps=3 format=2]

[sub_resource type="SpatialMaterial" id=1]
flags_unshaded = true
flags_transparent = true
params_cull_mode = 2
albedo_color = Color( 1, 0, 0, 1 )
emission_enabled = true
emission_energy = 3.0

[sub_resource type="CubeMesh" id=2]
material = SubResource( 1 )
size = Vector3( 2, 2, 2 )

[node name="Root" type="Spatial"]
)";

TEST(ResourceClasses, Godot3MaterialsAndCubesConvert) {
  WarningLog log;
  SceneState state = read(kGodot3);
  auto* material = sub<StandardMaterial3D>(state, "1");
  ASSERT_NE(material, nullptr);
  EXPECT_EQ(material->get_shading_mode(), BaseMaterial3D::SHADING_MODE_UNSHADED);
  EXPECT_EQ(material->get_transparency(), BaseMaterial3D::TRANSPARENCY_ALPHA);
  EXPECT_EQ(material->get_cull_mode(), BaseMaterial3D::CULL_DISABLED);
  EXPECT_FLOAT_EQ(material->get_emission_energy_multiplier(), 3);
  auto* box = sub<BoxMesh>(state, "2");
  ASSERT_NE(box, nullptr);
  EXPECT_EQ(box->get_size(), Vector3(2, 2, 2));
  EXPECT_TRUE(material->get_kept_properties().empty());
  EXPECT_TRUE(log.warnings.empty());
}

class ImageFiles : public testing::Test {
 protected:
  void SetUp() override {
    dir_ =
        std::filesystem::temp_directory_path() /
        ("arbor_image_files_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
    std::filesystem::create_directories(dir_);
    ResourceLoader::set_project_root(dir_.string());
  }
  void TearDown() override {
    ResourceLoader::set_project_root(".");
    std::filesystem::remove_all(dir_);
  }
  void write(const std::string& name, const std::string& bytes) {
    std::ofstream(dir_ / name, std::ios::binary) << bytes;
  }
  std::filesystem::path dir_;
};

// A 1x1 opaque red PNG.
constexpr unsigned char kRedPngBytes[] = {
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48,
    0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00,
    0x00, 0x90, 0x77, 0x53, 0xde, 0x00, 0x00, 0x00, 0x0c, 0x49, 0x44, 0x41, 0x54, 0x78,
    0xda, 0x63, 0xf8, 0xcf, 0xc0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00, 0xf7, 0x03, 0x41,
    0x43, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82};
const std::string kRedPng(reinterpret_cast<const char*>(kRedPngBytes), sizeof(kRedPngBytes));

// The node's class is not registered: it keeps `material` as a property, which is enough to reach
// the material the scene built.
TEST_F(ImageFiles, AMaterialsTextureFileLoadsWithTheScene) {
  write("red.png", kRedPng);
  write("scene.tscn", R"([gd_scene load_steps=3 format=3]

[ext_resource type="Texture2D" path="res://red.png" id="1_red"]

[sub_resource type="StandardMaterial3D" id="StandardMaterial3D_a"]
albedo_texture = ExtResource("1_red")

[node name="Root" type="MaterialUser"]
material = SubResource("StandardMaterial3D_a")
)");
  WarningLog log;
  Ref<PackedScene> scene = ResourceLoader::load<PackedScene>("res://scene.tscn");
  Node* root = scene->instantiate();
  auto* material = dynamic_cast<StandardMaterial3D*>(root->get("material").get_object());
  ASSERT_NE(material, nullptr);
  Ref<Texture2D> texture = material->get_texture(BaseMaterial3D::TEXTURE_ALBEDO);
  ASSERT_TRUE(texture);
  EXPECT_EQ(texture->get_path(), "res://red.png");
  EXPECT_EQ(texture->get_image()->get_pixel(0, 0), Color(1, 0, 0, 1));
  EXPECT_TRUE(log.warnings.empty());
  // Saved again, the texture is the same external resource.
  EXPECT_THAT(write_scene_text(scene->get_state()),
              HasSubstr("albedo_texture = ExtResource(\"1_red\")"));
  root->free();
}

TEST_F(ImageFiles, AMissingOrBrokenImageIsAPlaceholderAndAWarning) {
  write("broken.png", "not a png");
  WarningLog log;
  Ref<CompressedTexture2D> broken = ResourceLoader::load<CompressedTexture2D>("res://broken.png");
  Ref<CompressedTexture2D> missing = ResourceLoader::load<CompressedTexture2D>("res://gone.jpg");
  EXPECT_TRUE(broken->is_placeholder());
  EXPECT_TRUE(missing->is_placeholder());
  EXPECT_EQ(missing->get_width(), 16);
  // The placeholder is a magenta and black checker of 4-texel cells.
  EXPECT_EQ(missing->get_image()->get_pixel(0, 0), Color(1, 0, 1, 1));
  EXPECT_EQ(missing->get_image()->get_pixel(4, 0), Color(0, 0, 0, 1));
  ASSERT_EQ(log.warnings.size(), 2u);
  EXPECT_THAT(log.warnings[0].message, HasSubstr("CompressedTexture2D 'res://broken.png'"));
  EXPECT_THAT(log.warnings[0].file, HasSubstr("broken.png"));
  EXPECT_THAT(log.warnings[1].message, HasSubstr("res://gone.jpg"));
  EXPECT_THAT(log.warnings[1].message, HasSubstr("placeholder"));
}

}  // namespace
}  // namespace arbor
