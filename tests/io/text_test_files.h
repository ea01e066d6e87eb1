// Reading files in tests: the hand-written scene files of tests/data, or any file whole.
#pragma once

#include <fstream>
#include <sstream>
#include <string>

namespace arbor::test {

/// The bytes of the file at `path` (empty when it cannot be read).
inline std::string read_file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// The bytes of tests/data/<name>.
inline std::string read_test_file(const std::string& name) {
  return read_file_bytes(std::string(ARBOR_TEST_DATA_DIR) + "/" + name);
}

}  // namespace arbor::test
