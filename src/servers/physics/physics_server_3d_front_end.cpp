#include "servers/physics/physics_server_3d_front_end.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace arbor::physics {
namespace {

JointRecord3D default_joint() {
  JointRecord3D joint;
  joint.pin = joint_defaults::kPin;
  joint.hinge = joint_defaults::kHinge;
  joint.slider = joint_defaults::kSlider;
  joint.cone_twist = joint_defaults::kConeTwist;
  for (std::size_t axis = 0; axis < 3; ++axis) {
    joint.g6dof[axis] = joint_defaults::kG6DOFAxis;
    joint.g6dof_flags[axis] = joint_defaults::kG6DOFAxisFlags;
  }
  return joint;
}

void validate_shape(const Shape3DData& data) {
  const std::string problem = shape_data_problem(data);
  if (!problem.empty()) throw Error("PhysicsServer3D: " + problem);
}

void check_index(int index, std::size_t count, const char* what) {
  if (index < 0 || std::size_t(index) >= count) {
    throw Error(std::string(what) + ": shape index " + std::to_string(index) +
                " is out of range (the object has " + std::to_string(count) + " shapes)");
  }
}

}  // namespace

PhysicsServer3DFrontEnd::PhysicsServer3DFrontEnd(std::string backend_name)
    : backend_name_(std::move(backend_name)) {}

PhysicsServer3DFrontEnd::~PhysicsServer3DFrontEnd() {
  const std::string leaks = leak_report();
  if (!leaks.empty()) std::fprintf(stderr, "%s\n", leaks.c_str());
}

// -- stepping ----------------------------------------------------------------------------------

void PhysicsServer3DFrontEnd::fixed_step(double step) {
  // The poses the last step moved become the previous ones (interpolation).
  for (const StepEvents::ObjectRef& ref : events_.moved()) {
    if (ObjectRecord3D* object = objects_.find(ref.index, ref.generation)) {
      object->previous_transform = object->transform;
    }
  }
  events_.clear();
  stepping_ = true;
  for (std::uint32_t space = 0; space < spaces_.slot_count(); ++space) {
    if (spaces_.is_alive(space) && spaces_.at(space).active) backend_step(space, real_t(step));
  }
  stepping_ = false;
  active_body_count_ = int(events_.moved().size());
  events_.deliver([this](const StepEvents::ObjectRef& ref) -> PhysicsObjectListener* {
    ObjectRecord3D* object = objects_.find(ref.index, ref.generation);
    return object ? object->listener : nullptr;
  });
}

void PhysicsServer3DFrontEnd::after_fixed_steps(double fraction) {
  interpolation_fraction_ = fraction;
}

void PhysicsServer3DFrontEnd::report_moved(std::uint32_t object) {
  events_.body_moved(object, objects_.generation(object));
}

void PhysicsServer3DFrontEnd::report_diverged(std::uint32_t object, const Transform3D& last_good) {
  ObjectRecord3D& record = objects_.at(object);
  if (record.diverged) return;
  record.diverged = true;
  record.transform = last_good;
  record.linear_velocity = Vector3();
  record.angular_velocity = Vector3();
  record.mode = BodyMode::STATIC;
  backend_update_body(object);
  backend_set_transform(object);
  backend_set_velocity(object);
  events_.body_diverged(object, objects_.generation(object));
}

bool PhysicsServer3DFrontEnd::area_tracks_overlaps(const ObjectRecord3D& area) {
  const AreaParameters3D& p = area.area_parameters;
  return area.monitoring || p.gravity_override != AreaSpaceOverrideMode::DISABLED ||
         p.linear_damp_override != AreaSpaceOverrideMode::DISABLED ||
         p.angular_damp_override != AreaSpaceOverrideMode::DISABLED;
}

void PhysicsServer3DFrontEnd::finish_area_overlaps(std::uint32_t area) {
  ObjectRecord3D& record = objects_.at(area);
  normalize_overlaps(record.found_overlaps);
  for (const OverlapKey& key : record.found_overlaps) {
    if (key.other_is_area) continue;
    ObjectRecord3D* body = objects_.find(key.other_index, key.other_generation);
    if (body && (body->areas.empty() || body->areas.back() != area)) body->areas.push_back(area);
  }
  const std::uint32_t generation = objects_.generation(area);
  auto event = [&](AreaBodyStatus status, const OverlapKey& key) {
    if (!record.monitoring) return;
    events_.area_event(area, generation,
                       AreaMonitorEvent{status, key.other_is_area, key.other_rid, key.other_id,
                                        key.other_shape, key.area_shape});
  };
  diff_overlaps(
      record.overlaps, record.found_overlaps,
      [&](const OverlapKey& key) { event(AreaBodyStatus::REMOVED, key); },
      [&](const OverlapKey& key) { event(AreaBodyStatus::ADDED, key); });
}

Vector3 PhysicsServer3DFrontEnd::area_gravity_at(const ObjectRecord3D& area, const Vector3& point) {
  const AreaParameters3D& p = area.area_parameters;
  if (!p.gravity_is_point) return p.gravity_vector * p.gravity;
  const Vector3 to_center = area.transform.xform(p.gravity_point_center) - point;
  const real_t distance_squared = to_center.length_squared();
  if (distance_squared <= 0) return Vector3();
  if (p.gravity_point_unit_distance <= 0) return to_center.normalized() * p.gravity;
  const real_t unit = p.gravity_point_unit_distance;
  return to_center.normalized() * (p.gravity * unit * unit / distance_squared);
}

