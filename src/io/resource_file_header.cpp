#include "io/resource_file_header.h"

#include <mutex>
#include <unordered_map>
#include <utility>

namespace arbor::detail {
namespace {

struct Headers {
  std::mutex mutex;
  std::unordered_map<std::string, ResourceFileHeader> by_path;
};

Headers& headers() {
  static Headers* table = new Headers();  // never destroyed: loads may run at exit
  return *table;
}

}  // namespace

void remember_resource_header(const std::string& path, ResourceFileHeader header) {
  if (path.empty()) return;
  Headers& table = headers();
  const std::lock_guard lock(table.mutex);
  table.by_path[path] = std::move(header);
}

std::optional<ResourceFileHeader> resource_header_for(const std::string& path) {
  Headers& table = headers();
  const std::lock_guard lock(table.mutex);
  const auto found = table.by_path.find(path);
  if (found == table.by_path.end()) return std::nullopt;
  return found->second;
}

void forget_resource_headers() {
  Headers& table = headers();
  const std::lock_guard lock(table.mutex);
  table.by_path.clear();
}

}  // namespace arbor::detail
