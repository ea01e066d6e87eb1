// PhysicsServer3D: the 3D physics world behind the 3D physics nodes (Godot's PhysicsServer3D),
// without any backend type. Backends: a null one (always built: nothing moves, nothing collides)
// and Bullet (arbor/servers/physics/bullet_physics_server_3d.h, target arbor::physics_bullet).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "arbor/core/math/real.h"
#include "arbor/core/math/transform_3d.h"
#include "arbor/core/math/vector3.h"
#include "arbor/core/object/node_id.h"
#include "arbor/core/object/rid.h"
#include "arbor/servers/physics/joint_3d_types.h"
#include "arbor/servers/physics/physics_handle.h"
#include "arbor/servers/physics/physics_queries_3d.h"
#include "arbor/servers/physics/physics_types.h"
#include "arbor/servers/physics/shape_3d_data.h"
#include "arbor/servers/server.h"

namespace arbor {

/// A space's defaults and solver settings, with the defaults of Godot's project settings
/// (physics/3d/default_gravity, default_linear_damp, sleep_threshold_linear, ...).
struct SpaceSettings3D {
  real_t gravity = real_t(9.8);
  Vector3 gravity_vector{0, -1, 0};
  real_t linear_damp = real_t(0.1);
  real_t angular_damp = real_t(0.1);
  real_t sleep_threshold_linear = real_t(0.1);
  real_t sleep_threshold_angular = real_t(0.13962634);  ///< 8 degrees per second
  real_t time_before_sleep = real_t(0.5);
  int solver_iterations = 16;
};

/// Godot's PhysicsServer3D::BodyAxis bits (axis_lock_linear_x, ...).
enum BodyAxis : std::uint8_t {
  BODY_AXIS_LINEAR_X = 1u << 0,
  BODY_AXIS_LINEAR_Y = 1u << 1,
  BODY_AXIS_LINEAR_Z = 1u << 2,
  BODY_AXIS_ANGULAR_X = 1u << 3,
  BODY_AXIS_ANGULAR_Y = 1u << 4,
  BODY_AXIS_ANGULAR_Z = 1u << 5,
};

/// A body's material and mass parameters (Godot's BodyParameter values), pushed as a whole.
struct BodyParameters3D {
  /// Godot's combine rules: bounces add (clamped to [0, 1]); of two frictions the smaller wins, so
  /// a negative friction ("rough") always wins, by its magnitude; a negative bounce
  /// ("absorbent") subtracts.
  real_t bounce = 0;
  real_t friction = 1;
  real_t mass = 1;
  /// Zero: computed from the shapes and the mass.
  Vector3 inertia;
  /// Without it, the centre of the shapes.
  bool custom_center_of_mass = false;
  Vector3 center_of_mass;
  real_t gravity_scale = 1;
  BodyDampMode linear_damp_mode = BodyDampMode::COMBINE;
  BodyDampMode angular_damp_mode = BodyDampMode::COMBINE;
  real_t linear_damp = 0;
  real_t angular_damp = 0;
};

/// An area's gravity and damping overrides (Godot's AreaParameter values), pushed as a whole.
struct AreaParameters3D {
  AreaSpaceOverrideMode gravity_override = AreaSpaceOverrideMode::DISABLED;
  real_t gravity = real_t(9.8);
  Vector3 gravity_vector{0, -1, 0};
  /// Gravity points at `gravity_point_center` (in the area's frame) instead of along the vector.
  bool gravity_is_point = false;
  Vector3 gravity_point_center{0, -1, 0};
  /// With point gravity: the distance at which gravity is `gravity`; it falls with the square of
  /// the distance. Zero: the same everywhere.
  real_t gravity_point_unit_distance = 0;
  AreaSpaceOverrideMode linear_damp_override = AreaSpaceOverrideMode::DISABLED;
  real_t linear_damp = real_t(0.1);
  AreaSpaceOverrideMode angular_damp_override = AreaSpaceOverrideMode::DISABLED;
  real_t angular_damp = real_t(0.1);
  /// Areas of higher priority are applied first.
  int priority = 0;
};

/// The 3D physics world: spaces of bodies, areas and joints stepped with the tree's fixed
/// physics clock, and the queries on them. Objects are named by typed, generational handles; a
/// freed or foreign handle throws arbor::Error naming it; handles alive when the server is
/// destroyed are reported as leaks (leak_report()). Nodes push their state when it changes and
/// hear back through a PhysicsObjectListener after each step. Not thread-safe: a server belongs
/// to one tree.
class PhysicsServer3D : public IFixedStepServer {
 public:
  // -- spaces ----------------------------------------------------------------------------------
  /// The settings new spaces start with (Godot's project settings physics/3d/...; a program
  /// sets them from project.godot before the scene's world makes its space).
  virtual void set_default_space_settings(const SpaceSettings3D& settings) = 0;
  [[nodiscard]] virtual const SpaceSettings3D& get_default_space_settings() const = 0;
  virtual SpaceHandle3D space_create() = 0;
  /// Frees a space; its bodies, areas and joints stay alive, outside any space.
  virtual void space_free(SpaceHandle3D space) = 0;
  /// Only active spaces are stepped (a space is active when made).
  virtual void space_set_active(SpaceHandle3D space, bool active) = 0;
  [[nodiscard]] virtual bool space_is_active(SpaceHandle3D space) const = 0;
  virtual void space_set_settings(SpaceHandle3D space, const SpaceSettings3D& settings) = 0;
  [[nodiscard]] virtual const SpaceSettings3D& space_get_settings(SpaceHandle3D space) const = 0;

