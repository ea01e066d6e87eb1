#include "commands.h"

#include <array>

namespace arbor::app {

std::span<const Command> commands() {
  static const std::array<Command, 4> kCommands = {{
      {"run", "run a scene headless and print what happens (default: the built-in demo)", kRunHelp,
       &run_command},
      {"tree", "print a scene's tree, one node per line with its type", kTreeHelp, &tree_command},
      {"check", "validate scene and resource files", kCheckHelp, &check_command},
      {"convert", "load a scene or resource and save it in Godot 4's text format", kConvertHelp,
       &convert_command},
  }};
  return kCommands;
}

const Command* find_command(std::string_view name) {
  for (const Command& command : commands()) {
    if (command.name == name) return &command;
  }
  return nullptr;
}

std::string program_help() {
  std::string text =
      "Usage: arbor COMMAND [ARGUMENTS...]\n"
      "       arbor --help | --version\n"
      "\n"
      "Runs, prints, checks and converts Godot 4 text scenes (.tscn) with Arbor.\n"
      "\n"
      "Commands:\n";
  for (const Command& command : commands()) {
    std::string name(command.name);
    name.resize(10, ' ');
    text += "  " + name + std::string(command.summary) + "\n";
  }
  text +=
      "\n"
      "Run 'arbor COMMAND --help' for a command's options.\n"
      "Exit codes: 0 success, 1 the work failed (a bad scene or file), 2 a wrong command line.\n";
  return text;
}

}  // namespace arbor::app
