#include "servers/rendering/frustum_culling.h"

#include <cstring>
#include <limits>

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define ARBOR_CULL_AVX2 1
#else
#define ARBOR_CULL_AVX2 0
#endif

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

CullPlanes CullPlanes::padded(CullPlanes planes) {
  // 0·x > FLT_MAX never holds: these planes keep every box.
  while (planes.count < kMax) planes.add(Plane(Vector3(), std::numeric_limits<float>::max()));
  return planes;
}

CullPlanes frustum_planes(std::span<const Plane> planes) {
  CullPlanes out;
  for (const Plane& plane : planes) out.add(plane);
  return out;
}

namespace {

// For each 8-bit mask of boxes kept, their lanes in order (and how many there are), so that a
// group of eight boxes appends its kept indices with unconditional stores.
struct LaneTable {
  std::uint32_t lanes[256][8];
  std::uint8_t count[256];
  constexpr LaneTable() : lanes(), count() {
    for (int mask = 0; mask < 256; ++mask) {
      int n = 0;
      for (std::uint32_t lane = 0; lane < 8; ++lane) {
        if (mask & (1 << lane)) lanes[mask][n++] = lane;
      }
      count[mask] = std::uint8_t(n);
    }
  }
};
constexpr LaneTable kLanes;

inline unsigned lane_bits(Mask4 mask) {
  const Mask4 weights = mask & Mask4{1, 2, 4, 8};
  return unsigned(weights[0] | weights[1] | weights[2] | weights[3]);
}

// The plane data a kernel reads: per plane, which bound array each axis reads — the box corner
// furthest against the normal takes the minimum on axes where the normal is positive and the
// maximum elsewhere — and the plane's constants.
template <int Planes>
struct PlaneArrays {
  const float* x[Planes];
  const float* y[Planes];
  const float* z[Planes];
  PlaneArrays(const BoxArrays& boxes, const CullPlanes& planes) {
    for (int p = 0; p < Planes; ++p) {
      x[p] = planes.nx[p] > 0 ? boxes.min_x : boxes.max_x;
      y[p] = planes.ny[p] > 0 ? boxes.min_y : boxes.max_y;
      z[p] = planes.nz[p] > 0 ? boxes.min_z : boxes.max_z;
    }
  }
};

// Appends the lanes of `keep` (8 bits, box i + lane) at out[kept...]; returns the new count.
inline std::uint32_t append_kept(std::uint32_t* out, std::uint32_t kept, std::uint32_t i,
                                 unsigned keep) {
  for (int k = 0; k < 8; ++k) out[kept + std::uint32_t(k)] = i + kLanes.lanes[keep][k];
  return kept + kLanes.count[keep];
}

// Portable SIMD (GCC/Clang vector extensions: SSE on x86-64, NEON on ARM), four boxes per
// vector, eight per step, the planes known at compile time so their constants stay in
// registers.
// `first` is added to every index written.
template <int Planes>
std::uint32_t cull_portable(const BoxArrays& boxes, const CullPlanes& planes, std::uint32_t first,
                            std::uint32_t* out) {
  const PlaneArrays<Planes> arrays(boxes, planes);
  Floats4 nx[Planes], ny[Planes], nz[Planes], d[Planes];
  for (int p = 0; p < Planes; ++p) {
    nx[p] = splat(planes.nx[p]);
    ny[p] = splat(planes.ny[p]);
    nz[p] = splat(planes.nz[p]);
    d[p] = splat(planes.d[p]);
  }
  std::uint32_t kept = 0;
  for (std::uint32_t i = 0; i < boxes.padded; i += 8) {
    Mask4 low = {};
    Mask4 high = {};
    for (int p = 0; p < Planes; ++p) {
      low |= load4(arrays.x[p] + i) * nx[p] + load4(arrays.y[p] + i) * ny[p] +
                 load4(arrays.z[p] + i) * nz[p] >
             d[p];
      high |= load4(arrays.x[p] + i + 4) * nx[p] + load4(arrays.y[p] + i + 4) * ny[p] +
                  load4(arrays.z[p] + i + 4) * nz[p] >
              d[p];
    }
    kept = append_kept(out, kept, first + i, ~(lane_bits(low) | (lane_bits(high) << 4)) & 0xFFu);
  }
  return kept;
}

#if ARBOR_CULL_AVX2
// AVX2, eight boxes per vector. Multiplies and adds as the portable kernel does (no fused
// multiply-add), so both keep exactly the same boxes.
template <int Planes>
__attribute__((target("avx2"))) std::uint32_t cull_avx2(const BoxArrays& boxes,
                                                        const CullPlanes& planes,
                                                        std::uint32_t first, std::uint32_t* out) {
  const PlaneArrays<Planes> arrays(boxes, planes);
  __m256 nx[Planes], ny[Planes], nz[Planes], d[Planes];
  for (int p = 0; p < Planes; ++p) {
    nx[p] = _mm256_set1_ps(planes.nx[p]);
    ny[p] = _mm256_set1_ps(planes.ny[p]);
    nz[p] = _mm256_set1_ps(planes.nz[p]);
    d[p] = _mm256_set1_ps(planes.d[p]);
  }
  std::uint32_t kept = 0;
  for (std::uint32_t i = 0; i < boxes.padded; i += 8) {
    __m256 outside = _mm256_setzero_ps();
    for (int p = 0; p < Planes; ++p) {
      const __m256 distance =
          _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(_mm256_loadu_ps(arrays.x[p] + i), nx[p]),
                                      _mm256_mul_ps(_mm256_loadu_ps(arrays.y[p] + i), ny[p])),
                        _mm256_mul_ps(_mm256_loadu_ps(arrays.z[p] + i), nz[p]));
      outside = _mm256_or_ps(outside, _mm256_cmp_ps(distance, d[p], _CMP_GT_OQ));
    }
    const unsigned keep = ~unsigned(_mm256_movemask_ps(outside)) & 0xFFu;
    const __m256i lanes = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(kLanes.lanes[keep]));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + kept),
                        _mm256_add_epi32(lanes, _mm256_set1_epi32(int(first + i))));
    kept += kLanes.count[keep];
  }
  return kept;
}

