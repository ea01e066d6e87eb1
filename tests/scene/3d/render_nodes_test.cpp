// The render nodes and the server: what a node pushes and when, worlds and viewports, picking,
// and that nothing leaks.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbor/scene/3d/camera_3d.h"
#include "arbor/scene/3d/sub_viewport.h"
#include "arbor/scene/3d/world_3d.h"
#include "scene/3d/render_node_test_util.h"

namespace arbor {
namespace {

using render_test::BoxInstance;
using render_test::RenderTree;

// A camera at the origin (looking along -Z) and boxes in front of it.
struct BoxScene : RenderTree {
  Camera3D* camera;
  BoxScene() { camera = tree.get_root()->add_child(std::make_unique<Camera3D>()); }
  BoxInstance* add_box(Node* parent, const Vector3& position) {
    auto* box = parent->add_child(std::make_unique<BoxInstance>());
    box->set_position(position);
    return box;
  }
};

TEST(RenderNodes, AGeometryNodeIsAServerInstanceWhileInsideATree) {
  BoxScene scene;
  BoxInstance* box = scene.add_box(scene.tree.get_root(), {0, 0, -5});
  const InstanceHandle instance = box->get_instance();
  ASSERT_TRUE(instance.is_valid());
  EXPECT_TRUE(scene.server->instance_get_world_aabb(instance).is_equal_approx(
      AABB(Vector3(-0.5f, -0.5f, -5.5f), Vector3(1, 1, 1))));
  scene.frame();
  EXPECT_EQ(scene.root_view().stats.instances_drawn, 1u);
  EXPECT_EQ(scene.root_view().instances.object_ids[0], box->get_instance_id().value);
  scene.tree.get_root()->remove_child(box);
  EXPECT_FALSE(scene.server->is_alive(instance));
  EXPECT_FALSE(box->get_instance().is_valid());
  scene.frame();
  EXPECT_EQ(scene.root_view().stats.instances_seen, 0u);
  box->free();
}

TEST(RenderNodes, TransformChangesArePushedAsTheyHappenAndStaticNodesCostNothing) {
  BoxScene scene;
  Node3D* parent = scene.tree.get_root()->add_child(std::make_unique<Node3D>());
  BoxInstance* box = scene.add_box(parent, {0, 0, -5});
  scene.frame();
  EXPECT_FALSE(scene.root_view().instances.changed.empty());  // new: sent once
  scene.frame();
  EXPECT_TRUE(scene.root_view().instances.changed.empty());  // static: nothing to send
  parent->set_position({0, 0, 50});                          // moves the box behind the camera
  EXPECT_TRUE(scene.server->instance_get_world_aabb(box->get_instance())
                  .is_equal_approx(AABB(Vector3(-0.5f, -0.5f, 44.5f), Vector3(1, 1, 1))));
  scene.frame();
  EXPECT_EQ(scene.root_view().instances.changed.size(), 1u);
  EXPECT_EQ(scene.root_view().stats.instances_culled, 1u);
  parent->set_position({0, 0, 0});
  parent->rotate_y(Math::PI);  // two changes in a frame: the last one wins
  scene.frame();
  EXPECT_EQ(scene.root_view().stats.instances_culled, 1u);  // now at z = +5, behind
}

TEST(RenderNodes, HiddenNodesAndHiddenParentsAreNotDrawn) {
  BoxScene scene;
  Node3D* parent = scene.tree.get_root()->add_child(std::make_unique<Node3D>());
  BoxInstance* box = scene.add_box(parent, {0, 0, -5});
  parent->hide();
  scene.frame();
  EXPECT_EQ(scene.root_view().stats.instances_drawn, 0u);
  parent->show();
  box->hide();
  scene.frame();
  EXPECT_EQ(scene.root_view().stats.instances_drawn, 0u);
  box->show();
  scene.frame();
  EXPECT_EQ(scene.root_view().stats.instances_drawn, 1u);
}

TEST(RenderNodes, GeometrySettingsReachTheServer) {
  BoxScene scene;
  BoxInstance* box = scene.add_box(scene.tree.get_root(), {0, 0, -5});
  box->set_layer_mask(1u << 4);
  scene.frame();
  EXPECT_EQ(scene.root_view().stats.instances_drawn, 1u);  // the camera sees 20 layers
  scene.camera->set_cull_mask(1u);
  scene.frame();
  EXPECT_EQ(scene.root_view().stats.instances_drawn, 0u);
  scene.camera->set_cull_mask(0xFFFFFu);
  box->set_visibility_range_end(4);
  scene.frame();
  EXPECT_EQ(scene.root_view().stats.instances_out_of_range, 1u);
  box->set_visibility_range_end(0);
  box->set_transparency(0.5f);
  scene.frame();
  EXPECT_EQ(scene.root_view().transparent.batches.size(), 1u);
  box->set_cast_shadows_setting(GeometryInstance3D::SHADOW_CASTING_SETTING_SHADOWS_ONLY);
  scene.frame();
  EXPECT_EQ(scene.root_view().stats.instances_drawn, 0u);
}

TEST(RenderNodes, IsInVisibilityRangeMeasuresToTheWorldBoundsCentre) {
  BoxScene scene;
  BoxInstance* box = scene.add_box(scene.tree.get_root(), {0, 0, -5});
  box->set_visibility_range_begin(2);
  box->set_visibility_range_end(5);
  EXPECT_TRUE(box->is_in_visibility_range({}));
  EXPECT_FALSE(box->is_in_visibility_range({0, 0, 0.1f}));
  EXPECT_FALSE(box->is_in_visibility_range({0, 0, -4}));
}

TEST(RenderNodes, SubViewportsShareTheirParentsWorldUnlessTheyOwnOne) {
  BoxScene scene;
  auto* sub = scene.tree.get_root()->add_child(std::make_unique<SubViewport>());
  BoxInstance* outside = scene.add_box(scene.tree.get_root(), {0, 0, -5});
  BoxInstance* inside = scene.add_box(sub, {1, 0, -5});
  EXPECT_EQ(sub->find_world_3d(), scene.tree.get_root()->find_world_3d());
  scene.frame();
  EXPECT_EQ(scene.root_view().stats.instances_seen, 2u);
  sub->set_use_own_world_3d(true);  // the box inside moves to the SubViewport's own world
  EXPECT_NE(sub->find_world_3d(), scene.tree.get_root()->find_world_3d());
  EXPECT_TRUE(inside->get_instance().is_valid());
  scene.frame();
  EXPECT_EQ(scene.root_view().stats.instances_seen, 1u);
  EXPECT_TRUE(outside->get_instance().is_valid());
  sub->set_use_own_world_3d(false);
  scene.frame();
  EXPECT_EQ(scene.root_view().stats.instances_seen, 2u);
}

TEST(RenderNodes, ASubViewportRendersItsOwnCameraWhenUpdatedAlways) {
  BoxScene scene;
  auto* sub = scene.tree.get_root()->add_child(std::make_unique<SubViewport>());
  sub->set_update_mode(SubViewport::UPDATE_ALWAYS);
  sub->set_use_own_world_3d(true);
  auto* sub_camera = sub->add_child(std::make_unique<Camera3D>());
  scene.add_box(sub, {0, 0, -3});
  scene.add_box(sub, {0, 0, -6});
  scene.frame();
  const RenderView* view = scene.server->viewport_get_render_view(sub->get_viewport_handle());
  ASSERT_NE(view, nullptr);
  EXPECT_TRUE(view->offscreen);
  EXPECT_EQ(view->camera.camera, sub_camera->get_camera_handle());
  EXPECT_EQ(view->viewport_data->size, Vector2i(512, 512));
  EXPECT_EQ(view->stats.instances_drawn, 2u);
  EXPECT_EQ(scene.server->get_last_frame().views.front(), view);  // before the root
  sub->set_size({64, 32});
  scene.frame();
  EXPECT_EQ(view->viewport_data->size, Vector2i(64, 32));
}

TEST(RenderNodes, PickNodeReturnsTheNodeUnderThePixel) {
  BoxScene scene;
  BoxInstance* near = scene.add_box(scene.tree.get_root(), {0, 0, -3});
  BoxInstance* far = scene.add_box(scene.tree.get_root(), {0, 0, -8});
  scene.add_box(scene.tree.get_root(), {-3, 0, -5});
  scene.frame();
  SceneViewport* root = scene.tree.get_root();
  EXPECT_EQ(root->pick_node({100, 50}), near);
  near->hide();
  EXPECT_EQ(root->pick_node({100, 50}), far);
  EXPECT_EQ(root->pick_node({100, 1}), nullptr);
}

TEST(RenderNodes, NothingLeaksWhenTheTreeGoes) {
  auto scene = std::make_unique<BoxScene>();
  auto* sub = scene->tree.get_root()->add_child(std::make_unique<SubViewport>());
  sub->set_use_own_world_3d(true);
  sub->add_child(std::make_unique<Camera3D>());
  scene->add_box(sub, {0, 0, -2});
  scene->add_box(scene->tree.get_root(), {0, 0, -2});
  scene->frame();
  std::vector<std::string>* leaks = &scene->leaks;
  leaks->push_back("sentinel");
  scene->owner.reset();  // the tree: nodes leave, then the server goes
  EXPECT_EQ(*leaks, (std::vector<std::string>{"sentinel"}));
}

TEST(RenderNodes, WithoutARenderingServerNodesKeepTheirStateAndDrawNothing) {
  SceneTree tree;
  auto* camera = tree.get_root()->add_child(std::make_unique<Camera3D>());
  auto* box = tree.get_root()->add_child(std::make_unique<BoxInstance>());
  box->set_position({0, 0, -5});
  tree.tick(0.016);
  EXPECT_TRUE(camera->is_current());
  EXPECT_FALSE(box->get_instance().is_valid());
  EXPECT_EQ(tree.get_root()->get_viewport_handle(), ViewportHandle());
  EXPECT_EQ(tree.get_root()->pick_node({10, 10}), nullptr);
  EXPECT_TRUE(camera->unproject_position({0, 0, -5}).is_equal_approx({640, 360}));
}

}  // namespace
}  // namespace arbor
