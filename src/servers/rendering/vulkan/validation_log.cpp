#include "servers/rendering/vulkan/validation_log.h"

#include <cstdio>

namespace arbor::vulkan {

void ValidationLog::add(std::string message) {
  std::lock_guard lock(mutex_);
  if (echo_) std::fprintf(stderr, "vulkan: %s\n", message.c_str());
  messages_.push_back(std::move(message));
}

std::vector<std::string> ValidationLog::messages() const {
  std::lock_guard lock(mutex_);
  return messages_;
}

std::size_t ValidationLog::count() const {
  std::lock_guard lock(mutex_);
  return messages_.size();
}

void ValidationLog::clear() {
  std::lock_guard lock(mutex_);
  messages_.clear();
}

void ValidationLog::set_echo(bool echo) {
  std::lock_guard lock(mutex_);
  echo_ = echo;
}

}  // namespace arbor::vulkan
