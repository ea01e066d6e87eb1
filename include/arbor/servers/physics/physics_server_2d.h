// PhysicsServer2D: the 2D physics world behind the 2D physics nodes (Godot's PhysicsServer2D),
// without any backend type. Backends: a null one (always built: nothing moves, nothing collides)
// and Box2D (arbor/servers/physics/box2d_physics_server_2d.h, target arbor::physics_box2d).
// Lengths are in pixels, as everywhere in Godot's 2D.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "arbor/core/math/real.h"
#include "arbor/core/math/transform_2d.h"
#include "arbor/core/math/vector2.h"
#include "arbor/core/object/node_id.h"
#include "arbor/core/object/rid.h"
#include "arbor/servers/physics/joint_2d_types.h"
#include "arbor/servers/physics/physics_handle.h"
#include "arbor/servers/physics/physics_queries_2d.h"
#include "arbor/servers/physics/physics_types.h"
#include "arbor/servers/physics/shape_2d_data.h"
#include "arbor/servers/server.h"

namespace arbor {

/// A space's defaults and solver settings, with the defaults of Godot's project settings
/// (physics/2d/default_gravity, default_linear_damp, sleep_threshold_linear, ...).
struct SpaceSettings2D {
  real_t gravity = real_t(980);
  Vector2 gravity_vector{0, 1};
  real_t linear_damp = real_t(0.1);
  real_t angular_damp = real_t(1);
  real_t sleep_threshold_linear = real_t(2);
  real_t sleep_threshold_angular = real_t(0.13962634);  ///< 8 degrees per second
  real_t time_before_sleep = real_t(0.5);
  int solver_iterations = 16;
};

/// A body's material and mass parameters (Godot's BodyParameter values), pushed as a whole.
struct BodyParameters2D {
  /// Godot's combine rules: bounces add (clamped to [0, 1]); of two frictions the smaller wins, so
  /// a negative friction ("rough") always wins, by its magnitude; a negative bounce
  /// ("absorbent") subtracts.
  real_t bounce = 0;
  real_t friction = 1;
  real_t mass = 1;
  /// Zero: computed from the shapes and the mass.
  real_t inertia = 0;
  /// Without it, the centre of the shapes.
  bool custom_center_of_mass = false;
  Vector2 center_of_mass;
  real_t gravity_scale = 1;
  BodyDampMode linear_damp_mode = BodyDampMode::COMBINE;
  BodyDampMode angular_damp_mode = BodyDampMode::COMBINE;
  real_t linear_damp = 0;
  real_t angular_damp = 0;
};

/// An area's gravity and damping overrides (Godot's AreaParameter values), pushed as a whole.
struct AreaParameters2D {
  AreaSpaceOverrideMode gravity_override = AreaSpaceOverrideMode::DISABLED;
  real_t gravity = real_t(980);
  Vector2 gravity_vector{0, 1};
  /// Gravity points at `gravity_point_center` (in the area's frame) instead of along the vector.
  bool gravity_is_point = false;
  Vector2 gravity_point_center{0, 1};
  /// With point gravity: the distance at which gravity is `gravity`; it falls with the square of
  /// the distance. Zero: the same everywhere.
  real_t gravity_point_unit_distance = 0;
  AreaSpaceOverrideMode linear_damp_override = AreaSpaceOverrideMode::DISABLED;
  real_t linear_damp = real_t(0.1);
  AreaSpaceOverrideMode angular_damp_override = AreaSpaceOverrideMode::DISABLED;
  real_t angular_damp = real_t(1);
  /// Areas of higher priority are applied first.
  int priority = 0;
};

/// The 2D physics world: spaces of bodies, areas and joints stepped with the tree's fixed
/// physics clock, and the queries on them. Objects are named by typed, generational handles; a
/// freed or foreign handle throws arbor::Error naming it; handles alive when the server is
/// destroyed are reported as leaks (leak_report()). Nodes push their state when it changes and
/// hear back through a PhysicsObjectListener after each step. Not thread-safe: a server belongs
/// to one tree.
class PhysicsServer2D : public IFixedStepServer {
 public:
  // -- spaces ----------------------------------------------------------------------------------
  /// The settings new spaces start with (Godot's project settings physics/2d/...; a program
  /// sets them from project.godot before the scene's world makes its space).
  virtual void set_default_space_settings(const SpaceSettings2D& settings) = 0;
  [[nodiscard]] virtual const SpaceSettings2D& get_default_space_settings() const = 0;
  virtual SpaceHandle2D space_create() = 0;
  /// Frees a space; its bodies, areas and joints stay alive, outside any space.
  virtual void space_free(SpaceHandle2D space) = 0;
  /// Only active spaces are stepped (a space is active when made).
  virtual void space_set_active(SpaceHandle2D space, bool active) = 0;
  [[nodiscard]] virtual bool space_is_active(SpaceHandle2D space) const = 0;
  virtual void space_set_settings(SpaceHandle2D space, const SpaceSettings2D& settings) = 0;
  [[nodiscard]] virtual const SpaceSettings2D& space_get_settings(SpaceHandle2D space) const = 0;

