// `arbor tree [SCENE]`: prints a scene's tree as Godot's print_tree_pretty does, with types.

#include <cstdio>
#include <optional>
#include <string>

#include "commands.h"
#include "count_text.h"
#include "failure_message.h"
#include "scene_source.h"
#include "tree_printer.h"

namespace arbor::app {

const std::string_view kTreeHelp =
    "Usage: arbor tree [SCENE] [--path DIR]\n"
    "\n"
    "Instantiates SCENE (a .tscn file; without it, the demo scene built into the program) and\n"
    "prints its tree, one node per line with its type, in the layout of Godot's\n"
    "Node.print_tree_pretty. Nodes of instanced scenes are included; a node whose type the\n"
    "program does not know shows the type the file names.\n"
    "\n"
    "Options:\n"
    "  --path DIR  a Godot project's scene: DIR holds its project.godot, res:// is DIR, SCENE\n"
    "              may be a res:// path, and without SCENE it is the project's main scene\n"
    "  -h, --help  show this help\n"
    "\n"
    "Exit code: 0, 1 when the scene cannot be loaded, 2 for a wrong command line.\n";

namespace {

SceneChoice parse_tree_arguments(Arguments arguments) {
  SceneChoice choice;
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    const std::string argument(arguments[i]);
    if (auto project = read_option("tree", arguments, i, "--path")) {
      choice.project = std::string(*project);
      continue;
    }
    if (is_option(argument)) throw UsageError("tree", "unknown option '" + argument + "'");
    if (choice.scene) {
      throw UsageError("tree", "one scene at a time ('" + argument + "' is a second one)");
    }
    choice.scene = argument;
  }
  return choice;
}

}  // namespace

int tree_command(Arguments arguments) {
  const SceneChoice scene = parse_tree_arguments(arguments);
  try {
    const InstancedScene instanced = instantiate_scene(scene);
    const std::string text = print_tree_pretty(*instanced.root);
    std::fwrite(text.data(), 1, text.size(), stdout);
    if (!instanced.warnings.empty()) {
      std::fprintf(stderr, "arbor tree: %s while loading ('arbor check' lists them)\n",
                   count_text(long(instanced.warnings.size()), "warning").c_str());
    }
    return kExitOk;
  } catch (const std::exception& error) {
    print_failure("tree", scene_display_name(scene), error);
    return kExitFailed;
  }
}

}  // namespace arbor::app
