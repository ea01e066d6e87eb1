#include "arbor/scene/resources/gradient.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"

namespace arbor {
namespace {

// Math::cubic_interpolate (Catmull-Rom through pre, from, to, post).
float cubic(float from, float to, float pre, float post, float weight) {
  return 0.5f * ((from * 2.0f) + (-pre + to) * weight +
                 (2.0f * pre - 5.0f * from + 4.0f * to - post) * (weight * weight) +
                 (-pre + 3.0f * from - 3.0f * to + post) * (weight * weight * weight));
}

// Björn Ottosson's OKLab, from and to linear sRGB.
struct Lab {
  float l, a, b;
};

Lab to_oklab(const Color& srgb) {
  const Color c = srgb.srgb_to_linear();
  const float l = std::cbrt(0.4122214708f * c.r + 0.5363325363f * c.g + 0.0514459929f * c.b);
  const float m = std::cbrt(0.2119034982f * c.r + 0.6806995451f * c.g + 0.1073969566f * c.b);
  const float s = std::cbrt(0.0883024619f * c.r + 0.2817188376f * c.g + 0.6299787005f * c.b);
  return {0.2104542553f * l + 0.7936177850f * m - 0.0040720468f * s,
          1.9779984951f * l - 2.4285922050f * m + 0.4505937099f * s,
          0.0259040371f * l + 0.7827717662f * m - 0.8086757660f * s};
}

Color from_oklab(const Lab& lab, float alpha) {
  const float l = lab.l + 0.3963377774f * lab.a + 0.2158037573f * lab.b;
  const float m = lab.l - 0.1055613458f * lab.a - 0.0638541728f * lab.b;
  const float s = lab.l - 0.0894841775f * lab.a - 1.2914855480f * lab.b;
  const float l3 = l * l * l;
  const float m3 = m * m * m;
  const float s3 = s * s * s;
  const Color linear(4.0767416621f * l3 - 3.3077115913f * m3 + 0.2309699292f * s3,
                     -1.2684380046f * l3 + 2.6097574011f * m3 - 0.3413193965f * s3,
                     -0.0041960863f * l3 - 0.7034186147f * m3 + 1.7076147010f * s3, alpha);
  return linear.linear_to_srgb();
}

}  // namespace

Gradient::Gradient() : points_{{0.0f, Color(0, 0, 0, 1)}, {1.0f, Color(1, 1, 1, 1)}} {}

void Gradient::set_offsets(const PackedFloat32Array& offsets) {
  points_.resize(std::size_t(offsets.size()), Point{0.0f, Color(1, 1, 1, 1)});
  for (std::size_t i = 0; i < points_.size(); ++i) points_[i].offset = offsets[int64_t(i)];
  sorted_valid_ = false;
  emit_changed();
}

PackedFloat32Array Gradient::get_offsets() const {
  std::vector<float> offsets;
  offsets.reserve(points_.size());
  for (const Point& point : points_) offsets.push_back(point.offset);
  return PackedFloat32Array(std::move(offsets));
}

void Gradient::set_colors(const PackedColorArray& colors) {
  points_.resize(std::size_t(colors.size()), Point{0.0f, Color(1, 1, 1, 1)});
  for (std::size_t i = 0; i < points_.size(); ++i) points_[i].color = colors[int64_t(i)];
  sorted_valid_ = false;
  emit_changed();
}

PackedColorArray Gradient::get_colors() const {
  std::vector<Color> colors;
  colors.reserve(points_.size());
  for (const Point& point : points_) colors.push_back(point.color);
  return PackedColorArray(std::move(colors));
}

void Gradient::add_point(float offset, const Color& color) {
  points_.push_back({offset, color});
  sorted_valid_ = false;
  emit_changed();
}

void Gradient::remove_point(int index) {
  if (index < 0 || index >= int(points_.size())) {
    throw Error("Gradient::remove_point: index " + std::to_string(index) + " is out of range");
  }
  points_.erase(points_.begin() + index);
  sorted_valid_ = false;
  emit_changed();
}

void Gradient::set_interpolation_mode(InterpolationMode mode) {
  if (mode == mode_) return;
  mode_ = mode;
  emit_changed();
}

void Gradient::set_interpolation_color_space(ColorSpace space) {
  if (space == color_space_) return;
  color_space_ = space;
  emit_changed();
}

void Gradient::sort_points() const {
  if (sorted_valid_) return;
  sorted_ = points_;
  std::stable_sort(sorted_.begin(), sorted_.end(),
                   [](const Point& a, const Point& b) { return a.offset < b.offset; });
  sorted_valid_ = true;
}

Color Gradient::sample(float offset) const {
  if (points_.empty()) return Color(0, 0, 0, 1);
  sort_points();
  const auto after = std::upper_bound(sorted_.begin(), sorted_.end(), offset,
                                      [](float value, const Point& p) { return value < p.offset; });
  if (after == sorted_.begin()) return sorted_.front().color;
  if (after == sorted_.end()) return sorted_.back().color;
  const std::size_t second = std::size_t(after - sorted_.begin());
  const std::size_t first = second - 1;
  const Point& a = sorted_[first];
  const Point& b = sorted_[second];
  if (a.offset == offset) return a.color;
  const float weight = (offset - a.offset) / (b.offset - a.offset);
  switch (mode_) {
    case GRADIENT_INTERPOLATE_CONSTANT:
      return a.color;
    case GRADIENT_INTERPOLATE_CUBIC: {
      const Point& pre = sorted_[first == 0 ? first : first - 1];
      const Point& post = sorted_[second + 1 < sorted_.size() ? second + 1 : second];
      return Color(cubic(a.color.r, b.color.r, pre.color.r, post.color.r, weight),
                   cubic(a.color.g, b.color.g, pre.color.g, post.color.g, weight),
                   cubic(a.color.b, b.color.b, pre.color.b, post.color.b, weight),
                   cubic(a.color.a, b.color.a, pre.color.a, post.color.a, weight));
    }
    case GRADIENT_INTERPOLATE_LINEAR:
      break;
  }
  switch (color_space_) {
    case GRADIENT_COLOR_SPACE_LINEAR_SRGB:
      return a.color.srgb_to_linear().lerp(b.color.srgb_to_linear(), weight).linear_to_srgb();
    case GRADIENT_COLOR_SPACE_OKLAB: {
      const Lab x = to_oklab(a.color);
      const Lab y = to_oklab(b.color);
      const Lab mixed{x.l + (y.l - x.l) * weight, x.a + (y.a - x.a) * weight,
                      x.b + (y.b - x.b) * weight};
      return from_oklab(mixed, a.color.a + (b.color.a - a.color.a) * weight);
    }
    case GRADIENT_COLOR_SPACE_SRGB:
      break;
  }
  return a.color.lerp(b.color, weight);
}

void Gradient::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_offsets", "offsets"), &Gradient::set_offsets);
  ClassDB::bind_method(D_METHOD("get_offsets"), &Gradient::get_offsets);
  ClassDB::bind_method(D_METHOD("set_colors", "colors"), &Gradient::set_colors);
  ClassDB::bind_method(D_METHOD("get_colors"), &Gradient::get_colors);
  ClassDB::bind_method(D_METHOD("add_point", "offset", "color"), &Gradient::add_point);
  ClassDB::bind_method(D_METHOD("remove_point", "point"), &Gradient::remove_point);
  ClassDB::bind_method(D_METHOD("get_point_count"), &Gradient::get_point_count);
  ClassDB::bind_method(D_METHOD("sample", "offset"), &Gradient::sample);
  ClassDB::bind_method(D_METHOD("set_interpolation_mode", "interpolation_mode"),
                       &Gradient::set_interpolation_mode);
  ClassDB::bind_method(D_METHOD("get_interpolation_mode"), &Gradient::get_interpolation_mode);
  ClassDB::bind_method(D_METHOD("set_interpolation_color_space", "interpolation_color_space"),
                       &Gradient::set_interpolation_color_space);
  ClassDB::bind_method(D_METHOD("get_interpolation_color_space"),
                       &Gradient::get_interpolation_color_space);
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "interpolation_mode", PROPERTY_HINT_ENUM, "Linear,Constant,Cubic"),
      "set_interpolation_mode", "get_interpolation_mode");
  ClassDB::add_property(PropertyInfo(Variant::INT, "interpolation_color_space", PROPERTY_HINT_ENUM,
                                     "sRGB,Linear sRGB,Oklab"),
                        "set_interpolation_color_space", "get_interpolation_color_space");
  ClassDB::add_property(PropertyInfo(Variant::PACKED_FLOAT32_ARRAY, "offsets"), "set_offsets",
                        "get_offsets");
  ClassDB::add_property(PropertyInfo(Variant::PACKED_COLOR_ARRAY, "colors"), "set_colors",
                        "get_colors");
}

}  // namespace arbor
