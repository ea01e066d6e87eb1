// ValidationLog: what the Vulkan validation layers and the loader reported, kept so that a test
// or a tool can fail on the first message instead of scrolling past it.
#pragma once

#include <cstddef>
#include <mutex>
#include <string>
#include <vector>

namespace arbor::vulkan {

/// Collects the warnings and errors of the debug messenger (thread-safe: drivers may call it
/// from their own threads). Each message is also printed to stderr once, as it arrives.
class ValidationLog {
 public:
  void add(std::string message);
  /// Every message so far, oldest first.
  [[nodiscard]] std::vector<std::string> messages() const;
  [[nodiscard]] std::size_t count() const;
  void clear();
  /// Whether messages are printed as they arrive (on by default).
  void set_echo(bool echo);

 private:
  mutable std::mutex mutex_;
  std::vector<std::string> messages_;
  bool echo_ = true;
};

}  // namespace arbor::vulkan
