#include "arbor/scene/resources/shader.h"

#include <array>
#include <string_view>
#include <utility>

#include "arbor/core/object/class_db.h"

namespace arbor {
namespace {

// The word after `shader_type`, skipping comments and blanks before it.
std::string_view shader_type_of(std::string_view code) {
  std::size_t at = 0;
  while (at < code.size()) {
    if (code.compare(at, 2, "//") == 0) {
      at = code.find('\n', at);
      if (at == std::string_view::npos) return {};
    } else if (code.compare(at, 2, "/*") == 0) {
      at = code.find("*/", at + 2);
      if (at == std::string_view::npos) return {};
      at += 2;
    } else if (code[at] == ' ' || code[at] == '\t' || code[at] == '\n' || code[at] == '\r') {
      ++at;
    } else {
      break;
    }
  }
  constexpr std::string_view kKeyword = "shader_type";
  if (code.compare(at, kKeyword.size(), kKeyword) != 0) return {};
  at = code.find_first_not_of(" \t\r\n", at + kKeyword.size());
  if (at == std::string_view::npos) return {};
  const std::size_t end = code.find_first_of(" \t\r\n;", at);
  return code.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at);
}

}  // namespace

void Shader::set_code(const std::string& code) {
  if (code == code_) return;
  code_ = code;
  static constexpr std::array<std::pair<std::string_view, Mode>, 5> kModes{{
      {"spatial", MODE_SPATIAL},
      {"canvas_item", MODE_CANVAS_ITEM},
      {"particles", MODE_PARTICLES},
      {"sky", MODE_SKY},
      {"fog", MODE_FOG},
  }};
  mode_ = MODE_SPATIAL;
  const std::string_view type = shader_type_of(code_);
  for (const auto& [name, mode] : kModes) {
    if (name == type) mode_ = mode;
  }
  emit_changed();
}

void Shader::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_code", "code"), &Shader::set_code);
  ClassDB::bind_method(D_METHOD("get_code"), &Shader::get_code);
  ClassDB::bind_method(D_METHOD("get_mode"), &Shader::get_mode);
  ClassDB::add_property(
      PropertyInfo(Variant::STRING, "code", PROPERTY_HINT_NONE, "", PROPERTY_USAGE_STORAGE),
      "set_code", "get_code");
}

}  // namespace arbor
