// PackedScene::pack and resources: built-in resources become sub-resources listed after those
// they use, with their scene unique ids kept or new `Type_xxxxx` ones; resources with a file
// become ext_resources with `1_xxxxx` ids; ids depend only on the tree packed.
#include <gtest/gtest.h>

#include <regex>

#include "arbor/core/object/missing_resource.h"
#include "arbor/io/text_resource_format.h"
#include "io/pack_test_support.h"

namespace arbor::test {
namespace {

using PackResources = PackTest;

bool matches(const std::string& text, const char* pattern) {
  return std::regex_match(text, std::regex(pattern));
}

TEST_F(PackResources, BuiltInResourcesAreSubResourcesAfterTheOnesTheyUse) {
  auto root = make_owned<Node>();
  auto* mover = owned_child<PackMover>(root.get(), root.get(), "Mover");
  auto outer = make_ref<PackGear>();
  auto inner = make_ref<PackGear>();
  inner->set_teeth(3);
  outer->set_inner(inner);
  mover->set_gear(outer);
  const SceneState state = pack(root.get());
  ASSERT_EQ(state.sub_resources.size(), 2u);
  EXPECT_EQ(state.sub_resources[0].resource.get(), inner.get());
  EXPECT_EQ(state.sub_resources[1].resource.get(), outer.get());
  for (const SubResourceEntry& entry : state.sub_resources) {
    EXPECT_TRUE(matches(entry.id, "PackGear_[a-z0-9]{5}")) << entry.id;
    EXPECT_EQ(entry.resource->get_scene_unique_id(), entry.id);
  }
  EXPECT_NE(state.sub_resources[0].id, state.sub_resources[1].id);
  EXPECT_EQ(property_value(state.nodes[1], "gear").get_object(), outer.get());
  EXPECT_TRUE(state.ext_resources.empty());
}

TEST_F(PackResources, ResourcesWithAFileAreExtResources) {
  auto root = make_owned<Node>();
  auto* first = owned_child<PackMover>(root.get(), root.get(), "First");
  auto* second = owned_child<PackMover>(root.get(), root.get(), "Second");
  auto shared = make_ref<PackGear>();
  shared->set_path("res://gears/shared.tres");
  auto script = make_ref<MissingResource>("Script");
  script->set_path("res://scripts/ai.gd");
  first->set_gear(shared);
  second->set_gear(shared);
  second->keep_property("script", script);
  auto built_in = make_ref<PackGear>();
  built_in->set_inner(shared);
  root->set_meta("spare", built_in);
  const SceneState state = pack(root.get());
  ASSERT_EQ(state.ext_resources.size(), 2u);
  EXPECT_EQ(state.ext_resources[0].type, "PackGear");
  EXPECT_EQ(state.ext_resources[0].path, "res://gears/shared.tres");
  EXPECT_EQ(state.ext_resources[0].resource.get(), shared.get());
  EXPECT_TRUE(matches(state.ext_resources[0].id, "1_[a-z0-9]{5}")) << state.ext_resources[0].id;
  EXPECT_EQ(state.ext_resources[1].type, "Script");
  EXPECT_EQ(state.ext_resources[1].path, "res://scripts/ai.gd");
  EXPECT_TRUE(matches(state.ext_resources[1].id, "2_[a-z0-9]{5}")) << state.ext_resources[1].id;
  ASSERT_EQ(state.sub_resources.size(), 1u);
  EXPECT_EQ(state.sub_resources[0].resource.get(), built_in.get());
}

TEST_F(PackResources, SceneUniqueIdsAreKeptUnlessTaken) {
  auto root = make_owned<Node>();
  auto* mover = owned_child<PackMover>(root.get(), root.get(), "Mover");
  auto kept = make_ref<PackGear>();
  kept->set_scene_unique_id("PackGear_keep1");
  auto clash = make_ref<PackGear>();
  clash->set_scene_unique_id("PackGear_keep1");
  auto from_other_file = make_ref<PackGear>();
  from_other_file->set_path("res://other.tscn::PackGear_other");
  from_other_file->set_scene_unique_id("PackGear_other");
  mover->set_gear(kept);
  mover->set_meta("list", Array{clash, from_other_file});
  const SceneState state = pack(root.get());
  ASSERT_EQ(state.sub_resources.size(), 3u);
  EXPECT_EQ(state.sub_resources[0].id, "PackGear_keep1");
  EXPECT_TRUE(matches(state.sub_resources[1].id, "PackGear_[a-z0-9]{5}"));
  EXPECT_NE(state.sub_resources[1].id, "PackGear_keep1");
  EXPECT_EQ(state.sub_resources[2].id, "PackGear_other");
}

TEST_F(PackResources, IdsDependOnlyOnTheTree) {
  const auto build = [] {
    auto root = make_owned<Node>();
    auto* mover = owned_child<PackMover>(root.get(), root.get(), "Mover");
    auto gear = make_ref<PackGear>();
    gear->set_inner(make_ref<PackGear>());
    mover->set_gear(gear);
    auto file_gear = make_ref<PackGear>();
    file_gear->set_path("res://gear.tres");
    root->set_meta("gear", file_gear);
    return write_scene_text(pack(root.get()));
  };
  EXPECT_EQ(build(), build());
}

}  // namespace
}  // namespace arbor::test