bool has_avx2() {
  static const bool supported = __builtin_cpu_supports("avx2");
  return supported;
}
#endif

template <int Planes>
std::uint32_t cull_kernel(const BoxArrays& boxes, const CullPlanes& planes, std::uint32_t first,
                          std::uint32_t* out) {
#if ARBOR_CULL_AVX2
  if (has_avx2()) return cull_avx2<Planes>(boxes, planes, first, out);
#endif
  return cull_portable<Planes>(boxes, planes, first, out);
}

}  // namespace

namespace {

// Culls boxes [first, first + boxes.count) of a set, writing their indices from `out`; `out` has
// room for boxes.padded + 8 entries.
template <bool Portable>
std::uint32_t cull_with(const BoxArrays& boxes, const CullPlanes& planes, std::uint32_t first,
                        std::uint32_t* out) {
  const auto kernel = [&]<int Planes>(const CullPlanes& with) {
    return Portable ? cull_portable<Planes>(boxes, with, first, out)
                    : cull_kernel<Planes>(boxes, with, first, out);
  };
  std::uint32_t kept = 0;
  switch (planes.count) {
    case 5:
      kept = kernel.template operator()<5>(planes);
      break;
    case 6:
      kept = kernel.template operator()<6>(planes);
      break;
    default:
      kept = kernel.template operator()<CullPlanes::kMax>(CullPlanes::padded(planes));
      break;
  }
  // Padding entries past `count` may have passed: drop them.
  while (kept > 0 && out[kept - 1] >= first + boxes.count) --kept;
  return kept;
}

// Room for `at` entries, every box and the eight unconditional stores past the last one kept.
std::uint32_t* room_for(std::vector<std::uint32_t>& inside, std::uint32_t at,
                        std::uint32_t padded) {
  const std::size_t needed = std::size_t(at) + padded + 8;
  if (inside.size() < needed) inside.resize(needed);
  return inside.data() + at;
}

}  // namespace

std::uint32_t cull_boxes(const BoxArrays& boxes, const CullPlanes& planes,
                         std::vector<std::uint32_t>& inside) {
  return cull_with<false>(boxes, planes, 0, room_for(inside, 0, boxes.padded));
}

std::uint32_t cull_boxes_portable(const BoxArrays& boxes, const CullPlanes& planes,
                                  std::vector<std::uint32_t>& inside) {
  return cull_with<true>(boxes, planes, 0, room_for(inside, 0, boxes.padded));
}

std::uint32_t cull_boxes_from(const BoxArrays& boxes, std::uint32_t first, const CullPlanes& planes,
                              std::vector<std::uint32_t>& inside, std::uint32_t at) {
  return at + cull_with<false>(boxes, planes, first, room_for(inside, at, boxes.padded));
}

}  // namespace arbor::rendering