  // -- shapes ----------------------------------------------------------------------------------
  /// Throws arbor::Error when the data is invalid (a size not above zero, a hull without points):
  /// callers check shapes before they reach the server.
  virtual ShapeHandle3D shape_create(const Shape3DData& data) = 0;
  /// Changes a shape; every body and area using it uses the new geometry from now on.
  virtual void shape_set_data(ShapeHandle3D shape, const Shape3DData& data) = 0;
  [[nodiscard]] virtual const Shape3DData& shape_get_data(ShapeHandle3D shape) const = 0;
  /// Frees a shape, removing it from the bodies and areas that use it.
  virtual void shape_free(ShapeHandle3D shape) = 0;

  // -- bodies ----------------------------------------------------------------------------------
  virtual BodyHandle3D body_create() = 0;
  /// Frees a body and the joints attached to it.
  virtual void body_free(BodyHandle3D body) = 0;
  /// Puts the body in `space` (null: in none).
  virtual void body_set_space(BodyHandle3D body, SpaceHandle3D space) = 0;
  [[nodiscard]] virtual SpaceHandle3D body_get_space(BodyHandle3D body) const = 0;
  virtual void body_set_mode(BodyHandle3D body, BodyMode mode) = 0;
  [[nodiscard]] virtual BodyMode body_get_mode(BodyHandle3D body) const = 0;
  /// Adds a shape at `transform` in the body's frame; shapes are numbered in order.
  virtual void body_add_shape(BodyHandle3D body, ShapeHandle3D shape,
                              const Transform3D& transform = {}, bool disabled = false) = 0;
  virtual void body_set_shape(BodyHandle3D body, int index, ShapeHandle3D shape) = 0;
  virtual void body_set_shape_transform(BodyHandle3D body, int index,
                                        const Transform3D& transform) = 0;
  virtual void body_set_shape_disabled(BodyHandle3D body, int index, bool disabled) = 0;
  /// Removes a shape; the shapes after it move down one index.
  virtual void body_remove_shape(BodyHandle3D body, int index) = 0;
  virtual void body_clear_shapes(BodyHandle3D body) = 0;
  [[nodiscard]] virtual int body_get_shape_count(BodyHandle3D body) const = 0;
  /// The node in front of the body, reported by queries and contacts.
  virtual void body_attach_object_instance_id(BodyHandle3D body, NodeId id) = 0;
  [[nodiscard]] virtual NodeId body_get_object_instance_id(BodyHandle3D body) const = 0;
  /// Who hears about the body after each step (not owned; null for nobody).
  virtual void body_set_listener(BodyHandle3D body, PhysicsObjectListener* listener) = 0;
  virtual void body_set_collision_layer(BodyHandle3D body, std::uint32_t layer) = 0;
  [[nodiscard]] virtual std::uint32_t body_get_collision_layer(BodyHandle3D body) const = 0;
  virtual void body_set_collision_mask(BodyHandle3D body, std::uint32_t mask) = 0;
  [[nodiscard]] virtual std::uint32_t body_get_collision_mask(BodyHandle3D body) const = 0;
  /// How much a kinematic body's motion test favours this body when it penetrates it.
  virtual void body_set_collision_priority(BodyHandle3D body, real_t priority) = 0;
  virtual void body_set_parameters(BodyHandle3D body, const BodyParameters3D& parameters) = 0;
  [[nodiscard]] virtual const BodyParameters3D& body_get_parameters(BodyHandle3D body) const = 0;
  /// Bits of BodyAxis: locked axes keep their velocity at zero.
  virtual void body_set_axis_lock(BodyHandle3D body, std::uint8_t locked_axes) = 0;
  virtual void body_set_continuous_collision_detection(BodyHandle3D body, bool enabled) = 0;
  /// With true the server applies neither gravity nor damping to the body (a custom integrator).
  virtual void body_set_omit_force_integration(BodyHandle3D body, bool omit) = 0;
  virtual void body_add_collision_exception(BodyHandle3D body, RID other) = 0;
  virtual void body_remove_collision_exception(BodyHandle3D body, RID other) = 0;
  [[nodiscard]] virtual std::vector<RID> body_get_collision_exceptions(BodyHandle3D body) const = 0;

