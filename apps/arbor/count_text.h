// Counts in messages.
#pragma once

#include <string>
#include <string_view>

namespace arbor::app {

/// `count` and `noun`, the noun with an s unless the count is 1: "1 file", "3 files".
[[nodiscard]] inline std::string count_text(long long count, std::string_view noun) {
  return std::to_string(count) + " " + std::string(noun) + (count == 1 ? "" : "s");
}

}  // namespace arbor::app
