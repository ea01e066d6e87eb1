#include "arbor_program.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
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

std::string write_tiny_project(const std::string& name, const std::string& main_scene) {
  const std::string directory = temp_file(name);
  std::filesystem::create_directories(directory + "/levels");
  std::ofstream(directory + "/project.godot")
      << "; Engine configuration file.\n\nconfig_version=5\n\n[application]\n\n"
         "config/name=\"Tiny\"\nrun/main_scene=\"" +
             main_scene + "\"\n";
  std::ofstream(directory + "/levels/main.tscn")
      << "[gd_scene load_steps=2 format=3 uid=\"uid://b1main\"]\n\n"
         "[ext_resource type=\"PackedScene\" path=\"res://levels/enemy.tscn\" id=\"1\"]\n\n"
         "[node name=\"Level\" type=\"Node3D\"]\n\n"
         "[node name=\"Enemy\" parent=\".\" instance=ExtResource(\"1\")]\n";
  std::ofstream(directory + "/levels/enemy.tscn")
      << "[gd_scene format=3 uid=\"uid://c2enemy\"]\n\n[node name=\"Enemy\" type=\"Node3D\"]\n\n"
         "[node name=\"Eye\" type=\"Node3D\" parent=\".\"]\n";
  return directory;
}

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
#ifdef ARBOR_PROGRAM_ENVIRONMENT
  command = "env " + std::string(ARBOR_PROGRAM_ENVIRONMENT) + " " + command;
#endif
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
