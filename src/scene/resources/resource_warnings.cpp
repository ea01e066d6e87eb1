#include "arbor/scene/resources/resource_warnings.h"

#include <iostream>
#include <mutex>
#include <string>
#include <unordered_set>
#include <utility>

namespace arbor {
namespace {

struct WarningSink {
  std::mutex mutex;
  ResourceWarningHandler handler;
  std::unordered_set<std::string> printed;
};

WarningSink& sink() {
  static WarningSink* instance = new WarningSink();  // never destroyed: warnings may come at exit
  return *instance;
}

}  // namespace

void set_resource_warning_handler(ResourceWarningHandler handler) {
  WarningSink& s = sink();
  std::lock_guard lock(s.mutex);
  s.handler = std::move(handler);
}

void report_resource_warning(const Resource& resource, const std::string& message,
                             const std::string& file) {
  ResourceWarning warning{file, describe_resource(resource), message};
  WarningSink& s = sink();
  ResourceWarningHandler handler;
  {
    std::lock_guard lock(s.mutex);
    handler = s.handler;
    if (!handler) {
      std::string text = "arbor: warning: ";
      if (!file.empty()) text += file + ": ";
      text += warning.resource + ": " + message;
      if (s.printed.insert(text).second) std::cerr << text << '\n';
      return;
    }
  }
  handler(warning);
}

std::string describe_resource(const Resource& resource) {
  std::string text = resource.get_class();
  if (!resource.get_path().empty()) {
    text += " '" + resource.get_path() + "'";
  } else if (!resource.get_scene_unique_id().empty()) {
    text += " \"" + resource.get_scene_unique_id() + "\"";
  }
  if (!resource.get_name().empty()) text += " (" + resource.get_name() + ")";
  return text;
}

}  // namespace arbor
