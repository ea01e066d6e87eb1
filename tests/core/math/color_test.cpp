#include "arbor/core/math/color.h"

#include <gtest/gtest.h>

#include <stdexcept>

#include "math_test_util.h"

namespace arbor {
namespace {

TEST(Color, DefaultIsOpaqueBlack) { EXPECT_EQ(Color(), Color(0, 0, 0, 1)); }

TEST(Color, HtmlParsing) {
  EXPECT_APPROX(Color::html("#55aaFF"), Color(0x55 / 255.0f, 0xaa / 255.0f, 1, 1));
  EXPECT_APPROX(Color::html("55aaff80"), Color(0x55 / 255.0f, 0xaa / 255.0f, 1, 0x80 / 255.0f));
  EXPECT_APPROX(Color::html("#f80"), Color(1, 0x88 / 255.0f, 0, 1));
  EXPECT_APPROX(Color::html("f808"), Color(1, 0x88 / 255.0f, 0, 0x88 / 255.0f));
  EXPECT_TRUE(Color::html_is_valid("#ABCDEF"));
  EXPECT_FALSE(Color::html_is_valid("#abcde"));
  EXPECT_FALSE(Color::html_is_valid("#ggg"));
  EXPECT_FALSE(Color::html_is_valid(""));
  EXPECT_THROW(Color::html("red"), std::invalid_argument);
  EXPECT_EQ(Color::from_string("nope", Color(1, 0, 1)), Color(1, 0, 1));
  EXPECT_APPROX(Color::from_string("#00ff00", Color()), Color(0, 1, 0));
}

TEST(Color, ToHtmlRoundsLikeGodot) {
  // Godot 4 rounds channel * 255 (its class reference still shows "ffffff7f", from the time
  // it truncated).
  EXPECT_EQ(Color(1, 1, 1, 0.5f).to_html(), "ffffff80");
  EXPECT_EQ(Color(1, 1, 1, 0.5f).to_html(false), "ffffff");
  EXPECT_EQ(Color(0.2f, 0.4f, 0.6f).to_html(), "336699ff");
  EXPECT_EQ(Color(2, -1, 0).to_html(false), "ff0000");  // clamped
  EXPECT_EQ(Color::html(Color(0.2f, 0.4f, 0.6f).to_html()).to_html(), "336699ff");
}

TEST(Color, PackedIntegers) {
  EXPECT_EQ(Color(1, 0.5f, 0.2f).to_rgba32(), 0xff8033ffu);
  EXPECT_EQ(Color(1, 0.5f, 0.2f).to_argb32(), 0xffff8033u);
  EXPECT_EQ(Color(1, 0.5f, 0.2f).to_abgr32(), 0xff3380ffu);
  EXPECT_APPROX(Color::hex(0xff8033ff), Color(1, 128 / 255.0f, 0.2f, 1));
  EXPECT_APPROX(Color::from_rgba8(255, 0, 51), Color(1, 0, 0.2f, 1));
}

TEST(Color, HsvConversions) {
  EXPECT_APPROX(Color::from_hsv(0, 1, 1), Color(1, 0, 0));
  EXPECT_APPROX(Color::from_hsv(1.0f / 3, 1, 1), Color(0, 1, 0));
  EXPECT_APPROX(Color::from_hsv(2.0f / 3, 1, 1), Color(0, 0, 1));
  EXPECT_APPROX(Color::from_hsv(0.5f, 0.5f, 1, 0.25f), Color(0.5f, 1, 1, 0.25f));
  EXPECT_APPROX(Color::from_hsv(1, 1, 1), Color(1, 0, 0));  // hue wraps
  EXPECT_APPROX(Color::from_hsv(0.3f, 0, 0.4f), Color(0.4f, 0.4f, 0.4f));
  Color c(0.2f, 0.8f, 0.6f);
  EXPECT_NEAR(c.get_h(), 160.0 / 360.0, 1e-6);
  EXPECT_NEAR(c.get_s(), 0.75, 1e-6);
  EXPECT_NEAR(c.get_v(), 0.8, 1e-6);
  EXPECT_APPROX(Color::from_hsv(c.get_h(), c.get_s(), c.get_v()), c);
  EXPECT_FLOAT_EQ(Color(0.5f, 0.5f, 0.5f).get_h(), 0);
}

TEST(Color, GodotDocExamples) {
  EXPECT_APPROX(Color(0, 1, 0).lightened(0.2f), Color(0.2f, 1, 0.2f));
  EXPECT_APPROX(Color(0, 1, 0).darkened(0.2f), Color(0, 0.8f, 0));
  EXPECT_APPROX(Color(0.3f, 0.4f, 0.9f).inverted(), Color(0.7f, 0.6f, 0.1f));
  Color blended = Color(0, 1, 0, 0.5f).blend(Color(1, 0, 0, 0.5f));
  EXPECT_APPROX(blended, Color(2.0f / 3, 1.0f / 3, 0, 0.75f));
}

TEST(Color, LerpOperatorsAndSpaces) {
  EXPECT_APPROX(Color(0, 0, 0, 0).lerp(Color(1, 0.5f, 0, 1), 0.5f), Color(0.5f, 0.25f, 0, 0.5f));
  EXPECT_APPROX(Color(0.5f, 0.5f, 0.5f) * 2, Color(1, 1, 1, 2));
  EXPECT_APPROX(-Color(0.25f, 0.5f, 1, 1), Color(0.75f, 0.5f, 0, 0));
  EXPECT_APPROX(Color(2, -1, 0.5f, 1).clamp(), Color(1, 0, 0.5f, 1));
  EXPECT_NEAR(Color(0.5f, 0.5f, 0.5f).srgb_to_linear().r, 0.214041, 1e-5);
  EXPECT_NEAR(Color(0.214041f, 0, 1).linear_to_srgb().r, 0.5, 1e-5);
  Color c(0.1f, 0.6f, 0.9f, 0.3f);
  EXPECT_APPROX(c.srgb_to_linear().linear_to_srgb(), c);
  EXPECT_NEAR(Color(1, 1, 1).get_luminance(), 1, 1e-6);
}

}  // namespace
}  // namespace arbor
