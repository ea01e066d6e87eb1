// Reading a whole text file.
#pragma once

#include <string>

namespace arbor::app {

/// The bytes of the file at `path`; throws arbor::Error naming the path when it cannot be read.
[[nodiscard]] std::string read_text_file(const std::string& path);

}  // namespace arbor::app
