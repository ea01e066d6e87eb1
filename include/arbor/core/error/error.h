#pragma once

#include <stdexcept>
#include <string>

namespace arbor {

/// Thrown on misuse of the API (adding a node that has a parent, a missing path, a cycle...).
/// The message names the nodes and paths involved; the operation that threw changed nothing.
/// Bad data throws ParseError, which is an Error that also says where in the text.
class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace arbor
