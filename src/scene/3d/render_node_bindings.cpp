// Registers the render nodes with ClassDB: their methods and properties with Godot 4's names,
// order, defaults and storage flags, so scene files read and write them by name.

#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/camera_3d.h"
#include "arbor/scene/3d/directional_light_3d.h"
#include "arbor/scene/3d/geometry_instance_3d.h"
#include "arbor/scene/3d/light_3d.h"
#include "arbor/scene/3d/mesh_instance_3d.h"
#include "arbor/scene/3d/multi_mesh_instance_3d.h"
#include "arbor/scene/3d/omni_light_3d.h"
#include "arbor/scene/3d/spot_light_3d.h"
#include "arbor/scene/3d/sprite_3d.h"
#include "arbor/scene/3d/sub_viewport.h"
#include "arbor/scene/3d/viewport_texture.h"
#include "arbor/scene/3d/visual_instance_3d.h"
#include "arbor/scene/3d/world_3d.h"
#include "arbor/scene/3d/world_environment.h"
#include "arbor/scene/resources/environment.h"
#include "arbor/scene/resources/material.h"
#include "arbor/scene/resources/mesh.h"
#include "arbor/scene/resources/multi_mesh.h"
#include "arbor/scene/resources/texture.h"
#include "scene/3d/register_render_nodes.h"

namespace arbor {
namespace {

void add(Variant::Type type, const char* name, const char* setter, const char* getter,
         PropertyHint hint = PROPERTY_HINT_NONE, const char* hint_string = "") {
  ClassDB::add_property(PropertyInfo(type, name, hint, hint_string), setter, getter);
}

void add_enum(const char* name, const char* values, const char* setter, const char* getter) {
  add(Variant::INT, name, setter, getter, PROPERTY_HINT_ENUM, values);
}

void add_resource(const char* name, const char* type, const char* setter, const char* getter) {
  add(Variant::OBJECT, name, setter, getter, PROPERTY_HINT_RESOURCE_TYPE, type);
}

// A property behind an indexed setter and getter (Godot's ADD_PROPERTYI).
void add_indexed(Variant::Type type, const char* name, const char* setter, const char* getter,
                 int index) {
  ClassDB::add_property(PropertyInfo(type, name), setter, getter, index);
}

void add_param(const char* name, Light3D::Param param) {
  add_indexed(Variant::FLOAT, name, "set_param", "get_param", param);
}

// What omni and spot lights have and a directional light does not (Godot hides these from a
// DirectionalLight3D; here they are its siblings' own).
void add_point_light_properties() {
  add_param("light_size", Light3D::PARAM_SIZE);
  add_param("light_specular", Light3D::PARAM_SPECULAR);
  add_resource("light_projector", "Texture2D", "set_projector", "get_projector");
  add(Variant::BOOL, "distance_fade_enabled", "set_enable_distance_fade",
      "is_distance_fade_enabled");
  add(Variant::FLOAT, "distance_fade_begin", "set_distance_fade_begin", "get_distance_fade_begin");
  add(Variant::FLOAT, "distance_fade_shadow", "set_distance_fade_shadow",
      "get_distance_fade_shadow");
  add(Variant::FLOAT, "distance_fade_length", "set_distance_fade_length",
      "get_distance_fade_length");
}

}  // namespace

void detail::register_render_nodes() {
  ClassDB::register_class<World3D>();
  ClassDB::register_class<ViewportTexture>();
  ClassDB::register_class<VisualInstance3D>();
  ClassDB::register_class<GeometryInstance3D>();
  ClassDB::register_class<MeshInstance3D>();
  ClassDB::register_class<MultiMeshInstance3D>();
  ClassDB::register_class<Sprite3D>();
  ClassDB::register_class<Camera3D>();
  ClassDB::register_class<Light3D>();
  ClassDB::register_class<DirectionalLight3D>();
  ClassDB::register_class<OmniLight3D>();
  ClassDB::register_class<SpotLight3D>();
  ClassDB::register_class<WorldEnvironment>();
  ClassDB::register_class<SubViewport>();
}

void VisualInstance3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_layer_mask", "mask"), &VisualInstance3D::set_layer_mask);
  ClassDB::bind_method(D_METHOD("get_layer_mask"), &VisualInstance3D::get_layer_mask);
  ClassDB::bind_method(D_METHOD("set_layer_mask_value", "layer_number", "value"),
                       &VisualInstance3D::set_layer_mask_value);
  ClassDB::bind_method(D_METHOD("get_layer_mask_value", "layer_number"),
                       &VisualInstance3D::get_layer_mask_value);
  ClassDB::bind_method(D_METHOD("set_sorting_offset", "offset"),
                       &VisualInstance3D::set_sorting_offset);
  ClassDB::bind_method(D_METHOD("get_sorting_offset"), &VisualInstance3D::get_sorting_offset);
  ClassDB::bind_method(D_METHOD("set_sorting_use_aabb_center", "enabled"),
                       &VisualInstance3D::set_sorting_use_aabb_center);
  ClassDB::bind_method(D_METHOD("is_sorting_use_aabb_center"),
                       &VisualInstance3D::is_sorting_use_aabb_center);
  ClassDB::bind_method(D_METHOD("get_aabb"), &VisualInstance3D::get_aabb);
  add(Variant::INT, "layers", "set_layer_mask", "get_layer_mask", PROPERTY_HINT_FLAGS);
  add(Variant::FLOAT, "sorting_offset", "set_sorting_offset", "get_sorting_offset");
  add(Variant::BOOL, "sorting_use_aabb_center", "set_sorting_use_aabb_center",
      "is_sorting_use_aabb_center");
}

