// Godot 3 (format=2) properties renamed to Godot 4's as a file is read: names, the values whose
// meaning changed, the classes each rename is limited to, and the count reported.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "arbor/core/math/vector2.h"
#include "arbor/core/math/vector3.h"
#include "arbor/core/object/resource.h"
#include "arbor/io/text_resource_format.h"
#include "io/text_test_files.h"

namespace arbor {
namespace {

std::vector<std::string> names_of(const std::vector<SceneProperty>& properties) {
  std::vector<std::string> names;
  for (const SceneProperty& property : properties) names.push_back(property.name);
  return names;
}

const Variant& value_of(const std::vector<SceneProperty>& properties, const std::string& name) {
  for (const SceneProperty& property : properties) {
    if (property.name == name) return property.value;
  }
  static const Variant kNil;
  ADD_FAILURE() << "no property " << name;
  return kNil;
}

const SceneNodeEntry& node(const SceneState& state, const std::string& name) {
  for (const SceneNodeEntry& entry : state.nodes) {
    if (entry.name == name) return entry;
  }
  throw std::runtime_error("no node " + name);
}

Variant sub_property(const SceneState& state, const std::string& id, const char* name) {
  for (const SubResourceEntry& entry : state.sub_resources) {
    if (entry.id == id) {
      const Variant* value = entry.resource->get_kept_properties().find(StringName(name));
      if (value) return *value;
      return entry.resource->get(StringName(name));
    }
  }
  ADD_FAILURE() << "no sub_resource " << id;
  return {};
}

class Godot3Properties : public testing::Test {
 protected:
  void SetUp() override {
    TextReadOptions options;
    options.file = "godot3_properties.tscn";
    options.godot3_renamed_properties = &renamed_;
    state_ = read_scene_text(test::read_test_file("godot3_properties.tscn"), options);
  }

  int64_t renamed_ = 0;
  SceneState state_;
};

TEST_F(Godot3Properties, ControlsGetGodot4Names) {
  EXPECT_EQ(names_of(node(state_, "Root").properties),
            (std::vector<std::string>{"offset_right", "offset_bottom", "custom_minimum_size",
                                      "rotation", "tooltip_text", "process_mode"}));
  EXPECT_EQ(
      names_of(node(state_, "Title").properties),
      (std::vector<std::string>{"theme_override_colors/font_color", "theme_override_fonts/font",
                                "horizontal_alignment", "vertical_alignment"}));
  EXPECT_EQ(
      names_of(node(state_, "Ok").properties),
      (std::vector<std::string>{"button_pressed", "alignment", "theme_override_styles/normal"}));
  EXPECT_EQ(names_of(node(state_, "Panel").properties),
            (std::vector<std::string>{"material", "offset_left"}));
}

TEST_F(Godot3Properties, InstancedNodesAreRenamedWithoutAClass) {
  EXPECT_EQ(names_of(node(state_, "Hud").properties), (std::vector<std::string>{"position"}));
}

TEST_F(Godot3Properties, NodeClassesGetTheirOwnRenames) {
  EXPECT_EQ(names_of(node(state_, "Arm").properties),
            (std::vector<std::string>{"position", "process_mode"}));
  EXPECT_EQ(value_of(node(state_, "Arm").properties, "position"), Variant(Vector3(1, 2, 3)));
  EXPECT_EQ(names_of(node(state_, "Ray").properties),
            (std::vector<std::string>{"target_position"}));
  EXPECT_EQ(names_of(node(state_, "Player").properties),
            (std::vector<std::string>{"anims/idle", "speed_scale"}));
}

TEST_F(Godot3Properties, ValuesWhoseMeaningChangedAreConverted) {
  const auto& root = node(state_, "Root").properties;
  EXPECT_DOUBLE_EQ(static_cast<double>(value_of(root, "rotation")), 1.5707963267948966);
  EXPECT_EQ(value_of(root, "process_mode"), Variant(int64_t(3)));  // PROCESS → ALWAYS
  EXPECT_EQ(value_of(node(state_, "Arm").properties, "process_mode"), Variant(int64_t(1)));
  // Godot 4's BoxShape3D and RectangleShape2D read a Godot 3 `extents` as twice the size.
  EXPECT_EQ(sub_property(state_, "1", "size"), Variant(Vector2(32, 17)));
  EXPECT_EQ(sub_property(state_, "2", "size"), Variant(Vector3(2, 4, 1)));
  EXPECT_EQ(sub_property(state_, "5", "loop_mode"), Variant(int64_t(1)));
}

TEST_F(Godot3Properties, ResourceRenamesKeepToTheirClasses) {
  EXPECT_EQ(sub_property(state_, "3", "texture_margin_left"), Variant(4.0));
  EXPECT_EQ(sub_property(state_, "3", "content_margin_left"), Variant(2.0));
  EXPECT_EQ(sub_property(state_, "4", "shader_parameter/tint"), Variant(Color(1, 0, 0, 1)));
}

TEST_F(Godot3Properties, CountsEveryRename) {
  // 5 in sub-resources, 19 on nodes.
  EXPECT_EQ(renamed_, 24);
}

TEST_F(Godot3Properties, WritesTheGodot4File) {
  EXPECT_EQ(write_scene_text(state_), test::read_test_file("godot3_properties_converted.tscn"));
}

TEST(Godot3PropertiesFormat3, Godot4FilesAreNotRenamed) {
  int64_t renamed = 0;
  TextReadOptions options;
  options.godot3_renamed_properties = &renamed;
  SceneState state = read_scene_text(
      "[gd_scene format=3]\n\n[node name=\"A\" type=\"Control\"]\nmargin_left = 1.0\n", options);
  EXPECT_EQ(names_of(state.nodes[0].properties), (std::vector<std::string>{"margin_left"}));
  EXPECT_EQ(renamed, 0);
}

}  // namespace
}  // namespace arbor