  // -- shapes ----------------------------------------------------------------------------------
  /// Throws arbor::Error when the data is invalid (a size not above zero, a hull without points):
  /// callers check shapes before they reach the server.
  virtual ShapeHandle2D shape_create(const Shape2DData& data) = 0;
  /// Changes a shape; every body and area using it uses the new geometry from now on.
  virtual void shape_set_data(ShapeHandle2D shape, const Shape2DData& data) = 0;
  [[nodiscard]] virtual const Shape2DData& shape_get_data(ShapeHandle2D shape) const = 0;
  /// Frees a shape, removing it from the bodies and areas that use it.
  virtual void shape_free(ShapeHandle2D shape) = 0;

  // -- bodies ----------------------------------------------------------------------------------
  virtual BodyHandle2D body_create() = 0;
  /// Frees a body and the joints attached to it.
  virtual void body_free(BodyHandle2D body) = 0;
  /// Puts the body in `space` (null: in none).
  virtual void body_set_space(BodyHandle2D body, SpaceHandle2D space) = 0;
  [[nodiscard]] virtual SpaceHandle2D body_get_space(BodyHandle2D body) const = 0;
  virtual void body_set_mode(BodyHandle2D body, BodyMode mode) = 0;
  [[nodiscard]] virtual BodyMode body_get_mode(BodyHandle2D body) const = 0;
  /// Adds a shape at `transform` in the body's frame; shapes are numbered in order.
  virtual void body_add_shape(BodyHandle2D body, ShapeHandle2D shape,
                              const Transform2D& transform = {}, bool disabled = false) = 0;
  virtual void body_set_shape(BodyHandle2D body, int index, ShapeHandle2D shape) = 0;
  virtual void body_set_shape_transform(BodyHandle2D body, int index,
                                        const Transform2D& transform) = 0;
  virtual void body_set_shape_disabled(BodyHandle2D body, int index, bool disabled) = 0;
  /// One-way collision (Godot's CollisionShape2D.one_way_collision): the shape stops only what
  /// comes against it along its +Y axis (from above, in Godot's y-down 2D), letting through what
  /// crosses it the other way; `margin` is how deep such a contact may start.
  virtual void body_set_shape_as_one_way_collision(BodyHandle2D body, int index, bool enabled,
                                                   real_t margin) = 0;
  /// Removes a shape; the shapes after it move down one index.
  virtual void body_remove_shape(BodyHandle2D body, int index) = 0;
  virtual void body_clear_shapes(BodyHandle2D body) = 0;
  [[nodiscard]] virtual int body_get_shape_count(BodyHandle2D body) const = 0;
  /// The node in front of the body, reported by queries and contacts.
  virtual void body_attach_object_instance_id(BodyHandle2D body, NodeId id) = 0;
  [[nodiscard]] virtual NodeId body_get_object_instance_id(BodyHandle2D body) const = 0;
  /// Who hears about the body after each step (not owned; null for nobody).
  virtual void body_set_listener(BodyHandle2D body, PhysicsObjectListener* listener) = 0;
  virtual void body_set_collision_layer(BodyHandle2D body, std::uint32_t layer) = 0;
  [[nodiscard]] virtual std::uint32_t body_get_collision_layer(BodyHandle2D body) const = 0;
  virtual void body_set_collision_mask(BodyHandle2D body, std::uint32_t mask) = 0;
  [[nodiscard]] virtual std::uint32_t body_get_collision_mask(BodyHandle2D body) const = 0;
  /// How much a kinematic body's motion test favours this body when it penetrates it.
  virtual void body_set_collision_priority(BodyHandle2D body, real_t priority) = 0;
  virtual void body_set_parameters(BodyHandle2D body, const BodyParameters2D& parameters) = 0;
  [[nodiscard]] virtual const BodyParameters2D& body_get_parameters(BodyHandle2D body) const = 0;
  virtual void body_set_continuous_collision_detection(BodyHandle2D body, bool enabled) = 0;
  /// With true the server applies neither gravity nor damping to the body (a custom integrator).
  virtual void body_set_omit_force_integration(BodyHandle2D body, bool omit) = 0;
  virtual void body_add_collision_exception(BodyHandle2D body, RID other) = 0;
  virtual void body_remove_collision_exception(BodyHandle2D body, RID other) = 0;
  [[nodiscard]] virtual std::vector<RID> body_get_collision_exceptions(BodyHandle2D body) const = 0;

