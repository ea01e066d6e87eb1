// The Vulkan backend driven directly with hand-made frames, for what the server never sends:
// a texture without an image, unknown handles, calls out of order.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbor/servers/rendering/vulkan_render_backend.h"
#include "server_scene.h"

namespace arbor::vulkan::test {
namespace {

using ::testing::HasSubstr;

/// One 64×64 view of one instance of a quad filling the view, drawn with `material`.
struct HandMadeFrame {
  explicit HandMadeFrame(VulkanRenderBackend& backend, MaterialHandle material) {
    MeshData mesh_data;
    mesh_data.surfaces = {quad_surface(4)};
    backend.mesh_update(mesh, mesh_data);
    viewport_data.size = {64, 64};
    backend.viewport_update(viewport, viewport_data);
    view.viewport = viewport;
    view.viewport_data = &viewport_data;
    view.scenario = ScenarioHandle(0, 1);
    view.instances = {PagedSpan<Transform3D>(transform_pages, 1, 0),
                      PagedSpan<std::uint64_t>(object_id_pages, 1, 0),
                      PagedSpan<std::uint32_t>(changed_pages, 1, 0)};
    view.camera.camera = CameraHandle(0, 1);
    view.camera.transform = Transform3D(Basis(), {0, 0, 3});
    view.camera.projection = camera_projection(CameraData{}, 1);
    view.environment = &environment;
    view.clear_color = Color(0.3, 0.3, 0.3);
    view.opaque.pass = RenderPass::OPAQUE;
    DrawBatch batch;
    batch.pipeline.bits = std::uint32_t(PrimitiveType::TRIANGLES)
                          << 17;  // unshaded, back faces culled
    batch.material = material;
    batch.mesh = mesh;
    batch.count = 1;
    view.opaque.batches = {batch};
    view.opaque.instances = {0};
    views[0] = &view;
    frame.number = 1;
    frame.views = views;
  }
  void draw(VulkanRenderBackend& backend) {
    backend.begin_frame(frame);
    backend.render_shadows(frame);
    backend.render_prepass(view);
    backend.render_main(view);
    backend.end_frame(frame);
  }

