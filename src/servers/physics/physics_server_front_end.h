// PhysicsServerFrontEnd: the backend-free part of every physics server, 3D and 2D. It validates
// handles, keeps what the API sets (shapes as data, bodies' and areas' configuration) in flat
// tables, applies Godot's force integration, turns the overlaps a backend finds into area events,
// and delivers each step's reports to the nodes. PhysicsServer3DFrontEnd and
// PhysicsServer2DFrontEnd add the joints of their dimension; a backend (null, Bullet, Box2D)
// derives from one of them and implements the backend_* hooks, the queries and body_test_motion.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "servers/physics/force_integration.h"
#include "servers/physics/handle_table.h"
#include "servers/physics/physics_traits.h"
#include "servers/physics/step_events.h"

namespace arbor::physics {

/// A shape of a body or area: which shape, where in the object's frame, whether it collides.
template <class T>
struct ShapeInstance {
  typename T::ShapeHandle shape;
  typename T::Transform transform;
  bool disabled = false;
  /// 2D: the shape collides only with what comes against it along its transform's +Y, and
  /// `one_way_margin` is how deep that may go (Godot's one-way collision).
  bool one_way = false;
  real_t one_way_margin = 0;
};

template <class T>
struct SpaceRecord {
  typename T::SpaceSettings settings;
  bool active = true;
};

template <class T>
struct ShapeRecord {
  typename T::ShapeData data;
  /// Grows with every shape_set_data (backends cache what they make from the data).
  std::uint32_t version = 0;
  /// The objects using the shape, once per use (for shape_set_data and shape_free).
  std::vector<std::uint32_t> users;
};

/// A body or an area: what the API set, and the state the backend caches after each step.
template <class T>
struct ObjectRecord {
  using Vector = typename T::Vector;
  using Angular = typename T::Angular;
  using Transform = typename T::Transform;

  bool is_area = false;
  typename T::SpaceHandle space;
  std::vector<ShapeInstance<T>> shapes;
  NodeId instance_id;
  PhysicsObjectListener* listener = nullptr;
  std::uint32_t collision_layer = 1;
  std::uint32_t collision_mask = 1;
  real_t collision_priority = 1;
  /// The pose: set by the API, and by the backend after each step that moved the object.
  Transform transform;
  /// The pose before the last step that moved it (interpolation).
  Transform previous_transform;

  // bodies
  BodyMode mode = BodyMode::RIGID;
  typename T::BodyParameters parameters;
  std::uint8_t axis_lock = 0;  ///< BodyAxis bits (3D)
  bool ccd = false;
  bool omit_force_integration = false;
  bool can_sleep = true;
  bool sleeping = false;
  bool diverged = false;
  /// Rigid bodies: the velocity. Static and kinematic bodies: the constant velocity set, which
  /// moves what touches them.
  Vector linear_velocity{};
  Angular angular_velocity{};
  /// Static and kinematic bodies: their velocity in the last step, their motion's and the constant
  /// one together (what body_get_linear_velocity reports for them).
  Vector moving_linear_velocity{};
  Angular moving_angular_velocity{};
  Vector applied_force{};
  Angular applied_torque{};
  Vector constant_force{};
  Angular constant_torque{};
  std::vector<RID> exceptions;
  int max_contacts_reported = 0;
  /// The contacts of the last step (at most max_contacts_reported; capacity kept).
  std::vector<typename T::Contact> contacts;
  /// The areas with overrides the body was in at the last step (slots), for its gravity.
  std::vector<std::uint32_t> areas;
  /// The gravity and damping of the last step.
  ForceTotals<Vector> forces;

