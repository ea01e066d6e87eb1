// Backend features through the server: shadows, MultiMesh, SubViewport textures, MSAA, alpha
// blending and scissor, picking, missing textures, batching and steady frames.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>

#include "server_scene.h"

namespace arbor::vulkan::test {
namespace {

/// The pixel where `world` lands in a `width`×`height` view of the default camera at `camera`.
Vector2i project(const Transform3D& camera, const Vector3& world, int width, int height) {
  const Projection projection = camera_projection(CameraData{}, real_t(width) / real_t(height));
  const Vector3 ndc = projection.xform(camera.affine_inverse().xform(world));
  return {int((ndc.x * 0.5 + 0.5) * width), int((0.5 - ndc.y * 0.5) * height)};
}

int brightness(const RgbaPixels& pixels, Vector2i at) {
  const std::uint8_t* p = pixels.at(at.x, at.y);
  return p[0] + p[1] + p[2];
}

TEST(Features, DirectionalLightCastsAShadowWithItsSplits) {
  ServerScene scene({128, 128});
  const Transform3D camera = Transform3D(Basis(), {0, 4, 6}).looking_at({0.5, -1, 0});
  scene.set_camera(camera);
  const MaterialHandle grey = scene.color(Color(0.8, 0.8, 0.8));
  scene.instance(scene.mesh(box_surface({12, 0.2, 12}), grey), Transform3D(Basis(), {0, -1, 0}));
  scene.instance(scene.mesh(box_surface({1, 1, 1}), grey), Transform3D());
  LightData light = default_light_data(LightType::DIRECTIONAL);
  light.shadow_enabled = true;
  // Shining down at 45° toward +X: the box's shadow falls on the ground around x = +1.4.
  const Transform3D sun = Transform3D().looking_at(Vector3(1, -1, 0), Vector3(0, 1, 0));
  scene.light(light, sun);
  const RgbaPixels pixels = scene.render();
  write_png("/tmp/arbor_shadow.png", pixels);
  const Vector2i shadowed = project(camera, {1.45, -0.9, 0}, 128, 128);
  const Vector2i lit = project(camera, {-2.5, -0.9, 1.5}, 128, 128);
  EXPECT_LT(brightness(pixels, shadowed), 30) << "at " << shadowed.x << "," << shadowed.y;
  EXPECT_GT(brightness(pixels, lit), 300) << "at " << lit.x << "," << lit.y;
  EXPECT_GE(scene.backend().get_frame_stats().shadow_draw_calls, 1u);
}

TEST(Features, MultiMeshDrawsEveryVisibleInstanceWithItsColour) {
  ServerScene scene({96, 32});
  scene.set_camera(Transform3D(Basis(), {0, 0, 2}));
  MaterialData data;
  data.shading_mode = MaterialShadingMode::UNSHADED;
  data.vertex_color_use_as_albedo = true;
  const MeshHandle quad = scene.mesh(quad_surface(0.2f), scene.material(data));
  RenderingServer& server = scene.server();
  const MultiMeshHandle multimesh = server.multimesh_create("three");
  scene.on_destroy([&server, multimesh] { server.free(multimesh); });
  server.multimesh_allocate_data(multimesh, 3, MultiMeshTransformFormat::TRANSFORM_3D, true);
  server.multimesh_set_mesh(multimesh, quad);
  const Color colors[3] = {Color(1, 0, 0), Color(0, 1, 0), Color(0, 0, 1)};
  for (int i = 0; i < 3; ++i) {
    server.multimesh_instance_set_transform(multimesh, i,
                                            Transform3D(Basis(), {real_t(i - 1), 0, 0}));
    server.multimesh_instance_set_color(multimesh, i, colors[i]);
  }
  const InstanceHandle instance = server.instance_create();
  scene.on_destroy([&server, instance] { server.free(instance); });
  server.instance_set_base(instance, multimesh);
  server.instance_set_scenario(instance, scene.scenario());
  RgbaPixels pixels = scene.render();
  const Transform3D camera(Basis(), {0, 0, 2});
  const Vector2i at[3] = {project(camera, {-1, 0, 0}, 96, 32), project(camera, {0, 0, 0}, 96, 32),
                          project(camera, {1, 0, 0}, 96, 32)};
  EXPECT_EQ(pixels.at(at[0].x, at[0].y)[0], 255);
  EXPECT_EQ(pixels.at(at[1].x, at[1].y)[1], 255);
  EXPECT_EQ(pixels.at(at[2].x, at[2].y)[2], 255);
  EXPECT_EQ(scene.backend().get_frame_stats().instances_drawn, 3u);
  EXPECT_EQ(scene.backend().get_frame_stats().draw_calls, 2u);  // the multimesh and the tonemap
  // Fewer visible instances: the last one goes.
  server.multimesh_set_visible_instances(multimesh, 2);
  pixels = scene.render();
  EXPECT_NEAR(pixels.at(at[2].x, at[2].y)[2], 77, 1);  // the background, 76.5 rounded either way
  // A moved instance moves.
  server.multimesh_instance_set_transform(multimesh, 0, Transform3D(Basis(), {0, 5, 0}));
  pixels = scene.render();
  EXPECT_NEAR(pixels.at(at[0].x, at[0].y)[0], 77, 1);
}

TEST(Features, SubViewportPictureIsATexture) {
  ServerScene scene;
  RenderingServer& server = scene.server();
  // The SubViewport: its own world, a green quad filling it.
  const ScenarioHandle inner_world = server.scenario_create("inner");
  const ViewportHandle inner = server.viewport_create("inner");
  const CameraHandle inner_camera = server.camera_create();
  server.viewport_set_size(inner, {32, 32});
  server.viewport_set_scenario(inner, inner_world);
  server.viewport_attach_camera(inner, inner_camera);
  server.viewport_set_update_mode(inner, ViewportUpdateMode::ALWAYS);
  server.viewport_set_parent_viewport(inner, scene.viewport());
  server.camera_set_transform(inner_camera, Transform3D(Basis(), {0, 0, 1}));
  const MeshHandle green = scene.mesh(quad_surface(4), scene.color(Color(0, 1, 0), true));
  const InstanceHandle inside = server.instance_create();
  server.instance_set_base(inside, green);
  server.instance_set_scenario(inside, inner_world);
  // The main view shows a quad textured with the SubViewport's picture.
  MaterialData data;
  data.shading_mode = MaterialShadingMode::UNSHADED;
  data.albedo_texture = server.viewport_get_texture(inner);
  scene.instance(scene.mesh(quad_surface(4), scene.material(data)), Transform3D());
  const RgbaPixels pixels = scene.render(2);
  EXPECT_EQ(pixels.at(32, 32)[0], 0);
  EXPECT_EQ(pixels.at(32, 32)[1], 255);
  scene.on_destroy([&server, inner_world, inner, inner_camera, inside] {
    server.free(inside);
    server.free(inner_camera);
    server.free(inner);
    server.free(inner_world);
  });
}

TEST(Features, MsaaBlendsEdgePixels) {
  auto edge_values = [](ViewportMsaa msaa) {
    ServerScene scene({32, 32}, msaa);
    // A white triangle whose slanted edge crosses many pixels.
    SurfaceData triangle;
    triangle.vertices = {{-1, -1, 0}, {1, 1, 0}, {1, -1, 0}};
    triangle.normals.assign(3, Vector3(0, 0, 1));
    triangle.indices = {0, 1, 2};
    scene.instance(scene.mesh(triangle, scene.color(Color(1, 1, 1), true)), Transform3D());
    const RgbaPixels pixels = scene.render();
    int partial = 0;
    for (int y = 0; y < 32; ++y) {
      for (int x = 0; x < 32; ++x) {
        const int value = pixels.at(x, y)[0];
        if (value > 90 && value < 240) ++partial;
      }
    }
    return partial;
  };
  EXPECT_EQ(edge_values(ViewportMsaa::DISABLED), 0);
  EXPECT_GT(edge_values(ViewportMsaa::MSAA_4X), 10);
}

TEST(Features, AlphaBlendsOverWhatIsBehindAndScissorCuts) {
  ServerScene scene;
  scene.instance(scene.mesh(quad_surface(4), scene.color(Color(0, 1, 0), true)),
                 Transform3D(Basis(), {0, 0, -1}));
  MaterialData half;
  half.shading_mode = MaterialShadingMode::UNSHADED;
  half.albedo_color = Color(1, 0, 0, 0.5);
  half.transparency = MaterialTransparency::ALPHA;
  scene.instance(scene.mesh(quad_surface(0.5), scene.material(half)), Transform3D());
  MaterialData cut = half;
  cut.transparency = MaterialTransparency::ALPHA_SCISSOR;
  cut.alpha_scissor_threshold = 0.6f;  // alpha 0.5 is below: cut away entirely
  scene.instance(scene.mesh(quad_surface(0.5), scene.material(cut)),
                 Transform3D(Basis(), {1.2, 0, 0}));
  const RgbaPixels pixels = scene.render();
  // Half red over green, mixed in linear space: 0.5 of each, encoded to sRGB.
  EXPECT_NEAR(pixels.at(32, 32)[0], to_srgb8(0.5), 1);
  EXPECT_NEAR(pixels.at(32, 32)[1], to_srgb8(0.5), 1);
  const Vector2i scissored = project(Transform3D(Basis(), {0, 0, 3}), {1.2, 0, 0}, 64, 64);
  EXPECT_EQ(pixels.at(scissored.x, scissored.y)[0], 0);
  EXPECT_EQ(pixels.at(scissored.x, scissored.y)[1], 255);
}

TEST(Features, PickingReturnsTheNearestObjectUnderThePixel) {
  ServerScene scene;
  const MeshHandle quad = scene.mesh(quad_surface(0.5), scene.color(Color(1, 1, 1)));
  scene.instance(quad, Transform3D(Basis(), {0, 0, -1}), 101);   // behind
  scene.instance(quad, Transform3D(Basis(), {0.6, 0, 0}), 202);  // in front, to the right
  scene.render();
  RenderingServer& server = scene.server();
  EXPECT_EQ(server.viewport_pick(scene.viewport(), {40, 32}), 202u);
  EXPECT_EQ(server.viewport_pick(scene.viewport(), {30, 32}), 101u);
  EXPECT_EQ(server.viewport_pick(scene.viewport(), {2, 2}), 0u);
}

TEST(Features, IdenticalInstancesDrawInOneInstancedCall) {
  ServerScene scene;
  const MeshHandle box = scene.mesh(box_surface({0.2, 0.2, 0.2}), scene.color(Color(1, 1, 1)));
  for (int i = 0; i < 25; ++i) {
    scene.instance(
        box, Transform3D(Basis(), {real_t(i % 5) * 0.3f - 0.6f, real_t(i / 5) * 0.3f - 0.6f, 0}));
  }
  scene.render();
  const VulkanFrameStats& stats = scene.backend().get_frame_stats();
  EXPECT_EQ(stats.instances_drawn, 25u);
  EXPECT_EQ(stats.draw_calls, 2u);  // one for the boxes, one for the tonemap
}

TEST(Features, SteadyFramesMakeNoDeviceAllocationsOrPipelines) {
  ServerScene scene({64, 64}, ViewportMsaa::MSAA_4X);
  const MaterialHandle grey = scene.color(Color(0.7, 0.7, 0.7));
  const MeshHandle box = scene.mesh(box_surface({0.3, 0.3, 0.3}), grey);
  std::vector<InstanceHandle> boxes;
  for (int i = 0; i < 20; ++i)
    boxes.push_back(scene.instance(box, Transform3D(Basis(), {real_t(i) * 0.1f - 1, 0, 0})));
  LightData light = default_light_data(LightType::DIRECTIONAL);
  light.shadow_enabled = true;
  scene.light(light, Transform3D().looking_at({0, -1, -1}, {0, 1, 0}));
  SkyData sky;
  sky.material = SkyMaterialKind::PROCEDURAL;
  EnvironmentData environment;
  environment.background_mode = EnvironmentBackground::SKY;
  environment.sky = scene.sky(sky);
  scene.environment(environment);
  for (int frame = 0; frame < 4; ++frame) scene.server().process(1.0 / 60);
  const VulkanFrameStats before = scene.backend().get_frame_stats();
  for (int frame = 0; frame < 10; ++frame) {
    // Moving instances are steady too: their transforms are copied, nothing is made.
    scene.server().instance_set_transform(boxes[std::size_t(frame)],
                                          Transform3D(Basis(), {0, real_t(frame) * 0.05f, 0}));
    scene.server().process(1.0 / 60);
  }
  const VulkanFrameStats after = scene.backend().get_frame_stats();
  EXPECT_EQ(after.device_allocations, before.device_allocations);
  EXPECT_EQ(after.device_bytes_used, before.device_bytes_used);
  EXPECT_EQ(after.pipelines, before.pipelines);
  EXPECT_EQ(after.uploaded_bytes, before.uploaded_bytes);
}

}  // namespace
}  // namespace arbor::vulkan::test