  // body state
  virtual void body_set_transform(BodyHandle3D body, const Transform3D& transform) = 0;
  [[nodiscard]] virtual Transform3D body_get_transform(BodyHandle3D body) const = 0;
  virtual void body_set_linear_velocity(BodyHandle3D body, const Vector3& velocity) = 0;
  [[nodiscard]] virtual Vector3 body_get_linear_velocity(BodyHandle3D body) const = 0;
  virtual void body_set_angular_velocity(BodyHandle3D body, const Vector3& velocity) = 0;
  [[nodiscard]] virtual Vector3 body_get_angular_velocity(BodyHandle3D body) const = 0;
  virtual void body_set_sleeping(BodyHandle3D body, bool sleeping) = 0;
  [[nodiscard]] virtual bool body_is_sleeping(BodyHandle3D body) const = 0;
  virtual void body_set_can_sleep(BodyHandle3D body, bool can_sleep) = 0;
  [[nodiscard]] virtual BodyDynamics3D body_get_dynamics(BodyHandle3D body) const = 0;

  // forces (Godot's semantics: impulses change the velocity now; forces act over the next step;
  // constant forces act on every step until changed)
  virtual void body_apply_central_impulse(BodyHandle3D body, const Vector3& impulse) = 0;
  /// `position` is relative to the body's origin, in world orientation.
  virtual void body_apply_impulse(BodyHandle3D body, const Vector3& impulse,
                                  const Vector3& position) = 0;
  virtual void body_apply_torque_impulse(BodyHandle3D body, const Vector3& impulse) = 0;
  virtual void body_apply_central_force(BodyHandle3D body, const Vector3& force) = 0;
  virtual void body_apply_force(BodyHandle3D body, const Vector3& force,
                                const Vector3& position) = 0;
  virtual void body_apply_torque(BodyHandle3D body, const Vector3& torque) = 0;
  virtual void body_add_constant_central_force(BodyHandle3D body, const Vector3& force) = 0;
  virtual void body_add_constant_force(BodyHandle3D body, const Vector3& force,
                                       const Vector3& position) = 0;
  virtual void body_add_constant_torque(BodyHandle3D body, const Vector3& torque) = 0;
  virtual void body_set_constant_force(BodyHandle3D body, const Vector3& force) = 0;
  [[nodiscard]] virtual Vector3 body_get_constant_force(BodyHandle3D body) const = 0;
  virtual void body_set_constant_torque(BodyHandle3D body, const Vector3& torque) = 0;
  [[nodiscard]] virtual Vector3 body_get_constant_torque(BodyHandle3D body) const = 0;

  // contacts of the last step, for bodies reporting up to `max` of them
  virtual void body_set_max_contacts_reported(BodyHandle3D body, int max) = 0;
  [[nodiscard]] virtual int body_get_contact_count(BodyHandle3D body) const = 0;
  [[nodiscard]] virtual const BodyContact3D& body_get_contact(BodyHandle3D body,
                                                              int index) const = 0;

  /// Tests moving the body from `parameters.from` by `parameters.motion` (Godot's
  /// body_test_motion): recovers from penetration, moves as far as it can and reports what it
  /// touches there. True when the motion collided. Allocates nothing.
  virtual bool body_test_motion(BodyHandle3D body, const MotionParameters3D& parameters,
                                MotionResult3D& result) = 0;

