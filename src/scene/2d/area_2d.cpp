#include "arbor/scene/2d/area_2d.h"

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "scene/physics/overlap_monitor.h"

namespace arbor {

Area2D::Area2D() : CollisionObject2D(true) {
  bodies_ = std::make_unique<physics::OverlapMonitor>(
      *this,
      physics::OverlapSignals{&body_entered, &body_exited, &body_shape_entered, &body_shape_exited,
                              "signal body_entered", "signal body_exited",
                              "signal body_shape_entered", "signal body_shape_exited"});
  areas_ = std::make_unique<physics::OverlapMonitor>(
      *this,
      physics::OverlapSignals{&area_entered, &area_exited, &area_shape_entered, &area_shape_exited,
                              "signal area_entered", "signal area_exited",
                              "signal area_shape_entered", "signal area_shape_exited"});
}

Area2D::~Area2D() = default;

void Area2D::_physics_object_created() {
  PhysicsServer2D& server = *get_physics_server();
  server.area_set_monitoring(area_handle(), monitoring_);
  server.area_set_monitorable(area_handle(), monitorable_);
  push_parameters();
}

void Area2D::_physics_object_freeing() {
  bodies_->clear();
  areas_->clear();
}

void Area2D::physics_area_monitor(const AreaMonitorEvent& event) {
  physics::OverlapMonitor& monitor = event.other_is_area ? *areas_ : *bodies_;
  monitor.change(event.status == AreaBodyStatus::ADDED, event.other, event.other_id,
                 event.other_shape, event.area_shape);
}

void Area2D::push_parameters() {
  if (PhysicsServer2D* server = get_physics_server()) {
    server->area_set_parameters(area_handle(), parameters_);
  }
}

void Area2D::set_monitoring(bool enabled) {
  if (enabled == monitoring_) return;
  monitoring_ = enabled;
  if (!enabled) {
    bodies_->clear();
    areas_->clear();
  }
  if (PhysicsServer2D* server = get_physics_server()) {
    server->area_set_monitoring(area_handle(), enabled);
  }
}

void Area2D::set_monitorable(bool enabled) {
  monitorable_ = enabled;
  if (PhysicsServer2D* server = get_physics_server()) {
    server->area_set_monitorable(area_handle(), enabled);
  }
}

void Area2D::set_priority(int priority) {
  parameters_.priority = priority;
  push_parameters();
}

void Area2D::set_gravity_space_override_mode(SpaceOverride mode) {
  parameters_.gravity_override = AreaSpaceOverrideMode(mode);
  push_parameters();
}

Area2D::SpaceOverride Area2D::get_gravity_space_override_mode() const {
  return SpaceOverride(parameters_.gravity_override);
}

void Area2D::set_gravity_is_point(bool enabled) {
  parameters_.gravity_is_point = enabled;
  push_parameters();
}

void Area2D::set_gravity_point_unit_distance(real_t distance) {
  parameters_.gravity_point_unit_distance = distance;
  push_parameters();
}

real_t Area2D::get_gravity_point_unit_distance() const {
  return parameters_.gravity_point_unit_distance;
}

void Area2D::set_gravity_point_center(const Vector2& center) {
  parameters_.gravity_point_center = center;
  push_parameters();
}

Vector2 Area2D::get_gravity_point_center() const { return parameters_.gravity_point_center; }

void Area2D::set_gravity_direction(const Vector2& direction) {
  parameters_.gravity_vector = direction;
  push_parameters();
}

void Area2D::set_gravity(real_t gravity) {
  parameters_.gravity = gravity;
  push_parameters();
}

void Area2D::set_linear_damp_space_override_mode(SpaceOverride mode) {
  parameters_.linear_damp_override = AreaSpaceOverrideMode(mode);
  push_parameters();
}

Area2D::SpaceOverride Area2D::get_linear_damp_space_override_mode() const {
  return SpaceOverride(parameters_.linear_damp_override);
}

void Area2D::set_linear_damp(real_t damp) {
  parameters_.linear_damp = damp;
  push_parameters();
}

void Area2D::set_angular_damp_space_override_mode(SpaceOverride mode) {
  parameters_.angular_damp_override = AreaSpaceOverrideMode(mode);
  push_parameters();
}

Area2D::SpaceOverride Area2D::get_angular_damp_space_override_mode() const {
  return SpaceOverride(parameters_.angular_damp_override);
}

void Area2D::set_angular_damp(real_t damp) {
  parameters_.angular_damp = damp;
  push_parameters();
}

void Area2D::check_monitoring(const char* what) const {
  if (!monitoring_) {
    throw Error(std::string("Area2D::") + what + ": " + get_path().to_string() +
                " can't find overlaps while monitoring is off");
  }
}

std::vector<Node*> Area2D::get_overlapping_bodies() const {
  check_monitoring("get_overlapping_bodies");
  return bodies_->get_nodes();
}

std::vector<Node*> Area2D::get_overlapping_areas() const {
  check_monitoring("get_overlapping_areas");
  return areas_->get_nodes();
}

bool Area2D::has_overlapping_bodies() const {
  check_monitoring("has_overlapping_bodies");
  return !bodies_->is_empty();
}

bool Area2D::has_overlapping_areas() const {
  check_monitoring("has_overlapping_areas");
  return !areas_->is_empty();
}

bool Area2D::overlaps_body(Node* body) const {
  check_monitoring("overlaps_body");
  return body && bodies_->has(body->get_instance_id());
}

bool Area2D::overlaps_area(Node* area) const {
  check_monitoring("overlaps_area");
  return area && areas_->has(area->get_instance_id());
}

void Area2D::_bind_methods() {
  using A = Area2D;
  ClassDB::bind_method(D_METHOD("set_monitoring", "enable"), &A::set_monitoring);
  ClassDB::bind_method(D_METHOD("is_monitoring"), &A::is_monitoring);
  ClassDB::bind_method(D_METHOD("set_monitorable", "enable"), &A::set_monitorable);
  ClassDB::bind_method(D_METHOD("is_monitorable"), &A::is_monitorable);
  ClassDB::bind_method(D_METHOD("set_priority", "priority"), &A::set_priority);
  ClassDB::bind_method(D_METHOD("get_priority"), &A::get_priority);
  ClassDB::bind_method(D_METHOD("set_gravity_space_override_mode", "space_override_mode"),
                       &A::set_gravity_space_override_mode);
  ClassDB::bind_method(D_METHOD("get_gravity_space_override_mode"),
                       &A::get_gravity_space_override_mode);
  ClassDB::bind_method(D_METHOD("set_gravity_is_point", "enable"), &A::set_gravity_is_point);
  ClassDB::bind_method(D_METHOD("is_gravity_a_point"), &A::is_gravity_a_point);
  ClassDB::bind_method(D_METHOD("set_gravity_point_unit_distance", "distance_scale"),
                       &A::set_gravity_point_unit_distance);
  ClassDB::bind_method(D_METHOD("get_gravity_point_unit_distance"),
                       &A::get_gravity_point_unit_distance);
  ClassDB::bind_method(D_METHOD("set_gravity_point_center", "center"),
                       &A::set_gravity_point_center);
  ClassDB::bind_method(D_METHOD("get_gravity_point_center"), &A::get_gravity_point_center);
  ClassDB::bind_method(D_METHOD("set_gravity_direction", "direction"), &A::set_gravity_direction);
  ClassDB::bind_method(D_METHOD("get_gravity_direction"), &A::get_gravity_direction);
  ClassDB::bind_method(D_METHOD("set_gravity", "gravity"), &A::set_gravity);
  ClassDB::bind_method(D_METHOD("get_gravity"), &A::get_gravity);
  ClassDB::bind_method(D_METHOD("set_linear_damp_space_override_mode", "space_override_mode"),
                       &A::set_linear_damp_space_override_mode);
  ClassDB::bind_method(D_METHOD("get_linear_damp_space_override_mode"),
                       &A::get_linear_damp_space_override_mode);
  ClassDB::bind_method(D_METHOD("set_linear_damp", "linear_damp"), &A::set_linear_damp);
  ClassDB::bind_method(D_METHOD("get_linear_damp"), &A::get_linear_damp);
  ClassDB::bind_method(D_METHOD("set_angular_damp_space_override_mode", "space_override_mode"),
                       &A::set_angular_damp_space_override_mode);
  ClassDB::bind_method(D_METHOD("get_angular_damp_space_override_mode"),
                       &A::get_angular_damp_space_override_mode);
  ClassDB::bind_method(D_METHOD("set_angular_damp", "angular_damp"), &A::set_angular_damp);
  ClassDB::bind_method(D_METHOD("get_angular_damp"), &A::get_angular_damp);
  ClassDB::bind_method(D_METHOD("has_overlapping_bodies"), &A::has_overlapping_bodies);
  ClassDB::bind_method(D_METHOD("has_overlapping_areas"), &A::has_overlapping_areas);
  ClassDB::bind_method(D_METHOD("overlaps_body", "body"), &A::overlaps_body);
  ClassDB::bind_method(D_METHOD("overlaps_area", "area"), &A::overlaps_area);
  ClassDB::bind_method(D_METHOD("set_audio_bus_override", "enable"), &A::set_audio_bus_override);
  ClassDB::bind_method(D_METHOD("is_overriding_audio_bus"), &A::is_overriding_audio_bus);
  ClassDB::bind_method(D_METHOD("set_audio_bus_name", "name"), &A::set_audio_bus_name);
  ClassDB::bind_method(D_METHOD("get_audio_bus_name"), &A::get_audio_bus_name);
  const char* modes = "Disabled,Combine,Combine-Replace,Replace,Replace-Combine";
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "monitoring"), "set_monitoring",
                        "is_monitoring");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "monitorable"), "set_monitorable",
                        "is_monitorable");
  ClassDB::add_property(PropertyInfo(Variant::INT, "priority"), "set_priority", "get_priority");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "gravity_space_override", PROPERTY_HINT_ENUM, modes),
      "set_gravity_space_override_mode", "get_gravity_space_override_mode");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "gravity_point"), "set_gravity_is_point",
                        "is_gravity_a_point");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "gravity_point_unit_distance"),
                        "set_gravity_point_unit_distance", "get_gravity_point_unit_distance");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR2, "gravity_point_center"),
                        "set_gravity_point_center", "get_gravity_point_center");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR2, "gravity_direction"),
                        "set_gravity_direction", "get_gravity_direction");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "gravity"), "set_gravity", "get_gravity");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "linear_damp_space_override", PROPERTY_HINT_ENUM, modes),
      "set_linear_damp_space_override_mode", "get_linear_damp_space_override_mode");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "linear_damp"), "set_linear_damp",
                        "get_linear_damp");
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "angular_damp_space_override", PROPERTY_HINT_ENUM, modes),
      "set_angular_damp_space_override_mode", "get_angular_damp_space_override_mode");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "angular_damp"), "set_angular_damp",
                        "get_angular_damp");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "audio_bus_override"), "set_audio_bus_override",
                        "is_overriding_audio_bus");
  ClassDB::add_property(
      PropertyInfo(Variant::STRING_NAME, "audio_bus_name", PROPERTY_HINT_ENUM, ""),
      "set_audio_bus_name", "get_audio_bus_name");
  const PropertyInfo node(Variant::OBJECT, "body");
  const PropertyInfo area(Variant::OBJECT, "area");
  auto shape_signal = [](const char* name, const char* rid, const PropertyInfo& other,
                         const char* index) {
    return MethodInfo(name, PropertyInfo(Variant::RID, rid), other,
                      PropertyInfo(Variant::INT, index),
                      PropertyInfo(Variant::INT, "local_shape_index"));
  };
  ClassDB::add_signal(shape_signal("body_shape_entered", "body_rid", node, "body_shape_index"),
                      &A::body_shape_entered);
  ClassDB::add_signal(shape_signal("body_shape_exited", "body_rid", node, "body_shape_index"),
                      &A::body_shape_exited);
  ClassDB::add_signal(MethodInfo("body_entered", node), &A::body_entered);
  ClassDB::add_signal(MethodInfo("body_exited", node), &A::body_exited);
  ClassDB::add_signal(shape_signal("area_shape_entered", "area_rid", area, "area_shape_index"),
                      &A::area_shape_entered);
  ClassDB::add_signal(shape_signal("area_shape_exited", "area_rid", area, "area_shape_index"),
                      &A::area_shape_exited);
  ClassDB::add_signal(MethodInfo("area_entered", area), &A::area_entered);
  ClassDB::add_signal(MethodInfo("area_exited", area), &A::area_exited);
}

}  // namespace arbor
