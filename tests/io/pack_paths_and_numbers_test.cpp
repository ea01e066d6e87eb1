// Saving a scene: `parent=` paths of deep trees as Node::get_path_to gives them, and reals
// written with the shortest digits laid out as Godot's writer lays them out.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "arbor/core/variant/variant_text.h"
#include "arbor/io/text_resource_format.h"
#include "io/pack_test_support.h"

namespace arbor::test {
namespace {

using PackPaths = PackTest;

TEST_F(PackPaths, ParentPathsMatchGetPathToAtEveryDepth) {
  auto root = make_owned<Node3D>();
  root->set_name("Level");
  Node* a = owned_child<Node3D>(root.get(), root.get(), "A");
  Node* b = owned_child<Node3D>(a, root.get(), "B");
  Node* c = owned_child(b, root.get(), "C");
  owned_child(c, root.get(), "D");
  owned_child(a, root.get(), "E");
  owned_child(root.get(), root.get(), "F");
  const SceneState state = pack(root.get());
  const std::vector<std::pair<std::string, std::string>> parents = {
      {"A", "."}, {"B", "A"}, {"C", "A/B"}, {"D", "A/B/C"}, {"E", "A"}, {"F", "."}};
  ASSERT_EQ(state.nodes.size(), parents.size() + 1);
  EXPECT_FALSE(state.nodes[0].parent.has_value());
  for (std::size_t i = 0; i < parents.size(); ++i) {
    EXPECT_EQ(state.nodes[i + 1].name, parents[i].first);
    EXPECT_EQ(state.nodes[i + 1].parent, parents[i].second) << parents[i].first;
  }
  EXPECT_EQ(root->get_path_to(c).to_string(), "A/B/C");
}

// Floats go through the float digits, doubles through the double ones; each layout of
// Godot's writer (integers, fixed point, leading zeros, exponents) and the float extremes.
TEST(SavedReals, ShortestDigitsInGodotsLayout) {
  const std::vector<std::pair<float, std::string>> floats = {{0.866025f, "0.866025"},
                                                             {-0.5f, "-0.5"},
                                                             {1e-5f, "1e-05"},
                                                             {1.5e-4f, "0.00015"},
                                                             {0.001f, "0.001"},
                                                             {123456.7f, "123456.7"},
                                                             {16777216.0f, "16777216"},
                                                             {3.4028235e38f, "3.4028235e+38"},
                                                             {1.17549435e-38f, "1.1754944e-38"},
                                                             {1e-45f, "1e-45"},
                                                             {7e-45f, "7e-45"},
                                                             {0.1f, "0.1"},
                                                             {1e15f, "1e+15"},
                                                             {1e16f, "1e+16"},
                                                             {2.5e-7f, "2.5e-07"},
                                                             {33554432.0f, "33554432"},
                                                             {0.3f, "0.3"},
                                                             {1e10f, "10000000000"}};
  for (const auto& [value, text] : floats) {
    EXPECT_EQ(var_to_str(Variant(Vector2(value, -value))),
              "Vector2(" + text + ", " + (text[0] == '-' ? text.substr(1) : "-" + text) + ")");
  }
  const std::vector<std::pair<double, std::string>> doubles = {
      {0.1, "0.1"},
      {1e-300, "1e-300"},
      {5e-324, "5e-324"},
      {1.7976931348623157e308, "1.7976931348623157e+308"},
      {123456789.123, "123456789.123"},
      {1e15, "1e+15"},
      {0.0001, "0.0001"},
      {1.234e-05, "1.234e-05"}};
  for (const auto& [value, text] : doubles) EXPECT_EQ(var_to_str(Variant(value)), text);
  EXPECT_EQ(var_to_str(Variant(2.0)), "2.0");
  EXPECT_EQ(var_to_str(Variant(-0.0)), "0.0");
}

}  // namespace
}  // namespace arbor::test
