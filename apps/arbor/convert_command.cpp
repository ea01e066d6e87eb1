// `arbor convert IN OUT`: loads a scene or resource and saves it in Godot 4's text format.

#include <cstdio>
#include <memory>
#include <optional>
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
  std::optional<std::string> project;
};

int convert_command(const ConvertPaths& paths) {
  Ref<Resource> resource;
  try {
    if (paths.project) {
      use_root(*paths.project);
    } else if (const std::string note = use_project_of(paths.in); !note.empty()) {
      std::fprintf(stderr, "arbor convert: note: %s\n", note.c_str());
    }
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
      "not know are kept as they are. A Godot 4 file converts to itself byte for byte.");
  command.footer(
      "Exit code: 0, 1 when IN cannot be loaded or OUT cannot be written, 2 for a wrong command\n"
      "line.");
  auto paths = std::make_shared<ConvertPaths>();
  command.add_option("IN", paths->in, "the scene or resource to read")->required();
  command.add_option("OUT", paths->out, "the file to write")->required();
  add_project_option(command, paths->project,
                     "res:// is DIR (default: the folder of the nearest project.godot above IN, "
                     "else the folder above it under which its res:// paths exist)");
  return [paths] { return convert_command(*paths); };
}

}  // namespace arbor::app
