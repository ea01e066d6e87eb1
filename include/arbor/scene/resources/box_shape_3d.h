// BoxShape3D: a box collision shape (Godot 4's BoxShape3D).
#pragma once

#include "arbor/core/math/vector3.h"
#include "arbor/scene/resources/shape_3d.h"

namespace arbor {

/// A box centred on its node, `size` wide along each axis (Godot 3's `extents` is half of it).
class BoxShape3D : public Shape3D {
  ARBOR_CLASS(BoxShape3D, Shape3D)

 public:
  void set_size(const Vector3& size);
  [[nodiscard]] Vector3 get_size() const { return size_; }

 protected:
  static void _bind_methods();
  [[nodiscard]] Shape3DGeometry get_geometry() const override;

 private:
  Vector3 size_{1, 1, 1};
};

}  // namespace arbor