void GeometryInstance3D::_bind_methods() {
  using G = GeometryInstance3D;
  ClassDB::bind_method(D_METHOD("set_material_override", "material"), &G::set_material_override);
  ClassDB::bind_method(D_METHOD("get_material_override"), &G::get_material_override);
  ClassDB::bind_method(D_METHOD("set_material_overlay", "material"), &G::set_material_overlay);
  ClassDB::bind_method(D_METHOD("get_material_overlay"), &G::get_material_overlay);
  ClassDB::bind_method(D_METHOD("set_cast_shadows_setting", "shadow_casting_setting"),
                       &G::set_cast_shadows_setting);
  ClassDB::bind_method(D_METHOD("get_cast_shadows_setting"), &G::get_cast_shadows_setting);
  ClassDB::bind_method(D_METHOD("set_transparency", "transparency"), &G::set_transparency);
  ClassDB::bind_method(D_METHOD("get_transparency"), &G::get_transparency);
  ClassDB::bind_method(D_METHOD("set_visibility_range_begin", "distance"),
                       &G::set_visibility_range_begin);
  ClassDB::bind_method(D_METHOD("get_visibility_range_begin"), &G::get_visibility_range_begin);
  ClassDB::bind_method(D_METHOD("set_visibility_range_begin_margin", "distance"),
                       &G::set_visibility_range_begin_margin);
  ClassDB::bind_method(D_METHOD("get_visibility_range_begin_margin"),
                       &G::get_visibility_range_begin_margin);
  ClassDB::bind_method(D_METHOD("set_visibility_range_end", "distance"),
                       &G::set_visibility_range_end);
  ClassDB::bind_method(D_METHOD("get_visibility_range_end"), &G::get_visibility_range_end);
  ClassDB::bind_method(D_METHOD("set_visibility_range_end_margin", "distance"),
                       &G::set_visibility_range_end_margin);
  ClassDB::bind_method(D_METHOD("get_visibility_range_end_margin"),
                       &G::get_visibility_range_end_margin);
  ClassDB::bind_method(D_METHOD("set_visibility_range_fade_mode", "mode"),
                       &G::set_visibility_range_fade_mode);
  ClassDB::bind_method(D_METHOD("get_visibility_range_fade_mode"),
                       &G::get_visibility_range_fade_mode);
  ClassDB::bind_method(D_METHOD("set_extra_cull_margin", "margin"), &G::set_extra_cull_margin);
  ClassDB::bind_method(D_METHOD("get_extra_cull_margin"), &G::get_extra_cull_margin);
  ClassDB::bind_method(D_METHOD("set_custom_aabb", "aabb"), &G::set_custom_aabb);
  ClassDB::bind_method(D_METHOD("get_custom_aabb"), &G::get_custom_aabb);
  ClassDB::bind_method(D_METHOD("set_lod_bias", "bias"), &G::set_lod_bias);
  ClassDB::bind_method(D_METHOD("get_lod_bias"), &G::get_lod_bias);
  ClassDB::bind_method(D_METHOD("set_ignore_occlusion_culling", "ignore_culling"),
                       &G::set_ignore_occlusion_culling);
  ClassDB::bind_method(D_METHOD("is_ignoring_occlusion_culling"),
                       &G::is_ignoring_occlusion_culling);
  ClassDB::bind_method(D_METHOD("set_gi_mode", "mode"), &G::set_gi_mode);
  ClassDB::bind_method(D_METHOD("get_gi_mode"), &G::get_gi_mode);
  add_resource("material_override", "BaseMaterial3D,ShaderMaterial", "set_material_override",
               "get_material_override");
  add_resource("material_overlay", "BaseMaterial3D,ShaderMaterial", "set_material_overlay",
               "get_material_overlay");
  add(Variant::FLOAT, "transparency", "set_transparency", "get_transparency", PROPERTY_HINT_RANGE,
      "0.0,1.0,0.01");
  add_enum("cast_shadow", "Off,On,Double-Sided,Shadows Only", "set_cast_shadows_setting",
           "get_cast_shadows_setting");
  add(Variant::FLOAT, "extra_cull_margin", "set_extra_cull_margin", "get_extra_cull_margin",
      PROPERTY_HINT_RANGE, "0,16384,0.01");
  add(Variant::AABB, "custom_aabb", "set_custom_aabb", "get_custom_aabb");
  add(Variant::FLOAT, "lod_bias", "set_lod_bias", "get_lod_bias", PROPERTY_HINT_RANGE,
      "0.001,128,0.001");
  add(Variant::BOOL, "ignore_occlusion_culling", "set_ignore_occlusion_culling",
      "is_ignoring_occlusion_culling");
  add_enum("gi_mode", "Disabled,Static,Dynamic", "set_gi_mode", "get_gi_mode");
  add(Variant::FLOAT, "visibility_range_begin", "set_visibility_range_begin",
      "get_visibility_range_begin", PROPERTY_HINT_RANGE, "0.0,4096.0,0.01");
  add(Variant::FLOAT, "visibility_range_begin_margin", "set_visibility_range_begin_margin",
      "get_visibility_range_begin_margin", PROPERTY_HINT_RANGE, "0.0,4096.0,0.01");
  add(Variant::FLOAT, "visibility_range_end", "set_visibility_range_end",
      "get_visibility_range_end", PROPERTY_HINT_RANGE, "0.0,4096.0,0.01");
  add(Variant::FLOAT, "visibility_range_end_margin", "set_visibility_range_end_margin",
      "get_visibility_range_end_margin", PROPERTY_HINT_RANGE, "0.0,4096.0,0.01");
  add_enum("visibility_range_fade_mode", "Disabled,Self,Dependencies",
           "set_visibility_range_fade_mode", "get_visibility_range_fade_mode");
}