  // body state
  virtual void body_set_transform(BodyHandle2D body, const Transform2D& transform) = 0;
  [[nodiscard]] virtual Transform2D body_get_transform(BodyHandle2D body) const = 0;
  virtual void body_set_linear_velocity(BodyHandle2D body, const Vector2& velocity) = 0;
  [[nodiscard]] virtual Vector2 body_get_linear_velocity(BodyHandle2D body) const = 0;
  virtual void body_set_angular_velocity(BodyHandle2D body, real_t velocity) = 0;
  [[nodiscard]] virtual real_t body_get_angular_velocity(BodyHandle2D body) const = 0;
  virtual void body_set_sleeping(BodyHandle2D body, bool sleeping) = 0;
  [[nodiscard]] virtual bool body_is_sleeping(BodyHandle2D body) const = 0;
  virtual void body_set_can_sleep(BodyHandle2D body, bool can_sleep) = 0;
  [[nodiscard]] virtual BodyDynamics2D body_get_dynamics(BodyHandle2D body) const = 0;

  // forces (Godot's semantics: impulses change the velocity now; forces act over the next step;
  // constant forces act on every step until changed)
  virtual void body_apply_central_impulse(BodyHandle2D body, const Vector2& impulse) = 0;
  /// `position` is relative to the body's origin, in world orientation.
  virtual void body_apply_impulse(BodyHandle2D body, const Vector2& impulse,
                                  const Vector2& position) = 0;
  virtual void body_apply_torque_impulse(BodyHandle2D body, real_t impulse) = 0;
  virtual void body_apply_central_force(BodyHandle2D body, const Vector2& force) = 0;
  virtual void body_apply_force(BodyHandle2D body, const Vector2& force,
                                const Vector2& position) = 0;
  virtual void body_apply_torque(BodyHandle2D body, real_t torque) = 0;
  virtual void body_add_constant_central_force(BodyHandle2D body, const Vector2& force) = 0;
  virtual void body_add_constant_force(BodyHandle2D body, const Vector2& force,
                                       const Vector2& position) = 0;
  virtual void body_add_constant_torque(BodyHandle2D body, real_t torque) = 0;
  virtual void body_set_constant_force(BodyHandle2D body, const Vector2& force) = 0;
  [[nodiscard]] virtual Vector2 body_get_constant_force(BodyHandle2D body) const = 0;
  virtual void body_set_constant_torque(BodyHandle2D body, real_t torque) = 0;
  [[nodiscard]] virtual real_t body_get_constant_torque(BodyHandle2D body) const = 0;

