// PhysicsServer3DFrontEnd: the backend-free part of every 3D physics server. It validates
// handles, keeps what the API sets (shapes as data, bodies' and areas' configuration, joints'
// parameters) in flat tables, turns the overlaps a backend finds into area events, and delivers
// each step's reports to the nodes. A backend (null, Bullet) derives from it and implements the
// backend_* hooks, the queries and body_test_motion.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "arbor/servers/physics/physics_server_3d.h"
#include "servers/physics/force_integration.h"
#include "servers/physics/handle_table.h"
#include "servers/physics/step_events.h"

namespace arbor::physics {

/// A shape of a body or area: which shape, where in the object's frame, whether it collides.
struct ShapeInstance3D {
  ShapeHandle3D shape;
  Transform3D transform;
  bool disabled = false;
};

struct SpaceRecord3D {
  SpaceSettings3D settings;
  bool active = true;
};

struct ShapeRecord3D {
  Shape3DData data;
  /// Grows with every shape_set_data (backends cache what they make from the data).
  std::uint32_t version = 0;
  /// The objects using the shape, once per use (for shape_set_data and shape_free).
  std::vector<std::uint32_t> users;
};

/// A body or an area: what the API set, and the state the backend caches after each step.
struct ObjectRecord3D {
  bool is_area = false;
  SpaceHandle3D space;
  std::vector<ShapeInstance3D> shapes;
  NodeId instance_id;
  PhysicsObjectListener* listener = nullptr;
  std::uint32_t collision_layer = 1;
  std::uint32_t collision_mask = 1;
  real_t collision_priority = 1;
  /// The pose: set by the API, and by the backend after each step that moved the object.
  Transform3D transform;
  /// The pose before the last step that moved it (interpolation).
  Transform3D previous_transform;

  // bodies
  BodyMode mode = BodyMode::RIGID;
  BodyParameters3D parameters;
  std::uint8_t axis_lock = 0;
  bool ccd = false;
  bool omit_force_integration = false;
  bool can_sleep = true;
  bool sleeping = false;
  bool diverged = false;
  /// Rigid bodies: the velocity. Static and kinematic bodies: the constant velocity set, which
  /// moves what touches them.
  Vector3 linear_velocity;
  Vector3 angular_velocity;
  /// Static and kinematic bodies: their velocity in the last step, their motion's and the constant
  /// one together (what body_get_linear_velocity reports for them).
  Vector3 moving_linear_velocity;
  Vector3 moving_angular_velocity;
  Vector3 applied_force;
  Vector3 applied_torque;
  Vector3 constant_force;
  Vector3 constant_torque;
  std::vector<RID> exceptions;
  int max_contacts_reported = 0;
  /// The contacts of the last step (at most max_contacts_reported; capacity kept).
  std::vector<BodyContact3D> contacts;
  /// The areas with overrides the body was in at the last step (slots), for its gravity.
  std::vector<std::uint32_t> areas;
  /// The gravity and damping of the last step.
  ForceTotals<Vector3> forces;

  // areas
  AreaParameters3D area_parameters;
  bool monitoring = false;
  bool monitorable = true;
  /// The shape pairs overlapping now (sorted), and the ones found in the step being made.
  std::vector<OverlapKey> overlaps;
  std::vector<OverlapKey> found_overlaps;
};

/// Parameters and flags of a joint, by kind, with Godot's defaults.
struct JointRecord3D {
  JointType3D type = JointType3D::NONE;
  BodyHandle3D body_a;
  BodyHandle3D body_b;
  Transform3D frame_a;
  Transform3D frame_b;
  int solver_priority = 1;
  bool collisions_disabled = true;
  std::array<real_t, std::size_t(PinJointParam::MAX)> pin{};
  std::array<real_t, std::size_t(HingeJointParam::MAX)> hinge{};
  std::array<bool, std::size_t(HingeJointFlag::MAX)> hinge_flags{};
  std::array<real_t, std::size_t(SliderJointParam::MAX)> slider{};
  std::array<real_t, std::size_t(ConeTwistJointParam::MAX)> cone_twist{};
  std::array<std::array<real_t, std::size_t(G6DOFJointAxisParam::MAX)>, 3> g6dof{};
  std::array<std::array<bool, std::size_t(G6DOFJointAxisFlag::MAX)>, 3> g6dof_flags{};
};

class PhysicsServer3DFrontEnd : public PhysicsServer3D {
 public:
  /// `backend_name` is what get_backend_name() answers ("null", "Bullet 3.24").
  explicit PhysicsServer3DFrontEnd(std::string backend_name);
  ~PhysicsServer3DFrontEnd() override;

