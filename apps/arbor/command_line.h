// Reading the program's command line: exit codes, usage errors and option values.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace arbor::app {

/// The program's exit codes (a scene that calls quit(code) may return its own).
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;  ///< the work failed: a bad scene, a file not written
inline constexpr int kExitUsage = 2;   ///< the command line is wrong

/// A wrong command line: main prints "arbor <command>: <message>" and a hint to --help, and
/// exits with kExitUsage.
class UsageError : public std::runtime_error {
 public:
  UsageError(std::string command, const std::string& message)
      : std::runtime_error(message), command_(std::move(command)) {}
  /// The command whose --help the hint names; empty for the program itself.
  [[nodiscard]] const std::string& command() const { return command_; }

 private:
  std::string command_;
};

/// A command's arguments, after the command name.
using Arguments = std::span<const std::string_view>;

/// Whether the arguments ask for help (`--help` or `-h` anywhere).
[[nodiscard]] bool asks_for_help(Arguments arguments);

/// Whether `argument` looks like an option (`-x`, `--name`); `-` alone is not one.
[[nodiscard]] bool is_option(std::string_view argument);

/// Reads option `name` at `arguments[index]`, as `--name VALUE` or `--name=VALUE`: returns the
/// value and leaves `index` on the last argument it used, or returns nothing when the argument
/// is another one. Throws UsageError when the value is missing.
std::optional<std::string_view> read_option(const std::string& command, Arguments arguments,
                                            std::size_t& index, std::string_view name);

/// `text` as a count of at least 1; throws UsageError naming the option otherwise.
std::uint64_t parse_count(const std::string& command, std::string_view option,
                          std::string_view text);
/// `text` as a finite number greater than 0; throws UsageError naming the option otherwise.
double parse_positive(const std::string& command, std::string_view option, std::string_view text);

}  // namespace arbor::app
