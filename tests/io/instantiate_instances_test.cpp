// Instanced sub-scenes: nested instances with overrides, owners inside instances, scene file
// paths, `index=` among instanced children, editable children, inherited scenes, and failures
// of sub-scenes (missing file, a scene that instances itself).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "io/instantiate_test_support.h"

namespace arbor::test {
namespace {

using ::testing::HasSubstr;
using InstantiateInstances = SceneFilesTest;

Owned<Node> load_and_instantiate(std::string_view path) {
  return Owned<Node>(ResourceLoader::load<PackedScene>(path)->instantiate());
}

TEST_F(InstantiateInstances, SubSceneRootsKeepTheirFileAndOwnTheirNodes) {
  Owned<Node> squad = load_and_instantiate("res://squad.tscn");
  EXPECT_EQ(squad->get_scene_file_path(), "res://squad.tscn");
  EXPECT_EQ(child_names(squad.get()), (std::vector<std::string>{"Leader", "Follower"}));
  auto* leader = squad->get_node<InstMover>("Leader");
  EXPECT_EQ(leader->get_scene_file_path(), "res://enemy.tscn");
  EXPECT_EQ(leader->get_owner(), squad.get());
  EXPECT_EQ(leader->get_node("Body")->get_owner(), leader);
  EXPECT_EQ(leader->get_node("Body/Gun")->get_owner(), leader);
  EXPECT_EQ(leader->get_persistent_groups(), (std::vector<StringName>{"enemies"}));
  EXPECT_TRUE(squad->is_editable_instance(leader));
  EXPECT_FALSE(squad->is_editable_instance(squad->get_node("Follower")));
}

TEST_F(InstantiateInstances, OverridesApplyOnTopOfTheSubScene) {
  Owned<Node> squad = load_and_instantiate("res://squad.tscn");
  EXPECT_DOUBLE_EQ(squad->get_node<InstMover>("Leader")->get_speed(), 5.0);
  EXPECT_DOUBLE_EQ(squad->get_node<InstMover>("Leader/Body")->get_speed(), 7.0);
  EXPECT_DOUBLE_EQ(squad->get_node<InstMover>("Follower")->get_speed(), 3.0);
  EXPECT_DOUBLE_EQ(squad->get_node<InstMover>("Follower/Body")->get_speed(), 2.0);
}

TEST_F(InstantiateInstances, NestedInstancesWithDeepOverridesAndIndex) {
  WarningLog log;
  Owned<Node> level = load_and_instantiate("res://level.tscn");
  Node* squad = level->get_node("Squad");
  EXPECT_EQ(squad->get_owner(), level.get());
  EXPECT_EQ(squad->get_scene_file_path(), "res://squad.tscn");
  Node* leader = level->get_node("Squad/Leader");
  EXPECT_EQ(leader->get_owner(), squad);
  Node* body = level->get_node("Squad/Leader/Body");
  EXPECT_EQ(child_names(body), (std::vector<std::string>{"Marker", "Gun", "Eyes"}));
  EXPECT_EQ(body->get_node("Marker")->get_owner(), level.get());
  auto* gun = body->get_node<Node3D>("Gun");
  EXPECT_EQ(gun->get_owner(), leader);
  EXPECT_EQ(gun->get_position(), Vector3(0, 1, 0));
  EXPECT_EQ(gun->get_persistent_groups(), (std::vector<StringName>{"weapons"}));
  EXPECT_TRUE(level->is_editable_instance(leader));
  EXPECT_TRUE(log.warnings.empty());
}

TEST_F(InstantiateInstances, EditOfANodeThatVanishedFromTheInstanceIsReported) {
  WarningLog log;
  Owned<Node> root = instantiate_text(R"([gd_scene load_steps=2 format=3]

[ext_resource type="PackedScene" path="res://enemy.tscn" id="1_enemy"]

[node name="Root" type="Node"]

[node name="Enemy" parent="." instance=ExtResource("1_enemy")]

[node name="Ghost" parent="Enemy/Body"]
speed = 1.0

[node name="Gun" parent="Enemy/Body"]
visible = false

[editable path="Enemy"]
)");
  EXPECT_FALSE(root->get_node<Node3D>("Enemy/Body/Gun")->is_visible());
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_EQ(log.warnings[0].kind, LoadWarning::NODE);
  EXPECT_EQ(log.warnings[0].file, "res://inline.tscn");
  EXPECT_EQ(log.warnings[0].node_path, "Enemy/Body/Ghost");
  EXPECT_EQ(log.warnings[0].message, "it was edited from inside an instance, but it has vanished");
}

TEST_F(InstantiateInstances, ConnectionsOfEveryLevelAreBound) {
  Owned<Node> level = load_and_instantiate("res://level.tscn");
  auto* leader = level->get_node<InstMover>("Squad/Leader");
  auto* leader_body = level->get_node<InstMover>("Squad/Leader/Body");
  auto* follower = level->get_node<InstMover>("Squad/Follower");
  leader_body->pinged.emit();
  leader_body->hit.emit(5, "x");
  EXPECT_EQ(leader->received, (std::vector<std::string>{"ping"}));
  EXPECT_EQ(follower->received, (std::vector<std::string>{"hit 5 x"}));
}

TEST_F(InstantiateInstances, InheritedSceneEditsItsBase) {
  Owned<Node> boss_node = load_and_instantiate("res://boss.tscn");
  auto* boss = dynamic_cast<InstMover*>(boss_node.get());
  ASSERT_NE(boss, nullptr);
  EXPECT_EQ(boss->get_name(), "Boss");
  EXPECT_EQ(boss->get_scene_file_path(), "res://boss.tscn");
  EXPECT_EQ(boss->get_owner(), nullptr);
  EXPECT_DOUBLE_EQ(boss->get_speed(), 9.0);
  EXPECT_EQ(boss->get_persistent_groups(), (std::vector<StringName>{"enemies"}));
  EXPECT_EQ(child_names(boss), (std::vector<std::string>{"Body", "Aura"}));
  auto* body = boss->get_node<InstMover>("Body");
  EXPECT_DOUBLE_EQ(body->get_speed(), 4.0);
  EXPECT_EQ(body->get_persistent_groups(), (std::vector<StringName>{"armored"}));
  EXPECT_EQ(child_names(body), (std::vector<std::string>{"Gun", "Crown", "Eyes"}));
  for (const char* path : {"Body", "Body/Gun", "Body/Crown", "Body/Eyes", "Aura"}) {
    EXPECT_EQ(boss->get_node(path)->get_owner(), boss) << path;
  }
  body->pinged.emit();
  body->hit.emit(2, "claw");
  EXPECT_EQ(boss->received, (std::vector<std::string>{"ping", "hit 2 claw"}));
}

TEST_F(InstantiateInstances, EachInstanceIsANewTree) {
  Ref<PackedScene> enemy = ResourceLoader::load<PackedScene>("res://enemy.tscn");
  Owned<Node> first(enemy->instantiate());
  Owned<Node> second(enemy->instantiate());
  EXPECT_NE(first.get(), second.get());
  static_cast<InstMover*>(first->get_node("Body"))->pinged.emit();
  EXPECT_EQ(static_cast<InstMover*>(first.get())->received.size(), 1u);
  EXPECT_TRUE(static_cast<InstMover*>(second.get())->received.empty());
}

TEST_F(InstantiateInstances, MissingSubSceneThrowsNamingFileAndNodeAndFreesEverything) {
  const int before = InstMover::alive;
  try {
    (void)load_and_instantiate("res://broken_instance.tscn");
    FAIL() << "expected arbor::Error";
  } catch (const Error& error) {
    EXPECT_THAT(error.what(),
                HasSubstr("instantiate 'res://broken_instance.tscn', node 'Mover/Gone': "));
    EXPECT_THAT(error.what(), HasSubstr("no_such_scene.tscn"));
  }
  EXPECT_EQ(InstMover::alive, before);
}

TEST_F(InstantiateInstances, SceneThatInstancesItselfIsRefused) {
  const int before = InstMover::alive;
  try {
    (void)load_and_instantiate("res://loop_a.tscn");
    FAIL() << "expected arbor::Error";
  } catch (const Error& error) {
    EXPECT_THAT(error.what(),
                HasSubstr("scene 'res://loop_a.tscn' instances itself: 'res://loop_a.tscn' -> "
                          "'res://loop_b.tscn' -> 'res://loop_a.tscn'"));
  }
  EXPECT_EQ(InstMover::alive, before);
  // The chain is unwound: the scenes that do not loop still instantiate.
  EXPECT_NE(load_and_instantiate("res://enemy.tscn"), nullptr);
}

TEST_F(InstantiateInstances, InstancePlaceholderIsInstancedAtOnce) {
  Owned<Node> root = instantiate_text(R"([gd_scene format=3]

[node name="Root" type="Node"]

[node name="Later" parent="." instance_placeholder="res://enemy.tscn"]
speed = 8.0
)");
  auto* later = root->get_node<InstMover>("Later");
  EXPECT_EQ(later->get_scene_file_path(), "res://enemy.tscn");
  EXPECT_EQ(later->get_owner(), root.get());
  EXPECT_DOUBLE_EQ(later->get_speed(), 8.0);
  EXPECT_EQ(child_names(later), (std::vector<std::string>{"Body"}));
}

TEST_F(InstantiateInstances, InstanceOfAPackedSceneHeldInMemory) {
  Ref<PackedScene> enemy = ResourceLoader::load<PackedScene>("res://enemy.tscn");
  SceneState state;
  state.nodes.resize(2);
  state.nodes[0].name = "Root";
  state.nodes[0].type = "Node";
  state.nodes[1].name = "Spawned";
  state.nodes[1].parent = ".";
  state.nodes[1].instance = Variant(enemy);
  PackedScene scene;
  scene.set_state(state);
  Owned<Node> root(scene.instantiate());
  Node* spawned = root->get_node("Spawned");
  EXPECT_EQ(spawned->get_scene_file_path(), "res://enemy.tscn");
  EXPECT_EQ(spawned->get_owner(), root.get());
  EXPECT_EQ(child_names(spawned), (std::vector<std::string>{"Body"}));
}

}  // namespace
}  // namespace arbor::test
