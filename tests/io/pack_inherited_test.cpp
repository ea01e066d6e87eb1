// Inherited scenes (an `instance=` on the root): packing a root instantiated from one stores
// only what differs from the base scene, as Godot's SceneState::pack does with the base's state.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "io/instantiate_test_support.h"

namespace arbor::test {
namespace {

using PackInherited = SceneFilesTest;

struct NodeSummary {
  std::string name;
  std::string type;
  std::string parent;
  int64_t index = -1;
  std::vector<std::string> properties;
  bool instance = false;
  friend bool operator==(const NodeSummary&, const NodeSummary&) = default;
  friend std::ostream& operator<<(std::ostream& out, const NodeSummary& node) {
    out << node.name << " type=" << node.type << " parent=" << node.parent
        << " index=" << node.index << (node.instance ? " instance" : "") << " {";
    for (const std::string& name : node.properties) out << name << " ";
    return out << "}";
  }
};

std::vector<NodeSummary> summary(const SceneState& state) {
  std::vector<NodeSummary> list;
  for (const SceneNodeEntry& entry : state.nodes) {
    NodeSummary node{entry.name,
                     entry.type,
                     entry.parent.value_or(""),
                     entry.details().index.value_or(-1),
                     {},
                     !entry.instance.is_nil()};
    for (const SceneProperty& property : entry.properties) node.properties.push_back(property.name);
    list.push_back(node);
  }
  return list;
}

SceneState pack(Node* root) {
  PackedScene packed;
  packed.pack(root);
  return packed.get_state();
}

TEST_F(PackInherited, InstantiatesTheBaseWithTheFilesChanges) {
  Ref<PackedScene> scene = ResourceLoader::load<PackedScene>("res://creature.tscn");
  Owned<Node> wolf(scene->instantiate());
  EXPECT_EQ(wolf->get_name(), StringName("Wolf"));
  EXPECT_EQ(wolf->get_scene_file_path(), "res://creature.tscn");
  EXPECT_EQ(child_names(wolf.get()), (std::vector<std::string>{"Body", "Pet", "Tail", "Howl"}));
  EXPECT_EQ(child_names(wolf->get_node("Body")), (std::vector<std::string>{"Eyes", "Fang"}));
  EXPECT_DOUBLE_EQ(static_cast<InstMover*>(wolf.get())->get_speed(), 6.0);
  EXPECT_DOUBLE_EQ(wolf->get_node<InstMover>("Body")->get_speed(), 8.0);
  EXPECT_DOUBLE_EQ(wolf->get_node<InstMover>("Pet")->get_speed(), 9.0);
  EXPECT_EQ(wolf->get_node("Body/Eyes")->get_owner(), wolf.get());
  EXPECT_EQ(wolf->get_node("Pet/Body")->get_owner(), wolf->get_node("Pet"));
}

TEST_F(PackInherited, StoresOnlyTheDifferencesFromTheBase) {
  Ref<PackedScene> scene = ResourceLoader::load<PackedScene>("res://creature.tscn");
  Owned<Node> wolf(scene->instantiate());
  const SceneState state = pack(wolf.get());
  EXPECT_EQ(summary(state), (std::vector<NodeSummary>{{"Wolf", "", "", -1, {"speed"}, true},
                                                      {"Body", "", ".", 0, {"speed"}, false},
                                                      {"Fang", "Node3D", "Body", 1, {}, false},
                                                      {"Howl", "InstMover", ".", 3, {}, false}}));
  ASSERT_EQ(state.ext_resources.size(), 1u);
  EXPECT_EQ(state.ext_resources[0].path, "res://creature_base.tscn");
  ASSERT_EQ(state.connections.size(), 1u);  // the base's own connection is not repeated
  EXPECT_EQ(state.connections[0].signal, "hit");
  ASSERT_EQ(state.nodes[3].details().groups.has_value(), true);
  EXPECT_EQ(state.nodes[3].details().groups->size(), 1);  // "creatures" comes from the base
  EXPECT_FALSE(state.nodes[0].details().groups.has_value());
  EXPECT_TRUE(wolf->is_editable_instance(wolf->get_node("Pet")));
  EXPECT_TRUE(state.editable_instances.empty());  // the base marks Pet editable
}

TEST_F(PackInherited, ANodeOfTheBaseIsStoredOnceChanged) {
  Ref<PackedScene> scene = ResourceLoader::load<PackedScene>("res://creature.tscn");
  Owned<Node> wolf(scene->instantiate());
  wolf->get_node<Node3D>("Tail")->set_position(Vector3(0, 1, 0));
  wolf->get_node<InstMover>("Pet")->set_speed(1.0);
  wolf->get_node("Body/Eyes")->add_to_group("seeing", true);
  const std::vector<NodeSummary> nodes = summary(pack(wolf.get()));
  EXPECT_EQ(nodes, (std::vector<NodeSummary>{{"Wolf", "", "", -1, {"speed"}, true},
                                             {"Body", "", ".", 0, {"speed"}, false},
                                             {"Eyes", "", "Body", 0, {}, false},
                                             {"Fang", "Node3D", "Body", 1, {}, false},
                                             {"Pet", "", ".", 1, {"speed"}, false},
                                             {"Tail", "", ".", 2, {"transform"}, false},
                                             {"Howl", "InstMover", ".", 3, {}, false}}));
}

TEST_F(PackInherited, AnInheritedSceneCanBeInheritedAgain) {
  Ref<PackedScene> scene = ResourceLoader::load<PackedScene>("res://creature_pup.tscn");
  Owned<Node> pup(scene->instantiate());
  EXPECT_EQ(child_names(pup.get()), (std::vector<std::string>{"Body", "Pet", "Tail", "Howl"}));
  EXPECT_DOUBLE_EQ(pup->get_node<InstMover>("Body")->get_speed(), 8.0);
  EXPECT_EQ(summary(pack(pup.get())),
            (std::vector<NodeSummary>{{"Pup", "", "", -1, {"speed"}, true},
                                      {"Fang", "", "Body", 1, {"visible"}, false}}));
  EXPECT_TRUE(pack(pup.get()).connections.empty());
}

TEST_F(PackInherited, ASceneMadeInCodeIsNotInherited) {
  Owned<Node> root(new InstMover());
  root->set_name("Solo");
  const SceneState state = pack(root.get());
  ASSERT_EQ(state.nodes.size(), 1u);
  EXPECT_EQ(state.nodes[0].type, "InstMover");
  EXPECT_TRUE(state.nodes[0].instance.is_nil());
}

}  // namespace
}  // namespace arbor::test
