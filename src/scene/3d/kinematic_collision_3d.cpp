#include "arbor/scene/3d/kinematic_collision_3d.h"

#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/collision_object_3d.h"

namespace arbor {
namespace {

Node* node_by_id(NodeId id) {
  return id.is_valid() ? dynamic_cast<Node*>(detail::find_object(id)) : nullptr;
}

}  // namespace

const MotionCollision3D& KinematicCollision3D::collision(int index) const {
  if (index < 0 || index >= result_.collision_count) {
    throw Error("KinematicCollision3D: collision " + std::to_string(index) + " out of range (" +
                std::to_string(result_.collision_count) + " collisions)");
  }
  return result_.collisions[std::size_t(index)];
}

Vector3 KinematicCollision3D::get_position(int index) const { return collision(index).position; }

Vector3 KinematicCollision3D::get_normal(int index) const { return collision(index).normal; }

real_t KinematicCollision3D::get_angle(int index, const Vector3& up_direction) const {
  if (up_direction == Vector3())
    throw Error("KinematicCollision3D::get_angle: up_direction is zero");
  return collision(index).get_angle(up_direction);
}

Node* KinematicCollision3D::get_local_shape(int index) const {
  auto* owner = dynamic_cast<CollisionObject3D*>(node_by_id(owner_));
  if (!owner) return nullptr;
  const int shape = collision(index).local_shape;
  return dynamic_cast<Node*>(owner->shape_owner_get_owner(owner->shape_find_owner(shape)));
}

Node* KinematicCollision3D::get_collider(int index) const {
  return node_by_id(collision(index).collider_id);
}

std::uint64_t KinematicCollision3D::get_collider_id(int index) const {
  return collision(index).collider_id.value;
}

RID KinematicCollision3D::get_collider_rid(int index) const { return collision(index).collider; }

Node* KinematicCollision3D::get_collider_shape(int index) const {
  auto* collider = dynamic_cast<CollisionObject3D*>(get_collider(index));
  if (!collider) return nullptr;
  const int shape = collision(index).collider_shape;
  return dynamic_cast<Node*>(collider->shape_owner_get_owner(collider->shape_find_owner(shape)));
}

int KinematicCollision3D::get_collider_shape_index(int index) const {
  return collision(index).collider_shape;
}

Vector3 KinematicCollision3D::get_collider_velocity(int index) const {
  return collision(index).collider_velocity;
}

void KinematicCollision3D::_bind_methods() {
  using K = KinematicCollision3D;
  ClassDB::bind_method(D_METHOD("get_travel"), &K::get_travel);
  ClassDB::bind_method(D_METHOD("get_remainder"), &K::get_remainder);
  ClassDB::bind_method(D_METHOD("get_depth"), &K::get_depth);
  ClassDB::bind_method(D_METHOD("get_collision_count"), &K::get_collision_count);
  ClassDB::bind_method(D_METHOD("get_position", "collision_index"), &K::get_position);
  ClassDB::bind_method(D_METHOD("get_normal", "collision_index"), &K::get_normal);
  ClassDB::bind_method(D_METHOD("get_angle", "collision_index", "up_direction"), &K::get_angle);
  ClassDB::bind_method(D_METHOD("get_local_shape", "collision_index"), &K::get_local_shape);
  ClassDB::bind_method(D_METHOD("get_collider", "collision_index"), &K::get_collider);
  ClassDB::bind_method(D_METHOD("get_collider_id", "collision_index"), &K::get_collider_id);
  ClassDB::bind_method(D_METHOD("get_collider_rid", "collision_index"), &K::get_collider_rid);
  ClassDB::bind_method(D_METHOD("get_collider_shape", "collision_index"), &K::get_collider_shape);
  ClassDB::bind_method(D_METHOD("get_collider_shape_index", "collision_index"),
                       &K::get_collider_shape_index);
  ClassDB::bind_method(D_METHOD("get_collider_velocity", "collision_index"),
                       &K::get_collider_velocity);
}

}  // namespace arbor
