#include "arbor/scene/3d/joint_3d.h"

#include "arbor/core/error/warning.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/physics_body_3d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/servers/physics/physics_server_3d.h"

namespace arbor {

Joint3D::~Joint3D() { release(); }

void Joint3D::release() {
  if (server_ && joint_) server_->joint_free(joint_);
  server_ = nullptr;
  joint_ = JointHandle3D();
  configured_ = false;
}

void Joint3D::set_node_a(const NodePath& path) {
  node_a_ = path;
  if (is_inside_tree()) update_joint(false);
}

void Joint3D::set_node_b(const NodePath& path) {
  node_b_ = path;
  if (is_inside_tree()) update_joint(false);
}

void Joint3D::set_solver_priority(int priority) {
  solver_priority_ = priority;
  if (configured_) server_->joint_set_solver_priority(joint_, priority);
}

void Joint3D::set_exclude_nodes_from_collision(bool exclude) {
  exclude_collision_ = exclude;
  if (configured_) server_->joint_disable_collisions_between_bodies(joint_, exclude);
}

Transform3D Joint3D::frame_in(const PhysicsBody3D* body) const {
  const Transform3D global = get_global_transform();
  return (body ? body->get_global_transform().affine_inverse() * global : global).orthonormalized();
}

void Joint3D::_engine_notification(int what) {
  Node3D::_engine_notification(what);
  switch (what) {
    case NOTIFICATION_POST_ENTER_TREE:
      update_joint(false);
      // Bodies (or paths) given by code after the joint: try again, and only then warn, once
      // the frame's code ran.
      if (!configured_) call_deferred([this] { update_joint(true); });
      break;
    case NOTIFICATION_EXIT_TREE:
      release();
      break;
    default:
      break;
  }
}

void Joint3D::update_joint(bool warn) {
  release();
  PhysicsServer3D* server =
      is_inside_tree() ? get_tree()->servers().get<PhysicsServer3D>() : nullptr;
  if (!server) return;
  Node* node_a = node_a_.is_empty() ? nullptr : get_node_or_null(node_a_);
  Node* node_b = node_b_.is_empty() ? nullptr : get_node_or_null(node_b_);
  auto* body_a = dynamic_cast<PhysicsBody3D*>(node_a);
  auto* body_b = dynamic_cast<PhysicsBody3D*>(node_b);
  const char* problem = nullptr;
  if (node_a && !body_a && node_b && !body_b) {
    problem = "Node A and Node B must be PhysicsBody3Ds";
  } else if (node_a && !body_a) {
    problem = "Node A must be a PhysicsBody3D";
  } else if (node_b && !body_b) {
    problem = "Node B must be a PhysicsBody3D";
  } else if (!body_a && !body_b) {
    problem = "Joint is not connected to any PhysicsBody3Ds";
  } else if (body_a == body_b) {
    problem = "Node A and Node B must be different PhysicsBody3Ds";
  }
  if (problem) {
    if (warn && !warned_) push_warning(get_path().to_string() + ": " + problem);
    warned_ = warned_ || warn;
    return;
  }
  if (!body_a) std::swap(body_a, body_b);
  if (!body_a->get_rid().is_valid() || (body_b && !body_b->get_rid().is_valid())) return;
  server_ = server;
  joint_ = server->joint_create();
  configure(*server, joint_, *body_a, body_b);
  server->joint_set_solver_priority(joint_, solver_priority_);
  server->joint_disable_collisions_between_bodies(joint_, exclude_collision_);
  configured_ = true;
}

void Joint3D::_bind_methods() {
  using J = Joint3D;
  ClassDB::bind_method(D_METHOD("set_node_a", "node"), &J::set_node_a);
  ClassDB::bind_method(D_METHOD("get_node_a"), &J::get_node_a);
  ClassDB::bind_method(D_METHOD("set_node_b", "node"), &J::set_node_b);
  ClassDB::bind_method(D_METHOD("get_node_b"), &J::get_node_b);
  ClassDB::bind_method(D_METHOD("set_solver_priority", "priority"), &J::set_solver_priority);
  ClassDB::bind_method(D_METHOD("get_solver_priority"), &J::get_solver_priority);
  ClassDB::bind_method(D_METHOD("set_exclude_nodes_from_collision", "enable"),
                       &J::set_exclude_nodes_from_collision);
  ClassDB::bind_method(D_METHOD("get_exclude_nodes_from_collision"),
                       &J::get_exclude_nodes_from_collision);
  ClassDB::bind_method(D_METHOD("get_rid"), &J::get_rid);
  ClassDB::add_property(PropertyInfo(Variant::NODE_PATH, "node_a"), "set_node_a", "get_node_a");
  ClassDB::add_property(PropertyInfo(Variant::NODE_PATH, "node_b"), "set_node_b", "get_node_b");
  ClassDB::add_property(PropertyInfo(Variant::INT, "solver_priority"), "set_solver_priority",
                        "get_solver_priority");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "exclude_nodes_from_collision"),
                        "set_exclude_nodes_from_collision", "get_exclude_nodes_from_collision");
}

}  // namespace arbor
