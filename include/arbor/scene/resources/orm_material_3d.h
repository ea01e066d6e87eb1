// ORMMaterial3D: the standard material with packed occlusion/roughness/metallic.
#pragma once

#include "arbor/scene/resources/base_material_3d.h"

namespace arbor {

/// BaseMaterial3D reading ambient occlusion, roughness and metallic from the red, green and
/// blue channels of one `orm_texture` (Godot's ORMMaterial3D, as glTF stores them).
class ORMMaterial3D : public BaseMaterial3D {
  ARBOR_CLASS(ORMMaterial3D, BaseMaterial3D)

 public:
  ORMMaterial3D() : BaseMaterial3D(true) {}
};

}  // namespace arbor
