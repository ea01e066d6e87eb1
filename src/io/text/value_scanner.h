// ValueScanner: the value forms scene files are mostly made of, read straight from the text.
#pragma once

#include <cstddef>
#include <string_view>

#include "arbor/core/variant.h"

namespace arbor::text {

/// Reads the common forms of Godot's value syntax without the VariantParser's tokens: plain
/// quoted strings and StringNames (no backslash escapes), integers and decimal numbers that
/// convert exactly, `true` / `false` / `null`, `NodePath("...")` and the math constructors
/// (`Vector2/3/4`, `Vector2i/3i`, `Rect2`, `Transform2D`, `Transform3D`, `Basis`, `Quaternion`,
/// `Plane`, `AABB`, `Projection`, `Color`) with number arguments. Each function reads at `pos`
/// and, on success, moves `pos` past what it read; anything else (comments, escapes, `inf`,
/// other types, malformed text) returns false with `pos` unchanged, so that the caller reads
/// it with the VariantParser, which gives the same value or the same ParseError.
class ValueScanner {
 public:
  explicit ValueScanner(std::string_view text) : text_(text) {}

  /// Skips characters up to space; false at a `;` (a comment is the VariantParser's).
  bool skip_blanks(std::size_t& pos) const;
  /// `[A-Za-z_][A-Za-z_0-9]*`.
  bool identifier(std::size_t& pos, std::string_view& out) const;
  /// `"..."` without a backslash: its contents.
  bool plain_string(std::size_t& pos, std::string_view& out) const;
  /// An integer of up to 18 digits (an INT) or a decimal number that converts exactly with
  /// one rounding (a FLOAT), as the tokenizer reads them.
  bool number(std::size_t& pos, Variant& out) const;
  /// One of the forms above, starting at `pos` (no blanks before it).
  bool value(std::size_t& pos, Variant& out) const;
  /// `(` numbers `)` after a constructor's name: how many there were (at most `capacity` kept).
  bool numbers(std::size_t& pos, double* out, std::size_t capacity, std::size_t& count) const;

 private:
  bool number_text(std::size_t& pos, bool& is_float, double& as_float, int64_t& as_int) const;
  bool construct(std::size_t& pos, std::string_view name, Variant& out) const;

  std::string_view text_;
};

}  // namespace arbor::text
