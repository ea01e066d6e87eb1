// Settings of the rendering server's instances, viewports and canvases that have Godot enums.
#pragma once

#include <cstdint>

namespace arbor {

/// GeometryInstance3D.ShadowCastingSetting, Godot's values.
enum class ShadowCastingSetting : std::uint8_t {
  OFF = 0,           ///< casts no shadow
  ON = 1,            ///< casts shadows with the material's cull mode
  DOUBLE_SIDED = 2,  ///< casts shadows from both faces
  SHADOWS_ONLY = 3,  ///< only casts shadows: not drawn in the view
};

/// GeometryInstance3D.VisibilityRangeFadeMode, Godot's values.
enum class VisibilityRangeFadeMode : std::uint8_t { DISABLED = 0, SELF = 1, DEPENDENCIES = 2 };

/// SubViewport.UpdateMode, Godot's values: when a viewport renders.
enum class ViewportUpdateMode : std::uint8_t {
  DISABLED = 0,             ///< never
  ONCE = 1,                 ///< at the next frame, then DISABLED
  WHEN_VISIBLE = 2,         ///< when its texture was drawn in the previous frame (and always for a
                            ///< viewport shown on the screen)
  WHEN_PARENT_VISIBLE = 3,  ///< when its parent viewport renders
  ALWAYS = 4,               ///< every frame
};

/// SubViewport.ClearMode, Godot's values.
enum class ViewportClearMode : std::uint8_t { ALWAYS = 0, NEVER = 1, ONCE = 2 };

/// Viewport.MSAA, Godot's values.
enum class ViewportMsaa : std::uint8_t { DISABLED = 0, MSAA_2X = 1, MSAA_4X = 2, MSAA_8X = 3 };

}  // namespace arbor
