// Scripts bound to C++ classes: by ClassDB::register_script, by a `.gd` file's `class_name`, by a
// `.cs` file's name; an unbound script is kept on the node and reported once.
#include <gtest/gtest.h>

#include "io/instantiate_test_support.h"

namespace arbor::test {
namespace {

/// Bound to res://scripts/bound.gd by register_script.
class InstBound : public InstMover {
  ARBOR_CLASS(InstBound, InstMover)
};

/// Named by res://scripts/guard.gd's `class_name`.
class InstGuard : public Node3D {
  ARBOR_CLASS(InstGuard, Node3D)

 public:
  void set_alertness(double value) { alertness_ = value; }
  [[nodiscard]] double get_alertness() const { return alertness_; }

 protected:
  static void _bind_methods() {
    ClassDB::bind_method(D_METHOD("set_alertness", "value"), &InstGuard::set_alertness);
    ClassDB::bind_method(D_METHOD("get_alertness"), &InstGuard::get_alertness);
    ClassDB::add_property(PropertyInfo(Variant::FLOAT, "alertness"), "set_alertness",
                          "get_alertness");
  }

 private:
  double alertness_ = 1.0;
};

/// Named as res://scripts/InstWalker.cs.
class InstWalker : public Node3D {
  ARBOR_CLASS(InstWalker, Node3D)
};

class InstantiateScripts : public SceneFilesTest {
 protected:
  void SetUp() override {
    SceneFilesTest::SetUp();
    ClassDB::register_class<InstBound>();
    ClassDB::register_class<InstGuard>();
    ClassDB::register_class<InstWalker>();
    ClassDB::register_script("res://scripts/bound.gd", "InstBound");
  }
};

TEST_F(InstantiateScripts, ScriptsBecomeTheirClasses) {
  WarningLog log;
  Owned<Node> root(ResourceLoader::load<PackedScene>("res://scripted.tscn")->instantiate());
  auto* bound = dynamic_cast<InstBound*>(root.get());
  ASSERT_NE(bound, nullptr);
  EXPECT_DOUBLE_EQ(bound->get_speed(), 6.0);
  EXPECT_EQ(kept_names(bound), (std::vector<std::string>{"script"}));
  auto* guard = root->get_node<InstGuard>("Guard");
  EXPECT_DOUBLE_EQ(guard->get_alertness(), 0.5);
  EXPECT_EQ(kept_names(guard), (std::vector<std::string>{"script"}));
  EXPECT_NE(root->get_node<InstWalker>("Walker"), nullptr);
  // A class found through the file is bound from then on.
  EXPECT_EQ(ClassDB::get_script_class("res://scripts/guard.gd"), "InstGuard");
  EXPECT_EQ(ClassDB::get_script_class("res://scripts/InstWalker.cs"), "InstWalker");
}

TEST_F(InstantiateScripts, UnboundScriptIsKeptAndReportedOncePerPath) {
  WarningLog log;
  Owned<Node> root(ResourceLoader::load<PackedScene>("res://scripted.tscn")->instantiate());
  for (const char* path : {"Plain", "PlainToo"}) {
    Node* plain = root->get_node(path);
    EXPECT_EQ(plain->get_class(), "Node") << path;
    const Variant* script = plain->get_kept_properties().find("script");
    ASSERT_NE(script, nullptr) << path;
    auto* placeholder = dynamic_cast<MissingResource*>(script->get_object());
    ASSERT_NE(placeholder, nullptr);
    EXPECT_EQ(placeholder->get_original_class(), "Script");
  }
  EXPECT_EQ(root->get_node("Plain")->get_kept_properties().entries().size(), 2u);
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_EQ(log.warnings[0].kind, LoadWarning::SCRIPT);
  EXPECT_EQ(log.warnings[0].file, "res://scripted.tscn");
  EXPECT_EQ(log.warnings[0].node_path, "Plain");
  EXPECT_EQ(log.warnings[0].message,
            "script 'res://scripts/plain.gd' is bound to no class (see "
            "ClassDB::register_script); the node keeps it as a property");
}

// Godot refuses to attach a script whose base is not a Node ("Script inherits from native type
// ..."); the node is made of its own type and the scene loads.
TEST_F(InstantiateScripts, ScriptBoundToANonNodeClassIsNotAppliedAndWarns) {
  ClassDB::register_script("res://scripts/not_a_node.gd", "InstNotANode");
  WarningLog log;
  Owned<Node> root(instantiate_text(R"([gd_scene load_steps=2 format=3]

[ext_resource type="Script" path="res://scripts/not_a_node.gd" id="1_x"]

[node name="Root" type="Node"]
script = ExtResource("1_x")
)"));
  EXPECT_EQ(root->get_class(), "Node");
  ASSERT_EQ(log.warnings.size(), 1u);
  EXPECT_EQ(log.warnings[0].kind, LoadWarning::SCRIPT);
  EXPECT_EQ(log.warnings[0].message,
            "script 'res://scripts/not_a_node.gd' is bound to class 'InstNotANode', which is not "
            "a Node; the node keeps the script as a property");
}

}  // namespace
}  // namespace arbor::test
