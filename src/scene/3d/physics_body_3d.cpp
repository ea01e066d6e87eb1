#include "arbor/scene/3d/physics_body_3d.h"

#include <algorithm>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/resources/physics_material.h"
#include "arbor/scene/scene_tree.h"

namespace arbor {

PhysicsBody3D::PhysicsBody3D(BodyMode mode) : CollisionObject3D(false) { set_body_mode(mode); }

PhysicsBody3D::~PhysicsBody3D() {
  if (material_) material_->changed.disconnect(material_changed_);
}

void PhysicsBody3D::_physics_object_created() {
  PhysicsServer3D& server = *get_physics_server();
  server.body_set_axis_lock(body_handle(), locked_axes_);
  push_parameters();
  for (NodeId id : exceptions_) {
    if (auto* other = dynamic_cast<CollisionObject3D*>(get_tree()->find(id))) {
      if (other->get_rid().is_valid())
        server.body_add_collision_exception(body_handle(), other->get_rid());
    }
  }
}

void PhysicsBody3D::push_parameters() {
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_set_parameters(body_handle(), parameters_);
  }
}

void PhysicsBody3D::set_material(const Ref<PhysicsMaterial>& material) {
  if (material_) material_->changed.disconnect(material_changed_);
  material_ = material;
  if (material_) material_changed_ = material_->changed.connect([this] { apply_material(); });
  apply_material();
}

void PhysicsBody3D::apply_material() {
  parameters_.friction = material_ ? material_->computed_friction() : 1;
  parameters_.bounce = material_ ? material_->computed_bounce() : 0;
  push_parameters();
}

// -- motion ------------------------------------------------------------------------------------

bool PhysicsBody3D::move_and_collide(const MotionParameters3D& parameters, MotionResult3D& result,
                                     bool test_only, bool cancel_sliding) {
  PhysicsServer3D* server = get_physics_server();
  bool colliding = false;
  if (server) {
    colliding = server->body_test_motion(body_handle(), parameters, result);
  } else {
    result.reset();
    result.travel = parameters.motion;
  }
  // Keep to the motion's direction (no sliding from the recovery) unless the collision is deep.
  if (cancel_sliding) {
    const real_t motion_length = parameters.motion.length();
    real_t precision = real_t(0.001);
    if (colliding) {
      precision +=
          motion_length * (result.collision_unsafe_fraction - result.collision_safe_fraction);
      if (result.collisions[0].depth > parameters.margin + precision) cancel_sliding = false;
    }
    if (cancel_sliding) {
      Vector3 motion_normal;
      if (motion_length > real_t(CMP_EPSILON)) motion_normal = parameters.motion / motion_length;
      const real_t projected = result.travel.dot(motion_normal);
      const Vector3 recovery = result.travel - motion_normal * projected;
      if (recovery.length() < parameters.margin + precision) {
        result.travel = motion_normal * projected;
        result.remainder = parameters.motion - result.travel;
      }
    }
  }
  for (int axis = 0; axis < 3; ++axis) {
    if (locked_axes_ & (1u << axis)) result.travel[axis] = 0;
  }
  if (!test_only) {
    Transform3D moved = parameters.from;
    moved.origin += result.travel;
    set_global_transform(moved);
  }
  return colliding;
}

Ref<KinematicCollision3D> PhysicsBody3D::move_and_collide(const Vector3& motion, bool test_only,
                                                          real_t safe_margin,
                                                          bool recovery_as_collision,
                                                          int max_collisions) {
  MotionParameters3D parameters;
  parameters.from = get_global_transform();
  parameters.motion = motion;
  parameters.margin = safe_margin;
  parameters.recovery_as_collision = recovery_as_collision;
  parameters.max_collisions = std::clamp(max_collisions, 1, MotionResult3D::MAX_COLLISIONS);
  MotionResult3D result;
  if (!move_and_collide(parameters, result, test_only, false)) return {};
  return make_ref<KinematicCollision3D>(result, get_instance_id());
}

bool PhysicsBody3D::test_move(const Transform3D& from, const Vector3& motion,
                              const Ref<KinematicCollision3D>& collision, real_t safe_margin,
                              bool recovery_as_collision, int max_collisions) {
  if (!is_inside_tree()) throw Error("test_move: " + get_path().to_string() + " is not in a tree");
  PhysicsServer3D* server = get_physics_server();
  if (!server) return false;
  MotionParameters3D parameters;
  parameters.from = from;
  parameters.motion = motion;
  parameters.margin = safe_margin;
  parameters.recovery_as_collision = recovery_as_collision;
  parameters.max_collisions = std::clamp(max_collisions, 1, MotionResult3D::MAX_COLLISIONS);
  MotionResult3D result;
  const bool colliding = server->body_test_motion(body_handle(), parameters, result);
  if (collision) collision->set_result(result, get_instance_id());
  return colliding;
}

Vector3 PhysicsBody3D::get_gravity() const {
  PhysicsServer3D* server = get_physics_server();
  return server ? server->body_get_dynamics(body_handle()).total_gravity : Vector3();
}

void PhysicsBody3D::set_axis_lock(BodyAxis axis, bool lock) {
  locked_axes_ = std::uint8_t(lock ? (locked_axes_ | axis) : (locked_axes_ & ~axis));
  if (PhysicsServer3D* server = get_physics_server()) {
    server->body_set_axis_lock(body_handle(), locked_axes_);
  }
}

