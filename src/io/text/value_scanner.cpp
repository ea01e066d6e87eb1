#include "value_scanner.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

namespace arbor::text {
namespace {

// Powers of ten that a double holds exactly.
constexpr std::array<double, 23> kPow10 = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                           1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                           1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
constexpr uint64_t kMaxExactMantissa = uint64_t(1) << 53;

// The VariantParser's conversions of a number's text (std::from_chars; out-of-range floats
// become infinite, integers clamp), for the numbers the exact shortcut does not take.
double slow_float(std::string_view number) {
  double value = 0.0;
  bool negative = number.front() == '-';
  if (negative) number.remove_prefix(1);
  auto result = std::from_chars(number.data(), number.data() + number.size(), value);
  if (result.ec == std::errc::result_out_of_range) value = std::numeric_limits<double>::infinity();
  return negative ? -value : value;
}

int64_t slow_int(std::string_view number) {
  int64_t value = 0;
  auto result = std::from_chars(number.data(), number.data() + number.size(), value);
  if (result.ec == std::errc::result_out_of_range) {
    value = number.front() == '-' ? INT64_MIN : INT64_MAX;
  }
  return value;
}

// The digits at `p` (there may be none) appended to `mantissa`, which wraps past 19 digits;
// returns the end of the digits (at the latest, the text's final line break).
const char* read_digits(const char* p, uint64_t& mantissa) {
  for (unsigned digit = 0; (digit = static_cast<unsigned char>(*p) - unsigned('0')) < 10; ++p) {
    mantissa = mantissa * 10 + digit;
  }
  return p;
}

// An exponent's `[+-]digits` at `p`; `exact` turns false unless it has 1 to 4 digits.
const char* read_exponent(const char* p, int& exponent, bool& exact) {
  bool negative = false;
  if (*p == '+' || *p == '-') {
    negative = *p == '-';
    ++p;
  }
  const char* const first = p;
  for (; is_digit(*p); ++p) {
    if (p - first < 4) exponent = exponent * 10 + (*p - '0');
  }
  if (p == first || p - first > 4) exact = false;
  if (negative) exponent = -exponent;
  return p;
}

// A number's text, converted: an INT's value is in `as_int` (and `as_float`).
struct ScannedNumber {
  bool is_float = false;
  double as_float = 0.0;
  int64_t as_int = 0;
};

// Past the characters up to space at `p`.
const char* skip_blank_chars(const char* p, const char* end) {
  while (p != end && static_cast<unsigned char>(*p) <= 32) ++p;
  return p;
}

// The number at `start`, a character of the scanner's text (the tokenizer's number: `-`?
// digits [`.` digits] [(`e`|`E`) [`+`|`-`] digits]), converted into `out`; returns its end,
// or nullptr when no number starts there. None of the characters it steps over is the text's
// final line break, so it reads no further than that. Decimal numbers of at most 19 digits
// whose mantissa fits in 53 bits and whose power of ten is exact are converted with one
// correctly rounded multiplication or division (what std::from_chars gives too); the others
// go through std::from_chars as the VariantParser converts them.
[[gnu::always_inline]] inline const char* scan_number(const char* const start, ScannedNumber& out) {
  const char* p = start;
  const bool negative = *p == '-';
  if (negative) ++p;
  if (!is_digit(*p)) return nullptr;
  uint64_t mantissa = 0;
  const char* const first_digit = p;
  p = read_digits(p, mantissa);
  std::ptrdiff_t digits = p - first_digit;
  std::ptrdiff_t fraction_digits = 0;
  bool exact = true;
  out.is_float = false;
  if (*p == '.') {
    out.is_float = true;
    const char* const fraction = ++p;
    p = read_digits(p, mantissa);
    fraction_digits = p - fraction;
    digits += fraction_digits;
    exact = fraction_digits > 0;
  }
  int exponent = 0;
  if (*p == 'e' || *p == 'E') {
    out.is_float = true;
    p = read_exponent(p + 1, exponent, exact);
  }
  const std::string_view number(start, std::size_t(p - start));
  if (!out.is_float) {
    if (digits <= 18) {
      out.as_int = negative ? -int64_t(mantissa) : int64_t(mantissa);
    } else {
      out.as_int = slow_int(number);
    }
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

int32_t int32_of(double v) {
  if (std::isnan(v)) return 0;
  return static_cast<int32_t>(std::clamp(v, -2147483648.0, 2147483647.0));
}

real_t r(double v) { return static_cast<real_t>(v); }

enum class Math {
  TRANSFORM3D,
  VECTOR3,
  VECTOR2,
  COLOR,
  TRANSFORM2D,
  QUATERNION,
  BASIS,
  VECTOR4,
  RECT2,
  PLANE,
  AABB,
  PROJECTION,
  VECTOR2I,
  VECTOR3I,
  RECT2I,
  VECTOR4I
};

// A math constructor: its name and how many numbers it takes.
struct MathConstructor {
  std::string_view name;
  Math kind;
  std::size_t arity;
};

// The math constructor named `name`, or nullptr.
const MathConstructor* find_math(std::string_view name) {
  static constexpr std::array<MathConstructor, 16> kConstructors = {
      {{"Transform3D", Math::TRANSFORM3D, 12},
       {"Vector3", Math::VECTOR3, 3},
       {"Vector2", Math::VECTOR2, 2},
       {"Color", Math::COLOR, 4},
       {"Transform2D", Math::TRANSFORM2D, 6},
       {"Quaternion", Math::QUATERNION, 4},
       {"Basis", Math::BASIS, 9},
       {"Vector4", Math::VECTOR4, 4},
       {"Rect2", Math::RECT2, 4},
       {"Plane", Math::PLANE, 4},
       {"AABB", Math::AABB, 6},
       {"Projection", Math::PROJECTION, 16},
       {"Vector2i", Math::VECTOR2I, 2},
       {"Vector3i", Math::VECTOR3I, 3},
       {"Rect2i", Math::RECT2I, 4},
       {"Vector4i", Math::VECTOR4I, 4}}};
  for (const MathConstructor& constructor : kConstructors) {
    if (constructor.name == name) return &constructor;
  }
  return nullptr;
}

// The value of a `kind` constructor from its numbers `a`, as the VariantParser builds it.
Variant make_math(Math kind, const std::array<double, 16>& a) {
  switch (kind) {
    case Math::TRANSFORM3D:
      return Transform3D(
          Basis(r(a[0]), r(a[1]), r(a[2]), r(a[3]), r(a[4]), r(a[5]), r(a[6]), r(a[7]), r(a[8])),
          Vector3(r(a[9]), r(a[10]), r(a[11])));
    case Math::VECTOR3:
      return Vector3(r(a[0]), r(a[1]), r(a[2]));
    case Math::VECTOR2:
      return Vector2(r(a[0]), r(a[1]));
    case Math::COLOR:
      return Color(float(a[0]), float(a[1]), float(a[2]), float(a[3]));
    case Math::TRANSFORM2D:
      return Transform2D(r(a[0]), r(a[1]), r(a[2]), r(a[3]), r(a[4]), r(a[5]));
    case Math::QUATERNION:
      return Quaternion(r(a[0]), r(a[1]), r(a[2]), r(a[3]));
    case Math::BASIS:
      return Basis(r(a[0]), r(a[1]), r(a[2]), r(a[3]), r(a[4]), r(a[5]), r(a[6]), r(a[7]), r(a[8]));
    case Math::VECTOR4:
      return Vector4(r(a[0]), r(a[1]), r(a[2]), r(a[3]));
    case Math::RECT2:
      return Rect2(r(a[0]), r(a[1]), r(a[2]), r(a[3]));
    case Math::PLANE:
      return Plane(r(a[0]), r(a[1]), r(a[2]), r(a[3]));
    case Math::AABB:
      return arbor::AABB(Vector3(r(a[0]), r(a[1]), r(a[2])), Vector3(r(a[3]), r(a[4]), r(a[5])));
    case Math::PROJECTION:
      return Projection(Vector4(r(a[0]), r(a[1]), r(a[2]), r(a[3])),
                        Vector4(r(a[4]), r(a[5]), r(a[6]), r(a[7])),
                        Vector4(r(a[8]), r(a[9]), r(a[10]), r(a[11])),
                        Vector4(r(a[12]), r(a[13]), r(a[14]), r(a[15])));
    case Math::VECTOR2I:
      return Vector2i(int32_of(a[0]), int32_of(a[1]));
    case Math::VECTOR3I:
      return Vector3i(int32_of(a[0]), int32_of(a[1]), int32_of(a[2]));
    case Math::RECT2I:
      return Rect2i(int32_of(a[0]), int32_of(a[1]), int32_of(a[2]), int32_of(a[3]));
    case Math::VECTOR4I:
      return Vector4i(int32_of(a[0]), int32_of(a[1]), int32_of(a[2]), int32_of(a[3]));
  }
  return Variant();
}

}  // namespace

bool ValueScanner::number(std::size_t& pos, Variant& out) const {
  ScannedNumber number;
  if (pos >= text_.size()) return false;
  const char* end = scan_number(text_.data() + pos, number);
  if (!end) return false;
  if (number.is_float) {
    out = number.as_float;
  } else {
    out = number.as_int;
  }
  pos = std::size_t(end - text_.data());
  return true;
}

bool ValueScanner::numbers(std::size_t& pos, double* out, std::size_t capacity,
                           std::size_t& count) const {
  const char* const end = text_.data() + text_.size();
  const char* p = skip_blank_chars(text_.data() + pos, end);
  if (p == end || *p != '(') return false;
  ++p;
  count = 0;
  while (true) {
    ScannedNumber number;
    p = skip_blank_chars(p, end);
    if (p == end) return false;
    p = scan_number(p, number);
    if (!p) return false;
    if (count < capacity) out[count] = number.as_float;
    ++count;
    p = skip_blank_chars(p, end);
    if (p == end) return false;
    if (*p == ')') break;
    if (*p != ',') return false;
    ++p;
  }
  pos = std::size_t(p + 1 - text_.data());
  return true;
}

bool ValueScanner::construct(std::size_t& pos, std::string_view name, Variant& out) const {
  if (name == "NodePath") {
    std::size_t p = pos;
    std::string_view path;
    if (!skip_blanks_to(p, '(') || !skip_blanks(p) || !plain_string(p, path) ||
        !skip_blanks_to(p, ')')) {
      return false;
    }
    out = NodePath(path);
    pos = p;
    return true;
  }
  const MathConstructor* constructor = find_math(name);
  if (!constructor) return false;
  std::array<double, 16> args{};
  std::size_t count = 0;
  std::size_t p = pos;
  if (!numbers(p, args.data(), args.size(), count) || count != constructor->arity) return false;
  out = make_math(constructor->kind, args);
  pos = p;
  return true;
}

bool ValueScanner::value(std::size_t& pos, Variant& out) const {
  if (pos >= text_.size()) return false;
  const char c = text_[pos];
  std::size_t p = pos;
  std::string_view text;
  if (c == '"') {
    if (!plain_string(p, text)) return false;
    out = std::string(text);
  } else if ((c == '&' || c == '@') && p + 1 < text_.size() && text_[p + 1] == '"') {
    ++p;
    if (!plain_string(p, text)) return false;
    out = StringName(text);
  } else if (c == '-' || is_digit(c)) {
    if (!number(p, out)) return false;
  } else if (identifier(p, text)) {
    if (text == "true" || text == "false") {
      out = text == "true";
    } else if (text == "null" || text == "nil") {
      out = Variant();
    } else if (!construct(p, text, out)) {
      return false;
    }
  } else {
    return false;
  }
  pos = p;
  return true;
}

}  // namespace arbor::text