void PhysicsServer3DFrontEnd::integrate_forces(std::uint32_t object, real_t step,
                                               real_t inverse_mass,
                                               const Basis& inverse_inertia_world,
                                               Vector3& linear_velocity,
                                               Vector3& angular_velocity) {
  ObjectRecord3D& body = objects_.at(object);
  const SpaceRecord3D& space = spaces_.at(body.space.index());
  const Vector3 position = body.transform.origin;
  // Small fixed buffer: a body is rarely in more than a few overriding areas at once.
  std::array<AreaEffect<Vector3>, 16> effects;
  std::size_t count = 0;
  for (std::uint32_t area_slot : body.areas) {
    if (count == effects.size() || !objects_.is_alive(area_slot)) continue;
    const ObjectRecord3D& area = objects_.at(area_slot);
    const AreaParameters3D& p = area.area_parameters;
    effects[count++] = {p.gravity_override,
                        p.linear_damp_override,
                        p.angular_damp_override,
                        area_gravity_at(area, position),
                        p.linear_damp,
                        p.angular_damp,
                        p.priority,
                        area_slot};
  }
  const SpaceSettings3D& settings = space.settings;
  const BodyParameters3D& params = body.parameters;
  BodyForceSettings<Vector3> force_settings{settings.gravity_vector * settings.gravity,
                                            settings.linear_damp,
                                            settings.angular_damp,
                                            params.linear_damp_mode,
                                            params.angular_damp_mode,
                                            params.linear_damp,
                                            params.angular_damp,
                                            params.gravity_scale};
  body.forces =
      combine_forces(std::span<AreaEffect<Vector3>>(effects.data(), count), force_settings);
  if (!body.omit_force_integration) {
    const Vector3 force =
        body.forces.gravity * params.mass + body.applied_force + body.constant_force;
    const Vector3 torque = body.applied_torque + body.constant_torque;
    linear_velocity *= damping_factor(body.forces.linear_damp, step);
    angular_velocity *= damping_factor(body.forces.angular_damp, step);
    linear_velocity += force * (inverse_mass * step);
    angular_velocity += inverse_inertia_world.xform(torque) * step;
  }
  body.applied_force = Vector3();
  body.applied_torque = Vector3();
  body.areas.clear();
}

// -- lookups -----------------------------------------------------------------------------------

SpaceRecord3D& PhysicsServer3DFrontEnd::space_ref(SpaceHandle3D space) {
  return spaces_.get(space.index(), space.generation(), SpaceHandle3D::kind_name());
}

const SpaceRecord3D& PhysicsServer3DFrontEnd::space_record(SpaceHandle3D space) const {
  return spaces_.get(space.index(), space.generation(), SpaceHandle3D::kind_name());
}

ObjectRecord3D& PhysicsServer3DFrontEnd::body_ref(BodyHandle3D body, std::uint32_t* slot) {
  ObjectRecord3D& record = objects_.get(body.index(), body.generation(), BodyHandle3D::kind_name());
  if (record.is_area) throw Error("3D body handle names an area, not a body");
  if (slot) *slot = body.index();
  return record;
}

const ObjectRecord3D& PhysicsServer3DFrontEnd::body_ref(BodyHandle3D body) const {
  return const_cast<PhysicsServer3DFrontEnd*>(this)->body_ref(body);
}

std::uint32_t PhysicsServer3DFrontEnd::body_slot(BodyHandle3D body) const {
  (void)body_ref(body);
  return body.index();
}

ObjectRecord3D& PhysicsServer3DFrontEnd::area_ref(AreaHandle3D area, std::uint32_t* slot) {
  ObjectRecord3D& record = objects_.get(area.index(), area.generation(), AreaHandle3D::kind_name());
  if (!record.is_area) throw Error("3D area handle names a body, not an area");
  if (slot) *slot = area.index();
  return record;
}

const ObjectRecord3D& PhysicsServer3DFrontEnd::area_ref(AreaHandle3D area) const {
  return const_cast<PhysicsServer3DFrontEnd*>(this)->area_ref(area);
}

JointRecord3D& PhysicsServer3DFrontEnd::joint_ref(JointHandle3D joint, std::uint32_t* slot) {
  if (slot) *slot = joint.index();
  return joints_.get(joint.index(), joint.generation(), JointHandle3D::kind_name());
}

const JointRecord3D& PhysicsServer3DFrontEnd::joint_ref(JointHandle3D joint) const {
  return joints_.get(joint.index(), joint.generation(), JointHandle3D::kind_name());
}

const ObjectRecord3D* PhysicsServer3DFrontEnd::object_by_rid(RID rid, std::uint32_t* slot) const {
  const std::uint32_t index = rid.get_local_index();
  const ObjectRecord3D* record = objects_.find(index, std::uint32_t(rid.get_id() >> 32));
  if (record && slot) *slot = index;
  return record;
}

bool PhysicsServer3DFrontEnd::passes_filter(const QueryFilter3D& filter, std::uint32_t slot,
                                            const ObjectRecord3D& object) const {
  if ((object.collision_layer & filter.collision_mask) == 0) return false;
  if (object.is_area ? !filter.collide_with_areas : !filter.collide_with_bodies) return false;
  const RID rid = RID::from_uint64((std::uint64_t(objects_.generation(slot)) << 32) | slot);
  return std::find(filter.exclude.begin(), filter.exclude.end(), rid) == filter.exclude.end();
}

