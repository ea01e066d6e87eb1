// PackedScene::instantiate, node by node: file order, names, classes, owners, properties (set,
// kept or recorded), groups, unique names, node paths, and failures that leave nothing behind.
#include <gtest/gtest.h>

#include "arbor/scene/missing_node.h"
#include "io/instantiate_test_support.h"

namespace arbor::test {
namespace {

using InstantiateNodes = SceneFilesTest;

TEST_F(InstantiateNodes, BuildsNodesInFileOrderOwnedByTheRoot) {
  Owned<Node> root = instantiate_text(R"([gd_scene format=3]

[node name="Root" type="Node3D"]

[node name="A" type="Node3D" parent="."]

[node name="B" type="InstMover" parent="A"]

[node name="C" type="Node" parent="."]

[node name="D" type="Node" parent="A/B"]
)");
  EXPECT_EQ(root->get_name(), "Root");
  EXPECT_EQ(root->get_class(), "Node3D");
  EXPECT_EQ(root->get_owner(), nullptr);
  EXPECT_FALSE(root->is_inside_tree());
  EXPECT_EQ(root->get_scene_file_path(), "res://inline.tscn");
  EXPECT_EQ(child_names(root.get()), (std::vector<std::string>{"A", "C"}));
  Node* b = root->get_node("A/B");
  EXPECT_EQ(b->get_class(), "InstMover");
  EXPECT_EQ(child_names(b), (std::vector<std::string>{"D"}));
  for (const char* path : {"A", "A/B", "C", "A/B/D"}) {
    EXPECT_EQ(root->get_node(path)->get_owner(), root.get()) << path;
    EXPECT_EQ(root->get_node(path)->get_scene_file_path(), "") << path;
  }
}

TEST_F(InstantiateNodes, OwnerWrittenInTheHeadingWins) {
  WarningLog log;
  Owned<Node> root = instantiate_text(R"([gd_scene format=3]

[node name="Root" type="Node"]

[node name="A" type="Node" parent="."]

[node name="B" type="Node" parent="A" owner="A"]

[node name="C" type="Node" parent="A" owner="Nobody"]
)");
  EXPECT_EQ(root->get_node("A/B")->get_owner(), root->get_node("A"));
  EXPECT_EQ(root->get_node("A/C")->get_owner(), nullptr);
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_EQ(log.warnings[0].node_path, "A/C");
  EXPECT_EQ(log.warnings[0].message, "its owner 'Nobody' is missing");
}

TEST_F(InstantiateNodes, SetsPropertiesThroughTheClass) {
  Owned<Node> root = instantiate_text(R"([gd_scene format=3]

[node name="Root" type="Node3D"]

[node name="Mover" type="InstMover" parent="."]
transform = Transform3D(1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 2, 3)
speed = 4
process_priority = 7
unique_name_in_owner = true
metadata/hp = 10
)");
  auto* mover = root->get_node<InstMover>("Mover");
  EXPECT_EQ(mover->get_position(), Vector3(1, 2, 3));
  EXPECT_DOUBLE_EQ(mover->get_speed(), 4.0);
  EXPECT_EQ(mover->get_process_priority(), 7);
  EXPECT_EQ(mover->get_meta("hp"), Variant(10));
  EXPECT_TRUE(mover->is_unique_name_in_owner());
  EXPECT_EQ(root->get_node("%Mover"), mover);
  EXPECT_TRUE(mover->get_kept_properties().empty());
}

TEST_F(InstantiateNodes, KeepsPropertiesTheClassLacksOrRejectsInFileOrder) {
  Owned<Node> root = instantiate_text(R"([gd_scene format=3]

[node name="Mover" type="InstMover"]
mystery = 12
speed = "fast"
visible = false
)");
  auto* mover = static_cast<InstMover*>(root.get());
  EXPECT_DOUBLE_EQ(mover->get_speed(), 1.0);
  EXPECT_FALSE(mover->is_visible());
  EXPECT_EQ(kept_names(mover), (std::vector<std::string>{"mystery", "speed"}));
  EXPECT_EQ(*mover->get_kept_properties().find("mystery"), Variant(12));
  EXPECT_EQ(*mover->get_kept_properties().find("speed"), Variant("fast"));
}

TEST_F(InstantiateNodes, UnknownClassBecomesMissingNodeKeepingEveryPropertyInOrder) {
  Owned<Node> root = instantiate_text(R"([gd_scene format=3]

[sub_resource type="ParticleProcessMaterial" id="ParticleProcessMaterial_a1b2c"]
gravity = Vector3(0, -1, 0)

[node name="Root" type="Node3D"]

[node name="Sparks" type="GPUParticles3D" parent="."]
amount = 16
process_material = SubResource("ParticleProcessMaterial_a1b2c")
process_priority = 3
lifetime = 2.5

[node name="Light" type="Node3D" parent="Sparks"]
)");
  auto* sparks = root->get_node<MissingNode>("Sparks");
  EXPECT_EQ(sparks->get_original_class(), "GPUParticles3D");
  EXPECT_EQ(sparks->get_owner(), root.get());
  EXPECT_EQ(sparks->get_process_priority(), 3);  // a Node property: Node's setter takes it
  std::vector<std::string> stored;
  for (const auto& [name, value] : sparks->get_stored_properties().entries()) {
    stored.push_back(name.str());
  }
  EXPECT_EQ(stored, (std::vector<std::string>{"amount", "process_material", "lifetime"}));
  EXPECT_EQ(sparks->get("amount"), Variant(16));
  EXPECT_EQ(sparks->get("lifetime"), Variant(2.5));
  auto* material = dynamic_cast<MissingResource*>(sparks->get("process_material").get_object());
  ASSERT_NE(material, nullptr);
  EXPECT_EQ(material->get_original_class(), "ParticleProcessMaterial");
  EXPECT_EQ(root->get_node("Sparks/Light")->get_owner(), root.get());
}

TEST_F(InstantiateNodes, InstancesDoNotShareContainersWithTheSceneData) {
  Ref<PackedScene> scene = scene_from_text(R"([gd_scene format=3]

[node name="Strip" type="LightStrip"]
colors = [1, 2]
)");
  Owned<Node> first(scene->instantiate());
  Owned<Node> second(scene->instantiate());
  Array colors = static_cast<Array>(first->get("colors"));
  colors.push_back(3);
  EXPECT_EQ(static_cast<Array>(second->get("colors")).size(), 2);
  EXPECT_EQ(static_cast<Array>(scene->get_state().nodes[0].properties[0].value).size(), 2);
}

TEST_F(InstantiateNodes, PersistentGroupsInFileOrder) {
  Owned<Node> root = instantiate_text(R"([gd_scene format=3]

[node name="Root" type="Node"]

[node name="Guard" type="Node" parent="." groups=["enemies", "loud"]]
)");
  Node* guard = root->get_node("Guard");
  EXPECT_EQ(guard->get_persistent_groups(), (std::vector<StringName>{"enemies", "loud"}));
  EXPECT_TRUE(guard->is_in_group("loud"));
}

TEST_F(InstantiateNodes, NodePathsAreResolvedOnceTheTreeIsBuilt) {
  Owned<Node> root = instantiate_text(R"([gd_scene format=3]

[node name="Root" type="Node3D"]

[node name="Hunter" type="InstMover" parent="." node_paths=PackedStringArray("target", "target_path", "prey")]
target = NodePath("../Prey")
target_path = NodePath("../Prey")
prey = NodePath("../Prey")

[node name="Prey" type="Node3D" parent="."]
)");
  auto* hunter = root->get_node<InstMover>("Hunter");
  EXPECT_EQ(hunter->get_target(), root->get_node("Prey"));
  EXPECT_EQ(hunter->get_target_path(), NodePath("../Prey"));
  EXPECT_EQ(*hunter->get_kept_properties().find("prey"), Variant(NodePath("../Prey")));
}

TEST_F(InstantiateNodes, NodePathToNothingLeavesTheObjectPropertyEmpty) {
  Owned<Node> root = instantiate_text(R"([gd_scene format=3]

[node name="Hunter" type="InstMover" node_paths=PackedStringArray("target")]
target = NodePath("Nowhere")
)");
  EXPECT_EQ(static_cast<InstMover*>(root.get())->get_target(), nullptr);
}

TEST_F(InstantiateNodes, NodeWithMissingParentIsReportedAndSkipped) {
  WarningLog log;
  Owned<Node> root = instantiate_text(R"([gd_scene format=3]

[node name="Root" type="Node"]

[node name="Lost" type="Node" parent="Nowhere"]

[node name="Kept" type="Node" parent="."]
)");
  EXPECT_EQ(child_names(root.get()), (std::vector<std::string>{"Kept"}));
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_EQ(log.warnings[0].kind, LoadWarning::NODE);
  EXPECT_EQ(log.warnings[0].file, "res://inline.tscn");
  EXPECT_EQ(log.warnings[0].node_path, "Nowhere/Lost");
  EXPECT_EQ(log.warnings[0].message, "its parent 'Nowhere' is missing; the node is skipped");
}

TEST_F(InstantiateNodes, FailureInTheMiddleOfTheTreeFreesEverything) {
  const int before = InstMover::alive;
  // Two nodes claim the unique name %Twin in the same owner.
  EXPECT_THROW((void)instantiate_text(R"([gd_scene format=3]

[node name="Root" type="InstMover"]

[node name="A" type="InstMover" parent="."]

[node name="Twin" type="InstMover" parent="A"]
unique_name_in_owner = true

[node name="B" type="InstMover" parent="."]

[node name="Twin" type="InstMover" parent="B"]
unique_name_in_owner = true
)"),
               Error);
  EXPECT_EQ(InstMover::alive, before);
}

TEST_F(InstantiateNodes, StructuralErrorsThrow) {
  PackedScene empty;
  EXPECT_THROW((void)empty.instantiate(), Error);

  SceneState orphan;
  orphan.nodes.resize(2);
  orphan.nodes[0].name = "Root";
  orphan.nodes[0].type = "Node";
  orphan.nodes[1].name = "Orphan";
  orphan.nodes[1].type = "InstMover";
  PackedScene scene;
  scene.set_state(orphan);
  const int before = InstMover::alive;
  try {
    (void)scene.instantiate();
    FAIL() << "expected arbor::Error";
  } catch (const Error& error) {
    EXPECT_STREQ(
        error.what(),
        "instantiate <unsaved scene>, node 'Orphan': a node other than the root must name a "
        "parent");
  }
  EXPECT_EQ(InstMover::alive, before);

  SceneState no_type;
  no_type.nodes.resize(1);
  no_type.nodes[0].name = "Root";
  scene.set_state(no_type);
  EXPECT_THROW((void)scene.instantiate(), Error);
}

// Godot 3's Tween was a node; Godot 4's (and Arbor's) is a RefCounted made by create_tween().
// A Godot 3 scene with one loads whole, the Tween kept as a MissingNode, with one warning.
TEST_F(InstantiateNodes, AGodot3TweenNodeIsKeptAsAMissingNode) {
  WarningLog log;
  Owned<Node> root = instantiate_text(R"([gd_scene load_steps=1 format=2]

[node name="Menu" type="Node2D"]

[node name="Tween" type="Tween" parent="."]
repeat = true
playback_speed = 2.0

[node name="Fade" type="Tween" parent="."]

[node name="Label" type="Node2D" parent="."]
)");
  const auto* tween = dynamic_cast<MissingNode*>(root->get_node("Tween"));
  ASSERT_NE(tween, nullptr);
  EXPECT_EQ(tween->get_original_class(), "Tween");
  EXPECT_TRUE(static_cast<bool>(tween->get("repeat")));
  EXPECT_NE(dynamic_cast<MissingNode*>(root->get_node("Fade")), nullptr);
  EXPECT_EQ(root->get_node("Label")->get_class(), "Node2D");
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_EQ(log.warnings[0].kind, LoadWarning::NODE);
  EXPECT_EQ(log.warnings[0].node_path, "Tween");
  EXPECT_EQ(log.warnings[0].message,
            "class 'Tween' is a RefCounted, not a Node; its nodes are kept as MissingNode");
}

}  // namespace
}  // namespace arbor::test