void Camera3D::_bind_methods() {
  using C = Camera3D;
  ClassDB::bind_method(D_METHOD("project_ray_normal", "screen_point"), &C::project_ray_normal);
  ClassDB::bind_method(D_METHOD("project_local_ray_normal", "screen_point"),
                       &C::project_local_ray_normal);
  ClassDB::bind_method(D_METHOD("project_ray_origin", "screen_point"), &C::project_ray_origin);
  ClassDB::bind_method(D_METHOD("unproject_position", "world_point"), &C::unproject_position);
  ClassDB::bind_method(D_METHOD("is_position_behind", "world_point"), &C::is_position_behind);
  ClassDB::bind_method(D_METHOD("project_position", "screen_point", "z_depth"),
                       &C::project_position);
  ClassDB::bind_method(D_METHOD("set_perspective", "fov", "z_near", "z_far"), &C::set_perspective);
  ClassDB::bind_method(D_METHOD("set_orthogonal", "size", "z_near", "z_far"), &C::set_orthogonal);
  ClassDB::bind_method(D_METHOD("set_frustum", "size", "offset", "z_near", "z_far"),
                       &C::set_frustum);
  ClassDB::bind_method(D_METHOD("make_current"), &C::make_current);
  ClassDB::bind_method(D_METHOD("clear_current", "enable_next"), &C::clear_current);
  ClassDB::bind_method(D_METHOD("set_current", "enabled"), &C::set_current);
  ClassDB::bind_method(D_METHOD("is_current"), &C::is_current);
  ClassDB::bind_method(D_METHOD("get_camera_transform"), &C::get_camera_transform);
  ClassDB::bind_method(D_METHOD("get_camera_projection"), &C::get_camera_projection);
  ClassDB::bind_method(D_METHOD("get_fov"), &C::get_fov);
  ClassDB::bind_method(D_METHOD("get_frustum_offset"), &C::get_frustum_offset);
  ClassDB::bind_method(D_METHOD("get_size"), &C::get_size);
  ClassDB::bind_method(D_METHOD("get_far"), &C::get_far);
  ClassDB::bind_method(D_METHOD("get_near"), &C::get_near);
  ClassDB::bind_method(D_METHOD("set_fov", "fov"), &C::set_fov);
  ClassDB::bind_method(D_METHOD("set_frustum_offset", "offset"), &C::set_frustum_offset);
  ClassDB::bind_method(D_METHOD("set_size", "size"), &C::set_size);
  ClassDB::bind_method(D_METHOD("set_far", "far"), &C::set_far);
  ClassDB::bind_method(D_METHOD("set_near", "near"), &C::set_near);
  ClassDB::bind_method(D_METHOD("get_projection"), &C::get_projection);
  ClassDB::bind_method(D_METHOD("set_projection", "mode"), &C::set_projection);
  ClassDB::bind_method(D_METHOD("set_h_offset", "offset"), &C::set_h_offset);
  ClassDB::bind_method(D_METHOD("get_h_offset"), &C::get_h_offset);
  ClassDB::bind_method(D_METHOD("set_v_offset", "offset"), &C::set_v_offset);
  ClassDB::bind_method(D_METHOD("get_v_offset"), &C::get_v_offset);
  ClassDB::bind_method(D_METHOD("set_cull_mask", "mask"), &C::set_cull_mask);
  ClassDB::bind_method(D_METHOD("get_cull_mask"), &C::get_cull_mask);
  ClassDB::bind_method(D_METHOD("set_keep_aspect_mode", "mode"), &C::set_keep_aspect_mode);
  ClassDB::bind_method(D_METHOD("get_keep_aspect_mode"), &C::get_keep_aspect_mode);
  ClassDB::bind_method(D_METHOD("set_environment", "env"), &C::set_environment);
  ClassDB::bind_method(D_METHOD("get_environment"), &C::get_environment);
  ClassDB::bind_method(D_METHOD("set_doppler_tracking", "mode"), &C::set_doppler_tracking);
  ClassDB::bind_method(D_METHOD("get_doppler_tracking"), &C::get_doppler_tracking);
  ClassDB::bind_method(D_METHOD("get_doppler_tracked_velocity"), &C::get_doppler_tracked_velocity);
  ClassDB::bind_method(D_METHOD("is_position_in_frustum", "world_point"),
                       &C::is_position_in_frustum);
  ClassDB::bind_method(D_METHOD("set_cull_mask_value", "layer_number", "value"),
                       &C::set_cull_mask_value);
  ClassDB::bind_method(D_METHOD("get_cull_mask_value", "layer_number"), &C::get_cull_mask_value);
  add_enum("keep_aspect", "Keep Width,Keep Height", "set_keep_aspect_mode", "get_keep_aspect_mode");
  add(Variant::INT, "cull_mask", "set_cull_mask", "get_cull_mask", PROPERTY_HINT_FLAGS);
  add_resource("environment", "Environment", "set_environment", "get_environment");
  add(Variant::FLOAT, "h_offset", "set_h_offset", "get_h_offset");
  add(Variant::FLOAT, "v_offset", "set_v_offset", "get_v_offset");
  add_enum("doppler_tracking", "Disabled,Idle,Physics", "set_doppler_tracking",
           "get_doppler_tracking");
  add_enum("projection", "Perspective,Orthogonal,Frustum", "set_projection", "get_projection");
  add(Variant::BOOL, "current", "set_current", "is_current");
  add(Variant::FLOAT, "fov", "set_fov", "get_fov", PROPERTY_HINT_RANGE, "1,179,0.1,degrees");
  add(Variant::FLOAT, "size", "set_size", "get_size", PROPERTY_HINT_RANGE,
      "0.001,100,0.001,or_greater");
  add(Variant::VECTOR2, "frustum_offset", "set_frustum_offset", "get_frustum_offset");
  add(Variant::FLOAT, "near", "set_near", "get_near", PROPERTY_HINT_RANGE,
      "0.001,10,0.001,or_greater,exp");
  add(Variant::FLOAT, "far", "set_far", "get_far", PROPERTY_HINT_RANGE,
      "0.01,4000,0.01,or_greater,exp");
}