// -- exceptions --------------------------------------------------------------------------------

std::vector<Node*> PhysicsBody3D::get_collision_exceptions() const {
  std::vector<Node*> bodies;
  for (NodeId id : exceptions_) {
    if (auto* node = dynamic_cast<PhysicsBody3D*>(detail::find_object(id))) bodies.push_back(node);
  }
  return bodies;
}

void PhysicsBody3D::add_collision_exception_with(Node* body) {
  auto* other = dynamic_cast<CollisionObject3D*>(body);
  if (!other) {
    throw Error(
        "add_collision_exception_with: collision exceptions only work between two nodes "
        "that inherit from CollisionObject3D (such as Area3D or PhysicsBody3D)");
  }
  if (std::find(exceptions_.begin(), exceptions_.end(), other->get_instance_id()) ==
      exceptions_.end()) {
    exceptions_.push_back(other->get_instance_id());
  }
  if (PhysicsServer3D* server = get_physics_server(); server && other->get_rid().is_valid()) {
    server->body_add_collision_exception(body_handle(), other->get_rid());
  }
}

void PhysicsBody3D::remove_collision_exception_with(Node* body) {
  auto* other = dynamic_cast<CollisionObject3D*>(body);
  if (!other) {
    throw Error(
        "remove_collision_exception_with: collision exceptions only work between two "
        "nodes that inherit from CollisionObject3D (such as Area3D or PhysicsBody3D)");
  }
  std::erase(exceptions_, other->get_instance_id());
  if (PhysicsServer3D* server = get_physics_server(); server && other->get_rid().is_valid()) {
    server->body_remove_collision_exception(body_handle(), other->get_rid());
  }
}

// -- bindings ----------------------------------------------------------------------------------

void PhysicsBody3D::_bind_methods() {
  using P = PhysicsBody3D;
  ClassDB::bind_method(
      D_METHOD("move_and_collide", "motion", "test_only", "safe_margin", "recovery_as_collision",
               "max_collisions"),
      static_cast<Ref<KinematicCollision3D> (P::*)(const Vector3&, bool, real_t, bool, int)>(
          &P::move_and_collide));
  ClassDB::bind_method(D_METHOD("test_move", "from", "motion", "collision", "safe_margin",
                                "recovery_as_collision", "max_collisions"),
                       &P::test_move);
  ClassDB::bind_method(D_METHOD("get_gravity"), &P::get_gravity);
  ClassDB::bind_method(D_METHOD("add_collision_exception_with", "body"),
                       &P::add_collision_exception_with);
  ClassDB::bind_method(D_METHOD("remove_collision_exception_with", "body"),
                       &P::remove_collision_exception_with);
  ClassDB::bind_method(D_METHOD("set_axis_lock_linear_x", "lock"),
                       &P::set_axis_lock_bit<BODY_AXIS_LINEAR_X>);
  ClassDB::bind_method(D_METHOD("get_axis_lock_linear_x"),
                       &P::get_axis_lock_bit<BODY_AXIS_LINEAR_X>);
  ClassDB::bind_method(D_METHOD("set_axis_lock_linear_y", "lock"),
                       &P::set_axis_lock_bit<BODY_AXIS_LINEAR_Y>);
  ClassDB::bind_method(D_METHOD("get_axis_lock_linear_y"),
                       &P::get_axis_lock_bit<BODY_AXIS_LINEAR_Y>);
  ClassDB::bind_method(D_METHOD("set_axis_lock_linear_z", "lock"),
                       &P::set_axis_lock_bit<BODY_AXIS_LINEAR_Z>);
  ClassDB::bind_method(D_METHOD("get_axis_lock_linear_z"),
                       &P::get_axis_lock_bit<BODY_AXIS_LINEAR_Z>);
  ClassDB::bind_method(D_METHOD("set_axis_lock_angular_x", "lock"),
                       &P::set_axis_lock_bit<BODY_AXIS_ANGULAR_X>);
  ClassDB::bind_method(D_METHOD("get_axis_lock_angular_x"),
                       &P::get_axis_lock_bit<BODY_AXIS_ANGULAR_X>);
  ClassDB::bind_method(D_METHOD("set_axis_lock_angular_y", "lock"),
                       &P::set_axis_lock_bit<BODY_AXIS_ANGULAR_Y>);
  ClassDB::bind_method(D_METHOD("get_axis_lock_angular_y"),
                       &P::get_axis_lock_bit<BODY_AXIS_ANGULAR_Y>);
  ClassDB::bind_method(D_METHOD("set_axis_lock_angular_z", "lock"),
                       &P::set_axis_lock_bit<BODY_AXIS_ANGULAR_Z>);
  ClassDB::bind_method(D_METHOD("get_axis_lock_angular_z"),
                       &P::get_axis_lock_bit<BODY_AXIS_ANGULAR_Z>);
  const char* axes[] = {"linear_x", "linear_y", "linear_z", "angular_x", "angular_y", "angular_z"};
  for (const char* axis : axes) {
    const std::string name = axis;
    ClassDB::add_property(PropertyInfo(Variant::BOOL, StringName("axis_lock_" + name)),
                          StringName("set_axis_lock_" + name), StringName("get_axis_lock_" + name));
  }
}

}  // namespace arbor
