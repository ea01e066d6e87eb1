#include "commands.h"

#include <array>

namespace arbor::app {

std::span<const Command> commands() {
  static constexpr std::array<Command, 4> kCommands = {{
      {"run", &define_run_command},
      {"tree", &define_tree_command},
      {"check", &define_check_command},
      {"convert", &define_convert_command},
  }};
  return kCommands;
}

}  // namespace arbor::app
