// `arbor convert IN OUT`: loads a scene or resource and saves it in Godot 4's text format.

#include <cstdio>
#include <string>
#include <vector>

#include "arbor/io/resource_loader.h"
#include "commands.h"
#include "failure_message.h"
#include "project_root.h"

namespace arbor::app {

const std::string_view kConvertHelp =
    "Usage: arbor convert IN OUT\n"
    "\n"
    "Loads IN (a .tscn scene or .tres resource, Godot 3's format 2 or Godot 4's format 3 or 4)\n"
    "and saves it to OUT as Godot 4's editor writes it: format 3 (or 4 where the content needs\n"
    "it), Godot 4's class and type names, its section order and spacing. Types the program does\n"
    "not know are kept as they are.\n"
    "\n"
    "Options:\n"
    "  -h, --help  show this help\n"
    "\n"
    "Exit code: 0, 1 when IN cannot be loaded or OUT cannot be written, 2 for a wrong command\n"
    "line.\n";

namespace {

struct ConvertPaths {
  std::string in;
  std::string out;
};

ConvertPaths parse_convert_arguments(Arguments arguments) {
  std::vector<std::string> paths;
  for (std::string_view view : arguments) {
    const std::string argument(view);
    if (is_option(argument)) throw UsageError("convert", "unknown option '" + argument + "'");
    paths.push_back(argument);
  }
  if (paths.size() != 2) {
    throw UsageError("convert",
                     "needs two files, IN and OUT (got " + std::to_string(paths.size()) + ")");
  }
  return {paths[0], paths[1]};
}

}  // namespace

int convert_command(Arguments arguments) {
  const ConvertPaths paths = parse_convert_arguments(arguments);
  Ref<Resource> resource;
  try {
    use_project_of(paths.in);
    resource = ResourceLoader::load(paths.in);
  } catch (const std::exception& error) {
    print_failure("convert", paths.in, error);
    return kExitFailed;
  }
  try {
    ResourceSaver::save(resource, paths.out);
  } catch (const std::exception& error) {
    print_failure("convert", paths.out, error);
    return kExitFailed;
  }
  std::printf("Converted %s to %s.\n", paths.in.c_str(), paths.out.c_str());
  return kExitOk;
}

}  // namespace arbor::app