  // -- areas -----------------------------------------------------------------------------------
  virtual AreaHandle3D area_create() = 0;
  virtual void area_free(AreaHandle3D area) = 0;
  virtual void area_set_space(AreaHandle3D area, SpaceHandle3D space) = 0;
  [[nodiscard]] virtual SpaceHandle3D area_get_space(AreaHandle3D area) const = 0;
  virtual void area_add_shape(AreaHandle3D area, ShapeHandle3D shape,
                              const Transform3D& transform = {}, bool disabled = false) = 0;
  virtual void area_set_shape(AreaHandle3D area, int index, ShapeHandle3D shape) = 0;
  virtual void area_set_shape_transform(AreaHandle3D area, int index,
                                        const Transform3D& transform) = 0;
  virtual void area_set_shape_disabled(AreaHandle3D area, int index, bool disabled) = 0;
  virtual void area_remove_shape(AreaHandle3D area, int index) = 0;
  virtual void area_clear_shapes(AreaHandle3D area) = 0;
  [[nodiscard]] virtual int area_get_shape_count(AreaHandle3D area) const = 0;
  virtual void area_attach_object_instance_id(AreaHandle3D area, NodeId id) = 0;
  virtual void area_set_listener(AreaHandle3D area, PhysicsObjectListener* listener) = 0;
  virtual void area_set_collision_layer(AreaHandle3D area, std::uint32_t layer) = 0;
  virtual void area_set_collision_mask(AreaHandle3D area, std::uint32_t mask) = 0;
  virtual void area_set_transform(AreaHandle3D area, const Transform3D& transform) = 0;
  [[nodiscard]] virtual Transform3D area_get_transform(AreaHandle3D area) const = 0;
  virtual void area_set_parameters(AreaHandle3D area, const AreaParameters3D& parameters) = 0;
  [[nodiscard]] virtual const AreaParameters3D& area_get_parameters(AreaHandle3D area) const = 0;
  /// Whether the area reports what enters and leaves it. Turning it off forgets its overlaps
  /// without reporting them.
  virtual void area_set_monitoring(AreaHandle3D area, bool monitoring) = 0;
  /// Whether monitoring areas see this area.
  virtual void area_set_monitorable(AreaHandle3D area, bool monitorable) = 0;

  // -- joints ----------------------------------------------------------------------------------
  virtual JointHandle3D joint_create() = 0;
  virtual void joint_free(JointHandle3D joint) = 0;
  /// Makes the joint a pin between points given in each body's frame. `body_b` may be null
  /// (pinned to the world).
  virtual void joint_make_pin(JointHandle3D joint, BodyHandle3D body_a, const Vector3& local_a,
                              BodyHandle3D body_b, const Vector3& local_b) = 0;
  /// Hinge about the Z axes of the two frames (each in its body's frame).
  virtual void joint_make_hinge(JointHandle3D joint, BodyHandle3D body_a,
                                const Transform3D& frame_a, BodyHandle3D body_b,
                                const Transform3D& frame_b) = 0;
  /// Slider along the X axes of the two frames.
  virtual void joint_make_slider(JointHandle3D joint, BodyHandle3D body_a,
                                 const Transform3D& frame_a, BodyHandle3D body_b,
                                 const Transform3D& frame_b) = 0;
  /// Cone twist about the X axes of the two frames.
  virtual void joint_make_cone_twist(JointHandle3D joint, BodyHandle3D body_a,
                                     const Transform3D& frame_a, BodyHandle3D body_b,
                                     const Transform3D& frame_b) = 0;
  virtual void joint_make_generic_6dof(JointHandle3D joint, BodyHandle3D body_a,
                                       const Transform3D& frame_a, BodyHandle3D body_b,
                                       const Transform3D& frame_b) = 0;
  [[nodiscard]] virtual JointType3D joint_get_type(JointHandle3D joint) const = 0;
  virtual void joint_set_solver_priority(JointHandle3D joint, int priority) = 0;
  /// Whether the two bodies still collide with each other (Godot: they do not by default).
  virtual void joint_disable_collisions_between_bodies(JointHandle3D joint, bool disable) = 0;
  virtual void pin_joint_set_param(JointHandle3D joint, PinJointParam param, real_t value) = 0;
  [[nodiscard]] virtual real_t pin_joint_get_param(JointHandle3D joint,
                                                   PinJointParam param) const = 0;
  virtual void hinge_joint_set_param(JointHandle3D joint, HingeJointParam param, real_t value) = 0;
  [[nodiscard]] virtual real_t hinge_joint_get_param(JointHandle3D joint,
                                                     HingeJointParam param) const = 0;
  virtual void hinge_joint_set_flag(JointHandle3D joint, HingeJointFlag flag, bool enabled) = 0;
  virtual void slider_joint_set_param(JointHandle3D joint, SliderJointParam param,
                                      real_t value) = 0;
  [[nodiscard]] virtual real_t slider_joint_get_param(JointHandle3D joint,
                                                      SliderJointParam param) const = 0;
  virtual void cone_twist_joint_set_param(JointHandle3D joint, ConeTwistJointParam param,
                                          real_t value) = 0;
  [[nodiscard]] virtual real_t cone_twist_joint_get_param(JointHandle3D joint,
                                                          ConeTwistJointParam param) const = 0;
  virtual void generic_6dof_joint_set_param(JointHandle3D joint, JointAxis axis,
                                            G6DOFJointAxisParam param, real_t value) = 0;
  [[nodiscard]] virtual real_t generic_6dof_joint_get_param(JointHandle3D joint, JointAxis axis,
                                                            G6DOFJointAxisParam param) const = 0;
  virtual void generic_6dof_joint_set_flag(JointHandle3D joint, JointAxis axis,
                                           G6DOFJointAxisFlag flag, bool enabled) = 0;

