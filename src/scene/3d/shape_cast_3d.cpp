#include "arbor/scene/3d/shape_cast_3d.h"

#include <algorithm>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/collision_object_3d.h"
#include "arbor/scene/3d/world_3d.h"
#include "arbor/servers/physics/physics_server_3d.h"
#include "scene/physics/cast_exclusions.h"
#include "scene/physics/collision_layers.h"

namespace arbor {

ShapeCast3D::ShapeCast3D() { results_.reserve(std::size_t(max_results_)); }

ShapeCast3D::~ShapeCast3D() {
  if (shape_) shape_->changed.disconnect(shape_changed_);
  release_shape();
}

void ShapeCast3D::release_shape() {
  if (server_ && shape_handle_) server_->shape_free(shape_handle_);
  server_ = nullptr;
  shape_handle_ = ShapeHandle3D();
}

void ShapeCast3D::set_enabled(bool enabled) {
  enabled_ = enabled;
  set_physics_process_internal(enabled && is_inside_tree());
  if (!enabled) results_.clear();
}

void ShapeCast3D::set_shape(const Ref<Shape3D>& shape) {
  if (shape_) shape_->changed.disconnect(shape_changed_);
  release_shape();
  shape_ = shape;
  if (shape_) shape_changed_ = shape_->changed.connect([this] { release_shape(); });
}

void ShapeCast3D::set_max_results(int max_results) {
  max_results_ = std::max(0, max_results);
  results_.reserve(std::size_t(max_results_));
}

void ShapeCast3D::set_collision_mask_value(int layer_number, bool value) {
  collision_mask_ = physics::with_layer(collision_mask_, layer_number, value, "collision mask");
}

bool ShapeCast3D::get_collision_mask_value(int layer_number) const {
  return physics::has_layer(collision_mask_, layer_number, "collision mask");
}

void ShapeCast3D::_engine_notification(int what) {
  Node3D::_engine_notification(what);
  switch (what) {
    case NOTIFICATION_ENTER_TREE:
      set_physics_process_internal(enabled_);
      break;
    case NOTIFICATION_EXIT_TREE:
      set_physics_process_internal(false);
      results_.clear();
      release_shape();
      break;
    case NOTIFICATION_INTERNAL_PHYSICS_PROCESS:
      if (enabled_) update();
      break;
    default:
      break;
  }
}

void ShapeCast3D::force_shapecast_update() { update(); }

void ShapeCast3D::update() {
  results_.clear();
  safe_fraction_ = 1;
  unsafe_fraction_ = 1;
  World3D* world = get_world_3d();
  PhysicsServer3D* server = world ? world->get_physics_server() : nullptr;
  if (!server || !shape_ || !shape_data_problem(shape_->get_shape_data()).empty()) return;
  if (server_ != server) release_shape();
  if (!shape_handle_) {
    server_ = server;
    shape_handle_ = server->shape_create(shape_->get_shape_data());
  }
  physics::gather_exclusions<CollisionObject3D>(*this, exclude_parent_, exception_nodes_,
                                                exception_rids_, exclude_);
  const SpaceHandle3D space = world->get_space_handle();
  ShapeQuery3D query;
  query.shape = shape_handle_;
  query.transform = get_global_transform();
  query.motion = query.transform.basis.xform(target_position_);
  query.margin = margin_;
  query.filter.collision_mask = collision_mask_;
  query.filter.collide_with_areas = collide_with_areas_;
  query.filter.collide_with_bodies = collide_with_bodies_;
  if (target_position_ != Vector3()) {
    query.filter.exclude = exclude_;
    server->space_cast_motion(space, query, safe_fraction_, unsafe_fraction_);
    // Look for contacts where the shape would hit.
    if (unsafe_fraction_ < 1) {
      query.transform.origin += query.motion * (unsafe_fraction_ + real_t(CMP_EPSILON));
    }
  }
  // From here on only where the shape stands: one object at a time, each excluded once found.
  query.motion = Vector3();
  while (int(results_.size()) < max_results_) {
    query.filter.exclude = exclude_;
    ShapeRestInfo3D info;
    if (!server->space_get_rest_info(space, query, info)) break;
    results_.push_back(info);
    exclude_.push_back(info.rid);
  }
}

const ShapeRestInfo3D& ShapeCast3D::result(int index) const {
  if (index < 0 || std::size_t(index) >= results_.size()) {
    throw Error("ShapeCast3D: collision " + std::to_string(index) + " out of range (" +
                std::to_string(results_.size()) + " collisions)");
  }
  return results_[std::size_t(index)];
}

Node* ShapeCast3D::get_collider(int index) const {
  const NodeId id = result(index).collider_id;
  return id.is_valid() ? dynamic_cast<Node*>(detail::find_object(id)) : nullptr;
}

RID ShapeCast3D::get_collider_rid(int index) const { return result(index).rid; }

int ShapeCast3D::get_collider_shape(int index) const { return result(index).shape; }

Vector3 ShapeCast3D::get_collision_point(int index) const { return result(index).point; }

Vector3 ShapeCast3D::get_collision_normal(int index) const { return result(index).normal; }

void ShapeCast3D::add_exception(Node* node) {
  if (node) physics::set_listed(exception_nodes_, node->get_instance_id(), true);
}

void ShapeCast3D::add_exception_rid(RID rid) { physics::set_listed(exception_rids_, rid, true); }

void ShapeCast3D::remove_exception(Node* node) {
  if (node) physics::set_listed(exception_nodes_, node->get_instance_id(), false);
}

void ShapeCast3D::remove_exception_rid(RID rid) {
  physics::set_listed(exception_rids_, rid, false);
}

void ShapeCast3D::clear_exceptions() {
  exception_nodes_.clear();
  exception_rids_.clear();
}

void ShapeCast3D::_bind_methods() {
  using S = ShapeCast3D;
  ClassDB::bind_method(D_METHOD("set_enabled", "enabled"), &S::set_enabled);
  ClassDB::bind_method(D_METHOD("is_enabled"), &S::is_enabled);
  ClassDB::bind_method(D_METHOD("set_shape", "shape"), &S::set_shape);
  ClassDB::bind_method(D_METHOD("get_shape"), &S::get_shape);
  ClassDB::bind_method(D_METHOD("set_target_position", "local_point"), &S::set_target_position);
  ClassDB::bind_method(D_METHOD("get_target_position"), &S::get_target_position);
  ClassDB::bind_method(D_METHOD("set_margin", "margin"), &S::set_margin);
  ClassDB::bind_method(D_METHOD("get_margin"), &S::get_margin);
  ClassDB::bind_method(D_METHOD("set_max_results", "max_results"), &S::set_max_results);
  ClassDB::bind_method(D_METHOD("get_max_results"), &S::get_max_results);
  ClassDB::bind_method(D_METHOD("is_colliding"), &S::is_colliding);
  ClassDB::bind_method(D_METHOD("get_collision_count"), &S::get_collision_count);
  ClassDB::bind_method(D_METHOD("force_shapecast_update"), &S::force_shapecast_update);
  ClassDB::bind_method(D_METHOD("get_collider", "index"), &S::get_collider);
  ClassDB::bind_method(D_METHOD("get_collider_rid", "index"), &S::get_collider_rid);
  ClassDB::bind_method(D_METHOD("get_collider_shape", "index"), &S::get_collider_shape);
  ClassDB::bind_method(D_METHOD("get_collision_point", "index"), &S::get_collision_point);
  ClassDB::bind_method(D_METHOD("get_collision_normal", "index"), &S::get_collision_normal);
  ClassDB::bind_method(D_METHOD("get_closest_collision_safe_fraction"),
                       &S::get_closest_collision_safe_fraction);
  ClassDB::bind_method(D_METHOD("get_closest_collision_unsafe_fraction"),
                       &S::get_closest_collision_unsafe_fraction);
  ClassDB::bind_method(D_METHOD("add_exception_rid", "rid"), &S::add_exception_rid);
  ClassDB::bind_method(D_METHOD("add_exception", "node"), &S::add_exception);
  ClassDB::bind_method(D_METHOD("remove_exception_rid", "rid"), &S::remove_exception_rid);
  ClassDB::bind_method(D_METHOD("remove_exception", "node"), &S::remove_exception);
  ClassDB::bind_method(D_METHOD("clear_exceptions"), &S::clear_exceptions);
  ClassDB::bind_method(D_METHOD("set_collision_mask", "mask"), &S::set_collision_mask);
  ClassDB::bind_method(D_METHOD("get_collision_mask"), &S::get_collision_mask);
  ClassDB::bind_method(D_METHOD("set_collision_mask_value", "layer_number", "value"),
                       &S::set_collision_mask_value);
  ClassDB::bind_method(D_METHOD("get_collision_mask_value", "layer_number"),
                       &S::get_collision_mask_value);
  ClassDB::bind_method(D_METHOD("set_exclude_parent_body", "mask"), &S::set_exclude_parent_body);
  ClassDB::bind_method(D_METHOD("get_exclude_parent_body"), &S::get_exclude_parent_body);
  ClassDB::bind_method(D_METHOD("set_collide_with_areas", "enable"), &S::set_collide_with_areas);
  ClassDB::bind_method(D_METHOD("is_collide_with_areas_enabled"),
                       &S::is_collide_with_areas_enabled);
  ClassDB::bind_method(D_METHOD("set_collide_with_bodies", "enable"), &S::set_collide_with_bodies);
  ClassDB::bind_method(D_METHOD("is_collide_with_bodies_enabled"),
                       &S::is_collide_with_bodies_enabled);
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "enabled"), "set_enabled", "is_enabled");
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "shape", PROPERTY_HINT_RESOURCE_TYPE, "Shape3D"), "set_shape",
      "get_shape");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "exclude_parent"), "set_exclude_parent_body",
                        "get_exclude_parent_body");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "target_position"), "set_target_position",
                        "get_target_position");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "margin"), "set_margin", "get_margin");
  ClassDB::add_property(PropertyInfo(Variant::INT, "max_results"), "set_max_results",
                        "get_max_results");
  ClassDB::add_property(PropertyInfo(Variant::INT, "collision_mask", PROPERTY_HINT_FLAGS),
                        "set_collision_mask", "get_collision_mask");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "collide_with_areas"), "set_collide_with_areas",
                        "is_collide_with_areas_enabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "collide_with_bodies"),
                        "set_collide_with_bodies", "is_collide_with_bodies_enabled");
}

}  // namespace arbor
