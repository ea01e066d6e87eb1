// Camera3D: which camera is current (Godot's rules), its projection helpers against values
// worked out by hand from Godot's formulas, and what it pushes to the rendering server.

#include "arbor/scene/3d/camera_3d.h"

#include <gtest/gtest.h>

#include <cmath>

#include "arbor/scene/3d/sub_viewport.h"
#include "scene/3d/render_node_test_util.h"

namespace arbor {
namespace {

using render_test::RenderTree;

Camera3D* add_camera(Node* parent, const char* name) {
  auto* camera = parent->add_child(std::make_unique<Camera3D>());
  camera->set_name(name);
  return camera;
}

TEST(Camera3D, FirstCameraToEnterBecomesCurrent) {
  RenderTree scene;
  SceneViewport* root = scene.tree.get_root();
  Camera3D* first = add_camera(root, "First");
  Camera3D* second = add_camera(root, "Second");
  EXPECT_EQ(root->get_camera_3d(), first);
  EXPECT_TRUE(first->is_current());
  EXPECT_FALSE(second->is_current());
  second->make_current();
  EXPECT_EQ(root->get_camera_3d(), second);
  EXPECT_FALSE(first->is_current());
}

TEST(Camera3D, CurrentSetBeforeEnteringWins) {
  RenderTree scene;
  SceneViewport* root = scene.tree.get_root();
  Camera3D* first = add_camera(root, "First");
  auto second = std::make_unique<Camera3D>();
  second->set_current(true);
  EXPECT_TRUE(second->is_current());  // outside a tree: the flag
  Camera3D* added = root->add_child(std::move(second));
  EXPECT_EQ(root->get_camera_3d(), added);
  EXPECT_FALSE(first->is_current());
}

TEST(Camera3D, CurrentCameraLeavingHandsOverAndRemembers) {
  RenderTree scene;
  SceneViewport* root = scene.tree.get_root();
  Camera3D* first = add_camera(root, "First");
  Camera3D* second = add_camera(root, "Second");
  root->remove_child(first);
  EXPECT_EQ(root->get_camera_3d(), second);
  EXPECT_TRUE(first->is_current());  // kept true while outside, as Godot does
  root->add_child(first);            // ...so it is current again on return
  EXPECT_EQ(root->get_camera_3d(), first);
  second->clear_current(false);  // not current: nothing changes
  EXPECT_EQ(root->get_camera_3d(), first);
  first->clear_current(false);
  EXPECT_EQ(root->get_camera_3d(), nullptr);
  first->free();
  EXPECT_EQ(root->get_camera_3d(), nullptr);
}

// A camera that records the current-camera notifications it gets (declared with ARBOR_CLASS, as
// every node type that overrides a callback is).
class CurrentRecorder : public Camera3D {
  ARBOR_CLASS(CurrentRecorder, Camera3D)

 public:
  std::vector<int> seen;

