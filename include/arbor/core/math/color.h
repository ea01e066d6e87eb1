// Color: an RGBA color of floats (0..1, may exceed 1 for HDR), Godot 4's Color.
#pragma once

#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>

#include "arbor/core/math/real.h"

namespace arbor {

/// RGBA in float components, nominally 0..1 (values above 1 are HDR). Always float, whatever
/// real_t is. The default color is opaque black (0, 0, 0, 1).
struct Color {
  float r = 0;
  float g = 0;
  float b = 0;
  float a = 1;

  constexpr Color() = default;
  constexpr Color(float r_, float g_, float b_, float a_ = 1) : r(r_), g(g_), b(b_), a(a_) {}
  /// Same color with a new alpha.
  constexpr Color(const Color& c, float alpha) : r(c.r), g(c.g), b(c.b), a(alpha) {}

  /// From hue, saturation and value in 0..1 (hue wraps: 1 is red again).
  static Color from_hsv(float h, float s, float v, float alpha = 1);
  /// From 8-bit channels 0..255.
  static constexpr Color from_rgba8(int r8, int g8, int b8, int a8 = 255) {
    return {float(r8) / 255.0f, float(g8) / 255.0f, float(b8) / 255.0f, float(a8) / 255.0f};
  }
  /// From a 32-bit RRGGBBAA integer, e.g. Color::hex(0xff0000ff) is opaque red.
  static constexpr Color hex(uint32_t rgba) {
    return from_rgba8(int((rgba >> 24) & 0xff), int((rgba >> 16) & 0xff), int((rgba >> 8) & 0xff),
                      int(rgba & 0xff));
  }
  /// True for "rgb", "rgba", "rrggbb" or "rrggbbaa" hex digits, with or without a leading '#'.
  static bool html_is_valid(std::string_view html);
  /// Parses an HTML hex color (see html_is_valid); throws std::invalid_argument otherwise.
  static Color html(std::string_view html);
  /// Parses an HTML hex color, or returns `fallback` when `str` is not one.
  static Color from_string(std::string_view str, const Color& fallback);

  /// Lower-case hex "rrggbbaa" (or "rrggbb" without alpha), no '#'; channels clamp to 0..1.
  std::string to_html(bool with_alpha = true) const;
  /// Packs as 0xRRGGBBAA (channels clamped to 0..1 and rounded).
  uint32_t to_rgba32() const;
  uint32_t to_argb32() const;
  uint32_t to_abgr32() const;

  float get_h() const;
  float get_s() const;
  float get_v() const;
  /// Relative luminance of a linear-space color (Rec. 709 weights).
  constexpr float get_luminance() const { return 0.2126f * r + 0.7152f * g + 0.0722f * b; }

  constexpr Color lerp(const Color& to, float weight) const {
    return {Math::lerp(r, to.r, weight), Math::lerp(g, to.g, weight), Math::lerp(b, to.b, weight),
            Math::lerp(a, to.a, weight)};
  }
  /// RGB inverted, alpha kept.
  constexpr Color inverted() const { return {1 - r, 1 - g, 1 - b, a}; }
  constexpr Color darkened(float amount) const {
    return {r * (1 - amount), g * (1 - amount), b * (1 - amount), a};
  }
  constexpr Color lightened(float amount) const {
    return {r + (1 - r) * amount, g + (1 - g) * amount, b + (1 - b) * amount, a};
  }
  /// `over` composited on top of this color ("over" operator with straight alpha).
  constexpr Color blend(const Color& over) const {
    float sa = 1 - over.a;
    float out_a = a * sa + over.a;
    if (out_a == 0) return {0, 0, 0, 0};
    return {(r * a * sa + over.r * over.a) / out_a, (g * a * sa + over.g * over.a) / out_a,
            (b * a * sa + over.b * over.a) / out_a, out_a};
  }
  constexpr Color clamp(const Color& lo = Color(0, 0, 0, 0),
                        const Color& hi = Color(1, 1, 1, 1)) const {
    return {Math::clamp(r, lo.r, hi.r), Math::clamp(g, lo.g, hi.g), Math::clamp(b, lo.b, hi.b),
            Math::clamp(a, lo.a, hi.a)};
  }
  /// sRGB-encoded to linear (alpha unchanged).
  Color srgb_to_linear() const;
  /// Linear to sRGB-encoded (alpha unchanged).
  Color linear_to_srgb() const;

  bool is_equal_approx(const Color& c) const {
    return Math::is_equal_approx(r, c.r) && Math::is_equal_approx(g, c.g) &&
           Math::is_equal_approx(b, c.b) && Math::is_equal_approx(a, c.a);
  }

  constexpr float& operator[](int i) { return i == 0 ? r : (i == 1 ? g : (i == 2 ? b : a)); }
  constexpr const float& operator[](int i) const {
    return i == 0 ? r : (i == 1 ? g : (i == 2 ? b : a));
  }
  constexpr Color operator+(const Color& c) const { return {r + c.r, g + c.g, b + c.b, a + c.a}; }
  constexpr Color operator-(const Color& c) const { return {r - c.r, g - c.g, b - c.b, a - c.a}; }
  constexpr Color operator*(const Color& c) const { return {r * c.r, g * c.g, b * c.b, a * c.a}; }
  constexpr Color operator/(const Color& c) const { return {r / c.r, g / c.g, b / c.b, a / c.a}; }
  constexpr Color operator*(float s) const { return {r * s, g * s, b * s, a * s}; }
  constexpr Color operator/(float s) const { return {r / s, g / s, b / s, a / s}; }
  /// Every channel, alpha included, as 1 - c (Godot's unary minus; inverted() keeps alpha).
  constexpr Color operator-() const { return {1 - r, 1 - g, 1 - b, 1 - a}; }
  constexpr Color& operator+=(const Color& c) { return *this = *this + c; }
  constexpr Color& operator-=(const Color& c) { return *this = *this - c; }
  constexpr Color& operator*=(const Color& c) { return *this = *this * c; }
  constexpr Color& operator*=(float s) { return *this = *this * s; }
  constexpr bool operator==(const Color&) const = default;
};

constexpr Color operator*(float s, const Color& c) { return c * s; }

}  // namespace arbor