  // -- queries (Godot's PhysicsDirectSpaceState3D; allocate nothing) ---------------------------
  /// The nearest hit along the ray, if any.
  virtual bool space_intersect_ray(SpaceHandle3D space, const RayQuery3D& query,
                                   RayHit3D& hit) const = 0;
  /// Objects whose shapes contain the point; returns how many were written to `results`.
  virtual int space_intersect_point(SpaceHandle3D space, const PointQuery3D& query,
                                    std::span<ShapeHit3D> results) const = 0;
  /// Objects the shape overlaps (expanded by the query's margin).
  virtual int space_intersect_shape(SpaceHandle3D space, const ShapeQuery3D& query,
                                    std::span<ShapeHit3D> results) const = 0;
  /// How far along its motion the shape can move: `safe` is the largest fraction without a
  /// collision, `unsafe` the smallest with one (both 1 when nothing is hit). Objects the shape
  /// already overlaps where it starts are ignored (Godot's rule). False when the shape cannot be
  /// cast (it is not convex).
  virtual bool space_cast_motion(SpaceHandle3D space, const ShapeQuery3D& query, real_t& safe,
                                 real_t& unsafe) const = 0;
  /// Contact points of the shape (moved by its motion) with what it touches, two per contact
  /// (on the shape, then on the other object); returns how many pairs were written.
  virtual int space_collide_shape(SpaceHandle3D space, const ShapeQuery3D& query,
                                  std::span<Vector3> points) const = 0;
  /// The deepest contact of the shape (moved by its motion), if any.
  virtual bool space_get_rest_info(SpaceHandle3D space, const ShapeQuery3D& query,
                                   ShapeRestInfo3D& info) const = 0;
  /// The point on the surface of `object`'s enabled shapes nearest to `point` (Godot's
  /// get_closest_point_to_object_volume; from inside a shape, the nearest point of its
  /// surface); the object's origin when it has no shape that gives one. `object` is a body or
  /// area RID in `space` (else arbor::Error).
  [[nodiscard]] virtual Vector3 space_get_closest_point_to_object_volume(
      SpaceHandle3D space, RID object, const Vector3& point) const = 0;

  // -- interpolation ---------------------------------------------------------------------------
  /// Where a body is drawn between steps: its transform before the last step blended towards the
  /// one after it by the frame's interpolation fraction (Godot 4's physics interpolation). The
  /// fraction is the one after_fixed_steps received.
  [[nodiscard]] virtual Transform3D body_get_interpolated_transform(BodyHandle3D body) const = 0;
  /// Forgets the previous transform, so the body is drawn where it is (after a teleport).
  virtual void body_reset_interpolation(BodyHandle3D body) = 0;

  // -- diagnostics -----------------------------------------------------------------------------
  /// The backend's name ("null", "Bullet 3.24").
  [[nodiscard]] virtual std::string get_backend_name() const = 0;
  /// Spaces, shapes, bodies, areas and joints still alive, as a sentence; empty when there are
  /// none. The destructor prints it to stderr when it is not empty.
  [[nodiscard]] virtual std::string leak_report() const = 0;
  /// Bodies simulated in the last step (active rigid and moved kinematic bodies).
  [[nodiscard]] virtual int get_active_body_count() const = 0;
};

}  // namespace arbor