 protected:
  void _notification(int what) override {
    if (what == NOTIFICATION_BECAME_CURRENT || what == NOTIFICATION_LOST_CURRENT) {
      seen.push_back(what);
    }
  }
};

TEST(Camera3D, NotifiesBecomingAndLosingCurrent) {
  using Recorder = CurrentRecorder;
  RenderTree scene;
  auto* a = scene.tree.get_root()->add_child(std::make_unique<Recorder>());
  auto* b = scene.tree.get_root()->add_child(std::make_unique<Recorder>());
  b->make_current();
  EXPECT_EQ(a->seen, (std::vector<int>{Camera3D::NOTIFICATION_BECAME_CURRENT,
                                       Camera3D::NOTIFICATION_LOST_CURRENT}));
  EXPECT_EQ(b->seen, (std::vector<int>{Camera3D::NOTIFICATION_BECAME_CURRENT}));
}

TEST(Camera3D, CamerasBelongToTheirOwnViewport) {
  RenderTree scene;
  auto* sub = scene.tree.get_root()->add_child(std::make_unique<SubViewport>());
  Camera3D* outside = add_camera(scene.tree.get_root(), "Outside");
  Camera3D* inside = add_camera(sub, "Inside");
  EXPECT_EQ(scene.tree.get_root()->get_camera_3d(), outside);
  EXPECT_EQ(sub->get_camera_3d(), inside);
  EXPECT_TRUE(inside->is_current());
}

// -- projection
// -------------------------------------------------------------------------------------

// A 200×100 viewport and a camera at the origin looking along -Z with a 90° vertical field:
// x_ndc = x / (-z) / aspect, y_ndc = y / (-z).
struct LensScene : RenderTree {
  Camera3D* camera;
  LensScene() {
    camera = tree.get_root()->add_child(std::make_unique<Camera3D>());
    camera->set_perspective(90, 0.5f, 100);
  }
};

TEST(Camera3D, ProjectionIsGodotsPerspectiveForTheViewportAspect) {
  LensScene scene;
  const Projection expected = Projection::create_perspective(90, 2, 0.5f, 100);
  EXPECT_TRUE(scene.camera->get_camera_projection().is_equal_approx(expected));
  scene.camera->set_keep_aspect_mode(Camera3D::KEEP_WIDTH);  // 90° is now horizontal
  EXPECT_TRUE(scene.camera->get_camera_projection().is_equal_approx(
      Projection::create_perspective(90, 2, 0.5f, 100, true)));
}

TEST(Camera3D, UnprojectAndProjectPositionAgreeWithGodotsFormulas) {
  LensScene scene;
  // (1, 0, -1): x_ndc = 1 / 1 / 2 = 0.5 -> x = (0.5 * 0.5 + 0.5) * 200 = 150.
  EXPECT_TRUE(scene.camera->unproject_position({1, 0, -1}).is_equal_approx({150, 50}));
  // (0, 1, -2): y_ndc = 0.5 -> y = (-0.5 * 0.5 + 0.5) * 100 = 25.
  EXPECT_TRUE(scene.camera->unproject_position({0, 1, -2}).is_equal_approx({100, 25}));
  EXPECT_TRUE(scene.camera->project_position({150, 50}, 1).is_equal_approx({1, 0, -1}));
  EXPECT_TRUE(scene.camera->project_position({100, 25}, 2).is_equal_approx({0, 1, -2}));
  // Depth 0 gives the camera's position (perspective).
  EXPECT_TRUE(scene.camera->project_position({10, 10}, 0).is_equal_approx({}));
  // A camera moved and turned: the round trip holds.
  scene.camera->set_global_transform(
      Transform3D(Basis::from_euler({0.3f, -0.8f, 0.1f}), Vector3(4, -2, 7)));
  const Vector3 point = scene.camera->project_position({37, 81}, 6);
  EXPECT_TRUE(scene.camera->unproject_position(point).is_equal_approx({37, 81}));
}

TEST(Camera3D, RaysGoThroughThePixelFromTheCamera) {
  LensScene scene;
  EXPECT_TRUE(scene.camera->project_ray_origin({150, 50}).is_equal_approx({}));
  EXPECT_TRUE(
      scene.camera->project_ray_normal({150, 50}).is_equal_approx(Vector3(1, 0, -1).normalized()));
  EXPECT_TRUE(scene.camera->project_ray_normal({100, 50}).is_equal_approx({0, 0, -1}));
  scene.camera->set_global_transform(Transform3D(Basis::from_euler({0, Math::PI / 2, 0}), {}));
  EXPECT_TRUE(scene.camera->project_ray_normal({100, 50}).is_equal_approx({-1, 0, 0}));
  EXPECT_TRUE(scene.camera->project_local_ray_normal({100, 50}).is_equal_approx({0, 0, -1}));
}

TEST(Camera3D, OrthogonalRaysStartOnTheNearPlane) {
  LensScene scene;
  scene.camera->set_orthogonal(2, 0.5f, 100);  // 2 high, 4 wide (aspect 2)
  EXPECT_TRUE(scene.camera->project_ray_origin({0, 0}).is_equal_approx({-2, 1, -0.5f}));
  EXPECT_TRUE(scene.camera->project_ray_origin({200, 100}).is_equal_approx({2, -1, -0.5f}));
  EXPECT_TRUE(scene.camera->project_ray_normal({0, 0}).is_equal_approx({0, 0, -1}));
  EXPECT_TRUE(scene.camera->unproject_position({2, -1, -7}).is_equal_approx({200, 100}));
}

TEST(Camera3D, OffsetsMoveTheViewNotTheNode) {
  LensScene scene;
  scene.camera->set_h_offset(2);
  scene.camera->set_v_offset(-1);
  EXPECT_TRUE(scene.camera->get_camera_transform().origin.is_equal_approx({2, -1, 0}));
  EXPECT_TRUE(scene.camera->get_global_position().is_equal_approx({}));
  EXPECT_TRUE(scene.camera->unproject_position({2, -1, -3}).is_equal_approx({100, 50}));
}

TEST(Camera3D, BehindAndFrustum) {
  LensScene scene;
  EXPECT_TRUE(scene.camera->is_position_behind({0, 0, 1}));
  EXPECT_TRUE(scene.camera->is_position_behind({0, 0, -0.4f}));  // nearer than near
  EXPECT_FALSE(scene.camera->is_position_behind({0, 0, -0.6f}));
  const std::vector<Plane> frustum = scene.camera->get_frustum();
  ASSERT_EQ(frustum.size(), 6u);
  EXPECT_TRUE(frustum[Projection::PLANE_NEAR].is_equal_approx(Plane(Vector3(0, 0, 1), -0.5f)));
  EXPECT_TRUE(scene.camera->is_position_in_frustum({1.9f, 0, -1}));
  EXPECT_FALSE(scene.camera->is_position_in_frustum({2.1f, 0, -1}));
}

TEST(Camera3D, HelpersOutsideATreeThrow) {
  Camera3D camera;
  EXPECT_THROW((void)camera.unproject_position({}), Error);
  EXPECT_THROW((void)camera.get_camera_projection(), Error);
}

TEST(Camera3D, DefaultsAndRangesAreGodots) {
  Camera3D camera;
  EXPECT_EQ(camera.get_fov(), 75);
  EXPECT_FLOAT_EQ(float(camera.get_near()), 0.05f);
  EXPECT_EQ(camera.get_far(), 4000);
  EXPECT_EQ(camera.get_size(), 1);
  EXPECT_EQ(camera.get_keep_aspect_mode(), Camera3D::KEEP_HEIGHT);
  EXPECT_EQ(camera.get_cull_mask(), 0xFFFFFu);
  EXPECT_EQ(camera.get_projection(), Camera3D::PROJECTION_PERSPECTIVE);
  EXPECT_THROW(camera.set_fov(0.5f), Error);
  EXPECT_THROW(camera.set_fov(180), Error);
  EXPECT_THROW(camera.set_size(0), Error);
  EXPECT_THROW(camera.set_cull_mask_value(21, true), Error);
}

// -- the server
// ---------------------------------------------------------------------------------------

TEST(Camera3D, PushesItsLensAndTransformToTheServer) {
  LensScene scene;
  const CameraHandle handle = scene.camera->get_camera_handle();
  ASSERT_TRUE(handle.is_valid());
  EXPECT_EQ(scene.server->camera_get_data(handle).fov, 90);
  scene.camera->set_fov(60);
  EXPECT_EQ(scene.server->camera_get_data(handle).fov, 60);
  scene.camera->set_position({1, 2, 3});
  scene.frame();
  EXPECT_EQ(scene.root_view().camera.camera, handle);
  EXPECT_TRUE(scene.root_view().camera.transform.origin.is_equal_approx({1, 2, 3}));
  scene.camera->free();
  EXPECT_FALSE(scene.server->is_alive(handle));
}

}  // namespace
}  // namespace arbor
