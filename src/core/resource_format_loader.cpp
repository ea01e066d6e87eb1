#include "arbor/core/object/resource_format_loader.h"

#include <algorithm>
#include <cctype>
#include <mutex>
#include <unordered_map>

#include "arbor/core/object/class_db.h"

namespace arbor {
namespace {

struct Loaders {
  std::mutex mutex;
  std::unordered_map<std::string, std::shared_ptr<const ResourceFormatLoader>> by_extension;
};

Loaders& loaders() {
  static Loaders* instance = new Loaders();  // never destroyed: loads may run at exit
  return *instance;
}

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return char(std::tolower(c)); });
  return out;
}

}  // namespace

void ResourceFormatLoader::add_resource_format_loader(
    std::shared_ptr<const ResourceFormatLoader> loader) {
  Loaders& all = loaders();
  std::lock_guard lock(all.mutex);
  for (const std::string& extension : loader->get_recognized_extensions()) {
    all.by_extension[lower(extension)] = loader;
  }
}

std::shared_ptr<const ResourceFormatLoader> ResourceFormatLoader::find_for_path(
    std::string_view path) {
  // Arbor's layers register their loaders with their classes, when ClassDB is first used.
  (void)ClassDB::class_exists(StringName("Resource"));
  const std::size_t slash = path.find_last_of("/\\");
  const std::size_t dot = path.rfind('.');
  if (dot == std::string_view::npos || (slash != std::string_view::npos && dot < slash)) {
    return nullptr;
  }
  Loaders& all = loaders();
  std::lock_guard lock(all.mutex);
  const auto it = all.by_extension.find(lower(path.substr(dot + 1)));
  return it == all.by_extension.end() ? nullptr : it->second;
}

}  // namespace arbor
