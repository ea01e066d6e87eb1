// DrawList: what one pass of a view draws, culled, sorted and batched, with no device type.
#pragma once

#include <cstdint>
#include <vector>

#include "arbor/servers/rendering/material_data.h"
#include "arbor/servers/rendering/mesh_data.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

/// The pipeline state a batch needs, packed in 32 bits so that batches sort by it first and a
/// backend can use it as the key of its pipeline cache. Made by the server from the batch's
/// material, surface and pass; a backend reads the fields it cares about.
///
/// Bits: 0-1 shading mode, 2-4 transparency, 5-7 blend mode, 8-9 cull mode (DOUBLE_SIDED
/// shadow casting and the pass's rules already applied), 10-11 depth draw mode, 12 no depth
/// test, 13-14 billboard mode, 15 vertex color as albedo, 16 SHADER fallback, 17-19 primitive
/// type, 20-26 surface format (SurfaceFormatBits), 27 multimesh, 28 unshaded by the pass
/// (shadow and prepass lists: depth only).
struct PipelineKey {
  std::uint32_t bits = 0;

  [[nodiscard]] MaterialShadingMode shading_mode() const {
    return MaterialShadingMode(field(0, 2));
  }
  [[nodiscard]] MaterialTransparency transparency() const {
    return MaterialTransparency(field(2, 3));
  }
  [[nodiscard]] MaterialBlendMode blend_mode() const { return MaterialBlendMode(field(5, 3)); }
  [[nodiscard]] MaterialCullMode cull_mode() const { return MaterialCullMode(field(8, 2)); }
  [[nodiscard]] MaterialDepthDrawMode depth_draw_mode() const {
    return MaterialDepthDrawMode(field(10, 2));
  }
  [[nodiscard]] bool no_depth_test() const { return field(12, 1) != 0; }
  [[nodiscard]] MaterialBillboardMode billboard_mode() const {
    return MaterialBillboardMode(field(13, 2));
  }
  [[nodiscard]] bool vertex_color_use_as_albedo() const { return field(15, 1) != 0; }
  [[nodiscard]] bool shader_fallback() const { return field(16, 1) != 0; }
  [[nodiscard]] PrimitiveType primitive() const { return PrimitiveType(field(17, 3)); }
  [[nodiscard]] std::uint32_t surface_format() const { return field(20, 7); }
  [[nodiscard]] bool multimesh() const { return field(27, 1) != 0; }
  [[nodiscard]] bool depth_only() const { return field(28, 1) != 0; }

  constexpr bool operator==(const PipelineKey&) const = default;
  constexpr auto operator<=>(const PipelineKey&) const = default;

 private:
  [[nodiscard]] std::uint32_t field(int shift, int width) const {
    return (bits >> shift) & ((1u << width) - 1u);
  }
};

/// Which part of a view's frame a draw list feeds.
enum class RenderPass : std::uint8_t {
  SHADOW = 0,       ///< one light's shadow map (one split or cube face): depth only
  PREPASS = 1,      ///< extra depth-prepass draws (ALPHA_DEPTH_PRE_PASS surfaces)
  OPAQUE = 2,       ///< opaque surfaces: front to back within each group
  TRANSPARENT = 3,  ///< blended surfaces: back to front
};

/// One instanced draw: `count` instances of one mesh surface with one material and pipeline.
/// The instances are entries [first, first + count) of the list's `instances`, each an index
/// into the view's RenderInstances (its transform, its object id). With `multimesh` set, each of
/// those instances draws every visible instance of the multimesh, placed by its buffer relative
/// to the instance's transform.
struct DrawBatch {
  PipelineKey pipeline;
  MaterialHandle material;  ///< never null: surfaces without one use the default material
  MeshHandle mesh;
  std::uint32_t surface = 0;
  MultiMeshHandle multimesh;
  std::uint32_t first = 0;
  std::uint32_t count = 0;
};

/// What one pass draws, in order. Made by the server each frame without a device; reused from
/// frame to frame (clearing keeps its memory, so a steady frame allocates nothing).
///
/// Order: OPAQUE and PREPASS batches by pipeline, material (render_priority first), mesh and
/// surface, instances inside a batch front to back; SHADOW batches by pipeline, mesh, surface,
/// then material where it matters to depth (alpha scissor and hash); TRANSPARENT items back to
/// front by the distance from the camera to their world AABB's centre (plus the instance's
/// sorting offset), after render_priority, consecutive items of the same mesh and material
/// merged into one batch.
///
/// `dependency_hash` summarises the ordered render resources the list needs: per batch its
/// pipeline, material, mesh and surface (each handle with its slot, generation and the version
/// of its data, which grows on every change), multimesh and instance count, seeded with the
/// batch count. Transforms are not part of it: moving an instance keeps the hash, changing a
/// material's data, culling an instance or adding one changes it. The hash is a fixed 64-bit
/// function of those values, so it is the same from run to run.
struct DrawList {
  RenderPass pass = RenderPass::OPAQUE;
  std::vector<DrawBatch> batches;
  std::vector<std::uint32_t> instances;
  std::uint64_t dependency_hash = 0;

  [[nodiscard]] bool empty() const { return batches.empty(); }
  /// Forgets the content, keeping the memory.
  void clear() {
    batches.clear();
    instances.clear();
    dependency_hash = 0;
  }
};

}  // namespace arbor
