// A frame beyond the draw lists: visibility ranges, lights and shadow casters, viewports and
// their order, environments, picking.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "servers/rendering/rendering_test_util.h"

namespace arbor {
namespace {

using render_test::RenderFixture;
using ::testing::ElementsAre;

// -- visibility ranges
// ------------------------------------------------------------------------------

struct RangeScene : RenderFixture {
  InstanceHandle instance;
  explicit RangeScene(real_t begin, real_t end, real_t begin_margin, real_t end_margin,
                      VisibilityRangeFadeMode fade = VisibilityRangeFadeMode::DISABLED) {
    instance = add_instance(box, {0, 0, -1});
    server->instance_geometry_set_visibility_range(instance, begin, end, begin_margin, end_margin,
                                                   fade);
  }
  // Puts the instance's centre `distance` in front of the camera and runs a frame.
  bool drawn_at(real_t distance) {
    server->instance_set_transform(instance, Transform3D(Basis(), {0, 0, -distance}));
    server->process(0);
    return view().stats.instances_drawn == 1;
  }
};

TEST(VisibilityRange, EndMarginIsHysteresisAroundTheEdge) {
  RangeScene scene(0, 10, 0, 2);
  EXPECT_FALSE(scene.drawn_at(9));  // not yet shown: must come within end - margin
  EXPECT_TRUE(scene.drawn_at(8));   // exactly end - margin
  EXPECT_TRUE(scene.drawn_at(11));  // shown: stays until beyond end + margin
  EXPECT_TRUE(scene.drawn_at(12));  // exactly end + margin
  EXPECT_FALSE(scene.drawn_at(12.5f));
  EXPECT_FALSE(scene.drawn_at(9));  // hidden again: back to the inner edge
  EXPECT_EQ(scene.view().stats.instances_out_of_range, 1u);
}

TEST(VisibilityRange, BeginMarginIsHysteresisToo) {
  RangeScene scene(5, 0, 1, 0);
  EXPECT_FALSE(scene.drawn_at(5.5f));  // must be beyond begin + margin first
  EXPECT_TRUE(scene.drawn_at(6));
  EXPECT_TRUE(scene.drawn_at(4));  // exactly begin - margin
  EXPECT_FALSE(scene.drawn_at(3.9f));
}

TEST(VisibilityRange, WithoutMarginsTheRangeIsInclusive) {
  RangeScene scene(2, 10, 0, 0);
  EXPECT_FALSE(scene.drawn_at(1.9f));
  EXPECT_TRUE(scene.drawn_at(2));
  EXPECT_TRUE(scene.drawn_at(10));
  EXPECT_FALSE(scene.drawn_at(10.1f));
}

TEST(VisibilityRange, FadeModeShowsThroughTheMarginBlended) {
  RangeScene scene(0, 10, 0, 2, VisibilityRangeFadeMode::SELF);
  EXPECT_TRUE(scene.drawn_at(11));  // inside end + margin, fading
  EXPECT_EQ(scene.view().transparent.batches.size(), 1u);
  EXPECT_TRUE(scene.drawn_at(5));
  EXPECT_EQ(scene.view().opaque.batches.size(), 1u);
  EXPECT_FALSE(scene.drawn_at(12.1f));
}

TEST(VisibilityRange, IsMeasuredToTheCentreOfTheWorldAabb) {
  RenderFixture scene;
  const MeshHandle offset = scene.server->mesh_create("offset");
  SurfaceData surface = render_test::box_surface();
  for (Vector3& vertex : surface.vertices) vertex.z -= 4;  // centred 4 units along -Z
  scene.server->mesh_add_surface(offset, surface);
  const InstanceHandle instance = scene.add_instance(offset, {0, 0, -3});  // centre at 7
  scene.server->instance_geometry_set_visibility_range(instance, 0, 6.5f, 0, 0,
                                                       VisibilityRangeFadeMode::DISABLED);
  scene.server->process(0);
  EXPECT_EQ(scene.view().stats.instances_out_of_range, 1u);
  scene.server->instance_geometry_set_visibility_range(instance, 0, 7, 0, 0,
                                                       VisibilityRangeFadeMode::DISABLED);
  scene.server->process(0);
  EXPECT_EQ(scene.view().stats.instances_drawn, 1u);
}

// -- lights and shadows
// -----------------------------------------------------------------------------

struct ShadowScene : RenderFixture {
  LightHandle sun;
  ShadowScene() {
    sun = server->light_create(LightType::DIRECTIONAL);
    LightData data = default_light_data(LightType::DIRECTIONAL);
    data.shadow_enabled = true;
    data.directional_shadow_mode = DirectionalShadowMode::ORTHOGONAL;
    data.directional_shadow_max_distance = 50;
    server->light_set_data(sun, data);
    server->light_set_scenario(sun, scenario);
    // Shining straight down.
    server->light_set_transform(sun, Transform3D(Basis::from_euler({-Math::PI / 2, 0, 0}), {}));
  }
  const ShadowPass& pass() { return view().shadows.front(); }
};

TEST(Shadows, DirectionalLightCastsFromInstancesOutOfViewBetweenItAndTheView) {
  ShadowScene scene;
  const InstanceHandle seen = scene.add_instance(scene.box, {0, 0, -5});
  const InstanceHandle above = scene.add_instance(scene.box, {0, 40, -5});  // out of view
  const InstanceHandle aside = scene.add_instance(scene.box, {200, 0, -5});
  scene.server->instance_attach_object_instance_id(seen, 1);
  scene.server->instance_attach_object_instance_id(above, 2);
  scene.server->instance_attach_object_instance_id(aside, 3);
  scene.server->process(0);
  const RenderView& view = scene.view();
  EXPECT_EQ(view.stats.instances_drawn, 1u);
  ASSERT_EQ(view.lights.size(), 1u);
  EXPECT_EQ(view.lights[0].shadow_count, 1u);
  ASSERT_EQ(view.shadows.size(), 1u);
  const DrawList& casters = scene.pass().casters;
  EXPECT_EQ(casters.pass, RenderPass::SHADOW);
  std::vector<std::uint64_t> ids;
  for (std::uint32_t index : casters.instances) ids.push_back(view.instances.object_ids[index]);
  std::sort(ids.begin(), ids.end());
  EXPECT_THAT(ids, ElementsAre(1, 2));
  EXPECT_TRUE(casters.batches.at(0).pipeline.depth_only());
}

TEST(Shadows, CastShadowSettingsDecideWhoCastsAndWhoIsDrawn) {
  ShadowScene scene;
  const InstanceHandle no_shadow = scene.add_instance(scene.box, {0, 0, -5});
  const InstanceHandle only_shadow = scene.add_instance(scene.box, {1, 0, -5});
  const InstanceHandle both_faces = scene.add_instance(scene.box, {-1, 0, -5});
  scene.server->instance_geometry_set_cast_shadows_setting(no_shadow, ShadowCastingSetting::OFF);
  scene.server->instance_geometry_set_cast_shadows_setting(only_shadow,
                                                           ShadowCastingSetting::SHADOWS_ONLY);
  scene.server->instance_geometry_set_cast_shadows_setting(both_faces,
                                                           ShadowCastingSetting::DOUBLE_SIDED);
  scene.server->process(0);
  EXPECT_EQ(scene.view().stats.instances_drawn, 2u);  // not the shadows-only one
  const DrawList& casters = scene.pass().casters;
  EXPECT_EQ(casters.instances.size(), 2u);
  ASSERT_EQ(casters.batches.size(), 2u);  // culling back faces, and both faces
  EXPECT_EQ(casters.batches[0].pipeline.cull_mode(), MaterialCullMode::BACK);
  EXPECT_EQ(casters.batches[1].pipeline.cull_mode(), MaterialCullMode::DISABLED);
  EXPECT_EQ(scene.view().stats.shadow_casters, 2u);
}

TEST(Shadows, InstancesOutOfRangeCastNoShadow) {
  ShadowScene scene;
  const InstanceHandle far = scene.add_instance(scene.box, {0, 0, -30});
  scene.server->instance_geometry_set_visibility_range(far, 0, 10, 0, 0,
                                                       VisibilityRangeFadeMode::DISABLED);
  scene.add_instance(scene.box, {0, 0, -5});
  scene.server->process(0);
  EXPECT_EQ(scene.pass().casters.instances.size(), 1u);
}

TEST(Shadows, SplitsFollowTheShadowModeAndDistances) {
  ShadowScene scene;
  LightData data = scene.server->light_get_data(scene.sun);
  data.directional_shadow_mode = DirectionalShadowMode::PARALLEL_4_SPLITS;
  scene.server->light_set_data(scene.sun, data);
  scene.server->process(0);
  const RenderView& view = scene.view();
  ASSERT_EQ(view.shadows.size(), 4u);
  EXPECT_FLOAT_EQ(float(view.shadows[0].range_end), 5);   // 0.1 × 50
  EXPECT_FLOAT_EQ(float(view.shadows[1].range_end), 10);  // 0.2 × 50
  EXPECT_FLOAT_EQ(float(view.shadows[2].range_end), 25);  // 0.5 × 50
  EXPECT_FLOAT_EQ(float(view.shadows[3].range_end), 50);
  for (std::uint32_t split = 0; split < 4; ++split) EXPECT_EQ(view.shadows[split].split, split);
}

TEST(Shadows, OmniCubeHasSixFacesAndLightsOutOfViewAreSkipped) {
  RenderFixture scene;
  const LightHandle lamp = scene.server->light_create(LightType::OMNI);
  LightData data = scene.server->light_get_data(lamp);
  data.shadow_enabled = true;
  data.range = 3;
  scene.server->light_set_data(lamp, data);
  scene.server->light_set_scenario(lamp, scene.scenario);
  scene.server->light_set_transform(lamp, Transform3D(Basis(), {0, 0, -5}));
  scene.add_instance(scene.box, {0, 0, -6});
  scene.server->process(0);
  ASSERT_EQ(scene.view().lights.size(), 1u);
  ASSERT_EQ(scene.view().shadows.size(), 6u);
  std::uint32_t casting_faces = 0;
  for (const ShadowPass& face : scene.view().shadows) casting_faces += !face.casters.empty();
  EXPECT_GE(casting_faces, 1u);
  scene.server->light_set_transform(lamp, Transform3D(Basis(), {0, 0, 10}));  // behind
  scene.server->process(0);
  EXPECT_TRUE(scene.view().lights.empty());
  EXPECT_TRUE(scene.view().shadows.empty());
}

TEST(Shadows, LightDefaultsAreGodots) {
  const LightData sun = default_light_data(LightType::DIRECTIONAL);
  EXPECT_FLOAT_EQ(sun.shadow_bias, 0.1f);
  EXPECT_FLOAT_EQ(sun.shadow_normal_bias, 2);
  EXPECT_FLOAT_EQ(sun.directional_shadow_max_distance, 100);
  EXPECT_EQ(sun.directional_shadow_mode, DirectionalShadowMode::PARALLEL_4_SPLITS);
  const LightData spot = default_light_data(LightType::SPOT);
  EXPECT_FLOAT_EQ(spot.shadow_bias, 0.03f);
  EXPECT_FLOAT_EQ(spot.shadow_normal_bias, 1);
  EXPECT_FLOAT_EQ(spot.range, 5);
  EXPECT_FLOAT_EQ(spot.spot_angle, 45);
  const LightData omni = default_light_data(LightType::OMNI);
  EXPECT_FLOAT_EQ(omni.shadow_bias, 0.1f);
  EXPECT_EQ(omni.omni_shadow_mode, OmniShadowMode::CUBE);
}

// -- viewports
// ----------------------------------------------------------------------------------------

TEST(Viewports, SubViewportRendersBeforeItsParentOnlyWhileItsTextureIsDrawn) {
  RenderFixture scene;
  scene.backend->set_record_calls(true);
  const ViewportHandle sub = scene.server->viewport_create("sub");
  scene.server->viewport_set_parent_viewport(sub, scene.viewport);
  scene.server->viewport_set_scenario(sub, scene.scenario);
  scene.server->process(0);
  EXPECT_EQ(scene.server->viewport_get_render_view(sub), nullptr);  // its texture is not used
  // A material showing the SubViewport's picture, on a box in view.
  const MaterialHandle screen = scene.server->material_create("screen");
  MaterialData data;
  data.albedo_texture = scene.server->viewport_get_texture(sub);
  scene.server->material_set_data(screen, data);
  scene.server->instance_geometry_set_material_override(scene.add_instance(scene.box, {0, 0, -5}),
                                                        screen);
  scene.server->process(0);  // the texture is drawn in this frame...
  scene.backend->clear_calls();
  scene.server->process(0);  // ...so the SubViewport renders in the next one, first
  EXPECT_NE(scene.server->viewport_get_render_view(sub), nullptr);
  const auto& calls = scene.backend->get_calls();
  const auto offscreen = std::find(calls.begin(), calls.end(), "render_offscreen viewport #1:1");
  const auto main = std::find(calls.begin(), calls.end(), "render_main viewport #0:1");
  ASSERT_NE(offscreen, calls.end());
  ASSERT_NE(main, calls.end());
  EXPECT_LT(offscreen, main);
  EXPECT_EQ(scene.server->get_last_frame().views.size(), 2u);
  EXPECT_EQ(scene.server->get_last_frame().views[0]->viewport, sub);
}

TEST(Viewports, UpdateModesOnceAlwaysDisabledAndWhenParentVisible) {
  RenderFixture scene;
  const ViewportHandle once = scene.server->viewport_create("once");
  scene.server->viewport_set_update_mode(once, ViewportUpdateMode::ONCE);
  const ViewportHandle follower = scene.server->viewport_create("follower");
  scene.server->viewport_set_parent_viewport(follower, scene.viewport);
  scene.server->viewport_set_update_mode(follower, ViewportUpdateMode::WHEN_PARENT_VISIBLE);
  scene.server->process(0);
  EXPECT_NE(scene.server->viewport_get_render_view(once), nullptr);
  EXPECT_NE(scene.server->viewport_get_render_view(follower), nullptr);
  EXPECT_EQ(scene.server->viewport_get_update_mode(once), ViewportUpdateMode::DISABLED);
  scene.server->viewport_set_update_mode(scene.viewport, ViewportUpdateMode::DISABLED);
  scene.server->process(0);
  EXPECT_EQ(scene.server->viewport_get_render_view(once), nullptr);
  EXPECT_EQ(scene.server->viewport_get_render_view(follower), nullptr);
  EXPECT_EQ(scene.server->get_last_frame().views.size(), 0u);
}

TEST(Viewports, RenderOrderIsDeepestFirstThenCreationOrder) {
  RenderFixture scene;
  auto sub = [&](ViewportHandle parent) {
    const ViewportHandle viewport = scene.server->viewport_create();
    scene.server->viewport_set_parent_viewport(viewport, parent);
    scene.server->viewport_set_update_mode(viewport, ViewportUpdateMode::ALWAYS);
    return viewport;
  };
  const ViewportHandle a = sub(scene.viewport);
  const ViewportHandle b = sub(scene.viewport);
  const ViewportHandle inner = sub(b);
  const ViewportHandle c = sub(scene.viewport);
  scene.server->process(0);
  std::vector<ViewportHandle> order;
  for (const RenderView* view : scene.server->get_last_frame().views) {
    order.push_back(view->viewport);
  }
  EXPECT_THAT(order, ElementsAre(inner, a, b, c, scene.viewport));
}

TEST(Viewports, ParentCycleIsRejected) {
  RenderingServer server;
  const ViewportHandle a = server.viewport_create("a");
  const ViewportHandle b = server.viewport_create("b");
  server.viewport_set_parent_viewport(b, a);
  EXPECT_THROW(server.viewport_set_parent_viewport(a, b), Error);
  EXPECT_THROW(server.viewport_set_parent_viewport(a, a), Error);
  server.free(a);
  server.free(b);
}

TEST(Viewports, EnvironmentComesFromTheCameraElseTheScenarioElseItsFallback) {
  RenderFixture scene;
  scene.server->set_default_clear_color(Color(0.3f, 0.3f, 0.3f));
  scene.server->process(0);
  EXPECT_EQ(scene.view().environment->background_mode, EnvironmentBackground::CLEAR_COLOR);
  EXPECT_EQ(scene.view().clear_color, Color(0.3f, 0.3f, 0.3f));
  auto environment = [&](EnvironmentBackground mode) {
    const EnvironmentHandle handle = scene.server->environment_create();
    EnvironmentData data;
    data.background_mode = mode;
    scene.server->environment_set_data(handle, data);
    return handle;
  };
  const EnvironmentHandle fallback = environment(EnvironmentBackground::KEEP);
  const EnvironmentHandle world = environment(EnvironmentBackground::COLOR);
  const EnvironmentHandle lens = environment(EnvironmentBackground::SKY);
  scene.server->scenario_set_fallback_environment(scene.scenario, fallback);
  scene.server->process(0);
  EXPECT_EQ(scene.view().environment_handle, fallback);
  scene.server->scenario_set_environment(scene.scenario, world);
  scene.server->process(0);
  EXPECT_EQ(scene.view().environment_handle, world);
  CameraData data;
  data.environment = lens;
  scene.server->camera_set_data(scene.camera, data);
  scene.server->process(0);
  EXPECT_EQ(scene.view().environment->background_mode, EnvironmentBackground::SKY);
  scene.server->free(lens);
  scene.server->process(0);
  EXPECT_EQ(scene.view().environment_handle, world);
}

// -- picking
// ------------------------------------------------------------------------------------------

TEST(Picking, RayReturnsTheNearestTriangleHit) {
  RenderFixture scene;
  const InstanceHandle near = scene.add_instance(scene.box, {0, 0, -5});
  const InstanceHandle far = scene.add_instance(scene.box, {0, 0, -9});
  scene.server->instance_attach_object_instance_id(near, 11);
  scene.server->instance_attach_object_instance_id(far, 22);
  const std::optional<RayPick> hit =
      scene.server->instances_pick_ray(scene.scenario, Vector3(), Vector3(0, 0, -1));
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->instance, near);
  EXPECT_EQ(hit->object_id, 11u);
  EXPECT_NEAR(float(hit->distance), 4.5f, 1e-5f);
  EXPECT_TRUE(hit->normal.is_equal_approx(Vector3(0, 0, 1)));
  scene.server->instance_set_layer_mask(near, 2);
  EXPECT_EQ(scene.server->instances_pick_ray(scene.scenario, {}, {0, 0, -1}, 1)->object_id, 22u);
}

TEST(Picking, AnAabbHitWithoutATriangleHitPassesToTheNextInstance) {
  RenderFixture scene;
  // One triangle in the XY plane covering only the lower left half of its unit box.
  const MeshHandle corner = scene.server->mesh_create("corner");
  SurfaceData surface;
  surface.vertices = {{0, 0, 0}, {0, 1, 0}, {1, 0, 0}};
  scene.server->mesh_add_surface(corner, surface);
  scene.server->mesh_set_custom_aabb(corner, AABB(Vector3(0, 0, -0.5f), Vector3(1, 1, 1)));
  const InstanceHandle front = scene.add_instance(corner, {0, 0, -3});
  const InstanceHandle back = scene.add_instance(scene.box, {0.9f, 0.9f, -8});
  scene.server->instance_attach_object_instance_id(front, 1);
  scene.server->instance_attach_object_instance_id(back, 2);
  // Through the upper right of the triangle's box: misses the triangle.
  const std::optional<RayPick> miss =
      scene.server->instances_pick_ray(scene.scenario, {0.9f, 0.9f, 0}, {0, 0, -1});
  ASSERT_TRUE(miss);
  EXPECT_EQ(miss->object_id, 2u);
  const std::optional<RayPick> hit =
      scene.server->instances_pick_ray(scene.scenario, {0.2f, 0.2f, 0}, {0, 0, -1});
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->object_id, 1u);
  EXPECT_NEAR(float(hit->distance), 3, 1e-5f);
}

TEST(Picking, ViewportPickCastsTheCameraRayThroughThePixel) {
  RenderFixture scene;
  const InstanceHandle left = scene.add_instance(scene.box, {-2, 0, -5});
  const InstanceHandle centre = scene.add_instance(scene.box, {0, 0, -5});
  scene.server->instance_attach_object_instance_id(left, 7);
  scene.server->instance_attach_object_instance_id(centre, 8);
  scene.server->process(0);
  EXPECT_EQ(scene.server->viewport_pick(scene.viewport, Vector2(50, 50)), 8u);
  // 75° vertical field, square view: x = -2 at depth 4.5 is about 17 pixels from the left.
  EXPECT_EQ(scene.server->viewport_pick(scene.viewport, Vector2(20, 50)), 7u);
  EXPECT_EQ(scene.server->viewport_pick(scene.viewport, Vector2(50, 2)), 0u);
}

}  // namespace
}  // namespace arbor
