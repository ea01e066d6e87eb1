// The light nodes: Godot's defaults per kind, parameters, and what reaches the server.

#include "arbor/scene/3d/light_3d.h"

#include <gtest/gtest.h>

#include "arbor/scene/3d/camera_3d.h"
#include "arbor/scene/3d/directional_light_3d.h"
#include "arbor/scene/3d/omni_light_3d.h"
#include "arbor/scene/3d/spot_light_3d.h"
#include "scene/3d/render_node_test_util.h"

namespace arbor {
namespace {

using render_test::RenderTree;

TEST(Light3D, DefaultsAreGodotsPerKind) {
  DirectionalLight3D sun;
  EXPECT_FLOAT_EQ(sun.get_param(Light3D::PARAM_SHADOW_BIAS), 0.1f);
  EXPECT_FLOAT_EQ(sun.get_param(Light3D::PARAM_SHADOW_NORMAL_BIAS), 2);
  EXPECT_FLOAT_EQ(sun.get_param(Light3D::PARAM_SHADOW_MAX_DISTANCE), 100);
  EXPECT_FLOAT_EQ(sun.get_param(Light3D::PARAM_SHADOW_FADE_START), 0.8f);
  EXPECT_FLOAT_EQ(sun.get_param(Light3D::PARAM_INTENSITY), 100000);
  EXPECT_EQ(sun.get_shadow_mode(), DirectionalLight3D::SHADOW_PARALLEL_4_SPLITS);
  EXPECT_EQ(sun.get_sky_mode(), DirectionalLight3D::SKY_MODE_LIGHT_AND_SKY);
  OmniLight3D omni;
  EXPECT_FLOAT_EQ(omni.get_param(Light3D::PARAM_RANGE), 5);
  EXPECT_FLOAT_EQ(omni.get_param(Light3D::PARAM_SHADOW_BIAS), 0.1f);
  EXPECT_FLOAT_EQ(omni.get_param(Light3D::PARAM_SHADOW_NORMAL_BIAS), 1);
  EXPECT_FLOAT_EQ(omni.get_param(Light3D::PARAM_INTENSITY), 1000);
  EXPECT_EQ(omni.get_shadow_mode(), OmniLight3D::SHADOW_CUBE);
  SpotLight3D spot;
  EXPECT_FLOAT_EQ(spot.get_param(Light3D::PARAM_SHADOW_BIAS), 0.03f);
  EXPECT_FLOAT_EQ(spot.get_param(Light3D::PARAM_SPOT_ANGLE), 45);
  EXPECT_FLOAT_EQ(spot.get_param(Light3D::PARAM_SPECULAR), 0.5f);
  EXPECT_EQ(spot.get_color(), Color(1, 1, 1, 1));
  EXPECT_EQ(spot.get_cull_mask(), 0xFFFFFFFFu);
  EXPECT_FALSE(spot.has_shadow());
  EXPECT_EQ(spot.get_bake_mode(), Light3D::BAKE_DYNAMIC);
}

TEST(Light3D, ChangesReachTheServerAtOnce) {
  RenderTree scene;
  scene.tree.get_root()->add_child(std::make_unique<Camera3D>());
  auto* lamp = scene.tree.get_root()->add_child(std::make_unique<OmniLight3D>());
  lamp->set_position({0, 0, -3});
  const LightHandle handle = lamp->get_light_handle();
  ASSERT_TRUE(handle.is_valid());
  lamp->set_param(Light3D::PARAM_ENERGY, 4);
  lamp->set_color(Color(1, 0.5f, 0.25f));
  lamp->set_shadow(true);
  EXPECT_FLOAT_EQ(scene.server->light_get_data(handle).energy, 4);
  EXPECT_EQ(scene.server->light_get_data(handle).color, Color(1, 0.5f, 0.25f));
  scene.frame();
  ASSERT_EQ(scene.root_view().lights.size(), 1u);
  EXPECT_EQ(scene.root_view().lights[0].light, handle);
  EXPECT_TRUE(scene.root_view().lights[0].transform.origin.is_equal_approx({0, 0, -3}));
  EXPECT_EQ(scene.root_view().shadows.size(), 6u);  // cube faces
  lamp->set_editor_only(true);                      // not in a running game
  scene.frame();
  EXPECT_TRUE(scene.root_view().lights.empty());
  lamp->set_editor_only(false);
  lamp->hide();
  scene.frame();
  EXPECT_TRUE(scene.root_view().lights.empty());
  lamp->free();
  EXPECT_FALSE(scene.server->is_alive(handle));
}

TEST(Light3D, ScaleDoesNotReachTheLight) {
  RenderTree scene;
  scene.tree.get_root()->add_child(std::make_unique<Camera3D>());
  auto* sun = scene.tree.get_root()->add_child(std::make_unique<DirectionalLight3D>());
  sun->set_scale({3, 3, 3});
  scene.frame();
  ASSERT_EQ(scene.root_view().lights.size(), 1u);
  EXPECT_TRUE(scene.root_view().lights[0].transform.basis.is_equal_approx(Basis()));
}

TEST(Light3D, WrongValuesAreErrors) {
  DirectionalLight3D sun;
  EXPECT_THROW(sun.set_param(Light3D::PARAM_MAX, 1), Error);
  EXPECT_THROW(sun.set_shadow_mode(DirectionalLight3D::ShadowMode(3)), Error);
  EXPECT_THROW(sun.set_bake_mode(Light3D::BakeMode(-1)), Error);
}

}  // namespace
}  // namespace arbor
