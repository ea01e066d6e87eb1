// `arbor check FILE...`: validates scene and resource files.

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "arbor/io/packed_scene.h"
#include "arbor/io/resource_loader.h"
#include "arbor/io/text_resource_format.h"
#include "commands.h"
#include "count_text.h"
#include "failure_message.h"
#include "load_warnings.h"
#include "project_root.h"
#include "text_file.h"

namespace arbor::app {

namespace {

/// Reads the file at `path` and, for a scene, instantiates it and frees the tree again;
/// throws what it finds wrong.
void check_file(const std::string& path) {
  const std::string text = read_text_file(path);
  TextReadOptions options;
  options.file = path;
  options.project_root = find_project_root(path);
  ResourceLoader::set_project_root(options.project_root);
  if (detect_text_file_kind(text, options) == TextFileKind::RESOURCE) {
    (void)read_resource_text(text, options);
    return;
  }
  auto scene = make_ref<PackedScene>();
  scene->set_path(path);
  scene->set_state(read_scene_text(text, options));
  Owned<Node> root(scene->instantiate());
}

int check_command(const std::vector<std::string>& files) {
  LoadWarnings load_warnings;
  int failed = 0;
  long warnings = 0;
  for (const std::string& file : files) {
    try {
      check_file(file);
    } catch (const std::exception& error) {
      ++failed;
      std::printf("%s\n", failure_message(file, error).c_str());
    }
    for (const LoadWarning& warning : load_warnings.take()) {
      ++warnings;
      std::printf("%s\n", warning_message(warning, file).c_str());
    }
  }
  const long valid = long(files.size()) - failed;
  std::printf("Checked %s: %ld valid, %d with errors, %s.\n",
              count_text(long(files.size()), "file").c_str(), valid, failed,
              count_text(warnings, "warning").c_str());
  return failed > 0 ? kExitFailed : kExitOk;
}

}  // namespace

CommandAction define_check_command(CLI::App& command) {
  command.description(
      "Validates scene and resource files.\n"
      "\n"
      "Reads each FILE, a scene (.tscn) or a resource (.tres) as its header says, and builds\n"
      "each scene's tree (with its instanced scenes) to check that it can be instantiated.\n"
      "Prints each error as 'file:line:column: message' (a syntax error) or 'file: message'\n"
      "(anything else), each warning (what Godot would also load past: a script bound to no\n"
      "class, a connection that cannot be made) as 'file: warning: message', then a summary.");
  command.footer(
      "Exit code: 0 when every file is valid, 1 when any is not, 2 for a wrong command line.");
  auto files = std::make_shared<std::vector<std::string>>();
  command.add_option("FILE", *files, "a scene or resource file")->required();
  return [files] { return check_command(*files); };
}

}  // namespace arbor::app
