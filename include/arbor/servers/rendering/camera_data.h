// Camera data as the rendering server keeps it, and the projection it makes (Godot's Camera3D).
#pragma once

#include <cstdint>

#include "arbor/core/math/projection.h"
#include "arbor/core/math/real.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector2.h"
#include "arbor/servers/rendering/render_handle.h"

namespace arbor {

/// Camera3D.ProjectionType, Godot's values.
enum class CameraProjection : std::uint8_t { PERSPECTIVE = 0, ORTHOGONAL = 1, FRUSTUM = 2 };
/// Camera3D.KeepAspect: which size `fov` / `size` holds while the viewport's aspect changes.
enum class CameraKeepAspect : std::uint8_t { KEEP_WIDTH = 0, KEEP_HEIGHT = 1 };

/// A camera's lens, Godot's Camera3D properties and defaults. The transform is set apart
/// (RenderingServer::camera_set_transform); a camera looks along its transform's -Z.
struct CameraData {
  CameraProjection projection = CameraProjection::PERSPECTIVE;  ///< projection
  real_t fov = 75;         ///< fov: degrees, vertical with KEEP_HEIGHT, horizontal with KEEP_WIDTH
  real_t size = 1;         ///< size: the orthogonal / frustum view's height (width with KEEP_WIDTH)
  Vector2 frustum_offset;  ///< frustum_offset
  real_t near = real_t(0.05);                                    ///< near
  real_t far = 4000;                                             ///< far
  CameraKeepAspect keep_aspect = CameraKeepAspect::KEEP_HEIGHT;  ///< keep_aspect
  std::uint32_t cull_mask = 0xFFFFFu;  ///< cull_mask: the render layers it sees (Godot: 20 bits)
  EnvironmentHandle environment;       ///< environment: overrides the scenario's when set
};

/// The projection matrix of `camera` for a viewport of `aspect` (width / height), as Godot's
/// Camera3D::get_camera_projection computes it.
[[nodiscard]] Projection camera_projection(const CameraData& camera, real_t aspect);

/// A ray from a camera through a point of its viewport.
struct CameraRay {
  Vector3 origin;
  Vector3 normal;  ///< unit length
};

/// The ray through `position` (pixels from the viewport's top left corner) of a camera placed at
/// `transform` looking into a viewport of `viewport_size` pixels, as Godot's
/// Camera3D::project_ray_origin and project_ray_normal compute it: from the camera's position
/// (perspective, frustum) or from the near plane (orthogonal).
[[nodiscard]] CameraRay camera_ray(const CameraData& camera, const Transform3D& transform,
                                   Vector2 viewport_size, Vector2 position);

}  // namespace arbor
