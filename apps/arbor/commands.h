// The program's commands: what each is called, its help and its entry point.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "command_line.h"

namespace arbor::app {

/// One command of the program (`arbor NAME ...`).
struct Command {
  std::string_view name;
  std::string_view summary;         ///< one line, for the program's help
  std::string_view help;            ///< what `arbor NAME --help` prints
  int (*run)(Arguments arguments);  ///< the arguments after the name; returns the exit code
};

/// Every command, in the order the program's help lists them.
[[nodiscard]] std::span<const Command> commands();
/// The command called `name`, or nullptr.
[[nodiscard]] const Command* find_command(std::string_view name);
/// What `arbor --help` prints.
[[nodiscard]] std::string program_help();

// The commands' entry points and help texts, one file each.
int run_command(Arguments arguments);
int tree_command(Arguments arguments);
int check_command(Arguments arguments);
int convert_command(Arguments arguments);
extern const std::string_view kRunHelp;
extern const std::string_view kTreeHelp;
extern const std::string_view kCheckHelp;
extern const std::string_view kConvertHelp;

}  // namespace arbor::app
