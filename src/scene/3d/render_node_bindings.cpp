// Registers the render nodes with ClassDB: their methods and properties with Godot 4's names,
// order, defaults and storage flags, so scene files read and write them by name.

#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/camera_3d.h"
#include "arbor/scene/3d/directional_light_3d.h"
#include "arbor/scene/3d/geometry_instance_3d.h"
#include "arbor/scene/3d/light_3d.h"
#include "arbor/scene/3d/omni_light_3d.h"
#include "arbor/scene/3d/spot_light_3d.h"
#include "arbor/scene/3d/sub_viewport.h"
#include "arbor/scene/3d/visual_instance_3d.h"
#include "arbor/scene/3d/world_3d.h"
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

}  // namespace

void detail::register_render_nodes() {
  ClassDB::register_class<World3D>();
  ClassDB::register_class<VisualInstance3D>();
  ClassDB::register_class<GeometryInstance3D>();
  ClassDB::register_class<Camera3D>();
  ClassDB::register_class<Light3D>();
  ClassDB::register_class<DirectionalLight3D>();
  ClassDB::register_class<OmniLight3D>();
  ClassDB::register_class<SpotLight3D>();
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
  ClassDB::bind_method(D_METHOD("set_doppler_tracking", "mode"), &C::set_doppler_tracking);
  ClassDB::bind_method(D_METHOD("get_doppler_tracking"), &C::get_doppler_tracking);
  ClassDB::bind_method(D_METHOD("is_position_in_frustum", "world_point"),
                       &C::is_position_in_frustum);
  ClassDB::bind_method(D_METHOD("set_cull_mask_value", "layer_number", "value"),
                       &C::set_cull_mask_value);
  ClassDB::bind_method(D_METHOD("get_cull_mask_value", "layer_number"), &C::get_cull_mask_value);
  add_enum("keep_aspect", "Keep Width,Keep Height", "set_keep_aspect_mode", "get_keep_aspect_mode");
  add(Variant::INT, "cull_mask", "set_cull_mask", "get_cull_mask", PROPERTY_HINT_FLAGS);
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
}

void DirectionalLight3D::_bind_methods() {
  using D = DirectionalLight3D;
  ClassDB::bind_method(D_METHOD("set_shadow_mode", "mode"), &D::set_shadow_mode);
  ClassDB::bind_method(D_METHOD("get_shadow_mode"), &D::get_shadow_mode);
  ClassDB::bind_method(D_METHOD("set_blend_splits", "enabled"), &D::set_blend_splits);
  ClassDB::bind_method(D_METHOD("is_blend_splits_enabled"), &D::is_blend_splits_enabled);
  ClassDB::bind_method(D_METHOD("set_sky_mode", "mode"), &D::set_sky_mode);
  ClassDB::bind_method(D_METHOD("get_sky_mode"), &D::get_sky_mode);
}

void OmniLight3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_shadow_mode", "mode"), &OmniLight3D::set_shadow_mode);
  ClassDB::bind_method(D_METHOD("get_shadow_mode"), &OmniLight3D::get_shadow_mode);
}

void SpotLight3D::_bind_methods() {}

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
