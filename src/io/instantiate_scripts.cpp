#include "io/instantiate_scripts.h"

#include <filesystem>
#include <fstream>

#include "arbor/core/object/class_db.h"
#include "arbor/core/object/resource.h"
#include "arbor/io/resource_loader.h"

namespace arbor::detail {
namespace {

bool is_identifier_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// The X of a GDScript line `class_name X` (also after `@tool` or `extends Y` on the same line,
// which GDScript allows); empty when the line has none. A `#` starts a comment.
std::string class_name_on_line(std::string_view line) {
  line = line.substr(0, line.find('#'));
  constexpr std::string_view kKeyword = "class_name";
  for (std::size_t at = line.find(kKeyword); at != std::string_view::npos;
       at = line.find(kKeyword, at + 1)) {
    const std::size_t end = at + kKeyword.size();
    const bool starts_word =
        at == 0 || line[at - 1] == ' ' || line[at - 1] == '\t' || line[at - 1] == ';';
    if (!starts_word || end >= line.size() || (line[end] != ' ' && line[end] != '\t')) continue;
    std::size_t first = line.find_first_not_of(" \t", end);
    if (first == std::string_view::npos) return {};
    std::size_t last = first;
    while (last < line.size() && is_identifier_char(line[last])) ++last;
    return std::string(line.substr(first, last - first));
  }
  return {};
}

std::string gdscript_class_name(const std::string& file) {
  std::ifstream in(file);
  std::string line;
  while (std::getline(in, line)) {
    std::string name = class_name_on_line(line);
    if (!name.empty()) return name;
  }
  return {};
}

// The script's path as a key of ClassDB's script bindings: the `res://` path the scene file
// wrote, else the localized form of the resolved path.
std::string script_key(const Resource& script, const ExtResourceEntry* entry) {
  if (entry && entry->path.starts_with("res://")) return entry->path;
  return ResourceLoader::localize_path(script.get_path());
}

}  // namespace

ScriptResolver::Script ScriptResolver::resolve(const Variant& value,
                                               const ExtResourceIndex& resources) {
  const Object* object = value.get_object();
  auto [it, inserted] = resolved_.try_emplace(object);
  if (!inserted) return it->second;
  const auto* script = dynamic_cast<const Resource*>(object);
  if (!script || script->is_built_in()) return it->second;
  Script& found = it->second;
  found.path = script_key(*script, resources.find(object));
  found.class_name = ClassDB::get_script_class(found.path);
  if (found.class_name.is_empty()) {
    found.class_name = class_named_in_file(found.path);
    if (!found.class_name.is_empty()) ClassDB::register_script(found.path, found.class_name);
  }
  return found;
}

StringName ScriptResolver::class_named_in_file(const std::string& res_path) {
  const std::filesystem::path file = ResourceLoader::globalize_path(res_path);
  std::string name;
  if (file.extension() == ".gd") {
    name = gdscript_class_name(file.string());
  } else if (file.extension() == ".cs") {
    name = file.stem().string();
  }
  if (name.empty() || !ClassDB::class_exists(StringName(name))) return {};
  return StringName(name);
}

}  // namespace arbor::detail
