#include "scene/resources/register_resources.h"

#include "arbor/core/object/class_db.h"
#include "arbor/scene/resources/array_mesh.h"
#include "arbor/scene/resources/atlas_texture.h"
#include "arbor/scene/resources/box_mesh.h"
#include "arbor/scene/resources/capsule_mesh.h"
#include "arbor/scene/resources/compressed_texture_2d.h"
#include "arbor/scene/resources/cylinder_mesh.h"
#include "arbor/scene/resources/environment.h"
#include "arbor/scene/resources/gradient_texture_1d.h"
#include "arbor/scene/resources/gradient_texture_2d.h"
#include "arbor/scene/resources/image_texture.h"
#include "arbor/scene/resources/multi_mesh.h"
#include "arbor/scene/resources/orm_material_3d.h"
#include "arbor/scene/resources/panorama_sky_material.h"
#include "arbor/scene/resources/physical_sky_material.h"
#include "arbor/scene/resources/prism_mesh.h"
#include "arbor/scene/resources/procedural_sky_material.h"
#include "arbor/scene/resources/quad_mesh.h"
#include "arbor/scene/resources/shader_material.h"
#include "arbor/scene/resources/sphere_mesh.h"
#include "arbor/scene/resources/standard_material_3d.h"
#include "arbor/scene/resources/torus_mesh.h"

namespace arbor::detail {

void register_resource_classes() {
  ClassDB::register_class<Image>();
  ClassDB::register_class<Texture2D>();
  ClassDB::register_class<ImageTexture>();
  ClassDB::register_class<CompressedTexture2D>();
  ClassDB::register_class<AtlasTexture>();
  ClassDB::register_class<Gradient>();
  ClassDB::register_class<GradientTexture1D>();
  ClassDB::register_class<GradientTexture2D>();
  ClassDB::register_class<Material>();
  ClassDB::register_class<BaseMaterial3D>();
  ClassDB::register_class<StandardMaterial3D>();
  ClassDB::register_class<ORMMaterial3D>();
  ClassDB::register_class<Shader>();
  ClassDB::register_class<ShaderMaterial>();
  ClassDB::register_class<Mesh>();
  ClassDB::register_class<ArrayMesh>();
  ClassDB::register_class<PrimitiveMesh>();
  ClassDB::register_class<BoxMesh>();
  ClassDB::register_class<CapsuleMesh>();
  ClassDB::register_class<CylinderMesh>();
  ClassDB::register_class<PlaneMesh>();
  ClassDB::register_class<QuadMesh>();
  ClassDB::register_class<PrismMesh>();
  ClassDB::register_class<SphereMesh>();
  ClassDB::register_class<TorusMesh>();
  ClassDB::register_class<MultiMesh>();
  ClassDB::register_class<Sky>();
  ClassDB::register_class<ProceduralSkyMaterial>();
  ClassDB::register_class<PanoramaSkyMaterial>();
  ClassDB::register_class<PhysicalSkyMaterial>();
  ClassDB::register_class<Environment>();
}

}  // namespace arbor::detail
