// ValueScanner: the value forms scene files are mostly made of, read straight from the text.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "arbor/core/variant/variant.h"

namespace arbor::text {

/// `[A-Za-z_]`: a character that starts an identifier.
inline bool is_alpha(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
/// `[0-9]`.
inline bool is_digit(char c) { return static_cast<unsigned char>(c - '0') < 10; }

/// Reads the common forms of Godot's value syntax without the VariantParser's tokens: plain
/// quoted strings and StringNames (no backslash escapes), integers and decimal numbers that
/// convert exactly, `true` / `false` / `null`, `NodePath("...")` and the math constructors
/// (`Vector2/3/4`, `Vector2i/3i`, `Rect2`, `Transform2D`, `Transform3D`, `Basis`, `Quaternion`,
/// `Plane`, `AABB`, `Projection`, `Color`) with number arguments. Each function reads at `pos`
/// and, on success, moves `pos` past what it read; anything else (comments, escapes, `inf`,
/// other types, malformed text) returns false with `pos` unchanged, so that the caller reads
/// it with the VariantParser, which gives the same value or the same ParseError.
///
/// The scanner reads the text up to its last line break (the rest, text after the last line
/// break, is the VariantParser's): every token it reads ends before that `\n`, so its loops over
/// digits and names stop there without checking for the end of the text.
class ValueScanner {
 public:
  explicit ValueScanner(std::string_view text) : text_(text.substr(0, text.rfind('\n') + 1)) {}

  /// Whether the character at `pos` is `c`.
  [[nodiscard]] bool at(std::size_t pos, char c) const {
    return pos < text_.size() && text_[pos] == c;
  }

  /// Skips characters up to space; false at a `;` (a comment is the VariantParser's).
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
    while (is_alpha(text_[p]) || is_digit(text_[p])) ++p;
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
  /// An integer of up to 18 digits (an INT) or a decimal number that converts exactly with
  /// one rounding (a FLOAT), as the tokenizer reads them.
  bool number(std::size_t& pos, Variant& out) const;
  /// One of the forms above, starting at `pos` (no blanks before it).
  bool value(std::size_t& pos, Variant& out) const;
  /// `(` numbers `)` after a constructor's name: how many there were (at most `capacity` kept).
  bool numbers(std::size_t& pos, double* out, std::size_t capacity, std::size_t& count) const;

 private:
  bool construct(std::size_t& pos, std::string_view name, Variant& out) const;

  std::string_view text_;
};

}  // namespace arbor::text
