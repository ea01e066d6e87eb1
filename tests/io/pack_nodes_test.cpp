// PackedScene::pack: which nodes are stored, in which order, with which properties (class
// storage properties that differ from the defaults, kept properties, metadata), groups,
// connections, and what cannot be stored.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "arbor/io/text_resource_format.h"
#include "arbor/scene/missing_node.h"
#include "io/pack_test_support.h"

namespace arbor::test {
namespace {

using ::testing::HasSubstr;
using PackNodes = PackTest;

TEST_F(PackNodes, StoresTheRootAndTheNodesItOwnsParentsFirst) {
  auto root = make_owned<Node3D>();
  root->set_name("Level");
  Node* body = owned_child<Node3D>(root.get(), root.get(), "Body");
  owned_child(body, root.get(), "Arm");
  Node* spawned = body->add_child(std::make_unique<Node>());  // runtime-spawned: no owner
  spawned->set_name("Bullet");
  owned_child(spawned, root.get(), "Trail");  // under an unsaved node: not saved either
  owned_child(root.get(), root.get(), "Camera");
  const SceneState state = pack(root.get());
  EXPECT_EQ(node_names(state), (std::vector<std::string>{"Level", "Body", "Arm", "Camera"}));
  EXPECT_EQ(state.nodes[0].type, "Node3D");
  EXPECT_FALSE(state.nodes[0].parent.has_value());
  EXPECT_EQ(state.nodes[1].parent, ".");
  EXPECT_EQ(state.nodes[2].parent, "Body");
  EXPECT_EQ(state.nodes[2].type, "Node");
  EXPECT_EQ(state.nodes[3].parent, ".");
  for (const SceneNodeEntry& entry : state.nodes) {
    EXPECT_FALSE(entry.details().index.has_value()) << entry.name;
    EXPECT_FALSE(entry.details().owner.has_value()) << entry.name;
    EXPECT_TRUE(entry.instance.is_nil()) << entry.name;
  }
  EXPECT_FALSE(state.load_steps.has_value());
  EXPECT_TRUE(state.connections.empty());
  EXPECT_TRUE(state.ext_resources.empty());
}

// Godot's saver writes format=4 (byte arrays in base64) only when the scene holds a
// PackedByteArray of more than 64 bytes or a PackedVector4Array; format=3 otherwise.
TEST_F(PackNodes, TheFormatIsFourOnlyForLargeByteArrays) {
  auto root = make_owned<Node>();
  root->set_name("Map");
  root->set_meta("cells", PackedByteArray(std::vector<uint8_t>(64, 1)));
  EXPECT_EQ(pack(root.get()).format, 3);
  root->set_meta("cells", PackedByteArray(std::vector<uint8_t>(65, 1)));
  const SceneState state = pack(root.get());
  EXPECT_EQ(state.format, 4);
  EXPECT_THAT(write_scene_text(state), HasSubstr("[gd_scene format=4]\n"));
  root->set_meta("cells", PackedVector4Array{Vector4(1, 2, 3, 4)});
  EXPECT_EQ(pack(root.get()).format, 4);
}

TEST_F(PackNodes, PropertiesInGodotsOrderWithDefaultsSkipped) {
  auto root = make_owned<Node>();
  root->set_name("Root");
  auto* mover = owned_child<PackMover>(root.get(), root.get(), "Mover");
  mover->set_meta("hp", 10);
  mover->keep_property("future", "kept");
  mover->set_label("fast");
  mover->set_speed(2.5);
  mover->set_position(Vector3(1, 2, 3));
  mover->set_unique_name_in_owner(true);
  auto* idle = owned_child<PackMover>(root.get(), root.get(), "Idle");
  idle->set_speed(1.0);  // the default: not stored
  const SceneState state = pack(root.get());
  ASSERT_EQ(state.nodes.size(), 3u);
  EXPECT_TRUE(state.nodes[0].properties.empty());
  const SceneNodeEntry& entry = state.nodes[1];
  EXPECT_EQ(entry.type, "PackMover");
  EXPECT_EQ(property_names(entry),
            (std::vector<std::string>{"unique_name_in_owner", "transform", "speed", "label",
                                      "future", "metadata/hp"}));
  EXPECT_EQ(property_value(entry, "unique_name_in_owner"), Variant(true));
  EXPECT_EQ(static_cast<Transform3D>(property_value(entry, "transform")).origin, Vector3(1, 2, 3));
  EXPECT_EQ(property_value(entry, "speed"), Variant(2.5));
  EXPECT_EQ(property_value(entry, "label"), Variant("fast"));
  EXPECT_EQ(property_value(entry, "future"), Variant("kept"));
  EXPECT_EQ(property_value(entry, "metadata/hp"), Variant(10));
  EXPECT_TRUE(state.nodes[2].properties.empty());
}

TEST_F(PackNodes, BoolIntegerAndEnumPropertiesAreStoredWhenTheyDifferFromTheDefault) {
  auto root = make_owned<Node3D>();
  root->set_name("Root");
  auto* changed = owned_child<Node3D>(root.get(), root.get(), "Changed");
  changed->set_process_mode(ProcessMode::ALWAYS);
  changed->set_process_priority(-3);
  changed->set_rotation_order(EulerOrder::ZXY);
  changed->set_visible(false);
  auto* restored = owned_child<Node3D>(root.get(), root.get(), "Restored");
  restored->set_process_priority(7);
  restored->set_process_priority(0);  // back to the default: not stored
  restored->set_visible(false);
  restored->set_visible(true);
  const SceneState state = pack(root.get());
  ASSERT_EQ(state.nodes.size(), 3u);
  const SceneNodeEntry& entry = state.nodes[1];
  EXPECT_EQ(property_names(entry), (std::vector<std::string>{"process_mode", "process_priority",
                                                             "rotation_order", "visible"}));
  EXPECT_EQ(property_value(entry, "process_mode"), Variant(int64_t(ProcessMode::ALWAYS)));
  EXPECT_EQ(property_value(entry, "process_priority"), Variant(-3));
  EXPECT_EQ(property_value(entry, "rotation_order"), Variant(int64_t(EulerOrder::ZXY)));
  EXPECT_EQ(property_value(entry, "visible"), Variant(false));
  EXPECT_TRUE(state.nodes[2].properties.empty());
}

TEST_F(PackNodes, OnlyPersistentGroupsAlphabetically) {
  auto root = make_owned<Node>();
  root->add_to_group("zeta", true);
  root->add_to_group("runtime");
  root->add_to_group("alpha", true);
  Node* plain = owned_child(root.get(), root.get(), "Plain");
  plain->add_to_group("runtime_only");
  const SceneState state = pack(root.get());
  ASSERT_TRUE(state.nodes[0].details().groups.has_value());
  EXPECT_EQ(*state.nodes[0].details().groups, (Array{"alpha", "zeta"}));
  EXPECT_FALSE(state.nodes[1].details().groups.has_value());
}

TEST_F(PackNodes, AMissingNodeIsStoredAsItsOriginalClassWithItsRecord) {
  auto root = make_owned<Node3D>();
  auto* particles = owned_child<MissingNode>(root.get(), root.get(), "Sparks");
  particles->set_original_class("GPUParticles3D");
  particles->set("amount", 16);
  particles->set("lifetime", 2.5);
  const SceneState state = pack(root.get());
  EXPECT_EQ(state.nodes[1].type, "GPUParticles3D");
  EXPECT_EQ(property_names(state.nodes[1]), (std::vector<std::string>{"amount", "lifetime"}));
}

TEST_F(PackNodes, ANodeTypePropertyIsStoredAsAPathFromTheNode) {
  auto root = make_owned<Node>();
  auto* mover = owned_child<PackMover>(root.get(), root.get(), "Mover");
  Node* goal = owned_child(root.get(), root.get(), "Goal");
  mover->set_target(goal);
  const SceneState state = pack(root.get());
  EXPECT_EQ(property_value(state.nodes[1], "target"), Variant(NodePath("../Goal")));
  ASSERT_TRUE(state.nodes[1].details().node_paths.has_value());
  EXPECT_EQ(*state.nodes[1].details().node_paths, PackedStringArray({"target"}));
  EXPECT_FALSE(state.nodes[2].details().node_paths.has_value());
}

TEST_F(PackNodes, PersistentConnectionsBetweenSavedNodesWithBindsAndUnbinds) {
  auto root = make_owned<PackMover>();
  root->set_name("Root");
  auto* left = owned_child<PackMover>(root.get(), root.get(), "Left");
  auto* right = owned_child<PackMover>(left, root.get(), "Right");
  auto* runtime = root->add_child(std::make_unique<PackMover>());
  right->connect("hit", root.get(), "on_tagged", CONNECT_PERSIST, Array{"bound"});
  left->connect("hit", right, "on_hit", CONNECT_PERSIST | CONNECT_DEFERRED);
  left->connect("tree_entered", right, "on_tagged", CONNECT_PERSIST, Array{1, "x"});
  left->connect("hit", right, "on_tagged", CONNECT_PERSIST, Array{1, "x"}, 1);
  left->connect("hit", root.get(), "on_hit");                      // not persistent
  left->connect("hit", runtime, "on_hit", CONNECT_PERSIST);        // to a node the file lacks
  runtime->connect("hit", root.get(), "on_hit", CONNECT_PERSIST);  // from one
  const SceneState state = pack(root.get());
  ASSERT_EQ(state.connections.size(), 4u);
  const SceneConnectionEntry& first = state.connections[0];
  EXPECT_EQ(first.signal, "hit");
  EXPECT_EQ(first.from, "Left");
  EXPECT_EQ(first.to, "Left/Right");
  EXPECT_EQ(first.method, "on_hit");
  EXPECT_EQ(first.flags, CONNECT_PERSIST | CONNECT_DEFERRED);
  EXPECT_EQ(first.unbinds, 0);
  EXPECT_TRUE(first.binds.is_empty());
  const SceneConnectionEntry& unbound = state.connections[1];
  EXPECT_EQ(unbound.method, "on_tagged");
  EXPECT_EQ(unbound.unbinds, 1);
  EXPECT_EQ(unbound.binds, (Array{1, "x"}));
  EXPECT_EQ(state.connections[2].signal, "tree_entered");  // by signal name per node
  EXPECT_EQ(state.connections[3].from, "Left/Right");
  EXPECT_EQ(state.connections[3].to, ".");
  EXPECT_EQ(state.connections[3].binds, (Array{"bound"}));
}

TEST_F(PackNodes, AValueThatCannotBeStoredThrowsNamingTheNode) {
  auto root = make_owned<Node>();
  root->set_name("Root");
  Node* body = owned_child(root.get(), root.get(), "Body");
  Node* friend_node = owned_child(root.get(), root.get(), "Friend");
  body->set_meta("buddy", Variant(friend_node->get_instance_id()));
  PackedScene scene;
  try {
    scene.pack(root.get());
    FAIL();
  } catch (const Error& error) {
    EXPECT_THAT(error.what(), HasSubstr("node 'Body'"));
    EXPECT_THAT(error.what(), HasSubstr("refers to a node"));
  }
  EXPECT_FALSE(scene.can_instantiate());
  body->set_meta("buddy", Variant(make_ref<SceneTreeTimer>()));
  EXPECT_THROW(scene.pack(root.get()), Error);
  EXPECT_THROW(scene.pack(nullptr), Error);
}

TEST_F(PackNodes, PackInstantiatePackGivesTheSameState) {
  auto root = make_owned<PackMover>();
  root->set_name("Root");
  root->add_to_group("players", true);
  auto* left = owned_child<PackMover>(root.get(), root.get(), "Left");
  left->set_speed(4.0);
  left->set_meta("tag", "left");
  auto gear = make_ref<PackGear>();
  gear->set_teeth(12);
  left->set_gear(gear);
  auto* right = owned_child<PackMover>(left, root.get(), "Right");
  right->set_unique_name_in_owner(true);
  right->connect("hit", left, "on_tagged", CONNECT_PERSIST, Array{"r"});
  Ref<PackedScene> first = make_ref<PackedScene>();
  first->pack(root.get());
  Owned<Node> copy(first->instantiate());
  Ref<PackedScene> second = make_ref<PackedScene>();
  second->pack(copy.get());
  EXPECT_EQ(write_scene_text(second->get_state()), write_scene_text(first->get_state()));
}

}  // namespace
}  // namespace arbor::test
