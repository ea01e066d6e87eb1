#include "command_line.h"

#include <charconv>
#include <cmath>

namespace arbor::app {

bool asks_for_help(Arguments arguments) {
  for (std::string_view argument : arguments) {
    if (argument == "--help" || argument == "-h") return true;
  }
  return false;
}

bool is_option(std::string_view argument) { return argument.size() > 1 && argument[0] == '-'; }

std::optional<std::string_view> read_option(const std::string& command, Arguments arguments,
                                            std::size_t& index, std::string_view name) {
  std::string_view argument = arguments[index];
  if (!argument.starts_with(name)) return std::nullopt;
  std::string_view rest = argument.substr(name.size());
  if (rest.starts_with('=')) return rest.substr(1);
  if (!rest.empty()) return std::nullopt;  // a longer option that starts the same way
  if (index + 1 == arguments.size()) {
    throw UsageError(command, "option '" + std::string(name) + "' needs a value");
  }
  return arguments[++index];
}

namespace {

[[noreturn]] void bad_value(const std::string& command, std::string_view option,
                            std::string_view text, std::string_view expected) {
  throw UsageError(command, "option '" + std::string(option) + "' needs " + std::string(expected) +
                                ", not '" + std::string(text) + "'");
}

}  // namespace

std::uint64_t parse_count(const std::string& command, std::string_view option,
                          std::string_view text) {
  std::uint64_t value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value == 0) {
    bad_value(command, option, text, "a whole number of at least 1");
  }
  return value;
}

double parse_positive(const std::string& command, std::string_view option, std::string_view text) {
  double value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value) ||
      value <= 0) {
    bad_value(command, option, text, "a number greater than 0");
  }
  return value;
}

}  // namespace arbor::app