  // -- IFixedStepServer ------------------------------------------------------------------------
  void fixed_step(double step) override;
  void after_fixed_steps(double fraction) override;

  // -- spaces ----------------------------------------------------------------------------------
  void set_default_space_settings(const SpaceSettings3D& settings) override {
    default_settings_ = settings;
  }
  [[nodiscard]] const SpaceSettings3D& get_default_space_settings() const override {
    return default_settings_;
  }
  SpaceHandle3D space_create() override;
  void space_free(SpaceHandle3D space) override;
  void space_set_active(SpaceHandle3D space, bool active) override;
  [[nodiscard]] bool space_is_active(SpaceHandle3D space) const override;
  void space_set_settings(SpaceHandle3D space, const SpaceSettings3D& settings) override;
  [[nodiscard]] const SpaceSettings3D& space_get_settings(SpaceHandle3D space) const override;

  // -- shapes ----------------------------------------------------------------------------------
  ShapeHandle3D shape_create(const Shape3DData& data) override;
  void shape_set_data(ShapeHandle3D shape, const Shape3DData& data) override;
  [[nodiscard]] const Shape3DData& shape_get_data(ShapeHandle3D shape) const override;
  void shape_free(ShapeHandle3D shape) override;

  // -- bodies ----------------------------------------------------------------------------------
  BodyHandle3D body_create() override;
  void body_free(BodyHandle3D body) override;
  void body_set_space(BodyHandle3D body, SpaceHandle3D space) override;
  [[nodiscard]] SpaceHandle3D body_get_space(BodyHandle3D body) const override;
  void body_set_mode(BodyHandle3D body, BodyMode mode) override;
  [[nodiscard]] BodyMode body_get_mode(BodyHandle3D body) const override;
  void body_add_shape(BodyHandle3D body, ShapeHandle3D shape, const Transform3D& transform,
                      bool disabled) override;
  void body_set_shape(BodyHandle3D body, int index, ShapeHandle3D shape) override;
  void body_set_shape_transform(BodyHandle3D body, int index,
                                const Transform3D& transform) override;
  void body_set_shape_disabled(BodyHandle3D body, int index, bool disabled) override;
  void body_remove_shape(BodyHandle3D body, int index) override;
  void body_clear_shapes(BodyHandle3D body) override;
  [[nodiscard]] int body_get_shape_count(BodyHandle3D body) const override;
  void body_attach_object_instance_id(BodyHandle3D body, NodeId id) override;
  [[nodiscard]] NodeId body_get_object_instance_id(BodyHandle3D body) const override;
  void body_set_listener(BodyHandle3D body, PhysicsObjectListener* listener) override;
  void body_set_collision_layer(BodyHandle3D body, std::uint32_t layer) override;
  [[nodiscard]] std::uint32_t body_get_collision_layer(BodyHandle3D body) const override;
  void body_set_collision_mask(BodyHandle3D body, std::uint32_t mask) override;
  [[nodiscard]] std::uint32_t body_get_collision_mask(BodyHandle3D body) const override;
  void body_set_collision_priority(BodyHandle3D body, real_t priority) override;
  void body_set_parameters(BodyHandle3D body, const BodyParameters3D& parameters) override;
  [[nodiscard]] const BodyParameters3D& body_get_parameters(BodyHandle3D body) const override;
  void body_set_axis_lock(BodyHandle3D body, std::uint8_t locked_axes) override;
  void body_set_continuous_collision_detection(BodyHandle3D body, bool enabled) override;
  void body_set_omit_force_integration(BodyHandle3D body, bool omit) override;
  void body_add_collision_exception(BodyHandle3D body, RID other) override;
  void body_remove_collision_exception(BodyHandle3D body, RID other) override;
  [[nodiscard]] std::vector<RID> body_get_collision_exceptions(BodyHandle3D body) const override;
  void body_set_transform(BodyHandle3D body, const Transform3D& transform) override;
  [[nodiscard]] Transform3D body_get_transform(BodyHandle3D body) const override;
  void body_set_linear_velocity(BodyHandle3D body, const Vector3& velocity) override;
  [[nodiscard]] Vector3 body_get_linear_velocity(BodyHandle3D body) const override;
  void body_set_angular_velocity(BodyHandle3D body, const Vector3& velocity) override;
  [[nodiscard]] Vector3 body_get_angular_velocity(BodyHandle3D body) const override;
  void body_set_sleeping(BodyHandle3D body, bool sleeping) override;
  [[nodiscard]] bool body_is_sleeping(BodyHandle3D body) const override;
  void body_set_can_sleep(BodyHandle3D body, bool can_sleep) override;
  [[nodiscard]] BodyDynamics3D body_get_dynamics(BodyHandle3D body) const override;
  void body_apply_central_impulse(BodyHandle3D body, const Vector3& impulse) override;
  void body_apply_impulse(BodyHandle3D body, const Vector3& impulse,
                          const Vector3& position) override;
  void body_apply_torque_impulse(BodyHandle3D body, const Vector3& impulse) override;
  void body_apply_central_force(BodyHandle3D body, const Vector3& force) override;
  void body_apply_force(BodyHandle3D body, const Vector3& force, const Vector3& position) override;
  void body_apply_torque(BodyHandle3D body, const Vector3& torque) override;
  void body_add_constant_central_force(BodyHandle3D body, const Vector3& force) override;
  void body_add_constant_force(BodyHandle3D body, const Vector3& force,
                               const Vector3& position) override;
  void body_add_constant_torque(BodyHandle3D body, const Vector3& torque) override;
  void body_set_constant_force(BodyHandle3D body, const Vector3& force) override;
  [[nodiscard]] Vector3 body_get_constant_force(BodyHandle3D body) const override;
  void body_set_constant_torque(BodyHandle3D body, const Vector3& torque) override;
  [[nodiscard]] Vector3 body_get_constant_torque(BodyHandle3D body) const override;
  void body_set_max_contacts_reported(BodyHandle3D body, int max) override;
  [[nodiscard]] int body_get_contact_count(BodyHandle3D body) const override;
  [[nodiscard]] const BodyContact3D& body_get_contact(BodyHandle3D body, int index) const override;

