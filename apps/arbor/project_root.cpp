#include "project_root.h"

#include <filesystem>
#include <system_error>

#include "arbor/io/resource_loader.h"

namespace arbor::app {

std::string find_project_root(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code error;
  fs::path file = fs::absolute(path, error);
  if (error) file = path;
  const fs::path directory = file.parent_path();
  for (fs::path candidate = directory; !candidate.empty(); candidate = candidate.parent_path()) {
    if (fs::exists(candidate / "project.godot", error)) return candidate.string();
    if (candidate == candidate.root_path()) break;
  }
  return directory.string();
}

void use_project_of(const std::string& path) {
  ResourceLoader::set_project_root(find_project_root(path));
}

}  // namespace arbor::app
