// `arbor check`: every error located, a summary, the exit code.

#include <gtest/gtest.h>

#include <regex>

#include "arbor_program.h"

namespace arbor::app::testing {
namespace {

TEST(CheckCommand, ValidFilesPass) {
  const ProgramResult result =
      run_arbor({"check", data_file("small.tscn"), data_file("godot3.tscn")});
  EXPECT_EQ(result.exit_code, 0) << result.out << result.err;
  EXPECT_EQ(result.out, "Checked 2 files: 2 valid, 0 with errors, 0 warnings.\n");
}

TEST(CheckCommand, AMalformedFileIsReportedAsFileLineColumn) {
  const std::string malformed = data_file("malformed.tscn");
  const ProgramResult result = run_arbor({"check", data_file("small.tscn"), malformed});
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
