#include "arbor/servers/rendering/rendering_server.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <map>
#include <vector>

#include "servers/rendering/rendering_test_util.h"

namespace arbor {
namespace {

using render_test::RenderFixture;
using ::testing::HasSubstr;

TEST(RenderingServer, FreedHandleIsAnErrorNamingIt) {
  RenderingServer server;
  const MeshHandle mesh = server.mesh_create("res://box.tres");
  server.free(mesh);
  try {
    server.mesh_add_surface(mesh, render_test::box_surface());
    FAIL() << "a freed handle was accepted";
  } catch (const Error& error) {
    EXPECT_THAT(error.what(), HasSubstr("RenderingServer::mesh_add_surface"));
    EXPECT_THAT(error.what(), HasSubstr("mesh #"));
    EXPECT_THAT(error.what(), HasSubstr("stale"));
  }
  EXPECT_THROW(server.free(mesh), Error);
}

TEST(RenderingServer, StaleHandleNeverNamesTheSlotsNextObject) {
  RenderingServer server;
  const MaterialHandle first = server.material_create("first");
  server.free(first);
  const MaterialHandle second = server.material_create("second");
  EXPECT_EQ(first.index(), second.index());
  EXPECT_NE(first, second);
  EXPECT_FALSE(server.is_alive(first));
  EXPECT_TRUE(server.is_alive(second));
  EXPECT_THROW((void)server.material_get_data(first), Error);
  server.free(second);
}

TEST(RenderingServer, NullHandleAndForeignHandleAreErrors) {
  RenderingServer server;
  EXPECT_THROW(server.instance_set_transform(InstanceHandle(), Transform3D()), Error);
  EXPECT_THROW(server.instance_set_transform(InstanceHandle(40, 1), Transform3D()), Error);
}

TEST(RenderingServer, SurfaceWithIndexOutOfRangeIsRejectedNamingMeshAndIndex) {
  RenderingServer server;
  const MeshHandle mesh = server.mesh_create("res://level.tscn::ArrayMesh_ab12c");
  SurfaceData surface = render_test::box_surface();
  surface.indices[5] = 8;
  try {
    server.mesh_add_surface(mesh, surface);
    FAIL() << "an index out of range was accepted";
  } catch (const Error& error) {
    EXPECT_THAT(error.what(), HasSubstr("res://level.tscn::ArrayMesh_ab12c"));
    EXPECT_THAT(error.what(), HasSubstr("surface 0"));
    EXPECT_THAT(error.what(), HasSubstr("index 8 at position 5 is out of range (8 vertices)"));
  }
  EXPECT_EQ(server.mesh_get_surface_count(mesh), 0);
  server.free(mesh);
}

TEST(RenderingServer, SurfaceArrayOfWrongLengthIsRejected) {
  RenderingServer server;
  const MeshHandle mesh = server.mesh_create("bad");
  SurfaceData surface = render_test::box_surface();
  surface.normals.resize(7);
  try {
    server.mesh_add_surface(mesh, surface);
    FAIL();
  } catch (const Error& error) {
    EXPECT_THAT(error.what(), HasSubstr("normals has 7 entries, expected 8"));
  }
  server.free(mesh);
}

TEST(RenderingServer, LeaksAreReportedAtShutdown) {
  std::vector<std::string> reported;
  {
    RenderingServer server;
    server.set_leak_handler([&](const std::vector<std::string>& leaks) { reported = leaks; });
    (void)server.mesh_create("res://forgotten.tres");
    const InstanceHandle instance = server.instance_create();
    server.instance_attach_object_instance_id(instance, 42);
  }
  ASSERT_EQ(reported.size(), 2u);
  EXPECT_THAT(reported[0], HasSubstr("instance #0:1 (object 42)"));
  EXPECT_THAT(reported[1], HasSubstr("'res://forgotten.tres'"));
}

TEST(RenderingServer, FrameDrawsVisibleInstancesAndCullsTheOthers) {
  RenderFixture scene;
  scene.add_instance(scene.box, Vector3(0, 0, -5));
  scene.add_instance(scene.box, Vector3(0, 0, 5));  // behind the camera
  scene.server->process(0.016);
  const RenderView& view = scene.view();
  EXPECT_EQ(view.stats.instances_seen, 2u);
  EXPECT_EQ(view.stats.instances_culled, 1u);
  EXPECT_EQ(view.stats.instances_drawn, 1u);
  ASSERT_EQ(view.opaque.batches.size(), 1u);
  EXPECT_EQ(view.opaque.batches[0].mesh, scene.box);
  EXPECT_EQ(view.opaque.batches[0].material, scene.server->get_default_material());
  EXPECT_EQ(view.opaque.batches[0].count, 1u);
}

TEST(RenderingServer, BackendGetsResourcesThenThePassesInOrder) {
  RenderFixture scene;
  scene.backend->set_record_calls(true);
  scene.add_instance(scene.box, Vector3(0, 0, -5));
  scene.server->process(0.016);
  const std::vector<std::string>& calls = scene.backend->get_calls();
  ASSERT_GE(calls.size(), 6u);
  EXPECT_THAT(calls[0], HasSubstr("material_update"));
  EXPECT_EQ(calls[calls.size() - 4], "render_shadows 0");
  EXPECT_THAT(calls[calls.size() - 3], HasSubstr("render_prepass viewport #0:1"));
  EXPECT_THAT(calls[calls.size() - 2], HasSubstr("render_main viewport #0:1"));
  EXPECT_EQ(calls.back(), "end_frame 1");
}

// Instances over several pages of the instance arrays: those that stay keep their transforms and
// object ids while others are freed or move to another scenario (each leaving moves the last one
// into its place), and those that moved keep theirs.
TEST(RenderingServer, InstancesKeepTheirStateWhileOthersLeaveOverManyPages) {
  RenderFixture scene;
  const ScenarioHandle other = scene.server->scenario_create("other");
  constexpr int kCount = 1100;
  auto place = [](int i) { return Vector3(real_t(i % 40) - 20, real_t(i / 40) - 14, -100); };
  std::vector<InstanceHandle> instances;
  for (int i = 0; i < kCount; ++i) {
    instances.push_back(scene.add_instance(scene.box, place(i)));
    scene.server->instance_attach_object_instance_id(instances.back(), std::uint64_t(i + 1));
  }
  std::map<std::uint64_t, Vector3> expected;
  for (int i = 0; i < kCount; ++i) {
    if (i % 3 != 0) {
      expected[std::uint64_t(i + 1)] = place(i);
    } else if (i % 2 != 0) {
      scene.server->free(instances[std::size_t(i)]);
    } else {
      scene.server->instance_set_scenario(instances[std::size_t(i)], other);
    }
  }
  scene.server->process(0);
  const RenderInstances& stayed = scene.view().instances;
  std::map<std::uint64_t, Vector3> seen;
  for (std::size_t i = 0; i < stayed.object_ids.size(); ++i) {
    seen[stayed.object_ids[i]] = stayed.transforms[i].origin;
  }
  EXPECT_EQ(seen, expected);
  EXPECT_EQ(scene.view().stats.instances_seen, std::uint32_t(expected.size()));
  for (int i = 0; i < kCount; i += 6) {
    EXPECT_TRUE(scene.server->instance_get_world_aabb(instances[std::size_t(i)])
                    .is_equal_approx(AABB(place(i) - Vector3(0.5f, 0.5f, 0.5f), Vector3(1, 1, 1))))
        << i;
  }
}

}  // namespace
}  // namespace arbor