void Light3D::_bind_methods() {
  using L = Light3D;
  ClassDB::bind_method(D_METHOD("set_editor_only", "editor_only"), &L::set_editor_only);
  ClassDB::bind_method(D_METHOD("is_editor_only"), &L::is_editor_only);
  ClassDB::bind_method(D_METHOD("set_param", "param", "value"), &L::set_param);
  ClassDB::bind_method(D_METHOD("get_param", "param"), &L::get_param);
  ClassDB::bind_method(D_METHOD("set_shadow", "enabled"), &L::set_shadow);
  ClassDB::bind_method(D_METHOD("has_shadow"), &L::has_shadow);
  ClassDB::bind_method(D_METHOD("set_negative", "enabled"), &L::set_negative);
  ClassDB::bind_method(D_METHOD("is_negative"), &L::is_negative);
  ClassDB::bind_method(D_METHOD("set_cull_mask", "cull_mask"), &L::set_cull_mask);
  ClassDB::bind_method(D_METHOD("get_cull_mask"), &L::get_cull_mask);
  ClassDB::bind_method(D_METHOD("set_shadow_caster_mask", "caster_mask"),
                       &L::set_shadow_caster_mask);
  ClassDB::bind_method(D_METHOD("get_shadow_caster_mask"), &L::get_shadow_caster_mask);
  ClassDB::bind_method(D_METHOD("set_enable_distance_fade", "enable"),
                       &L::set_enable_distance_fade);
  ClassDB::bind_method(D_METHOD("is_distance_fade_enabled"), &L::is_distance_fade_enabled);
  ClassDB::bind_method(D_METHOD("set_distance_fade_begin", "distance"),
                       &L::set_distance_fade_begin);
  ClassDB::bind_method(D_METHOD("get_distance_fade_begin"), &L::get_distance_fade_begin);
  ClassDB::bind_method(D_METHOD("set_distance_fade_shadow", "distance"),
                       &L::set_distance_fade_shadow);
  ClassDB::bind_method(D_METHOD("get_distance_fade_shadow"), &L::get_distance_fade_shadow);
  ClassDB::bind_method(D_METHOD("set_distance_fade_length", "distance"),
                       &L::set_distance_fade_length);
  ClassDB::bind_method(D_METHOD("get_distance_fade_length"), &L::get_distance_fade_length);
  ClassDB::bind_method(D_METHOD("set_color", "color"), &L::set_color);
  ClassDB::bind_method(D_METHOD("get_color"), &L::get_color);
  ClassDB::bind_method(D_METHOD("set_shadow_reverse_cull_face", "enable"),
                       &L::set_shadow_reverse_cull_face);
  ClassDB::bind_method(D_METHOD("get_shadow_reverse_cull_face"), &L::get_shadow_reverse_cull_face);
  ClassDB::bind_method(D_METHOD("set_bake_mode", "bake_mode"), &L::set_bake_mode);
  ClassDB::bind_method(D_METHOD("get_bake_mode"), &L::get_bake_mode);
  ClassDB::bind_method(D_METHOD("set_projector", "projector"), &L::set_projector);
  ClassDB::bind_method(D_METHOD("get_projector"), &L::get_projector);
  add(Variant::COLOR, "light_color", "set_color", "get_color");
  add_param("light_energy", PARAM_ENERGY);
  add_param("light_indirect_energy", PARAM_INDIRECT_ENERGY);
  add_param("light_volumetric_fog_energy", PARAM_VOLUMETRIC_FOG_ENERGY);
  add(Variant::BOOL, "light_negative", "set_negative", "is_negative");
  add_enum("light_bake_mode", "Disabled,Static,Dynamic", "set_bake_mode", "get_bake_mode");
  add(Variant::INT, "light_cull_mask", "set_cull_mask", "get_cull_mask", PROPERTY_HINT_FLAGS);
  add(Variant::BOOL, "shadow_enabled", "set_shadow", "has_shadow");
  add_param("shadow_bias", PARAM_SHADOW_BIAS);
  add_param("shadow_normal_bias", PARAM_SHADOW_NORMAL_BIAS);
  add(Variant::BOOL, "shadow_reverse_cull_face", "set_shadow_reverse_cull_face",
      "get_shadow_reverse_cull_face");
  add_param("shadow_transmittance_bias", PARAM_TRANSMITTANCE_BIAS);
  add_param("shadow_opacity", PARAM_SHADOW_OPACITY);
  add_param("shadow_blur", PARAM_SHADOW_BLUR);
  add(Variant::INT, "shadow_caster_mask", "set_shadow_caster_mask", "get_shadow_caster_mask",
      PROPERTY_HINT_FLAGS);
  add(Variant::BOOL, "editor_only", "set_editor_only", "is_editor_only");
}

