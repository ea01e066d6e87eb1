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
};

struct PropertyRename {
  // The Godot 4 classes the rename applies to, separated by spaces; empty: every node.
  std::string_view classes;
  // The Godot 3 name; one ending with '/' renames a prefix (`custom_colors/font_color`).
  std::string_view godot3;
  std::string_view godot4;
  Change change = Change::NONE;
};

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

Variant changed(Change change, const Variant& value) {
  switch (change) {
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
  }
  return value;
}

}  // namespace

bool convert_godot3_property(PropertyOwner owner, std::string_view class_name, std::string& name,
                             Variant& value) {
  for (const PropertyRename& rename : kPropertyRenames) {
    if (!matches(rename, name) || !applies(rename, owner, class_name)) continue;
    name.replace(0, rename.godot3.size(), rename.godot4);
    value = changed(rename.change, value);
    return true;
  }
  return false;
}

}  // namespace arbor::text
