#include "command_line.h"

#include <charconv>
#include <cmath>
#include <sstream>
#include <string_view>

#include "scene_source.h"

namespace arbor::app {
namespace {

constexpr std::size_t kHelpWidth = 100;
constexpr std::size_t kOptionColumn = 18;

/// `text` with its lines broken at spaces to fit `width` columns (its own line breaks kept).
std::string wrap(const std::string& text, std::size_t width) {
  std::string wrapped;
  std::size_t column = 0;
  std::istringstream lines(text);
  std::string line;
  bool first_line = true;
  while (std::getline(lines, line)) {
    if (!first_line) wrapped += '\n';
    first_line = false;
    column = 0;
    std::istringstream words(line);
    std::string word;
    while (words >> word) {
      if (column > 0 && column + 1 + word.size() > width) {
        wrapped += '\n';
        column = 0;
      } else if (column > 0) {
        wrapped += ' ';
        ++column;
      }
      wrapped += word;
      column += word.size();
    }
  }
  return wrapped;
}

class HelpLayout : public CLI::Formatter {
 public:
  HelpLayout() {
    column_width(kOptionColumn);
    label("Positionals", "Arguments");
    label("SUBCOMMAND", "COMMAND");
    label("SUBCOMMANDS", "COMMANDS");
  }

  std::string make_help(const CLI::App* app, std::string name,
                        CLI::AppFormatMode mode) const override {
    if (mode == CLI::AppFormatMode::Sub) return make_expanded(app);
    std::string text = make_usage(app, name);
    if (!app->get_description().empty()) text += "\n" + app->get_description() + "\n";
    text += make_positionals(app) + make_groups(app, mode) + make_subcommands(app, mode);
    if (const std::string footer = make_footer(app); !footer.empty()) text += "\n" + footer;
    return text;
  }

  // The value's name alone (`--frames N`; arguments go by their own name): defaults and checks
  // are told in the description.
  std::string make_option_opts(const CLI::Option* option) const override {
    if (option->get_positional() || option->get_type_size() == 0) return "";
    return " " + option->get_type_name();
  }

  std::string make_option_desc(const CLI::Option* option) const override {
    return wrap(option->get_description(), kHelpWidth - kOptionColumn);
  }

  // A command in the program's list: its name and the first line of its description.
  std::string make_subcommand(const CLI::App* command) const override {
    const std::string& description = command->get_description();
    std::ostringstream out;
    CLI::detail::format_help(out, command->get_name(),
                             description.substr(0, description.find('\n')), kOptionColumn);
    return out.str();
  }
};

template <class Number>
bool read_number(const std::string& text, Number& value) {
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size();
}

}  // namespace

void use_help_layout(CLI::App& app) {
  app.formatter(std::make_shared<HelpLayout>());
  app.set_help_flag("-h,--help", "show this help");
}

const CLI::Validator& whole_number_of_at_least_one() {
  static const CLI::Validator validator(
      [](std::string& text) -> std::string {
        std::uint64_t value = 0;
        if (read_number(text, value) && value > 0) return "";
        return "needs a whole number of at least 1, not '" + text + "'";
      },
      "");
  return validator;
}

const CLI::Validator& number_greater_than_zero() {
  static const CLI::Validator validator(
      [](std::string& text) -> std::string {
        double value = 0;
        if (read_number(text, value) && std::isfinite(value) && value > 0) return "";
        return "needs a number greater than 0, not '" + text + "'";
      },
      "");
  return validator;
}

CLI::Option* add_project_option(CLI::App& command, std::optional<std::string>& project,
                                const std::string& description) {
  return command.add_option("--path", project, description)->type_name("DIR");
}

void add_scene_arguments(CLI::App& command, SceneChoice& choice) {
  command.add_option(
      "SCENE", choice.scene,
      "a .tscn file or a glTF model (.gltf, .glb) (default: the demo scene built into the "
      "program)");
  add_project_option(command, choice.project,
                     "res:// is DIR (default: the folder of the nearest project.godot above "
                     "SCENE, else the folder above it under which its res:// paths exist); SCENE "
                     "may be a res:// path, and without SCENE it is the main scene of DIR's "
                     "project.godot");
}

}  // namespace arbor::app
