// `arbor convert`: Godot 3's format 2 in, Godot 4's format 3 out.

#include <gtest/gtest.h>

#include <cstdio>

#include "arbor_program.h"

namespace arbor::app::testing {
namespace {

TEST(ConvertCommand, WritesAFormat2SceneAsFormat3) {
  const std::string out = temp_file("converted.tscn");
  const ProgramResult result = run_arbor({"convert", data_file("godot3.tscn"), out});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  const std::string text = read_file(out);
  std::remove(out.c_str());
  EXPECT_NE(text.find("format=3"), std::string::npos) << text;
  EXPECT_NE(text.find("[node name=\"Level\" type=\"Node3D\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("transform = Transform3D(1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 2, 3)"),
            std::string::npos)
      << text;
}

TEST(ConvertCommand, AConvertedSceneConvertsToItself) {
  const std::string once = temp_file("once.tscn");
  const std::string twice = temp_file("twice.tscn");
  EXPECT_EQ(run_arbor({"convert", data_file("small.tscn"), once}).exit_code, 0);
  EXPECT_EQ(run_arbor({"convert", once, twice}).exit_code, 0);
  EXPECT_EQ(read_file(once), read_file(twice));
  std::remove(once.c_str());
  std::remove(twice.c_str());
}

TEST(ConvertCommand, AMalformedInputFailsAndWritesNothing) {
  const std::string out = temp_file("never.tscn");
  const ProgramResult result = run_arbor({"convert", data_file("malformed.tscn"), out});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_TRUE(result.err.starts_with("arbor convert: ")) << result.err;
  EXPECT_EQ(read_file(out), "");
}

// A Godot 4 `.tres` converts to itself byte for byte (header, ids, order, properties), here
// files of the corpus whose headers differ: with and without load_steps, with a script class,
// with sub-resources and external resources. Every one of the corpus's 238 does too, through
// ResourceLoader and ResourceSaver (tests/io/corpus_test.cpp).
TEST(ConvertCommand, AGodot4ResourceConvertsToItself) {
  const std::string corpus = ARBOR_SHARED_DIR "/godot-corpus/";
  for (const char* name :
       {"godot-demo-projects/2d/isometric/tileset/tileset.tres",
        "godot-demo-projects/xr/openxr_hand_tracking_demo/openxr_action_map.tres",
        "godot-demo-projects/2d/role_playing_game/theme/theme.tres",
        "tps-demo/enemies/red_robot/parts/EvilRobo.tres",
        "godot-open-rpg/combat/battlers/squirrel/area_attack.tres"}) {
    const std::string in = corpus + name;
    ASSERT_FALSE(read_file(in).empty()) << "no corpus file " << in;
    const std::string out = temp_file("converted.tres");
    const ProgramResult result = run_arbor({"convert", in, out});
    EXPECT_EQ(result.exit_code, 0) << result.err;
    EXPECT_EQ(read_file(out), read_file(in)) << name;
    std::remove(out.c_str());
  }
}

TEST(ConvertCommand, PathNamesTheProjectRoot) {
  const std::string out = temp_file("world.tscn");
  const std::string world = data_file("../../data/roots/game/world/world.tscn");
  const ProgramResult guessed = run_arbor({"convert", world, out});
  EXPECT_EQ(guessed.exit_code, 0) << guessed.err;
  EXPECT_NE(guessed.err.find("arbor convert: note: res:// is "), std::string::npos) << guessed.err;
  EXPECT_EQ(read_file(out), read_file(world));
  const ProgramResult named =
      run_arbor({"convert", "--path", data_file("../../data/roots/game"), world, out});
  EXPECT_EQ(named.exit_code, 0) << named.err;
  EXPECT_EQ(named.err, "");
  EXPECT_EQ(read_file(out), read_file(world));
  std::remove(out.c_str());
}

}  // namespace
}  // namespace arbor::app::testing
