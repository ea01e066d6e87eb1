#include "servers/rendering/vulkan/gpu_layouts.h"

namespace arbor::vulkan {

GpuMat4 to_gpu(const Projection& projection) {
  GpuMat4 result;
  for (int c = 0; c < 4; ++c) {
    for (int r = 0; r < 4; ++r) result.m[c * 4 + r] = float(projection.columns[c][r]);
  }
  return result;
}

GpuMat4 to_gpu(const Transform3D& transform) { return to_gpu(Projection(transform)); }

GpuVec4 to_gpu(const Vector3& vector, float w) {
  return {float(vector.x), float(vector.y), float(vector.z), w};
}

GpuVec4 to_gpu(const Color& color) {
  return {float(color.r), float(color.g), float(color.b), float(color.a)};
}

void write_rows(const Transform3D& transform, GpuVec4 (&rows)[3]) {
  const Basis& basis = transform.basis;
  for (int r = 0; r < 3; ++r) {
    rows[r] = {float(basis.x[r]), float(basis.y[r]), float(basis.z[r]), float(transform.origin[r])};
  }
}

Projection vulkan_clip(const Projection& projection) {
  // Rows: x, -y, (z + w) / 2, w.
  const Projection correction({1, 0, 0, 0}, {0, -1, 0, 0}, {0, 0, 0.5, 0}, {0, 0, 0.5, 1});
  return correction * projection;
}

}  // namespace arbor::vulkan
