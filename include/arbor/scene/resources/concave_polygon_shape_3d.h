// ConcavePolygonShape3D: a triangle mesh (Godot 4's ConcavePolygonShape3D).
#pragma once

#include "arbor/core/variant/packed_arrays.h"
#include "arbor/scene/resources/shape_3d.h"

namespace arbor {

/// Triangles, three points each (the `data` property): level geometry for static bodies and
/// areas. A rigid body leaves its concave shapes out and motion tests use only convex shapes
/// (Godot warns about concave shapes on moving bodies too).
class ConcavePolygonShape3D : public Shape3D {
  ARBOR_CLASS(ConcavePolygonShape3D, Shape3D)

 public:
  void set_faces(const PackedVector3Array& faces);
  [[nodiscard]] PackedVector3Array get_faces() const { return faces_; }
  /// Whether the back of each triangle collides too.
  void set_backface_collision_enabled(bool enabled);
  [[nodiscard]] bool is_backface_collision_enabled() const { return backface_collision_; }

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape3DGeometry get_geometry() const override;

 private:
  PackedVector3Array faces_;
  bool backface_collision_ = false;
};

}  // namespace arbor