bool PhysicsServer3DFrontEnd::objects_interact(std::uint32_t a, std::uint32_t b) const {
  const ObjectRecord3D& first = objects_.at(a);
  const ObjectRecord3D& second = objects_.at(b);
  if ((first.collision_layer & second.collision_mask) == 0 &&
      (second.collision_layer & first.collision_mask) == 0) {
    return false;
  }
  const RID rid_a = RID::from_uint64((std::uint64_t(objects_.generation(a)) << 32) | a);
  const RID rid_b = RID::from_uint64((std::uint64_t(objects_.generation(b)) << 32) | b);
  const auto excepts = [](const ObjectRecord3D& object, RID other) {
    return std::find(object.exceptions.begin(), object.exceptions.end(), other) !=
           object.exceptions.end();
  };
  return !excepts(first, rid_b) && !excepts(second, rid_a);
}

// -- spaces ------------------------------------------------------------------------------------

SpaceHandle3D PhysicsServer3DFrontEnd::space_create() {
  const auto id = spaces_.add(SpaceRecord3D{default_settings_, true});
  backend_create_space(id.index);
  return {id.index, id.generation};
}

void PhysicsServer3DFrontEnd::space_free(SpaceHandle3D space) {
  (void)space_ref(space);
  for (std::uint32_t slot = 0; slot < objects_.slot_count(); ++slot) {
    if (objects_.is_alive(slot) && objects_.at(slot).space == space) {
      set_object_space(slot, SpaceHandle3D());
    }
  }
  backend_free_space(space.index());
  spaces_.remove(space.index());
}

void PhysicsServer3DFrontEnd::space_set_active(SpaceHandle3D space, bool active) {
  space_ref(space).active = active;
}

bool PhysicsServer3DFrontEnd::space_is_active(SpaceHandle3D space) const {
  return space_record(space).active;
}

void PhysicsServer3DFrontEnd::space_set_settings(SpaceHandle3D space,
                                                 const SpaceSettings3D& settings) {
  space_ref(space).settings = settings;
  backend_update_space_settings(space.index());
}

const SpaceSettings3D& PhysicsServer3DFrontEnd::space_get_settings(SpaceHandle3D space) const {
  return space_record(space).settings;
}

// -- shapes ------------------------------------------------------------------------------------

ShapeHandle3D PhysicsServer3DFrontEnd::shape_create(const Shape3DData& data) {
  validate_shape(data);
  const auto id = shapes_.add(ShapeRecord3D{data, 0, {}});
  return {id.index, id.generation};
}

void PhysicsServer3DFrontEnd::shape_set_data(ShapeHandle3D shape, const Shape3DData& data) {
  ShapeRecord3D& record =
      shapes_.get(shape.index(), shape.generation(), ShapeHandle3D::kind_name());
  validate_shape(data);
  record.data = data;
  ++record.version;
  std::vector<std::uint32_t> users = record.users;
  std::sort(users.begin(), users.end());
  users.erase(std::unique(users.begin(), users.end()), users.end());
  for (std::uint32_t user : users) backend_update_object_shapes(user);
}

const Shape3DData& PhysicsServer3DFrontEnd::shape_get_data(ShapeHandle3D shape) const {
  return shapes_.get(shape.index(), shape.generation(), ShapeHandle3D::kind_name()).data;
}

void PhysicsServer3DFrontEnd::shape_free(ShapeHandle3D shape) {
  ShapeRecord3D& record =
      shapes_.get(shape.index(), shape.generation(), ShapeHandle3D::kind_name());
  std::vector<std::uint32_t> users = std::move(record.users);
  std::sort(users.begin(), users.end());
  users.erase(std::unique(users.begin(), users.end()), users.end());
  for (std::uint32_t user : users) {
    std::vector<ShapeInstance3D>& list = objects_.at(user).shapes;
    std::erase_if(list, [&](const ShapeInstance3D& instance) { return instance.shape == shape; });
    backend_update_object_shapes(user);
  }
  shapes_.remove(shape.index());
}

// -- objects (bodies and areas) ----------------------------------------------------------------

std::uint32_t PhysicsServer3DFrontEnd::create_object(bool is_area) {
  ObjectRecord3D record;
  record.is_area = is_area;
  const auto id = objects_.add(std::move(record));
  backend_create_object(id.index);
  return id.index;
}

void PhysicsServer3DFrontEnd::free_object(std::uint32_t slot) {
  ObjectRecord3D& record = objects_.at(slot);
  if (!record.is_area) free_joints_of(slot);
  clear_shapes(slot);
  if (record.space) set_object_space(slot, SpaceHandle3D());
  backend_free_object(slot);
  objects_.remove(slot);
}

void PhysicsServer3DFrontEnd::set_object_space(std::uint32_t slot, SpaceHandle3D space) {
  if (space) (void)space_ref(space);
  ObjectRecord3D& record = objects_.at(slot);
  if (record.space == space) return;
  const SpaceHandle3D old_space = record.space;
  record.space = space;
  record.overlaps.clear();
  record.areas.clear();
  record.contacts.clear();
  backend_update_object_space(slot, old_space);
}

void PhysicsServer3DFrontEnd::add_shape(std::uint32_t slot, ShapeHandle3D shape,
                                        const Transform3D& transform, bool disabled) {
  ShapeRecord3D& shape_record =
      shapes_.get(shape.index(), shape.generation(), ShapeHandle3D::kind_name());
  shape_record.users.push_back(slot);
  objects_.at(slot).shapes.push_back({shape, transform, disabled});
  backend_update_object_shapes(slot);
}

ShapeInstance3D& PhysicsServer3DFrontEnd::shape_instance(std::uint32_t slot, int index) {
  std::vector<ShapeInstance3D>& list = objects_.at(slot).shapes;
  check_index(index, list.size(), "PhysicsServer3D");
  return list[std::size_t(index)];
}

