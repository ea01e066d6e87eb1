#include "godot3_properties.h"

#include <cstdint>

#include "arbor/core/math/real.h"
#include "arbor/core/math/vector2.h"
#include "arbor/core/math/vector3.h"

namespace arbor::text {
namespace {

// How a value changes with its name.
enum class Change {
  NONE,
  // Godot 4 keeps the full size where Godot 3 kept half of it (its BoxShape3D and
  // RectangleShape2D read a Godot 3 `extents` as `size = extents * 2`).
  DOUBLE,
  // Control.rect_rotation was in degrees; Control.rotation is in radians.
  DEGREES_TO_RADIANS,
  // PAUSE_MODE_INHERIT/STOP/PROCESS (0, 1, 2) → PROCESS_MODE_INHERIT/PAUSABLE/ALWAYS (0, 1, 3),
  // as Godot's converter (fix_pause_mode) does.
  PAUSE_MODE,
  // Animation.loop (bool) → Animation.loop_mode (LOOP_NONE 0, LOOP_LINEAR 1).
  LOOP_MODE,
  // A Godot 3 material flag that became a mode: true gives `value_if_true`, false
  // `value_if_false` (SpatialMaterial.flags_unshaded → shading_mode, ...).
  FLAG_TO_MODE,
  // SpatialMaterial.params_depth_draw_mode: 0..2 keep their meaning as depth_draw_mode; 3
  // (alpha pre-pass) became transparency TRANSPARENCY_ALPHA_DEPTH_PRE_PASS (4).
  DEPTH_DRAW_MODE,
  // Environment.background_mode: Godot 3's BG_COLOR_SKY (3) became BG_SKY, the later modes
  // moved down one.
  BACKGROUND_MODE,
  // Environment.tonemap_mode: Godot 3's ACES_FITTED (4) is Godot 4's ACES (3).
  TONEMAP_MODE,
};

struct PropertyRename {
  // The Godot 4 classes the rename applies to, separated by spaces; empty: every node.
  std::string_view classes;
  // The Godot 3 name; one ending with '/' renames a prefix (`custom_colors/font_color`).
  std::string_view godot3;
  std::string_view godot4;
  Change change = Change::NONE;
  // For FLAG_TO_MODE: the values a true and a false flag give.
  int64_t value_if_true = 0;
  int64_t value_if_false = 0;
};

constexpr std::string_view kMaterials3D = "StandardMaterial3D ORMMaterial3D";

constexpr std::string_view kButtons =
    "Button CheckBox CheckButton ColorPickerButton LinkButton MenuButton OptionButton "
    "TextureButton";
constexpr std::string_view kTextButtons =
    "Button CheckBox CheckButton ColorPickerButton MenuButton OptionButton";

// The renames of Godot 4's converter (editor/renames_map_3_to_4.cpp: gdscript_properties_renames,
// theme_override_renames; fix_pause_mode) that scene and resource files meet, each limited to
// the classes that had the property, and the compatibility setters of Godot 4 classes that
// still read a Godot 3 name (`extents`). Node renames without classes apply to every node, as
// the converter applies them to every line: a Godot 3 node of these names was a Control or a
// Spatial, and an instanced node's class is not known while its file is read.
constexpr PropertyRename kPropertyRenames[] = {
    // Spatial → Node3D.
    {"", "translation", "position"},
    // Control.
    {"", "rect_position", "position"},
    {"", "rect_size", "size"},
    {"", "rect_min_size", "custom_minimum_size"},
    {"", "rect_rotation", "rotation", Change::DEGREES_TO_RADIANS},
    {"", "rect_scale", "scale"},
    {"", "rect_pivot_offset", "pivot_offset"},
    {"", "rect_clip_content", "clip_contents"},
    {"", "margin_left", "offset_left"},
    {"", "margin_top", "offset_top"},
    {"", "margin_right", "offset_right"},
    {"", "margin_bottom", "offset_bottom"},
    {"", "hint_tooltip", "tooltip_text"},
    {"", "focus_neighbour_left", "focus_neighbor_left"},
    {"", "focus_neighbour_top", "focus_neighbor_top"},
    {"", "focus_neighbour_right", "focus_neighbor_right"},
    {"", "focus_neighbour_bottom", "focus_neighbor_bottom"},
    {"", "custom_colors/", "theme_override_colors/"},
    {"", "custom_constants/", "theme_override_constants/"},
    {"", "custom_fonts/", "theme_override_fonts/"},
    {"", "custom_icons/", "theme_override_icons/"},
    {"", "custom_styles/", "theme_override_styles/"},
    // Node.
    {"", "pause_mode", "process_mode", Change::PAUSE_MODE},
    // Node classes.
    {"Label", "align", "horizontal_alignment"},
    {"Label", "valign", "vertical_alignment"},
    {"Label RichTextLabel", "percent_visible", "visible_ratio"},
    {kTextButtons, "align", "alignment"},
    {"LineEdit", "align", "alignment"},
    {kButtons, "pressed", "button_pressed"},
    {"TabContainer TabBar", "tab_align", "tab_alignment"},
    {"AnimatedSprite2D AnimatedSprite3D", "frames", "sprite_frames"},
    {"RayCast2D RayCast3D", "cast_to", "target_position"},
    {"Camera2D", "smoothing_enabled", "position_smoothing_enabled"},
    {"Camera2D", "smoothing_speed", "position_smoothing_speed"},
    {"AudioStreamPlayer3D", "unit_db", "volume_db"},
    {"AnimationPlayer", "playback_speed", "speed_scale"},
    {"ReflectionProbe VoxelGI", "extents", "size", Change::DOUBLE},
    // Resource classes.
    {"BoxShape3D RectangleShape2D", "extents", "size", Change::DOUBLE},
    {"StyleBoxTexture", "margin_left", "texture_margin_left"},
    {"StyleBoxTexture", "margin_top", "texture_margin_top"},
    {"StyleBoxTexture", "margin_right", "texture_margin_right"},
    {"StyleBoxTexture", "margin_bottom", "texture_margin_bottom"},
    {"ShaderMaterial", "shader_param/", "shader_parameter/"},
    {"Animation", "loop", "loop_mode", Change::LOOP_MODE},
    // SpatialMaterial → StandardMaterial3D, as Godot 4's StandardMaterial3D::_set reads
    // Godot 3 materials (flags that became modes, params_ and depth_ prefixes, emission_energy).
    {kMaterials3D, "flags_transparent", "transparency", Change::FLAG_TO_MODE, 1, 0},
    {kMaterials3D, "flags_unshaded", "shading_mode", Change::FLAG_TO_MODE, 0, 1},
    {kMaterials3D, "flags_vertex_lighting", "shading_mode", Change::FLAG_TO_MODE, 2, 1},
    {kMaterials3D, "params_use_alpha_scissor", "transparency", Change::FLAG_TO_MODE, 2, 0},
    {kMaterials3D, "params_use_alpha_hash", "transparency", Change::FLAG_TO_MODE, 3, 0},
    {kMaterials3D, "params_depth_draw_mode", "depth_draw_mode", Change::DEPTH_DRAW_MODE},
    {kMaterials3D, "flags_no_depth_test", "no_depth_test"},
    {kMaterials3D, "flags_use_point_size", "use_point_size"},
    {kMaterials3D, "flags_fixed_size", "fixed_size"},
    {kMaterials3D, "flags_world_triplanar", "uv1_world_triplanar"},
    {kMaterials3D, "flags_albedo_tex_force_srgb", "albedo_texture_force_srgb"},
    {kMaterials3D, "flags_do_not_receive_shadows", "disable_receive_shadows"},
    {kMaterials3D, "flags_disable_ambient_light", "disable_ambient_light"},
    {kMaterials3D, "flags_use_shadow_to_opacity", "shadow_to_opacity"},
    {kMaterials3D, "params_diffuse_mode", "diffuse_mode"},
    {kMaterials3D, "params_specular_mode", "specular_mode"},
    {kMaterials3D, "params_blend_mode", "blend_mode"},
    {kMaterials3D, "params_cull_mode", "cull_mode"},
    {kMaterials3D, "params_point_size", "point_size"},
    {kMaterials3D, "params_billboard_mode", "billboard_mode"},
    {kMaterials3D, "params_billboard_keep_scale", "billboard_keep_scale"},
    {kMaterials3D, "params_grow", "grow"},
    {kMaterials3D, "params_grow_amount", "grow_amount"},
    {kMaterials3D, "params_alpha_scissor_threshold", "alpha_scissor_threshold"},
    {kMaterials3D, "params_alpha_hash_scale", "alpha_hash_scale"},
    {kMaterials3D, "params_alpha_antialiasing_edge", "alpha_antialiasing_edge"},
    {kMaterials3D, "depth_enabled", "heightmap_enabled"},
    {kMaterials3D, "depth_scale", "heightmap_scale"},
    {kMaterials3D, "depth_deep_parallax", "heightmap_deep_parallax"},
    {kMaterials3D, "depth_min_layers", "heightmap_min_layers"},
    {kMaterials3D, "depth_max_layers", "heightmap_max_layers"},
    {kMaterials3D, "depth_flip_tangent", "heightmap_flip_tangent"},
    {kMaterials3D, "depth_flip_binormal", "heightmap_flip_binormal"},
    {kMaterials3D, "depth_texture", "heightmap_texture"},
    {kMaterials3D, "emission_energy", "emission_energy_multiplier"},
    {kMaterials3D, "transmission_enabled", "backlight_enabled"},
    {kMaterials3D, "transmission", "backlight"},
    {kMaterials3D, "transmission_texture", "backlight_texture"},
    {kMaterials3D, "proximity_fade_enable", "proximity_fade_enabled"},
    // Environment.
    {"Environment", "background_mode", "background_mode", Change::BACKGROUND_MODE},
    {"Environment", "background_sky", "sky"},
    {"Environment", "background_sky_custom_fov", "sky_custom_fov"},
    {"Environment", "background_sky_rotation", "sky_rotation"},
    {"Environment", "background_energy", "background_energy_multiplier"},
    {"Environment", "tonemap_mode", "tonemap_mode", Change::TONEMAP_MODE},
    {"Environment", "fog_color", "fog_light_color"},
};

bool lists_class(std::string_view classes, std::string_view class_name) {
  while (!classes.empty()) {
    const std::size_t space = classes.find(' ');
    if (classes.substr(0, space) == class_name) return true;
    if (space == std::string_view::npos) break;
    classes.remove_prefix(space + 1);
  }
  return false;
}

bool applies(const PropertyRename& rename, PropertyOwner owner, std::string_view class_name) {
  if (rename.classes.empty()) return owner == PropertyOwner::NODE;
  return lists_class(rename.classes, class_name);
}

bool matches(const PropertyRename& rename, std::string_view name) {
  if (rename.godot3.back() == '/') return name.starts_with(rename.godot3);
  return name == rename.godot3;
}

Variant changed(const PropertyRename& rename, const Variant& value) {
  switch (rename.change) {
    case Change::NONE:
      return value;
    case Change::DOUBLE:
      if (const auto* v = value.get_if<Vector2>()) return Variant(*v * real_t(2));
      if (const auto* v = value.get_if<Vector3>()) return Variant(*v * real_t(2));
      return value;
    case Change::DEGREES_TO_RADIANS:
      if (const auto* degrees = value.get_if<double>()) return Variant(Math::deg_to_rad(*degrees));
      if (const auto* degrees = value.get_if<int64_t>())
        return Variant(Math::deg_to_rad(double(*degrees)));
      return value;
    case Change::PAUSE_MODE:
      if (const auto* mode = value.get_if<int64_t>(); mode && *mode == 2)
        return Variant(int64_t(3));
      return value;
    case Change::LOOP_MODE:
      if (const auto* loop = value.get_if<bool>()) return Variant(int64_t(*loop ? 1 : 0));
      return value;
    case Change::FLAG_TO_MODE:
      if (const auto* flag = value.get_if<bool>()) {
        return Variant(*flag ? rename.value_if_true : rename.value_if_false);
      }
      return value;
    case Change::DEPTH_DRAW_MODE:
      return value;  // 3 is renamed as well: see convert_godot3_property
    case Change::BACKGROUND_MODE:
      if (const auto* mode = value.get_if<int64_t>(); mode && *mode >= 3) {
        return Variant(int64_t(*mode == 3 ? 2 : *mode - 1));
      }
      return value;
    case Change::TONEMAP_MODE:
      if (const auto* mode = value.get_if<int64_t>(); mode && *mode == 4)
        return Variant(int64_t(3));
      return value;
  }
  return value;
}

}  // namespace

bool convert_godot3_property(PropertyOwner owner, std::string_view class_name, std::string& name,
                             Variant& value) {
  for (const PropertyRename& rename : kPropertyRenames) {
    if (!matches(rename, name) || !applies(rename, owner, class_name)) continue;
    name.replace(0, rename.godot3.size(), rename.godot4);
    value = changed(rename, value);
    if (rename.change == Change::DEPTH_DRAW_MODE) {
      if (const auto* mode = value.get_if<int64_t>(); mode && *mode == 3) {
        name = "transparency";
        value = Variant(int64_t(4));
      }
    }
    return true;
  }
  return false;
}

}  // namespace arbor::text
