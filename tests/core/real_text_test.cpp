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

}  // namespace
}  // namespace arbor
