// PhysicsBody2D and StaticBody2D.

#include "arbor/scene/2d/physics_body_2d.h"

#include <algorithm>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/2d/static_body_2d.h"
#include "arbor/scene/resources/physics_material.h"
#include "arbor/scene/scene_tree.h"

namespace arbor {

PhysicsBody2D::PhysicsBody2D(BodyMode mode) : CollisionObject2D(false) { set_body_mode(mode); }

PhysicsBody2D::~PhysicsBody2D() {
  if (material_) material_->changed.disconnect(material_changed_);
}

void PhysicsBody2D::_physics_object_created() {
  PhysicsServer2D& server = *get_physics_server();
  push_parameters();
  for (NodeId id : exceptions_) {
    if (auto* other = dynamic_cast<CollisionObject2D*>(get_tree()->find(id))) {
      if (other->get_rid().is_valid()) {
        server.body_add_collision_exception(body_handle(), other->get_rid());
      }
    }
  }
}

void PhysicsBody2D::push_parameters() {
  if (PhysicsServer2D* server = get_physics_server()) {
    server->body_set_parameters(body_handle(), parameters_);
  }
}

void PhysicsBody2D::set_material(const Ref<PhysicsMaterial>& material) {
  if (material_) material_->changed.disconnect(material_changed_);
  material_ = material;
  if (material_) material_changed_ = material_->changed.connect([this] { apply_material(); });
  apply_material();
}

void PhysicsBody2D::apply_material() {
  parameters_.friction = material_ ? material_->computed_friction() : 1;
  parameters_.bounce = material_ ? material_->computed_bounce() : 0;
  push_parameters();
}

std::vector<Node*> PhysicsBody2D::get_collision_exceptions() const {
  std::vector<Node*> nodes;
  if (!is_inside_tree()) return nodes;
  for (NodeId id : exceptions_) {
    if (Node* node = get_tree()->find(id)) nodes.push_back(node);
  }
  return nodes;
}

namespace {

CollisionObject2D& exception_target(Node* body, const char* what) {
  auto* other = dynamic_cast<CollisionObject2D*>(body);
  if (!other) {
    throw Error(std::string(what) +
                ": collision exceptions only work between two nodes that inherit from "
                "CollisionObject2D (such as Area2D or PhysicsBody2D)");
  }
  return *other;
}

}  // namespace

void PhysicsBody2D::add_collision_exception_with(Node* body) {
  CollisionObject2D& other = exception_target(body, "add_collision_exception_with");
  if (std::find(exceptions_.begin(), exceptions_.end(), other.get_instance_id()) ==
      exceptions_.end()) {
    exceptions_.push_back(other.get_instance_id());
  }
  if (PhysicsServer2D* server = get_physics_server(); server && other.get_rid().is_valid()) {
    server->body_add_collision_exception(body_handle(), other.get_rid());
  }
}

void PhysicsBody2D::remove_collision_exception_with(Node* body) {
  CollisionObject2D& other = exception_target(body, "remove_collision_exception_with");
  std::erase(exceptions_, other.get_instance_id());
  if (PhysicsServer2D* server = get_physics_server(); server && other.get_rid().is_valid()) {
    server->body_remove_collision_exception(body_handle(), other.get_rid());
  }
}

void PhysicsBody2D::_bind_methods() {
  using P = PhysicsBody2D;
  ClassDB::bind_method(D_METHOD("add_collision_exception_with", "body"),
                       &P::add_collision_exception_with);
  ClassDB::bind_method(D_METHOD("remove_collision_exception_with", "body"),
                       &P::remove_collision_exception_with);
}

// -- StaticBody2D ------------------------------------------------------------------------------

void StaticBody2D::_physics_object_created() {
  PhysicsBody2D::_physics_object_created();
  push_velocities();
}

void StaticBody2D::push_velocities() {
  PhysicsServer2D* server = get_physics_server();
  if (!server) return;
  server->body_set_linear_velocity(body_handle(), constant_linear_velocity_);
  server->body_set_angular_velocity(body_handle(), constant_angular_velocity_);
}

void StaticBody2D::set_constant_linear_velocity(const Vector2& velocity) {
  constant_linear_velocity_ = velocity;
  push_velocities();
}

void StaticBody2D::set_constant_angular_velocity(real_t velocity) {
  constant_angular_velocity_ = velocity;
  push_velocities();
}

void StaticBody2D::_bind_methods() {
  using S = StaticBody2D;
  ClassDB::bind_method(D_METHOD("set_constant_linear_velocity", "vel"),
                       &S::set_constant_linear_velocity);
  ClassDB::bind_method(D_METHOD("get_constant_linear_velocity"), &S::get_constant_linear_velocity);
  ClassDB::bind_method(D_METHOD("set_constant_angular_velocity", "vel"),
                       &S::set_constant_angular_velocity);
  ClassDB::bind_method(D_METHOD("get_constant_angular_velocity"),
                       &S::get_constant_angular_velocity);
  ClassDB::bind_method(D_METHOD("set_physics_material_override", "physics_material_override"),
                       &S::set_physics_material_override);
  ClassDB::bind_method(D_METHOD("get_physics_material_override"),
                       &S::get_physics_material_override);
  ClassDB::add_property(PropertyInfo(Variant::OBJECT, "physics_material_override",
                                     PROPERTY_HINT_RESOURCE_TYPE, "PhysicsMaterial"),
                        "set_physics_material_override", "get_physics_material_override");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR2, "constant_linear_velocity"),
                        "set_constant_linear_velocity", "get_constant_linear_velocity");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "constant_angular_velocity"),
                        "set_constant_angular_velocity", "get_constant_angular_velocity");
}

}  // namespace arbor
