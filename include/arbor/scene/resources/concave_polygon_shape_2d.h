// ConcavePolygonShape2D: segments for level geometry (Godot 4's ConcavePolygonShape2D).
#pragma once

#include "arbor/core/variant/packed_arrays.h"
#include "arbor/scene/resources/shape_2d.h"

namespace arbor {

/// Segments, two points each: thin walls for static bodies and areas. A rigid or character body
/// leaves concave shapes out of its simulation (Godot warns about them on moving bodies too).
class ConcavePolygonShape2D : public Shape2D {
  ARBOR_CLASS(ConcavePolygonShape2D, Shape2D)

 public:
  void set_segments(const PackedVector2Array& segments);
  [[nodiscard]] PackedVector2Array get_segments() const { return segments_; }

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape2DGeometry get_geometry() const override;

 private:
  PackedVector2Array segments_;
};

}  // namespace arbor
