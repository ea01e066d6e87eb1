// The scene reader's shortcut for common values and headings gives what the VariantParser
// gives: the same value for every form it reads, the same value or error for every form it
// leaves to the parser.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "arbor/core/object/missing_resource.h"
#include "arbor/core/variant/variant_text.h"
#include "arbor/io/text_resource_format.h"

namespace arbor {
namespace {

const std::string kPrefix = "[gd_scene format=3]\n\n[node name=\"R\" type=\"Node3D\"]\n";
const std::string kAssign = "value = ";

TextReadOptions options_for(const std::string& file) {
  TextReadOptions options;
  options.file = file;
  return options;
}

// `text` as a node property read by the scene reader.
Variant read_property_value(const std::string& text) {
  SceneState state = read_scene_text(kPrefix + kAssign + text + "\n", options_for("v.tscn"));
  EXPECT_EQ(state.nodes.size(), 1u);
  EXPECT_EQ(state.nodes[0].properties.size(), 1u);
  return state.nodes[0].properties.at(0).value;
}

Variant parse_alone(const std::string& text) { return str_to_var(text); }

void expect_same(const Variant& read, const Variant& expected, const std::string& text) {
  EXPECT_EQ(read.get_type(), expected.get_type()) << text;
  EXPECT_TRUE(read.hash_compare(expected)) << text;
  EXPECT_EQ(var_to_str(read), var_to_str(expected)) << text;
}

// Forms the shortcut reads (first block) and forms it leaves to the parser (second block).
const std::vector<std::string> kValues = {
    "0", "7", "-12", "123456789012345678", "0.5", "-0.25", "1.5e3", "2E-5", "-0.0", "0.866025",
    "1.19209e-07", "-4.37114e-08", "0.333333", "100000.0", "1e22", "1e-22", "3.14159265358979",
    "\"text\"", "\"\"", "\"two\nlines\"", "&\"name\"", "@\"godot3\"", "true", "false", "null",
    "nil", "NodePath(\"A/B:c\")", "NodePath( \"..\" )", "Vector2(1, 2)", "Vector2i(3, -4)",
    "Vector3(0.5, -1, 2e2)", "Vector3i(1, 2, 3)", "Vector4(1, 2, 3, 4)", "Rect2(1, 2, 3, 4)",
    "Color(1, 0.5, 0.25, 1)", "Quaternion(0, 0, 0, 1)", "Plane(0, 1, 0, 2)",
    "Transform2D(1, 0, 0, 1, 5, 6)", "AABB(0, 0, 0, 1, 2, 3)", "Basis(1, 0, 0, 0, 1, 0, 0, 0, 1)",
    "Transform3D(0.866025, 0, 0.5, 0, 1, 0, -0.5, 0, 0.866025, 12.5, 1, -3.25)",
    "Projection(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)", "Vector2 ( 1 ,\n 2 )",
    // Left to the parser, or converted the slow way.
    "1234567890123456789", "99999999999999999999", "-99999999999999999999", "0.70710678118654757",
    "0.1234567890123456789012", "1e300", "1e400", "-1e400", "5e-324", "1e-400", "1.", "1e", "1.e5",
    "2e+3", "\"esc\\\"aped\\n\"", "&\"esc\\tname\"", "Vector2(inf, -inf)", "Vector2(nan, 1)",
    "Vector2(1, ; comment\n 2)", "Vector2i(1e20, -1e20)", "Rect2i(1, 2, 3, 4)",
    "Vector4i(1, 2, 3, 4)", "Transform(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0)", "Quat(0, 0, 0, 1)",
    "[1, \"a\", Vector2(1, 2)]", "{\n\"a\": 1\n}", "#ff8000", "PackedVector3Array(1, 2, 3)",
    "Array[int]([1, 2])", "NodePath(\"a\\\"b\")"};

TEST(TextValueScanner, PropertyValuesMatchTheParser) {
  for (const std::string& text : kValues) {
    SCOPED_TRACE(text);
    expect_same(read_property_value(text), parse_alone(text), text);
  }
}

TEST(TextValueScanner, NegativeZeroKeepsItsSign) {
  const Variant value = read_property_value("-0.0");
  EXPECT_TRUE(std::signbit(static_cast<double>(value)));
}

// Errors in values give the parser's message at the parser's place (the value starts at
// line 4, column 9 of the scene; an error at the end of the value's text is at the end of the
// file, line 5).
TEST(TextValueScanner, MalformedValuesFailAsTheParserDoes) {
  const std::vector<std::string> bad = {"Vector2(1, )",
                                        "Vector2(1, 2, 3)",
                                        "Vector2(1 2)",
                                        "Vector3(1, 2",
                                        "Transform3D()",
                                        "\"open",
                                        "&\"open",
                                        "&x",
                                        "Vector2(1, x)",
                                        "NodePath(1)",
                                        "-",
                                        "Colour(1, 1)",
                                        "Vector2(1, 2,)",
                                        "NodePath(\"a\""};
  for (const std::string& text : bad) {
    SCOPED_TRACE(text);
    std::string expected_message;
    int expected_column = 0;
    try {
      (void)parse_alone(text);
      ADD_FAILURE() << "the parser accepted it";
    } catch (const ParseError& e) {
      expected_message = e.message();
      expected_column = e.column();
    }
    try {
      (void)read_property_value(text);
      ADD_FAILURE() << "the scene reader accepted it";
    } catch (const ParseError& e) {
      EXPECT_EQ(e.message(), expected_message);
      if (expected_column == int(text.size()) + 1) {
        EXPECT_EQ(e.line(), 5);
        EXPECT_EQ(e.column(), 1);
      } else {
        EXPECT_EQ(e.line(), 4);
        EXPECT_EQ(e.column(), int(kAssign.size()) + expected_column);
      }
    }
  }
}

TEST(TextValueScanner, HeadingAttributesMatchTheParser) {
  const std::string text =
      "[gd_scene load_steps=2 format=3 uid=\"uid://abc\"]\n\n"
      "[ext_resource type=\"PackedScene\" path=\"res://a.tscn\" id=\"1_a\"]\n\n"
      "[node name=\"R\" type=\"Node3D\" unique_id=123 extra=Vector2(1, 2) more=\"x\\\"y\"]\n\n"
      "[node  name = \"A\"\tparent=\".\" index=\"3\" flag=true"
      " ; a comment\n  odd=-1.5e3 groups=[\"g\"] instance=ExtResource( \"1_a\" )]\n";
  SceneState state = read_scene_text(text, options_for("h.tscn"));
  EXPECT_EQ(state.load_steps, 2);
  EXPECT_EQ(state.uid, "uid://abc");
  ASSERT_EQ(state.nodes.size(), 2u);
  const SceneNodeEntry& root = state.nodes[0];
  EXPECT_EQ(root.name, "R");
  EXPECT_EQ(root.type, "Node3D");
  EXPECT_EQ(root.details().unique_id, 123);
  ASSERT_EQ(root.details().other_attributes.size(), 2u);
  expect_same(root.details().other_attributes[0].value, Variant(Vector2(1, 2)), "extra");
  expect_same(root.details().other_attributes[1].value, Variant("x\"y"), "more");
  const SceneNodeEntry& child = state.nodes[1];
  EXPECT_EQ(child.name, "A");
  EXPECT_EQ(child.parent, ".");
  EXPECT_EQ(child.details().index, 3);
  EXPECT_EQ(child.details().groups, Array{"g"});
  EXPECT_EQ(child.instance.get_object(), state.ext_resources[0].resource.get());
  ASSERT_EQ(child.details().other_attributes.size(), 2u);
  expect_same(child.details().other_attributes[0].value, Variant(true), "flag");
  expect_same(child.details().other_attributes[1].value, Variant(-1500.0), "odd");
}

TEST(TextValueScanner, ResourceReferencesResolveBothWays) {
  const std::string text =
      "[gd_scene format=3]\n\n"
      "[ext_resource type=\"Texture2D\" path=\"res://t.png\" id=\"1_t\"]\n\n"
      "[sub_resource type=\"BoxShape3D\" id=\"Box_1\"]\nsize = Vector3(1, 2, 3)\n\n"
      "[node name=\"R\" type=\"Node3D\"]\n"
      "a = ExtResource(\"1_t\")\nb = ExtResource ( \"1_t\" )\nc = SubResource(\"Box_1\")\n"
      "d = [ExtResource(\"1_t\")]\n";
  SceneState state = read_scene_text(text, options_for("r.tscn"));
  const Object* texture = state.ext_resources[0].resource.get();
  const Object* box = state.sub_resources[0].resource.get();
  const auto& properties = state.nodes[0].properties;
  ASSERT_EQ(properties.size(), 4u);
  EXPECT_EQ(properties[0].value.get_object(), texture);
  EXPECT_EQ(properties[1].value.get_object(), texture);
  EXPECT_EQ(properties[2].value.get_object(), box);
  EXPECT_EQ(static_cast<Array>(properties[3].value)[0].get_object(), texture);
}

TEST(TextValueScanner, UnknownReferencesFailAtTheSamePlace) {
  for (const char* reference : {"ExtResource(\"9\")", "ExtResource( \"9\" )"}) {
    SCOPED_TRACE(reference);
    try {
      (void)read_property_value(reference);
      ADD_FAILURE() << "accepted";
    } catch (const ParseError& e) {
      EXPECT_EQ(e.message(), "Unknown ExtResource id \"9\"");
      EXPECT_EQ(e.line(), 4);
      EXPECT_EQ(e.column(), int(kAssign.size()) + 1);
    }
  }
}

}  // namespace
}  // namespace arbor
