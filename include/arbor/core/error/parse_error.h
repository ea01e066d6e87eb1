#pragma once

#include <string>

#include "arbor/core/error/error.h"

namespace arbor {

/// Thrown on bad data: malformed Variant text, a broken scene file. Carries where the problem
/// is (file may be empty when the text did not come from a file; line and column are 1-based)
/// and what it is; what() reads "file:line:column: message". It is an arbor::Error, so
/// `catch (const arbor::Error&)` catches bad data too; catch ParseError first for the place.
class ParseError : public Error {
 public:
  ParseError(const std::string& message, std::string file, int line, int column);

  [[nodiscard]] const std::string& file() const { return file_; }
  [[nodiscard]] int line() const { return line_; }
  [[nodiscard]] int column() const { return column_; }
  /// The bare message, without the location prefix.
  [[nodiscard]] const std::string& message() const { return message_; }

 private:
  std::string message_;
  std::string file_;
  int line_;
  int column_;
};

}  // namespace arbor
