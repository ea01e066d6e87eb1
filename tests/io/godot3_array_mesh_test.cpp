// Godot 3's ArrayMesh surfaces (`surfaces/N` in a format=2 file): the packed vertex buffer read
// as Godot 3's VisualServer laid it out (plain floats, half-float positions, 8-bit normals,
// octahedral normals and tangents), indices of 16 bits, and the surface kept in Godot 4's format
// so the file is written back with `_surfaces`. A buffer that does not fit its format is a
// warning, the mesh stays empty and the rest of the scene loads.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "arbor/io/resource_loader.h"
#include "arbor/io/text_resource_format.h"
#include "arbor/scene/resources/array_mesh.h"
#include "arbor/scene/resources/standard_material_3d.h"

namespace arbor {
namespace {

using testing::HasSubstr;

struct WarningLog {
  WarningLog() {
    ResourceLoader::set_warning_handler([this](const LoadWarning& w) { warnings.push_back(w); });
  }
  ~WarningLog() { ResourceLoader::set_warning_handler({}); }
  std::vector<LoadWarning> warnings;
};

// Bytes as Godot 3 writes them: PoolByteArray( 0, 0, 128, 63 ).
class Bytes {
 public:
  Bytes& f32(float v) { return raw(&v, 4); }
  Bytes& u16(uint16_t v) { return raw(&v, 2); }
  Bytes& u8(uint8_t v) { return raw(&v, 1); }
  [[nodiscard]] std::string text() const {
    std::string out = "PoolByteArray(";
    for (std::size_t i = 0; i < bytes_.size(); ++i) {
      out += (i ? ", " : " ") + std::to_string(bytes_[i]);
    }
    return out + " )";
  }

