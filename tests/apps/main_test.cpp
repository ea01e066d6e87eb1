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
  EXPECT_TRUE(result.out.starts_with("Usage: arbor [OPTIONS] [COMMAND]\n")) << result.out;
  for (const char* command : {"\n  run ", "\n  tree ", "\n  check ", "\n  convert "}) {
    EXPECT_NE(result.out.find(command), std::string::npos) << command;
  }
  EXPECT_EQ(run_arbor({"help"}).out, result.out);
}

TEST(ArborProgram, EveryCommandHasHelp) {
  for (const std::string command : {"run", "tree", "check", "convert"}) {
    const ProgramResult help = run_arbor({command, "--help"});
    EXPECT_EQ(help.exit_code, 0) << command;
    EXPECT_TRUE(help.out.starts_with("Usage: arbor " + command + " [OPTIONS]")) << help.out;
    EXPECT_NE(help.out.find("\nExit code: "), std::string::npos) << help.out;
    // -h, --help after an argument, and `arbor help COMMAND` show the same.
    EXPECT_EQ(run_arbor({command, "-h"}).out, help.out) << command;
    EXPECT_EQ(run_arbor({command, "some.tscn", "--help"}).out, help.out) << command;
    EXPECT_EQ(run_arbor({"help", command}).out, help.out) << command;
  }
}

TEST(ArborProgram, CommandHelpListsItsArgumentsAndOptions) {
  const std::string help = run_arbor({"run", "--help"}).out;
  EXPECT_TRUE(help.starts_with("Usage: arbor run [OPTIONS] [SCENE]\n")) << help;
  for (const char* option :
       {"\n  SCENE ", "\n  -h,--help ", "\n  --path DIR ", "\n  --frames N ", "\n  --fps F ",
        "\n  --window ", "\n  --record FILE ", "\n  --replay FILE "}) {
    EXPECT_NE(help.find(option), std::string::npos) << option << "\n" << help;
  }
  EXPECT_TRUE(
      run_arbor({"convert", "--help"}).out.starts_with("Usage: arbor convert [OPTIONS] IN OUT\n"));
  EXPECT_TRUE(
      run_arbor({"check", "--help"}).out.starts_with("Usage: arbor check [OPTIONS] FILE...\n"));
}

TEST(ArborProgram, NoCommandIsAUsageError) {
  const ProgramResult result = run_arbor({});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.out, "");
  EXPECT_EQ(result.err, run_arbor({"--help"}).out);
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
  EXPECT_EQ(run_arbor({"check", "--strict", "a.tscn"}).err,
            "arbor check: unknown option '--strict'\nTry 'arbor check --help'.\n");
  EXPECT_EQ(run_arbor({"help", "frobnicate"}).err,
            "arbor: unknown command 'frobnicate'\nTry 'arbor --help'.\n");
}

TEST(ArborProgram, WrongArgumentCountsAreUsageErrors) {
  const ProgramResult check = run_arbor({"check"});
  EXPECT_EQ(check.exit_code, 2);
  EXPECT_EQ(check.err, "arbor check: FILE is required\nTry 'arbor check --help'.\n");
  const ProgramResult convert = run_arbor({"convert", "in.tscn"});
  EXPECT_EQ(convert.exit_code, 2);
  EXPECT_EQ(convert.err, "arbor convert: OUT is required\nTry 'arbor convert --help'.\n");
  const ProgramResult tree = run_arbor({"tree", "a.tscn", "b.tscn"});
  EXPECT_EQ(tree.exit_code, 2);
  EXPECT_EQ(tree.err, "arbor tree: unexpected argument 'b.tscn'\nTry 'arbor tree --help'.\n");
  EXPECT_EQ(run_arbor({"run", "a.tscn", "b.tscn"}).exit_code, 2);
  EXPECT_EQ(run_arbor({"convert", "a.tscn", "b.tscn", "c.tscn"}).exit_code, 2);
}

}  // namespace
}  // namespace arbor::app::testing
