// write_scene_text and write_resource_text: Godot 4's layout, pinned byte for byte.
#include <gtest/gtest.h>

#include <limits>
#include <string>
#include <string_view>

#include "arbor/core/error/error.h"
#include "arbor/core/object/missing_resource.h"
#include "arbor/io/text_resource_format.h"

namespace arbor {
namespace {

SceneNodeEntry node(std::string name, std::string type, std::optional<std::string> parent) {
  SceneNodeEntry entry;
  entry.name = std::move(name);
  entry.type = std::move(type);
  entry.parent = std::move(parent);
  return entry;
}

TEST(TextWriter, WritesAMinimalScene) {
  SceneState state;
  state.nodes.push_back(node("Root", "Node3D", std::nullopt));
  state.nodes.push_back(node("Child", "Node", "."));
  state.nodes[1].properties.push_back({"editor_description", Variant("a \"b\"")});
  EXPECT_EQ(write_scene_text(state),
            "[gd_scene format=3]\n\n"
            "[node name=\"Root\" type=\"Node3D\"]\n\n"
            "[node name=\"Child\" type=\"Node\" parent=\".\"]\n"
            "editor_description = \"a \\\"b\\\"\"\n");
}

// Reals as Godot's rtos_fix writes them: shortest digits of the float when the value is one,
// integral values without a point inside constructors, ".0" added to a bare FLOAT.
TEST(TextWriter, WritesRealsAsGodotDoes) {
  SceneState state;
  state.nodes.push_back(node("Root", "Node3D", std::nullopt));
  auto& properties = state.nodes[0].properties;
  properties.push_back({"a", Variant(Vector3(1, -2, 16777215))});
  properties.push_back({"b", Variant(Vector3(16777216, 123.456f, -0.0f))});
  properties.push_back({"c", Variant(Vector2(-0.5f, 1e-5f))});
  properties.push_back({"d", Variant(3.0)});
  properties.push_back({"e", Variant(1e20)});
  properties.push_back({"f", Variant(0.0001)});
  properties.push_back({"g", Variant(-1e-5)});
  EXPECT_EQ(write_scene_text(state),
            "[gd_scene format=3]\n\n"
            "[node name=\"Root\" type=\"Node3D\"]\n"
            "a = Vector3(1, -2, 16777215)\n"
            "b = Vector3(16777216, 123.456, 0)\n"
            "c = Vector2(-0.5, 1e-05)\n"
            "d = 3.0\n"
            "e = 1e+20\n"
            "f = 0.0001\n"
            "g = -1e-05\n");
}

// The short attribute path copies keys and values of every length; a value that needs escapes
// sends the whole heading through the escaping path.
TEST(TextWriter, WritesHeadingsOfEveryLength) {
  SceneState state;
  state.nodes.push_back(node("R", "Node3D", std::nullopt));
  state.nodes.push_back(node("Ab", "Node", "."));
  state.nodes.push_back(node("Abcdefgh", "Node2D", "Ab"));
  state.nodes.push_back(node("Abcdefghijklmnopq", "AnimationPlayer", "Ab/Abcdefgh"));
  state.nodes.push_back(node("Say \"hi\"?", "Label", "."));
  state.nodes.push_back(node("Inst", "", "."));
  state.nodes.back().instance = Variant(Array{});
  EXPECT_EQ(write_scene_text(state),
            "[gd_scene format=3]\n\n"
            "[node name=\"R\" type=\"Node3D\"]\n\n"
            "[node name=\"Ab\" type=\"Node\" parent=\".\"]\n\n"
            "[node name=\"Abcdefgh\" type=\"Node2D\" parent=\"Ab\"]\n\n"
            "[node name=\"Abcdefghijklmnopq\" type=\"AnimationPlayer\" parent=\"Ab/Abcdefgh\"]\n\n"
            "[node name=\"Say \\\"hi\\\"\\?\" type=\"Label\" parent=\".\"]\n\n"
            "[node name=\"Inst\" parent=\".\" instance=[]]\n");
}

// A float's text is the float's shortest digits; zeros, infinities and NaN as rtos_fix writes
// them (inf_neg in the compatible format 3).
TEST(TextWriter, WritesFloatsOfEveryKind) {
  SceneState state;
  state.nodes.push_back(node("Root", "Node3D", std::nullopt));
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  auto& properties = state.nodes[0].properties;
  properties.push_back({"a", Variant(Color(inf, -inf, nan, -0.0f))});
  properties.push_back(
      {"b", Variant(Transform3D(Basis(Vector3(0.1f, 0.2f, 0.3f), Vector3(1e-5f, 2.5f, -3.75f),
                                      Vector3(1e20f, 16777217.0f, 0.0001f)),
                                Vector3(-1, 0, 123456.79f)))});
  properties.push_back({"c", Variant(PackedFloat32Array{0.5f, -0.0f, 3})});
  properties.push_back({"d", Variant(PackedVector2Array{Vector2(1.5f, 2), Vector2(0, -0.25f)})});
  const std::string nodes =
      "[node name=\"Root\" type=\"Node3D\"]\n"
      "a = Color(inf, %, nan, 0)\n"
      "b = Transform3D(0.1, 1e-05, 1e+20, 0.2, 2.5, 16777216, 0.3, -3.75, 0.0001, -1, 0, "
      "123456.79)\n"
      "c = PackedFloat32Array(0.5, 0, 3)\n"
      "d = PackedVector2Array(1.5, 2, 0, -0.25)\n";
  auto with_inf_neg = [&](std::string_view inf_neg) {
    std::string text = nodes;
    text.replace(text.find('%'), 1, inf_neg);
    return text;
  };
  EXPECT_EQ(write_scene_text(state), "[gd_scene format=3]\n\n" + with_inf_neg("inf_neg"));
  state.format = 4;
  EXPECT_EQ(write_scene_text(state), "[gd_scene format=4]\n\n" + with_inf_neg("-inf"));
}

TEST(TextWriter, WritesConnectionsAsGodotDoes) {
  SceneState state;
  state.nodes.push_back(node("Root", "Node", std::nullopt));
  SceneConnectionEntry plain;
  plain.signal = "ready";
  plain.from = ".";
  plain.to = ".";
  plain.method = "_on_ready";
  SceneConnectionEntry full = plain;
  full.flags = 1 | 2 | 4;
  full.unbinds = 2;
  full.binds = Array{1, "x"};
  state.connections = {plain, full};
  EXPECT_EQ(write_scene_text(state),
            "[gd_scene format=3]\n\n"
            "[node name=\"Root\" type=\"Node\"]\n\n"
            "[connection signal=\"ready\" from=\".\" to=\".\" method=\"_on_ready\"]\n"
            "[connection signal=\"ready\" from=\".\" to=\".\" method=\"_on_ready\" flags=7 "
            "unbinds=2 binds= [1, \"x\"]]\n");
}

TEST(TextWriter, SortsGroupsAndQuotesOddPropertyNames) {
  SceneState state;
  state.nodes.push_back(node("Root", "Node", std::nullopt));
  state.nodes[0].details().groups = Array{"b", "a?"};
  state.nodes[0].properties.push_back({"nodes/Animation 2/node", Variant(1)});
  state.nodes[0].properties.push_back({"a=b", Variant(2)});
  EXPECT_EQ(write_scene_text(state),
            "[gd_scene format=3]\n\n"
            "[node name=\"Root\" type=\"Node\" groups=[\"a\\?\", \"b\"]]\n"
            "\"nodes/Animation 2/node\" = 1\n"
            "\"a=b\" = 2\n");
}

TEST(TextWriter, WritesResourcesByReference) {
  SceneState state;
  ExtResourceEntry ext;
  ext.type = "Texture2D";
  ext.path = "res://icon.png";
  ext.id = "1_icon";
  ext.resource = Ref<Resource>(new MissingResource("Texture2D"));
  state.ext_resources.push_back(ext);
  ExtResourceEntry scene;
  scene.type = "PackedScene";
  scene.uid = "uid://b1";
  scene.path = "res://a \"b\".tscn";
  scene.id = "2_a";
  state.ext_resources.push_back(scene);
  SubResourceEntry sub;
  sub.id = "Curve_1";
  Ref<MissingResource> curve(new MissingResource("Curve"));
  curve->set("max_value", Variant(2.0));
  sub.resource = curve;
  state.sub_resources.push_back(sub);
  state.load_steps = 3;
  state.uid = "uid://abc";
  state.nodes.push_back(node("Root", "Sprite2D", std::nullopt));
  state.nodes[0].properties.push_back({"texture", Variant(ext.resource)});
  state.nodes[0].properties.push_back({"curves", Variant(Array{Variant(sub.resource)})});
  EXPECT_EQ(write_scene_text(state),
            "[gd_scene load_steps=3 format=3 uid=\"uid://abc\"]\n\n"
            "[ext_resource type=\"Texture2D\" path=\"res://icon.png\" id=\"1_icon\"]\n"
            "[ext_resource type=\"PackedScene\" uid=\"uid://b1\" path=\"res://a \\\"b\\\".tscn\" "
            "id=\"2_a\"]\n\n"
            "[sub_resource type=\"Curve\" id=\"Curve_1\"]\n"
            "max_value = 2.0\n\n"
            "[node name=\"Root\" type=\"Sprite2D\"]\n"
            "texture = ExtResource(\"1_icon\")\n"
            "curves = [SubResource(\"Curve_1\")]\n");
}

TEST(TextWriter, AResourceOutsideTheTablesIsAnError) {
  SceneState state;
  state.nodes.push_back(node("Root", "Sprite2D", std::nullopt));
  state.nodes[0].properties.push_back(
      {"texture", Variant(Ref<Resource>(new MissingResource("Texture2D")))});
  try {
    (void)write_scene_text(state);
    FAIL() << "wrote an unknown resource";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("property 'texture' of node 'Root'"), std::string::npos)
        << e.what();
  }
}

TEST(TextWriter, WritesAResourceFile) {
  ResourceFileState state;
  state.type = "Resource";
  state.script_class = "Stats";
  Ref<Resource> stats(new Resource());
  stats->set_name("hero");
  stats->keep_property("hp", Variant(10));
  state.resource = stats;
  EXPECT_EQ(write_resource_text(state),
            "[gd_resource type=\"Resource\" script_class=\"Stats\" format=3]\n\n"
            "[resource]\n"
            "resource_name = \"hero\"\n"
            "hp = 10\n");
}

TEST(TextWriter, Format4WritesBytesAsBase64) {
  SceneState state;
  state.format = 4;
  state.nodes.push_back(node("Layer", "TileMapLayer", std::nullopt));
  state.nodes[0].properties.push_back({"tile_map_data", Variant(PackedByteArray{0, 0, 1})});
  EXPECT_EQ(write_scene_text(state),
            "[gd_scene format=4]\n\n"
            "[node name=\"Layer\" type=\"TileMapLayer\"]\n"
            "tile_map_data = PackedByteArray(\"AAAB\")\n");
}

}  // namespace
}  // namespace arbor
