#pragma once

#include <cstddef>
#include <iosfwd>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "arbor/core/string/string_name.h"

namespace arbor {

/// A parsed path to a node, Godot's syntax: "Camera", "../Player/Camera", ".", "/root/Main",
/// "%Unique/Child", with optional property subnames after ':' ("Sprite:modulate:a").
/// Parsed once into interned names; copies share the parsed data; resolving it allocates nothing.
class NodePath {
 public:
  NodePath() = default;
  NodePath(const char* text) : NodePath(std::string_view(text)) {}         // NOLINT: implicit
  NodePath(std::string_view text);                                         // NOLINT: implicit
  NodePath(const std::string& text) : NodePath(std::string_view(text)) {}  // NOLINT
  NodePath(std::vector<StringName> names, bool absolute);
  NodePath(std::vector<StringName> names, std::vector<StringName> subnames, bool absolute);

  [[nodiscard]] bool is_absolute() const { return data_ && data_->absolute; }
  [[nodiscard]] bool is_empty() const { return !data_; }
  [[nodiscard]] int get_name_count() const { return data_ ? int(data_->names.size()) : 0; }
  /// The index-th name; throws arbor::Error when out of range.
  [[nodiscard]] const StringName& get_name(int index) const;
  [[nodiscard]] int get_subname_count() const { return data_ ? int(data_->subnames.size()) : 0; }
  [[nodiscard]] const StringName& get_subname(int index) const;
  [[nodiscard]] std::span<const StringName> names() const;
  [[nodiscard]] std::span<const StringName> subnames() const;
  /// "A/B/C" (no leading slash) and "x:y".
  [[nodiscard]] std::string get_concatenated_names() const;
  [[nodiscard]] std::string get_concatenated_subnames() const;
  /// The path as text, round-tripping through the parser.
  [[nodiscard]] std::string to_string() const;
  [[nodiscard]] std::size_t hash() const { return data_ ? data_->hash : 0; }

  friend bool operator==(const NodePath& a, const NodePath& b);

 private:
  struct Data {
    std::vector<StringName> names;
    std::vector<StringName> subnames;
    bool absolute = false;
    std::size_t hash = 0;
  };
  void finish(std::vector<StringName> names, std::vector<StringName> subnames, bool absolute);
  std::shared_ptr<const Data> data_;
};

/// Writes the path as text.
std::ostream& operator<<(std::ostream& out, const NodePath& path);

}  // namespace arbor

template <>
struct std::hash<arbor::NodePath> {
  std::size_t operator()(const arbor::NodePath& path) const noexcept { return path.hash(); }
};
