// ValueScanner: the forms most values are written in, read straight from the text.
#pragma once

#include <cstddef>
#include <string_view>

#include "arbor/core/variant/variant.h"
#include "core/value_syntax.h"

namespace arbor::detail {

/// Reads the common forms of Godot's value syntax without VariantParser's tokens: plain quoted
/// strings and StringNames (no backslash escapes), numbers, `true` / `false` / `null`,
/// `NodePath("...")` and the constructors that take a fixed count of numbers (`Vector3`,
/// `Transform3D`, `Color`, ... as find_type_syntax describes them). Each function reads at `pos`
/// and, on
/// success, moves `pos` past what it read; anything else (comments, escapes, `inf`, other
/// constructors, malformed text) returns false with `pos` unchanged, so that the caller reads
/// it with VariantParser's tokens, which give the same value or the ParseError. VariantParser
/// tries it first for every value; readers of larger formats (scene files' headings) use its
/// pieces for their own syntax.
///
/// The scanner reads whole lines only (whole_lines(text)): every token it reads ends before a
/// line break, so its loops over digits and names stop there without checking for the end.
class ValueScanner {
 public:
  /// `text` up to and with its last line break (the rest is for the tokens).
  static std::string_view whole_lines(std::string_view text) {
    return text.substr(0, text.rfind('\n') + 1);
  }

  /// Reads `lines`, which is empty or ends with a line break (whole_lines).
  explicit ValueScanner(std::string_view lines) : text_(lines) {}

  /// Whether the character at `pos` is `c`.
  [[nodiscard]] bool at(std::size_t pos, char c) const {
    return pos < text_.size() && text_[pos] == c;
  }

  /// Skips characters up to space; false at a `;` (a comment is for the tokens).
  bool skip_blanks(std::size_t& pos) const {
    while (pos < text_.size() && static_cast<unsigned char>(text_[pos]) <= 32) ++pos;
    return pos >= text_.size() || text_[pos] != ';';
  }
  /// Skips blanks, then takes `c`.
  bool skip_blanks_to(std::size_t& pos, char c) const {
    std::size_t p = pos;
    if (!skip_blanks(p) || !at(p, c)) return false;
    pos = p + 1;
    return true;
  }
  /// `[A-Za-z_][A-Za-z_0-9]*`.
  bool identifier(std::size_t& pos, std::string_view& out) const {
    if (pos >= text_.size() || !is_alpha(text_[pos])) return false;
    std::size_t p = pos + 1;
    while (is_alpha(text_[p]) || is_digit(text_[p])) ++p;  // the last line break stops it
    out = text_.substr(pos, p - pos);
    pos = p;
    return true;
  }
  /// `"..."` without a backslash: its contents.
  bool plain_string(std::size_t& pos, std::string_view& out) const {
    if (!at(pos, '"')) return false;
    std::size_t p = pos + 1;
    while (p < text_.size() && text_[p] != '"') {
      if (text_[p] == '\\') return false;
      ++p;
    }
    if (p >= text_.size()) return false;
    out = text_.substr(pos + 1, p - pos - 1);
    pos = p + 1;
    return true;
  }
  /// A number (scan_number): an INT or a FLOAT.
  bool number(std::size_t& pos, Variant& out) const;
  /// A plain string, a plain StringName (`&"..."`, or Godot 3's `@"..."`) or a number, starting
  /// at `pos` (no blanks before it).
  bool literal(std::size_t& pos, Variant& out) const;
  /// The value of a keyword (`true`, `false`, `null`, `nil`), or false for another word.
  static bool keyword(std::string_view word, Variant& out);
  /// `(` numbers `)` after a constructor's name: how many there were (at most `capacity` kept).
  bool numbers(std::size_t& pos, double* out, std::size_t capacity, std::size_t& count) const;
  /// The arguments of the constructor `syntax` (a NUMBERS or NODE_PATH one) after its name.
  bool construct(std::size_t& pos, const TypeSyntax& syntax, Variant& out) const;

 private:
  std::string_view text_;
};

}  // namespace arbor::detail
