// Gradient: colors at offsets, sampled anywhere between them.
#pragma once

#include <vector>

#include "arbor/core/math/color.h"
#include "arbor/core/object/resource.h"
#include "arbor/core/variant/packed_arrays.h"

namespace arbor {

/// A color ramp (Godot's Gradient): points of `offsets` and `colors`, kept in the order given
/// (files round-trip unchanged) and sampled in offset order with Godot's interpolation modes
/// and color spaces. The default is black at 0 to white at 1.
class Gradient : public Resource {
  ARBOR_CLASS(Gradient, Resource)

 public:
  enum InterpolationMode : int {
    GRADIENT_INTERPOLATE_LINEAR,
    GRADIENT_INTERPOLATE_CONSTANT,
    GRADIENT_INTERPOLATE_CUBIC
  };
  enum ColorSpace : int {
    GRADIENT_COLOR_SPACE_SRGB,
    GRADIENT_COLOR_SPACE_LINEAR_SRGB,
    GRADIENT_COLOR_SPACE_OKLAB
  };

  Gradient();

  /// Sets the offsets; the colors are kept, extended with white or cut to the new count.
  void set_offsets(const PackedFloat32Array& offsets);
  [[nodiscard]] PackedFloat32Array get_offsets() const;
  /// Sets the colors; the offsets are kept, extended with 0 or cut to the new count.
  void set_colors(const PackedColorArray& colors);
  [[nodiscard]] PackedColorArray get_colors() const;
  void add_point(float offset, const Color& color);
  void remove_point(int index);
  [[nodiscard]] int get_point_count() const { return int(points_.size()); }
  void set_interpolation_mode(InterpolationMode mode);
  [[nodiscard]] InterpolationMode get_interpolation_mode() const { return mode_; }
  void set_interpolation_color_space(ColorSpace space);
  [[nodiscard]] ColorSpace get_interpolation_color_space() const { return color_space_; }

  /// The color at `offset` (Godot's sample): the first point's color before it, the last's
  /// after it, interpolated between; opaque black without points.
  [[nodiscard]] Color sample(float offset) const;

 protected:
  static void _bind_methods();

 private:
  struct Point {
    float offset = 0;
    Color color;
  };
  void sort_points() const;

  std::vector<Point> points_;
  mutable std::vector<Point> sorted_;
  mutable bool sorted_valid_ = false;
  InterpolationMode mode_ = GRADIENT_INTERPOLATE_LINEAR;
  ColorSpace color_space_ = GRADIENT_COLOR_SPACE_SRGB;
};

}  // namespace arbor
