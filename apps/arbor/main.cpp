// The `arbor` program: reads the command line and hands it to one command.

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "arbor/core/memory/heap_allocator.h"
#include "command_line.h"
#include "commands.h"
#include "demo/demo_classes.h"

namespace arbor::app {
namespace {

void print_usage_error(const UsageError& error) {
  const std::string program = error.command().empty() ? "arbor" : "arbor " + error.command();
  std::fprintf(stderr, "%s: %s\nTry '%s --help'.\n", program.c_str(), error.what(),
               program.c_str());
}

int run_program(Arguments arguments) {
  if (arguments.empty()) {
    std::fputs(program_help().c_str(), stderr);
    return kExitUsage;
  }
  const std::string_view first = arguments.front();
  if (first == "--help" || first == "-h" || first == "help") {
    std::fputs(program_help().c_str(), stdout);
    return kExitOk;
  }
  if (first == "--version") {
    std::printf("arbor %s (heap: %s)\n", ARBOR_VERSION, heap_allocator().c_str());
    return kExitOk;
  }
  const Command* command = find_command(first);
  if (!command) {
    const char* what = is_option(first) ? "unknown option" : "unknown command";
    throw UsageError("", std::string(what) + " '" + std::string(first) + "'");
  }
  Arguments rest = arguments.subspan(1);
  if (asks_for_help(rest)) {
    std::fwrite(command->help.data(), 1, command->help.size(), stdout);
    return kExitOk;
  }
  return command->run(rest);
}

}  // namespace
}  // namespace arbor::app

int main(int argc, char** argv) {
  using namespace arbor::app;
  const std::vector<std::string_view> arguments(argv + 1, argv + argc);
  demo::register_demo_classes();
  try {
    return run_program(arguments);
  } catch (const UsageError& error) {
    print_usage_error(error);
    return kExitUsage;
  }
}
