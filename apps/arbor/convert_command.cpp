// `arbor convert IN OUT`: loads a scene or resource and saves it in Godot 4's text format.

#include <cstdio>
#include <memory>
#include <string>

#include "arbor/io/resource_loader.h"
#include "commands.h"
#include "failure_message.h"
#include "project_root.h"

namespace arbor::app {

namespace {

/// `arbor convert`'s arguments, filled in by CLI11.
struct ConvertPaths {
  std::string in;
  std::string out;
};

int convert_command(const ConvertPaths& paths) {
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

}  // namespace

CommandAction define_convert_command(CLI::App& command) {
  command.description(
      "Loads a scene or resource and saves it in Godot 4's text format.\n"
      "\n"
      "Loads IN (a .tscn scene or .tres resource, Godot 3's format 2 or Godot 4's format 3 or 4)\n"
      "and saves it to OUT as Godot 4's editor writes it: format 3 (or 4 where the content needs\n"
      "it), Godot 4's class and type names, its section order and spacing. Types the program does\n"
      "not know are kept as they are.");
  command.footer(
      "Exit code: 0, 1 when IN cannot be loaded or OUT cannot be written, 2 for a wrong command\n"
      "line.");
  auto paths = std::make_shared<ConvertPaths>();
  command.add_option("IN", paths->in, "the scene or resource to read")->required();
  command.add_option("OUT", paths->out, "the file to write")->required();
  return [paths] { return convert_command(*paths); };
}

}  // namespace arbor::app