void PhysicsServer3DFrontEnd::set_shape(std::uint32_t slot, int index, ShapeHandle3D shape) {
  ShapeRecord3D& new_record =
      shapes_.get(shape.index(), shape.generation(), ShapeHandle3D::kind_name());
  ShapeInstance3D& instance = shape_instance(slot, index);
  std::vector<std::uint32_t>& old_users = shapes_.at(instance.shape.index()).users;
  old_users.erase(std::find(old_users.begin(), old_users.end(), slot));
  new_record.users.push_back(slot);
  instance.shape = shape;
  backend_update_object_shapes(slot);
}

void PhysicsServer3DFrontEnd::remove_shape(std::uint32_t slot, int index) {
  std::vector<ShapeInstance3D>& list = objects_.at(slot).shapes;
  check_index(index, list.size(), "PhysicsServer3D");
  std::vector<std::uint32_t>& users = shapes_.at(list[std::size_t(index)].shape.index()).users;
  users.erase(std::find(users.begin(), users.end(), slot));
  list.erase(list.begin() + index);
  backend_update_object_shapes(slot);
}

void PhysicsServer3DFrontEnd::clear_shapes(std::uint32_t slot) {
  std::vector<ShapeInstance3D>& list = objects_.at(slot).shapes;
  if (list.empty()) return;
  for (const ShapeInstance3D& instance : list) {
    std::vector<std::uint32_t>& users = shapes_.at(instance.shape.index()).users;
    users.erase(std::find(users.begin(), users.end(), slot));
  }
  list.clear();
  backend_update_object_shapes(slot);
}

void PhysicsServer3DFrontEnd::wake_up(std::uint32_t slot) {
  ObjectRecord3D& record = objects_.at(slot);
  if (record.is_area || record.mode < BodyMode::RIGID || !record.sleeping) return;
  record.sleeping = false;
  backend_set_sleeping(slot, false);
}

// -- bodies ------------------------------------------------------------------------------------

BodyHandle3D PhysicsServer3DFrontEnd::body_create() {
  const std::uint32_t slot = create_object(false);
  return {slot, objects_.generation(slot)};
}

void PhysicsServer3DFrontEnd::body_free(BodyHandle3D body) { free_object(body_slot(body)); }

void PhysicsServer3DFrontEnd::body_set_space(BodyHandle3D body, SpaceHandle3D space) {
  set_object_space(body_slot(body), space);
}

SpaceHandle3D PhysicsServer3DFrontEnd::body_get_space(BodyHandle3D body) const {
  return body_ref(body).space;
}

void PhysicsServer3DFrontEnd::body_set_mode(BodyHandle3D body, BodyMode mode) {
  std::uint32_t slot = 0;
  ObjectRecord3D& record = body_ref(body, &slot);
  if (record.mode == mode) return;
  record.mode = mode;
  record.diverged = false;
  if (mode < BodyMode::RIGID) {
    record.linear_velocity = Vector3();
    record.angular_velocity = Vector3();
    record.sleeping = false;
  }
  backend_update_body(slot);
}

BodyMode PhysicsServer3DFrontEnd::body_get_mode(BodyHandle3D body) const {
  return body_ref(body).mode;
}

void PhysicsServer3DFrontEnd::body_add_shape(BodyHandle3D body, ShapeHandle3D shape,
                                             const Transform3D& transform, bool disabled) {
  add_shape(body_slot(body), shape, transform, disabled);
}

void PhysicsServer3DFrontEnd::body_set_shape(BodyHandle3D body, int index, ShapeHandle3D shape) {
  set_shape(body_slot(body), index, shape);
}

void PhysicsServer3DFrontEnd::body_set_shape_transform(BodyHandle3D body, int index,
                                                       const Transform3D& transform) {
  const std::uint32_t slot = body_slot(body);
  shape_instance(slot, index).transform = transform;
  backend_update_object_shapes(slot);
}

void PhysicsServer3DFrontEnd::body_set_shape_disabled(BodyHandle3D body, int index, bool disabled) {
  const std::uint32_t slot = body_slot(body);
  shape_instance(slot, index).disabled = disabled;
  backend_update_object_shapes(slot);
}

void PhysicsServer3DFrontEnd::body_remove_shape(BodyHandle3D body, int index) {
  remove_shape(body_slot(body), index);
}

void PhysicsServer3DFrontEnd::body_clear_shapes(BodyHandle3D body) {
  clear_shapes(body_slot(body));
}

int PhysicsServer3DFrontEnd::body_get_shape_count(BodyHandle3D body) const {
  return int(body_ref(body).shapes.size());
}

void PhysicsServer3DFrontEnd::body_attach_object_instance_id(BodyHandle3D body, NodeId id) {
  body_ref(body).instance_id = id;
}

NodeId PhysicsServer3DFrontEnd::body_get_object_instance_id(BodyHandle3D body) const {
  return body_ref(body).instance_id;
}

void PhysicsServer3DFrontEnd::body_set_listener(BodyHandle3D body,
                                                PhysicsObjectListener* listener) {
  body_ref(body).listener = listener;
}

void PhysicsServer3DFrontEnd::body_set_collision_layer(BodyHandle3D body, std::uint32_t layer) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).collision_layer = layer;
  backend_update_object_filter(slot);
}

std::uint32_t PhysicsServer3DFrontEnd::body_get_collision_layer(BodyHandle3D body) const {
  return body_ref(body).collision_layer;
}

void PhysicsServer3DFrontEnd::body_set_collision_mask(BodyHandle3D body, std::uint32_t mask) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).collision_mask = mask;
  backend_update_object_filter(slot);
}

std::uint32_t PhysicsServer3DFrontEnd::body_get_collision_mask(BodyHandle3D body) const {
  return body_ref(body).collision_mask;
}

void PhysicsServer3DFrontEnd::body_set_collision_priority(BodyHandle3D body, real_t priority) {
  body_ref(body).collision_priority = priority;
}

