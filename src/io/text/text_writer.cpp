#include "text_writer.h"

#include <algorithm>
#include <array>
#include <cstring>

#include "arbor/core/error/error.h"
#include "arbor/core/object/resource.h"
#include "core/variant_internal.h"
#include "resource_properties.h"

namespace arbor::text {
namespace {

// Godot's String::property_name_encode: names with '=', '"', ';', '[', ']', blanks, control
// characters or non-ASCII characters are written as a quoted, escaped string.
bool needs_quotes(std::string_view name) {
  for (char c : name) {
    auto byte = static_cast<unsigned char>(c);
    if (c == '=' || c == '"' || c == ';' || c == '[' || c == ']' || byte < 33 || byte > 126) {
      return true;
    }
  }
  return name.empty();
}

// The characters Godot's String::c_escape changes: backslashes, quotes, '?' and the control
// characters it names (\a to \r).
constexpr std::array<bool, 256> kEscaped = [] {
  std::array<bool, 256> escaped{};
  for (unsigned char c : {'\\', '"', '\'', '?', '\a', '\b', '\t', '\n', '\v', '\f', '\r'}) {
    escaped[c] = true;
  }
  return escaped;
}();

// Whether Godot's String::c_escape changes `text`: every character looked up, without a branch
// per character.
bool needs_escapes(std::string_view text) {
  bool escaped = false;
  for (char c : text) escaped |= kEscaped[static_cast<unsigned char>(c)];
  return escaped;
}

// Copies `text` to `out` and returns the end. Text up to 16 characters (most keys and names)
// goes as two overlapping moves, without a call.
char* put_text(char* out, std::string_view text) {
  const std::size_t size = text.size();
  const char* from = text.data();
  if (size > 16) return std::copy(text.begin(), text.end(), out);
  if (size >= 8) {
    std::memcpy(out, from, 8);
    std::memcpy(out + size - 8, from + size - 8, 8);
  } else if (size >= 4) {
    std::memcpy(out, from, 4);
    std::memcpy(out + size - 4, from + size - 4, 4);
  } else if (size > 0) {
    out[0] = from[0];
    out[size / 2] = from[size / 2];
    out[size - 1] = from[size - 1];
  }
  return out + size;
}

}  // namespace

TextWriter::TextWriter(std::string& out, int format,
                       const std::vector<ExtResourceEntry>& ext_resources,
                       const std::vector<SubResourceEntry>& sub_resources)
    : out_(out) {
  options_.compat = format < 4;
  for (const ExtResourceEntry& entry : ext_resources) {
    const std::string reference = "ExtResource(\"" + entry.id + "\")";
    external_paths_.try_emplace(entry.path, reference);
    if (!entry.resource) continue;
    references_[entry.resource.get()] = reference;
    if (!entry.resource->get_path().empty()) {
      external_paths_.try_emplace(entry.resource->get_path(), reference);
    }
  }
  for (const SubResourceEntry& entry : sub_resources) {
    if (entry.resource) references_[entry.resource.get()] = "SubResource(\"" + entry.id + "\")";
  }
  options_.encode_object = [this](const Variant& object) -> std::string {
    auto found = references_.find(object.get_object());
    if (found != references_.end()) return found->second;
    const auto* resource = dynamic_cast<const Resource*>(object.get_object());
    if (resource && !resource->get_path().empty()) {
      if (auto by_path = external_paths_.find(resource->get_path());
          by_path != external_paths_.end()) {
        return by_path->second;
      }
    }
    std::string what;
    for (std::string_view part : what_) what += part;
    throw Error("Cannot write " + what +
                ": it refers to a resource that is neither an [ext_resource] nor a "
                "[sub_resource] of the file");
  };
}

void TextWriter::header(std::string_view tag, std::string_view type, std::string_view script_class,
                        std::optional<int64_t> load_steps, int format, std::string_view uid) {
  out_ += '[';
  out_ += tag;
  if (!type.empty()) string_attribute("type", type);
  if (!script_class.empty()) string_attribute("script_class", script_class);
  if (load_steps) out_ += " load_steps=" + std::to_string(*load_steps);
  out_ += " format=" + std::to_string(format);
  if (!uid.empty()) string_attribute("uid", uid);
  out_ += "]\n\n";
}

void TextWriter::ext_resources(const std::vector<ExtResourceEntry>& entries) {
  for (const ExtResourceEntry& entry : entries) {
    const auto uid = entry.uid.empty() ? std::nullopt : std::optional<std::string_view>(entry.uid);
    string_attributes("[ext_resource",
                      {{"type", entry.type}, {"uid", uid}, {"path", entry.path}, {"id", entry.id}},
                      "]\n");
  }
  if (!entries.empty()) out_ += '\n';
}

void TextWriter::sub_resources(const std::vector<SubResourceEntry>& entries) {
  for (const SubResourceEntry& entry : entries) {
    if (!entry.resource) throw Error("Sub-resource \"" + entry.id + "\" holds no resource");
    out_ += "[sub_resource";
    string_attribute("type", resource_file_class(*entry.resource));
    string_attribute("id", entry.id);
    out_ += "]\n";
    resource_body(*entry.resource, "sub-resource \"" + entry.id + "\"");
    out_ += '\n';
  }
}

void TextWriter::resource_body(const Resource& resource, std::string_view owner) {
  for_each_saved_property(resource, [&](const StringName& name, const Variant& value) {
    property(name.view(), value, {owner, {}, {}});
  });
}

void TextWriter::string_attribute(std::string_view key, std::string_view value) {
  string_attributes({}, {{key, value}}, {});
}

void TextWriter::string_attributes(std::string_view open,
                                   std::initializer_list<StringAttribute> attributes,
                                   std::string_view close) {
  // Most headings hold short, plain names, types and paths: sized first, then put in place.
  std::size_t size = open.size() + close.size();
  bool plain = true;
  for (const StringAttribute& attribute : attributes) {
    if (!attribute.value) continue;
    size += attribute.key.size() + attribute.value->size() + 4;
    plain = plain && !needs_escapes(*attribute.value);
  }
  if (!plain) {
    escaped_attributes(open, attributes, close);
    return;
  }
  const std::size_t start = out_.size();
  out_.resize(start + size);
  char* at = put_text(out_.data() + start, open);
  for (const StringAttribute& attribute : attributes) {
    if (!attribute.value) continue;
    *at++ = ' ';
    at = put_text(at, attribute.key);
    *at++ = '=';
    *at++ = '"';
    at = put_text(at, *attribute.value);
    *at++ = '"';
  }
  put_text(at, close);
}

void TextWriter::escaped_attributes(std::string_view open,
                                    std::initializer_list<StringAttribute> attributes,
                                    std::string_view close) {
  out_ += open;
  for (const StringAttribute& attribute : attributes) {
    if (!attribute.value) continue;
    out_ += ' ';
    out_ += attribute.key;
    out_ += "=\"";
    detail::append_c_escaped(out_, *attribute.value);
    out_ += '"';
  }
  out_ += close;
}

void TextWriter::value_attribute(std::string_view key, const Variant& value, const Owner& owner) {
  out_ += ' ';
  out_ += key;
  out_ += '=';
  write(value, {key, "= of ", owner[0], owner[1], owner[2]});
}

void TextWriter::property(std::string_view name, const Variant& value, const Owner& owner) {
  if (needs_quotes(name)) {
    write_variant(out_, Variant(name), options_);
  } else {
    out_ += name;
  }
  out_ += " = ";
  write(value, {"property '", name, "' of ", owner[0], owner[1], owner[2]});
  out_ += '\n';
}

void TextWriter::value(const Variant& value, std::string_view what) { write(value, {what}); }

void TextWriter::write(const Variant& value, const What& what) {
  what_ = what;
  write_variant(out_, value, options_);
}

}  // namespace arbor::text
