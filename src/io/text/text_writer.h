// TextWriter: what `.tscn` and `.tres` files share when written, laid out as Godot 4's
// ResourceFormatSaverText lays them out (scene/resources/resource_format_text.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "arbor/core/variant/variant_text.h"
#include "arbor/io/scene_state.h"

namespace arbor::text {

/// Writes headings, property lines and the resource sections of one file. Values go through
/// write_variant; a resource value becomes `ExtResource("id")` or `SubResource("id")`, found by
/// pointer in the file's tables. A resource in neither throws arbor::Error naming the property.
class TextWriter {
 public:
  /// Names the section a value belongs to, in parts joined only for an error message (`node '`,
  /// the node's name, `'`): the parts are the caller's, alive while the value is written.
  using Owner = std::array<std::string_view, 3>;

  /// `format` picks the value syntax: 4 writes PackedByteArray as base64 (Godot's non-compat
  /// VariantWriter), 2 and 3 as numbers.
  TextWriter(std::string& out, int format, const std::vector<ExtResourceEntry>& ext_resources,
             const std::vector<SubResourceEntry>& sub_resources);

  /// `[gd_scene load_steps=N format=N uid="..."]` and the blank line after it; `type` and
  /// `script_class` come first when given (`[gd_resource ...]`).
  void header(std::string_view tag, std::string_view type, std::string_view script_class,
              std::optional<int64_t> load_steps, int format, std::string_view uid);
  /// The `[ext_resource]` lines, then a blank line when there was any.
  void ext_resources(const std::vector<ExtResourceEntry>& entries);
  /// Each `[sub_resource]` with its body, each followed by a blank line.
  void sub_resources(const std::vector<SubResourceEntry>& entries);
  /// A resource's body: its saved properties (see for_each_saved_property).
  void resource_body(const Resource& resource, std::string_view owner);

  /// ` key="text"`, the text escaped as Godot's String::c_escape.
  void string_attribute(std::string_view key, std::string_view value);
  /// An attribute for string_attributes, left out when it has no value.
  struct StringAttribute {
    std::string_view key;
    std::optional<std::string_view> value;
  };
  /// `open`, string_attribute for each attribute that has a value, then `close`.
  void string_attributes(std::string_view open, std::initializer_list<StringAttribute> attributes,
                         std::string_view close);
  /// ` key=<value>`.
  void value_attribute(std::string_view key, const Variant& value, const Owner& owner);
  /// `name = <value>` and a newline; the name quoted when Godot's property_name_encode does.
  void property(std::string_view name, const Variant& value, const Owner& owner);
  /// Appends a value; `what` names it in the error about an unknown resource.
  void value(const Variant& value, std::string_view what);

  [[nodiscard]] std::string& out() { return out_; }

 private:
  /// What the value being written is, in parts joined only for an error message (`property
  /// '`, the name, `' of `, the owner's parts): the parts are the caller's arguments, alive
  /// while the value is written.
  using What = std::array<std::string_view, 6>;

  /// string_attributes when a value needs escapes.
  void escaped_attributes(std::string_view open, std::initializer_list<StringAttribute> attributes,
                          std::string_view close);
  /// Appends `value`, `what` naming it in the error about an unknown resource.
  void write(const Variant& value, const What& what);

  std::string& out_;
  VariantWriteOptions options_;
  std::unordered_map<const Object*, std::string> references_;
  // `ExtResource("id")` by path (as written and as its placeholder resolved it): the resource
  // loaded for an external placeholder (a material's texture) is the same external resource.
  std::unordered_map<std::string, std::string> external_paths_;
  What what_;
};

}  // namespace arbor::text
