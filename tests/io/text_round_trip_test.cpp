// The hand-written files of tests/data read and write back byte for byte; a format=2 file
// converts to the format 3 text Godot 4 would write.
#include <gtest/gtest.h>

#include "arbor/io/text_resource_format.h"
#include "io/text_state_compare.h"
#include "io/text_test_files.h"

namespace arbor {
namespace {

class TextRoundTrip : public testing::TestWithParam<const char*> {};

TEST_P(TextRoundTrip, WritesBackByteForByte) {
  std::string text = test::read_test_file(GetParam());
  ASSERT_FALSE(text.empty());
  TextReadOptions options;
  options.file = GetParam();
  if (detect_text_file_kind(text, options) == TextFileKind::SCENE) {
    EXPECT_EQ(write_scene_text(read_scene_text(text, options)), text);
  } else {
    EXPECT_EQ(write_resource_text(read_resource_text(text, options)), text);
  }
}

INSTANTIATE_TEST_SUITE_P(Data, TextRoundTrip,
                         testing::Values("all_types.tscn", "level.tscn", "inherited.tscn",
                                         "material.tres", "tilemap_format4.tscn",
                                         "godot3_converted.tscn",
                                         "godot3_properties_converted.tscn"));

TEST(TextGodot3, ConvertsToFormat3) {
  SceneState state = read_scene_text(test::read_test_file("godot3.tscn"));
  EXPECT_EQ(state.format, 3);
  EXPECT_EQ(state.nodes[0].type, "Node3D");
  EXPECT_EQ(state.nodes[1].type, "CharacterBody3D");
  EXPECT_EQ(state.ext_resources[1].type, "Texture2D");
  EXPECT_EQ(state.ext_resources[0].id, "1");
  EXPECT_EQ(write_scene_text(state), test::read_test_file("godot3_converted.tscn"));
  SceneState again = read_scene_text(write_scene_text(state));
  EXPECT_TRUE(test::same_scene(state, again));
}

TEST(TextGodot3, AcceptsGodot4NamesInFormat2) {
  SceneState state = read_scene_text(
      "[gd_scene format=2]\n\n[node name=\"A\" type=\"Node3D\"]\n"
      "points = PackedFloat32Array( 1, 2 )\n");
  EXPECT_EQ(state.nodes[0].type, "Node3D");
  EXPECT_EQ(state.nodes[0].properties[0].value, Variant(PackedFloat32Array{1, 2}));
}

}  // namespace
}  // namespace arbor
