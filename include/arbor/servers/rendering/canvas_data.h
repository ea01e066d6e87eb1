// 2D: what a viewport's canvas draws, as the backend receives it (no device type).
#pragma once

#include <cstdint>
#include <vector>

#include "arbor/core/math/color.h"
#include "arbor/core/math/rect2.h"
#include "arbor/core/math/vector2.h"
#include "arbor/servers/rendering/material_data.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

/// One vertex of 2D geometry: every canvas command (rects, textures, polygons, lines, glyphs)
/// becomes textured, colored triangles in canvas space (pixels, y down).
struct CanvasVertex {
  Vector2 position;
  Vector2 uv;
  Color color{1, 1, 1, 1};  ///< the command's color times the item's modulate
};

/// How a canvas batch blends (CanvasItemMaterial.BlendMode, Godot's values).
enum class CanvasBlendMode : std::uint8_t { MIX = 0, ADD = 1, SUB = 2, MUL = 3, PREMULT_ALPHA = 4 };

/// Triangles drawn with one texture, sampler, blend mode and clip rectangle.
struct CanvasBatch {
  TextureHandle texture;  ///< null: plain color
  TextureFilter filter = TextureFilter::LINEAR;
  bool repeat = false;
  CanvasBlendMode blend_mode = CanvasBlendMode::MIX;
  bool clip = false;  ///< draw only inside `clip_rect` (clip_children, Control clipping)
  Rect2 clip_rect;
  std::uint32_t first_index = 0;  ///< into CanvasDrawList::indices
  std::uint32_t index_count = 0;
};

/// What a viewport's canvas items draw this frame, after its 3D picture and into the same
/// target, in order: canvas layers by layer, items by z index then tree order, each item's
/// retained commands as recorded. The canvas renderer fills it from items whose commands are
/// kept until they are redrawn; a 3D-only viewport has an empty list.
struct CanvasDrawList {
  std::vector<CanvasVertex> vertices;
  std::vector<std::uint32_t> indices;
  std::vector<CanvasBatch> batches;
  std::uint64_t dependency_hash = 0;

  [[nodiscard]] bool empty() const { return batches.empty(); }
  void clear() {
    vertices.clear();
    indices.clear();
    batches.clear();
    dependency_hash = 0;
  }
};

}  // namespace arbor
