// Reading the hand-written scene files of tests/data.
#pragma once

#include <fstream>
#include <sstream>
#include <string>

namespace arbor::test {

/// The bytes of tests/data/<name>.
inline std::string read_test_file(const std::string& name) {
  std::ifstream in(std::string(ARBOR_TEST_DATA_DIR) + "/" + name, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace arbor::test
