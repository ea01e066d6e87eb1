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

}  // namespace
}  // namespace arbor::app::testing
