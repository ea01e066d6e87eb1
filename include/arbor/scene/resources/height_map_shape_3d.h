// HeightMapShape3D: a height field (Godot 4's HeightMapShape3D).
#pragma once

#include "arbor/core/variant/packed_arrays.h"
#include "arbor/scene/resources/shape_3d.h"

namespace arbor {

/// A grid of `map_width` x `map_depth` heights, one unit apart, centred on its node; terrain for
/// static bodies. Changing the width or depth resizes the data (new heights are 0), as in Godot.
class HeightMapShape3D : public Shape3D {
  ARBOR_CLASS(HeightMapShape3D, Shape3D)

 public:
  void set_map_width(int width);
  [[nodiscard]] int get_map_width() const { return width_; }
  void set_map_depth(int depth);
  [[nodiscard]] int get_map_depth() const { return depth_; }
  /// Heights row by row (depth rows of width heights).
  void set_map_data(const PackedFloat32Array& data);
  [[nodiscard]] PackedFloat32Array get_map_data() const { return data_; }
  [[nodiscard]] real_t get_min_height() const;
  [[nodiscard]] real_t get_max_height() const;

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape3DGeometry get_geometry() const override;

 private:
  void resize_data();

  int width_ = 2;
  int depth_ = 2;
  PackedFloat32Array data_{0, 0, 0, 0};
};

}  // namespace arbor
