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
// out by put_digits. Kept out of line: its buffers would make every caller's frame larger.
template <class F>
[[gnu::noinline]] char* put_positive(char* out, F value) {
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

// The most decimals the short path writes: 10^7 times a float's 24 bits stays exact in double.
constexpr int kMaxDecimals = 7;

constexpr std::array<std::uint32_t, kMaxDecimals + 1> kPowersOf10 = {
    1, 10, 100, 1000, 10000, 100000, 1000000, 10000000};

// "00" to "99", each pair at twice its value.
constexpr std::array<char, 200> kDigitPairs = [] {
  std::array<char, 200> pairs{};
  for (std::size_t i = 0; i < 100; ++i) {
    pairs[2 * i] = char('0' + i / 10);
    pairs[2 * i + 1] = char('0' + i % 10);
  }
  return pairs;
}();

// Puts the `count` decimals of a nonzero `fraction` < 10^count, leading zeros included and
// trailing zeros left out: Grisu2 writes the shortest digits, which end in a nonzero one.
char* put_decimals(char* out, std::uint32_t fraction, int count) {
  for (int step : {4, 2, 1}) {
    const std::uint32_t power = kPowersOf10[std::size_t(step)];
    if (fraction % power == 0) {
      fraction /= power;
      count -= step;
    }
  }
  char* const end = out + count;
  char* at = end;
  for (; count >= 2; count -= 2, fraction /= 100) {
    at -= 2;
    std::copy_n(&kDigitPairs[2 * (fraction % 100)], 2, at);
  }
  if (count == 1) *--at = char('0' + fraction);
  return end;
}

// The most decimals, up to 7, at which a positive float with this biased exponent has at most
// one decimal in its rounding interval: 10^-d is above the spacing 2^(exponent - 150) to the
// next float, which bounds the interval's width.
constexpr std::array<std::int8_t, 256> kSingleCandidateDecimals = [] {
  std::array<std::int8_t, 256> decimals{};
  for (int exponent = 0; exponent < 256; ++exponent) {
    const int bits_below_one = 150 - std::max(exponent, 1);
    int d = 0;
    while (d < kMaxDecimals &&
           (bits_below_one > 30 ||
            kPowersOf10[std::size_t(d + 1)] < std::uint32_t(1) << std::max(bits_below_one, 0))) {
      ++d;
    }
    decimals[std::size_t(exponent)] = std::int8_t(d);
  }
  return decimals;
}();

// A decimal n / 10^d, d <= 7, that reads back as a positive, non-integral float below 2^24,
// whose digits without their trailing zeros are the float's shortest round-trip digits, of the
// shortest the one nearest the value, as std::to_chars gives them; d is 0 when there is none,
// or when two are equally near.
//
// A decimal reads back as the value when it lies inside the value's rounding interval, whose
// bounds are the midpoints to its neighbours (included when the value's mantissa is even: ties
// round to even). Every product below is exact in double: a float has 24 significant bits, a
// midpoint 25, and 10^d for d <= 7 is 2^d times at most 17 bits. A decimal with d decimals is
// also one with d + 1, so the interval holds one with the fewest decimals exactly when it holds
// one at the most decimals where it can hold only one (kSingleCandidateDecimals). When it holds
// none there, the fewest are one more: the interval, symmetric there (the value is above 1), is
// then wider than 1, so the decimal nearest the value lies inside.
struct ScaledDecimal {
  std::uint32_t n = 0;
  int decimals = 0;
};

ScaledDecimal shortest_decimal(float value) {
  // A positive float's neighbours are the floats whose bit patterns are one less and one more.
  const auto bits = std::bit_cast<std::uint32_t>(value);
  const double exact = value;
  const double below = (double(std::bit_cast<float>(bits - 1)) + exact) / 2;
  const double above = (double(std::bit_cast<float>(bits + 1)) + exact) / 2;
  const bool even = (bits & 1u) == 0;
  const int decimals = kSingleCandidateDecimals[bits >> 23];
  const double power = kPowersOf10[std::size_t(decimals)];
  const double low = below * power;
  const double high = above * power;
  const double candidate = double(std::int64_t(low) + 1);  // above low: low is below 2^24
  const double lowest = double(std::int64_t(low)) == low && even ? low : candidate;
  if (lowest < high || (even && lowest == high)) return {std::uint32_t(lowest), decimals};
  if (decimals == kMaxDecimals) return {};
  const double scaled = exact * (power * 10);
  const double down = double(std::int64_t(scaled));  // floor: scaled is below 2^28
  if (scaled - down == 0.5) return {};
  return {std::uint32_t(scaled - down < 0.5 ? down : down + 1), decimals + 1};
}

// Puts the shortest round-trip digits of a positive, non-integral float below 2^24, whose
// integer part is `whole`, when they have at most seven decimals (as most authored values do)
// and are written in fixed notation, without std::to_chars's floating-point path; returns
// nullptr otherwise, for put_positive.
char* put_short_fraction(char* out, float value, std::uint32_t whole) {
  const ScaledDecimal decimal = shortest_decimal(value);
  if (decimal.decimals == 0) return nullptr;
  // No decimal inside the interval crosses an integer (the value is at least a spacing away
  // from one, and the interval reaches half a spacing), so `whole` is the decimal's too.
  const std::uint32_t power = kPowersOf10[std::size_t(decimal.decimals)];
  const std::uint32_t fraction = decimal.n - whole * power;
  // Four zeros after the point or more: Grisu2's scientific notation.
  if (whole == 0 && std::uint64_t(fraction) * 10000 < power) return nullptr;
  out = std::to_chars(out, out + 8, whole).ptr;
  *out++ = '.';
  return put_decimals(out, fraction, decimal.decimals);
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
      const auto whole = std::uint32_t(value);
      if (float(whole) == value) return std::to_chars(out, out + 9, whole).ptr;
      if (char* end = put_short_fraction(out, value, whole)) return end;
    }
  }
  return put_positive(out, value);
}

}  // namespace

char* put_num_scientific(char* out, float value) { return put_finite(out, value); }
char* put_num_scientific(char* out, double value) { return put_finite(out, value); }

}  // namespace arbor::detail
