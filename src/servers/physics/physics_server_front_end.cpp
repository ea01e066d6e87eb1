#include "servers/physics/physics_server_front_end.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace arbor::physics {
namespace {

template <class Data>
void validate_shape(const Data& data, const char* server) {
  const std::string problem = shape_data_problem(data);
  if (!problem.empty()) throw Error(std::string(server) + ": " + problem);
}

void check_index(int index, std::size_t count, const char* what) {
  if (index < 0 || std::size_t(index) >= count) {
    throw Error(std::string(what) + ": shape index " + std::to_string(index) +
                " is out of range (the object has " + std::to_string(count) + " shapes)");
  }
}

}  // namespace

template <class T>
PhysicsServerFrontEnd<T>::PhysicsServerFrontEnd(std::string backend_name)
    : backend_name_(std::move(backend_name)) {}

template <class T>
PhysicsServerFrontEnd<T>::~PhysicsServerFrontEnd() {
  const std::string leaks = leak_report();
  if (!leaks.empty()) std::fprintf(stderr, "%s\n", leaks.c_str());
}

// -- stepping ----------------------------------------------------------------------------------

template <class T>
void PhysicsServerFrontEnd<T>::fixed_step(double step) {
  // The poses the last step moved become the previous ones (interpolation).
  for (const StepEvents::ObjectRef& ref : events_.moved()) {
    if (ObjectRecord<T>* object = objects_.find(ref.index, ref.generation)) {
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
    ObjectRecord<T>* object = objects_.find(ref.index, ref.generation);
    return object ? object->listener : nullptr;
  });
}

template <class T>
void PhysicsServerFrontEnd<T>::after_fixed_steps(double fraction) {
  interpolation_fraction_ = fraction;
}

template <class T>
void PhysicsServerFrontEnd<T>::report_moved(std::uint32_t object) {
  events_.body_moved(object, objects_.generation(object));
}

template <class T>
void PhysicsServerFrontEnd<T>::report_diverged(std::uint32_t object, const Transform& last_good) {
  ObjectRecord<T>& record = objects_.at(object);
  if (record.diverged) return;
  record.diverged = true;
  record.transform = last_good;
  record.linear_velocity = Vector();
  record.angular_velocity = Angular();
  record.mode = BodyMode::STATIC;
  backend_update_body(object);
  backend_set_transform(object);
  backend_set_velocity(object);
  events_.body_diverged(object, objects_.generation(object));
}

template <class T>
bool PhysicsServerFrontEnd<T>::area_tracks_overlaps(const ObjectRecord<T>& area) {
  const AreaParameters& p = area.area_parameters;
  return area.monitoring || p.gravity_override != AreaSpaceOverrideMode::DISABLED ||
         p.linear_damp_override != AreaSpaceOverrideMode::DISABLED ||
         p.angular_damp_override != AreaSpaceOverrideMode::DISABLED;
}