void PhysicsServer3DFrontEnd::body_set_parameters(BodyHandle3D body,
                                                  const BodyParameters3D& parameters) {
  if (!(parameters.mass > 0)) throw Error("PhysicsServer3D: a body's mass must be above zero");
  std::uint32_t slot = 0;
  body_ref(body, &slot).parameters = parameters;
  backend_update_body(slot);
}

const BodyParameters3D& PhysicsServer3DFrontEnd::body_get_parameters(BodyHandle3D body) const {
  return body_ref(body).parameters;
}

void PhysicsServer3DFrontEnd::body_set_axis_lock(BodyHandle3D body, std::uint8_t locked_axes) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).axis_lock = locked_axes;
  backend_update_body(slot);
}

void PhysicsServer3DFrontEnd::body_set_continuous_collision_detection(BodyHandle3D body,
                                                                      bool enabled) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).ccd = enabled;
  backend_update_body(slot);
}

void PhysicsServer3DFrontEnd::body_set_omit_force_integration(BodyHandle3D body, bool omit) {
  body_ref(body).omit_force_integration = omit;
}

void PhysicsServer3DFrontEnd::body_add_collision_exception(BodyHandle3D body, RID other) {
  std::uint32_t slot = 0;
  std::vector<RID>& list = body_ref(body, &slot).exceptions;
  if (std::find(list.begin(), list.end(), other) != list.end()) return;
  list.push_back(other);
  backend_update_object_filter(slot);
}

void PhysicsServer3DFrontEnd::body_remove_collision_exception(BodyHandle3D body, RID other) {
  std::uint32_t slot = 0;
  std::vector<RID>& list = body_ref(body, &slot).exceptions;
  std::erase(list, other);
  backend_update_object_filter(slot);
}

std::vector<RID> PhysicsServer3DFrontEnd::body_get_collision_exceptions(BodyHandle3D body) const {
  return body_ref(body).exceptions;
}

void PhysicsServer3DFrontEnd::body_set_transform(BodyHandle3D body, const Transform3D& transform) {
  std::uint32_t slot = 0;
  ObjectRecord3D& record = body_ref(body, &slot);
  record.transform = transform;
  if (record.mode >= BodyMode::RIGID) record.previous_transform = transform;
  backend_set_transform(slot);
  wake_up(slot);
}

Transform3D PhysicsServer3DFrontEnd::body_get_transform(BodyHandle3D body) const {
  return body_ref(body).transform;
}

void PhysicsServer3DFrontEnd::body_set_linear_velocity(BodyHandle3D body, const Vector3& velocity) {
  std::uint32_t slot = 0;
  ObjectRecord3D& record = body_ref(body, &slot);
  record.linear_velocity = velocity;
  record.moving_linear_velocity = velocity;
  backend_set_velocity(slot);
  wake_up(slot);
}

Vector3 PhysicsServer3DFrontEnd::body_get_linear_velocity(BodyHandle3D body) const {
  const ObjectRecord3D& record = body_ref(body);
  return record.mode >= BodyMode::RIGID ? record.linear_velocity : record.moving_linear_velocity;
}

void PhysicsServer3DFrontEnd::body_set_angular_velocity(BodyHandle3D body,
                                                        const Vector3& velocity) {
  std::uint32_t slot = 0;
  ObjectRecord3D& record = body_ref(body, &slot);
  record.angular_velocity = velocity;
  record.moving_angular_velocity = velocity;
  backend_set_velocity(slot);
  wake_up(slot);
}

Vector3 PhysicsServer3DFrontEnd::body_get_angular_velocity(BodyHandle3D body) const {
  const ObjectRecord3D& record = body_ref(body);
  return record.mode >= BodyMode::RIGID ? record.angular_velocity : record.moving_angular_velocity;
}

void PhysicsServer3DFrontEnd::body_set_sleeping(BodyHandle3D body, bool sleeping) {
  std::uint32_t slot = 0;
  ObjectRecord3D& record = body_ref(body, &slot);
  if (record.mode < BodyMode::RIGID) return;
  record.sleeping = sleeping;
  if (sleeping) {
    record.linear_velocity = Vector3();
    record.angular_velocity = Vector3();
    backend_set_velocity(slot);
  }
  backend_set_sleeping(slot, sleeping);
}

bool PhysicsServer3DFrontEnd::body_is_sleeping(BodyHandle3D body) const {
  return body_ref(body).sleeping;
}

void PhysicsServer3DFrontEnd::body_set_can_sleep(BodyHandle3D body, bool can_sleep) {
  std::uint32_t slot = 0;
  ObjectRecord3D& record = body_ref(body, &slot);
  record.can_sleep = can_sleep;
  backend_update_body(slot);
  if (!can_sleep) wake_up(slot);
}

BodyDynamics3D PhysicsServer3DFrontEnd::body_get_dynamics(BodyHandle3D body) const {
  const ObjectRecord3D& record = body_ref(body);
  BodyDynamics3D dynamics = backend_get_dynamics(body.index());
  dynamics.total_gravity = record.forces.gravity;
  dynamics.total_linear_damp = record.forces.linear_damp;
  dynamics.total_angular_damp = record.forces.angular_damp;
  return dynamics;
}

void PhysicsServer3DFrontEnd::body_apply_central_impulse(BodyHandle3D body,
                                                         const Vector3& impulse) {
  body_apply_impulse(body, impulse, Vector3());
}

void PhysicsServer3DFrontEnd::body_apply_impulse(BodyHandle3D body, const Vector3& impulse,
                                                 const Vector3& position) {
  std::uint32_t slot = 0;
  if (body_ref(body, &slot).mode < BodyMode::RIGID) return;
  backend_apply_impulse(slot, impulse, position, Vector3());
  wake_up(slot);
}