  MeshHandle mesh{0, 1};
  ViewportHandle viewport{0, 1};
  ViewportData viewport_data;
  Transform3D transforms[1] = {Transform3D()};
  std::uint64_t object_ids[1] = {5};
  std::uint32_t changed[1] = {0};
  // One page of one value each.
  const Transform3D* transform_pages[1] = {transforms};
  const std::uint64_t* object_id_pages[1] = {object_ids};
  const std::uint32_t* changed_pages[1] = {changed};
  EnvironmentData environment;
  RenderView view;
  const RenderView* views[1] = {};
  RenderFrame frame;
};

std::unique_ptr<VulkanRenderBackend> make_backend() {
  VulkanBackendSettings settings;
  settings.validation = true;
  settings.echo_validation = false;
  return VulkanRenderBackend::create(settings);
}

void expect_clean(VulkanRenderBackend& backend) {
  for (const std::string& message : backend.take_validation_messages()) ADD_FAILURE() << message;
}

TEST(BackendDirect, TextureWithoutImageDrawsACheckerboardAndWarnsOnce) {
  auto backend = make_backend();
  const TextureHandle texture(0, 1);
  TextureData missing;
  missing.name = "res://missing.png";
  backend->texture_update(texture, missing);
  const MaterialHandle material(0, 1);
  MaterialData data;
  data.shading_mode = MaterialShadingMode::UNSHADED;
  data.albedo_texture = texture;
  testing::internal::CaptureStderr();
  backend->material_update(material, data);
  HandMadeFrame frame(*backend, material);
  frame.draw(*backend);
  frame.draw(*backend);
  const std::string warnings = testing::internal::GetCapturedStderr();
  EXPECT_THAT(warnings, HasSubstr("texture 'res://missing.png'"));
  EXPECT_EQ(warnings.find("res://missing.png"), warnings.rfind("res://missing.png"));
  const std::optional<ImageData> image = backend->viewport_read_image(frame.viewport);
  ASSERT_TRUE(image);
  int magenta = 0;
  int black = 0;
  for (std::size_t i = 0; i < image->data.size(); i += 4) {
    const std::uint8_t* p = image->data.data() + i;
    if (p[0] > 200 && p[1] < 30 && p[2] > 200) ++magenta;
    if (p[0] < 30 && p[1] < 30 && p[2] < 30) ++black;
  }
  EXPECT_GT(magenta, 64 * 64 / 4);
  EXPECT_GT(black, 64 * 64 / 4);
  EXPECT_EQ(backend->viewport_pick(frame.viewport, {32, 32}), 5u);
  expect_clean(*backend);
}

TEST(BackendDirect, UnknownHandlesAndCallsOutOfOrderAreErrorsNamingThem) {
  auto backend = make_backend();
  const MaterialHandle material(0, 1);
  MaterialData unshaded;
  unshaded.shading_mode = MaterialShadingMode::UNSHADED;
  unshaded.albedo_color = Color(0, 0, 1);
  backend->material_update(material, unshaded);
  HandMadeFrame frame(*backend, material);
  EXPECT_THROW(backend->end_frame(frame.frame), Error);
  backend->begin_frame(frame.frame);
  EXPECT_THROW(backend->begin_frame(frame.frame), Error);
  RenderView stranger = frame.view;
  stranger.viewport = ViewportHandle(7, 3);
  try {
    backend->render_main(stranger);
    ADD_FAILURE() << "an unknown viewport was accepted";
  } catch (const Error& error) {
    EXPECT_THAT(error.what(), HasSubstr("render_main"));
    EXPECT_THAT(error.what(), HasSubstr("viewport #7:3"));
  }
  // The frame that threw was abandoned; the next one draws as usual.
  frame.draw(*backend);
  const std::optional<ImageData> image = backend->viewport_read_image(frame.viewport);
  ASSERT_TRUE(image);
  EXPECT_EQ(image->data[(32 * 64 + 32) * 4 + 2], 255);
  EXPECT_TRUE(backend->get_device_fault().empty());
  expect_clean(*backend);
}

/// Adds a w×h rectangle at (x, y) of one colour to `canvas` as two triangles.
void add_rect(CanvasDrawList& canvas, float x, float y, float w, float h, const Color& color) {
  const auto base = std::uint32_t(canvas.vertices.size());
  for (const Vector2& corner :
       {Vector2(x, y), Vector2(x + w, y), Vector2(x + w, y + h), Vector2(x, y + h)}) {
    canvas.vertices.push_back({corner, Vector2(), color});
  }
  for (std::uint32_t index : {0u, 1u, 2u, 0u, 2u, 3u}) canvas.indices.push_back(base + index);
}

TEST(BackendDirect, CanvasDrawsItsBatchesOverThePictureInSrgbSpace) {
  auto backend = make_backend();
  const MaterialHandle material(0, 1);
  backend->material_update(material, MaterialData{});
  HandMadeFrame frame(*backend, material);
  frame.view.camera.camera = CameraHandle();  // no 3D: the clear colour, then the canvas
  CanvasDrawList& canvas = frame.view.canvas;
  add_rect(canvas, 8, 8, 16, 16, Color(1, 0, 0, 1));
  add_rect(canvas, 16, 16, 16, 16, Color(0, 0, 1, 0.5));  // half over the red one
  add_rect(canvas, 40, 40, 20, 20, Color(0, 1, 0, 1));    // clipped to x, y < 48
  CanvasBatch opaque;
  opaque.index_count = 12;
  CanvasBatch clipped;
  clipped.first_index = 12;
  clipped.index_count = 6;
  clipped.clip = true;
  clipped.clip_rect = Rect2(0, 0, 48, 48);
  canvas.batches = {opaque, clipped};
  frame.draw(*backend);
  const std::optional<ImageData> image = backend->viewport_read_image(frame.viewport);
  ASSERT_TRUE(image);
  auto pixel = [&](int x, int y) {
    const std::uint8_t* p = image->data.data() + (y * 64 + x) * 4;
    return std::vector<int>{p[0], p[1], p[2]};
  };
  EXPECT_EQ(pixel(10, 10), (std::vector<int>{255, 0, 0}));
  // Blended in sRGB values, as Godot's 2D does: half red, half blue.
  EXPECT_NEAR(pixel(20, 20)[0], 128, 1);
  EXPECT_NEAR(pixel(20, 20)[2], 128, 1);
  EXPECT_EQ(pixel(44, 44), (std::vector<int>{0, 255, 0}));
  // Outside the clip: the clear colour, 0.3 × 255 = 76.5, which GPUs round either way.
  for (int channel : pixel(52, 52)) EXPECT_NEAR(channel, 77, 1);
  expect_clean(*backend);
}

}  // namespace
}  // namespace arbor::vulkan::test
