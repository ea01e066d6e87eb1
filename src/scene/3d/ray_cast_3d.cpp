#include "arbor/scene/3d/ray_cast_3d.h"

#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/collision_object_3d.h"
#include "arbor/scene/3d/world_3d.h"
#include "arbor/servers/physics/physics_server_3d.h"
#include "scene/physics/cast_exclusions.h"
#include "scene/physics/collision_layers.h"

namespace arbor {

RayCast3D::RayCast3D() = default;

void RayCast3D::set_enabled(bool enabled) {
  enabled_ = enabled;
  set_physics_process_internal(enabled && is_inside_tree());
  if (!enabled) colliding_ = false;
}

void RayCast3D::set_collision_mask_value(int layer_number, bool value) {
  collision_mask_ = physics::with_layer(collision_mask_, layer_number, value, "collision mask");
}

bool RayCast3D::get_collision_mask_value(int layer_number) const {
  return physics::has_layer(collision_mask_, layer_number, "collision mask");
}

void RayCast3D::_engine_notification(int what) {
  Node3D::_engine_notification(what);
  switch (what) {
    case NOTIFICATION_ENTER_TREE:
      set_physics_process_internal(enabled_);
      break;
    case NOTIFICATION_EXIT_TREE:
      set_physics_process_internal(false);
      colliding_ = false;
      break;
    case NOTIFICATION_INTERNAL_PHYSICS_PROCESS:
      if (enabled_) update();
      break;
    default:
      break;
  }
}

void RayCast3D::force_raycast_update() { update(); }

void RayCast3D::update() {
  colliding_ = false;
  World3D* world = get_world_3d();
  PhysicsServer3D* server = world ? world->get_physics_server() : nullptr;
  if (!server) return;
  physics::gather_exclusions<CollisionObject3D>(*this, exclude_parent_, exception_nodes_,
                                                exception_rids_, exclude_);
  const Transform3D transform = get_global_transform();
  RayQuery3D query;
  query.from = transform.origin;
  // A zero target would be no ray at all: Godot casts a tiny one upwards instead.
  query.to = transform.xform(target_position_ == Vector3() ? Vector3(0, real_t(0.01), 0)
                                                           : target_position_);
  query.filter.collision_mask = collision_mask_;
  query.filter.collide_with_areas = collide_with_areas_;
  query.filter.collide_with_bodies = collide_with_bodies_;
  query.filter.exclude = exclude_;
  query.hit_from_inside = hit_from_inside_;
  query.hit_back_faces = hit_back_faces_;
  RayHit3D hit;
  if (!server->space_intersect_ray(world->get_space_handle(), query, hit)) return;
  colliding_ = true;
  hit_point_ = hit.position;
  hit_normal_ = hit.normal;
  hit_rid_ = hit.rid;
  hit_id_ = hit.collider_id;
  hit_shape_ = hit.shape;
  hit_face_ = hit.face_index;
}

Node* RayCast3D::get_collider() const {
  if (!colliding_ || !hit_id_.is_valid()) return nullptr;
  return dynamic_cast<Node*>(detail::find_object(hit_id_));
}

void RayCast3D::add_exception(Node* node) {
  if (node) physics::set_listed(exception_nodes_, node->get_instance_id(), true);
}

void RayCast3D::add_exception_rid(RID rid) { physics::set_listed(exception_rids_, rid, true); }

void RayCast3D::remove_exception(Node* node) {
  if (node) physics::set_listed(exception_nodes_, node->get_instance_id(), false);
}

void RayCast3D::remove_exception_rid(RID rid) { physics::set_listed(exception_rids_, rid, false); }

void RayCast3D::clear_exceptions() {
  exception_nodes_.clear();
  exception_rids_.clear();
}

void RayCast3D::_bind_methods() {
  using R = RayCast3D;
  ClassDB::bind_method(D_METHOD("set_enabled", "enabled"), &R::set_enabled);
  ClassDB::bind_method(D_METHOD("is_enabled"), &R::is_enabled);
  ClassDB::bind_method(D_METHOD("set_target_position", "local_point"), &R::set_target_position);
  ClassDB::bind_method(D_METHOD("get_target_position"), &R::get_target_position);
  ClassDB::bind_method(D_METHOD("is_colliding"), &R::is_colliding);
  ClassDB::bind_method(D_METHOD("force_raycast_update"), &R::force_raycast_update);
  ClassDB::bind_method(D_METHOD("get_collider"), &R::get_collider);
  ClassDB::bind_method(D_METHOD("get_collider_rid"), &R::get_collider_rid);
  ClassDB::bind_method(D_METHOD("get_collider_shape"), &R::get_collider_shape);
  ClassDB::bind_method(D_METHOD("get_collision_point"), &R::get_collision_point);
  ClassDB::bind_method(D_METHOD("get_collision_normal"), &R::get_collision_normal);
  ClassDB::bind_method(D_METHOD("get_collision_face_index"), &R::get_collision_face_index);
  ClassDB::bind_method(D_METHOD("add_exception_rid", "rid"), &R::add_exception_rid);
  ClassDB::bind_method(D_METHOD("add_exception", "node"), &R::add_exception);
  ClassDB::bind_method(D_METHOD("remove_exception_rid", "rid"), &R::remove_exception_rid);
  ClassDB::bind_method(D_METHOD("remove_exception", "node"), &R::remove_exception);
  ClassDB::bind_method(D_METHOD("clear_exceptions"), &R::clear_exceptions);
  ClassDB::bind_method(D_METHOD("set_collision_mask", "mask"), &R::set_collision_mask);
  ClassDB::bind_method(D_METHOD("get_collision_mask"), &R::get_collision_mask);
  ClassDB::bind_method(D_METHOD("set_collision_mask_value", "layer_number", "value"),
                       &R::set_collision_mask_value);
  ClassDB::bind_method(D_METHOD("get_collision_mask_value", "layer_number"),
                       &R::get_collision_mask_value);
  ClassDB::bind_method(D_METHOD("set_exclude_parent_body", "mask"), &R::set_exclude_parent_body);
  ClassDB::bind_method(D_METHOD("get_exclude_parent_body"), &R::get_exclude_parent_body);
  ClassDB::bind_method(D_METHOD("set_collide_with_areas", "enable"), &R::set_collide_with_areas);
  ClassDB::bind_method(D_METHOD("is_collide_with_areas_enabled"),
                       &R::is_collide_with_areas_enabled);
  ClassDB::bind_method(D_METHOD("set_collide_with_bodies", "enable"), &R::set_collide_with_bodies);
  ClassDB::bind_method(D_METHOD("is_collide_with_bodies_enabled"),
                       &R::is_collide_with_bodies_enabled);
  ClassDB::bind_method(D_METHOD("set_hit_from_inside", "enable"), &R::set_hit_from_inside);
  ClassDB::bind_method(D_METHOD("is_hit_from_inside_enabled"), &R::is_hit_from_inside_enabled);
  ClassDB::bind_method(D_METHOD("set_hit_back_faces", "enable"), &R::set_hit_back_faces);
  ClassDB::bind_method(D_METHOD("is_hit_back_faces_enabled"), &R::is_hit_back_faces_enabled);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "enabled"), "set_enabled", "is_enabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "exclude_parent"), "set_exclude_parent_body",
                        "get_exclude_parent_body");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "target_position"), "set_target_position",
                        "get_target_position");
  ClassDB::add_property(PropertyInfo(Variant::INT, "collision_mask", PROPERTY_HINT_FLAGS),
                        "set_collision_mask", "get_collision_mask");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "hit_from_inside"), "set_hit_from_inside",
                        "is_hit_from_inside_enabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "hit_back_faces"), "set_hit_back_faces",
                        "is_hit_back_faces_enabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "collide_with_areas"), "set_collide_with_areas",
                        "is_collide_with_areas_enabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "collide_with_bodies"),
                        "set_collide_with_bodies", "is_collide_with_bodies_enabled");
}

}  // namespace arbor
