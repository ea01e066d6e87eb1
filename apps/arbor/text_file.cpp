#include "text_file.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "arbor/core/error/error.h"

namespace arbor::app {

std::string read_text_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw Error("cannot open the file: " + std::string(std::strerror(errno)));
  std::ostringstream text;
  text << file.rdbuf();
  if (file.bad()) throw Error("cannot read the file: " + std::string(std::strerror(errno)));
  return std::move(text).str();
}

}  // namespace arbor::app
