// The program's own options and its command-line errors.

#include <gtest/gtest.h>

#include "arbor/core/memory/heap_allocator.h"
#include "arbor_program.h"

namespace arbor::app::testing {
namespace {

TEST(ArborProgram, VersionPrintsTheProjectVersion) {
  const ProgramResult result = run_arbor({"--version"});
  EXPECT_EQ(result.exit_code, 0);
  // The program is linked as this test is, so the same allocator serves its heap.
  EXPECT_EQ(result.out, "arbor " ARBOR_PROJECT_VERSION " (heap: " + heap_allocator() + ")\n");
  EXPECT_EQ(result.err, "");
}

TEST(ArborProgram, HelpListsEveryCommand) {
  const ProgramResult result = run_arbor({"--help"});
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_TRUE(result.out.starts_with("Usage: arbor COMMAND")) << result.out;
  for (const char* command : {"\n  run ", "\n  tree ", "\n  check ", "\n  convert "}) {
    EXPECT_NE(result.out.find(command), std::string::npos) << command;
  }
}

TEST(ArborProgram, EveryCommandHasHelp) {
  for (const std::string command : {"run", "tree", "check", "convert"}) {
    for (const std::string flag : {"--help", "-h"}) {
      const ProgramResult result = run_arbor({command, flag});
      EXPECT_EQ(result.exit_code, 0) << command << " " << flag;
      EXPECT_TRUE(result.out.starts_with("Usage: arbor " + command)) << result.out;
    }
  }
}

TEST(ArborProgram, NoCommandIsAUsageError) {
  const ProgramResult result = run_arbor({});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_TRUE(result.err.starts_with("Usage: arbor COMMAND")) << result.err;
}

TEST(ArborProgram, UnknownCommandIsAUsageErrorWithAHint) {
  const ProgramResult result = run_arbor({"frobnicate"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.out, "");
  EXPECT_EQ(result.err, "arbor: unknown command 'frobnicate'\nTry 'arbor --help'.\n");
}

TEST(ArborProgram, UnknownOptionIsAUsageErrorWithAHint) {
  EXPECT_EQ(run_arbor({"--frobnicate"}).err,
            "arbor: unknown option '--frobnicate'\nTry 'arbor --help'.\n");
  const ProgramResult result = run_arbor({"run", "--fast"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.err, "arbor run: unknown option '--fast'\nTry 'arbor run --help'.\n");
}

TEST(ArborProgram, WrongArgumentCountsAreUsageErrors) {
  EXPECT_EQ(run_arbor({"check"}).exit_code, 2);
  EXPECT_EQ(run_arbor({"convert", "in.tscn"}).exit_code, 2);
  EXPECT_EQ(run_arbor({"tree", "a.tscn", "b.tscn"}).exit_code, 2);
  EXPECT_EQ(run_arbor({"run", "a.tscn", "b.tscn"}).exit_code, 2);
}

}  // namespace
}  // namespace arbor::app::testing