  // -- areas -----------------------------------------------------------------------------------
  AreaHandle3D area_create() override;
  void area_free(AreaHandle3D area) override;
  void area_set_space(AreaHandle3D area, SpaceHandle3D space) override;
  [[nodiscard]] SpaceHandle3D area_get_space(AreaHandle3D area) const override;
  void area_add_shape(AreaHandle3D area, ShapeHandle3D shape, const Transform3D& transform,
                      bool disabled) override;
  void area_set_shape(AreaHandle3D area, int index, ShapeHandle3D shape) override;
  void area_set_shape_transform(AreaHandle3D area, int index,
                                const Transform3D& transform) override;
  void area_set_shape_disabled(AreaHandle3D area, int index, bool disabled) override;
  void area_remove_shape(AreaHandle3D area, int index) override;
  void area_clear_shapes(AreaHandle3D area) override;
  [[nodiscard]] int area_get_shape_count(AreaHandle3D area) const override;
  void area_attach_object_instance_id(AreaHandle3D area, NodeId id) override;
  void area_set_listener(AreaHandle3D area, PhysicsObjectListener* listener) override;
  void area_set_collision_layer(AreaHandle3D area, std::uint32_t layer) override;
  void area_set_collision_mask(AreaHandle3D area, std::uint32_t mask) override;
  void area_set_transform(AreaHandle3D area, const Transform3D& transform) override;
  [[nodiscard]] Transform3D area_get_transform(AreaHandle3D area) const override;
  void area_set_parameters(AreaHandle3D area, const AreaParameters3D& parameters) override;
  [[nodiscard]] const AreaParameters3D& area_get_parameters(AreaHandle3D area) const override;
  void area_set_monitoring(AreaHandle3D area, bool monitoring) override;
  void area_set_monitorable(AreaHandle3D area, bool monitorable) override;