  // areas
  typename T::AreaParameters area_parameters;
  bool monitoring = false;
  bool monitorable = true;
  /// The shape pairs overlapping now (sorted), and the ones found in the step being made.
  std::vector<OverlapKey> overlaps;
  std::vector<OverlapKey> found_overlaps;
};

template <class T>
class PhysicsServerFrontEnd : public T::Interface {
 public:
  using Vector = typename T::Vector;
  using Angular = typename T::Angular;
  /// How angular values are passed: by reference in 3D, by value in 2D (the interfaces' forms).
  using AngularArg = std::conditional_t<std::is_same_v<Angular, real_t>, real_t, const Angular&>;
  using Transform = typename T::Transform;
  using ShapeData = typename T::ShapeData;
  using SpaceSettings = typename T::SpaceSettings;
  using BodyParameters = typename T::BodyParameters;
  using AreaParameters = typename T::AreaParameters;
  using Contact = typename T::Contact;
  using Dynamics = typename T::Dynamics;
  using SpaceHandle = typename T::SpaceHandle;
  using ShapeHandle = typename T::ShapeHandle;
  using BodyHandle = typename T::BodyHandle;
  using AreaHandle = typename T::AreaHandle;
  using JointHandle = typename T::JointHandle;
  using JointRecord = typename T::JointRecord;
  using JointType = typename T::JointType;

  /// `backend_name` is what get_backend_name() answers ("null", "Bullet 3.24").
  explicit PhysicsServerFrontEnd(std::string backend_name);
  ~PhysicsServerFrontEnd() override;

  // -- IFixedStepServer ------------------------------------------------------------------------
  void fixed_step(double step) override;
  void after_fixed_steps(double fraction) override;

  // -- spaces ----------------------------------------------------------------------------------
  void set_default_space_settings(const SpaceSettings& settings) override {
    default_settings_ = settings;
  }
  [[nodiscard]] const SpaceSettings& get_default_space_settings() const override {
    return default_settings_;
  }
  SpaceHandle space_create() override;
  void space_free(SpaceHandle space) override;
  void space_set_active(SpaceHandle space, bool active) override;
  [[nodiscard]] bool space_is_active(SpaceHandle space) const override;
  void space_set_settings(SpaceHandle space, const SpaceSettings& settings) override;
  [[nodiscard]] const SpaceSettings& space_get_settings(SpaceHandle space) const override;

  // -- shapes ----------------------------------------------------------------------------------
  ShapeHandle shape_create(const ShapeData& data) override;
  void shape_set_data(ShapeHandle shape, const ShapeData& data) override;
  [[nodiscard]] const ShapeData& shape_get_data(ShapeHandle shape) const override;
  void shape_free(ShapeHandle shape) override;

