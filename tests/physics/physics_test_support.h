// Helpers of the physics tests.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "arbor/core/error/warning.h"

namespace arbor::test {

/// Collects push_warning messages while it lives (instead of printing them).
class WarningRecorder {
 public:
  WarningRecorder() {
    previous_ =
        set_warning_handler([this](std::string_view message) { messages.emplace_back(message); });
  }
  ~WarningRecorder() { set_warning_handler(previous_); }
  WarningRecorder(const WarningRecorder&) = delete;
  WarningRecorder& operator=(const WarningRecorder&) = delete;

  std::vector<std::string> messages;

 private:
  WarningHandler previous_;
};

}  // namespace arbor::test
