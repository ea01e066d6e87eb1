#include "arbor/core/math/color.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace arbor {
namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The hex digits of an HTML color without its optional '#'; empty when malformed.
std::string_view html_digits(std::string_view html) {
  if (!html.empty() && html.front() == '#') html.remove_prefix(1);
  if (html.size() != 3 && html.size() != 4 && html.size() != 6 && html.size() != 8) return {};
  if (!std::all_of(html.begin(), html.end(), [](char c) { return hex_digit(c) >= 0; })) return {};
  return html;
}

// Channel `i` of a validated digit string: one digit per channel (doubled, "f" is "ff") or two.
float html_channel(std::string_view digits, int i) {
  bool shorthand = digits.size() <= 4;
  int value = shorthand
                  ? hex_digit(digits[size_t(i)]) * 17
                  : hex_digit(digits[size_t(i) * 2]) * 16 + hex_digit(digits[size_t(i) * 2 + 1]);
  return float(value) / 255.0f;
}

uint32_t to_byte(float channel) {
  return uint32_t(std::lround(std::clamp(channel, 0.0f, 1.0f) * 255.0f));
}

void append_hex(std::string& out, float channel) {
  static constexpr char kDigits[] = "0123456789abcdef";
  uint32_t v = to_byte(channel);
  out += kDigits[v >> 4];
  out += kDigits[v & 0xf];
}

float srgb_channel_to_linear(float c) {
  return c < 0.04045f ? c * (1.0f / 12.92f) : std::pow((c + 0.055f) * (1.0f / 1.055f), 2.4f);
}

float linear_channel_to_srgb(float c) {
  return c < 0.0031308f ? 12.92f * c : 1.055f * std::pow(c, 1.0f / 2.4f) - 0.055f;
}

}  // namespace

Color Color::from_hsv(float h, float s, float v, float alpha) {
  if (s == 0) return {v, v, v, alpha};  // Grey.
  h = std::fmod(h * 6.0f, 6.0f);
  int sector = int(std::floor(h));
  float f = h - float(sector);
  float p = v * (1 - s);
  float q = v * (1 - s * f);
  float t = v * (1 - s * (1 - f));
  switch (sector) {
    case 0:
      return {v, t, p, alpha};  // Red is dominant.
    case 1:
      return {q, v, p, alpha};
    case 2:
      return {p, v, t, alpha};
    case 3:
      return {p, q, v, alpha};
    case 4:
      return {t, p, v, alpha};
    default:
      return {v, p, q, alpha};
  }
}

bool Color::html_is_valid(std::string_view html) { return !html_digits(html).empty(); }

Color Color::html(std::string_view html) {
  std::string_view digits = html_digits(html);
  if (digits.empty()) {
    throw std::invalid_argument("Color::html: \"" + std::string(html) +
                                "\" is not a hex color (#rgb, #rgba, #rrggbb or #rrggbbaa)");
  }
  bool has_alpha = digits.size() == 4 || digits.size() == 8;
  return {html_channel(digits, 0), html_channel(digits, 1), html_channel(digits, 2),
          has_alpha ? html_channel(digits, 3) : 1.0f};
}

Color Color::from_string(std::string_view str, const Color& fallback) {
  return html_is_valid(str) ? html(str) : fallback;
}

std::string Color::to_html(bool with_alpha) const {
  std::string out;
  out.reserve(8);
  append_hex(out, r);
  append_hex(out, g);
  append_hex(out, b);
  if (with_alpha) append_hex(out, a);
  return out;
}

uint32_t Color::to_rgba32() const {
  return (to_byte(r) << 24) | (to_byte(g) << 16) | (to_byte(b) << 8) | to_byte(a);
}

uint32_t Color::to_argb32() const {
  return (to_byte(a) << 24) | (to_byte(r) << 16) | (to_byte(g) << 8) | to_byte(b);
}

uint32_t Color::to_abgr32() const {
  return (to_byte(a) << 24) | (to_byte(b) << 16) | (to_byte(g) << 8) | to_byte(r);
}

float Color::get_h() const {
  float lo = std::min({r, g, b});
  float hi = std::max({r, g, b});
  float delta = hi - lo;
  if (delta == 0) return 0;
  float h;
  if (r == hi) {
    h = (g - b) / delta;
  } else if (g == hi) {
    h = 2 + (b - r) / delta;
  } else {
    h = 4 + (r - g) / delta;
  }
  h /= 6.0f;
  return h < 0 ? h + 1 : h;
}

float Color::get_s() const {
  float lo = std::min({r, g, b});
  float hi = std::max({r, g, b});
  return hi != 0 ? (hi - lo) / hi : 0;
}

float Color::get_v() const { return std::max({r, g, b}); }

Color Color::srgb_to_linear() const {
  return {srgb_channel_to_linear(r), srgb_channel_to_linear(g), srgb_channel_to_linear(b), a};
}

Color Color::linear_to_srgb() const {
  return {linear_channel_to_srgb(r), linear_channel_to_srgb(g), linear_channel_to_srgb(b), a};
}

}  // namespace arbor
