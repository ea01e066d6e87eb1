// The program's commands: what each is called and how its command line is declared.
#pragma once

#include <span>

#include "command_line.h"

namespace arbor::app {

/// One command of the program (`arbor NAME ...`).
struct Command {
  const char* name;
  /// Declares the command on its CLI11 app: its description (whose first line the program's
  /// help lists), its arguments and options bound to an options struct it keeps, and a footer.
  /// Returns what runs the command once CLI11 has filled them in.
  CommandAction (*define)(CLI::App& command);
};

/// Every command, in the order the program's help lists them.
[[nodiscard]] std::span<const Command> commands();

// The commands, one file each.
CommandAction define_run_command(CLI::App& command);
CommandAction define_tree_command(CLI::App& command);
CommandAction define_check_command(CLI::App& command);
CommandAction define_convert_command(CLI::App& command);

}  // namespace arbor::app