void DirectionalLight3D::_bind_methods() {
  using D = DirectionalLight3D;
  ClassDB::bind_method(D_METHOD("set_shadow_mode", "mode"), &D::set_shadow_mode);
  ClassDB::bind_method(D_METHOD("get_shadow_mode"), &D::get_shadow_mode);
  ClassDB::bind_method(D_METHOD("set_blend_splits", "enabled"), &D::set_blend_splits);
  ClassDB::bind_method(D_METHOD("is_blend_splits_enabled"), &D::is_blend_splits_enabled);
  ClassDB::bind_method(D_METHOD("set_sky_mode", "mode"), &D::set_sky_mode);
  ClassDB::bind_method(D_METHOD("get_sky_mode"), &D::get_sky_mode);
  add_param("light_angular_distance", PARAM_SIZE);
  add_enum("directional_shadow_mode", "Orthogonal,PSSM 2 Splits,PSSM 4 Splits", "set_shadow_mode",
           "get_shadow_mode");
  add_param("directional_shadow_split_1", PARAM_SHADOW_SPLIT_1_OFFSET);
  add_param("directional_shadow_split_2", PARAM_SHADOW_SPLIT_2_OFFSET);
  add_param("directional_shadow_split_3", PARAM_SHADOW_SPLIT_3_OFFSET);
  add(Variant::BOOL, "directional_shadow_blend_splits", "set_blend_splits",
      "is_blend_splits_enabled");
  add_param("directional_shadow_fade_start", PARAM_SHADOW_FADE_START);
  add_param("directional_shadow_max_distance", PARAM_SHADOW_MAX_DISTANCE);
  add_param("directional_shadow_pancake_size", PARAM_SHADOW_PANCAKE_SIZE);
  add_enum("sky_mode", "Light and Sky,Light Only,Sky Only", "set_sky_mode", "get_sky_mode");
}

