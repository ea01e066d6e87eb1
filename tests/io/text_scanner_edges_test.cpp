// The scene reader's shortcut at its edges: numbers of every shape convert as the VariantParser
// converts them, the text after the last line break reads as the rest does, and property
// names keep Godot's blank rules.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "arbor/core/variant/variant_text.h"
#include "arbor/io/text_resource_format.h"

namespace arbor {
namespace {

const std::string kPrefix = "[gd_scene format=3]\n\n[node name=\"R\" type=\"Node3D\"]\n";

TextReadOptions options_for(const std::string& file) {
  TextReadOptions options;
  options.file = file;
  return options;
}

// The body properties of the root node of `kPrefix + body`.
std::vector<SceneProperty> read_body(const std::string& body) {
  SceneState state = read_scene_text(kPrefix + body, options_for("e.tscn"));
  EXPECT_EQ(state.nodes.size(), 1u);
  return state.nodes.empty() ? std::vector<SceneProperty>() : state.nodes[0].properties;
}

Variant parse_alone(const std::string& text) { return str_to_var(text); }

void expect_same(const Variant& read, const Variant& expected, const std::string& text) {
  EXPECT_EQ(read.get_type(), expected.get_type()) << text;
  EXPECT_TRUE(read.hash_compare(expected)) << text;
  EXPECT_EQ(var_to_str(read), var_to_str(expected)) << text;
}

// A number as an editor or a person may write one: a sign, up to 22 digits around an optional
// point, an optional exponent.
std::string random_number(std::mt19937_64& random) {
  auto pick = [&random](int count) { return int(random() % uint64_t(count)); };
  std::string text = pick(3) == 0 ? "-" : "";
  const int digits = 1 + pick(22);
  const int point = pick(2) == 0 ? -1 : pick(digits);
  for (int i = 0; i < digits; ++i) {
    text.push_back(char('0' + pick(10)));
    if (i == point) text.push_back('.');
  }
  if (pick(4) == 0) {
    text.push_back(pick(2) == 0 ? 'e' : 'E');
    const int sign = pick(3);
    if (sign > 0) text.push_back(sign == 1 ? '+' : '-');
    const int exponent_digits = pick(6);
    for (int i = 0; i < exponent_digits; ++i) text.push_back(char('0' + pick(10)));
  }
  return text;
}

TEST(TextScannerEdges, NumbersConvertAsTheParserConvertsThem) {
  std::mt19937_64 random(20240531);
  for (int i = 0; i < 4000; ++i) {
    const std::string number = random_number(random);
    SCOPED_TRACE(number);
    Variant expected;
    try {
      expected = parse_alone(number);
    } catch (const ParseError&) {
      EXPECT_THROW((void)read_body("v = " + number + "\n"), ParseError);
      continue;
    }
    const std::vector<SceneProperty> read = read_body("v = " + number + "\n");
    ASSERT_EQ(read.size(), 1u);
    expect_same(read[0].value, expected, number);
    const std::string vector = "Vector2(" + number + ", " + number + ")";
    expect_same(read_body("w = " + vector + "\n").at(0).value, parse_alone(vector), vector);
  }
}

TEST(TextScannerEdges, TheLastLineReadsWithoutALineBreak) {
  const std::vector<std::string> values = {"1",
                                           "-2.5",
                                           "Vector2(1, 2)",
                                           "\"text\"",
                                           "true",
                                           "NodePath(\"A\")",
                                           "Transform2D(1, 0, 0, 1, 5, 6)"};
  for (const std::string& value : values) {
    SCOPED_TRACE(value);
    for (const char* end : {"", " ", "\t", "\r", " ; comment"}) {
      const std::vector<SceneProperty> read = read_body("a = 7\nv = " + value + end);
      ASSERT_EQ(read.size(), 2u);
      EXPECT_EQ(read[1].name, "v");
      expect_same(read[1].value, parse_alone(value), value);
    }
  }
  SceneState state = read_scene_text("[gd_scene format=3]\n[node name=\"R\" type=\"Node3D\"]",
                                     options_for("h.tscn"));
  ASSERT_EQ(state.nodes.size(), 1u);
  EXPECT_EQ(state.nodes[0].name, "R");
  EXPECT_EQ(state.nodes[0].type, "Node3D");
  state = read_scene_text("[gd_scene format=3]\n[node name=\"R\"\ntype=\"Node3D\"]",
                          options_for("h.tscn"));
  EXPECT_EQ(state.nodes.at(0).type, "Node3D");
}

TEST(TextScannerEdges, PropertyNamesDropTheirBlanks) {
  const std::vector<SceneProperty> read =
      read_body("a = 1\nb= 2\nc\t=3\nd e = 4\n f g\t h = 5\n\"q r\" = 6\nmetadata/x y = 7\n");
  const std::vector<std::string> names = {"a", "b", "c", "de", "fgh", "q r", "metadata/xy"};
  ASSERT_EQ(read.size(), names.size());
  for (std::size_t i = 0; i < names.size(); ++i) {
    EXPECT_EQ(read[i].name, names[i]);
    EXPECT_EQ(read[i].value, Variant(int64_t(i + 1)));
  }
}

TEST(TextScannerEdges, PropertyNamesWithoutEqualsFailAtTheirStart) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"name 1\n", "Expected '=' after property name 'name1'"},
      {"name\n= 1\n", "Expected '=' after property name 'name'"},
      {"name ; = 1\n", "Expected '=' after property name 'name'"},
      {"name", "Expected '=' after property name 'name'"}};
  for (const auto& [body, message] : cases) {
    SCOPED_TRACE(body);
    try {
      (void)read_body(body);
      ADD_FAILURE() << "accepted";
    } catch (const ParseError& e) {
      EXPECT_EQ(e.message(), message);
      EXPECT_EQ(e.line(), 4);
      EXPECT_EQ(e.column(), 1);
    }
  }
}

}  // namespace
}  // namespace arbor
