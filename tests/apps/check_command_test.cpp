// `arbor check`: every error located, a summary, the exit code.

#include <gtest/gtest.h>

#include <regex>

#include "arbor_program.h"

namespace arbor::app::testing {
namespace {

TEST(CheckCommand, ValidFilesPass) {
  const ProgramResult result =
      run_arbor({"check", data_file("godot3.tscn"), data_file("godot3_tween.tscn")});
  EXPECT_EQ(result.exit_code, 0) << result.out << result.err;
  EXPECT_EQ(result.out,
            data_file("godot3_tween.tscn") +
                ": warning: node 'Fade': class 'Tween' is a RefCounted, not a Node; its nodes are "
                "kept as MissingNode\n" +
                data_file("godot3_tween.tscn") +
                ": warning: Tween: 1 node kept as MissingNode (Arbor does not implement this "
                "class)\n"
                "Checked 2 files: 2 valid, 0 with errors, 2 warnings.\n");
}

// Each class Arbor does not implement (here an add-on's) is a warning with its count, so a
// scene that loads but is partly placeholders does not pass as complete.
TEST(CheckCommand, ClassesArborDoesNotImplementAreWarningsWithTheirCounts) {
  const std::string small = data_file("small.tscn");
  const ProgramResult result = run_arbor({"check", small});
  EXPECT_EQ(result.exit_code, 0) << result.out << result.err;
  EXPECT_EQ(result.out, small +
                            ": warning: DialogueLabel: 1 node kept as MissingNode (Arbor does not "
                            "implement this class)\n" +
                            small +
                            ": warning: PhantomCamera2D: 2 nodes kept as MissingNode (Arbor does "
                            "not implement this class)\n" +
                            small +
                            ": warning: PhantomCameraTween: 1 resource kept as MissingResource "
                            "(Arbor does not implement this class)\n"
                            "Checked 1 file: 1 valid, 0 with errors, 3 warnings.\n");
}

TEST(CheckCommand, ARootFoundWithoutProjectGodotIsNotedAndPathNamesIt) {
  const std::string world = data_file("../../data/roots/game/world/world.tscn");
  const ProgramResult found = run_arbor({"check", world});
  EXPECT_EQ(found.exit_code, 0) << found.out;
  EXPECT_NE(found.out.find(world + ": note: res:// is "), std::string::npos) << found.out;
  EXPECT_TRUE(found.out.ends_with("Checked 1 file: 1 valid, 0 with errors, 0 warnings.\n"))
      << found.out;
  const ProgramResult wrong =
      run_arbor({"check", world, "--path", data_file("../../data/roots/game/world")});
  EXPECT_EQ(wrong.exit_code, 1) << wrong.out;
  EXPECT_EQ(wrong.out.find("note:"), std::string::npos) << wrong.out;
}

// With --path, a file may be named by its res:// path, as the scene of `run` and `tree` may.
TEST(CheckCommand, WithPathAFileMayBeAResPath) {
  const ProgramResult result =
      run_arbor({"check", "--path", data_file("../../data/roots/game"), "res://world/world.tscn"});
  EXPECT_EQ(result.exit_code, 0) << result.out;
  EXPECT_EQ(result.out, "Checked 1 file: 1 valid, 0 with errors, 0 warnings.\n");
  const ProgramResult missing =
      run_arbor({"check", "--path", data_file("../../data/roots/game"), "res://world/none.tscn"});
  EXPECT_EQ(missing.exit_code, 1) << missing.out;
  EXPECT_TRUE(missing.out.starts_with("res://world/none.tscn: ")) << missing.out;
}

TEST(CheckCommand, AMalformedFileIsReportedAsFileLineColumn) {
  const std::string malformed = data_file("malformed.tscn");
  const ProgramResult result = run_arbor({"check", data_file("godot3.tscn"), malformed});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_TRUE(std::regex_match(
      result.out, std::regex(".*/malformed\\.tscn:[0-9]+:[0-9]+: [^\n]+\n"
                             "Checked 2 files: 1 valid, 1 with errors, 0 warnings\\.\n")))
      << result.out;
}

TEST(CheckCommand, AMissingFileIsReportedByName) {
  const ProgramResult result = run_arbor({"check", "no_such_file.tscn"});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_TRUE(result.out.starts_with("no_such_file.tscn: ")) << result.out;
  EXPECT_TRUE(result.out.ends_with("Checked 1 file: 0 valid, 1 with errors, 0 warnings.\n"))
      << result.out;
}

}  // namespace
}  // namespace arbor::app::testing
