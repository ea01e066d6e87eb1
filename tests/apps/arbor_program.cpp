#include "arbor_program.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace arbor::app::testing {
namespace {

std::string shell_quote(std::string_view text) {
  std::string quoted = "'";
  for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

}  // namespace

std::string read_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::ostringstream text;
  text << file.rdbuf();
  return std::move(text).str();
}

std::string temp_file(std::string_view name) {
  return ::testing::TempDir() + "arbor_" + std::to_string(::getpid()) + "_" + std::string(name);
}

std::string data_file(std::string_view name) {
  return std::string(ARBOR_APPS_TEST_DATA_DIR) + "/" + std::string(name);
}

ProgramResult run_arbor(const std::vector<std::string>& arguments) {
  const std::string out_path = temp_file("stdout.txt");
  const std::string err_path = temp_file("stderr.txt");
  std::string command = shell_quote(ARBOR_PROGRAM);
  for (const std::string& argument : arguments) command += " " + shell_quote(argument);
  command += " >" + shell_quote(out_path) + " 2>" + shell_quote(err_path) + " </dev/null";
  const int status = std::system(command.c_str());
  ProgramResult result;
  result.exit_code = status != -1 && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.out = read_file(out_path);
  result.err = read_file(err_path);
  std::remove(out_path.c_str());
  std::remove(err_path.c_str());
  return result;
}

}  // namespace arbor::app::testing
