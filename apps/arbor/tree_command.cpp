// `arbor tree [SCENE]`: prints a scene's tree as Godot's print_tree_pretty does, with types.

#include <cstdio>
#include <memory>
#include <string>

#include "commands.h"
#include "count_text.h"
#include "failure_message.h"
#include "node_description.h"
#include "scene_source.h"
#include "tree_printer.h"

namespace arbor::app {

namespace {

int tree_command(const SceneChoice& scene) {
  try {
    const InstancedScene instanced = instantiate_scene(scene);
    if (!instanced.root_note.empty()) {
      std::fprintf(stderr, "arbor tree: note: %s\n", instanced.root_note.c_str());
    }
    const std::string text = print_tree_pretty(*instanced.root);
    std::fwrite(text.data(), 1, text.size(), stdout);
    for (const std::string& line : missing_class_warnings(instanced.missing)) {
      std::fprintf(stderr, "arbor tree: warning: %s\n", line.c_str());
    }
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

}  // namespace

CommandAction define_tree_command(CLI::App& command) {
  command.description(
      "Prints a scene's tree, one node per line with its type.\n"
      "\n"
      "Instantiates SCENE (a .tscn file or a glTF model: .gltf, .glb; without it, the demo\n"
      "scene built into the program) and prints its tree, one node per line with its type, in\n"
      "the layout of Godot's Node.print_tree_pretty. Nodes of instanced scenes are included; a\n"
      "node whose type the program does not know shows the type the file names, marked\n"
      "'missing' (it is kept as a MissingNode), and each such class, node or resource, is\n"
      "listed after the tree with its count.");
  command.footer("Exit code: 0, 1 when the scene cannot be loaded, 2 for a wrong command line.");
  auto scene = std::make_shared<SceneChoice>();
  add_scene_arguments(command, *scene);
  return [scene] { return tree_command(*scene); };
}

}  // namespace arbor::app
