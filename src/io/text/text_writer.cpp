#include "text_writer.h"

#include <algorithm>

#include "arbor/core/error.h"
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

// Whether Godot's String::c_escape changes `text`: backslashes, quotes, '?' and the control
// characters it names (\a to \r).
bool needs_escapes(std::string_view text) {
  for (char c : text) {
    if (c == '\\' || c == '"' || c == '\'' || c == '?' || (c >= '\a' && c <= '\r')) return true;
  }
  return false;
}

}  // namespace

TextWriter::TextWriter(std::string& out, int format,
                       const std::vector<ExtResourceEntry>& ext_resources,
                       const std::vector<SubResourceEntry>& sub_resources)
    : out_(out) {
  options_.compat = format < 4;
  for (const ExtResourceEntry& entry : ext_resources) {
    if (entry.resource) references_[entry.resource.get()] = "ExtResource(\"" + entry.id + "\")";
  }
  for (const SubResourceEntry& entry : sub_resources) {
    if (entry.resource) references_[entry.resource.get()] = "SubResource(\"" + entry.id + "\")";
  }
  options_.encode_object = [this](const Variant& object) {
    auto found = references_.find(object.get_object());
    if (found == references_.end()) {
      std::string what;
      for (std::string_view part : what_) what += part;
      throw Error("Cannot write " + what +
                  ": it refers to a resource that is neither an [ext_resource] nor a "
                  "[sub_resource] of the file");
    }
    return found->second;
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
    out_ += "[ext_resource";
    string_attribute("type", entry.type);
    if (!entry.uid.empty()) string_attribute("uid", entry.uid);
    string_attribute("path", entry.path);
    string_attribute("id", entry.id);
    out_ += "]\n";
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
  if (needs_escapes(value)) {
    out_ += ' ';
    out_ += key;
    out_ += "=\"";
    detail::append_c_escaped(out_, value);
    out_ += '"';
    return;
  }
  // One resize, then the parts copied in: these attributes are most of a scene's headings.
  const std::size_t start = out_.size();
  out_.resize(start + key.size() + value.size() + 4);
  char* at = out_.data() + start;
  *at++ = ' ';
  at = std::copy(key.begin(), key.end(), at);
  *at++ = '=';
  *at++ = '"';
  at = std::copy(value.begin(), value.end(), at);
  *at = '"';
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
