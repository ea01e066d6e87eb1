// The `arbor` program: reads the command line with CLI11 and hands it to one command.

#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "arbor/core/memory/heap_allocator.h"
#include "command_line.h"
#include "commands.h"
#include "demo/demo_classes.h"

namespace arbor::app {
namespace {

/// A wrong command line found after CLI11 has parsed it.
struct UsageError {
  std::string message;
};

/// CLI11's message for `error`, with the one that reads worst said plainly: an option given
/// without its value ("--frames: 1 required N missing").
std::string usage_message(const CLI::ParseError& error) {
  const std::string_view message = error.what();
  const std::size_t colon = message.find(": 1 required ");
  if (message.starts_with('-') && colon != std::string_view::npos &&
      message.ends_with(" missing")) {
    return "option '" + std::string(message.substr(0, colon)) + "' needs a value";
  }
  return std::string(message);
}

/// The command named on the command line, with what runs it.
struct ChosenCommand {
  CLI::App* app = nullptr;
  CommandAction action;
};

/// The program's own command line: the commands, `help`, --help and --version.
class ProgramLine {
 public:
  ProgramLine()
      : app_("Runs, prints, checks and converts Godot 4 text scenes (.tscn) with Arbor.", "arbor") {
    use_help_layout(app_);
    app_.set_version_flag(
        "--version", std::string("arbor ") + ARBOR_VERSION + " (heap: " + heap_allocator() + ")",
        "print the program's version and heap allocator");
    app_.require_subcommand(0, 1);
    app_.allow_extras();  // unknown commands and options are reported below, in our words
    for (const Command& command : commands()) {
      CLI::App* app = app_.add_subcommand(command.name);
      app->group("Commands");
      app->allow_extras();
      commands_.push_back({app, command.define(*app)});
    }
    help_ = app_.add_subcommand("help", "show the help of the program or of COMMAND");
    help_->add_option("COMMAND", help_topic_);
    help_->group("");  // not listed: --help is what the help shows
    app_.footer(
        "Run 'arbor COMMAND --help' for a command's options.\n"
        "Exit codes: 0 success, 1 the work failed (a bad scene or file), 2 a wrong command line.");
  }

  int run(int argc, char** argv) {
    try {
      app_.parse(argc, argv);
      reject_extras();
    } catch (const CLI::CallForHelp&) {
      std::fputs(app_.help().c_str(), stdout);
      return kExitOk;
    } catch (const CLI::CallForVersion& version) {
      std::printf("%s\n", version.what());
      return kExitOk;
    } catch (const CLI::ParseError& error) {
      return usage_error(usage_message(error));
    } catch (const UsageError& error) {
      return usage_error(error.message);
    }
    if (help_->parsed()) return print_help_topic();
    for (const ChosenCommand& command : commands_) {
      if (command.app->parsed()) return command.action();
    }
    std::fputs(app_.help().c_str(), stderr);
    return kExitUsage;
  }

 private:
  /// The name errors and hints go by: `arbor`, or `arbor run` once the command is known.
  [[nodiscard]] std::string context() const {
    for (const CLI::App* command : app_.get_subcommands()) {
      if (command != help_) return "arbor " + command->get_name();
    }
    return "arbor";
  }

  void reject_extras() const {
    for (const CLI::App* app : {&app_, chosen_app()}) {
      if (!app || app->remaining().empty()) continue;
      const std::string extra = app->remaining().front();
      const bool option = extra.size() > 1 && extra[0] == '-';
      if (app == &app_) {
        throw UsageError{std::string(option ? "unknown option" : "unknown command") + " '" + extra +
                         "'"};
      }
      throw UsageError{std::string(option ? "unknown option" : "unexpected argument") + " '" +
                       extra + "'"};
    }
  }

  [[nodiscard]] const CLI::App* chosen_app() const {
    const auto chosen = app_.get_subcommands();
    return chosen.empty() ? nullptr : chosen.front();
  }

  int usage_error(const std::string& message) const {
    const std::string program = context();
    std::fprintf(stderr, "%s: %s\nTry '%s --help'.\n", program.c_str(), message.c_str(),
                 program.c_str());
    return kExitUsage;
  }

  int print_help_topic() const {
    if (help_topic_.empty()) {
      std::fputs(
          app_.get_formatter()->make_help(&app_, "arbor", CLI::AppFormatMode::Normal).c_str(),
          stdout);
      return kExitOk;
    }
    for (const ChosenCommand& command : commands_) {
      if (command.app->get_name() == help_topic_) {
        std::fputs(command.app->help("arbor").c_str(), stdout);
        return kExitOk;
      }
    }
    return usage_error("unknown command '" + help_topic_ + "'");
  }

  CLI::App app_;
  CLI::App* help_ = nullptr;
  std::string help_topic_;
  std::vector<ChosenCommand> commands_;
};

}  // namespace
}  // namespace arbor::app

int main(int argc, char** argv) {
  arbor::app::demo::register_demo_classes();
  return arbor::app::ProgramLine().run(argc, argv);
}
