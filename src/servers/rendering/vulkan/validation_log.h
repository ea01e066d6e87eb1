// ValidationLog: what the Vulkan validation layers and the loader reported, kept so that a test
// or a tool can fail on the first message instead of scrolling past it.
#pragma once

#include <cstddef>
#include <mutex>
#include <string>
#include <vector>

namespace arbor::vulkan {

/// Collects the warnings and errors of the debug messenger (thread-safe: drivers may call it
/// from their own threads). With set_echo(true) each message is also printed to stderr as it
/// arrives (off at first, so that a machine without a driver gets one line from the program, not
/// the loader's complaints).
class ValidationLog {
 public:
  void add(std::string message);
  /// Every message so far, oldest first.
  [[nodiscard]] std::vector<std::string> messages() const;
  [[nodiscard]] std::size_t count() const;
  void clear();
  /// Whether messages are printed as they arrive.
  void set_echo(bool echo);

 private:
  mutable std::mutex mutex_;
  std::vector<std::string> messages_;
  bool echo_ = false;
};

}  // namespace arbor::vulkan