void OmniLight3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_shadow_mode", "mode"), &OmniLight3D::set_shadow_mode);
  ClassDB::bind_method(D_METHOD("get_shadow_mode"), &OmniLight3D::get_shadow_mode);
  add_point_light_properties();
  add_param("omni_range", PARAM_RANGE);
  add_param("omni_attenuation", PARAM_ATTENUATION);
  add_enum("omni_shadow_mode", "Dual Paraboloid,Cube", "set_shadow_mode", "get_shadow_mode");
}

void SpotLight3D::_bind_methods() {
  add_point_light_properties();
  add_param("spot_range", PARAM_RANGE);
  add_param("spot_attenuation", PARAM_ATTENUATION);
  add_param("spot_angle", PARAM_SPOT_ANGLE);
  add_param("spot_angle_attenuation", PARAM_SPOT_ATTENUATION);
}

void MeshInstance3D::_bind_methods() {
  using M = MeshInstance3D;
  ClassDB::bind_method(D_METHOD("set_mesh", "mesh"), &M::set_mesh);
  ClassDB::bind_method(D_METHOD("get_mesh"), &M::get_mesh);
  ClassDB::bind_method(D_METHOD("set_skeleton_path", "skeleton_path"), &M::set_skeleton_path);
  ClassDB::bind_method(D_METHOD("get_skeleton_path"), &M::get_skeleton_path);
  ClassDB::bind_method(D_METHOD("get_surface_override_material_count"),
                       &M::get_surface_override_material_count);
  ClassDB::bind_method(D_METHOD("set_surface_override_material", "surface", "material"),
                       &M::set_surface_override_material);
  ClassDB::bind_method(D_METHOD("get_surface_override_material", "surface"),
                       &M::get_surface_override_material);
  ClassDB::bind_method(D_METHOD("get_active_material", "surface"), &M::get_active_material);
  add_resource("mesh", "Mesh", "set_mesh", "get_mesh");
  add(Variant::NODE_PATH, "skeleton", "set_skeleton_path", "get_skeleton_path");
  // One property per possible surface (Godot lists as many as the mesh has); unset ones are
  // null and not saved.
  for (int surface = 0; surface < kMaxSurfaces; ++surface) {
    const std::string name = "surface_material_override/" + std::to_string(surface);
    ClassDB::add_property(
        PropertyInfo(Variant::OBJECT, StringName(name), PROPERTY_HINT_RESOURCE_TYPE,
                     "BaseMaterial3D,ShaderMaterial"),
        "set_surface_override_material", "get_surface_override_material", surface);
  }
}

void MultiMeshInstance3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_multimesh", "multimesh"), &MultiMeshInstance3D::set_multimesh);
  ClassDB::bind_method(D_METHOD("get_multimesh"), &MultiMeshInstance3D::get_multimesh);
  add_resource("multimesh", "MultiMesh", "set_multimesh", "get_multimesh");
}