 private:
  Bytes& raw(const void* p, std::size_t n) {
    const auto* b = static_cast<const uint8_t*>(p);
    bytes_.insert(bytes_.end(), b, b + n);
    return *this;
  }
  std::vector<uint8_t> bytes_;
};

// A format=2 scene with one ArrayMesh of one surface.
std::string godot3_scene(uint64_t format, const Bytes& vertices, int vertex_count,
                         const std::string& extra = "") {
  return "[gd_scene load_steps=3 format=2]\n\n"
         "[sub_resource type=\"SpatialMaterial\" id=1]\n"
         "albedo_color = Color( 1, 0, 0, 1 )\n\n"
         "[sub_resource type=\"ArrayMesh\" id=2]\n"
         "surfaces/0 = {\n"
         "\"aabb\": AABB( 0, 0, 0, 1, 1, 0 ),\n"
         "\"array_data\": " +
         vertices.text() +
         ",\n"
         "\"array_index_data\": " +
         Bytes().u16(0).u16(1).u16(2).text() +
         ",\n"
         "\"blend_shape_data\": [  ],\n"
         "\"format\": " +
         std::to_string(format) +
         ",\n"
         "\"index_count\": 3,\n"
         "\"material\": SubResource( 1 ),\n"
         "\"name\": \"tri\",\n"
         "\"primitive\": 4,\n"
         "\"skeleton_aabb\": [  ],\n"
         "\"vertex_count\": " +
         std::to_string(vertex_count) + "\n}\n" + extra +
         "\n[node name=\"Root\" type=\"Spatial\"]\n";
}

SceneState read(const std::string& text) {
  TextReadOptions options;
  options.file = "res://old.tscn";
  return read_scene_text(text, options);
}

ArrayMesh* mesh_of(const SceneState& state) {
  for (const SubResourceEntry& entry : state.sub_resources) {
    if (auto* mesh = dynamic_cast<ArrayMesh*>(entry.resource.get())) return mesh;
  }
  return nullptr;
}

// Godot 3's ArrayFormat bits.
constexpr uint64_t kVertex = 1, kNormal = 2, kTangent = 4, kTexUv = 16, kIndex = 256;
constexpr uint64_t kCompressVertex = 1 << 9, kCompressNormal = 1 << 10, kCompressTangent = 1 << 11,
                   kOctahedral = 1 << 21;

TEST(Godot3ArrayMesh, PlainFloatsReadAndWriteBackAsGodot4Surfaces) {
  Bytes data;
  const float positions[3][3] = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  const float uvs[3][2] = {{0, 0}, {1, 0}, {0.25f, 1}};
  for (int i = 0; i < 3; ++i) {
    for (float p : positions[i]) data.f32(p);
    data.f32(0).f32(0).f32(1);  // normal
    data.f32(uvs[i][0]).f32(uvs[i][1]);
  }
  WarningLog log;
  SceneState state = read(godot3_scene(kVertex | kNormal | kTexUv | kIndex, data, 3));
  EXPECT_TRUE(log.warnings.empty());
  ArrayMesh* mesh = mesh_of(state);
  ASSERT_NE(mesh, nullptr);
  ASSERT_EQ(mesh->get_surface_count(), 1);
  EXPECT_EQ(mesh->surface_get_name(0), "tri");
  EXPECT_NE(dynamic_cast<StandardMaterial3D*>(mesh->surface_get_material(0).get()), nullptr);
  EXPECT_EQ(mesh->surface_get_primitive_type(0), Mesh::PRIMITIVE_TRIANGLES);
  EXPECT_EQ(mesh->get_aabb(), AABB(Vector3(), Vector3(1, 1, 0)));
  EXPECT_TRUE(mesh->get_kept_properties().empty());
  const MeshArrays arrays = mesh->surface_get_arrays(0);
  ASSERT_EQ(arrays.vertices.size(), 3);
  EXPECT_EQ(arrays.vertices[1], Vector3(1, 0, 0));
  EXPECT_EQ(arrays.vertices[2], Vector3(0, 1, 0));
  ASSERT_EQ(arrays.normals.size(), 3);
  EXPECT_NEAR(arrays.normals[0].z, 1, 1e-4);
  ASSERT_EQ(arrays.uvs.size(), 3);
  EXPECT_EQ(arrays.uvs[2], Vector2(0.25f, 1));
  EXPECT_EQ(std::vector<int32_t>(arrays.indices.begin(), arrays.indices.end()),
            (std::vector<int32_t>{0, 1, 2}));

  const std::string written = write_scene_text(state);
  EXPECT_THAT(written, HasSubstr("_surfaces = [{"));
  EXPECT_THAT(written, testing::Not(HasSubstr("surfaces/0")));
  SceneState again = read_scene_text(written, TextReadOptions{});
  ASSERT_EQ(mesh_of(again)->get_surface_count(), 1);
  EXPECT_EQ(mesh_of(again)->surface_get_arrays(0).vertices[1], Vector3(1, 0, 0));
}

TEST(Godot3ArrayMesh, HalfFloatPositionsAndByteNormals) {
  // Three halves padded to eight bytes, then a normal of four signed bytes.
  constexpr uint16_t kOne = 0x3c00, kHalf = 0x3800, kMinusOne = 0xbc00;
  Bytes data;
  data.u16(0).u16(0).u16(0).u16(0).u8(0).u8(0).u8(127).u8(0);
  data.u16(kOne).u16(0).u16(kHalf).u16(0).u8(0).u8(129).u8(0).u8(0);
  data.u16(0).u16(kMinusOne).u16(0).u16(0).u8(127).u8(0).u8(0).u8(0);
  WarningLog log;
  SceneState state =
      read(godot3_scene(kVertex | kNormal | kIndex | kCompressVertex | kCompressNormal, data, 3));
  EXPECT_TRUE(log.warnings.empty());
  ASSERT_EQ(mesh_of(state)->get_surface_count(), 1);
  const MeshArrays arrays = mesh_of(state)->surface_get_arrays(0);
  EXPECT_EQ(arrays.vertices[1], Vector3(1, 0, 0.5f));
  EXPECT_EQ(arrays.vertices[2], Vector3(0, -1, 0));
  EXPECT_NEAR(arrays.normals[0].z, 1, 1e-3);
  EXPECT_NEAR(arrays.normals[1].y, -1, 1e-3);
  EXPECT_NEAR(arrays.normals[2].x, 1, 1e-3);
}

TEST(Godot3ArrayMesh, OctahedralNormalsAndTangents) {
  // Both compressed: two signed bytes each. Normal +Z is (0, 0); tangent +X with a positive
  // binormal sign is (1, 0.5): the second value carries the sign.
  Bytes data;
  for (int i = 0; i < 3; ++i) {
    data.f32(float(i == 1)).f32(float(i == 2)).f32(0);
    data.u8(0).u8(0).u8(127).u8(64);
  }
  WarningLog log;
  SceneState state = read(godot3_scene(
      kVertex | kNormal | kTangent | kIndex | kCompressNormal | kCompressTangent | kOctahedral,
      data, 3));
  EXPECT_TRUE(log.warnings.empty());
  ASSERT_EQ(mesh_of(state)->get_surface_count(), 1);
  const MeshArrays arrays = mesh_of(state)->surface_get_arrays(0);
  EXPECT_NEAR(arrays.normals[0].z, 1, 1e-2);
  ASSERT_EQ(arrays.tangents.size(), 12);
  EXPECT_NEAR(arrays.tangents[0], 1, 1e-2);
  EXPECT_NEAR(arrays.tangents[1], 0, 1e-2);
  EXPECT_NEAR(arrays.tangents[2], 0, 2e-2);
  EXPECT_EQ(arrays.tangents[3], 1);
}

TEST(Godot3ArrayMesh, AShortBufferIsAWarningAndTheSceneStillLoads) {
  Bytes data;
  for (int i = 0; i < 8; ++i) data.f32(0);  // 32 bytes; three positions need 36
  WarningLog log;
  SceneState state = read(godot3_scene(kVertex | kIndex, data, 3));
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_EQ(log.warnings[0].kind, LoadWarning::RESOURCE);
  EXPECT_THAT(log.warnings[0].message, HasSubstr("ArrayMesh.surfaces/0"));
  EXPECT_THAT(log.warnings[0].message,
              HasSubstr("\"array_data\" holds 32 bytes; the format needs 12 per vertex"));
  ArrayMesh* mesh = mesh_of(state);
  ASSERT_NE(mesh, nullptr);
  EXPECT_EQ(mesh->get_surface_count(), 0);
  EXPECT_NE(mesh->get_kept_properties().find(StringName("surfaces/0")), nullptr);
  EXPECT_EQ(state.nodes.size(), 1u);
}

TEST(Godot3ArrayMesh, AnIndexOutOfRangeIsAWarning) {
  Bytes data;
  for (int i = 0; i < 6; ++i) data.f32(0);  // two vertices; the indices name a third
  WarningLog log;
  SceneState state = read(godot3_scene(kVertex | kIndex, data, 2));
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_THAT(log.warnings[0].message, HasSubstr("ArrayMesh.surfaces/0"));
  EXPECT_THAT(log.warnings[0].message, HasSubstr("out of range"));
  EXPECT_EQ(mesh_of(state)->get_surface_count(), 0);
}

TEST(Godot3ArrayMesh, SurfacesComeInOrder) {
  Ref<ArrayMesh> mesh = make_ref<ArrayMesh>();
  WarningLog log;
  EXPECT_FALSE(mesh->set(StringName("surfaces/1"), Variant(Dictionary())));
  EXPECT_FALSE(mesh->set(StringName("surfaces/x"), Variant(Dictionary())));
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_THAT(log.warnings[0].message, HasSubstr("surface 0 is next"));
  EXPECT_EQ(mesh->get_surface_count(), 0);
}

}  // namespace
}  // namespace arbor
