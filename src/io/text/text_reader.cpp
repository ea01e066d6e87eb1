#include "text_reader.h"

#include <algorithm>
#include <charconv>
#include <functional>
#include <utility>

#include "arbor/core/object/missing_resource.h"
#include "arbor/io/resource_loader.h"
#include "godot3_names.h"
#include "resource_properties.h"

namespace arbor::text {
namespace {

VariantParseOptions parse_options(
    const TextReadOptions& options,
    std::function<Variant(const std::string&, const std::vector<Variant>&)> resolve) {
  VariantParseOptions out;
  out.file = options.file;
  out.resolve_resource = std::move(resolve);
  return out;
}

std::string directory_of(const std::string& file) {
  std::size_t slash = file.find_last_of('/');
  return slash == std::string::npos ? std::string() : file.substr(0, slash);
}

std::string join_path(const std::string& directory, std::string_view rest) {
  if (directory.empty()) return std::string(rest);
  std::string out = directory;
  if (out.back() != '/') out.push_back('/');
  out += rest;
  return out;
}

}  // namespace

TextReader::TextReader(std::string_view text, const TextReadOptions& options)
    : options_(options),
      sections_(text, parse_options(options, [this](const std::string& kind,
                                                    const std::vector<Variant>& args) {
                  return resolve(kind, args);
                })) {}

FileHeader TextReader::read_header(std::string_view tag) {
  SectionReader::Item item = sections_.next();
  if (item != SectionReader::Item::HEADING || sections_.heading().tag != tag) {
    std::size_t at = item == SectionReader::Item::HEADING    ? sections_.heading().offset
                     : item == SectionReader::Item::PROPERTY ? sections_.property().offset
                                                             : sections_.text().size();
    sections_.fail_at(at, "Expected the [" + std::string(tag) + " ...] heading");
  }
  FileHeader header;
  SectionHeading& heading = sections_.heading();
  for (TextField& field : heading.attributes()) {
    if (field.name == "format") {
      int64_t format = take_int(field, tag);
      // Godot reads format 2 (Godot 3), 3 and 4 and refuses newer ones.
      if (format < 2 || format > 4) {
        sections_.fail_at(field.offset, "Unsupported format=" + std::to_string(format) +
                                            " (Arbor reads formats 2, 3 and 4)");
      }
      header.format = int(format);
    } else if (field.name == "load_steps") {
      header.load_steps = take_int(field, tag);
    } else if (field.name == "uid") {
      header.uid = take_string(field, tag);
    } else if (field.name == "type") {
      header.type = take_string(field, tag);
    } else if (field.name == "script_class") {
      header.script_class = take_string(field, tag);
    }
  }
  godot3_ = header.format == 2;
  if (godot3_) header.format = 3;  // converted as read
  return header;
}

ExtResourceEntry TextReader::read_ext_resource() {
  constexpr std::string_view kHeading = "ext_resource";
  ExtResourceEntry entry;
  entry.type = class_name(string_of(required("type"), kHeading));
  entry.path = take_string(required("path"), kHeading);
  entry.id = take_id(required("id"), kHeading);
  if (TextField* uid = sections_.heading().find("uid")) entry.uid = take_string(*uid, kHeading);
  // A placeholder: reading a file loads nothing else from disk.
  entry.resource = Ref<Resource>(new MissingResource(entry.type));
  entry.resource->set_path(resolve_path(entry.path));
  ext_[entry.id] = entry.resource;
  return entry;
}

SubResourceEntry TextReader::read_sub_resource() {
  constexpr std::string_view kHeading = "sub_resource";
  SubResourceEntry entry;
  const std::string_view type = string_of(required("type"), kHeading);
  entry.id = take_id(required("id"), kHeading);
  entry.resource = make_resource(type);
  entry.resource->set_scene_unique_id(entry.id);
  sub_[entry.id] = entry.resource;
  open_sub_resource_ = entry.resource.get();
  return entry;
}

Ref<Resource> TextReader::make_resource(std::string_view type) const {
  return create_resource(class_name(type));
}

void TextReader::add_property(Resource& resource) {
  TextField& field = sections_.property();
  if (godot3_) convert_property(PropertyOwner::RESOURCE, resource_file_class(resource), field);
  if (std::optional<std::string> refused =
          set_resource_property(resource, field.name, field.value)) {
    report_refused(resource, field, *refused);
  }
}

void TextReader::report_refused(const Resource& resource, const TextField& field,
                                const std::string& message) const {
  // The 1-based line and column of the property, as parse errors give them.
  const std::string_view before = sections_.text().substr(0, field.offset);
  const std::size_t line = 1 + std::size_t(std::count(before.begin(), before.end(), '\n'));
  const std::size_t line_start = before.rfind('\n');
  const std::size_t column =
      1 + (line_start == std::string_view::npos ? before.size() : before.size() - line_start - 1);
  const std::string& id = resource.get_scene_unique_id();
  std::string text = std::to_string(line) + ":" + std::to_string(column) + ": " +
                     resource_file_class(resource) +
                     (id.empty() ? std::string(" [resource]") : " \"" + id + "\"") + ": " +
                     std::string(field.name) + ": " + message + "; the value is kept as written";
  ResourceLoader::report_warning({LoadWarning::RESOURCE, options_.file, {}, std::move(text)});
}

void TextReader::convert_property(PropertyOwner owner, std::string_view class_name,
                                  TextField& field) {
  if (!godot3_) return;
  std::string name(field.name);
  if (!convert_godot3_property(owner, class_name, name, field.value)) return;
  renamed_property_ = std::move(name);
  field.name = renamed_property_;
  if (options_.godot3_renamed_properties) ++*options_.godot3_renamed_properties;
}

std::string TextReader::class_name(std::string_view name) const {
  return godot3_ ? godot4_class_name(std::string(name)) : std::string(name);
}

std::string_view TextReader::string_of(TextField& field, std::string_view heading) {
  if (field.is_text) return field.text;
  if (const std::string* text = field.value.get_if<std::string>()) return *text;
  sections_.fail_at(field.offset, "Expected a string for " + std::string(field.name) + "= in [" +
                                      std::string(heading) + "]");
}

int64_t TextReader::take_int(TextField& field, std::string_view heading) {
  if (const int64_t* number = field.value.get_if<int64_t>()) return *number;
  // Godot 4 writes `index="3"`: a number in a string.
  if (const std::string* text = field.variant().get_if<std::string>()) {
    int64_t number = 0;
    auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), number);
    if (error == std::errc() && end == text->data() + text->size()) return number;
  }
  sections_.fail_at(field.offset, "Expected an integer for " + std::string(field.name) + "= in [" +
                                      std::string(heading) + "]");
}

