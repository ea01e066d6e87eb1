// Picking on the CPU: a ray against instance AABBs, then against the triangles of the meshes
// whose boxes it crosses.

#include <cmath>
#include <limits>

#include "arbor/servers/rendering/rendering_server.h"
#include "servers/rendering/server_objects.h"

namespace arbor {

using namespace rendering;

namespace {

struct TriangleHit {
  real_t distance;
  Vector3 a, b, c;  // the triangle, in the space the ray was given in
};

// Möller–Trumbore, both faces: the distance along `direction` to the triangle, if it is hit at
// or after the ray's start.
std::optional<real_t> ray_triangle(const Vector3& from, const Vector3& direction, const Vector3& a,
                                   const Vector3& b, const Vector3& c) {
  const Vector3 edge1 = b - a;
  const Vector3 edge2 = c - a;
  const Vector3 p = direction.cross(edge2);
  const real_t determinant = edge1.dot(p);
  if (std::abs(determinant) < real_t(1e-12)) return std::nullopt;
  const real_t inverse = 1 / determinant;
  const Vector3 t = from - a;
  const real_t u = t.dot(p) * inverse;
  if (u < 0 || u > 1) return std::nullopt;
  const Vector3 q = t.cross(edge1);
  const real_t v = direction.dot(q) * inverse;
  if (v < 0 || u + v > 1) return std::nullopt;
  const real_t distance = edge2.dot(q) * inverse;
  if (distance < 0) return std::nullopt;
  return distance;
}

// The nearest triangle of `surface` hit by the ray (mesh space), if any.
std::optional<TriangleHit> ray_surface(const SurfaceData& surface, const Vector3& from,
                                       const Vector3& direction) {
  const bool strip = surface.primitive == PrimitiveType::TRIANGLE_STRIP;
  if (surface.primitive != PrimitiveType::TRIANGLES && !strip) return std::nullopt;
  const std::size_t count =
      surface.indices.empty() ? surface.vertices.size() : surface.indices.size();
  auto vertex = [&](std::size_t i) -> const Vector3& {
    return surface.vertices[surface.indices.empty() ? i : std::size_t(surface.indices[i])];
  };
  std::optional<TriangleHit> best;
  const std::size_t step = strip ? 1 : 3;
  for (std::size_t i = 0; i + 2 < count; i += step) {
    const Vector3& a = vertex(i);
    const Vector3& b = vertex(i + 1);
    const Vector3& c = vertex(i + 2);
    const std::optional<real_t> distance = ray_triangle(from, direction, a, b, c);
    if (distance && (!best || *distance < best->distance)) best = TriangleHit{*distance, a, b, c};
  }
  return best;
}

Transform3D multimesh_instance_transform(const MultiMeshData& data, int index) {
  const int stride = multimesh_stride(data.transform_format, data.use_colors, data.use_custom_data);
  const float* f = data.buffer.data() + std::size_t(index) * std::size_t(stride);
  if (data.transform_format == MultiMeshTransformFormat::TRANSFORM_3D) {
    return Transform3D(f[0], f[1], f[2], f[4], f[5], f[6], f[8], f[9], f[10], f[3], f[7], f[11]);
  }
  return Transform3D(f[0], f[1], 0, f[4], f[5], 0, 0, 0, 1, f[3], f[7], 0);
}

}  // namespace

std::optional<RayPick> RenderingServer::instances_pick_ray(ScenarioHandle scenario,
                                                           const Vector3& from,
                                                           const Vector3& direction,
                                                           std::uint32_t layer_mask) {
  const State& state = *state_;
  const ScenarioStorage& storage = *state.scenarios.get(scenario, "instances_pick_ray").storage;
  if (direction.length_squared() == 0) return std::nullopt;
  const Vector3 ray = direction.normalized();
  std::optional<RayPick> best;
  constexpr std::uint32_t kDrawable = INSTANCE_VISIBLE | INSTANCE_HAS_BASE;
  for (std::uint32_t i = 0; i < storage.size(); ++i) {
    if ((storage.flags(i) & kDrawable) != kDrawable || !(storage.layers(i) & layer_mask)) continue;
    const std::optional<Vector3> entry = storage.world_aabb(i).intersects_ray(from, ray);
    if (!entry) continue;
    if (best && (*entry - from).length() > best->distance) continue;
    const Transform3D& transform = storage.transforms[i];
    auto consider = [&](real_t distance, Vector3 normal) {
      if (best && distance >= best->distance) return;
      if (normal.dot(ray) > 0) normal = -normal;
      best = RayPick{state.instances.handle_at(storage.handle_index(i)), storage.object_ids[i],
                     from + ray * distance, normal, distance};
    };
    if (storage.flags(i) & INSTANCE_MULTIMESH) {
      const MultiMeshRecord* multimesh =
          const_cast<State&>(state).multimeshes.at_index(storage.base(i));
      const MeshRecord* mesh = multimesh ? state.meshes.find(multimesh->data.mesh) : nullptr;
      if (!mesh) continue;
      const MultiMeshData& data = multimesh->data;
      const int count =
          data.visible_instance_count < 0 ? data.instance_count : data.visible_instance_count;
      for (int k = 0; k < count; ++k) {
        const AABB box = (transform * multimesh_instance_transform(data, k)).xform(mesh->data.aabb);
        if (const std::optional<Vector3> hit = box.intersects_ray(from, ray)) {
          consider((*hit - from).length(), -ray);
        }
      }
      continue;
    }
    const MeshRecord* mesh = const_cast<State&>(state).meshes.at_index(storage.base(i));
    if (!mesh) continue;
    // In mesh space the ray's parameter is the same distance along the world ray.
    const Transform3D inverse = transform.affine_inverse();
    const Vector3 local_from = inverse.xform(from);
    const Vector3 local_ray = inverse.basis.xform(ray);
    for (const SurfaceData& surface : mesh->data.surfaces) {
      if (const std::optional<TriangleHit> hit = ray_surface(surface, local_from, local_ray)) {
        const Vector3 a = transform.xform(hit->a);
        const Vector3 normal = (transform.xform(hit->b) - a).cross(transform.xform(hit->c) - a);
        consider(hit->distance, normal.normalized());
      }
    }
  }
  return best;
}

std::uint64_t RenderingServer::viewport_pick(ViewportHandle viewport, Vector2 position) {
  const ViewportRecord& record = state_->viewports.get(viewport, "viewport_pick");
  if (record.sent) {
    const Vector2i pixel(int(std::floor(position.x)), int(std::floor(position.y)));
    if (std::optional<std::uint64_t> id = state_->backend->viewport_pick(viewport, pixel)) {
      return *id;
    }
  }
  const CameraRecord* camera = state_->cameras.find(record.camera);
  if (!camera || !state_->scenarios.alive(record.scenario)) return 0;
  const Vector2 size(real_t(record.data.size.x), real_t(record.data.size.y));
  const CameraRay ray = camera_ray(camera->data, camera->transform, size, position);
  const std::optional<RayPick> hit =
      instances_pick_ray(record.scenario, ray.origin, ray.normal, camera->data.cull_mask);
  return hit ? hit->object_id : 0;
}

}  // namespace arbor
