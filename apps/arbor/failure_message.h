// How the program reports a file that failed.
#pragma once

#include <exception>
#include <string>

namespace arbor::app {

/// The line that reports `error` about the file at `path`: `file:line:column: message` for an
/// arbor::ParseError (its own file, which may be a sub-scene of `path`), `path: message` for
/// anything else.
[[nodiscard]] std::string failure_message(const std::string& path, const std::exception& error);

/// Prints failure_message to stderr after the command's name (`arbor run: ...`).
void print_failure(const char* command, const std::string& path, const std::exception& error);

}  // namespace arbor::app
