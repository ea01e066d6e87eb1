#include "failure_message.h"

#include <cstdio>

#include "arbor/core/error/parse_error.h"

namespace arbor::app {

std::string failure_message(const std::string& path, const std::exception& error) {
  if (const auto* parse_error = dynamic_cast<const ParseError*>(&error)) {
    const std::string& file = parse_error->file().empty() ? path : parse_error->file();
    return file + ":" + std::to_string(parse_error->line()) + ":" +
           std::to_string(parse_error->column()) + ": " + parse_error->message();
  }
  return path + ": " + error.what();
}

void print_failure(const char* command, const std::string& path, const std::exception& error) {
  std::fprintf(stderr, "arbor %s: %s\n", command, failure_message(path, error).c_str());
}

}  // namespace arbor::app
