// `arbor tree`: Godot's print_tree_pretty layout, with types.

#include <gtest/gtest.h>

#include "arbor_program.h"

namespace arbor::app::testing {
namespace {

TEST(TreeCommand, PrintsTheTreeAsPrintTreePrettyWithTypes) {
  const ProgramResult result = run_arbor({"tree", data_file("small.tscn")});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.out,
            " ┖╴Main (Node2D)\n"
            "    ┠╴Player (CharacterBody2D)\n"
            "    ┃  ┖╴Sprite (Sprite2D)\n"
            "    ┖╴Hud (Node)\n"
            "       ┠╴Timer (Timer)\n"
            "       ┖╴Label (Label)\n");
}

TEST(TreeCommand, PrintsTheDemoWithoutAScene) {
  const ProgramResult result = run_arbor({"tree"});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.out,
            " ┖╴World (World)\n"
            "    ┠╴Clock (Timer)\n"
            "    ┠╴SparkSpawner (Spawner)\n"
            "    ┃  ┖╴Timer (Timer)\n"
            "    ┠╴CometSpawner (Spawner)\n"
            "    ┃  ┖╴Timer (Timer)\n"
            "    ┖╴Counter (Counter)\n");
}

TEST(TreeCommand, AMalformedSceneFails) {
  const ProgramResult result = run_arbor({"tree", data_file("malformed.tscn")});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_EQ(result.out, "");
  EXPECT_TRUE(result.err.starts_with("arbor tree: ")) << result.err;
}

}  // namespace
}  // namespace arbor::app::testing
