// PackedScene::pack and instanced sub-scenes: an instance is stored as `instance=` of its file
// with only what differs from what the file gives; the children of an instance are stored only
// when the root edits them ([editable]), and then only where they changed; nodes added among an
// instance's children get `index=` when not last; connections an instance makes are not stored.
#include <gtest/gtest.h>

#include "io/instantiate_test_support.h"
#include "io/pack_test_support.h"

namespace arbor::test {
namespace {

using PackSubScenes = SceneFilesTest;

Owned<Node> instantiate_file(std::string_view path) {
  return Owned<Node>(ResourceLoader::load<PackedScene>(path)->instantiate());
}

SceneState pack_tree(Node* root) {
  PackedScene scene;
  scene.pack(root);
  return scene.get_state();
}

std::vector<std::string> types(const SceneState& state) {
  std::vector<std::string> list;
  for (const SceneNodeEntry& entry : state.nodes) list.push_back(entry.type);
  return list;
}

std::vector<std::string> parents(const SceneState& state) {
  std::vector<std::string> list;
  for (const SceneNodeEntry& entry : state.nodes) list.push_back(entry.parent.value_or("-"));
  return list;
}

TEST_F(PackSubScenes, NestedEditableInstancesStoreOnlyWhatChanged) {
  Owned<Node> level = instantiate_file("res://level.tscn");
  const SceneState state = pack_tree(level.get());
  EXPECT_EQ(node_names(state), (std::vector<std::string>{"Level", "Squad", "Marker", "Gun"}));
  EXPECT_EQ(types(state), (std::vector<std::string>{"Node", "", "Node3D", ""}));
  EXPECT_EQ(parents(state),
            (std::vector<std::string>{"-", ".", "Squad/Leader/Body", "Squad/Leader/Body"}));
  ASSERT_EQ(state.ext_resources.size(), 1u);
  EXPECT_EQ(state.ext_resources[0].type, "PackedScene");
  EXPECT_EQ(state.ext_resources[0].path, "res://squad.tscn");
  EXPECT_EQ(state.nodes[1].instance.get_object(), state.ext_resources[0].resource.get());
  EXPECT_TRUE(state.nodes[1].properties.empty());
  EXPECT_EQ(state.nodes[2].details().index, 0);
  EXPECT_FALSE(state.nodes[3].details().index.has_value());
  EXPECT_EQ(property_names(state.nodes[3]), (std::vector<std::string>{"transform"}));
  ASSERT_TRUE(state.nodes[3].details().groups.has_value());
  EXPECT_EQ(*state.nodes[3].details().groups, (Array{"weapons"}));
  EXPECT_EQ(state.editable_instances, (std::vector<std::string>{"Squad", "Squad/Leader"}));
  ASSERT_EQ(state.connections.size(), 1u);  // Body's `pinged` comes from enemy.tscn
  EXPECT_EQ(state.connections[0].signal, "hit");
  EXPECT_EQ(state.connections[0].from, "Squad/Leader/Body");
  EXPECT_EQ(state.connections[0].to, "Squad/Follower");
}

TEST_F(PackSubScenes, AnInstanceStoresItsOverridesOnly) {
  Owned<Node> squad = instantiate_file("res://squad.tscn");
  auto* follower = squad->get_node<InstMover>("Follower");
  follower->set_speed(9.0);
  follower->add_to_group("enemies", true);  // enemy.tscn gives it already
  follower->add_to_group("rear", true);
  squad->get_node<Node3D>("Follower/Body")->set_position(Vector3(0, 5, 0));  // not editable
  Node* tail = follower->add_child(std::make_unique<Node>());
  tail->set_name("Tail");
  tail->set_owner(squad.get());
  Node* head = follower->add_child(std::make_unique<Node>());
  head->set_name("Head");
  head->set_owner(squad.get());
  follower->move_child(head, 0);
  const SceneState state = pack_tree(squad.get());
  EXPECT_EQ(node_names(state),
            (std::vector<std::string>{"Squad", "Leader", "Body", "Follower", "Head", "Tail"}));
  EXPECT_EQ(types(state), (std::vector<std::string>{"Node3D", "", "", "", "Node", "Node"}));
  EXPECT_EQ(property_names(state.nodes[1]), (std::vector<std::string>{"speed"}));
  EXPECT_EQ(property_names(state.nodes[2]), (std::vector<std::string>{"speed"}));
  EXPECT_EQ(property_names(state.nodes[3]), (std::vector<std::string>{"speed"}));
  EXPECT_EQ(property_value(state.nodes[3], "speed"), Variant(9.0));
  ASSERT_TRUE(state.nodes[3].details().groups.has_value());
  EXPECT_EQ(*state.nodes[3].details().groups, (Array{"rear"}));
  EXPECT_EQ(state.nodes[4].details().index, 0);
  EXPECT_FALSE(state.nodes[5].details().index.has_value());
  EXPECT_EQ(state.editable_instances, (std::vector<std::string>{"Leader"}));
  ASSERT_EQ(state.ext_resources.size(), 1u);
  EXPECT_EQ(state.ext_resources[0].path, "res://enemy.tscn");
  EXPECT_TRUE(state.connections.empty());
}

TEST_F(PackSubScenes, PackInstantiatePackGivesTheSameState) {
  Owned<Node> level = instantiate_file("res://level.tscn");
  level->get_node<InstMover>("Squad/Follower")->set_speed(4.0);
  Ref<PackedScene> first = make_ref<PackedScene>();
  first->pack(level.get());
  Owned<Node> copy(first->instantiate());
  Ref<PackedScene> second = make_ref<PackedScene>();
  second->set_path("res://level.tscn");  // packed for the same file, it keeps the same ext ids
  second->pack(copy.get());
  EXPECT_EQ(write_scene_text(second->get_state()), write_scene_text(first->get_state()));
}

TEST_F(PackSubScenes, AnInstanceWhoseFileCannotBeLoadedThrowsNamingTheNode) {
  auto root = make_owned<Node>();
  Node* ghost = root->add_child(std::make_unique<Node>());
  ghost->set_name("Ghost");
  ghost->set_owner(root.get());
  ghost->set_scene_file_path("res://no_such_scene.tscn");
  try {
    pack_tree(root.get());
    FAIL();
  } catch (const Error& error) {
    const std::string message = error.what();
    EXPECT_NE(message.find("node 'Ghost'"), std::string::npos) << message;
    EXPECT_NE(message.find("res://no_such_scene.tscn"), std::string::npos) << message;
  }
}

}  // namespace
}  // namespace arbor::test
