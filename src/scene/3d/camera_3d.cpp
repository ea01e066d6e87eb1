#include "arbor/scene/3d/camera_3d.h"

#include <cmath>

#include "arbor/core/error/error.h"
#include "arbor/scene/resources/environment.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/scene/scene_viewport.h"
#include "arbor/servers/rendering/rendering_server.h"
#include "scene/3d/render_resources.h"
#include "scene/3d/velocity_tracker_3d.h"

namespace arbor {

Camera3D::Camera3D() : velocity_(std::make_unique<detail::VelocityTracker3D>()) {
  set_track_global_transform_changes(true);
}

Camera3D::~Camera3D() = default;

// -- the lens
// ---------------------------------------------------------------------------------------

void Camera3D::set_projection(ProjectionType projection) {
  if (projection < PROJECTION_PERSPECTIVE || projection > PROJECTION_FRUSTUM) {
    throw Error("Camera3D::set_projection: " + std::to_string(int(projection)) +
                " is not a projection type");
  }
  data_.projection = CameraProjection(projection);
  push_data();
}

void Camera3D::set_fov(real_t fov) {
  if (!(fov >= 1 && fov <= 179)) {
    throw Error("Camera3D::set_fov: " + std::to_string(fov) + " is not between 1 and 179 degrees");
  }
  data_.fov = fov;
  push_data();
}

void Camera3D::set_size(real_t size) {
  if (!(size > real_t(CMP_EPSILON))) {
    throw Error("Camera3D::set_size: the size must be positive (" + std::to_string(size) + ")");
  }
  data_.size = size;
  push_data();
}

void Camera3D::set_frustum_offset(const Vector2& offset) {
  data_.frustum_offset = offset;
  push_data();
}

void Camera3D::set_near(real_t near) {
  data_.near = near;
  push_data();
}

void Camera3D::set_far(real_t far) {
  data_.far = far;
  push_data();
}

void Camera3D::set_keep_aspect_mode(KeepAspect mode) {
  data_.keep_aspect = CameraKeepAspect(mode);
  push_data();
}

void Camera3D::set_perspective(real_t fov, real_t z_near, real_t z_far) {
  data_.fov = fov;
  data_.near = z_near;
  data_.far = z_far;
  data_.projection = CameraProjection::PERSPECTIVE;
  push_data();
}

void Camera3D::set_orthogonal(real_t size, real_t z_near, real_t z_far) {
  data_.size = size;
  data_.near = z_near;
  data_.far = z_far;
  data_.projection = CameraProjection::ORTHOGONAL;
  push_data();
}

void Camera3D::set_frustum(real_t size, const Vector2& offset, real_t z_near, real_t z_far) {
  data_.size = size;
  data_.frustum_offset = offset;
  data_.near = z_near;
  data_.far = z_far;
  data_.projection = CameraProjection::FRUSTUM;
  push_data();
}

void Camera3D::set_h_offset(real_t offset) {
  h_offset_ = offset;
  push_transform();
}

void Camera3D::set_v_offset(real_t offset) {
  v_offset_ = offset;
  push_transform();
}

void Camera3D::set_cull_mask(std::uint32_t mask) {
  data_.cull_mask = mask;
  push_data();
}

void Camera3D::set_cull_mask_value(int layer, bool enabled) {
  if (layer < 1 || layer > 20) {
    throw Error("Camera3D::set_cull_mask_value: layer " + std::to_string(layer) +
                " is not between 1 and 20");
  }
  const std::uint32_t bit = 1u << (layer - 1);
  set_cull_mask(enabled ? (data_.cull_mask | bit) : (data_.cull_mask & ~bit));
}

bool Camera3D::get_cull_mask_value(int layer) const {
  if (layer < 1 || layer > 20) {
    throw Error("Camera3D::get_cull_mask_value: layer " + std::to_string(layer) +
                " is not between 1 and 20");
  }
  return (data_.cull_mask >> (layer - 1)) & 1u;
}

void Camera3D::set_environment(const Ref<Environment>& environment) {
  if (environment_ == environment) return;
  const Ref<Environment> previous = environment_;
  environment_ = environment;
  if (!server_) return;
  acquire_environment();
  push_data();
  detail::RenderResources::of(*get_tree(), *server_).release(previous.get());
}

void Camera3D::acquire_environment() {
  data_.environment = environment_.is_valid() ? detail::RenderResources::of(*get_tree(), *server_)
                                                    .acquire_environment(*environment_, this)
                                              : EnvironmentHandle();
}

void Camera3D::push_data() {
  if (server_) server_->camera_set_data(camera_, data_);
}

void Camera3D::push_transform() {
  if (server_) server_->camera_set_transform(camera_, get_camera_transform());
}

// -- current
// ----------------------------------------------------------------------------------------

void Camera3D::make_current() {
  current_ = true;
  if (viewport_) viewport_->set_camera_3d(this);
}

void Camera3D::clear_current(bool enable_next) {
  current_ = false;
  if (!viewport_ || viewport_->get_camera_3d() != this) return;
  viewport_->set_camera_3d(nullptr);
  if (enable_next) viewport_->make_next_camera_3d_current(this);
}

void Camera3D::set_current(bool current) {
  if (current) {
    make_current();
  } else {
    clear_current();
  }
}

bool Camera3D::is_current() const {
  return viewport_ ? viewport_->get_camera_3d() == this : current_;
}

void Camera3D::set_doppler_tracking(DopplerTracking tracking) {
  if (tracking < DOPPLER_TRACKING_DISABLED || tracking > DOPPLER_TRACKING_PHYSICS_STEP) {
    throw Error("Camera3D::set_doppler_tracking: unknown mode " + std::to_string(int(tracking)));
  }
  doppler_tracking_ = tracking;
  if (is_inside_tree()) velocity_->reset(get_global_position());
  set_process_internal(tracking == DOPPLER_TRACKING_IDLE_STEP);
  set_physics_process_internal(tracking == DOPPLER_TRACKING_PHYSICS_STEP);
}

Vector3 Camera3D::get_doppler_tracked_velocity() const {
  return doppler_tracking_ == DOPPLER_TRACKING_DISABLED ? Vector3()
                                                        : velocity_->get_tracked_linear_velocity();
}

void Camera3D::_engine_notification(int what) {
  Node3D::_engine_notification(what);
  switch (what) {
    case NOTIFICATION_INTERNAL_PROCESS:
      velocity_->update(get_global_position(), get_tree()->get_process_delta());
      break;
    case NOTIFICATION_INTERNAL_PHYSICS_PROCESS:
      velocity_->update(get_global_position(), get_tree()->get_physics_delta());
      break;
    case NOTIFICATION_ENTER_TREE: {
      velocity_->reset(get_global_position());
      viewport_ = get_viewport();
      server_ = get_tree()->servers().get<RenderingServer>();
      if (server_) {
        camera_ = server_->camera_create();
        acquire_environment();
        push_data();
        push_transform();
      }
      const bool first = viewport_->camera_3d_entered(this);
      if (current_ || first) viewport_->set_camera_3d(this);
      break;
    }
    case NOTIFICATION_EXIT_TREE:
      // Godot's rule: a current camera hands over to the next one and remembers it was current.
      if (is_current()) {
        clear_current();
        current_ = true;
      } else {
        current_ = false;
      }
      viewport_->camera_3d_exited(this);
      viewport_ = nullptr;
      if (server_) {
        server_->free(camera_);
        camera_ = {};
        detail::RenderResources::of(*get_tree(), *server_).release(environment_.get());
        data_.environment = {};
        server_ = nullptr;
      }
      break;
    default:
      break;
  }
}

void Camera3D::_on_global_transform_invalidated() { push_transform(); }

// -- projection
// -------------------------------------------------------------------------------------

Transform3D Camera3D::get_camera_transform() const {
  Transform3D transform = get_global_transform().orthonormalized();
  transform.origin += transform.basis.get_column(1) * v_offset_;
  transform.origin += transform.basis.get_column(0) * h_offset_;
  return transform;
}

Vector2 Camera3D::viewport_size(const char* method) const {
  if (!viewport_) {
    throw Error(std::string("Camera3D::") + method + ": the camera " + get_name().str() +
                " is not inside a tree");
  }
  const Vector2i size = viewport_->get_size();
  return Vector2(real_t(size.x), real_t(size.y));
}

Projection Camera3D::projection_for(real_t z_near, const char* method) const {
  const Vector2 size = viewport_size(method);
  CameraData lens = data_;
  lens.near = z_near;
  return camera_projection(lens, size.y != 0 ? size.x / size.y : 1);
}

Projection Camera3D::get_camera_projection() const {
  return projection_for(data_.near, "get_camera_projection");
}

Vector2 Camera3D::unproject_position(const Vector3& point) const {
  const Vector2 size = viewport_size("unproject_position");
  const Projection projection = projection_for(data_.near, "unproject_position");
  const Vector3 local = get_camera_transform().xform_inv(point);
  const Vector4 clip = projection.xform(Vector4(local.x, local.y, local.z, 1));
  if (clip.w == 0) return {};
  return {(clip.x / clip.w * real_t(0.5) + real_t(0.5)) * size.x,
          (-clip.y / clip.w * real_t(0.5) + real_t(0.5)) * size.y};
}

Vector3 Camera3D::project_position(const Vector2& pixel, real_t z_depth) const {
  const Vector2 size = viewport_size("project_position");
  if (z_depth == 0 && data_.projection != CameraProjection::ORTHOGONAL) {
    return get_global_transform().origin;
  }
  const Projection projection = projection_for(data_.near, "project_position");
  // The view's half extents at `z_depth`: where the right and top planes cross that depth.
  const std::array<Plane, 6> planes = projection.get_projection_planes(Transform3D());
  const Plane slice(Vector3(0, 0, 1), -z_depth);
  const Vector3 corner =
      slice.intersect_3(planes[Projection::PLANE_RIGHT], planes[Projection::PLANE_TOP])
          .value_or(Vector3());
  const Vector2 at((pixel.x / size.x) * 2 - 1, (1 - pixel.y / size.y) * 2 - 1);
  return get_camera_transform().xform(Vector3(at.x * corner.x, at.y * corner.y, -z_depth));
}

Vector3 Camera3D::project_ray_origin(const Vector2& pixel) const {
  return camera_ray(data_, get_camera_transform(), viewport_size("project_ray_origin"), pixel)
      .origin;
}

Vector3 Camera3D::project_ray_normal(const Vector2& pixel) const {
  return camera_ray(data_, get_camera_transform(), viewport_size("project_ray_normal"), pixel)
      .normal;
}

Vector3 Camera3D::project_local_ray_normal(const Vector2& pixel) const {
  return camera_ray(data_, Transform3D(), viewport_size("project_local_ray_normal"), pixel).normal;
}

bool Camera3D::is_position_behind(const Vector3& point) const {
  const Transform3D transform = get_global_transform();
  const Vector3 eye = -transform.basis.get_column(2).normalized();
  return eye.dot(point - transform.origin) < data_.near;
}

std::vector<Plane> Camera3D::get_frustum() const {
  const std::array<Plane, 6> planes =
      projection_for(data_.near, "get_frustum").get_projection_planes(get_camera_transform());
  return {planes.begin(), planes.end()};
}

bool Camera3D::is_position_in_frustum(const Vector3& point) const {
  for (const Plane& plane : get_frustum()) {
    if (plane.is_point_over(point)) return false;
  }
  return true;
}

}  // namespace arbor
