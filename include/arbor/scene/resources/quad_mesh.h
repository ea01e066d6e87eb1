// QuadMesh: a unit square facing +Z.
#pragma once

#include "arbor/scene/resources/plane_mesh.h"

namespace arbor {

/// A PlaneMesh that faces +Z and measures 1×1 by default (Godot's QuadMesh): billboards,
/// sprites in 3D, full-screen quads.
class QuadMesh : public PlaneMesh {
  ARBOR_CLASS(QuadMesh, PlaneMesh)

 public:
  QuadMesh() {
    set_orientation(FACE_Z);
    set_size(Vector2(1, 1));
  }
};

}  // namespace arbor
