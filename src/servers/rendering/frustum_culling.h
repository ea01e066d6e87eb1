// Frustum culling over arrays of world AABBs: flat, or page by page as a scenario keeps them.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "arbor/core/math/plane.h"

namespace arbor::rendering {

/// Up to eight planes, normals pointing out of the volume, as floats per component.
struct CullPlanes {
  static constexpr int kMax = 8;
  float nx[kMax] = {};
  float ny[kMax] = {};
  float nz[kMax] = {};
  float d[kMax] = {};
  int count = 0;

  /// Adds a plane (its normal need not be unit length).
  void add(const Plane& plane);
  /// The same planes filled up to kMax with planes nothing is outside of.
  static CullPlanes padded(CullPlanes planes);
};

/// The six planes of a frustum (Projection::get_projection_planes).
CullPlanes frustum_planes(std::span<const Plane> planes);

/// Boxes given as six float arrays (min x, y, z, max x, y, z) of at least `padded` entries,
/// `padded` a multiple of 8 and `count` of them real.
struct BoxArrays {
  const float* min_x;
  const float* min_y;
  const float* min_z;
  const float* max_x;
  const float* max_y;
  const float* max_z;
  std::uint32_t count;
  std::uint32_t padded;
};

/// Writes to the start of `inside` the index of every box not entirely outside one of the planes,
/// in index order, and returns how many there are. A box is outside a plane when even its corner
/// furthest against the normal is strictly over it (distance > 0): a box touching a plane, or
/// lying on it, is kept. `inside` is grown (never shrunk) to have room for every box, so a
/// steady frame allocates nothing; entries past the count are scratch. Eight boxes per step with
/// SIMD (AVX2 when the processor has it), in one pass, without branches on the result.
std::uint32_t cull_boxes(const BoxArrays& boxes, const CullPlanes& planes,
                         std::vector<std::uint32_t>& inside);
/// The same with the portable kernel only (no processor-specific code), which keeps exactly the
/// same boxes: for tests and benchmarks.
std::uint32_t cull_boxes_portable(const BoxArrays& boxes, const CullPlanes& planes,
                                  std::vector<std::uint32_t>& inside);
/// For boxes kept in pages, culled one page after another: writes the index plus `first` of each
/// box kept to `inside` from entry `at` (growing it as cull_boxes does) and returns `at` plus how
/// many were kept.
std::uint32_t cull_boxes_from(const BoxArrays& boxes, std::uint32_t first, const CullPlanes& planes,
                              std::vector<std::uint32_t>& inside, std::uint32_t at);

}  // namespace arbor::rendering