  // contacts of the last step, for bodies reporting up to `max` of them
  virtual void body_set_max_contacts_reported(BodyHandle2D body, int max) = 0;
  [[nodiscard]] virtual int body_get_contact_count(BodyHandle2D body) const = 0;
  [[nodiscard]] virtual const BodyContact2D& body_get_contact(BodyHandle2D body,
                                                              int index) const = 0;

  /// Tests moving the body from `parameters.from` by `parameters.motion` (Godot's
  /// body_test_motion): recovers from penetration, moves as far as it can and reports what it
  /// touches there. True when the motion collided. Allocates nothing.
  virtual bool body_test_motion(BodyHandle2D body, const MotionParameters2D& parameters,
                                MotionResult2D& result) = 0;

  // -- areas -----------------------------------------------------------------------------------
  virtual AreaHandle2D area_create() = 0;
  virtual void area_free(AreaHandle2D area) = 0;
  virtual void area_set_space(AreaHandle2D area, SpaceHandle2D space) = 0;
  [[nodiscard]] virtual SpaceHandle2D area_get_space(AreaHandle2D area) const = 0;
  virtual void area_add_shape(AreaHandle2D area, ShapeHandle2D shape,
                              const Transform2D& transform = {}, bool disabled = false) = 0;
  virtual void area_set_shape(AreaHandle2D area, int index, ShapeHandle2D shape) = 0;
  virtual void area_set_shape_transform(AreaHandle2D area, int index,
                                        const Transform2D& transform) = 0;
  virtual void area_set_shape_disabled(AreaHandle2D area, int index, bool disabled) = 0;
  virtual void area_remove_shape(AreaHandle2D area, int index) = 0;
  virtual void area_clear_shapes(AreaHandle2D area) = 0;
  [[nodiscard]] virtual int area_get_shape_count(AreaHandle2D area) const = 0;
  virtual void area_attach_object_instance_id(AreaHandle2D area, NodeId id) = 0;
  virtual void area_set_listener(AreaHandle2D area, PhysicsObjectListener* listener) = 0;
  virtual void area_set_collision_layer(AreaHandle2D area, std::uint32_t layer) = 0;
  virtual void area_set_collision_mask(AreaHandle2D area, std::uint32_t mask) = 0;
  virtual void area_set_transform(AreaHandle2D area, const Transform2D& transform) = 0;
  [[nodiscard]] virtual Transform2D area_get_transform(AreaHandle2D area) const = 0;
  virtual void area_set_parameters(AreaHandle2D area, const AreaParameters2D& parameters) = 0;
  [[nodiscard]] virtual const AreaParameters2D& area_get_parameters(AreaHandle2D area) const = 0;
  /// Whether the area reports what enters and leaves it. Turning it off forgets its overlaps
  /// without reporting them.
  virtual void area_set_monitoring(AreaHandle2D area, bool monitoring) = 0;
  /// Whether monitoring areas see this area.
  virtual void area_set_monitorable(AreaHandle2D area, bool monitorable) = 0;

