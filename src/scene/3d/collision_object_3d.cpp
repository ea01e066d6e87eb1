#include "arbor/scene/3d/collision_object_3d.h"

#include <algorithm>
#include <string>

#include "arbor/core/error/error.h"
#include "arbor/core/error/warning.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/collision_polygon_3d.h"
#include "arbor/scene/3d/collision_shape_3d.h"
#include "arbor/scene/3d/world_3d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/servers/physics/physics_server_3d.h"
#include "scene/physics/collision_layers.h"

namespace arbor {
namespace {

/// What the server gets for a shape whose data makes no shape: a tiny sphere, kept disabled, so
/// that the shapes after it keep their indices.
Shape3DData placeholder_shape() { return Shape3DData{SphereShape3DData{real_t(0.001)}}; }

}  // namespace

CollisionObject3D::CollisionObject3D(bool area) : area_(area) {}

CollisionObject3D::~CollisionObject3D() {
  free_physics_object();
  for (auto& [id, owner] : owners_) {
    // Children are deleted after this object: they must not come back to it.
    if (auto* shape = dynamic_cast<CollisionShape3D*>(owner.owner))
      shape->collision_object_ = nullptr;
    if (auto* polygon = dynamic_cast<CollisionPolygon3D*>(owner.owner)) {
      polygon->collision_object_ = nullptr;
    }
    for (ShapeEntry& entry : owner.shapes) {
      if (entry.shape) entry.shape->changed.disconnect(entry.changed);
    }
  }
}

// -- layers ------------------------------------------------------------------------------------

void CollisionObject3D::push_layers() {
  if (!server_) return;
  if (area_) {
    server_->area_set_collision_layer(area_handle(), collision_layer_);
    server_->area_set_collision_mask(area_handle(), collision_mask_);
  } else {
    server_->body_set_collision_layer(body_handle(), collision_layer_);
    server_->body_set_collision_mask(body_handle(), collision_mask_);
    server_->body_set_collision_priority(body_handle(), collision_priority_);
  }
}

void CollisionObject3D::set_collision_layer(std::uint32_t layer) {
  collision_layer_ = layer;
  push_layers();
}

void CollisionObject3D::set_collision_mask(std::uint32_t mask) {
  collision_mask_ = mask;
  push_layers();
}

void CollisionObject3D::set_collision_layer_value(int layer_number, bool value) {
  set_collision_layer(
      physics::with_layer(collision_layer_, layer_number, value, "collision layer"));
}

bool CollisionObject3D::get_collision_layer_value(int layer_number) const {
  return physics::has_layer(collision_layer_, layer_number, "collision layer");
}

void CollisionObject3D::set_collision_mask_value(int layer_number, bool value) {
  set_collision_mask(physics::with_layer(collision_mask_, layer_number, value, "collision mask"));
}

bool CollisionObject3D::get_collision_mask_value(int layer_number) const {
  return physics::has_layer(collision_mask_, layer_number, "collision mask");
}

void CollisionObject3D::set_collision_priority(real_t priority) {
  collision_priority_ = priority;
  push_layers();
}

void CollisionObject3D::set_disable_mode(DisableMode mode) {
  if (disable_mode_ == mode) return;
  const bool was_enabled = enabled_;
  apply_enabled(true);
  disable_mode_ = mode;
  apply_enabled(was_enabled);
}

RID CollisionObject3D::get_rid() const {
  if (!server_) return RID();
  return RID::from_uint64((std::uint64_t(handle_generation_) << 32) | handle_index_);
}

BodyHandle3D CollisionObject3D::body_handle() const {
  return area_ ? BodyHandle3D() : BodyHandle3D(handle_index_, handle_generation_);
}

AreaHandle3D CollisionObject3D::area_handle() const {
  return area_ ? AreaHandle3D(handle_index_, handle_generation_) : AreaHandle3D();
}

void CollisionObject3D::set_body_mode(BodyMode mode) {
  body_mode_ = mode;
  push_body_mode();
}

void CollisionObject3D::push_body_mode() {
  if (!server_ || area_) return;
  const bool make_static = !enabled_ && disable_mode_ == DISABLE_MODE_MAKE_STATIC;
  server_->body_set_mode(body_handle(), make_static ? BodyMode::STATIC : body_mode_);
}

// -- lifecycle ---------------------------------------------------------------------------------

void CollisionObject3D::_engine_notification(int what) {
  Node3D::_engine_notification(what);
  switch (what) {
    case NOTIFICATION_ENTER_TREE:
      // Inside a paused tree can_process() is false for other reasons: only the own mode then.
      enabled_ =
          get_tree()->is_paused() ? get_process_mode() != ProcessMode::DISABLED : can_process();
      create_physics_object();
      break;
    case NOTIFICATION_EXIT_TREE:
      free_physics_object();
      break;
    case NOTIFICATION_READY:
      // Checked at the frame's deferred step: code building a body adds its shapes after it.
      call_deferred([this] {
        if (!owners_.empty() || !is_inside_tree()) return;
        warn_once(WARNED_NO_SHAPE,
                  "This node has no shape, so it can't collide or interact with other objects. "
                  "Consider adding a CollisionShape3D or CollisionPolygon3D as a child to define "
                  "its shape.");
      });
      break;
    case NOTIFICATION_ENABLED:
      apply_enabled(true);
      break;
    case NOTIFICATION_DISABLED:
      apply_enabled(false);
      break;
    default:
      break;
  }
}

void CollisionObject3D::create_physics_object() {
  PhysicsServer3D* server = get_tree()->servers().get<PhysicsServer3D>();
  if (!server || server_) return;
  server_ = server;
  if (area_) {
    const AreaHandle3D area = server->area_create();
    handle_index_ = area.index();
    handle_generation_ = area.generation();
    server->area_attach_object_instance_id(area, get_instance_id());
    server->area_set_listener(area, this);
  } else {
    const BodyHandle3D body = server->body_create();
    handle_index_ = body.index();
    handle_generation_ = body.generation();
    server->body_attach_object_instance_id(body, get_instance_id());
    server->body_set_listener(body, this);
  }
  set_track_global_transform_changes(true);
  push_transform();
  push_layers();
  push_body_mode();
  // The shapes in index order, so indices are the same every time the object is made.
  std::vector<std::pair<ShapeOwner*, ShapeEntry*>> ordered{std::size_t(total_shapes_)};
  for (auto& [id, owner] : owners_) {
    for (ShapeEntry& entry : owner.shapes) ordered[std::size_t(entry.index)] = {&owner, &entry};
  }
  for (auto& [owner, entry] : ordered) push_shape(*owner, *entry);
  _physics_object_created();
  enter_space();
}

void CollisionObject3D::enter_space() {
  if (!server_) return;
  SpaceHandle3D space;
  if (enabled_ || disable_mode_ != DISABLE_MODE_REMOVE) {
    World3D* world = get_world_3d();
    world->attach_physics(*server_);
    space = world->get_space_handle();
  }
  if (area_) {
    server_->area_set_space(area_handle(), space);
  } else {
    server_->body_set_space(body_handle(), space);
  }
}

void CollisionObject3D::free_physics_object() {
  if (!server_) return;
  _physics_object_freeing();
  if (area_) {
    server_->area_free(area_handle());
  } else {
    server_->body_free(body_handle());
  }
  for (auto& [id, owner] : owners_) {
    for (ShapeEntry& entry : owner.shapes) {
      if (entry.handle) server_->shape_free(entry.handle);
      entry.handle = ShapeHandle3D();
    }
  }
  server_ = nullptr;
  handle_index_ = 0;
  handle_generation_ = 0;
  set_track_global_transform_changes(false);
}

void CollisionObject3D::apply_enabled(bool enabled) {
  if (enabled_ == enabled) return;
  enabled_ = enabled;
  if (!server_) return;
  if (disable_mode_ == DISABLE_MODE_REMOVE) enter_space();
  if (disable_mode_ == DISABLE_MODE_MAKE_STATIC) push_body_mode();
}

void CollisionObject3D::warn_once(std::uint32_t what, const std::string& message) {
  if (warnings_ & what) return;
  warnings_ |= what;
  push_warning(get_path().to_string() + ": " + message);
}

// -- transforms --------------------------------------------------------------------------------

void CollisionObject3D::push_transform() {
  if (!server_) return;
  const Transform3D transform = get_global_transform();
  if (area_) {
    server_->area_set_transform(area_handle(), transform);
  } else {
    server_->body_set_transform(body_handle(), transform);
  }
}

void CollisionObject3D::_on_global_transform_invalidated() {
  if (!syncing_) push_transform();
}

void CollisionObject3D::set_global_transform_from_physics(const Transform3D& transform) {
  syncing_ = true;
  set_global_transform(transform);
  syncing_ = false;
  // Reading the global transform re-arms the hook that pushes the user's own moves.
  (void)get_global_transform();
}

// -- shape owners ------------------------------------------------------------------------------

CollisionObject3D::ShapeOwner& CollisionObject3D::owner_ref(std::uint32_t owner_id,
                                                            const char* what) {
  auto found = owners_.find(owner_id);
  if (found == owners_.end()) {
    throw Error(std::string(what) + ": " + get_path().to_string() + " has no shape owner " +
                std::to_string(owner_id));
  }
  return found->second;
}

const CollisionObject3D::ShapeOwner& CollisionObject3D::owner_ref(std::uint32_t owner_id,
                                                                  const char* what) const {
  return const_cast<CollisionObject3D*>(this)->owner_ref(owner_id, what);
}

std::uint32_t CollisionObject3D::create_shape_owner(Object* owner) {
  const std::uint32_t id = owners_.empty() ? 0 : owners_.rbegin()->first + 1;
  owners_[id].owner = owner;
  return id;
}

void CollisionObject3D::remove_shape_owner(std::uint32_t owner_id) {
  shape_owner_clear_shapes(owner_id);
  owners_.erase(owner_id);
}

std::vector<std::uint32_t> CollisionObject3D::get_shape_owners() const {
  std::vector<std::uint32_t> ids;
  for (const auto& [id, owner] : owners_) ids.push_back(id);
  return ids;
}

void CollisionObject3D::shape_owner_set_transform(std::uint32_t owner_id,
                                                  const Transform3D& transform) {
  ShapeOwner& owner = owner_ref(owner_id, "shape_owner_set_transform");
  owner.transform = transform;
  for (const ShapeEntry& entry : owner.shapes) server_set_shape_transform(entry.index, transform);
}

Transform3D CollisionObject3D::shape_owner_get_transform(std::uint32_t owner_id) const {
  return owner_ref(owner_id, "shape_owner_get_transform").transform;
}

Object* CollisionObject3D::shape_owner_get_owner(std::uint32_t owner_id) const {
  return owner_ref(owner_id, "shape_owner_get_owner").owner;
}

void CollisionObject3D::shape_owner_set_disabled(std::uint32_t owner_id, bool disabled) {
  ShapeOwner& owner = owner_ref(owner_id, "shape_owner_set_disabled");
  owner.disabled = disabled;
  for (const ShapeEntry& entry : owner.shapes) {
    server_set_shape_disabled(entry.index, disabled || !entry.usable);
  }
}

bool CollisionObject3D::is_shape_owner_disabled(std::uint32_t owner_id) const {
  return owner_ref(owner_id, "is_shape_owner_disabled").disabled;
}

void CollisionObject3D::shape_owner_add_shape(std::uint32_t owner_id, const Ref<Shape3D>& shape) {
  if (!shape) throw Error("shape_owner_add_shape: " + get_path().to_string() + ": no shape");
  ShapeOwner& owner = owner_ref(owner_id, "shape_owner_add_shape");
  ShapeEntry& entry = owner.shapes.emplace_back();
  entry.shape = shape;
  entry.index = total_shapes_++;
  const Shape3D* resource = shape.get();
  entry.changed =
      shape->changed.connect([this, owner_id, resource] { shape_changed(owner_id, resource); });
  if (server_) push_shape(owner, entry);
}

int CollisionObject3D::shape_owner_get_shape_count(std::uint32_t owner_id) const {
  return int(owner_ref(owner_id, "shape_owner_get_shape_count").shapes.size());
}

Ref<Shape3D> CollisionObject3D::shape_owner_get_shape(std::uint32_t owner_id, int shape_id) const {
  const ShapeOwner& owner = owner_ref(owner_id, "shape_owner_get_shape");
  if (shape_id < 0 || std::size_t(shape_id) >= owner.shapes.size()) {
    throw Error("shape_owner_get_shape: shape " + std::to_string(shape_id) + " out of range");
  }
  return owner.shapes[std::size_t(shape_id)].shape;
}

int CollisionObject3D::shape_owner_get_shape_index(std::uint32_t owner_id, int shape_id) const {
  const ShapeOwner& owner = owner_ref(owner_id, "shape_owner_get_shape_index");
  if (shape_id < 0 || std::size_t(shape_id) >= owner.shapes.size()) {
    throw Error("shape_owner_get_shape_index: shape " + std::to_string(shape_id) + " out of range");
  }
  return owner.shapes[std::size_t(shape_id)].index;
}

void CollisionObject3D::shape_owner_remove_shape(std::uint32_t owner_id, int shape_id) {
  ShapeOwner& owner = owner_ref(owner_id, "shape_owner_remove_shape");
  if (shape_id < 0 || std::size_t(shape_id) >= owner.shapes.size()) {
    throw Error("shape_owner_remove_shape: shape " + std::to_string(shape_id) + " out of range");
  }
  remove_entry(owner, std::size_t(shape_id));
}

void CollisionObject3D::shape_owner_clear_shapes(std::uint32_t owner_id) {
  ShapeOwner& owner = owner_ref(owner_id, "shape_owner_clear_shapes");
  while (!owner.shapes.empty()) remove_entry(owner, owner.shapes.size() - 1);
}

std::uint32_t CollisionObject3D::shape_find_owner(int shape_index) const {
  for (const auto& [id, owner] : owners_) {
    for (const ShapeEntry& entry : owner.shapes) {
      if (entry.index == shape_index) return id;
    }
  }
  throw Error("shape_find_owner: " + get_path().to_string() + " has no shape " +
              std::to_string(shape_index));
}

void CollisionObject3D::remove_entry(ShapeOwner& owner, std::size_t position) {
  ShapeEntry& entry = owner.shapes[position];
  const int index = entry.index;
  if (server_) {
    if (area_) {
      server_->area_remove_shape(area_handle(), index);
    } else {
      server_->body_remove_shape(body_handle(), index);
    }
    server_->shape_free(entry.handle);
  }
  entry.shape->changed.disconnect(entry.changed);
  owner.shapes.erase(owner.shapes.begin() + std::ptrdiff_t(position));
  for (auto& [id, other] : owners_) {
    for (ShapeEntry& later : other.shapes) {
      if (later.index > index) --later.index;
    }
  }
  --total_shapes_;
}

std::string CollisionObject3D::owner_path(const ShapeOwner& owner) const {
  if (const auto* node = dynamic_cast<const Node*>(owner.owner))
    return node->get_path().to_string();
  return get_path().to_string();
}

void CollisionObject3D::push_shape(ShapeOwner& owner, ShapeEntry& entry) {
  Shape3DData data = entry.shape->get_shape_data();
  const std::string problem = shape_data_problem(data);
  entry.usable = problem.empty();
  if (!entry.usable) {
    if (!entry.warned) {
      push_warning(owner_path(owner) + ": the " + entry.shape->get_class() + " is left out: its " +
                   problem);
    }
    entry.warned = true;
    data = placeholder_shape();
  } else if (data.is_static_only() && _is_moving_body() && !entry.warned) {
    entry.warned = true;
    push_warning(owner_path(owner) + ": " + entry.shape->get_class() +
                 " is intended for static bodies and areas; a " + get_class() +
                 " leaves it out of its simulation and motion (Godot warns the same)");
  }
  entry.handle = server_->shape_create(data);
  if (area_) {
    server_->area_add_shape(area_handle(), entry.handle, owner.transform,
                            owner.disabled || !entry.usable);
  } else {
    server_->body_add_shape(body_handle(), entry.handle, owner.transform,
                            owner.disabled || !entry.usable);
  }
}

void CollisionObject3D::shape_changed(std::uint32_t owner_id, const Shape3D* shape) {
  auto found = owners_.find(owner_id);
  if (found == owners_.end()) return;
  ShapeOwner& owner = found->second;
  for (ShapeEntry& entry : owner.shapes) {
    if (entry.shape.get() != shape) continue;
    const Shape3DData data = shape->get_shape_data();
    const std::string problem = shape_data_problem(data);
    entry.usable = problem.empty();
    if (!entry.usable && !entry.warned) {
      entry.warned = true;
      push_warning(owner_path(owner) + ": the " + shape->get_class() + " is left out: its " +
                   problem);
    }
    if (!server_) continue;
    server_->shape_set_data(entry.handle, entry.usable ? data : placeholder_shape());
    server_set_shape_disabled(entry.index, owner.disabled || !entry.usable);
  }
}

void CollisionObject3D::server_set_shape_transform(int index, const Transform3D& transform) {
  if (!server_) return;
  if (area_) {
    server_->area_set_shape_transform(area_handle(), index, transform);
  } else {
    server_->body_set_shape_transform(body_handle(), index, transform);
  }
}

void CollisionObject3D::server_set_shape_disabled(int index, bool disabled) {
  if (!server_) return;
  if (area_) {
    server_->area_set_shape_disabled(area_handle(), index, disabled);
  } else {
    server_->body_set_shape_disabled(body_handle(), index, disabled);
  }
}

// -- bindings ----------------------------------------------------------------------------------

void CollisionObject3D::_bind_methods() {
  using C = CollisionObject3D;
  ClassDB::bind_method(D_METHOD("set_collision_layer", "layer"), &C::set_collision_layer);
  ClassDB::bind_method(D_METHOD("get_collision_layer"), &C::get_collision_layer);
  ClassDB::bind_method(D_METHOD("set_collision_mask", "mask"), &C::set_collision_mask);
  ClassDB::bind_method(D_METHOD("get_collision_mask"), &C::get_collision_mask);
  ClassDB::bind_method(D_METHOD("set_collision_layer_value", "layer_number", "value"),
                       &C::set_collision_layer_value);
  ClassDB::bind_method(D_METHOD("get_collision_layer_value", "layer_number"),
                       &C::get_collision_layer_value);
  ClassDB::bind_method(D_METHOD("set_collision_mask_value", "layer_number", "value"),
                       &C::set_collision_mask_value);
  ClassDB::bind_method(D_METHOD("get_collision_mask_value", "layer_number"),
                       &C::get_collision_mask_value);
  ClassDB::bind_method(D_METHOD("set_collision_priority", "priority"), &C::set_collision_priority);
  ClassDB::bind_method(D_METHOD("get_collision_priority"), &C::get_collision_priority);
  ClassDB::bind_method(D_METHOD("set_disable_mode", "mode"), &C::set_disable_mode);
  ClassDB::bind_method(D_METHOD("get_disable_mode"), &C::get_disable_mode);
  ClassDB::bind_method(D_METHOD("get_rid"), &C::get_rid);
  ClassDB::bind_method(D_METHOD("create_shape_owner", "owner"), &C::create_shape_owner);
  ClassDB::bind_method(D_METHOD("remove_shape_owner", "owner_id"), &C::remove_shape_owner);
  ClassDB::bind_method(D_METHOD("shape_owner_set_transform", "owner_id", "transform"),
                       &C::shape_owner_set_transform);
  ClassDB::bind_method(D_METHOD("shape_owner_get_transform", "owner_id"),
                       &C::shape_owner_get_transform);
  ClassDB::bind_method(D_METHOD("shape_owner_set_disabled", "owner_id", "disabled"),
                       &C::shape_owner_set_disabled);
  ClassDB::bind_method(D_METHOD("is_shape_owner_disabled", "owner_id"),
                       &C::is_shape_owner_disabled);
  ClassDB::bind_method(D_METHOD("shape_owner_add_shape", "owner_id", "shape"),
                       &C::shape_owner_add_shape);
  ClassDB::bind_method(D_METHOD("shape_owner_get_shape_count", "owner_id"),
                       &C::shape_owner_get_shape_count);
  ClassDB::bind_method(D_METHOD("shape_owner_get_shape", "owner_id", "shape_id"),
                       &C::shape_owner_get_shape);
  ClassDB::bind_method(D_METHOD("shape_owner_get_shape_index", "owner_id", "shape_id"),
                       &C::shape_owner_get_shape_index);
  ClassDB::bind_method(D_METHOD("shape_owner_remove_shape", "owner_id", "shape_id"),
                       &C::shape_owner_remove_shape);
  ClassDB::bind_method(D_METHOD("shape_owner_clear_shapes", "owner_id"),
                       &C::shape_owner_clear_shapes);
  ClassDB::bind_method(D_METHOD("shape_find_owner", "shape_index"), &C::shape_find_owner);
  ClassDB::add_property(PropertyInfo(Variant::INT, "disable_mode", PROPERTY_HINT_ENUM,
                                     "Remove,Make Static,Keep Active"),
                        "set_disable_mode", "get_disable_mode");
  ClassDB::add_property(PropertyInfo(Variant::INT, "collision_layer", PROPERTY_HINT_FLAGS),
                        "set_collision_layer", "get_collision_layer");
  ClassDB::add_property(PropertyInfo(Variant::INT, "collision_mask", PROPERTY_HINT_FLAGS),
                        "set_collision_mask", "get_collision_mask");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "collision_priority"),
                        "set_collision_priority", "get_collision_priority");
}

}  // namespace arbor