void PhysicsServer3DFrontEnd::body_apply_torque_impulse(BodyHandle3D body, const Vector3& impulse) {
  std::uint32_t slot = 0;
  if (body_ref(body, &slot).mode < BodyMode::RIGID) return;
  backend_apply_impulse(slot, Vector3(), Vector3(), impulse);
  wake_up(slot);
}

void PhysicsServer3DFrontEnd::body_apply_central_force(BodyHandle3D body, const Vector3& force) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).applied_force += force;
  wake_up(slot);
}

void PhysicsServer3DFrontEnd::body_apply_force(BodyHandle3D body, const Vector3& force,
                                               const Vector3& position) {
  std::uint32_t slot = 0;
  ObjectRecord3D& record = body_ref(body, &slot);
  const Vector3 center = backend_get_dynamics(slot).center_of_mass;
  record.applied_force += force;
  record.applied_torque += (position - center).cross(force);
  wake_up(slot);
}

void PhysicsServer3DFrontEnd::body_apply_torque(BodyHandle3D body, const Vector3& torque) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).applied_torque += torque;
  wake_up(slot);
}

void PhysicsServer3DFrontEnd::body_add_constant_central_force(BodyHandle3D body,
                                                              const Vector3& force) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).constant_force += force;
  wake_up(slot);
}

void PhysicsServer3DFrontEnd::body_add_constant_force(BodyHandle3D body, const Vector3& force,
                                                      const Vector3& position) {
  std::uint32_t slot = 0;
  ObjectRecord3D& record = body_ref(body, &slot);
  const Vector3 center = backend_get_dynamics(slot).center_of_mass;
  record.constant_force += force;
  record.constant_torque += (position - center).cross(force);
  wake_up(slot);
}

void PhysicsServer3DFrontEnd::body_add_constant_torque(BodyHandle3D body, const Vector3& torque) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).constant_torque += torque;
  wake_up(slot);
}

void PhysicsServer3DFrontEnd::body_set_constant_force(BodyHandle3D body, const Vector3& force) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).constant_force = force;
  wake_up(slot);
}

Vector3 PhysicsServer3DFrontEnd::body_get_constant_force(BodyHandle3D body) const {
  return body_ref(body).constant_force;
}

void PhysicsServer3DFrontEnd::body_set_constant_torque(BodyHandle3D body, const Vector3& torque) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).constant_torque = torque;
  wake_up(slot);
}

Vector3 PhysicsServer3DFrontEnd::body_get_constant_torque(BodyHandle3D body) const {
  return body_ref(body).constant_torque;
}

void PhysicsServer3DFrontEnd::body_set_max_contacts_reported(BodyHandle3D body, int max) {
  ObjectRecord3D& record = body_ref(body);
  record.max_contacts_reported = std::max(0, max);
  record.contacts.reserve(std::size_t(record.max_contacts_reported));
  if (record.contacts.size() > std::size_t(record.max_contacts_reported)) {
    record.contacts.resize(std::size_t(record.max_contacts_reported));
  }
}

int PhysicsServer3DFrontEnd::body_get_contact_count(BodyHandle3D body) const {
  return int(body_ref(body).contacts.size());
}

const BodyContact3D& PhysicsServer3DFrontEnd::body_get_contact(BodyHandle3D body, int index) const {
  const std::vector<BodyContact3D>& contacts = body_ref(body).contacts;
  if (index < 0 || std::size_t(index) >= contacts.size()) {
    throw Error("PhysicsServer3D: contact index " + std::to_string(index) +
                " is out of range (the body has " + std::to_string(contacts.size()) + " contacts)");
  }
  return contacts[std::size_t(index)];
}

// -- areas -------------------------------------------------------------------------------------

AreaHandle3D PhysicsServer3DFrontEnd::area_create() {
  const std::uint32_t slot = create_object(true);
  return {slot, objects_.generation(slot)};
}

void PhysicsServer3DFrontEnd::area_free(AreaHandle3D area) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  free_object(slot);
}

void PhysicsServer3DFrontEnd::area_set_space(AreaHandle3D area, SpaceHandle3D space) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  set_object_space(slot, space);
}

SpaceHandle3D PhysicsServer3DFrontEnd::area_get_space(AreaHandle3D area) const {
  return area_ref(area).space;
}

void PhysicsServer3DFrontEnd::area_add_shape(AreaHandle3D area, ShapeHandle3D shape,
                                             const Transform3D& transform, bool disabled) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  add_shape(slot, shape, transform, disabled);
}

void PhysicsServer3DFrontEnd::area_set_shape(AreaHandle3D area, int index, ShapeHandle3D shape) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  set_shape(slot, index, shape);
}

void PhysicsServer3DFrontEnd::area_set_shape_transform(AreaHandle3D area, int index,
                                                       const Transform3D& transform) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  shape_instance(slot, index).transform = transform;
  backend_update_object_shapes(slot);
}

void PhysicsServer3DFrontEnd::area_set_shape_disabled(AreaHandle3D area, int index, bool disabled) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  shape_instance(slot, index).disabled = disabled;
  backend_update_object_shapes(slot);
}

void PhysicsServer3DFrontEnd::area_remove_shape(AreaHandle3D area, int index) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  remove_shape(slot, index);
}

void PhysicsServer3DFrontEnd::area_clear_shapes(AreaHandle3D area) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  clear_shapes(slot);
}

int PhysicsServer3DFrontEnd::area_get_shape_count(AreaHandle3D area) const {
  return int(area_ref(area).shapes.size());
}