  // -- joints ----------------------------------------------------------------------------------
  virtual JointHandle2D joint_create() = 0;
  virtual void joint_free(JointHandle2D joint) = 0;
  /// A pin at the global point `anchor`: the bodies keep it in common and turn freely about it.
  /// `body_b` may be null (pinned to the world).
  virtual void joint_make_pin(JointHandle2D joint, const Vector2& anchor, BodyHandle2D body_a,
                              BodyHandle2D body_b) = 0;
  /// A groove: `body_b`'s point at the global `b_anchor` slides along the segment from
  /// `a_groove1` to `a_groove2` (global), which moves with `body_a`.
  virtual void joint_make_groove(JointHandle2D joint, const Vector2& a_groove1,
                                 const Vector2& a_groove2, const Vector2& b_anchor,
                                 BodyHandle2D body_a, BodyHandle2D body_b) = 0;
  /// A damped spring between the global points `anchor_a` (on body_a) and `anchor_b`.
  virtual void joint_make_damped_spring(JointHandle2D joint, const Vector2& anchor_a,
                                        const Vector2& anchor_b, BodyHandle2D body_a,
                                        BodyHandle2D body_b) = 0;
  [[nodiscard]] virtual JointType2D joint_get_type(JointHandle2D joint) const = 0;
  virtual void joint_set_param(JointHandle2D joint, JointParam2D param, real_t value) = 0;
  [[nodiscard]] virtual real_t joint_get_param(JointHandle2D joint, JointParam2D param) const = 0;
  /// Whether the two bodies still collide with each other (Godot: they do not by default).
  virtual void joint_disable_collisions_between_bodies(JointHandle2D joint, bool disable) = 0;
  virtual void pin_joint_set_param(JointHandle2D joint, PinJointParam2D param, real_t value) = 0;
  [[nodiscard]] virtual real_t pin_joint_get_param(JointHandle2D joint,
                                                   PinJointParam2D param) const = 0;
  virtual void pin_joint_set_flag(JointHandle2D joint, PinJointFlag2D flag, bool enabled) = 0;
  [[nodiscard]] virtual bool pin_joint_get_flag(JointHandle2D joint, PinJointFlag2D flag) const = 0;
  virtual void damped_spring_joint_set_param(JointHandle2D joint, DampedSpringParam2D param,
                                             real_t value) = 0;
  [[nodiscard]] virtual real_t damped_spring_joint_get_param(JointHandle2D joint,
                                                             DampedSpringParam2D param) const = 0;

  // -- queries (Godot's PhysicsDirectSpaceState2D; allocate nothing) ---------------------------
  /// The nearest hit along the ray, if any.
  virtual bool space_intersect_ray(SpaceHandle2D space, const RayQuery2D& query,
                                   RayHit2D& hit) const = 0;
  /// Objects whose shapes contain the point; returns how many were written to `results`.
  virtual int space_intersect_point(SpaceHandle2D space, const PointQuery2D& query,
                                    std::span<ShapeHit2D> results) const = 0;
  /// Objects the shape overlaps (expanded by the query's margin).
  virtual int space_intersect_shape(SpaceHandle2D space, const ShapeQuery2D& query,
                                    std::span<ShapeHit2D> results) const = 0;
  /// How far along its motion the shape can move: `safe` is the largest fraction without a
  /// collision, `unsafe` the smallest with one (both 1 when nothing is hit). Objects the shape
  /// already overlaps where it starts are ignored (Godot's rule). False when the shape cannot be
  /// cast (it is not convex).
  virtual bool space_cast_motion(SpaceHandle2D space, const ShapeQuery2D& query, real_t& safe,
                                 real_t& unsafe) const = 0;
  /// Contact points of the shape (moved by its motion) with what it touches, two per contact
  /// (on the shape, then on the other object); returns how many pairs were written.
  virtual int space_collide_shape(SpaceHandle2D space, const ShapeQuery2D& query,
                                  std::span<Vector2> points) const = 0;
  /// The deepest contact of the shape (moved by its motion), if any.
  virtual bool space_get_rest_info(SpaceHandle2D space, const ShapeQuery2D& query,
                                   ShapeRestInfo2D& info) const = 0;

  // -- interpolation ---------------------------------------------------------------------------
  /// Where a body is drawn between steps: its transform before the last step blended towards the
  /// one after it by the frame's interpolation fraction (Godot 4's physics interpolation). The
  /// fraction is the one after_fixed_steps received.
  [[nodiscard]] virtual Transform2D body_get_interpolated_transform(BodyHandle2D body) const = 0;
  /// Forgets the previous transform, so the body is drawn where it is (after a teleport).
  virtual void body_reset_interpolation(BodyHandle2D body) = 0;

  // -- diagnostics -----------------------------------------------------------------------------
  /// The backend's name ("null", "Box2D 2.4.1").
  [[nodiscard]] virtual std::string get_backend_name() const = 0;
  /// Spaces, shapes, bodies, areas and joints still alive, as a sentence; empty when there are
  /// none. The destructor prints it to stderr when it is not empty.
  [[nodiscard]] virtual std::string leak_report() const = 0;
  /// Bodies simulated in the last step (active rigid and moved kinematic bodies).
  [[nodiscard]] virtual int get_active_body_count() const = 0;
};

}  // namespace arbor
