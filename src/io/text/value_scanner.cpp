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

bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

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

int32_t int32_of(double v) {
  if (std::isnan(v)) return 0;
  return static_cast<int32_t>(std::clamp(v, -2147483648.0, 2147483647.0));
}

real_t r(double v) { return static_cast<real_t>(v); }

// How many numbers a math constructor takes; 0 for a name that is not one.
std::size_t constructor_arity(std::string_view name) {
  struct Arity {
    std::string_view name;
    std::size_t count;
  };
  static constexpr std::array<Arity, 14> kArities = {{{"Transform3D", 12},
                                                      {"Vector3", 3},
                                                      {"Vector2", 2},
                                                      {"Color", 4},
                                                      {"Transform2D", 6},
                                                      {"Quaternion", 4},
                                                      {"Basis", 9},
                                                      {"Vector4", 4},
                                                      {"Rect2", 4},
                                                      {"Plane", 4},
                                                      {"AABB", 6},
                                                      {"Projection", 16},
                                                      {"Vector2i", 2},
                                                      {"Vector3i", 3}}};
  for (const Arity& arity : kArities) {
    if (arity.name == name) return arity.count;
  }
  return 0;
}

// The value of constructor `name` from its `a` numbers, as the VariantParser builds it.
Variant make_math(std::string_view name, const std::array<double, 16>& a) {
  if (name == "Transform3D") {
    return Transform3D(
        Basis(r(a[0]), r(a[1]), r(a[2]), r(a[3]), r(a[4]), r(a[5]), r(a[6]), r(a[7]), r(a[8])),
        Vector3(r(a[9]), r(a[10]), r(a[11])));
  }
  if (name == "Vector3") return Vector3(r(a[0]), r(a[1]), r(a[2]));
  if (name == "Vector2") return Vector2(r(a[0]), r(a[1]));
  if (name == "Color") return Color(float(a[0]), float(a[1]), float(a[2]), float(a[3]));
  if (name == "Transform2D") {
    return Transform2D(r(a[0]), r(a[1]), r(a[2]), r(a[3]), r(a[4]), r(a[5]));
  }
  if (name == "Quaternion") return Quaternion(r(a[0]), r(a[1]), r(a[2]), r(a[3]));
  if (name == "Basis") {
    return Basis(r(a[0]), r(a[1]), r(a[2]), r(a[3]), r(a[4]), r(a[5]), r(a[6]), r(a[7]), r(a[8]));
  }
  if (name == "Vector4") return Vector4(r(a[0]), r(a[1]), r(a[2]), r(a[3]));
  if (name == "Rect2") return Rect2(r(a[0]), r(a[1]), r(a[2]), r(a[3]));
  if (name == "Plane") return Plane(r(a[0]), r(a[1]), r(a[2]), r(a[3]));
  if (name == "AABB") {
    return arbor::AABB(Vector3(r(a[0]), r(a[1]), r(a[2])), Vector3(r(a[3]), r(a[4]), r(a[5])));
  }
  if (name == "Projection") {
    return Projection(Vector4(r(a[0]), r(a[1]), r(a[2]), r(a[3])),
                      Vector4(r(a[4]), r(a[5]), r(a[6]), r(a[7])),
                      Vector4(r(a[8]), r(a[9]), r(a[10]), r(a[11])),
                      Vector4(r(a[12]), r(a[13]), r(a[14]), r(a[15])));
  }
  if (name == "Vector2i") return Vector2i(int32_of(a[0]), int32_of(a[1]));
  return Vector3i(int32_of(a[0]), int32_of(a[1]), int32_of(a[2]));
}

}  // namespace

bool ValueScanner::skip_blanks(std::size_t& pos) const {
  while (pos < text_.size() && static_cast<unsigned char>(text_[pos]) <= 32) ++pos;
  return pos >= text_.size() || text_[pos] != ';';
}

bool ValueScanner::identifier(std::size_t& pos, std::string_view& out) const {
  std::size_t p = pos;
  if (p >= text_.size() || !is_alpha(text_[p])) return false;
  ++p;
  while (p < text_.size() && (is_alpha(text_[p]) || is_digit(text_[p]))) ++p;
  out = text_.substr(pos, p - pos);
  pos = p;
  return true;
}