std::string TextReader::take_id(TextField& field, std::string_view heading) {
  if (const int64_t* number = field.value.get_if<int64_t>()) return std::to_string(*number);
  return take_string(field, heading);
}

TextField& TextReader::required(std::string_view name) {
  SectionHeading& heading = sections_.heading();
  if (TextField* field = heading.find(name)) return *field;
  sections_.fail_at(heading.offset, "Missing " + std::string(name) + "= in [" +
                                        std::string(heading.tag) + "] heading");
}

Variant TextReader::resolve(const std::string& kind, const std::vector<Variant>& args) {
  std::size_t end = sections_.value_offset();
  std::size_t at = sections_.text().rfind(kind, end);
  if (at == std::string_view::npos) at = end;
  if (kind != "ExtResource" && kind != "SubResource") {
    sections_.fail_at(at, kind +
                              "(...) is not supported in scene files: refer to an "
                              "[ext_resource] with ExtResource(\"id\")");
  }
  std::string id;
  if (!args.empty() && args[0].get_type() == Variant::STRING) {
    id = *args[0].get_if<std::string>();
  } else if (!args.empty() && args[0].get_type() == Variant::INT) {
    id = std::to_string(*args[0].get_if<int64_t>());
  } else {
    sections_.fail_at(at, "Expected an id in " + kind + "(...)");
  }
  auto& table = kind == "ExtResource" ? ext_ : sub_;
  auto found = table.find(id);
  if (found == table.end()) {
    sections_.fail_at(
        at, "Unknown " + kind + " id \"" + id + "\"" +
                (kind == "SubResource" ? " (sub-resources must precede their uses)" : ""));
  }
  if (found->second.get() == open_sub_resource_) {
    sections_.fail_at(at, "Sub-resource \"" + id + "\" refers to itself");
  }
  return Variant(found->second);
}

std::string TextReader::resolve_path(const std::string& path) const {
  std::string directory = directory_of(options_.file);
  constexpr std::string_view kRes = "res://";
  if (path.compare(0, kRes.size(), kRes) == 0) {
    return join_path(options_.project_root.empty() ? directory : options_.project_root,
                     std::string_view(path).substr(kRes.size()));
  }
  if (!path.empty() && (path[0] == '/' || path.find("://") != std::string::npos)) return path;
  return join_path(directory, path);
}

}  // namespace arbor::text
