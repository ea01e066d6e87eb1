#include "project_root.h"

#include <filesystem>
#include <fstream>
#include <string_view>
#include <system_error>
#include <utility>

#include "arbor/core/error/error.h"
#include "arbor/core/variant/variant.h"
#include "arbor/core/variant/variant_text.h"
#include "arbor/io/project_root.h"
#include "arbor/io/resource_loader.h"

namespace arbor::app {

ChosenRoot choose_project_root(const std::string& path) {
  const ProjectRoot root = find_project_root(path);
  ChosenRoot chosen{root.directory, {}};
  const std::string paths =
      std::to_string(root.referenced) + " res:// path" + (root.referenced == 1 ? "" : "s");
  if (root.source == ProjectRoot::INFERRED) {
    chosen.note = "res:// is " + root.directory + " (no project.godot above " + path + "; " +
                  std::to_string(root.found) + " of its " + paths +
                  " exist there; --path DIR names another)";
  } else if (root.source == ProjectRoot::FILE_FOLDER && root.referenced > 0) {
    chosen.note = "res:// is " + root.directory + ", the file's folder (no project.godot above " +
                  path + ", and none of its " + paths +
                  " exist in a folder above it; --path DIR names the root)";
  }
  return chosen;
}

std::string use_project_of(const std::string& path) {
  ChosenRoot chosen = choose_project_root(path);
  ResourceLoader::set_project_root(chosen.directory);
  return std::move(chosen.note);
}

void use_root(const std::string& directory) {
  namespace fs = std::filesystem;
  std::error_code error;
  if (!fs::is_directory(directory, error)) throw Error(directory + ": not a directory");
  const fs::path absolute = fs::absolute(directory, error);
  ResourceLoader::set_project_root(error ? directory : absolute.lexically_normal().string());
}

namespace {

namespace fs = std::filesystem;

fs::path project_file(const std::string& directory) {
  const fs::path file = fs::path(directory) / "project.godot";
  std::error_code error;
  if (!fs::is_regular_file(file, error)) throw Error(directory + ": no project.godot in it");
  return file;
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) {
    text.remove_suffix(1);
  }
  return text;
}

// The value of `key` in `section` of a ConfigFile-format file (project.godot), as text.
std::string config_value(const fs::path& file, std::string_view section, std::string_view key) {
  std::ifstream in(file);
  std::string line;
  bool in_section = false;
  while (std::getline(in, line)) {
    const std::string_view text = trimmed(line);
    if (text.starts_with('[')) {
      in_section = text == "[" + std::string(section) + "]";
    } else if (in_section && text.starts_with(key) &&
               trimmed(text.substr(key.size())).starts_with('=')) {
      const std::string_view rest = trimmed(text.substr(key.size()));
      return std::string(trimmed(rest.substr(1)));
    }
  }
  return {};
}

// The `res://` path of the scene file under `directory` whose `[gd_scene ...]` header has `uid`.
std::string scene_with_uid(const fs::path& directory, const std::string& uid) {
  const std::string wanted = "uid=\"" + uid + "\"";
  std::error_code error;
  for (fs::recursive_directory_iterator it(directory, error), end; !error && it != end;
       it.increment(error)) {
    if (it->path().extension() != ".tscn") continue;
    std::ifstream in(it->path());
    std::string header;
    std::getline(in, header);
    if (header.find(wanted) == std::string::npos) continue;
    return "res://" + fs::relative(it->path(), directory).generic_string();
  }
  return {};
}

}  // namespace

void use_project(const std::string& directory) {
  (void)project_file(directory);
  std::error_code error;
  const fs::path absolute = fs::absolute(directory, error);
  ResourceLoader::set_project_root(error ? directory : absolute.string());
}

std::string project_main_scene(const std::string& directory) {
  const fs::path file = project_file(directory);
  const std::string value = config_value(file, "application", "run/main_scene");
  const Variant scene = value.empty() ? Variant() : str_to_var(value);
  if (scene.get_type() != Variant::STRING || scene.to_string().empty()) {
    throw Error(file.string() + ": no main scene (application/run/main_scene)");
  }
  const std::string path = scene.to_string();
  if (!path.starts_with("uid://")) return path;
  std::string found = scene_with_uid(directory, path);
  if (found.empty()) throw Error(file.string() + ": no scene file has the main scene's " + path);
  return found;
}

}  // namespace arbor::app
