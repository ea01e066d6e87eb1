// The program's command line, read with CLI11: exit codes, the help layout, value checks and the
// arguments several commands share.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>
#include <optional>
#include <string>

namespace arbor::app {

struct SceneChoice;

/// The program's exit codes (a scene that calls quit(code) may return its own).
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;  ///< the work failed: a bad scene, a file not written
inline constexpr int kExitUsage = 2;   ///< the command line is wrong

/// What runs a command once CLI11 has filled in its options; returns the exit code.
using CommandAction = std::function<int()>;

/// Lays out `--help` as `Usage:` line, description, arguments, options, footer, with option
/// descriptions wrapped to the terminal's usual 100 columns. Subcommands added after this
/// inherit it.
void use_help_layout(CLI::App& app);

/// Value checks whose messages say what the option needs (`--frames: needs a whole number of at
/// least 1, not '0'`).
[[nodiscard]] const CLI::Validator& whole_number_of_at_least_one();
[[nodiscard]] const CLI::Validator& number_greater_than_zero();

/// Adds the scene a command works on: the optional SCENE argument and `--path DIR`, a Godot
/// project (see SceneChoice).
void add_scene_arguments(CLI::App& command, SceneChoice& choice);

/// Adds `--path DIR` alone, for commands that take their files otherwise, described as
/// `description` says.
CLI::Option* add_project_option(CLI::App& command, std::optional<std::string>& project,
                                const std::string& description);

}  // namespace arbor::app