  // -- joints ----------------------------------------------------------------------------------
  JointHandle3D joint_create() override;
  void joint_free(JointHandle3D joint) override;
  void joint_make_pin(JointHandle3D joint, BodyHandle3D body_a, const Vector3& local_a,
                      BodyHandle3D body_b, const Vector3& local_b) override;
  void joint_make_hinge(JointHandle3D joint, BodyHandle3D body_a, const Transform3D& frame_a,
                        BodyHandle3D body_b, const Transform3D& frame_b) override;
  void joint_make_slider(JointHandle3D joint, BodyHandle3D body_a, const Transform3D& frame_a,
                         BodyHandle3D body_b, const Transform3D& frame_b) override;
  void joint_make_cone_twist(JointHandle3D joint, BodyHandle3D body_a, const Transform3D& frame_a,
                             BodyHandle3D body_b, const Transform3D& frame_b) override;
  void joint_make_generic_6dof(JointHandle3D joint, BodyHandle3D body_a, const Transform3D& frame_a,
                               BodyHandle3D body_b, const Transform3D& frame_b) override;
  [[nodiscard]] JointType3D joint_get_type(JointHandle3D joint) const override;
  void joint_set_solver_priority(JointHandle3D joint, int priority) override;
  void joint_disable_collisions_between_bodies(JointHandle3D joint, bool disable) override;
  void pin_joint_set_param(JointHandle3D joint, PinJointParam param, real_t value) override;
  [[nodiscard]] real_t pin_joint_get_param(JointHandle3D joint, PinJointParam param) const override;
  void hinge_joint_set_param(JointHandle3D joint, HingeJointParam param, real_t value) override;
  [[nodiscard]] real_t hinge_joint_get_param(JointHandle3D joint,
                                             HingeJointParam param) const override;
  void hinge_joint_set_flag(JointHandle3D joint, HingeJointFlag flag, bool enabled) override;
  void slider_joint_set_param(JointHandle3D joint, SliderJointParam param, real_t value) override;
  [[nodiscard]] real_t slider_joint_get_param(JointHandle3D joint,
                                              SliderJointParam param) const override;
  void cone_twist_joint_set_param(JointHandle3D joint, ConeTwistJointParam param,
                                  real_t value) override;
  [[nodiscard]] real_t cone_twist_joint_get_param(JointHandle3D joint,
                                                  ConeTwistJointParam param) const override;
  void generic_6dof_joint_set_param(JointHandle3D joint, JointAxis axis, G6DOFJointAxisParam param,
                                    real_t value) override;
  [[nodiscard]] real_t generic_6dof_joint_get_param(JointHandle3D joint, JointAxis axis,
                                                    G6DOFJointAxisParam param) const override;
  void generic_6dof_joint_set_flag(JointHandle3D joint, JointAxis axis, G6DOFJointAxisFlag flag,
                                   bool enabled) override;

  // -- interpolation and diagnostics -----------------------------------------------------------
  [[nodiscard]] Transform3D body_get_interpolated_transform(BodyHandle3D body) const override;
  void body_reset_interpolation(BodyHandle3D body) override;
  [[nodiscard]] std::string get_backend_name() const final { return backend_name_; }
  [[nodiscard]] std::string leak_report() const final;
  [[nodiscard]] int get_active_body_count() const override { return active_body_count_; }

 protected:
  // -- what backends implement -----------------------------------------------------------------
  virtual void backend_create_space(std::uint32_t space) = 0;
  virtual void backend_free_space(std::uint32_t space) = 0;
  virtual void backend_update_space_settings(std::uint32_t space) = 0;
  /// After the record exists (outside any space).
  virtual void backend_create_object(std::uint32_t object) = 0;
  /// Before the record goes; the object was taken out of its space.
  virtual void backend_free_object(std::uint32_t object) = 0;
  /// The object moved to record.space (null: out of every space) from `old_space`.
  virtual void backend_update_object_space(std::uint32_t object, SpaceHandle3D old_space) = 0;
  /// The shapes, their transforms or data changed.
  virtual void backend_update_object_shapes(std::uint32_t object) = 0;
  /// Layers, masks, exceptions, monitoring or monitorable changed.
  virtual void backend_update_object_filter(std::uint32_t object) = 0;
  /// Mode, parameters, axis lock, CCD or can_sleep changed.
  virtual void backend_update_body(std::uint32_t object) = 0;
  /// record.transform was set by the API.
  virtual void backend_set_transform(std::uint32_t object) = 0;
  /// record.linear_velocity and angular_velocity were set by the API.
  virtual void backend_set_velocity(std::uint32_t object) = 0;
  virtual void backend_set_sleeping(std::uint32_t object, bool sleeping) = 0;
  [[nodiscard]] virtual BodyDynamics3D backend_get_dynamics(std::uint32_t object) const = 0;
  /// Changes the velocity now; updates record.linear_velocity and angular_velocity.
  virtual void backend_apply_impulse(std::uint32_t object, const Vector3& impulse,
                                     const Vector3& position, const Vector3& torque_impulse) = 0;
  /// The joint's kind, bodies, frames or parameters changed (make it anew when needed).
  virtual void backend_update_joint(std::uint32_t joint) = 0;
  virtual void backend_free_joint(std::uint32_t joint) = 0;
  /// Steps one space: integrates forces (integrate_forces()), simulates, then for each body
  /// that moved updates the record's transform, velocities and sleeping and calls
  /// report_moved(); fills contacts of reporting bodies; fills found_overlaps of areas that
  /// monitor or override and calls finish_area_overlaps().
  virtual void backend_step(std::uint32_t space, real_t step) = 0;

