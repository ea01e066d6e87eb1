// What Godot's value syntax is made of, shared by the two ways Arbor reads it (VariantParser's
// tokens and ValueScanner's shortcut for the common forms): characters, numbers, and the
// constructors by type name.
#pragma once

#include <array>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string_view>

#include "arbor/core/variant/variant.h"

namespace arbor::detail {

/// `[A-Za-z_]`: a character that starts an identifier.
inline bool is_alpha(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
/// `[0-9]`.
inline bool is_digit(char c) { return static_cast<unsigned char>(c - '0') < 10; }
inline bool is_hex(char c) {
  return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/// A number of the text, converted: an INT's value is in `as_int` (and `as_float`).
struct ScannedNumber {
  bool is_float = false;
  double as_float = 0.0;
  int64_t as_int = 0;
};

namespace number_text {

// Powers of ten that a double holds exactly.
inline constexpr std::array<double, 23> kPow10 = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                                  1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                                  1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
inline constexpr uint64_t kMaxExactMantissa = uint64_t(1) << 53;

// A float's text converted as std::from_chars does; out of range is infinite (as in Godot).
inline double slow_float(std::string_view number) {
  double value = 0.0;
  const bool negative = number.front() == '-';
  if (negative) number.remove_prefix(1);
  auto result = std::from_chars(number.data(), number.data() + number.size(), value);
  if (result.ec == std::errc::result_out_of_range) value = std::numeric_limits<double>::infinity();
  return negative ? -value : value;
}

// An integer's text converted; out of range clamps (as in Godot).
inline int64_t slow_int(std::string_view number) {
  int64_t value = 0;
  auto result = std::from_chars(number.data(), number.data() + number.size(), value);
  if (result.ec == std::errc::result_out_of_range) {
    value = number.front() == '-' ? std::numeric_limits<int64_t>::min()
                                  : std::numeric_limits<int64_t>::max();
  }
  return value;
}

// The digits at `p` (there may be none) appended to `mantissa`, which wraps past 19 digits.
// Unbounded, it reads up to the first non-digit, which the caller knows is before the end.
template <bool kBounded>
inline const char* read_digits(const char* p, const char* end, uint64_t& mantissa) {
  for (unsigned digit = 0;
       (!kBounded || p != end) && (digit = static_cast<unsigned char>(*p) - unsigned('0')) < 10;
       ++p) {
    mantissa = mantissa * 10 + digit;
  }
  return p;
}

// An exponent's `[+-]digits` at `p`; `exact` turns false unless it has 1 to 4 digits.
template <bool kBounded>
inline const char* read_exponent(const char* p, const char* end, int& exponent, bool& exact) {
  bool negative = false;
  if ((!kBounded || p != end) && (*p == '+' || *p == '-')) {
    negative = *p == '-';
    ++p;
  }
  const char* const first = p;
  for (; (!kBounded || p != end) && is_digit(*p); ++p) {
    if (p - first < 4) exponent = exponent * 10 + (*p - '0');
  }
  if (p == first || p - first > 4) exact = false;
  if (negative) exponent = -exponent;
  return p;
}

}  // namespace number_text

/// The number at `start` (before `end`): `-`? digits [`.` digits] [(`e`|`E`) [`+`|`-`] digits],
/// Godot's number token, converted into `out`; returns its end, or nullptr when no number starts
/// there. Decimal numbers of at most 19 digits whose mantissa fits in 53 bits and whose power of
/// ten is exact are converted with one correctly rounded multiplication or division (what
/// std::from_chars gives too); the others go through std::from_chars. `kBounded` false reads
/// without comparing with `end`, for a caller that knows a character that ends every number
/// (a line break) comes before it.
template <bool kBounded = true>
[[gnu::always_inline]] inline const char* scan_number(const char* const start, const char* end,
                                                      ScannedNumber& out) {
  using namespace number_text;
  const auto more = [end](const char* q) { return !kBounded || q != end; };
  const char* p = start;
  const bool negative = more(p) && *p == '-';
  if (negative) ++p;
  if (!more(p) || !is_digit(*p)) return nullptr;
  uint64_t mantissa = 0;
  const char* const first_digit = p;
  p = read_digits<kBounded>(p, end, mantissa);
  std::ptrdiff_t digits = p - first_digit;
  std::ptrdiff_t fraction_digits = 0;
  bool exact = true;
  out.is_float = false;
  if (more(p) && *p == '.') {
    out.is_float = true;
    const char* const fraction = ++p;
    p = read_digits<kBounded>(p, end, mantissa);
    fraction_digits = p - fraction;
    digits += fraction_digits;
    exact = fraction_digits > 0;
  }
  int exponent = 0;
  if (more(p) && (*p == 'e' || *p == 'E')) {
    out.is_float = true;
    p = read_exponent<kBounded>(p + 1, end, exponent, exact);
  }
  const std::string_view number(start, std::size_t(p - start));
  if (!out.is_float) {
    out.as_int =
        digits <= 18 ? (negative ? -int64_t(mantissa) : int64_t(mantissa)) : slow_int(number);
    out.as_float = static_cast<double>(out.as_int);
    return p;
  }
  const std::ptrdiff_t power = exponent - fraction_digits;
  if (exact && digits <= 19 && mantissa <= kMaxExactMantissa && power >= -22 && power <= 22) {
    const auto value = static_cast<double>(mantissa);
    out.as_float =
        power < 0 ? value / kPow10[std::size_t(-power)] : value * kPow10[std::size_t(power)];
    if (negative) out.as_float = -out.as_float;
  } else {
    out.as_float = slow_float(number);
  }
  return p;
}

/// How a constructor's arguments are written.
enum class SyntaxForm : std::uint8_t {
  NUMBERS,           ///< a fixed count of numbers: Vector3(1, 2, 3)
  NUMBER_LIST,       ///< any count of numbers, taken in groups: PackedVector2Array(1, 2, 3, 4)
  INT64_LIST,        ///< integers kept whole: PackedInt64Array(1, 2)
  BYTES,             ///< base64 or numbers: PackedByteArray("AAE=")
  STRINGS,           ///< PackedStringArray("a", "b")
  NODE_PATH,         ///< NodePath("A/B")
  TYPED_ARRAY,       ///< Array[int]([1, 2])
  TYPED_DICTIONARY,  ///< Dictionary[String, int]({"a": 1})
  RESOURCE,          ///< Resource / ExtResource / SubResource("id"), resolved by the reader
  OBJECT,            ///< Object(Class, "property": value, ...)
  RID,               ///< RID() or RID(id)
  EMPTY,             ///< Callable() and Signal(), read as null values
};

/// One constructor of the value syntax, by the type name the text gives it (Godot 4's, or an
/// older name Godot still reads, such as Godot 3's Transform or PoolVector2Array).
struct TypeSyntax {
  std::string_view name;
  SyntaxForm form;
  /// NUMBERS: how many it takes; NUMBER_LIST: how many make one element (a group).
  std::uint8_t arity = 0;
  /// NUMBERS and NUMBER_LIST: the value from its numbers (NUMBER_LIST drops a last, partial group).
  Variant (*make)(const double* numbers, std::size_t count) = nullptr;
  /// NUMBER_LIST: what the error says its elements must be ("number" or "float").
  const char* element = "float";
};

/// The constructor named `name`, or nullptr. The forms scene files are made of are found first.
[[nodiscard]] const TypeSyntax* find_type_syntax(std::string_view name);

}  // namespace arbor::detail
