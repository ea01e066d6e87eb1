#include "servers/rendering/frustum_culling.h"

#include <cstring>

namespace arbor::rendering {
namespace {

// Four floats or four int masks, with GCC/Clang vector extensions (one SSE register on
// baseline x86-64, one NEON register on ARM).
using Floats4 = float __attribute__((vector_size(16)));
using Mask4 = std::int32_t __attribute__((vector_size(16)));

inline Floats4 load4(const float* values) {
  Floats4 out;
  std::memcpy(&out, values, sizeof(out));
  return out;
}

inline Floats4 splat(float value) { return Floats4{value, value, value, value}; }

}  // namespace

void CullPlanes::add(const Plane& plane) {
  if (count == kMax) return;
  nx[count] = float(plane.normal.x);
  ny[count] = float(plane.normal.y);
  nz[count] = float(plane.normal.z);
  d[count] = float(plane.d);
  ++count;
}

CullPlanes frustum_planes(std::span<const Plane> planes) {
  CullPlanes out;
  for (const Plane& plane : planes) out.add(plane);
  return out;
}

void cull_boxes(const BoxArrays& boxes, const CullPlanes& planes,
                std::vector<std::uint32_t>& inside) {
  // For each plane, the box corner furthest against its normal takes the minimum on axes where
  // the normal is positive and the maximum elsewhere: which array to read is fixed per plane.
  const float* px[CullPlanes::kMax];
  const float* py[CullPlanes::kMax];
  const float* pz[CullPlanes::kMax];
  for (int p = 0; p < planes.count; ++p) {
    px[p] = planes.nx[p] > 0 ? boxes.min_x : boxes.max_x;
    py[p] = planes.ny[p] > 0 ? boxes.min_y : boxes.max_y;
    pz[p] = planes.nz[p] > 0 ? boxes.min_z : boxes.max_z;
  }
  const std::size_t start = inside.size();
  inside.resize(start + boxes.padded);
  std::uint32_t* out = inside.data() + start;
  std::uint32_t kept = 0;
  Floats4 nx[CullPlanes::kMax], ny[CullPlanes::kMax], nz[CullPlanes::kMax], d[CullPlanes::kMax];
  for (int p = 0; p < planes.count; ++p) {
    nx[p] = splat(planes.nx[p]);
    ny[p] = splat(planes.ny[p]);
    nz[p] = splat(planes.nz[p]);
    d[p] = splat(planes.d[p]);
  }
  for (std::uint32_t i = 0; i < boxes.padded; i += 4) {
    Mask4 outside = {};
    for (int p = 0; p < planes.count; ++p) {
      const Floats4 distance =
          load4(px[p] + i) * nx[p] + load4(py[p] + i) * ny[p] + load4(pz[p] + i) * nz[p];
      outside |= distance > d[p];
    }
    for (std::uint32_t lane = 0; lane < 4; ++lane) {
      out[kept] = i + lane;
      kept += std::uint32_t(outside[lane] == 0);
    }
  }
  // Padding entries past `count` may have passed: drop them.
  while (kept > 0 && out[kept - 1] >= boxes.count) --kept;
  inside.resize(start + kept);
}

}  // namespace arbor::rendering