  // -- bodies ----------------------------------------------------------------------------------
  BodyHandle body_create() override;
  void body_free(BodyHandle body) override;
  void body_set_space(BodyHandle body, SpaceHandle space) override;
  [[nodiscard]] SpaceHandle body_get_space(BodyHandle body) const override;
  void body_set_mode(BodyHandle body, BodyMode mode) override;
  [[nodiscard]] BodyMode body_get_mode(BodyHandle body) const override;
  void body_add_shape(BodyHandle body, ShapeHandle shape, const Transform& transform,
                      bool disabled) override;
  void body_set_shape(BodyHandle body, int index, ShapeHandle shape) override;
  void body_set_shape_transform(BodyHandle body, int index, const Transform& transform) override;
  void body_set_shape_disabled(BodyHandle body, int index, bool disabled) override;
  void body_remove_shape(BodyHandle body, int index) override;
  void body_clear_shapes(BodyHandle body) override;
  [[nodiscard]] int body_get_shape_count(BodyHandle body) const override;
  void body_attach_object_instance_id(BodyHandle body, NodeId id) override;
  [[nodiscard]] NodeId body_get_object_instance_id(BodyHandle body) const override;
  void body_set_listener(BodyHandle body, PhysicsObjectListener* listener) override;
  void body_set_collision_layer(BodyHandle body, std::uint32_t layer) override;
  [[nodiscard]] std::uint32_t body_get_collision_layer(BodyHandle body) const override;
  void body_set_collision_mask(BodyHandle body, std::uint32_t mask) override;
  [[nodiscard]] std::uint32_t body_get_collision_mask(BodyHandle body) const override;
  void body_set_collision_priority(BodyHandle body, real_t priority) override;
  void body_set_parameters(BodyHandle body, const BodyParameters& parameters) override;
  [[nodiscard]] const BodyParameters& body_get_parameters(BodyHandle body) const override;
  void body_set_continuous_collision_detection(BodyHandle body, bool enabled) override;
  void body_set_omit_force_integration(BodyHandle body, bool omit) override;
  void body_add_collision_exception(BodyHandle body, RID other) override;
  void body_remove_collision_exception(BodyHandle body, RID other) override;
  [[nodiscard]] std::vector<RID> body_get_collision_exceptions(BodyHandle body) const override;
  void body_set_transform(BodyHandle body, const Transform& transform) override;
  [[nodiscard]] Transform body_get_transform(BodyHandle body) const override;
  void body_set_linear_velocity(BodyHandle body, const Vector& velocity) override;
  [[nodiscard]] Vector body_get_linear_velocity(BodyHandle body) const override;
  void body_set_angular_velocity(BodyHandle body, AngularArg velocity) override;
  [[nodiscard]] Angular body_get_angular_velocity(BodyHandle body) const override;
  void body_set_sleeping(BodyHandle body, bool sleeping) override;
  [[nodiscard]] bool body_is_sleeping(BodyHandle body) const override;
  void body_set_can_sleep(BodyHandle body, bool can_sleep) override;
  [[nodiscard]] Dynamics body_get_dynamics(BodyHandle body) const override;
  void body_apply_central_impulse(BodyHandle body, const Vector& impulse) override;
  void body_apply_impulse(BodyHandle body, const Vector& impulse, const Vector& position) override;
  void body_apply_torque_impulse(BodyHandle body, AngularArg impulse) override;
  void body_apply_central_force(BodyHandle body, const Vector& force) override;
  void body_apply_force(BodyHandle body, const Vector& force, const Vector& position) override;
  void body_apply_torque(BodyHandle body, AngularArg torque) override;
  void body_add_constant_central_force(BodyHandle body, const Vector& force) override;
  void body_add_constant_force(BodyHandle body, const Vector& force,
                               const Vector& position) override;
  void body_add_constant_torque(BodyHandle body, AngularArg torque) override;
  void body_set_constant_force(BodyHandle body, const Vector& force) override;
  [[nodiscard]] Vector body_get_constant_force(BodyHandle body) const override;
  void body_set_constant_torque(BodyHandle body, AngularArg torque) override;
  [[nodiscard]] Angular body_get_constant_torque(BodyHandle body) const override;
  void body_set_max_contacts_reported(BodyHandle body, int max) override;
  [[nodiscard]] int body_get_contact_count(BodyHandle body) const override;
  [[nodiscard]] const Contact& body_get_contact(BodyHandle body, int index) const override;

  // -- areas -----------------------------------------------------------------------------------
  AreaHandle area_create() override;
  void area_free(AreaHandle area) override;
  void area_set_space(AreaHandle area, SpaceHandle space) override;
  [[nodiscard]] SpaceHandle area_get_space(AreaHandle area) const override;
  void area_add_shape(AreaHandle area, ShapeHandle shape, const Transform& transform,
                      bool disabled) override;
  void area_set_shape(AreaHandle area, int index, ShapeHandle shape) override;
  void area_set_shape_transform(AreaHandle area, int index, const Transform& transform) override;
  void area_set_shape_disabled(AreaHandle area, int index, bool disabled) override;
  void area_remove_shape(AreaHandle area, int index) override;
  void area_clear_shapes(AreaHandle area) override;
  [[nodiscard]] int area_get_shape_count(AreaHandle area) const override;
  void area_attach_object_instance_id(AreaHandle area, NodeId id) override;
  void area_set_listener(AreaHandle area, PhysicsObjectListener* listener) override;
  void area_set_collision_layer(AreaHandle area, std::uint32_t layer) override;
  void area_set_collision_mask(AreaHandle area, std::uint32_t mask) override;
  void area_set_transform(AreaHandle area, const Transform& transform) override;
  [[nodiscard]] Transform area_get_transform(AreaHandle area) const override;
  void area_set_parameters(AreaHandle area, const AreaParameters& parameters) override;
  [[nodiscard]] const AreaParameters& area_get_parameters(AreaHandle area) const override;
  void area_set_monitoring(AreaHandle area, bool monitoring) override;
  void area_set_monitorable(AreaHandle area, bool monitorable) override;

