#include "real_text.h"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <type_traits>

namespace arbor::detail {
namespace {

// Lays out the shortest round-trip digits `digits[0..count)` of a positive value whose decimal
// point sits `point` digits from their start, as Grisu2's format_buffer does. Returns the end.
char* put_digits(char* out, const char* digits, int count, int point) {
  constexpr int kMinExp = -4;
  constexpr int kMaxExp = 15;
  if (count <= point && point <= kMaxExp) {
    out = std::copy_n(digits, count, out);
    return std::fill_n(out, point - count, '0');
  }
  if (0 < point && point <= kMaxExp) {
    out = std::copy_n(digits, point, out);
    *out++ = '.';
    return std::copy_n(digits + point, count - point, out);
  }
  if (kMinExp < point && point <= 0) {
    *out++ = '0';
    *out++ = '.';
    out = std::fill_n(out, -point, '0');
    return std::copy_n(digits, count, out);
  }
  *out++ = digits[0];
  if (count > 1) {
    *out++ = '.';
    out = std::copy_n(digits + 1, count - 1, out);
  }
  const int shown = point - 1;
  *out++ = 'e';
  *out++ = shown < 0 ? '-' : '+';
  const int magnitude = shown < 0 ? -shown : shown;
  if (magnitude < 10) *out++ = '0';
  return std::to_chars(out, out + 4, magnitude).ptr;
}

// Puts the shortest round-trip digits of a positive float or double (std::to_chars), laid
// out by put_digits.
template <class F>
char* put_positive(char* out, F value) {
  // "d.ddde+xx": the digits, then the exponent with its sign.
  std::array<char, 64> text;
  const char* end =
      std::to_chars(text.data(), text.data() + text.size(), value, std::chars_format::scientific)
          .ptr;
  std::array<char, 32> digits;
  int count = 0;
  const char* at = text.data();
  for (; *at != 'e'; ++at) {
    if (*at != '.') digits[std::size_t(count++)] = *at;
  }
  ++at;
  const bool negative = *at == '-';
  if (*at == '-' || *at == '+') ++at;
  int exponent = 0;
  for (; at != end; ++at) exponent = exponent * 10 + (*at - '0');
  while (count > 1 && digits[std::size_t(count - 1)] == '0') --count;
  return put_digits(out, digits.data(), count, (negative ? -exponent : exponent) + 1);
}

// Below this, every integer is a float, and a float's neighbours are less than 2 apart.
constexpr float kExactIntegers = 16777216.0f;

// Puts the shortest round-trip digits of a positive, non-integral float below 2^24 when they
// have at most seven decimals (as most authored values do), without std::to_chars; returns
// nullptr when they have more, or when two candidates are equally near, for put_positive.
//
// A decimal n / 10^d reads back as `value` when it lies inside the value's rounding interval,
// whose bounds are the midpoints to its neighbours (included when the value's mantissa is even:
// ties round to even). Every product below is exact in double: a float has 24 significant bits,
// a midpoint 25, and 10^d for d <= 7 is 2^d times at most 17 bits. Below 2^24, neighbours are
// less than 2 apart, so a candidate with fewer digits than the integer part never fits, and the
// fewest decimals that fit give the fewest digits: the shortest candidate, of which the one
// nearest the value is the one std::to_chars would give.
char* put_short_fraction(char* out, float value) {
  static constexpr std::array<double, 8> kPowers = {1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7};
  // A positive float's neighbours are the floats whose bit patterns are one less and one more.
  const auto bits = std::bit_cast<std::uint32_t>(value);
  const double exact = value;
  const double below = (double(std::bit_cast<float>(bits - 1)) + exact) / 2;
  const double above = (double(std::bit_cast<float>(bits + 1)) + exact) / 2;
  const bool even = (bits & 1u) == 0;
  for (int decimals = 1; decimals < int(kPowers.size()); ++decimals) {
    const double power = kPowers[std::size_t(decimals)];
    const double scaled = exact * power;
    const double low = below * power;
    const double high = above * power;
    auto fits = [&](double n) {
      return (low < n || (even && low == n)) && (n < high || (even && n == high));
    };
    const double down = double(std::int64_t(scaled));  // floor: scaled is below 2^48
    const double up = down + 1;
    const bool down_fits = fits(down);
    const bool up_fits = scaled != down && fits(up);
    if (!down_fits && !up_fits) continue;
    if (down_fits && up_fits && scaled - down == up - scaled) return nullptr;
    const double n = down_fits && (!up_fits || scaled - down < up - scaled) ? down : up;
    std::array<char, 24> digits;
    const char* end =
        std::to_chars(digits.data(), digits.data() + digits.size(), std::uint64_t(n)).ptr;
    const int count = int(end - digits.data());
    return put_digits(out, digits.data(), count, count - decimals);
  }
  return nullptr;
}

// The sign, then zero, or the digits: floats below 2^24 through the short paths first.
template <class F>
char* put_finite(char* out, F value) {
  if (std::signbit(value)) {
    *out++ = '-';
    value = -value;
  }
  if (value == 0) {
    *out++ = '0';
    return out;
  }
  if constexpr (std::is_same_v<F, float>) {
    if (value < kExactIntegers) {
      // An integral value's digits are its integer digits, before the point.
      if (value == std::trunc(value)) return std::to_chars(out, out + 9, std::int32_t(value)).ptr;
      if (char* end = put_short_fraction(out, value)) return end;
    }
  }
  return put_positive(out, value);
}

}  // namespace

char* put_num_scientific(char* out, float value) { return put_finite(out, value); }
char* put_num_scientific(char* out, double value) { return put_finite(out, value); }

}  // namespace arbor::detail
