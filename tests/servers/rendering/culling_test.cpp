// Frustum culling: the SIMD kernel against a plain reference, boundary cases, and culling in a
// frame (frustum, layers, visibility).

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "servers/rendering/frustum_culling.h"
#include "servers/rendering/rendering_test_util.h"

namespace arbor {
namespace {

using render_test::RenderFixture;
using rendering::BoxArrays;
using rendering::cull_boxes;
using rendering::CullPlanes;

struct Boxes {
  std::vector<float> min_x, min_y, min_z, max_x, max_y, max_z;
  std::uint32_t count = 0;

  void add(const AABB& box) {
    min_x.push_back(float(box.position.x));
    min_y.push_back(float(box.position.y));
    min_z.push_back(float(box.position.z));
    max_x.push_back(float(box.get_end().x));
    max_y.push_back(float(box.get_end().y));
    max_z.push_back(float(box.get_end().z));
    ++count;
  }
  BoxArrays arrays() {
    const std::uint32_t padded = (count + 7) & ~7u;
    for (auto* values : {&min_x, &min_y, &min_z, &max_x, &max_y, &max_z}) {
      values->resize(padded, 0.0f);
    }
    return {min_x.data(), min_y.data(), min_z.data(), max_x.data(),
            max_y.data(), max_z.data(), count,        padded};
  }
};

// The boxes kept, checking that the portable kernel keeps exactly the same ones.
std::vector<std::uint32_t> cull(Boxes& boxes, const CullPlanes& planes) {
  std::vector<std::uint32_t> inside;
  inside.resize(cull_boxes(boxes.arrays(), planes, inside));
  std::vector<std::uint32_t> portable;
  portable.resize(rendering::cull_boxes_portable(boxes.arrays(), planes, portable));
  EXPECT_EQ(inside, portable);
  return inside;
}

TEST(FrustumCulling, BoxTouchingOrLyingOnAPlaneIsKept) {
  CullPlanes planes;
  planes.add(Plane(Vector3(1, 0, 0), 1));  // outside: x > 1
  Boxes boxes;
  boxes.add(AABB(Vector3(1, 0, 0), Vector3(1, 1, 1)));        // touches from outside
  boxes.add(AABB(Vector3(1, 0, 0), Vector3(0, 1, 1)));        // flat, lying on the plane
  boxes.add(AABB(Vector3(0, 0, 0), Vector3(1, 1, 1)));        // touches from inside
  boxes.add(AABB(Vector3(1.0001f, 0, 0), Vector3(1, 1, 1)));  // just outside
  boxes.add(AABB(Vector3(-5, 0, 0), Vector3(1, 1, 1)));       // well inside
  EXPECT_EQ(cull(boxes, planes), (std::vector<std::uint32_t>{0, 1, 2, 4}));
}

TEST(FrustumCulling, UsesTheCornerFurthestAgainstEachNormal) {
  CullPlanes planes;
  // A diagonal plane x + y > 2 (normal not unit length).
  planes.add(Plane(Vector3(1, 1, 0), 2));
  Boxes boxes;
  boxes.add(AABB(Vector3(1, 1, 0), Vector3(1, 1, 1)));      // nearest corner (1,1): on the plane
  boxes.add(AABB(Vector3(1.5f, 1, 0), Vector3(1, 1, 1)));   // nearest corner sum 2.5: outside
  boxes.add(AABB(Vector3(-1, 2.5f, 0), Vector3(1, 1, 1)));  // (-1, 2.5): sum 1.5, inside
  EXPECT_EQ(cull(boxes, planes), (std::vector<std::uint32_t>{0, 2}));
}

TEST(FrustumCulling, MatchesAPlainReferenceForAnyCount) {
  std::mt19937 random(7);
  std::uniform_real_distribution<float> position(-20, 20);
  std::uniform_real_distribution<float> extent(0, 3);
  const Projection projection = Projection::create_perspective(70, 1.5f, 0.1f, 30);
  const Transform3D camera(Basis::from_euler(Vector3(0.3f, 0.7f, 0)), Vector3(1, 2, 3));
  const std::array<Plane, 6> frustum = projection.get_projection_planes(camera);
  for (std::uint32_t count : {0u, 1u, 3u, 4u, 7u, 8u, 9u, 1000u, 1003u}) {
    Boxes boxes;
    std::vector<std::uint32_t> expected;
    for (std::uint32_t i = 0; i < count; ++i) {
      const AABB box(Vector3(position(random), position(random), position(random)),
                     Vector3(extent(random), extent(random), extent(random)));
      boxes.add(box);
      bool outside = false;
      for (const Plane& plane : frustum) {
        const Vector3 corner = box.get_support(-plane.normal);
        outside |= float(plane.normal.x) * float(corner.x) +
                       float(plane.normal.y) * float(corner.y) +
                       float(plane.normal.z) * float(corner.z) >
                   float(plane.d);
      }
      if (!outside) expected.push_back(i);
    }
    EXPECT_EQ(cull(boxes, rendering::frustum_planes(frustum)), expected) << count << " boxes";
  }
}

TEST(FrustumCulling, PageByPageKeepsWhatOnePassKeepsUnderTheSameIndices) {
  std::mt19937 random(11);
  std::uniform_real_distribution<float> position(-20, 20);
  const Projection projection = Projection::create_perspective(70, 1.5f, 0.1f, 30);
  const std::array<Plane, 6> frustum =
      projection.get_projection_planes(Transform3D(Basis::from_euler(Vector3(0.2f, 0.4f, 0)), {}));
  const CullPlanes planes = rendering::frustum_planes(frustum);
  constexpr std::uint32_t kPage = 64;
  for (std::uint32_t count : {0u, 1u, 9u, kPage - 1, kPage, kPage + 1, 4 * kPage + 13}) {
    Boxes boxes;
    for (std::uint32_t i = 0; i < count; ++i) {
      boxes.add(
          AABB(Vector3(position(random), position(random), position(random)), Vector3(2, 2, 2)));
    }
    const BoxArrays all = boxes.arrays();
    std::vector<std::uint32_t> paged;
    std::uint32_t kept = 0;
    for (std::uint32_t first = 0; first < count; first += kPage) {
      const std::uint32_t in_page = std::min(kPage, count - first);
      const BoxArrays page{all.min_x + first, all.min_y + first,  all.min_z + first,
                           all.max_x + first, all.max_y + first,  all.max_z + first,
                           in_page,           (in_page + 7) & ~7u};
      kept = rendering::cull_boxes_from(page, first, planes, paged, kept);
    }
    paged.resize(kept);
    EXPECT_EQ(paged, cull(boxes, planes)) << count << " boxes";
  }
}

// An orthogonal camera at the origin looking along -Z, 2 units high and wide (a square
// viewport), near 1 and far 10: its frustum is the box x, y in [-1, 1], z in [-10, -1].
struct OrthogonalScene : RenderFixture {
  OrthogonalScene() {
    CameraData lens;
    lens.projection = CameraProjection::ORTHOGONAL;
    lens.size = 2;
    lens.near = 1;
    lens.far = 10;
    server->camera_set_data(camera, lens);
  }
  std::uint32_t drawn() {
    server->process(0);
    return view().stats.instances_drawn;
  }
};

TEST(FrustumCulling, FrameKeepsBoxesTouchingTheFrustumAndCullsThoseJustBeyond) {
  OrthogonalScene scene;
  // A unit box centred at x: its left face is at x - 0.5.
  const InstanceHandle right = scene.add_instance(scene.box, Vector3(1.5f, 0, -5));
  EXPECT_EQ(scene.drawn(), 1u);  // left face on x = 1
  scene.server->instance_set_transform(right, Transform3D(Basis(), Vector3(1.51f, 0, -5)));
  EXPECT_EQ(scene.drawn(), 0u);
  scene.server->instance_set_transform(right, Transform3D(Basis(), Vector3(0, 0, -10.5f)));
  EXPECT_EQ(scene.drawn(), 1u);  // near face on the far plane
  scene.server->instance_set_transform(right, Transform3D(Basis(), Vector3(0, 0, -10.51f)));
  EXPECT_EQ(scene.drawn(), 0u);
  scene.server->instance_set_transform(right, Transform3D(Basis(), Vector3(0, 0, -0.4f)));
  EXPECT_EQ(scene.drawn(), 0u);  // between the camera and the near plane
  EXPECT_EQ(scene.view().stats.instances_culled, 1u);
}

TEST(FrustumCulling, CameraCullMaskAndVisibilityHideInstances) {
  RenderFixture scene;
  const InstanceHandle layered = scene.add_instance(scene.box, Vector3(0, 0, -5));
  const InstanceHandle hidden = scene.add_instance(scene.box, Vector3(1, 0, -5));
  scene.add_instance(scene.box, Vector3(-1, 0, -5));
  scene.server->instance_set_layer_mask(layered, 1u << 3);
  scene.server->instance_set_visible(hidden, false);
  CameraData lens;
  lens.cull_mask = 1u;
  scene.server->camera_set_data(scene.camera, lens);
  scene.server->process(0);
  EXPECT_EQ(scene.view().stats.instances_seen, 2u);  // the hidden one is not seen
  EXPECT_EQ(scene.view().stats.instances_culled, 1u);
  EXPECT_EQ(scene.view().stats.instances_drawn, 1u);
  lens.cull_mask = 0xFFFFFu;
  scene.server->camera_set_data(scene.camera, lens);
  scene.server->process(0);
  EXPECT_EQ(scene.view().stats.instances_drawn, 2u);
}

TEST(FrustumCulling, ExtraCullMarginAndCustomAabbWidenTheBounds) {
  OrthogonalScene scene;
  const InstanceHandle instance = scene.add_instance(scene.box, Vector3(2, 0, -5));
  EXPECT_EQ(scene.drawn(), 0u);
  scene.server->instance_set_extra_visibility_margin(instance, 0.5f);
  EXPECT_EQ(scene.drawn(), 1u);  // grown to x >= 1
  scene.server->instance_set_extra_visibility_margin(instance, 0);
  scene.server->instance_set_custom_aabb(instance, AABB(Vector3(-3, -1, -1), Vector3(1, 2, 2)));
  EXPECT_EQ(scene.drawn(), 1u);  // the custom box moved by x = 2: x in [-1, 0]
  EXPECT_TRUE(scene.server->instance_get_world_aabb(instance).is_equal_approx(
      AABB(Vector3(-1, -1, -6), Vector3(1, 2, 2))));
}

}  // namespace
}  // namespace arbor