  // -- joints (what both dimensions share; the kinds and parameters are the derived class's) --
  JointHandle joint_create() override;
  void joint_free(JointHandle joint) override;
  [[nodiscard]] JointType joint_get_type(JointHandle joint) const override;
  void joint_disable_collisions_between_bodies(JointHandle joint, bool disable) override;

  // -- interpolation and diagnostics -----------------------------------------------------------
  [[nodiscard]] Transform body_get_interpolated_transform(BodyHandle body) const override;
  void body_reset_interpolation(BodyHandle body) override;
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
  virtual void backend_update_object_space(std::uint32_t object, SpaceHandle old_space) = 0;
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
  [[nodiscard]] virtual Dynamics backend_get_dynamics(std::uint32_t object) const = 0;
  /// Changes the velocity now; updates record.linear_velocity and angular_velocity.
  virtual void backend_apply_impulse(std::uint32_t object, const Vector& impulse,
                                     const Vector& position, AngularArg torque_impulse) = 0;
  /// The joint's kind, bodies, anchors or parameters changed (make it anew when needed).
  virtual void backend_update_joint(std::uint32_t joint) = 0;
  virtual void backend_free_joint(std::uint32_t joint) = 0;
  /// Steps one space: integrates forces (integrate_forces()), simulates, then for each body
  /// that moved updates the record's transform, velocities and sleeping and calls
  /// report_moved(); fills contacts of reporting bodies; fills found_overlaps of areas that
  /// monitor or override and calls finish_area_overlaps().
  virtual void backend_step(std::uint32_t space, real_t step) = 0;