  // -- for backends ----------------------------------------------------------------------------
  [[nodiscard]] HandleTable<SpaceRecord3D>& spaces() { return spaces_; }
  [[nodiscard]] const HandleTable<SpaceRecord3D>& spaces() const { return spaces_; }
  [[nodiscard]] HandleTable<ShapeRecord3D>& shapes() { return shapes_; }
  [[nodiscard]] const HandleTable<ShapeRecord3D>& shapes() const { return shapes_; }
  [[nodiscard]] HandleTable<ObjectRecord3D>& objects() { return objects_; }
  [[nodiscard]] const HandleTable<ObjectRecord3D>& objects() const { return objects_; }
  [[nodiscard]] HandleTable<JointRecord3D>& joints() { return joints_; }
  [[nodiscard]] const HandleTable<JointRecord3D>& joints() const { return joints_; }
  /// The space's record for a valid, live space (throws otherwise).
  [[nodiscard]] const SpaceRecord3D& space_record(SpaceHandle3D space) const;
  [[nodiscard]] std::uint32_t body_slot(BodyHandle3D body) const;
  /// The object a RID names, when it is a live body or area.
  [[nodiscard]] const ObjectRecord3D* object_by_rid(RID rid, std::uint32_t* slot = nullptr) const;
  /// Whether a query filter lets `object` (at `slot`) through.
  [[nodiscard]] bool passes_filter(const QueryFilter3D& filter, std::uint32_t slot,
                                   const ObjectRecord3D& object) const;
  /// Whether two objects may collide: layers (either way) and exceptions.
  [[nodiscard]] bool objects_interact(std::uint32_t a, std::uint32_t b) const;
  /// Godot's force integration for a rigid body over one step: gravity and damping from its
  /// areas and its space, then applied and constant forces, given its inverse mass and world
  /// inverse inertia tensor. Changes the velocities passed in; records the totals.
  void integrate_forces(std::uint32_t object, real_t step, real_t inverse_mass,
                        const Basis& inverse_inertia_world, Vector3& linear_velocity,
                        Vector3& angular_velocity);
  /// The gravity an area exerts at a world point.
  [[nodiscard]] static Vector3 area_gravity_at(const ObjectRecord3D& area, const Vector3& point);
  void report_moved(std::uint32_t object);
  /// Freezes a body whose pose stopped being finite, back at `last_good`, and reports it.
  void report_diverged(std::uint32_t object, const Transform3D& last_good);
  /// Turns an area's found_overlaps into events (when it monitors) and its bodies' area lists.
  void finish_area_overlaps(std::uint32_t area);
  /// Whether an area needs overlaps: it monitors, or overrides gravity or damping.
  [[nodiscard]] static bool area_tracks_overlaps(const ObjectRecord3D& area);

 private:
  [[nodiscard]] SpaceRecord3D& space_ref(SpaceHandle3D space);
  [[nodiscard]] ObjectRecord3D& body_ref(BodyHandle3D body, std::uint32_t* slot = nullptr);
  [[nodiscard]] const ObjectRecord3D& body_ref(BodyHandle3D body) const;
  [[nodiscard]] ObjectRecord3D& area_ref(AreaHandle3D area, std::uint32_t* slot = nullptr);
  [[nodiscard]] const ObjectRecord3D& area_ref(AreaHandle3D area) const;
  [[nodiscard]] JointRecord3D& joint_ref(JointHandle3D joint, std::uint32_t* slot = nullptr);
  [[nodiscard]] const JointRecord3D& joint_ref(JointHandle3D joint) const;
  std::uint32_t create_object(bool is_area);
  void free_object(std::uint32_t slot);
  void set_object_space(std::uint32_t slot, SpaceHandle3D space);
  void add_shape(std::uint32_t slot, ShapeHandle3D shape, const Transform3D& transform,
                 bool disabled);
  void set_shape(std::uint32_t slot, int index, ShapeHandle3D shape);
  void remove_shape(std::uint32_t slot, int index);
  void clear_shapes(std::uint32_t slot);
  ShapeInstance3D& shape_instance(std::uint32_t slot, int index);
  void make_joint(JointHandle3D joint, JointType3D type, BodyHandle3D body_a,
                  const Transform3D& frame_a, BodyHandle3D body_b, const Transform3D& frame_b);
  void free_joints_of(std::uint32_t body_slot);
  void wake_up(std::uint32_t slot);

  std::string backend_name_;
  SpaceSettings3D default_settings_;
  HandleTable<SpaceRecord3D> spaces_;
  HandleTable<ShapeRecord3D> shapes_;
  HandleTable<ObjectRecord3D> objects_;
  HandleTable<JointRecord3D> joints_;
  StepEvents events_;
  double interpolation_fraction_ = 1.0;
  int active_body_count_ = 0;
  bool stepping_ = false;
};

}  // namespace arbor::physics
