#include "arbor/io/project_root.h"

#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <system_error>

namespace arbor {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kResPrefix = "res://";

// The res:// paths the `[ext_resource]` headings of the file at `file` name (Godot 4 and 3
// write `path="..."` in them). External resources come before every other section, so reading
// stops at the first other section.
std::set<std::string> ext_resource_paths(const fs::path& file) {
  std::set<std::string> paths;
  std::ifstream in(file, std::ios::binary);
  std::string line;
  while (std::getline(in, line)) {
    if (line.starts_with("[node") || line.starts_with("[sub_resource") ||
        line.starts_with("[resource]") || line.starts_with("[connection")) {
      break;
    }
    if (!line.starts_with("[ext_resource")) continue;
    const std::size_t start = line.find(" path=\"res://");
    if (start == std::string::npos) continue;
    const std::size_t begin = start + 7 + kResPrefix.size();
    const std::size_t end = line.find('"', begin);
    if (end != std::string::npos && end > begin) paths.insert(line.substr(begin, end - begin));
  }
  return paths;
}

int count_found(const fs::path& directory, const std::set<std::string>& paths) {
  int found = 0;
  std::error_code error;
  for (const std::string& path : paths) {
    if (fs::is_regular_file(directory / path, error)) ++found;
  }
  return found;
}

}  // namespace

ProjectRoot find_project_root(std::string_view path) {
  std::error_code error;
  fs::path file = fs::absolute(fs::path(path), error);
  if (error) file = fs::path(path);
  file = file.lexically_normal();
  const fs::path folder = file.parent_path();
  for (fs::path candidate = folder;; candidate = candidate.parent_path()) {
    if (fs::exists(candidate / "project.godot", error)) {
      return {candidate.string(), ProjectRoot::PROJECT_FILE, 0, 0};
    }
    if (candidate == candidate.root_path() || candidate.empty()) break;
  }
  const std::set<std::string> paths = ext_resource_paths(file);
  ProjectRoot root{folder.string(), ProjectRoot::FILE_FOLDER, 0, int(paths.size())};
  if (paths.empty()) return root;
  for (fs::path candidate = folder;; candidate = candidate.parent_path()) {
    const int found = count_found(candidate, paths);
    if (found > root.found) {  // the nearest wins a tie
      root.directory = candidate.string();
      root.source = ProjectRoot::INFERRED;
      root.found = found;
    }
    if (candidate == candidate.root_path() || candidate.empty()) break;
  }
  return root;
}

}  // namespace arbor