bool ValueScanner::plain_string(std::size_t& pos, std::string_view& out) const {
  if (pos >= text_.size() || text_[pos] != '"') return false;
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

// The tokenizer's number: `-`? digits [`.` digits] [(`e`|`E`) [`+`|`-`] digits]. Decimal
// numbers of at most 19 digits whose mantissa fits in 53 bits and whose power of ten is exact
// are converted with one correctly rounded multiplication or division (what std::from_chars
// gives too); the others go through std::from_chars as the VariantParser converts them.
bool ValueScanner::number_text(std::size_t& pos, bool& is_float, double& as_float,
                               int64_t& as_int) const {
  std::size_t p = pos;
  const bool negative = p < text_.size() && text_[p] == '-';
  if (negative) ++p;
  if (p >= text_.size() || !is_digit(text_[p])) return false;
  uint64_t mantissa = 0;
  int digits = 0;
  int fraction_digits = 0;
  bool exact = true;
  for (; p < text_.size() && is_digit(text_[p]); ++p, ++digits) {
    mantissa = mantissa * 10 + uint64_t(text_[p] - '0');
    if (digits >= 19) exact = false;
  }
  is_float = false;
  if (p < text_.size() && text_[p] == '.') {
    is_float = true;
    ++p;
    for (; p < text_.size() && is_digit(text_[p]); ++p, ++digits, ++fraction_digits) {
      mantissa = mantissa * 10 + uint64_t(text_[p] - '0');
      if (digits >= 19) exact = false;
    }
    if (fraction_digits == 0) exact = false;
  }
  int exponent = 0;
  if (p < text_.size() && (text_[p] == 'e' || text_[p] == 'E')) {
    is_float = true;
    ++p;
    bool negative_exponent = false;
    if (p < text_.size() && (text_[p] == '+' || text_[p] == '-')) {
      negative_exponent = text_[p] == '-';
      ++p;
    }
    int exponent_digits = 0;
    for (; p < text_.size() && is_digit(text_[p]); ++p, ++exponent_digits) {
      if (exponent_digits < 4) exponent = exponent * 10 + (text_[p] - '0');
    }
    if (exponent_digits == 0 || exponent_digits > 4) exact = false;
    if (negative_exponent) exponent = -exponent;
  }
  const std::string_view number = text_.substr(pos, p - pos);
  if (!is_float) {
    if (exact && digits <= 18) {
      as_int = negative ? -int64_t(mantissa) : int64_t(mantissa);
    } else {
      as_int = slow_int(number);
    }
    as_float = static_cast<double>(as_int);
  } else {
    const int power = exponent - fraction_digits;
    if (exact && mantissa <= kMaxExactMantissa && power >= -22 && power <= 22) {
      const auto value = static_cast<double>(mantissa);
      as_float =
          power < 0 ? value / kPow10[std::size_t(-power)] : value * kPow10[std::size_t(power)];
      if (negative) as_float = -as_float;
    } else {
      as_float = slow_float(number);
    }
  }
  pos = p;
  return true;
}

bool ValueScanner::number(std::size_t& pos, Variant& out) const {
  bool is_float = false;
  double as_float = 0.0;
  int64_t as_int = 0;
  if (!number_text(pos, is_float, as_float, as_int)) return false;
  if (is_float) {
    out = as_float;
  } else {
    out = as_int;
  }
  return true;
}

bool ValueScanner::numbers(std::size_t& pos, double* out, std::size_t capacity,
                           std::size_t& count) const {
  std::size_t p = pos;
  if (!skip_blanks(p) || p >= text_.size() || text_[p] != '(') return false;
  ++p;
  count = 0;
  while (true) {
    bool is_float = false;
    double value = 0.0;
    int64_t as_int = 0;
    if (!skip_blanks(p) || !number_text(p, is_float, value, as_int)) return false;
    if (count < capacity) out[count] = value;
    ++count;
    if (!skip_blanks(p) || p >= text_.size()) return false;
    if (text_[p] == ')') break;
    if (text_[p] != ',') return false;
    ++p;
  }
  pos = p + 1;
  return true;
}

bool ValueScanner::construct(std::size_t& pos, std::string_view name, Variant& out) const {
  if (name == "NodePath") {
    std::size_t p = pos;
    std::string_view path;
    if (!skip_blanks(p) || p >= text_.size() || text_[p] != '(') return false;
    ++p;
    if (!skip_blanks(p) || !plain_string(p, path) || !skip_blanks(p)) return false;
    if (p >= text_.size() || text_[p] != ')') return false;
    out = NodePath(path);
    pos = p + 1;
    return true;
  }
  const std::size_t arity = constructor_arity(name);
  if (arity == 0) return false;
  std::array<double, 16> args{};
  std::size_t count = 0;
  std::size_t p = pos;
  if (!numbers(p, args.data(), args.size(), count) || count != arity) return false;
  out = make_math(name, args);
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
