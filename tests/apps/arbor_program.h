// Running the built arbor program from a test.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbor::app::testing {

/// What one run of the program gave.
struct ProgramResult {
  int exit_code = -1;  ///< -1 when it did not exit normally
  std::string out;     ///< stdout
  std::string err;     ///< stderr
};

/// Runs `arbor` with `arguments` (no shell interpretation) and waits for it.
ProgramResult run_arbor(const std::vector<std::string>& arguments);

/// The path of a file in tests/apps/data.
std::string data_file(std::string_view name);

/// A path for a file the test writes, unique to this test process.
std::string temp_file(std::string_view name);

/// Writes a small Godot project under a fresh temp_file(name) directory and returns it:
/// project.godot naming `main_scene`, `res://levels/main.tscn` (uid `uid://b1main`; a Level
/// Node3D instancing the enemy) and `res://levels/enemy.tscn` (uid `uid://c2enemy`; Enemy with a
/// child Eye).
std::string write_tiny_project(const std::string& name, const std::string& main_scene);

/// The whole file at `path` (empty when there is none).
std::string read_file(const std::string& path);

}  // namespace arbor::app::testing