template <class T>
void PhysicsServerFrontEnd<T>::finish_area_overlaps(std::uint32_t area) {
  ObjectRecord<T>& record = objects_.at(area);
  normalize_overlaps(record.found_overlaps);
  for (const OverlapKey& key : record.found_overlaps) {
    if (key.other_is_area) continue;
    ObjectRecord<T>* body = objects_.find(key.other_index, key.other_generation);
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

template <class T>
typename PhysicsServerFrontEnd<T>::Vector PhysicsServerFrontEnd<T>::area_gravity_at(
    const ObjectRecord<T>& area, const Vector& point) {
  const AreaParameters& p = area.area_parameters;
  if (!p.gravity_is_point) return p.gravity_vector * p.gravity;
  const Vector to_center = area.transform.xform(p.gravity_point_center) - point;
  const real_t distance_squared = to_center.length_squared();
  if (distance_squared <= 0) return Vector();
  if (p.gravity_point_unit_distance <= 0) return to_center.normalized() * p.gravity;
  const real_t unit = p.gravity_point_unit_distance;
  return to_center.normalized() * (p.gravity * unit * unit / distance_squared);
}

template <class T>
void PhysicsServerFrontEnd<T>::integrate_forces(
    std::uint32_t object, real_t step, real_t inverse_mass,
    const typename T::InverseInertia& inverse_inertia_world, Vector& linear_velocity,
    Angular& angular_velocity) {
  ObjectRecord<T>& body = objects_.at(object);
  const SpaceRecord<T>& space = spaces_.at(body.space.index());
  const Vector position = T::origin(body.transform);
  // Small fixed buffer: a body is rarely in more than a few overriding areas at once.
  std::array<AreaEffect<Vector>, 16> effects;
  std::size_t count = 0;
  for (std::uint32_t area_slot : body.areas) {
    if (count == effects.size() || !objects_.is_alive(area_slot)) continue;
    const ObjectRecord<T>& area = objects_.at(area_slot);
    const AreaParameters& p = area.area_parameters;
    effects[count++] = {p.gravity_override,
                        p.linear_damp_override,
                        p.angular_damp_override,
                        area_gravity_at(area, position),
                        p.linear_damp,
                        p.angular_damp,
                        p.priority,
                        area_slot};
  }
  const SpaceSettings& settings = space.settings;
  const BodyParameters& params = body.parameters;
  BodyForceSettings<Vector> force_settings{settings.gravity_vector * settings.gravity,
                                           settings.linear_damp,
                                           settings.angular_damp,
                                           params.linear_damp_mode,
                                           params.angular_damp_mode,
                                           params.linear_damp,
                                           params.angular_damp,
                                           params.gravity_scale};
  body.forces =
      combine_forces(std::span<AreaEffect<Vector>>(effects.data(), count), force_settings);
  if (!body.omit_force_integration) {
    const Vector force =
        body.forces.gravity * params.mass + body.applied_force + body.constant_force;
    const Angular torque = body.applied_torque + body.constant_torque;
    linear_velocity *= damping_factor(body.forces.linear_damp, step);
    angular_velocity *= damping_factor(body.forces.angular_damp, step);
    linear_velocity += force * (inverse_mass * step);
    angular_velocity += T::apply(inverse_inertia_world, torque) * step;
  }
  body.applied_force = Vector();
  body.applied_torque = Angular();
  body.areas.clear();
}

// -- lookups -----------------------------------------------------------------------------------

template <class T>
SpaceRecord<T>& PhysicsServerFrontEnd<T>::space_ref(SpaceHandle space) {
  return spaces_.get(space.index(), space.generation(), SpaceHandle::kind_name());
}

template <class T>
const SpaceRecord<T>& PhysicsServerFrontEnd<T>::space_record(SpaceHandle space) const {
  return spaces_.get(space.index(), space.generation(), SpaceHandle::kind_name());
}

template <class T>
ObjectRecord<T>& PhysicsServerFrontEnd<T>::body_ref(BodyHandle body, std::uint32_t* slot) {
  ObjectRecord<T>& record = objects_.get(body.index(), body.generation(), BodyHandle::kind_name());
  if (record.is_area)
    throw Error(std::string(T::kServerName) + ": body handle names an area, not a body");
  if (slot) *slot = body.index();
  return record;
}

template <class T>
const ObjectRecord<T>& PhysicsServerFrontEnd<T>::body_ref(BodyHandle body) const {
  return const_cast<PhysicsServerFrontEnd*>(this)->body_ref(body);
}

template <class T>
std::uint32_t PhysicsServerFrontEnd<T>::body_slot(BodyHandle body) const {
  (void)body_ref(body);
  return body.index();
}

template <class T>
ObjectRecord<T>& PhysicsServerFrontEnd<T>::area_ref(AreaHandle area, std::uint32_t* slot) {
  ObjectRecord<T>& record = objects_.get(area.index(), area.generation(), AreaHandle::kind_name());
  if (!record.is_area)
    throw Error(std::string(T::kServerName) + ": area handle names a body, not an area");
  if (slot) *slot = area.index();
  return record;
}

template <class T>
const ObjectRecord<T>& PhysicsServerFrontEnd<T>::area_ref(AreaHandle area) const {
  return const_cast<PhysicsServerFrontEnd*>(this)->area_ref(area);
}

template <class T>
const ObjectRecord<T>* PhysicsServerFrontEnd<T>::object_by_rid(RID rid, std::uint32_t* slot) const {
  const std::uint32_t index = rid.get_local_index();
  const ObjectRecord<T>* record = objects_.find(index, std::uint32_t(rid.get_id() >> 32));
  if (record && slot) *slot = index;
  return record;
}

template <class T>
bool PhysicsServerFrontEnd<T>::objects_interact(std::uint32_t a, std::uint32_t b) const {
  const ObjectRecord<T>& first = objects_.at(a);
  const ObjectRecord<T>& second = objects_.at(b);
  if ((first.collision_layer & second.collision_mask) == 0 &&
      (second.collision_layer & first.collision_mask) == 0) {
    return false;
  }
  const RID rid_a = RID::from_uint64((std::uint64_t(objects_.generation(a)) << 32) | a);
  const RID rid_b = RID::from_uint64((std::uint64_t(objects_.generation(b)) << 32) | b);
  const auto excepts = [](const ObjectRecord<T>& object, RID other) {
    return std::find(object.exceptions.begin(), object.exceptions.end(), other) !=
           object.exceptions.end();
  };
  return !excepts(first, rid_b) && !excepts(second, rid_a);
}

// -- spaces ------------------------------------------------------------------------------------

template <class T>
typename PhysicsServerFrontEnd<T>::SpaceHandle PhysicsServerFrontEnd<T>::space_create() {
  const auto id = spaces_.add(SpaceRecord<T>{default_settings_, true});
  backend_create_space(id.index);
  return {id.index, id.generation};
}

template <class T>
void PhysicsServerFrontEnd<T>::space_free(SpaceHandle space) {
  (void)space_ref(space);
  for (std::uint32_t slot = 0; slot < objects_.slot_count(); ++slot) {
    if (objects_.is_alive(slot) && objects_.at(slot).space == space) {
      set_object_space(slot, SpaceHandle());
    }
  }
  backend_free_space(space.index());
  spaces_.remove(space.index());
}

template <class T>
void PhysicsServerFrontEnd<T>::space_set_active(SpaceHandle space, bool active) {
  space_ref(space).active = active;
}

template <class T>
bool PhysicsServerFrontEnd<T>::space_is_active(SpaceHandle space) const {
  return space_record(space).active;
}

template <class T>
void PhysicsServerFrontEnd<T>::space_set_settings(SpaceHandle space,
                                                  const SpaceSettings& settings) {
  space_ref(space).settings = settings;
  backend_update_space_settings(space.index());
}

template <class T>
const typename PhysicsServerFrontEnd<T>::SpaceSettings&
PhysicsServerFrontEnd<T>::space_get_settings(SpaceHandle space) const {
  return space_record(space).settings;
}

// -- shapes ------------------------------------------------------------------------------------

template <class T>
typename PhysicsServerFrontEnd<T>::ShapeHandle PhysicsServerFrontEnd<T>::shape_create(
    const ShapeData& data) {
  validate_shape(data, T::kServerName);
  const auto id = shapes_.add(ShapeRecord<T>{data, 0, {}});
  return {id.index, id.generation};
}

template <class T>
void PhysicsServerFrontEnd<T>::shape_set_data(ShapeHandle shape, const ShapeData& data) {
  ShapeRecord<T>& record = shapes_.get(shape.index(), shape.generation(), ShapeHandle::kind_name());
  validate_shape(data, T::kServerName);
  record.data = data;
  ++record.version;
  std::vector<std::uint32_t> users = record.users;
  std::sort(users.begin(), users.end());
  users.erase(std::unique(users.begin(), users.end()), users.end());
  for (std::uint32_t user : users) backend_update_object_shapes(user);
}

template <class T>
const typename PhysicsServerFrontEnd<T>::ShapeData& PhysicsServerFrontEnd<T>::shape_get_data(
    ShapeHandle shape) const {
  return shapes_.get(shape.index(), shape.generation(), ShapeHandle::kind_name()).data;
}

template <class T>
void PhysicsServerFrontEnd<T>::shape_free(ShapeHandle shape) {
  ShapeRecord<T>& record = shapes_.get(shape.index(), shape.generation(), ShapeHandle::kind_name());
  std::vector<std::uint32_t> users = std::move(record.users);
  std::sort(users.begin(), users.end());
  users.erase(std::unique(users.begin(), users.end()), users.end());
  for (std::uint32_t user : users) {
    std::vector<ShapeInstance<T>>& list = objects_.at(user).shapes;
    std::erase_if(list, [&](const ShapeInstance<T>& instance) { return instance.shape == shape; });
    backend_update_object_shapes(user);
  }
  shapes_.remove(shape.index());
}

// -- objects (bodies and areas) ----------------------------------------------------------------

template <class T>
std::uint32_t PhysicsServerFrontEnd<T>::create_object(bool is_area) {
  ObjectRecord<T> record;
  record.is_area = is_area;
  const auto id = objects_.add(std::move(record));
  backend_create_object(id.index);
  return id.index;
}

template <class T>
void PhysicsServerFrontEnd<T>::free_object(std::uint32_t slot) {
  ObjectRecord<T>& record = objects_.at(slot);
  if (!record.is_area) free_joints_of(slot);
  clear_shapes(slot);
  if (record.space) set_object_space(slot, SpaceHandle());
  backend_free_object(slot);
  std::erase(reporting_, slot);
  objects_.remove(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::set_object_space(std::uint32_t slot, SpaceHandle space) {
  if (space) (void)space_ref(space);
  ObjectRecord<T>& record = objects_.at(slot);
  if (record.space == space) return;
  const SpaceHandle old_space = record.space;
  record.space = space;
  record.overlaps.clear();
  record.areas.clear();
  record.contacts.clear();
  backend_update_object_space(slot, old_space);
}

template <class T>
void PhysicsServerFrontEnd<T>::add_shape(std::uint32_t slot, ShapeHandle shape,
                                         const Transform& transform, bool disabled) {
  ShapeRecord<T>& shape_record =
      shapes_.get(shape.index(), shape.generation(), ShapeHandle::kind_name());
  shape_record.users.push_back(slot);
  objects_.at(slot).shapes.push_back({shape, transform, disabled});
  backend_update_object_shapes(slot);
}

template <class T>
ShapeInstance<T>& PhysicsServerFrontEnd<T>::shape_instance(std::uint32_t slot, int index) {
  std::vector<ShapeInstance<T>>& list = objects_.at(slot).shapes;
  check_index(index, list.size(), T::kServerName);
  return list[std::size_t(index)];
}

template <class T>
void PhysicsServerFrontEnd<T>::set_shape(std::uint32_t slot, int index, ShapeHandle shape) {
  ShapeRecord<T>& new_record =
      shapes_.get(shape.index(), shape.generation(), ShapeHandle::kind_name());
  ShapeInstance<T>& instance = shape_instance(slot, index);
  std::vector<std::uint32_t>& old_users = shapes_.at(instance.shape.index()).users;
  old_users.erase(std::find(old_users.begin(), old_users.end(), slot));
  new_record.users.push_back(slot);
  instance.shape = shape;
  backend_update_object_shapes(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::remove_shape(std::uint32_t slot, int index) {
  std::vector<ShapeInstance<T>>& list = objects_.at(slot).shapes;
  check_index(index, list.size(), T::kServerName);
  std::vector<std::uint32_t>& users = shapes_.at(list[std::size_t(index)].shape.index()).users;
  users.erase(std::find(users.begin(), users.end(), slot));
  list.erase(list.begin() + index);
  backend_update_object_shapes(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::clear_shapes(std::uint32_t slot) {
  std::vector<ShapeInstance<T>>& list = objects_.at(slot).shapes;
  if (list.empty()) return;
  for (const ShapeInstance<T>& instance : list) {
    std::vector<std::uint32_t>& users = shapes_.at(instance.shape.index()).users;
    users.erase(std::find(users.begin(), users.end(), slot));
  }
  list.clear();
  backend_update_object_shapes(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::wake_up(std::uint32_t slot) {
  ObjectRecord<T>& record = objects_.at(slot);
  if (record.is_area || record.mode < BodyMode::RIGID || !record.sleeping) return;
  record.sleeping = false;
  backend_set_sleeping(slot, false);
}

// -- bodies ------------------------------------------------------------------------------------

template <class T>
typename PhysicsServerFrontEnd<T>::BodyHandle PhysicsServerFrontEnd<T>::body_create() {
  const std::uint32_t slot = create_object(false);
  return {slot, objects_.generation(slot)};
}

template <class T>
void PhysicsServerFrontEnd<T>::body_free(BodyHandle body) {
  free_object(body_slot(body));
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_space(BodyHandle body, SpaceHandle space) {
  set_object_space(body_slot(body), space);
}

template <class T>
typename PhysicsServerFrontEnd<T>::SpaceHandle PhysicsServerFrontEnd<T>::body_get_space(
    BodyHandle body) const {
  return body_ref(body).space;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_mode(BodyHandle body, BodyMode mode) {
  std::uint32_t slot = 0;
  ObjectRecord<T>& record = body_ref(body, &slot);
  if (record.mode == mode) return;
  record.mode = mode;
  record.diverged = false;
  if (mode < BodyMode::RIGID) {
    record.linear_velocity = Vector();
    record.angular_velocity = Angular();
    record.sleeping = false;
  }
  backend_update_body(slot);
}

template <class T>
BodyMode PhysicsServerFrontEnd<T>::body_get_mode(BodyHandle body) const {
  return body_ref(body).mode;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_add_shape(BodyHandle body, ShapeHandle shape,
                                              const Transform& transform, bool disabled) {
  add_shape(body_slot(body), shape, transform, disabled);
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_shape(BodyHandle body, int index, ShapeHandle shape) {
  set_shape(body_slot(body), index, shape);
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_shape_transform(BodyHandle body, int index,
                                                        const Transform& transform) {
  const std::uint32_t slot = body_slot(body);
  shape_instance(slot, index).transform = transform;
  backend_update_object_shapes(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_shape_disabled(BodyHandle body, int index, bool disabled) {
  const std::uint32_t slot = body_slot(body);
  shape_instance(slot, index).disabled = disabled;
  backend_update_object_shapes(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::body_remove_shape(BodyHandle body, int index) {
  remove_shape(body_slot(body), index);
}

template <class T>
void PhysicsServerFrontEnd<T>::body_clear_shapes(BodyHandle body) {
  clear_shapes(body_slot(body));
}

template <class T>
int PhysicsServerFrontEnd<T>::body_get_shape_count(BodyHandle body) const {
  return int(body_ref(body).shapes.size());
}

template <class T>
void PhysicsServerFrontEnd<T>::body_attach_object_instance_id(BodyHandle body, NodeId id) {
  body_ref(body).instance_id = id;
}

template <class T>
NodeId PhysicsServerFrontEnd<T>::body_get_object_instance_id(BodyHandle body) const {
  return body_ref(body).instance_id;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_listener(BodyHandle body, PhysicsObjectListener* listener) {
  body_ref(body).listener = listener;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_collision_layer(BodyHandle body, std::uint32_t layer) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).collision_layer = layer;
  backend_update_object_filter(slot);
}

template <class T>
std::uint32_t PhysicsServerFrontEnd<T>::body_get_collision_layer(BodyHandle body) const {
  return body_ref(body).collision_layer;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_collision_mask(BodyHandle body, std::uint32_t mask) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).collision_mask = mask;
  backend_update_object_filter(slot);
}

template <class T>
std::uint32_t PhysicsServerFrontEnd<T>::body_get_collision_mask(BodyHandle body) const {
  return body_ref(body).collision_mask;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_collision_priority(BodyHandle body, real_t priority) {
  body_ref(body).collision_priority = priority;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_parameters(BodyHandle body,
                                                   const BodyParameters& parameters) {
  if (!(parameters.mass > 0))
    throw Error(std::string(T::kServerName) + ": a body's mass must be above zero");
  std::uint32_t slot = 0;
  body_ref(body, &slot).parameters = parameters;
  backend_update_body(slot);
}

template <class T>
const typename PhysicsServerFrontEnd<T>::BodyParameters&
PhysicsServerFrontEnd<T>::body_get_parameters(BodyHandle body) const {
  return body_ref(body).parameters;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_continuous_collision_detection(BodyHandle body,
                                                                       bool enabled) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).ccd = enabled;
  backend_update_body(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_omit_force_integration(BodyHandle body, bool omit) {
  body_ref(body).omit_force_integration = omit;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_add_collision_exception(BodyHandle body, RID other) {
  std::uint32_t slot = 0;
  std::vector<RID>& list = body_ref(body, &slot).exceptions;
  if (std::find(list.begin(), list.end(), other) != list.end()) return;
  list.push_back(other);
  backend_update_object_filter(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::body_remove_collision_exception(BodyHandle body, RID other) {
  std::uint32_t slot = 0;
  std::vector<RID>& list = body_ref(body, &slot).exceptions;
  std::erase(list, other);
  backend_update_object_filter(slot);
}

template <class T>
std::vector<RID> PhysicsServerFrontEnd<T>::body_get_collision_exceptions(BodyHandle body) const {
  return body_ref(body).exceptions;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_transform(BodyHandle body, const Transform& transform) {
  std::uint32_t slot = 0;
  ObjectRecord<T>& record = body_ref(body, &slot);
  record.transform = transform;
  if (record.mode >= BodyMode::RIGID) record.previous_transform = transform;
  backend_set_transform(slot);
  wake_up(slot);
}

template <class T>
typename PhysicsServerFrontEnd<T>::Transform PhysicsServerFrontEnd<T>::body_get_transform(
    BodyHandle body) const {
  return body_ref(body).transform;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_linear_velocity(BodyHandle body, const Vector& velocity) {
  std::uint32_t slot = 0;
  ObjectRecord<T>& record = body_ref(body, &slot);
  record.linear_velocity = velocity;
  record.moving_linear_velocity = velocity;
  backend_set_velocity(slot);
  wake_up(slot);
}

template <class T>
typename PhysicsServerFrontEnd<T>::Vector PhysicsServerFrontEnd<T>::body_get_linear_velocity(
    BodyHandle body) const {
  const ObjectRecord<T>& record = body_ref(body);
  return record.mode >= BodyMode::RIGID ? record.linear_velocity : record.moving_linear_velocity;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_angular_velocity(BodyHandle body, AngularArg velocity) {
  std::uint32_t slot = 0;
  ObjectRecord<T>& record = body_ref(body, &slot);
  record.angular_velocity = velocity;
  record.moving_angular_velocity = velocity;
  backend_set_velocity(slot);
  wake_up(slot);
}

template <class T>
typename PhysicsServerFrontEnd<T>::Angular PhysicsServerFrontEnd<T>::body_get_angular_velocity(
    BodyHandle body) const {
  const ObjectRecord<T>& record = body_ref(body);
  return record.mode >= BodyMode::RIGID ? record.angular_velocity : record.moving_angular_velocity;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_sleeping(BodyHandle body, bool sleeping) {
  std::uint32_t slot = 0;
  ObjectRecord<T>& record = body_ref(body, &slot);
  if (record.mode < BodyMode::RIGID) return;
  record.sleeping = sleeping;
  if (sleeping) {
    record.linear_velocity = Vector();
    record.angular_velocity = Angular();
    backend_set_velocity(slot);
  }
  backend_set_sleeping(slot, sleeping);
}

template <class T>
bool PhysicsServerFrontEnd<T>::body_is_sleeping(BodyHandle body) const {
  return body_ref(body).sleeping;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_can_sleep(BodyHandle body, bool can_sleep) {
  std::uint32_t slot = 0;
  ObjectRecord<T>& record = body_ref(body, &slot);
  record.can_sleep = can_sleep;
  backend_update_body(slot);
  if (!can_sleep) wake_up(slot);
}

template <class T>
typename PhysicsServerFrontEnd<T>::Dynamics PhysicsServerFrontEnd<T>::body_get_dynamics(
    BodyHandle body) const {
  const ObjectRecord<T>& record = body_ref(body);
  Dynamics dynamics = backend_get_dynamics(body.index());
  dynamics.total_gravity = record.forces.gravity;
  dynamics.total_linear_damp = record.forces.linear_damp;
  dynamics.total_angular_damp = record.forces.angular_damp;
  return dynamics;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_apply_central_impulse(BodyHandle body, const Vector& impulse) {
  body_apply_impulse(body, impulse, Vector());
}

template <class T>
void PhysicsServerFrontEnd<T>::body_apply_impulse(BodyHandle body, const Vector& impulse,
                                                  const Vector& position) {
  std::uint32_t slot = 0;
  if (body_ref(body, &slot).mode < BodyMode::RIGID) return;
  backend_apply_impulse(slot, impulse, position, Angular());
  wake_up(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::body_apply_torque_impulse(BodyHandle body, AngularArg impulse) {
  std::uint32_t slot = 0;
  if (body_ref(body, &slot).mode < BodyMode::RIGID) return;
  backend_apply_impulse(slot, Vector(), Vector(), impulse);
  wake_up(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::body_apply_central_force(BodyHandle body, const Vector& force) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).applied_force += force;
  wake_up(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::body_apply_force(BodyHandle body, const Vector& force,
                                                const Vector& position) {
  std::uint32_t slot = 0;
  ObjectRecord<T>& record = body_ref(body, &slot);
  const Vector center = backend_get_dynamics(slot).center_of_mass;
  record.applied_force += force;
  record.applied_torque += (position - center).cross(force);
  wake_up(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::body_apply_torque(BodyHandle body, AngularArg torque) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).applied_torque += torque;
  wake_up(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::body_add_constant_central_force(BodyHandle body,
                                                               const Vector& force) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).constant_force += force;
  wake_up(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::body_add_constant_force(BodyHandle body, const Vector& force,
                                                       const Vector& position) {
  std::uint32_t slot = 0;
  ObjectRecord<T>& record = body_ref(body, &slot);
  const Vector center = backend_get_dynamics(slot).center_of_mass;
  record.constant_force += force;
  record.constant_torque += (position - center).cross(force);
  wake_up(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::body_add_constant_torque(BodyHandle body, AngularArg torque) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).constant_torque += torque;
  wake_up(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_constant_force(BodyHandle body, const Vector& force) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).constant_force = force;
  wake_up(slot);
}

template <class T>
typename PhysicsServerFrontEnd<T>::Vector PhysicsServerFrontEnd<T>::body_get_constant_force(
    BodyHandle body) const {
  return body_ref(body).constant_force;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_constant_torque(BodyHandle body, AngularArg torque) {
  std::uint32_t slot = 0;
  body_ref(body, &slot).constant_torque = torque;
  wake_up(slot);
}

template <class T>
typename PhysicsServerFrontEnd<T>::Angular PhysicsServerFrontEnd<T>::body_get_constant_torque(
    BodyHandle body) const {
  return body_ref(body).constant_torque;
}

template <class T>
void PhysicsServerFrontEnd<T>::body_set_max_contacts_reported(BodyHandle body, int max) {
  std::uint32_t slot = 0;
  ObjectRecord<T>& record = body_ref(body, &slot);
  record.max_contacts_reported = std::max(0, max);
  const bool listed = std::find(reporting_.begin(), reporting_.end(), slot) != reporting_.end();
  if (record.max_contacts_reported > 0 && !listed) reporting_.push_back(slot);
  if (record.max_contacts_reported == 0 && listed) std::erase(reporting_, slot);
  record.contacts.reserve(std::size_t(record.max_contacts_reported));
  if (record.contacts.size() > std::size_t(record.max_contacts_reported)) {
    record.contacts.resize(std::size_t(record.max_contacts_reported));
  }
}

template <class T>
int PhysicsServerFrontEnd<T>::body_get_contact_count(BodyHandle body) const {
  return int(body_ref(body).contacts.size());
}

template <class T>
const typename PhysicsServerFrontEnd<T>::Contact& PhysicsServerFrontEnd<T>::body_get_contact(
    BodyHandle body, int index) const {
  const std::vector<Contact>& contacts = body_ref(body).contacts;
  if (index < 0 || std::size_t(index) >= contacts.size()) {
    throw Error(std::string(T::kServerName) + ": contact index " + std::to_string(index) +
                " is out of range (the body has " + std::to_string(contacts.size()) + " contacts)");
  }
  return contacts[std::size_t(index)];
}

// -- areas -------------------------------------------------------------------------------------

template <class T>
typename PhysicsServerFrontEnd<T>::AreaHandle PhysicsServerFrontEnd<T>::area_create() {
  const std::uint32_t slot = create_object(true);
  return {slot, objects_.generation(slot)};
}

template <class T>
void PhysicsServerFrontEnd<T>::area_free(AreaHandle area) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  free_object(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::area_set_space(AreaHandle area, SpaceHandle space) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  set_object_space(slot, space);
}

template <class T>
typename PhysicsServerFrontEnd<T>::SpaceHandle PhysicsServerFrontEnd<T>::area_get_space(
    AreaHandle area) const {
  return area_ref(area).space;
}

template <class T>
void PhysicsServerFrontEnd<T>::area_add_shape(AreaHandle area, ShapeHandle shape,
                                              const Transform& transform, bool disabled) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  add_shape(slot, shape, transform, disabled);
}

template <class T>
void PhysicsServerFrontEnd<T>::area_set_shape(AreaHandle area, int index, ShapeHandle shape) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  set_shape(slot, index, shape);
}

template <class T>
void PhysicsServerFrontEnd<T>::area_set_shape_transform(AreaHandle area, int index,
                                                        const Transform& transform) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  shape_instance(slot, index).transform = transform;
  backend_update_object_shapes(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::area_set_shape_disabled(AreaHandle area, int index, bool disabled) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  shape_instance(slot, index).disabled = disabled;
  backend_update_object_shapes(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::area_remove_shape(AreaHandle area, int index) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  remove_shape(slot, index);
}

template <class T>
void PhysicsServerFrontEnd<T>::area_clear_shapes(AreaHandle area) {
  std::uint32_t slot = 0;
  (void)area_ref(area, &slot);
  clear_shapes(slot);
}

template <class T>
int PhysicsServerFrontEnd<T>::area_get_shape_count(AreaHandle area) const {
  return int(area_ref(area).shapes.size());
}

template <class T>
void PhysicsServerFrontEnd<T>::area_attach_object_instance_id(AreaHandle area, NodeId id) {
  area_ref(area).instance_id = id;
}

template <class T>
void PhysicsServerFrontEnd<T>::area_set_listener(AreaHandle area, PhysicsObjectListener* listener) {
  area_ref(area).listener = listener;
}

template <class T>
void PhysicsServerFrontEnd<T>::area_set_collision_layer(AreaHandle area, std::uint32_t layer) {
  std::uint32_t slot = 0;
  area_ref(area, &slot).collision_layer = layer;
  backend_update_object_filter(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::area_set_collision_mask(AreaHandle area, std::uint32_t mask) {
  std::uint32_t slot = 0;
  area_ref(area, &slot).collision_mask = mask;
  backend_update_object_filter(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::area_set_transform(AreaHandle area, const Transform& transform) {
  std::uint32_t slot = 0;
  area_ref(area, &slot).transform = transform;
  backend_set_transform(slot);
}

template <class T>
typename PhysicsServerFrontEnd<T>::Transform PhysicsServerFrontEnd<T>::area_get_transform(
    AreaHandle area) const {
  return area_ref(area).transform;
}

template <class T>
void PhysicsServerFrontEnd<T>::area_set_parameters(AreaHandle area,
                                                   const AreaParameters& parameters) {
  std::uint32_t slot = 0;
  area_ref(area, &slot).area_parameters = parameters;
  backend_update_object_filter(slot);
}

template <class T>
const typename PhysicsServerFrontEnd<T>::AreaParameters&
PhysicsServerFrontEnd<T>::area_get_parameters(AreaHandle area) const {
  return area_ref(area).area_parameters;
}

template <class T>
void PhysicsServerFrontEnd<T>::area_set_monitoring(AreaHandle area, bool monitoring) {
  std::uint32_t slot = 0;
  ObjectRecord<T>& record = area_ref(area, &slot);
  if (record.monitoring == monitoring) return;
  record.monitoring = monitoring;
  record.overlaps.clear();
  backend_update_object_filter(slot);
}

template <class T>
void PhysicsServerFrontEnd<T>::area_set_monitorable(AreaHandle area, bool monitorable) {
  std::uint32_t slot = 0;
  area_ref(area, &slot).monitorable = monitorable;
  backend_update_object_filter(slot);
}

// -- joints ------------------------------------------------------------------------------------

template <class T>
typename PhysicsServerFrontEnd<T>::JointHandle PhysicsServerFrontEnd<T>::joint_create() {
  const auto id = joints_.add(JointRecord());
  return {id.index, id.generation};
}

template <class T>
void PhysicsServerFrontEnd<T>::joint_free(JointHandle joint) {
  std::uint32_t slot = 0;
  (void)joint_ref(joint, &slot);
  backend_free_joint(slot);
  joints_.remove(slot);
}

template <class T>
typename T::JointRecord& PhysicsServerFrontEnd<T>::joint_ref(JointHandle joint,
                                                             std::uint32_t* slot) {
  if (slot) *slot = joint.index();
  return joints_.get(joint.index(), joint.generation(), JointHandle::kind_name());
}

template <class T>
const typename T::JointRecord& PhysicsServerFrontEnd<T>::joint_ref(JointHandle joint) const {
  return joints_.get(joint.index(), joint.generation(), JointHandle::kind_name());
}

template <class T>
typename T::JointType PhysicsServerFrontEnd<T>::joint_get_type(JointHandle joint) const {
  return joint_ref(joint).type;
}

template <class T>
void PhysicsServerFrontEnd<T>::joint_disable_collisions_between_bodies(JointHandle joint,
                                                                       bool disable) {
  std::uint32_t slot = 0;
  JointRecord& record = joint_ref(joint, &slot);
  if (record.collisions_disabled == disable) return;
  record.collisions_disabled = disable;
  backend_free_joint(slot);
  backend_update_joint(slot);
}

template <class T>
typename T::JointRecord& PhysicsServerFrontEnd<T>::begin_make_joint(
    JointHandle joint, JointType type, BodyHandle body_a, BodyHandle body_b, std::uint32_t* slot) {
  JointRecord& record = joint_ref(joint, slot);
  (void)body_slot(body_a);
  if (body_b) (void)body_slot(body_b);
  if (body_a == body_b) {
    throw Error(std::string(T::kServerName) + ": a joint needs two different bodies");
  }
  backend_free_joint(*slot);
  record.type = type;
  record.body_a = body_a;
  record.body_b = body_b;
  return record;
}

template <class T>
void PhysicsServerFrontEnd<T>::free_joints_of(std::uint32_t body_slot) {
  for (std::uint32_t slot = 0; slot < joints_.slot_count(); ++slot) {
    if (!joints_.is_alive(slot)) continue;
    JointRecord& joint = joints_.at(slot);
    if ((joint.body_a && joint.body_a.index() == body_slot) ||
        (joint.body_b && joint.body_b.index() == body_slot)) {
      backend_free_joint(slot);
      joint.type = JointType::NONE;
      joint.body_a = BodyHandle();
      joint.body_b = BodyHandle();
    }
  }
}

// -- interpolation and diagnostics -------------------------------------------------------------

template <class T>
typename PhysicsServerFrontEnd<T>::Transform
PhysicsServerFrontEnd<T>::body_get_interpolated_transform(BodyHandle body) const {
  const ObjectRecord<T>& record = body_ref(body);
  if (record.previous_transform == record.transform) return record.transform;
  return record.previous_transform.interpolate_with(record.transform,
                                                    real_t(interpolation_fraction_));
}

template <class T>
void PhysicsServerFrontEnd<T>::body_reset_interpolation(BodyHandle body) {
  ObjectRecord<T>& record = body_ref(body);
  record.previous_transform = record.transform;
}

template <class T>
std::string PhysicsServerFrontEnd<T>::leak_report() const {
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
  return std::string(T::kServerName) + " (" + get_backend_name() + "): " + counts +
         " still allocated at shutdown (leaked handles: free every object you create)";
}

template class PhysicsServerFrontEnd<Traits3D>;
template class PhysicsServerFrontEnd<Traits2D>;

}  // namespace arbor::physics
