#include "arbor/core/error/warning.h"

#include <cstdio>
#include <mutex>
#include <string>
#include <utility>

namespace arbor {
namespace {

std::mutex& warning_mutex() {
  static std::mutex mutex;
  return mutex;
}

WarningHandler& current_handler() {
  static WarningHandler handler;
  return handler;
}

}  // namespace

void push_warning(std::string_view message) {
  WarningHandler handler;
  {
    const std::lock_guard lock(warning_mutex());
    handler = current_handler();
  }
  if (handler) {
    handler(message);
  } else {
    std::fprintf(stderr, "WARNING: %.*s\n", int(message.size()), message.data());
  }
}

WarningHandler set_warning_handler(WarningHandler handler) {
  const std::lock_guard lock(warning_mutex());
  return std::exchange(current_handler(), std::move(handler));
}

}  // namespace arbor
