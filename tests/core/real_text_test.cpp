// put_num_scientific: reals written as Godot's num_scientific, checked against std::to_chars's
// shortest digits for floats of every kind, including those the short-fraction path writes.

#include "core/real_text.h"

#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <random>
#include <string>
#include <string_view>

namespace arbor {
namespace {

std::string written(float value) {
  std::array<char, detail::kMaxRealTextLength> text;
  return {text.data(), detail::put_num_scientific(text.data(), value)};
}

int significant_digits(std::string_view text) {
  text = text.substr(0, text.find('e'));
  std::string digits;
  for (char c : text) {
    if (c >= '0' && c <= '9') digits += c;
  }
  digits.erase(0, digits.find_first_not_of('0'));
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  return int(digits.size());
}

// The text reads back as `value`, and is the decimal std::to_chars gives: same value, same
// number of digits.
void expect_shortest(float value) {
  const std::string text = written(value);
  std::array<char, 64> reference;
  char* end = std::to_chars(reference.data(), reference.data() + reference.size(), value,
                            std::chars_format::scientific)
                  .ptr;
  const std::string expected(reference.data(), end);
  ASSERT_EQ(std::strtof(text.c_str(), nullptr), value) << text;
  ASSERT_EQ(std::strtod(text.c_str(), nullptr), std::strtod(expected.c_str(), nullptr))
      << text << " vs " << expected;
  ASSERT_EQ(significant_digits(text), significant_digits(expected)) << text << " vs " << expected;
}

// Godot's text of `value`, built from std::to_chars's shortest digits laid out as Grisu2's
// format_buffer: fixed notation for decimal exponents -4 to 14, else d.ddde+XX.
std::string expected_text(float value) {
  std::array<char, 64> text;
  char* end = std::to_chars(text.data(), text.data() + text.size(), std::fabs(value),
                            std::chars_format::scientific)
                  .ptr;
  const std::string_view scientific(text.data(), std::size_t(end - text.data()));
  const std::size_t e = scientific.find('e');
  std::string digits;
  for (char c : scientific.substr(0, e)) {
    if (c != '.') digits += c;
  }
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  const int exponent = std::atoi(std::string(scientific.substr(e + 1)).c_str());
  const int count = int(digits.size());
  const int point = exponent + 1;
  std::string out = std::signbit(value) ? "-" : "";
  if (value == 0) return out + "0";
  if (count <= point && point <= 15)
    return out + digits + std::string(std::size_t(point - count), '0');
  if (0 < point && point <= 15) {
    return out + digits.substr(0, std::size_t(point)) + "." + digits.substr(std::size_t(point));
  }
  if (-4 < point && point <= 0) return out + "0." + std::string(std::size_t(-point), '0') + digits;
  out += digits.substr(0, 1);
  if (count > 1) out += "." + digits.substr(1);
  const int shown = point - 1;
  out += shown < 0 ? "e-" : "e+";
  if (std::abs(shown) < 10) out += '0';
  return out + std::to_string(std::abs(shown));
}

TEST(RealText, WritesGodotsLayout) {
  EXPECT_EQ(written(0.866025f), "0.866025");
  EXPECT_EQ(written(-0.5f), "-0.5");
  EXPECT_EQ(written(12.5f), "12.5");
  EXPECT_EQ(written(1.0f), "1");
  EXPECT_EQ(written(-0.0f), "-0");
  EXPECT_EQ(written(0.1f), "0.1");
  EXPECT_EQ(written(0.0001f), "0.0001");
  EXPECT_EQ(written(0.00005f), "5e-05");
  EXPECT_EQ(written(123456.79f), "123456.79");
  EXPECT_EQ(written(16777216.0f), "16777216");
  EXPECT_EQ(written(1e20f), "1e+20");
  EXPECT_EQ(written(3.4028235e38f), "3.4028235e+38");
  std::array<char, detail::kMaxRealTextLength> text;
  EXPECT_EQ(std::string(text.data(), detail::put_num_scientific(text.data(), 0.1)), "0.1");
  EXPECT_EQ(std::string(text.data(), detail::put_num_scientific(text.data(), 1e300)), "1e+300");
}

TEST(RealText, AuthoredDecimalsAreShortest) {
  // Values as people write them: up to seven decimals, at every magnitude below 2^24.
  std::mt19937 random(7);
  for (int i = 0; i < 200000; ++i) {
    const int decimals = int(random() % 8);
    const auto whole = std::int64_t(random() % 100000000);
    const float value = float(double(whole) / std::pow(10.0, decimals)) * (i % 2 ? -1.0f : 1.0f);
    expect_shortest(value);
  }
}

TEST(RealText, AnyFloatIsShortest) {
  // Random bit patterns, and the neighbours of powers of two (where the interval is uneven).
  std::mt19937 random(11);
  for (int i = 0; i < 200000; ++i) {
    const auto value = std::bit_cast<float>(std::uint32_t(random()));
    if (std::isfinite(value)) expect_shortest(value);
  }
  for (int exponent = -30; exponent <= 30; ++exponent) {
    const float power = std::ldexp(1.0f, exponent);
    expect_shortest(power);
    expect_shortest(std::nextafter(power, 0.0f));
    expect_shortest(std::nextafter(power, std::numeric_limits<float>::infinity()));
  }
  expect_shortest(std::numeric_limits<float>::denorm_min());
  expect_shortest(std::numeric_limits<float>::max());
}

TEST(RealText, ShortFractionsKeepEveryDigit) {
  // Zeros after the point, trailing zeros dropped, each count of decimals up to seven.
  EXPECT_EQ(written(1.05f), "1.05");
  EXPECT_EQ(written(3.005f), "3.005");
  EXPECT_EQ(written(-0.0625f), "-0.0625");
  EXPECT_EQ(written(0.00012f), "0.00012");
  EXPECT_EQ(written(0.00009f), "9e-05");
  EXPECT_EQ(written(0.1234567f), "0.1234567");
  EXPECT_EQ(written(0.12345678f), "0.12345678");
  // The float after 1 needs one decimal more than its neighbours are apart.
  EXPECT_EQ(written(1.0000001f), "1.0000001");
  EXPECT_EQ(written(8388607.5f), "8388607.5");
  EXPECT_EQ(written(2097152.25f), expected_text(2097152.25f));  // two decimals equally near
}

TEST(RealText, EveryBinadeIsLaidOutAsGodotDoes) {
  // The ends and a sample of each binade from 2^-27 to 2^23, both signs: every count of
  // decimals the short path can take, the edges between them, and the values it leaves to
  // std::to_chars.
  std::mt19937 random(5);
  for (std::uint32_t exponent = 100; exponent <= 150; ++exponent) {
    const std::uint32_t first = exponent << 23;
    for (std::uint32_t i = 0; i < 3000; ++i) {
      for (std::uint32_t bits :
           {first + i, first + 0x7FFFFF - i, first + std::uint32_t(random() % 0x800000)}) {
        for (std::uint32_t sign : {0u, 0x80000000u}) {
          const auto value = std::bit_cast<float>(bits | sign);
          ASSERT_EQ(written(value), expected_text(value)) << value;
        }
      }
    }
  }
}

}  // namespace
}  // namespace arbor
