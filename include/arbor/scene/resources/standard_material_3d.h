// StandardMaterial3D: Godot's default physically based material.
#pragma once

#include "arbor/scene/resources/base_material_3d.h"

namespace arbor {

/// The material most 3D scenes use (Godot's StandardMaterial3D): BaseMaterial3D with separate
/// metallic, roughness and occlusion textures. Godot 3's SpatialMaterial reads as one, its
/// properties renamed as Godot 4 renames them (`flags_unshaded` → `shading_mode`, ...).
class StandardMaterial3D : public BaseMaterial3D {
  ARBOR_CLASS(StandardMaterial3D, BaseMaterial3D)

 public:
  StandardMaterial3D() : BaseMaterial3D(false) {}
};

}  // namespace arbor
