// Godot's Variant text syntax (core/variant/variant_parser.cpp) both ways: var_to_str writes
// what Godot's VariantWriter writes, str_to_var and VariantParser read what its VariantParser
// reads. Scene files (.tscn/.tres) use the same syntax for every property value.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "arbor/core/error/parse_error.h"
#include "arbor/core/variant/variant.h"

namespace arbor {

/// How var_to_str writes.
struct VariantWriteOptions {
  /// Godot's compat mode, the default of Godot 4's var_to_str and of format=3 scene files:
  /// PackedByteArray as a list of numbers and -inf as `inf_neg`. With false, what Godot 4.4+
  /// writes into format=4 files: PackedByteArray as base64 (`PackedByteArray("AAEC")`) and
  /// -inf as `-inf`.
  bool compat = true;
  /// Writes a live OBJECT value (a scene writer answers `SubResource("id")` or
  /// `ExtResource("id")`). Without it, and for a freed or null object, `null` is written. An
  /// `Object(Class,"property":value,...)` value read by str_to_var is written back in that
  /// syntax without asking.
  std::function<std::string(const Variant& object)> encode_object;
};

/// Writes `value` as Godot does: `null`, `true`, `12`, `0.5`, `1.0`, `1e+20`, `"text"`,
/// `&"name"`, `NodePath("A/B:c")`, `Vector2(1, 2)`, `[1, 2]`, `Array[int]([1, 2])`,
/// `{\n"a": 1\n}` (keys sorted as Godot sorts them), `PackedInt32Array(1, 2)`...
std::string var_to_str(const Variant& value, const VariantWriteOptions& options = {});
/// Appends the text of `value` to `out`.
void write_variant(std::string& out, const Variant& value, const VariantWriteOptions& options = {});

/// How text is read.
struct VariantParseOptions {
  /// Named in ParseError::file(); may be empty.
  std::string file;
  /// Resolves `Resource(...)`, `ExtResource(...)` and `SubResource(...)`: called with the
  /// constructor's name and its arguments (strings or numbers). Without it, such values throw.
  std::function<Variant(const std::string& kind, const std::vector<Variant>& args)>
      resolve_resource;
};

/// Reads one value in Godot's syntax, the whole text (surrounding whitespace and `;` comments
/// allowed). Throws arbor::ParseError, with the line and column, on malformed text.
Variant str_to_var(std::string_view text, const VariantParseOptions& options = {});

/// The tokenizer and value reader behind str_to_var, for readers of larger formats (scene
/// files): read values and tokens one after another from a text, with positions for errors.
class VariantParser {
 public:
  enum TokenType : int {
    TK_CURLY_BRACKET_OPEN,
    TK_CURLY_BRACKET_CLOSE,
    TK_BRACKET_OPEN,
    TK_BRACKET_CLOSE,
    TK_PARENTHESIS_OPEN,
    TK_PARENTHESIS_CLOSE,
    TK_IDENTIFIER,
    TK_STRING,
    TK_STRING_NAME,
    TK_NUMBER,
    TK_COLOR,
    TK_COLON,
    TK_COMMA,
    TK_PERIOD,
    TK_EQUAL,
    TK_EOF,
  };
  struct Token {
    TokenType type = TK_EOF;
    /// Identifier text, or the unescaped contents of a string.
    std::string text;
    /// A number (INT or FLOAT) or a color.
    Variant value;
    /// Byte offset of the token's first character.
    std::size_t offset = 0;
  };

  explicit VariantParser(std::string_view text, VariantParseOptions options = {});

  /// The next token; TK_EOF at the end. Skips whitespace and `;` comments.
  Token next_token();
  /// Reads a value whose first token was already taken.
  Variant parse_value(const Token& first);
  /// Reads the next value. The forms most values are written in (plain strings, numbers,
  /// vectors, transforms, colors, node paths, resource references) are read straight from the
  /// text; the others, and anything unusual in them (a comment, an escape, `inf`), token by
  /// token, with the same result.
  Variant parse_value();
  /// As parse_value(), into `out` (a reader of many values that reuses one Variant).
  void read_value(Variant& out);

  [[nodiscard]] std::size_t offset() const { return pos_; }
  /// Continues reading at byte `offset` (a reader of a larger format that scans some of the text
  /// itself, such as scene files' property names).
  void seek(std::size_t offset) { pos_ = offset; }
  /// Throws ParseError at `offset` (1-based line and column computed from the text).
  [[noreturn]] void fail_at(std::size_t offset, const std::string& message) const;

 private:
  [[noreturn]] void fail(const Token& token, const std::string& message) const;
  void expect(TokenType type, const char* what);
  Token read_string(std::size_t start, bool string_name);
  Token read_number_or_identifier(std::size_t start);
  bool scan_value(Variant& out);
  std::vector<double> parse_numbers(const char* what);
  std::size_t parse_fixed_numbers(double* out, std::size_t capacity);
  bool next_separator();
  std::vector<Variant> parse_construct_args();
  Variant parse_array_body();
  Variant parse_dictionary_body();
  Variant parse_typed_array();
  Variant parse_typed_dictionary();
  Variant parse_identifier(const Token& token);
  Variant parse_resource(const std::string& kind, const Token& token);
  Variant parse_object();
  Variant parse_rid();
  Variant parse_byte_array();
  Variant parse_string_array();

  std::string_view text_;
  /// The text up to its last line break, which values read straight from the text stay within.
  std::string_view lines_;
  VariantParseOptions options_;
  std::size_t pos_ = 0;
  int depth_ = 0;
};

}  // namespace arbor