  // -- for backends ----------------------------------------------------------------------------
  [[nodiscard]] HandleTable<SpaceRecord<T>>& spaces() { return spaces_; }
  [[nodiscard]] const HandleTable<SpaceRecord<T>>& spaces() const { return spaces_; }
  [[nodiscard]] HandleTable<ShapeRecord<T>>& shapes() { return shapes_; }
  [[nodiscard]] const HandleTable<ShapeRecord<T>>& shapes() const { return shapes_; }
  [[nodiscard]] HandleTable<ObjectRecord<T>>& objects() { return objects_; }
  [[nodiscard]] const HandleTable<ObjectRecord<T>>& objects() const { return objects_; }
  /// The space's record for a valid, live space (throws otherwise).
  [[nodiscard]] const SpaceRecord<T>& space_record(SpaceHandle space) const;
  [[nodiscard]] std::uint32_t body_slot(BodyHandle body) const;
  /// The slot of a live object of either kind (throws otherwise).
  [[nodiscard]] ObjectRecord<T>& body_ref(BodyHandle body, std::uint32_t* slot = nullptr);
  [[nodiscard]] const ObjectRecord<T>& body_ref(BodyHandle body) const;
  /// The bodies that report contacts (max_contacts_reported above zero), by slot.
  [[nodiscard]] const std::vector<std::uint32_t>& reporting() const { return reporting_; }
  [[nodiscard]] HandleTable<JointRecord>& joints() { return joints_; }
  [[nodiscard]] const HandleTable<JointRecord>& joints() const { return joints_; }
  [[nodiscard]] JointRecord& joint_ref(JointHandle joint, std::uint32_t* slot = nullptr);
  [[nodiscard]] const JointRecord& joint_ref(JointHandle joint) const;
  /// Starts making `joint` anew as a `type` joint between the bodies (body_b may be null): checks
  /// the handles, drops what the backend made of it and sets its kind and bodies. The caller
  /// sets the anchors, then calls backend_update_joint(*slot).
  JointRecord& begin_make_joint(JointHandle joint, JointType type, BodyHandle body_a,
                                BodyHandle body_b, std::uint32_t* slot);
  /// The object a RID names, when it is a live body or area.
  [[nodiscard]] const ObjectRecord<T>* object_by_rid(RID rid, std::uint32_t* slot = nullptr) const;
  /// Whether a query filter lets `object` (at `slot`) through.
  [[nodiscard]] bool passes_filter(const auto& filter, std::uint32_t slot,
                                   const ObjectRecord<T>& object) const {
    if ((object.collision_layer & filter.collision_mask) == 0) return false;
    if (object.is_area ? !filter.collide_with_areas : !filter.collide_with_bodies) return false;
    const RID rid = RID::from_uint64((std::uint64_t(objects_.generation(slot)) << 32) | slot);
    return std::find(filter.exclude.begin(), filter.exclude.end(), rid) == filter.exclude.end();
  }
  /// Whether two objects may collide: layers (either way) and exceptions.
  [[nodiscard]] bool objects_interact(std::uint32_t a, std::uint32_t b) const;
  /// Godot's force integration for a rigid body over one step: gravity and damping from its
  /// areas and its space, then applied and constant forces, given its inverse mass and world
  /// inverse inertia. Changes the velocities passed in; records the totals.
  void integrate_forces(std::uint32_t object, real_t step, real_t inverse_mass,
                        const typename T::InverseInertia& inverse_inertia_world,
                        Vector& linear_velocity, Angular& angular_velocity);
  /// The gravity an area exerts at a world point.
  [[nodiscard]] static Vector area_gravity_at(const ObjectRecord<T>& area, const Vector& point);
  /// The shape at `index` of a live object (throws when out of range).
  ShapeInstance<T>& shape_instance(std::uint32_t slot, int index);
  void report_moved(std::uint32_t object);
  /// Freezes a body whose pose stopped being finite, back at `last_good`, and reports it.
  void report_diverged(std::uint32_t object, const Transform& last_good);
  /// Turns an area's found_overlaps into events (when it monitors) and its bodies' area lists.
  void finish_area_overlaps(std::uint32_t area);
  /// Whether an area needs overlaps: it monitors, or overrides gravity or damping.
  [[nodiscard]] static bool area_tracks_overlaps(const ObjectRecord<T>& area);

 private:
  [[nodiscard]] SpaceRecord<T>& space_ref(SpaceHandle space);
  [[nodiscard]] ObjectRecord<T>& area_ref(AreaHandle area, std::uint32_t* slot = nullptr);
  [[nodiscard]] const ObjectRecord<T>& area_ref(AreaHandle area) const;
  std::uint32_t create_object(bool is_area);
  void free_object(std::uint32_t slot);
  void set_object_space(std::uint32_t slot, SpaceHandle space);
  void add_shape(std::uint32_t slot, ShapeHandle shape, const Transform& transform, bool disabled);
  void set_shape(std::uint32_t slot, int index, ShapeHandle shape);
  void remove_shape(std::uint32_t slot, int index);
  void clear_shapes(std::uint32_t slot);
  void wake_up(std::uint32_t slot);
  /// Unmakes the joints attached to a body being freed (they stay alive, of no kind).
  void free_joints_of(std::uint32_t body_slot);

  std::string backend_name_;
  SpaceSettings default_settings_;
  HandleTable<SpaceRecord<T>> spaces_;
  HandleTable<ShapeRecord<T>> shapes_;
  HandleTable<ObjectRecord<T>> objects_;
  HandleTable<JointRecord> joints_;
  std::vector<std::uint32_t> reporting_;
  StepEvents events_;
  double interpolation_fraction_ = 1.0;
  int active_body_count_ = 0;
  bool stepping_ = false;
};

}  // namespace arbor::physics