void PhysicsServer3DFrontEnd::area_attach_object_instance_id(AreaHandle3D area, NodeId id) {
  area_ref(area).instance_id = id;
}

void PhysicsServer3DFrontEnd::area_set_listener(AreaHandle3D area,
                                                PhysicsObjectListener* listener) {
  area_ref(area).listener = listener;
}

void PhysicsServer3DFrontEnd::area_set_collision_layer(AreaHandle3D area, std::uint32_t layer) {
  std::uint32_t slot = 0;
  area_ref(area, &slot).collision_layer = layer;
  backend_update_object_filter(slot);
}

void PhysicsServer3DFrontEnd::area_set_collision_mask(AreaHandle3D area, std::uint32_t mask) {
  std::uint32_t slot = 0;
  area_ref(area, &slot).collision_mask = mask;
  backend_update_object_filter(slot);
}

void PhysicsServer3DFrontEnd::area_set_transform(AreaHandle3D area, const Transform3D& transform) {
  std::uint32_t slot = 0;
  area_ref(area, &slot).transform = transform;
  backend_set_transform(slot);
}

Transform3D PhysicsServer3DFrontEnd::area_get_transform(AreaHandle3D area) const {
  return area_ref(area).transform;
}

void PhysicsServer3DFrontEnd::area_set_parameters(AreaHandle3D area,
                                                  const AreaParameters3D& parameters) {
  std::uint32_t slot = 0;
  area_ref(area, &slot).area_parameters = parameters;
  backend_update_object_filter(slot);
}

const AreaParameters3D& PhysicsServer3DFrontEnd::area_get_parameters(AreaHandle3D area) const {
  return area_ref(area).area_parameters;
}

void PhysicsServer3DFrontEnd::area_set_monitoring(AreaHandle3D area, bool monitoring) {
  std::uint32_t slot = 0;
  ObjectRecord3D& record = area_ref(area, &slot);
  if (record.monitoring == monitoring) return;
  record.monitoring = monitoring;
  record.overlaps.clear();
  backend_update_object_filter(slot);
}

void PhysicsServer3DFrontEnd::area_set_monitorable(AreaHandle3D area, bool monitorable) {
  std::uint32_t slot = 0;
  area_ref(area, &slot).monitorable = monitorable;
  backend_update_object_filter(slot);
}

// -- joints ------------------------------------------------------------------------------------

JointHandle3D PhysicsServer3DFrontEnd::joint_create() {
  const auto id = joints_.add(default_joint());
  return {id.index, id.generation};
}

void PhysicsServer3DFrontEnd::joint_free(JointHandle3D joint) {
  std::uint32_t slot = 0;
  (void)joint_ref(joint, &slot);
  backend_free_joint(slot);
  joints_.remove(slot);
}

void PhysicsServer3DFrontEnd::free_joints_of(std::uint32_t body_slot) {
  for (std::uint32_t slot = 0; slot < joints_.slot_count(); ++slot) {
    if (!joints_.is_alive(slot)) continue;
    const JointRecord3D& joint = joints_.at(slot);
    if ((joint.body_a && joint.body_a.index() == body_slot) ||
        (joint.body_b && joint.body_b.index() == body_slot)) {
      JointRecord3D& record = joints_.at(slot);
      backend_free_joint(slot);
      record.type = JointType3D::NONE;
      record.body_a = BodyHandle3D();
      record.body_b = BodyHandle3D();
    }
  }
}

void PhysicsServer3DFrontEnd::make_joint(JointHandle3D joint, JointType3D type, BodyHandle3D body_a,
                                         const Transform3D& frame_a, BodyHandle3D body_b,
                                         const Transform3D& frame_b) {
  std::uint32_t slot = 0;
  JointRecord3D& record = joint_ref(joint, &slot);
  (void)body_slot(body_a);
  if (body_b) (void)body_slot(body_b);
  if (body_a == body_b) throw Error("PhysicsServer3D: a joint needs two different bodies");
  backend_free_joint(slot);
  record.type = type;
  record.body_a = body_a;
  record.body_b = body_b;
  record.frame_a = frame_a;
  record.frame_b = frame_b;
  backend_update_joint(slot);
}

void PhysicsServer3DFrontEnd::joint_make_pin(JointHandle3D joint, BodyHandle3D body_a,
                                             const Vector3& local_a, BodyHandle3D body_b,
                                             const Vector3& local_b) {
  make_joint(joint, JointType3D::PIN, body_a, Transform3D(Basis(), local_a), body_b,
             Transform3D(Basis(), local_b));
}

void PhysicsServer3DFrontEnd::joint_make_hinge(JointHandle3D joint, BodyHandle3D body_a,
                                               const Transform3D& frame_a, BodyHandle3D body_b,
                                               const Transform3D& frame_b) {
  make_joint(joint, JointType3D::HINGE, body_a, frame_a, body_b, frame_b);
}

void PhysicsServer3DFrontEnd::joint_make_slider(JointHandle3D joint, BodyHandle3D body_a,
                                                const Transform3D& frame_a, BodyHandle3D body_b,
                                                const Transform3D& frame_b) {
  make_joint(joint, JointType3D::SLIDER, body_a, frame_a, body_b, frame_b);
}

void PhysicsServer3DFrontEnd::joint_make_cone_twist(JointHandle3D joint, BodyHandle3D body_a,
                                                    const Transform3D& frame_a, BodyHandle3D body_b,
                                                    const Transform3D& frame_b) {
  make_joint(joint, JointType3D::CONE_TWIST, body_a, frame_a, body_b, frame_b);
}

