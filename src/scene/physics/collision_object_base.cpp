// CollisionObjectBase for both dimensions: the server object's life, layers and shape owners.

#include "arbor/scene/physics/collision_object_base.h"

#include <string>
#include <utility>

#include "arbor/core/error/error.h"
#include "arbor/core/error/warning.h"
#include "arbor/scene/2d/world_2d.h"
#include "arbor/scene/3d/world_3d.h"
#include "arbor/scene/scene_tree.h"
#include "arbor/servers/physics/physics_server_2d.h"
#include "arbor/servers/physics/physics_server_3d.h"
#include "scene/physics/collision_layers.h"

namespace arbor::physics {
namespace {

World3D* world_of(const Node3D& node) { return node.get_world_3d(); }
World2D* world_of(const Node2D& node) { return node.get_world_2d(); }

/// What the server gets for a shape whose data makes no shape: a tiny one, kept disabled, so
/// that the shapes after it keep their indices.
Shape3DData placeholder_shape(const Shape3D*) {
  return Shape3DData{SphereShape3DData{real_t(0.001)}};
}
Shape2DData placeholder_shape(const Shape2D*) {
  return Shape2DData{CircleShape2DData{real_t(0.001)}};
}

}  // namespace

template <class D>
CollisionObjectBase<D>::CollisionObjectBase(bool area) : area_(area) {}

template <class D>
CollisionObjectBase<D>::~CollisionObjectBase() {
  free_physics_object();
  for (auto& [id, owner] : owners_) {
    // Children are deleted after this object: they must not come back to it.
    if (auto* node = dynamic_cast<ShapeOwnerNode*>(owner.owner)) node->collision_object_gone();
    for (ShapeEntry& entry : owner.shapes) {
      if (entry.shape) entry.shape->changed.disconnect(entry.changed);
    }
  }
}

// -- layers ------------------------------------------------------------------------------------

template <class D>
void CollisionObjectBase<D>::push_layers() {
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

template <class D>
void CollisionObjectBase<D>::set_collision_layer(std::uint32_t layer) {
  collision_layer_ = layer;
  push_layers();
}

template <class D>
void CollisionObjectBase<D>::set_collision_mask(std::uint32_t mask) {
  collision_mask_ = mask;
  push_layers();
}

template <class D>
void CollisionObjectBase<D>::set_collision_layer_value(int layer_number, bool value) {
  set_collision_layer(with_layer(collision_layer_, layer_number, value, "collision layer"));
}

template <class D>
bool CollisionObjectBase<D>::get_collision_layer_value(int layer_number) const {
  return has_layer(collision_layer_, layer_number, "collision layer");
}

template <class D>
void CollisionObjectBase<D>::set_collision_mask_value(int layer_number, bool value) {
  set_collision_mask(with_layer(collision_mask_, layer_number, value, "collision mask"));
}

template <class D>
bool CollisionObjectBase<D>::get_collision_mask_value(int layer_number) const {
  return has_layer(collision_mask_, layer_number, "collision mask");
}

template <class D>
void CollisionObjectBase<D>::set_collision_priority(real_t priority) {
  collision_priority_ = priority;
  push_layers();
}

template <class D>
void CollisionObjectBase<D>::set_disable_mode(DisableMode mode) {
  if (disable_mode_ == mode) return;
  const bool was_enabled = enabled_;
  apply_enabled(true);
  disable_mode_ = mode;
  apply_enabled(was_enabled);
}

template <class D>
RID CollisionObjectBase<D>::get_rid() const {
  if (!server_) return RID();
  return RID::from_uint64((std::uint64_t(handle_generation_) << 32) | handle_index_);
}

template <class D>
typename D::BodyHandle CollisionObjectBase<D>::body_handle() const {
  using Handle = typename D::BodyHandle;
  return area_ ? Handle() : Handle(handle_index_, handle_generation_);
}

template <class D>
typename D::AreaHandle CollisionObjectBase<D>::area_handle() const {
  using Handle = typename D::AreaHandle;
  return area_ ? Handle(handle_index_, handle_generation_) : Handle();
}

template <class D>
void CollisionObjectBase<D>::set_body_mode(BodyMode mode) {
  body_mode_ = mode;
  push_body_mode();
}

template <class D>
void CollisionObjectBase<D>::push_body_mode() {
  if (!server_ || area_) return;
  const bool make_static = !enabled_ && disable_mode_ == DISABLE_MODE_MAKE_STATIC;
  server_->body_set_mode(body_handle(), make_static ? BodyMode::STATIC : body_mode_);
}

// -- lifecycle ---------------------------------------------------------------------------------

template <class D>
void CollisionObjectBase<D>::_engine_notification(int what) {
  D::Node::_engine_notification(what);
  switch (what) {
    case NOTIFICATION_ENTER_TREE:
      // Inside a paused tree can_process() is false for other reasons: only the own mode then.
      enabled_ = this->get_tree()->is_paused() ? this->get_process_mode() != ProcessMode::DISABLED
                                               : this->can_process();
      create_physics_object();
      break;
    case NOTIFICATION_EXIT_TREE:
      free_physics_object();
      break;
    case NOTIFICATION_READY:
      // Checked at the frame's deferred step: code building a body adds its shapes after it.
      this->call_deferred([this] {
        if (!owners_.empty() || !this->is_inside_tree()) return;
        const std::string suffix = D::kDimensions == 3 ? "3D" : "2D";
        warn_once(WARNED_NO_SHAPE,
                  "This node has no shape, so it can't collide or interact with other objects. "
                  "Consider adding a CollisionShape" +
                      suffix + " or CollisionPolygon" + suffix +
                      " as a child to define its shape.");
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

template <class D>
void CollisionObjectBase<D>::create_physics_object() {
  auto* server = this->get_tree()->servers().template get<typename D::Server>();
  if (!server || server_) return;
  server_ = server;
  if (area_) {
    const auto area = server->area_create();
    handle_index_ = area.index();
    handle_generation_ = area.generation();
    server->area_attach_object_instance_id(area, this->get_instance_id());
    server->area_set_listener(area, this);
  } else {
    const auto body = server->body_create();
    handle_index_ = body.index();
    handle_generation_ = body.generation();
    server->body_attach_object_instance_id(body, this->get_instance_id());
    server->body_set_listener(body, this);
  }
  this->set_track_global_transform_changes(true);
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

template <class D>
void CollisionObjectBase<D>::enter_space() {
  if (!server_) return;
  typename D::SpaceHandle space;
  if (enabled_ || disable_mode_ != DISABLE_MODE_REMOVE) {
    typename D::World* world = world_of(*this);
    world->attach_physics(*server_);
    space = world->get_space_handle();
  }
  if (area_) {
    server_->area_set_space(area_handle(), space);
  } else {
    server_->body_set_space(body_handle(), space);
  }
}

template <class D>
void CollisionObjectBase<D>::free_physics_object() {
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
      entry.handle = {};
    }
  }
  server_ = nullptr;
  handle_index_ = 0;
  handle_generation_ = 0;
  this->set_track_global_transform_changes(false);
}

template <class D>
void CollisionObjectBase<D>::apply_enabled(bool enabled) {
  if (enabled_ == enabled) return;
  enabled_ = enabled;
  if (!server_) return;
  if (disable_mode_ == DISABLE_MODE_REMOVE) enter_space();
  if (disable_mode_ == DISABLE_MODE_MAKE_STATIC) push_body_mode();
}

template <class D>
void CollisionObjectBase<D>::warn_once(std::uint32_t what, const std::string& message) {
  if (warnings_ & what) return;
  warnings_ |= what;
  push_warning(this->get_path().to_string() + ": " + message);
}

// -- transforms --------------------------------------------------------------------------------

template <class D>
void CollisionObjectBase<D>::push_transform() {
  if (!server_) return;
  const Transform transform = this->get_global_transform();
  if (area_) {
    server_->area_set_transform(area_handle(), transform);
  } else {
    server_->body_set_transform(body_handle(), transform);
  }
}

template <class D>
void CollisionObjectBase<D>::global_transform_invalidated() {
  if (!syncing_) push_transform();
}

template <class D>
void CollisionObjectBase<D>::set_global_transform_from_physics(const Transform& transform) {
  syncing_ = true;
  this->set_global_transform(transform);
  syncing_ = false;
  // Reading the global transform re-arms the hook that pushes the user's own moves.
  (void)this->get_global_transform();
}

// -- shape owners ------------------------------------------------------------------------------

template <class D>
auto CollisionObjectBase<D>::owner_ref(std::uint32_t owner_id, const char* what) -> ShapeOwner& {
  auto found = owners_.find(owner_id);
  if (found == owners_.end()) {
    throw Error(std::string(what) + ": " + this->get_path().to_string() + " has no shape owner " +
                std::to_string(owner_id));
  }
  return found->second;
}

template <class D>
auto CollisionObjectBase<D>::owner_ref(std::uint32_t owner_id, const char* what) const
    -> const ShapeOwner& {
  return const_cast<CollisionObjectBase*>(this)->owner_ref(owner_id, what);
}

template <class D>
std::uint32_t CollisionObjectBase<D>::create_shape_owner(Object* owner) {
  const std::uint32_t id = owners_.empty() ? 0 : owners_.rbegin()->first + 1;
  owners_[id].owner = owner;
  return id;
}

template <class D>
void CollisionObjectBase<D>::remove_shape_owner(std::uint32_t owner_id) {
  shape_owner_clear_shapes(owner_id);
  owners_.erase(owner_id);
}

template <class D>
std::vector<std::uint32_t> CollisionObjectBase<D>::get_shape_owners() const {
  std::vector<std::uint32_t> ids;
  for (const auto& [id, owner] : owners_) ids.push_back(id);
  return ids;
}

template <class D>
void CollisionObjectBase<D>::shape_owner_set_transform(std::uint32_t owner_id,
                                                       const Transform& transform) {
  ShapeOwner& owner = owner_ref(owner_id, "shape_owner_set_transform");
  owner.transform = transform;
  for (const ShapeEntry& entry : owner.shapes) server_set_shape_transform(entry.index, transform);
}

template <class D>
auto CollisionObjectBase<D>::shape_owner_get_transform(std::uint32_t owner_id) const -> Transform {
  return owner_ref(owner_id, "shape_owner_get_transform").transform;
}

template <class D>
Object* CollisionObjectBase<D>::shape_owner_get_owner(std::uint32_t owner_id) const {
  return owner_ref(owner_id, "shape_owner_get_owner").owner;
}

template <class D>
void CollisionObjectBase<D>::shape_owner_set_disabled(std::uint32_t owner_id, bool disabled) {
  ShapeOwner& owner = owner_ref(owner_id, "shape_owner_set_disabled");
  owner.disabled = disabled;
  for (const ShapeEntry& entry : owner.shapes) {
    server_set_shape_disabled(entry.index, disabled || !entry.usable);
  }
}

template <class D>
bool CollisionObjectBase<D>::is_shape_owner_disabled(std::uint32_t owner_id) const {
  return owner_ref(owner_id, "is_shape_owner_disabled").disabled;
}

template <class D>
void CollisionObjectBase<D>::shape_owner_add_shape(std::uint32_t owner_id,
                                                   const Ref<Shape>& shape) {
  if (!shape) throw Error("shape_owner_add_shape: " + this->get_path().to_string() + ": no shape");
  ShapeOwner& owner = owner_ref(owner_id, "shape_owner_add_shape");
  ShapeEntry& entry = owner.shapes.emplace_back();
  entry.shape = shape;
  entry.index = total_shapes_++;
  const Shape* resource = shape.get();
  entry.changed =
      shape->changed.connect([this, owner_id, resource] { shape_changed(owner_id, resource); });
  if (server_) push_shape(owner, entry);
}

template <class D>
int CollisionObjectBase<D>::shape_owner_get_shape_count(std::uint32_t owner_id) const {
  return int(owner_ref(owner_id, "shape_owner_get_shape_count").shapes.size());
}

template <class D>
auto CollisionObjectBase<D>::shape_owner_get_shape(std::uint32_t owner_id, int shape_id) const
    -> Ref<Shape> {
  const ShapeOwner& owner = owner_ref(owner_id, "shape_owner_get_shape");
  if (shape_id < 0 || std::size_t(shape_id) >= owner.shapes.size()) {
    throw Error("shape_owner_get_shape: shape " + std::to_string(shape_id) + " out of range");
  }
  return owner.shapes[std::size_t(shape_id)].shape;
}

template <class D>
int CollisionObjectBase<D>::shape_owner_get_shape_index(std::uint32_t owner_id,
                                                        int shape_id) const {
  const ShapeOwner& owner = owner_ref(owner_id, "shape_owner_get_shape_index");
  if (shape_id < 0 || std::size_t(shape_id) >= owner.shapes.size()) {
    throw Error("shape_owner_get_shape_index: shape " + std::to_string(shape_id) + " out of range");
  }
  return owner.shapes[std::size_t(shape_id)].index;
}

template <class D>
void CollisionObjectBase<D>::shape_owner_remove_shape(std::uint32_t owner_id, int shape_id) {
  ShapeOwner& owner = owner_ref(owner_id, "shape_owner_remove_shape");
  if (shape_id < 0 || std::size_t(shape_id) >= owner.shapes.size()) {
    throw Error("shape_owner_remove_shape: shape " + std::to_string(shape_id) + " out of range");
  }
  remove_entry(owner, std::size_t(shape_id));
}

template <class D>
void CollisionObjectBase<D>::shape_owner_clear_shapes(std::uint32_t owner_id) {
  ShapeOwner& owner = owner_ref(owner_id, "shape_owner_clear_shapes");
  while (!owner.shapes.empty()) remove_entry(owner, owner.shapes.size() - 1);
}

template <class D>
std::uint32_t CollisionObjectBase<D>::shape_find_owner(int shape_index) const {
  for (const auto& [id, owner] : owners_) {
    for (const ShapeEntry& entry : owner.shapes) {
      if (entry.index == shape_index) return id;
    }
  }
  throw Error("shape_find_owner: " + this->get_path().to_string() + " has no shape " +
              std::to_string(shape_index));
}

template <class D>
void CollisionObjectBase<D>::shape_owner_set_one_way_collision(
    std::uint32_t owner_id, bool enable) requires(D::kDimensions == 2) {
  ShapeOwner& owner = owner_ref(owner_id, "shape_owner_set_one_way_collision");
  owner.one_way = enable;
  for (const ShapeEntry& entry : owner.shapes) push_one_way(owner, entry);
}

template <class D>
bool CollisionObjectBase<D>::is_shape_owner_one_way_collision_enabled(std::uint32_t owner_id) const
    requires(D::kDimensions == 2) {
  return owner_ref(owner_id, "is_shape_owner_one_way_collision_enabled").one_way;
}

template <class D>
void CollisionObjectBase<D>::shape_owner_set_one_way_collision_margin(
    std::uint32_t owner_id, real_t margin) requires(D::kDimensions == 2) {
  ShapeOwner& owner = owner_ref(owner_id, "shape_owner_set_one_way_collision_margin");
  owner.one_way_margin = margin;
  for (const ShapeEntry& entry : owner.shapes) push_one_way(owner, entry);
}

template <class D>
real_t CollisionObjectBase<D>::get_shape_owner_one_way_collision_margin(
    std::uint32_t owner_id) const requires(D::kDimensions == 2) {
  return owner_ref(owner_id, "get_shape_owner_one_way_collision_margin").one_way_margin;
}

template <class D>
void CollisionObjectBase<D>::push_one_way(const ShapeOwner& owner, const ShapeEntry& entry) {
  if constexpr (D::kDimensions == 2) {
    // Areas have no one-way shapes: Godot ignores the setting there too.
    if (!server_ || area_) return;
    server_->body_set_shape_as_one_way_collision(body_handle(), entry.index, owner.one_way,
                                                 owner.one_way_margin);
  } else {
    (void)owner;
    (void)entry;
  }
}

template <class D>
void CollisionObjectBase<D>::remove_entry(ShapeOwner& owner, std::size_t position) {
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

template <class D>
std::string CollisionObjectBase<D>::owner_path(const ShapeOwner& owner) const {
  if (const auto* node = dynamic_cast<const Node*>(owner.owner))
    return node->get_path().to_string();
  return this->get_path().to_string();
}

template <class D>
void CollisionObjectBase<D>::push_shape(ShapeOwner& owner, ShapeEntry& entry) {
  auto data = entry.shape->get_shape_data();
  const std::string problem = shape_data_problem(data);
  entry.usable = problem.empty();
  if (!entry.usable) {
    if (!entry.warned) {
      push_warning(owner_path(owner) + ": the " + entry.shape->get_class() + " is left out: its " +
                   problem);
    }
    entry.warned = true;
    data = placeholder_shape(entry.shape.get());
  } else if (data.is_static_only() && _is_moving_body() && !entry.warned) {
    entry.warned = true;
    push_warning(owner_path(owner) + ": " + entry.shape->get_class() +
                 " is intended for static bodies and areas; a " + this->get_class() +
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
  if (owner.one_way) push_one_way(owner, entry);
}

template <class D>
void CollisionObjectBase<D>::shape_changed(std::uint32_t owner_id, const Shape* shape) {
  auto found = owners_.find(owner_id);
  if (found == owners_.end()) return;
  ShapeOwner& owner = found->second;
  for (ShapeEntry& entry : owner.shapes) {
    if (entry.shape.get() != shape) continue;
    const auto data = shape->get_shape_data();
    const std::string problem = shape_data_problem(data);
    entry.usable = problem.empty();
    if (!entry.usable && !entry.warned) {
      entry.warned = true;
      push_warning(owner_path(owner) + ": the " + shape->get_class() + " is left out: its " +
                   problem);
    }
    if (!server_) continue;
    server_->shape_set_data(entry.handle, entry.usable ? data : placeholder_shape(shape));
    server_set_shape_disabled(entry.index, owner.disabled || !entry.usable);
  }
}

template <class D>
void CollisionObjectBase<D>::server_set_shape_transform(int index, const Transform& transform) {
  if (!server_) return;
  if (area_) {
    server_->area_set_shape_transform(area_handle(), index, transform);
  } else {
    server_->body_set_shape_transform(body_handle(), index, transform);
  }
}

template <class D>
void CollisionObjectBase<D>::server_set_shape_disabled(int index, bool disabled) {
  if (!server_) return;
  if (area_) {
    server_->area_set_shape_disabled(area_handle(), index, disabled);
  } else {
    server_->body_set_shape_disabled(body_handle(), index, disabled);
  }
}

template class CollisionObjectBase<Dim3D>;
template class CollisionObjectBase<Dim2D>;

}  // namespace arbor::physics
