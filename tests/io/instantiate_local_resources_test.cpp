// resource_local_to_scene: each instance of a scene gets its own copy of such a resource, which
// the nodes of that instance share; other resources stay shared by every instance.
#include <gtest/gtest.h>

#include "arbor/core/object/missing_resource.h"
#include "io/instantiate_test_support.h"

namespace arbor::test {
namespace {

// Holds the scene, as a game holds what it instantiates again and again: the loader's cache
// keeps nothing alive on its own.
class InstantiateLocalResources : public SceneFilesTest {
 protected:
  void SetUp() override {
    SceneFilesTest::SetUp();
    scene_ = ResourceLoader::load<PackedScene>("res://local_gear.tscn");
  }

  Owned<Node> instantiate() const { return Owned<Node>(scene_->instantiate()); }
  [[nodiscard]] const SceneState& state() const { return scene_->get_state(); }

  Ref<PackedScene> scene_;
};

Owned<Node> load_and_instantiate(std::string_view path) {
  return Owned<Node>(ResourceLoader::load<PackedScene>(path)->instantiate());
}

Resource* gear_of(Node* root, std::string_view path) {
  return root->get_node<InstMover>(NodePath(path))->get_gear().get();
}

Variant stored(const Resource* resource, const char* name) {
  const Variant* value = resource->get_kept_properties().find(StringName(name));
  return value ? *value : Variant();
}

Resource* sub_resource(const SceneState& state, std::string_view id) {
  for (const SubResourceEntry& entry : state.sub_resources) {
    if (entry.id == id) return entry.resource.get();
  }
  return nullptr;
}

TEST_F(InstantiateLocalResources, EachInstanceHasItsOwnCopy) {
  Owned<Node> first = instantiate();
  Owned<Node> second = instantiate();
  Resource* mine = gear_of(first.get(), ".");
  Resource* theirs = gear_of(second.get(), ".");
  ASSERT_NE(mine, nullptr);
  ASSERT_NE(theirs, nullptr);
  EXPECT_NE(mine, theirs);
  EXPECT_EQ(stored(mine, "power"), Variant(int64_t(5)));
  EXPECT_EQ(stored(theirs, "power"), Variant(int64_t(5)));
  EXPECT_TRUE(mine->is_local_to_scene());
  EXPECT_EQ(mine->get_scene_unique_id(), "GearData_local");
  EXPECT_TRUE(mine->get_path().empty());
  const SceneState& state = this->state();
  EXPECT_NE(mine, sub_resource(state, "GearData_local"));
}

TEST_F(InstantiateLocalResources, NodesOfOneInstanceShareTheirCopy) {
  Owned<Node> root = instantiate();
  EXPECT_EQ(gear_of(root.get(), "."), gear_of(root.get(), "Barrel"));
  // The copy's local part is this instance's copy of the part, the one Spare holds.
  EXPECT_EQ(stored(gear_of(root.get(), "."), "part").get_object(), gear_of(root.get(), "Spare"));
}

TEST_F(InstantiateLocalResources, OtherResourcesStayShared) {
  Owned<Node> first = instantiate();
  Owned<Node> second = instantiate();
  const SceneState& state = this->state();
  Resource* shared = sub_resource(state, "GearData_shared");
  EXPECT_EQ(gear_of(first.get(), "Base"), shared);
  EXPECT_EQ(gear_of(second.get(), "Base"), shared);
  EXPECT_EQ(stored(gear_of(first.get(), "."), "inner").get_object(), shared);
  EXPECT_NE(gear_of(first.get(), "Spare"), gear_of(second.get(), "Spare"));
}

TEST_F(InstantiateLocalResources, ChangingOneCopyLeavesTheOthers) {
  Owned<Node> first = instantiate();
  Owned<Node> second = instantiate();
  gear_of(first.get(), ".")->keep_property("power", Variant(int64_t(9)));
  EXPECT_EQ(stored(gear_of(first.get(), "Barrel"), "power"), Variant(int64_t(9)));
  EXPECT_EQ(stored(gear_of(second.get(), "."), "power"), Variant(int64_t(5)));
}

TEST_F(InstantiateLocalResources, InstancedSubScenesGetCopiesOfTheirOwn) {
  Owned<Node> pair = load_and_instantiate("res://local_gear_pair.tscn");
  Resource* a = gear_of(pair.get(), "A");
  Resource* b = gear_of(pair.get(), "B");
  EXPECT_NE(a, b);
  EXPECT_EQ(a, gear_of(pair.get(), "A/Barrel"));
  EXPECT_EQ(b, gear_of(pair.get(), "B/Barrel"));
  EXPECT_EQ(gear_of(pair.get(), "A/Base"), gear_of(pair.get(), "B/Base"));
}

TEST_F(InstantiateLocalResources, PackingStoresNoCopyThatMatchesTheInstance) {
  Owned<Node> pair = load_and_instantiate("res://local_gear_pair.tscn");
  PackedScene packed;
  packed.pack(pair.get());
  EXPECT_EQ(packed.get_state().nodes.size(), 3u);
  EXPECT_TRUE(packed.get_state().sub_resources.empty());
  // A copy changed in one instance is stored for that instance.
  gear_of(pair.get(), "B")->keep_property("power", Variant(int64_t(9)));
  packed.pack(pair.get());
  ASSERT_EQ(packed.get_state().nodes.size(), 3u);
  EXPECT_TRUE(packed.get_state().nodes[1].properties.empty());
  ASSERT_EQ(packed.get_state().nodes[2].properties.size(), 1u);
  EXPECT_EQ(packed.get_state().nodes[2].properties[0].name, "gear");
}

TEST_F(InstantiateLocalResources, ReadsTheFlagOfAResourceArborDoesNotHave) {
  const SceneState& state = this->state();
  EXPECT_TRUE(sub_resource(state, "GearData_local")->is_local_to_scene());
  EXPECT_FALSE(sub_resource(state, "GearData_shared")->is_local_to_scene());
  EXPECT_NE(dynamic_cast<MissingResource*>(sub_resource(state, "GearData_local")), nullptr);
}

}  // namespace
}  // namespace arbor::test
