// The golden reference scenes: each tests/data/rendering/*.tscn (and a scene of the Godot corpus)
// loaded into a tree with a RenderingServer on the Vulkan backend (validation on), run for a few
// frames, and its picture compared with tests/data/golden/<name>.png; the picking scene also
// picks nodes by pixel.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>

#include "arbor/io/resource_loader.h"
#include "arbor/scene/node.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/rendering/rendering_server.h"
#include "arbor/servers/rendering/vulkan_render_backend.h"
#include "golden.h"

namespace arbor::vulkan::test {
namespace {

/// A tree drawing through the Vulkan backend, its root viewport `size` pixels.
class RenderedTree {
 public:
  explicit RenderedTree(Vector2i size) {
    VulkanBackendSettings settings;
    settings.validation = true;
    settings.echo_validation = false;
    settings.shadow_map_size = 1024;
    std::unique_ptr<VulkanRenderBackend> backend = VulkanRenderBackend::create(settings);
    backend_ = backend.get();
    server_ = tree_.servers().add(std::make_unique<RenderingServer>(std::move(backend)));
    tree_.get_root()->set_size(size);
    (void)tree_.get_root()->get_viewport_handle();
    tree_.set_error_handler([](const CallbackError& error) {
      ADD_FAILURE() << "error in " << error.callback << " of " << error.node_path << ": "
                    << error.message;
    });
  }

  /// Loads `path`, makes it the current scene and runs `frames` frames.
  void run(const std::string& path, int frames) {
    Node* scene = ResourceLoader::instantiate(path);
    tree_.change_scene_to_node(scene);
    for (int frame = 0; frame < frames; ++frame) tree_.tick(1.0 / 60);
  }

  [[nodiscard]] RgbaPixels picture() {
    const std::optional<ImageData> image =
        server_->viewport_get_image(tree_.get_root()->get_viewport_handle());
    if (!image) {
      ADD_FAILURE() << "the root viewport has no picture";
      return {};
    }
    return {image->width, image->height, image->data};
  }

  [[nodiscard]] SceneTree& tree() { return tree_; }

  void expect_no_validation_messages() {
    for (const std::string& message : backend_->take_validation_messages()) {
      ADD_FAILURE() << "Vulkan: " << message;
    }
  }

 private:
  SceneTree tree_;
  RenderingServer* server_ = nullptr;
  VulkanRenderBackend* backend_ = nullptr;
};

struct GoldenScene {
  const char* name;  ///< tests/data/rendering/<name>.tscn, golden image <name>.png
  int frames = 3;
  Vector2i size{256, 256};
};

void PrintTo(const GoldenScene& scene, std::ostream* out) { *out << scene.name; }

class GoldenScenes : public testing::TestWithParam<GoldenScene> {};

TEST_P(GoldenScenes, MatchesItsGoldenImage) {
  const GoldenScene& golden = GetParam();
  RenderedTree rendered(golden.size);
  rendered.run(std::string(ARBOR_TEST_DATA_DIR) + "/rendering/" + golden.name + ".tscn",
               golden.frames);
  expect_golden(rendered.picture(), golden.name);
  rendered.expect_no_validation_messages();
}

INSTANTIATE_TEST_SUITE_P(
    Vulkan, GoldenScenes,
    testing::Values(GoldenScene{"unshaded_colors"}, GoldenScene{"directional_light"},
                    GoldenScene{"omni_light"}, GoldenScene{"spot_light"}, GoldenScene{"shadows"},
                    GoldenScene{"sky"}, GoldenScene{"tonemap_filmic"}, GoldenScene{"textures"},
                    GoldenScene{"alpha"}, GoldenScene{"multimesh"}, GoldenScene{"subviewport"},
                    GoldenScene{"visibility_ranges"}, GoldenScene{"picking"},
                    // Debian's glTF samples (assimp-testmodels), instanced by the scene; the
                    // second is seen through the first of the file's own cameras.
                    GoldenScene{"gltf_box_textured"}, GoldenScene{"gltf_cameras"}),
    [](const testing::TestParamInfo<GoldenScene>& info) { return std::string(info.param.name); });

TEST(GoldenPicking, PickNodeReturnsTheNodeUnderEachPixel) {
  RenderedTree rendered({256, 256});
  rendered.run(std::string(ARBOR_TEST_DATA_DIR) + "/rendering/picking.tscn", 3);
  SceneViewport* root = rendered.tree().get_root();
  auto picked = [root](real_t x, real_t y) -> std::string {
    const Node* node = root->pick_node({x, y});
    return node ? node->get_name().str() : "nothing";
  };
  EXPECT_EQ(picked(128, 128), "Back");    // between the spheres, the wall behind
  EXPECT_EQ(picked(88, 128), "Left");     // the opaque sphere
  EXPECT_EQ(picked(173, 128), "Window");  // the transparent sphere, nearest
  EXPECT_EQ(picked(4, 4), "nothing");     // past the wall's edge
  rendered.expect_no_validation_messages();
}

TEST(GoldenCorpus, MultitouchCubesSceneOfTheGodotDemos) {
  const std::string path =
      std::string(ARBOR_SHARED_DIR) +
      "/godot-corpus/godot-demo-projects/mobile/multitouch_cubes/cube_scene.tscn";
  ASSERT_TRUE(std::filesystem::exists(path)) << path
                                             << " is missing: the Godot corpus (../shared) "
                                                "is needed by this test";
  RenderedTree rendered({256, 256});
  rendered.run(path, 3);
  expect_golden(rendered.picture(), "corpus_multitouch_cubes");
  rendered.expect_no_validation_messages();
}

}  // namespace
}  // namespace arbor::vulkan::test