void PhysicsServer3DFrontEnd::joint_make_generic_6dof(JointHandle3D joint, BodyHandle3D body_a,
                                                      const Transform3D& frame_a,
                                                      BodyHandle3D body_b,
                                                      const Transform3D& frame_b) {
  make_joint(joint, JointType3D::GENERIC_6DOF, body_a, frame_a, body_b, frame_b);
}

JointType3D PhysicsServer3DFrontEnd::joint_get_type(JointHandle3D joint) const {
  return joint_ref(joint).type;
}

void PhysicsServer3DFrontEnd::joint_set_solver_priority(JointHandle3D joint, int priority) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).solver_priority = priority;
  backend_update_joint(slot);
}

void PhysicsServer3DFrontEnd::joint_disable_collisions_between_bodies(JointHandle3D joint,
                                                                      bool disable) {
  std::uint32_t slot = 0;
  JointRecord3D& record = joint_ref(joint, &slot);
  if (record.collisions_disabled == disable) return;
  record.collisions_disabled = disable;
  backend_free_joint(slot);
  backend_update_joint(slot);
}

void PhysicsServer3DFrontEnd::pin_joint_set_param(JointHandle3D joint, PinJointParam param,
                                                  real_t value) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).pin.at(std::size_t(param)) = value;
  backend_update_joint(slot);
}

real_t PhysicsServer3DFrontEnd::pin_joint_get_param(JointHandle3D joint,
                                                    PinJointParam param) const {
  return joint_ref(joint).pin.at(std::size_t(param));
}

void PhysicsServer3DFrontEnd::hinge_joint_set_param(JointHandle3D joint, HingeJointParam param,
                                                    real_t value) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).hinge.at(std::size_t(param)) = value;
  backend_update_joint(slot);
}

real_t PhysicsServer3DFrontEnd::hinge_joint_get_param(JointHandle3D joint,
                                                      HingeJointParam param) const {
  return joint_ref(joint).hinge.at(std::size_t(param));
}

void PhysicsServer3DFrontEnd::hinge_joint_set_flag(JointHandle3D joint, HingeJointFlag flag,
                                                   bool enabled) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).hinge_flags.at(std::size_t(flag)) = enabled;
  backend_update_joint(slot);
}

void PhysicsServer3DFrontEnd::slider_joint_set_param(JointHandle3D joint, SliderJointParam param,
                                                     real_t value) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).slider.at(std::size_t(param)) = value;
  backend_update_joint(slot);
}

real_t PhysicsServer3DFrontEnd::slider_joint_get_param(JointHandle3D joint,
                                                       SliderJointParam param) const {
  return joint_ref(joint).slider.at(std::size_t(param));
}

void PhysicsServer3DFrontEnd::cone_twist_joint_set_param(JointHandle3D joint,
                                                         ConeTwistJointParam param, real_t value) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).cone_twist.at(std::size_t(param)) = value;
  backend_update_joint(slot);
}

real_t PhysicsServer3DFrontEnd::cone_twist_joint_get_param(JointHandle3D joint,
                                                           ConeTwistJointParam param) const {
  return joint_ref(joint).cone_twist.at(std::size_t(param));
}

void PhysicsServer3DFrontEnd::generic_6dof_joint_set_param(JointHandle3D joint, JointAxis axis,
                                                           G6DOFJointAxisParam param,
                                                           real_t value) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).g6dof.at(std::size_t(axis)).at(std::size_t(param)) = value;
  backend_update_joint(slot);
}

real_t PhysicsServer3DFrontEnd::generic_6dof_joint_get_param(JointHandle3D joint, JointAxis axis,
                                                             G6DOFJointAxisParam param) const {
  return joint_ref(joint).g6dof.at(std::size_t(axis)).at(std::size_t(param));
}

void PhysicsServer3DFrontEnd::generic_6dof_joint_set_flag(JointHandle3D joint, JointAxis axis,
                                                          G6DOFJointAxisFlag flag, bool enabled) {
  std::uint32_t slot = 0;
  joint_ref(joint, &slot).g6dof_flags.at(std::size_t(axis)).at(std::size_t(flag)) = enabled;
  backend_update_joint(slot);
}

// -- interpolation and diagnostics -------------------------------------------------------------

Transform3D PhysicsServer3DFrontEnd::body_get_interpolated_transform(BodyHandle3D body) const {
  const ObjectRecord3D& record = body_ref(body);
  if (record.previous_transform == record.transform) return record.transform;
  return record.previous_transform.interpolate_with(record.transform,
                                                    real_t(interpolation_fraction_));
}

void PhysicsServer3DFrontEnd::body_reset_interpolation(BodyHandle3D body) {
  ObjectRecord3D& record = body_ref(body);
  record.previous_transform = record.transform;
}

std::string PhysicsServer3DFrontEnd::leak_report() const {
  std::string counts;
  auto add = [&counts](std::size_t count, const char* one, const char* many) {
    if (count == 0) return;
    if (!counts.empty()) counts += ", ";
    counts += std::to_string(count) + " " + (count == 1 ? one : many);
  };
  std::size_t bodies = 0;
  std::size_t areas = 0;
  for (std::uint32_t slot = 0; slot < objects_.slot_count(); ++slot) {
    if (objects_.is_alive(slot)) ++(objects_.at(slot).is_area ? areas : bodies);
  }
  add(spaces_.size(), "space", "spaces");
  add(shapes_.size(), "shape", "shapes");
  add(bodies, "body", "bodies");
  add(areas, "area", "areas");
  add(joints_.size(), "joint", "joints");
  if (counts.empty()) return {};
  return "PhysicsServer3D (" + get_backend_name() + "): " + counts +
         " still allocated at shutdown (leaked handles: free every object you create)";
}

}  // namespace arbor::physics