void Sprite3D::_bind_methods() {
  using S = Sprite3D;
  ClassDB::bind_method(D_METHOD("set_centered", "centered"), &S::set_centered);
  ClassDB::bind_method(D_METHOD("is_centered"), &S::is_centered);
  ClassDB::bind_method(D_METHOD("set_offset", "offset"), &S::set_offset);
  ClassDB::bind_method(D_METHOD("get_offset"), &S::get_offset);
  ClassDB::bind_method(D_METHOD("set_flip_h", "flip_h"), &S::set_flip_h);
  ClassDB::bind_method(D_METHOD("is_flipped_h"), &S::is_flipped_h);
  ClassDB::bind_method(D_METHOD("set_flip_v", "flip_v"), &S::set_flip_v);
  ClassDB::bind_method(D_METHOD("is_flipped_v"), &S::is_flipped_v);
  ClassDB::bind_method(D_METHOD("set_modulate", "modulate"), &S::set_modulate);
  ClassDB::bind_method(D_METHOD("get_modulate"), &S::get_modulate);
  ClassDB::bind_method(D_METHOD("set_pixel_size", "pixel_size"), &S::set_pixel_size);
  ClassDB::bind_method(D_METHOD("get_pixel_size"), &S::get_pixel_size);
  ClassDB::bind_method(D_METHOD("set_axis", "axis"), &S::set_axis);
  ClassDB::bind_method(D_METHOD("get_axis"), &S::get_axis);
  ClassDB::bind_method(D_METHOD("set_draw_flag", "flag", "enabled"), &S::set_draw_flag);
  ClassDB::bind_method(D_METHOD("get_draw_flag", "flag"), &S::get_draw_flag);
  ClassDB::bind_method(D_METHOD("set_alpha_cut_mode", "mode"), &S::set_alpha_cut_mode);
  ClassDB::bind_method(D_METHOD("get_alpha_cut_mode"), &S::get_alpha_cut_mode);
  ClassDB::bind_method(D_METHOD("set_alpha_scissor_threshold", "threshold"),
                       &S::set_alpha_scissor_threshold);
  ClassDB::bind_method(D_METHOD("get_alpha_scissor_threshold"), &S::get_alpha_scissor_threshold);
  ClassDB::bind_method(D_METHOD("set_alpha_hash_scale", "threshold"), &S::set_alpha_hash_scale);
  ClassDB::bind_method(D_METHOD("get_alpha_hash_scale"), &S::get_alpha_hash_scale);
  ClassDB::bind_method(D_METHOD("set_billboard_mode", "mode"), &S::set_billboard_mode);
  ClassDB::bind_method(D_METHOD("get_billboard_mode"), &S::get_billboard_mode);
  ClassDB::bind_method(D_METHOD("set_texture_filter", "mode"), &S::set_texture_filter);
  ClassDB::bind_method(D_METHOD("get_texture_filter"), &S::get_texture_filter);
  ClassDB::bind_method(D_METHOD("set_render_priority", "priority"), &S::set_render_priority);
  ClassDB::bind_method(D_METHOD("get_render_priority"), &S::get_render_priority);
  ClassDB::bind_method(D_METHOD("set_texture", "texture"), &S::set_texture);
  ClassDB::bind_method(D_METHOD("get_texture"), &S::get_texture);
  ClassDB::bind_method(D_METHOD("set_hframes", "hframes"), &S::set_hframes);
  ClassDB::bind_method(D_METHOD("get_hframes"), &S::get_hframes);
  ClassDB::bind_method(D_METHOD("set_vframes", "vframes"), &S::set_vframes);
  ClassDB::bind_method(D_METHOD("get_vframes"), &S::get_vframes);
  ClassDB::bind_method(D_METHOD("set_frame", "frame"), &S::set_frame);
  ClassDB::bind_method(D_METHOD("get_frame"), &S::get_frame);
  ClassDB::bind_method(D_METHOD("set_frame_coords", "coords"), &S::set_frame_coords);
  ClassDB::bind_method(D_METHOD("get_frame_coords"), &S::get_frame_coords);
  ClassDB::bind_method(D_METHOD("set_region_enabled", "enabled"), &S::set_region_enabled);
  ClassDB::bind_method(D_METHOD("is_region_enabled"), &S::is_region_enabled);
  ClassDB::bind_method(D_METHOD("set_region_rect", "rect"), &S::set_region_rect);
  ClassDB::bind_method(D_METHOD("get_region_rect"), &S::get_region_rect);
  // SpriteBase3D's, in Godot's order, then Sprite3D's.
  add(Variant::BOOL, "centered", "set_centered", "is_centered");
  add(Variant::VECTOR2, "offset", "set_offset", "get_offset");
  add(Variant::BOOL, "flip_h", "set_flip_h", "is_flipped_h");
  add(Variant::BOOL, "flip_v", "set_flip_v", "is_flipped_v");
  add(Variant::COLOR, "modulate", "set_modulate", "get_modulate");
  add(Variant::FLOAT, "pixel_size", "set_pixel_size", "get_pixel_size");
  add_enum("axis", "X-Axis,Y-Axis,Z-Axis", "set_axis", "get_axis");
  add_enum("billboard", "Disabled,Enabled,Y-Billboard", "set_billboard_mode", "get_billboard_mode");
  add_indexed(Variant::BOOL, "transparent", "set_draw_flag", "get_draw_flag", FLAG_TRANSPARENT);
  add_indexed(Variant::BOOL, "shaded", "set_draw_flag", "get_draw_flag", FLAG_SHADED);
  add_indexed(Variant::BOOL, "double_sided", "set_draw_flag", "get_draw_flag", FLAG_DOUBLE_SIDED);
  add_indexed(Variant::BOOL, "no_depth_test", "set_draw_flag", "get_draw_flag",
              FLAG_DISABLE_DEPTH_TEST);
  add_indexed(Variant::BOOL, "fixed_size", "set_draw_flag", "get_draw_flag", FLAG_FIXED_SIZE);
  add_enum("alpha_cut", "Disabled,Discard,Opaque Pre-Pass,Alpha Hash", "set_alpha_cut_mode",
           "get_alpha_cut_mode");
  add(Variant::FLOAT, "alpha_scissor_threshold", "set_alpha_scissor_threshold",
      "get_alpha_scissor_threshold");
  add(Variant::FLOAT, "alpha_hash_scale", "set_alpha_hash_scale", "get_alpha_hash_scale");
  add_enum("texture_filter",
           "Nearest,Linear,Nearest Mipmap,Linear Mipmap,Nearest Mipmap Anisotropic,Linear "
           "Mipmap Anisotropic",
           "set_texture_filter", "get_texture_filter");
  add(Variant::INT, "render_priority", "set_render_priority", "get_render_priority");
  add_resource("texture", "Texture2D", "set_texture", "get_texture");
  add(Variant::INT, "hframes", "set_hframes", "get_hframes");
  add(Variant::INT, "vframes", "set_vframes", "get_vframes");
  add(Variant::INT, "frame", "set_frame", "get_frame");
  add(Variant::VECTOR2I, "frame_coords", "set_frame_coords", "get_frame_coords");
  add(Variant::BOOL, "region_enabled", "set_region_enabled", "is_region_enabled");
  add(Variant::RECT2, "region_rect", "set_region_rect", "get_region_rect");
}

