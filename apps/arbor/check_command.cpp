// `arbor check FILE...`: validates scene and resource files.

#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "arbor/core/object/resource_format_loader.h"
#include "arbor/io/missing_classes.h"
#include "arbor/io/packed_scene.h"
#include "arbor/io/register_io_types.h"
#include "arbor/io/resource_loader.h"
#include "arbor/io/text_resource_format.h"
#include "commands.h"
#include "count_text.h"
#include "failure_message.h"
#include "load_warnings.h"
#include "node_description.h"
#include "project_root.h"
#include "text_file.h"

namespace arbor::app {

namespace {

/// `arbor check`'s arguments, filled in by CLI11.
struct CheckOptions {
  std::vector<std::string> files;
  std::optional<std::string> project;
};

/// What checking one file found besides errors.
struct FileReport {
  std::string root_note;
  std::vector<MissingClass> missing;
};

/// Reads the file at `path` (a `res://` path under `project`, or a file) and, for a scene,
/// instantiates it and frees the tree again; throws what it finds wrong. `report` gets what
/// the user should hear of otherwise.
void check_file(const std::string& path, const std::optional<std::string>& project,
                FileReport& report) {
  if (project) {
    use_root(*project);
  } else {
    report.root_note = use_project_of(path);
  }
  const std::string file = ResourceLoader::globalize_path(path);
  // A model, image or sound is read by the reader Arbor registers for its extension.
  register_io_types();
  if (ResourceFormatLoader::find_for_path(file)) {
    const Ref<Resource> loaded = ResourceLoader::load(path, {}, ResourceLoader::CACHE_MODE_IGNORE);
    if (const Ref<PackedScene> scene = ref_cast<PackedScene>(loaded)) {
      Owned<Node> root(scene->instantiate());
      report.missing = find_missing_classes(*root);
    }
    return;
  }
  const std::string text = read_text_file(file);
  TextReadOptions options;
  options.file = file;
  options.project_root = ResourceLoader::get_project_root();
  if (detect_text_file_kind(text, options) == TextFileKind::RESOURCE) {
    report.missing = find_missing_classes(read_resource_text(text, options).resource);
    return;
  }
  auto scene = make_ref<PackedScene>();
  scene->set_path(path);
  scene->set_state(read_scene_text(text, options));
  Owned<Node> root(scene->instantiate());
  report.missing = find_missing_classes(*root);
}

int check_command(const CheckOptions& options) {
  LoadWarnings load_warnings;
  int failed = 0;
  long warnings = 0;
  for (const std::string& file : options.files) {
    FileReport report;
    try {
      check_file(file, options.project, report);
    } catch (const std::exception& error) {
      ++failed;
      std::printf("%s\n", failure_message(file, error).c_str());
    }
    if (!report.root_note.empty())
      std::printf("%s: note: %s\n", file.c_str(), report.root_note.c_str());
    for (const LoadWarning& warning : load_warnings.take()) {
      ++warnings;
      std::printf("%s\n", warning_message(warning, file).c_str());
    }
    for (const std::string& line : missing_class_warnings(report.missing)) {
      ++warnings;
      std::printf("%s: warning: %s\n", file.c_str(), line.c_str());
    }
  }
  const long valid = long(options.files.size()) - failed;
  std::printf("Checked %s: %ld valid, %d with errors, %s.\n",
              count_text(long(options.files.size()), "file").c_str(), valid, failed,
              count_text(warnings, "warning").c_str());
  return failed > 0 ? kExitFailed : kExitOk;
}

}  // namespace

CommandAction define_check_command(CLI::App& command) {
  command.description(
      "Validates scene and resource files.\n"
      "\n"
      "Reads each FILE, a scene (.tscn) or a resource (.tres) as its header says, or a file\n"
      "Arbor reads by its extension (a glTF model, an image, a sound), and builds each scene's\n"
      "tree (with its instanced scenes) to check that it can be instantiated.\n"
      "Prints each error as 'file:line:column: message' (a syntax error) or 'file: message'\n"
      "(anything else), each warning (what Godot would also load past: a script bound to no\n"
      "class, a connection that cannot be made) as 'file: warning: message', then a summary.\n"
      "Each node or resource class the program does not implement (kept as MissingNode or\n"
      "MissingResource, and saved back unchanged) is a warning with its count.");
  command.footer(
      "Exit code: 0 when every file is valid, 1 when any is not, 2 for a wrong command line.");
  auto options = std::make_shared<CheckOptions>();
  command
      .add_option("FILE", options->files,
                  "a scene or resource file (with --path, may be a res:// path)")
      ->required();
  add_project_option(command, options->project,
                     "res:// is DIR for every FILE (default: for each, the folder of the nearest "
                     "project.godot above it, else the folder above it under which its res:// "
                     "paths exist)");
  return [options] { return check_command(*options); };
}

}  // namespace arbor::app
