// Camera3D: a point of view into a viewport's 3D world (Godot's Camera3D).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "arbor/core/math/plane.h"
#include "arbor/core/math/projection.h"
#include "arbor/core/math/vector2.h"
#include "arbor/core/object/ref.h"
#include "arbor/scene/node_3d.h"
#include "arbor/servers/rendering/camera_data.h"

namespace arbor {

class Environment;
class RenderingServer;
namespace detail {
class VelocityTracker3D;
}

/// What a viewport shows its 3D world through, with Godot 4's properties, defaults and
/// projection formulas. The first camera to enter a viewport becomes its current camera, as in
/// Godot, unless another one is made current; a current camera that leaves hands over to the
/// next one. Projection helpers (unproject_position, project_ray_normal, ...) use the size of
/// the camera's viewport and throw arbor::Error outside a tree. Without an AudioListener3D, the
/// viewport's current camera hears its 3D sound.
class Camera3D : public Node3D {
  ARBOR_CLASS(Camera3D, Node3D)

 public:
  /// Godot's Camera3D.ProjectionType.
  enum ProjectionType : int { PROJECTION_PERSPECTIVE, PROJECTION_ORTHOGONAL, PROJECTION_FRUSTUM };
  /// Godot's Camera3D.KeepAspect.
  enum KeepAspect : int { KEEP_WIDTH, KEEP_HEIGHT };
  /// How the camera's velocity is measured for doppler (Godot's Camera3D.DopplerTracking).
  enum DopplerTracking : int {
    DOPPLER_TRACKING_DISABLED,
    DOPPLER_TRACKING_IDLE_STEP,
    DOPPLER_TRACKING_PHYSICS_STEP
  };
  /// Sent when the camera becomes, or stops being, its viewport's current camera.
  static constexpr int NOTIFICATION_BECAME_CURRENT = 50;
  static constexpr int NOTIFICATION_LOST_CURRENT = 51;

  Camera3D();
  ~Camera3D() override;

  // -- the lens --------------------------------------------------------------------------------
  void set_projection(ProjectionType projection);
  [[nodiscard]] ProjectionType get_projection() const { return ProjectionType(data_.projection); }
  /// Field of view in degrees (1 to 179): vertical with KEEP_HEIGHT, horizontal with KEEP_WIDTH.
  void set_fov(real_t fov);
  [[nodiscard]] real_t get_fov() const { return data_.fov; }
  /// Height (width with KEEP_WIDTH) of an orthogonal or frustum view.
  void set_size(real_t size);
  [[nodiscard]] real_t get_size() const { return data_.size; }
  void set_frustum_offset(const Vector2& offset);
  [[nodiscard]] Vector2 get_frustum_offset() const { return data_.frustum_offset; }
  void set_near(real_t near);
  [[nodiscard]] real_t get_near() const { return data_.near; }
  void set_far(real_t far);
  [[nodiscard]] real_t get_far() const { return data_.far; }
  void set_keep_aspect_mode(KeepAspect mode);
  [[nodiscard]] KeepAspect get_keep_aspect_mode() const { return KeepAspect(data_.keep_aspect); }
  void set_perspective(real_t fov, real_t z_near, real_t z_far);
  void set_orthogonal(real_t size, real_t z_near, real_t z_far);
  void set_frustum(real_t size, const Vector2& offset, real_t z_near, real_t z_far);
  /// Moves the view sideways / up in the camera's own frame without moving the node.
  void set_h_offset(real_t offset);
  [[nodiscard]] real_t get_h_offset() const { return h_offset_; }
  void set_v_offset(real_t offset);
  [[nodiscard]] real_t get_v_offset() const { return v_offset_; }
  /// The render layers it sees (20 bits; all by default).
  void set_cull_mask(std::uint32_t mask);
  [[nodiscard]] std::uint32_t get_cull_mask() const { return data_.cull_mask; }
  void set_cull_mask_value(int layer, bool enabled);
  [[nodiscard]] bool get_cull_mask_value(int layer) const;
  /// Draws with this environment instead of the world's (null: the world's).
  void set_environment(const Ref<Environment>& environment);
  [[nodiscard]] const Ref<Environment>& get_environment() const { return environment_; }
  void set_doppler_tracking(DopplerTracking tracking);
  [[nodiscard]] DopplerTracking get_doppler_tracking() const { return doppler_tracking_; }
  /// The velocity measured over the last steps (zero without tracking): what shifts the pitch
  /// of the sounds the camera hears.
  [[nodiscard]] Vector3 get_doppler_tracked_velocity() const;

  // -- current ---------------------------------------------------------------------------------
  /// Makes this the viewport's current camera (remembered until the camera enters a tree).
  void make_current();
  /// Stops being current; with `enable_next`, the viewport's next camera becomes current.
  void clear_current(bool enable_next = true);
  void set_current(bool current);
  /// Inside a tree, whether the viewport shows this camera; outside, whether it will be made
  /// current when it enters.
  [[nodiscard]] bool is_current() const;

  // -- projection (Godot's formulas) -----------------------------------------------------------
  /// The global transform, orthonormalized, moved by the h and v offsets.
  [[nodiscard]] Transform3D get_camera_transform() const;
  /// The projection for the viewport's aspect.
  [[nodiscard]] Projection get_camera_projection() const;
  /// The viewport pixel where world point `point` appears.
  [[nodiscard]] Vector2 unproject_position(const Vector3& point) const;
  /// The world point at `z_depth` from the camera, seen at viewport pixel `pixel`.
  [[nodiscard]] Vector3 project_position(const Vector2& pixel, real_t z_depth) const;
  /// Where the ray through viewport pixel `pixel` starts (the camera; the near plane for an
  /// orthogonal camera) and its unit direction in world space, or in camera space (local).
  [[nodiscard]] Vector3 project_ray_origin(const Vector2& pixel) const;
  [[nodiscard]] Vector3 project_ray_normal(const Vector2& pixel) const;
  [[nodiscard]] Vector3 project_local_ray_normal(const Vector2& pixel) const;
  /// Whether `point` is behind the camera (nearer than the near plane along the view).
  [[nodiscard]] bool is_position_behind(const Vector3& point) const;
  /// The six frustum planes in world space (near, far, left, top, right, bottom), normals out.
  [[nodiscard]] std::vector<Plane> get_frustum() const;
  [[nodiscard]] bool is_position_in_frustum(const Vector3& point) const;

  /// The camera's object on the rendering server while it is in a tree that has one.
  [[nodiscard]] CameraHandle get_camera_handle() const { return camera_; }

 protected:
  static void _bind_methods();
  void _engine_notification(int what) override;
  void _on_global_transform_invalidated() override;

 private:
  void push_data();
  /// Acquires the environment's server object into the lens (in a tree with a server).
  void acquire_environment();
  void push_transform();
  [[nodiscard]] Vector2 viewport_size(const char* method) const;
  [[nodiscard]] Projection projection_for(real_t z_near, const char* method) const;

  CameraData data_;
  Ref<Environment> environment_;
  real_t h_offset_ = 0;
  real_t v_offset_ = 0;
  DopplerTracking doppler_tracking_ = DOPPLER_TRACKING_DISABLED;
  std::unique_ptr<detail::VelocityTracker3D> velocity_;
  bool current_ = false;
  SceneViewport* viewport_ = nullptr;  // while inside a tree
  RenderingServer* server_ = nullptr;
  CameraHandle camera_;
};

}  // namespace arbor
