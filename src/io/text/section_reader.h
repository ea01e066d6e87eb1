// SectionReader: the items of a text resource file (`.tscn`/`.tres`), one after another.
#pragma once

#include <cstddef>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "arbor/core/variant/variant.h"
#include "arbor/core/variant/variant_text.h"
#include "core/value_scanner.h"

namespace arbor::text {

/// A `key=value` of a heading or a `key = value` line of a body, with where it starts. `name`
/// and `text` view the file's text (or the reader's copy of a name it rewrote): they are valid
/// until the reader's next item.
struct TextField {
  std::string_view name;
  Variant value;
  std::size_t offset = 0;
  /// A heading attribute's plain quoted string is kept here, without making a Variant:
  /// `is_text` is set and `value` is nil until variant() makes it.
  std::string_view text;
  bool is_text = false;

  /// Empties the field for reuse.
  void reset() {
    if (!value.is_nil()) value = Variant();
    text = {};
    is_text = false;
  }
  /// The value as a Variant (a plain string attribute becomes a STRING).
  Variant& variant() {
    if (is_text) {
      value = text;
      is_text = false;
    }
    return value;
  }
};

/// A section heading such as `[node name="A" type="Node3D" parent="."]`.
class SectionHeading {
 public:
  std::string_view tag;
  std::size_t offset = 0;

  /// The attributes, in the heading's order.
  [[nodiscard]] std::span<TextField> attributes() { return {fields_.data(), count_}; }
  /// The attribute named `name`, or nullptr.
  [[nodiscard]] TextField* find(std::string_view name);
  /// Empties the list; the fields are kept to be reused by add().
  void clear() { count_ = 0; }
  /// A new, empty attribute at the end of the list.
  TextField& add() {
    if (count_ == fields_.size()) fields_.emplace_back();
    TextField& field = fields_[count_++];
    field.reset();
    return field;
  }

 private:
  std::vector<TextField> fields_;
  std::size_t count_ = 0;
};

/// Reads a text resource file in a single pass, as Godot's VariantParser::parse_tag_assign_eof
/// does: a `[` where a property name would start opens a heading (values are read whole by the
/// VariantParser, so a string spanning lines never splits a section), `;` starts a comment,
/// property names are the text before `=` (blanks dropped) or a quoted string. Values are the
/// VariantParser's; the common forms of headings (names, `key="text"`) are read by a
/// ValueScanner, anything else, from the first token the scanner does not take, by the
/// VariantParser's tokens.
class SectionReader {
 public:
  enum class Item { HEADING, PROPERTY, END };

  SectionReader(std::string_view text, VariantParseOptions options);

  /// Reads the next item; heading() or property() holds it until the next call.
  Item next();
  [[nodiscard]] SectionHeading& heading() { return heading_; }
  [[nodiscard]] TextField& property() { return property_; }

  /// Throws ParseError at a byte offset of the text.
  [[noreturn]] void fail_at(std::size_t offset, const std::string& message) const {
    parser_.fail_at(offset, message);
  }
  /// Where the value being read has got to (for errors raised while resolving references).
  [[nodiscard]] std::size_t value_offset() const { return parser_.offset(); }
  [[nodiscard]] std::string_view text() const { return text_; }

 private:
  void skip_blanks();
  void read_heading();
  void read_attributes(std::size_t at);
  void read_attributes_with_parser(std::size_t at);
  void read_value(std::size_t& at, Variant& out);
  void read_property();
  void read_property_name();
  void read_quoted_property_name();
  void read_spaced_property_name();
  std::string_view without_blanks(std::string_view name);

  std::string_view text_;
  VariantParser parser_;
  detail::ValueScanner scanner_;
  std::size_t pos_ = 0;
  SectionHeading heading_;
  TextField property_;
  /// The name of property_ when it is not verbatim in the text (quoted, or with blanks).
  std::string property_name_;
};

}  // namespace arbor::text
