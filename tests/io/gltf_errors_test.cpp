// Malformed glTF files: each gives an arbor::Error naming the file and the glTF object at
// fault, never a crash; every truncation and many corruptions of a .glb are caught.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "arbor/arbor.h"
#include "io/gltf/gltf_scene.h"
#include "io/gltf_test_files.h"
#include "io/instantiate_test_support.h"

namespace arbor::test {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::StartsWith;

const std::vector<float> kTriangle = {0, 0, 0, 1, 0, 0, 0, 1, 0};

// The message of the error reading `text` as `bad.gltf` throws, or "no error".
std::string error_of(const std::string& text) {
  try {
    const std::vector<std::uint8_t> bytes(text.begin(), text.end());
    (void)detail::build_gltf_scene(bytes, "bad.gltf", "");
  } catch (const Error& error) {
    return error.what();
  }
  return "no error";
}

std::string load_error_of(const std::string& file) {
  try {
    (void)ResourceLoader::load(file);
  } catch (const Error& error) {
    return error.what();
  }
  return "no error";
}

std::string triangle_document(const std::string& primitive, const std::string& extra = "") {
  TestGltf gltf;
  gltf.add_floats(kTriangle, "VEC3");
  gltf.add_indices({0, 1, 2});
  return gltf.gltf(R"("scenes":[{"nodes":[0]}],"nodes":[{"mesh":0}],"meshes":[{"primitives":[)" +
                   primitive + "]}]" + extra);
}

TEST(GltfErrors, AnAccessorThatDoesNotExist) {
  EXPECT_EQ(error_of(triangle_document(R"({"attributes":{"POSITION":0,"NORMAL":7}})")),
            "'bad.gltf': node 0: mesh 0, primitive 0: NORMAL: accessor 7 does not exist (the file "
            "has 2)");
}

TEST(GltfErrors, AnAccessorReachingBeyondItsBufferView) {
  TestGltf gltf;
  gltf.add_floats(kTriangle, "VEC3");
  gltf.add_accessor_json(
      R"({"bufferView":0,"byteOffset":4,"componentType":5126,"count":3,"type":"VEC3"})");
  EXPECT_THAT(error_of(gltf.gltf(R"("scenes":[{"nodes":[0]}],"nodes":[{"mesh":0}],)"
                                 R"("meshes":[{"primitives":[{"attributes":{"POSITION":1}}]}])")),
              AllOf(StartsWith("'bad.gltf': node 0: mesh 0, primitive 0: POSITION: accessor 1: "),
                    HasSubstr("beyond the 36 bytes of buffer view 0")));
}

TEST(GltfErrors, ABufferViewReachingBeyondItsBuffer) {
  const std::string text =
      R"({"asset":{"version":"2.0"},"buffers":[{"uri":"data:application/octet-stream;base64,AAAAAAAAAAAAAAAA","byteLength":12}],)"
      R"("bufferViews":[{"buffer":0,"byteOffset":8,"byteLength":12}],)"
      R"("accessors":[{"bufferView":0,"componentType":5126,"count":1,"type":"VEC3"}],)"
      R"("scenes":[{"nodes":[0]}],"nodes":[{"mesh":0}],"meshes":[{"primitives":[{"attributes":{"POSITION":0}}]}]})";
  EXPECT_THAT(error_of(text), AllOf(StartsWith("'bad.gltf': "), HasSubstr("buffer view 0")));
}

TEST(GltfErrors, AnIndexBeyondTheVertices) {
  TestGltf gltf;
  gltf.add_floats(kTriangle, "VEC3");
  gltf.add_indices({0, 1, 9});
  EXPECT_EQ(
      error_of(
          gltf.gltf(R"("scenes":[{"nodes":[0]}],"nodes":[{"mesh":0}],)"
                    R"("meshes":[{"primitives":[{"attributes":{"POSITION":0},"indices":1}]}])")),
      "'bad.gltf': node 0: mesh 0, primitive 0: indices: accessor 1: 1 indices are beyond the "
      "3 vertices (the first is 9)");
}

TEST(GltfErrors, AttributesOfDifferentLengths) {
  TestGltf gltf;
  gltf.add_floats(kTriangle, "VEC3");
  gltf.add_floats({0, 0, 1, 0}, "VEC2");
  EXPECT_EQ(error_of(gltf.gltf(
                R"("scenes":[{"nodes":[0]}],"nodes":[{"mesh":0}],)"
                R"("meshes":[{"primitives":[{"attributes":{"POSITION":0,"TEXCOORD_0":1}}]}])")),
            "'bad.gltf': node 0: mesh 0, primitive 0: TEXCOORD_0: accessor 1 has 2 elements for 3 "
            "vertices");
}

TEST(GltfErrors, AttributesOfTheWrongType) {
  EXPECT_THAT(error_of(triangle_document(R"({"attributes":{"POSITION":1}})")),
              HasSubstr("POSITION: accessor 1 is SCALAR, not VEC3"));
}

TEST(GltfErrors, PrimitivesThatCannotBeDrawn) {
  EXPECT_THAT(error_of(triangle_document(R"({"attributes":{"NORMAL":0}})")),
              HasSubstr("mesh 0, primitive 0: it has no POSITION attribute"));
  EXPECT_THAT(error_of(triangle_document(R"({"attributes":{"POSITION":0},"mode":9})")),
              HasSubstr("mesh 0, primitive 0: mode 9 is not a glTF primitive mode"));
}

TEST(GltfErrors, ObjectsThatDoNotExist) {
  EXPECT_THAT(error_of(triangle_document(R"({"attributes":{"POSITION":0},"material":3})")),
              HasSubstr("mesh 0, primitive 0: material 3 does not exist (the file has 0)"));
  EXPECT_THAT(error_of(triangle_document(R"({"attributes":{"POSITION":0},"material":0})",
                                         R"(,"materials":[{"normalTexture":{"index":2}}])")),
              HasSubstr("material 0: texture 2 does not exist"));
  EXPECT_THAT(
      error_of(R"({"asset":{"version":"2.0"},"scenes":[{"nodes":[0]}],"nodes":[{"camera":4}]})"),
      HasSubstr("node 0: camera 4 does not exist"));
  EXPECT_THAT(error_of(R"({"asset":{"version":"2.0"},"scenes":[{"nodes":[0]}],)"
                       R"("nodes":[{"extensions":{"KHR_lights_punctual":{"light":1}}}]})"),
              HasSubstr("node 0: light 1 does not exist"));
  EXPECT_THAT(error_of(R"({"asset":{"version":"2.0"},"scenes":[{"nodes":[3]}],"nodes":[{}]})"),
              HasSubstr("scene 0: node 3 does not exist"));
}

TEST(GltfErrors, HierarchiesThatAreNotTrees) {
  EXPECT_THAT(error_of(R"({"asset":{"version":"2.0"},"scenes":[{"nodes":[0]}],)"
                       R"("nodes":[{"children":[1,2]},{"children":[2]},{}]})"),
              HasSubstr("node 2 is a child of both node 0 and node 1"));
  EXPECT_THAT(
      error_of(
          R"({"asset":{"version":"2.0"},"scenes":[{"nodes":[0]}],"nodes":[{"children":[0]}]})"),
      HasSubstr("node 0 is its own child"));
  // A cycle: node 0 is node 1's child, so it is no scene root.
  EXPECT_EQ(load_error_of(gltf_model("RecursiveNodes/RecursiveNodes.gltf")),
            "'" + gltf_model("RecursiveNodes/RecursiveNodes.gltf") +
                "': scene 0 shows node 0 at its top, but it is a child of node 1");
}

TEST(GltfErrors, BadTransformsAndCameras) {
  EXPECT_THAT(
      error_of(
          R"({"asset":{"version":"2.0"},"scenes":[{"nodes":[0]}],"nodes":[{"rotation":[0,0,0,0]}]})"),
      HasSubstr("node 0: its rotation is not a unit quaternion"));
  EXPECT_THAT(
      error_of(
          R"({"asset":{"version":"2.0"},"scenes":[{"nodes":[0]}],"nodes":[{"camera":0}],)"
          R"("cameras":[{"type":"orthographic","orthographic":{"xmag":1,"ymag":0,"znear":0,"zfar":1}}]})"),
      HasSubstr("node 0: camera 0: Camera3D::set_size"));
}

TEST(GltfErrors, UnreadableRequiredExtensions) {
  EXPECT_THAT(
      load_error_of(gltf_model("draco/2CylinderEngine.gltf")),
      HasSubstr("requires the extension KHR_draco_mesh_compression, which Arbor does not read"));
}

TEST(GltfErrors, PublishedMalformedModels) {
  const WarningLog quiet;
  EXPECT_THAT(load_error_of(gltf_model("IndexOutOfRange/IndexOutOfRange.gltf")),
              HasSubstr("mesh 0, primitive 0: indices: accessor 0: "));
  EXPECT_THAT(load_error_of(gltf_model("IndexOutOfRange/AllIndicesOutOfRange.gltf")),
              HasSubstr("indices are beyond the"));
  EXPECT_THAT(load_error_of(gltf_model("IncorrectVertexArrays/Cube.gltf")),
              HasSubstr("node 1: mesh 1, primitive 0: 35 indices (or vertices) do not make whole "
                        "triangles"));
  EXPECT_THAT(load_error_of(gltf_model("MissingBin/BoxTextured.gltf")),
              AllOf(StartsWith("'" + gltf_model("MissingBin/BoxTextured.gltf") + "': "),
                    HasSubstr("BoxTextured0.bin")));
  for (const char* file :
       {"wrongTypes/badArray.gltf", "wrongTypes/badNumber.gltf", "wrongTypes/badObject.gltf",
        "wrongTypes/badString.gltf", "wrongTypes/badUint.gltf", "wrongTypes/badExtension.gltf",
        "SchemaFailures/sceneWrongType.gltf", "BoxWithInfinites-glTF-Binary/BoxWithInfinites.glb",
        "BoxBadNormals-glTF-Binary/BoxBadNormals.glb", "TestNoRootNode/NoScene.gltf",
        "TestNoRootNode/SceneWithoutNodes.gltf", "issue_3269/texcoord_crash.gltf"}) {
    SCOPED_TRACE(file);
    const std::string message = load_error_of(gltf_model(file));
    if (message != "no error") {
      EXPECT_THAT(message, StartsWith("'" + gltf_model(file) + "': "));
    }
  }
}

TEST(GltfErrors, NotGltfAtAll) {
  EXPECT_THAT(error_of("{"), StartsWith("'bad.gltf': not a valid glTF file"));
  EXPECT_THAT(error_of(""), StartsWith("'bad.gltf': not a valid glTF file"));
  const std::vector<std::uint8_t> magic_only = {'g', 'l', 'T', 'F', 2, 0, 0, 0};
  try {
    (void)detail::build_gltf_scene(magic_only, "bad.glb", "");
    FAIL() << "no error";
  } catch (const Error& error) {
    EXPECT_THAT(error.what(), StartsWith("'bad.glb': not a valid .glb file"));
  }
}

// A .glb exercising most of the reader: materials with a texture, a camera, lights, sparse
// and quantized accessors.
std::vector<std::uint8_t> rich_glb() {
  TestGltf gltf;
  gltf.add_floats(kTriangle, "VEC3");
  gltf.add_floats({0, 0, 1, 0, 0, 1}, "VEC2");
  gltf.add_indices({0, 1, 2});
  const int png = gltf.add_view(from_base64(kRedPixelPngBase64));
  const int sparse_indices = gltf.add_view({1, 0, 0, 0});
  const int sparse_values = gltf.add_view({0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64});
  gltf.add_accessor_json(R"({"bufferView":0,"componentType":5126,"count":3,"type":"VEC3",)"
                         R"("sparse":{"count":1,"indices":{"bufferView":)" +
                         std::to_string(sparse_indices) +
                         R"(,"componentType":5121},"values":{"bufferView":)" +
                         std::to_string(sparse_values) + "}}}");
  return gltf.glb(
      R"("scenes":[{"name":"Rich","nodes":[0,2]}],"nodes":[{"mesh":0,"children":[1],"translation":[1,2,3]},)"
      R"({"camera":0},{"name":"Sun","extensions":{"KHR_lights_punctual":{"light":0}}}],)"
      R"("meshes":[{"primitives":[{"attributes":{"POSITION":3,"TEXCOORD_0":1},"indices":2,"material":0},)"
      R"({"attributes":{"POSITION":0},"mode":5}]}],)"
      R"("materials":[{"pbrMetallicRoughness":{"baseColorTexture":{"index":0}},"alphaMode":"MASK"}],)"
      R"("textures":[{"source":0,"sampler":0}],"samplers":[{"minFilter":9728}],)"
      R"("images":[{"bufferView":)" +
      std::to_string(png) +
      R"(,"mimeType":"image/png"}],)"
      R"("cameras":[{"type":"perspective","perspective":{"yfov":1,"znear":0.1}}],)"
      R"("extensions":{"KHR_lights_punctual":{"lights":[{"type":"spot","spot":{"outerConeAngle":0.5}}]}})");
}

// Either a tree or an arbor::Error naming the file; anything else fails the test.
void expect_tree_or_error(const std::vector<std::uint8_t>& bytes) {
  try {
    const Owned<Node> root = detail::build_gltf_scene(bytes, "cut.glb", "");
    ASSERT_NE(root, nullptr);
  } catch (const Error& error) {
    ASSERT_THAT(error.what(), StartsWith("'cut.glb': "));
  }
}

TEST(GltfErrors, EveryTruncationOfAGlbIsCaught) {
  const WarningLog quiet;
  const std::vector<std::uint8_t> glb = rich_glb();
  EXPECT_EQ(detail::build_gltf_scene(glb, "rich.glb", "")->get_name(), StringName("Rich"));
  for (std::size_t size = 0; size < glb.size(); ++size) {
    SCOPED_TRACE(size);
    expect_tree_or_error(
        std::vector<std::uint8_t>(glb.begin(), glb.begin() + std::ptrdiff_t(size)));
  }
}

TEST(GltfErrors, CorruptedBytesOfAGlbAreCaught) {
  const WarningLog quiet;
  const std::vector<std::uint8_t> glb = rich_glb();
  // Each byte replaced by characters that change JSON numbers, strings and structure, and by
  // values that change binary lengths and offsets.
  for (std::size_t at = 0; at < glb.size(); ++at) {
    for (const std::uint8_t value : std::initializer_list<std::uint8_t>{'9', '-', '"', '}', 0xff}) {
      if (glb[at] == value) continue;
      SCOPED_TRACE(std::to_string(at) + " = " + std::to_string(value));
      std::vector<std::uint8_t> corrupted = glb;
      corrupted[at] = value;
      expect_tree_or_error(corrupted);
    }
  }
}

}  // namespace
}  // namespace arbor::test