void SubViewport::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_update_mode", "mode"), &SubViewport::set_update_mode);
  ClassDB::bind_method(D_METHOD("get_update_mode"), &SubViewport::get_update_mode);
  ClassDB::bind_method(D_METHOD("set_clear_mode", "mode"), &SubViewport::set_clear_mode);
  ClassDB::bind_method(D_METHOD("get_clear_mode"), &SubViewport::get_clear_mode);
  ClassDB::bind_method(D_METHOD("set_size_2d_override", "size"),
                       &SubViewport::set_size_2d_override);
  ClassDB::bind_method(D_METHOD("get_size_2d_override"), &SubViewport::get_size_2d_override);
  ClassDB::bind_method(D_METHOD("set_size_2d_override_stretch", "enable"),
                       &SubViewport::set_size_2d_override_stretch);
  ClassDB::bind_method(D_METHOD("is_size_2d_override_stretch_enabled"),
                       &SubViewport::is_size_2d_override_stretch_enabled);
  add(Variant::VECTOR2I, "size", "set_size", "get_size");
  add(Variant::VECTOR2I, "size_2d_override", "set_size_2d_override", "get_size_2d_override");
  add(Variant::BOOL, "size_2d_override_stretch", "set_size_2d_override_stretch",
      "is_size_2d_override_stretch_enabled");
  add_enum("render_target_clear_mode", "Always,Never,Next Frame", "set_clear_mode",
           "get_clear_mode");
  add_enum("render_target_update_mode", "Disabled,Once,When Visible,When Parent Visible,Always",
           "set_update_mode", "get_update_mode");
}

// SceneViewport's 3D properties (the rest of its bindings are with the scene layer's nodes).
void detail::bind_viewport_3d() {
  using V = SceneViewport;
  ClassDB::bind_method(D_METHOD("set_world_3d", "world_3d"), &V::set_world_3d);
  ClassDB::bind_method(D_METHOD("get_world_3d"), &V::get_world_3d);
  ClassDB::bind_method(D_METHOD("find_world_3d"), &V::find_world_3d);
  ClassDB::bind_method(D_METHOD("set_use_own_world_3d", "enable"), &V::set_use_own_world_3d);
  ClassDB::bind_method(D_METHOD("is_using_own_world_3d"), &V::is_using_own_world_3d);
  ClassDB::bind_method(D_METHOD("get_camera_3d"), &V::get_camera_3d);
  ClassDB::bind_method(D_METHOD("set_transparent_background", "enable"),
                       &V::set_transparent_background);
  ClassDB::bind_method(D_METHOD("has_transparent_background"), &V::has_transparent_background);
  ClassDB::bind_method(D_METHOD("set_msaa_3d", "msaa"), &V::set_msaa_3d);
  ClassDB::bind_method(D_METHOD("get_msaa_3d"), &V::get_msaa_3d);
  ClassDB::bind_method(D_METHOD("set_disable_3d", "disable"), &V::set_disable_3d);
  ClassDB::bind_method(D_METHOD("is_3d_disabled"), &V::is_3d_disabled);
  add(Variant::BOOL, "disable_3d", "set_disable_3d", "is_3d_disabled");
  add(Variant::BOOL, "own_world_3d", "set_use_own_world_3d", "is_using_own_world_3d");
  add(Variant::OBJECT, "world_3d", "set_world_3d", "get_world_3d", PROPERTY_HINT_RESOURCE_TYPE,
      "World3D");
  add(Variant::BOOL, "transparent_bg", "set_transparent_background", "has_transparent_background");
  add_enum("msaa_3d", "Disabled,2x,4x,8x", "set_msaa_3d", "get_msaa_3d");
}

}  // namespace arbor
