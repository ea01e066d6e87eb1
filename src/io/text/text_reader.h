// TextReader: what `.tscn` and `.tres` files share when read: the header, `[ext_resource]` and
// `[sub_resource]` sections, and the references that values make to them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "arbor/io/text_resource_format.h"
#include "godot3_properties.h"
#include "section_reader.h"

namespace arbor::text {

/// The `[gd_scene ...]` / `[gd_resource ...]` heading.
struct FileHeader {
  int format = 3;
  std::optional<int64_t> load_steps;
  std::string uid;
  std::string type;
  std::string script_class;
};

/// Reads a text resource file's shared parts and resolves `ExtResource("id")` and
/// `SubResource("id")` (Godot 3's `ExtResource( 1 )` too) to the resources of their sections.
/// A format=2 file's class names are converted to Godot 4's as they are read.
class TextReader {
 public:
  TextReader(std::string_view text, const TextReadOptions& options);

  /// Reads the first heading, which must be `[<tag> ...]`.
  FileHeader read_header(std::string_view tag);
  [[nodiscard]] SectionReader& sections() { return sections_; }
  [[nodiscard]] bool is_godot3() const { return godot3_; }

  /// Reads `[ext_resource]` from the current heading.
  ExtResourceEntry read_ext_resource();
  /// Starts `[sub_resource]` from the current heading; its body goes to add_property.
  SubResourceEntry read_sub_resource();
  /// Ends the body of the section read last (called at each new heading).
  void close_body() { open_sub_resource_ = nullptr; }
  /// A new resource of the class a file names (converted from Godot 3 when needed).
  [[nodiscard]] Ref<Resource> make_resource(std::string_view type) const;
  /// Sets the current body property on `resource` (renamed from Godot 3 when needed); a value
  /// the class refuses (a mesh's indices out of range, an image's bytes that do not match its
  /// size) is kept as written and reported as a LoadWarning naming the file, line, column and
  /// resource.
  void add_property(Resource& resource);
  /// Renames a format=2 file's property to Godot 4's (convert_godot3_property) and counts it
  /// in TextReadOptions::godot3_renamed_properties; does nothing for other formats.
  void convert_property(PropertyOwner owner, std::string_view class_name, TextField& field);
  void report_refused(const Resource& resource, const TextField& field,
                      const std::string& message) const;

  /// Attribute values, checked: each throws ParseError naming the attribute when the value
  /// has another type. string_of's view is valid until the next item.
  std::string_view string_of(TextField& field, std::string_view heading);
  std::string take_string(TextField& field, std::string_view heading) {
    return std::string(string_of(field, heading));
  }
  int64_t take_int(TextField& field, std::string_view heading);
  /// `id=` as text (Godot 3 writes integers).
  std::string take_id(TextField& field, std::string_view heading);
  /// The attribute of the current heading, or a ParseError saying it is missing.
  TextField& required(std::string_view name);
  /// A class name from a heading, converted to Godot 4's for format=2 files.
  [[nodiscard]] std::string class_name(std::string_view name) const;

 private:
  Variant resolve(const std::string& kind, const std::vector<Variant>& args);
  [[nodiscard]] std::string resolve_path(const std::string& path) const;

  TextReadOptions options_;
  SectionReader sections_;
  bool godot3_ = false;
  std::unordered_map<std::string, Ref<Resource>> ext_;
  std::unordered_map<std::string, Ref<Resource>> sub_;
  /// The sub-resource whose body is being read: it may not refer to itself (a reference
  /// cycle would keep it alive forever).
  const Resource* open_sub_resource_ = nullptr;
  /// The Godot 4 name of the body property being read, when convert_property renamed it.
  std::string renamed_property_;
};

}  // namespace arbor::text
