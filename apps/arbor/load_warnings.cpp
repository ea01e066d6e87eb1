#include "load_warnings.h"

#include <utility>

namespace arbor::app {

LoadWarnings::LoadWarnings() {
  ResourceLoader::set_warning_handler(
      [this](const LoadWarning& warning) { warnings_.push_back(warning); });
}

LoadWarnings::~LoadWarnings() { ResourceLoader::set_warning_handler({}); }

std::vector<LoadWarning> LoadWarnings::take() { return std::exchange(warnings_, {}); }

std::string warning_message(const LoadWarning& warning, const std::string& fallback_file) {
  const std::string& file = warning.file.empty() ? fallback_file : warning.file;
  const std::string node = warning.node_path.empty() ? "" : "node '" + warning.node_path + "': ";
  return file + ": warning: " + node + warning.message;
}

}  // namespace arbor::app
