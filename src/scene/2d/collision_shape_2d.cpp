// CollisionShape2D and CollisionPolygon2D: the nodes that give a CollisionObject2D its shapes.

#include "arbor/scene/2d/collision_shape_2d.h"

#include <vector>

#include "arbor/core/error/warning.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/2d/collision_object_2d.h"
#include "arbor/scene/2d/collision_polygon_2d.h"
#include "arbor/scene/resources/concave_polygon_shape_2d.h"
#include "arbor/scene/resources/convex_polygon_shape_2d.h"
#include "scene/physics/convex_decomposition.h"

namespace arbor {

namespace {

/// Godot's configuration warnings of a shape node, checked at the frame's deferred step (code may
/// give the shape after adding the node).
void warn_when_unused(Node2D& node, const char* type, CollisionObject2D* const& object,
                      const char* empty_message, bool (*is_empty)(const Node2D&)) {
  node.call_deferred([&node, type, &object, empty_message, is_empty] {
    if (!node.is_inside_tree()) return;
    if (!object) {
      push_warning(node.get_path().to_string() + ": " + type +
                   " only serves to provide a collision shape to a CollisionObject2D derived "
                   "node. Please only use it as a child of Area2D, StaticBody2D, RigidBody2D, "
                   "CharacterBody2D, etc. to give them a shape.");
    } else if (is_empty(node)) {
      push_warning(node.get_path().to_string() + ": " + empty_message);
    }
  });
}

}  // namespace

// -- CollisionShape2D --------------------------------------------------------------------------

CollisionShape2D::CollisionShape2D() = default;

CollisionShape2D::~CollisionShape2D() { detach(); }

void CollisionShape2D::collision_object_gone() { collision_object_ = nullptr; }

void CollisionShape2D::attach(CollisionObject2D* parent) {
  collision_object_ = parent;
  owner_id_ = parent->create_shape_owner(this);
  if (shape_) parent->shape_owner_add_shape(owner_id_, shape_);
  parent->shape_owner_set_transform(owner_id_, get_transform());
  parent->shape_owner_set_disabled(owner_id_, disabled_);
  parent->shape_owner_set_one_way_collision(owner_id_, one_way_);
  parent->shape_owner_set_one_way_collision_margin(owner_id_, one_way_margin_);
  set_track_local_transform_changes(true);
}

void CollisionShape2D::detach() {
  if (!collision_object_) return;
  collision_object_->remove_shape_owner(owner_id_);
  collision_object_gone();
  owner_id_ = 0;
  set_track_local_transform_changes(false);
}

void CollisionShape2D::set_shape(const Ref<Shape2D>& shape) {
  if (shape == shape_) return;
  shape_ = shape;
  if (!collision_object_) return;
  collision_object_->shape_owner_clear_shapes(owner_id_);
  if (shape_) collision_object_->shape_owner_add_shape(owner_id_, shape_);
}

void CollisionShape2D::set_disabled(bool disabled) {
  disabled_ = disabled;
  if (collision_object_) collision_object_->shape_owner_set_disabled(owner_id_, disabled);
}

void CollisionShape2D::set_one_way_collision(bool enabled) {
  one_way_ = enabled;
  if (collision_object_) collision_object_->shape_owner_set_one_way_collision(owner_id_, enabled);
}

void CollisionShape2D::set_one_way_collision_margin(real_t margin) {
  one_way_margin_ = margin;
  if (collision_object_) {
    collision_object_->shape_owner_set_one_way_collision_margin(owner_id_, margin);
  }
}

void CollisionShape2D::_local_transform_changed() {
  if (collision_object_) collision_object_->shape_owner_set_transform(owner_id_, get_transform());
}

void CollisionShape2D::_engine_notification(int what) {
  Node2D::_engine_notification(what);
  switch (what) {
    case NOTIFICATION_PARENTED:
      if (auto* parent = dynamic_cast<CollisionObject2D*>(get_parent())) attach(parent);
      break;
    case NOTIFICATION_UNPARENTED:
      detach();
      break;
    case NOTIFICATION_ENTER_TREE:
      warn_when_unused(*this, "CollisionShape2D", collision_object_,
                       "A shape must be provided for CollisionShape2D to function. Please create "
                       "a shape resource for it!",
                       [](const Node2D& node) {
                         return static_cast<const CollisionShape2D&>(node).shape_.is_null();
                       });
      break;
    default:
      break;
  }
}

void CollisionShape2D::_bind_methods() {
  using C = CollisionShape2D;
  ClassDB::bind_method(D_METHOD("set_shape", "shape"), &C::set_shape);
  ClassDB::bind_method(D_METHOD("get_shape"), &C::get_shape);
  ClassDB::bind_method(D_METHOD("set_disabled", "disabled"), &C::set_disabled);
  ClassDB::bind_method(D_METHOD("is_disabled"), &C::is_disabled);
  ClassDB::bind_method(D_METHOD("set_one_way_collision", "enabled"), &C::set_one_way_collision);
  ClassDB::bind_method(D_METHOD("is_one_way_collision_enabled"), &C::is_one_way_collision_enabled);
  ClassDB::bind_method(D_METHOD("set_one_way_collision_margin", "margin"),
                       &C::set_one_way_collision_margin);
  ClassDB::bind_method(D_METHOD("get_one_way_collision_margin"), &C::get_one_way_collision_margin);
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "shape", PROPERTY_HINT_RESOURCE_TYPE, "Shape2D"), "set_shape",
      "get_shape");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "disabled"), "set_disabled", "is_disabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "one_way_collision"), "set_one_way_collision",
                        "is_one_way_collision_enabled");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "one_way_collision_margin"),
                        "set_one_way_collision_margin", "get_one_way_collision_margin");
}

// -- CollisionPolygon2D ------------------------------------------------------------------------

CollisionPolygon2D::CollisionPolygon2D() = default;

CollisionPolygon2D::~CollisionPolygon2D() { detach(); }

void CollisionPolygon2D::collision_object_gone() { collision_object_ = nullptr; }

void CollisionPolygon2D::attach(CollisionObject2D* parent) {
  collision_object_ = parent;
  owner_id_ = parent->create_shape_owner(this);
  rebuild_shapes();
  parent->shape_owner_set_transform(owner_id_, get_transform());
  parent->shape_owner_set_disabled(owner_id_, disabled_);
  parent->shape_owner_set_one_way_collision(owner_id_, one_way_);
  parent->shape_owner_set_one_way_collision_margin(owner_id_, one_way_margin_);
  set_track_local_transform_changes(true);
}

void CollisionPolygon2D::detach() {
  if (!collision_object_) return;
  collision_object_->remove_shape_owner(owner_id_);
  collision_object_gone();
  owner_id_ = 0;
  set_track_local_transform_changes(false);
}

void CollisionPolygon2D::rebuild_shapes() {
  if (!collision_object_) return;
  collision_object_->shape_owner_clear_shapes(owner_id_);
  if (polygon_.size() < 2) return;
  if (build_mode_ == BUILD_SEGMENTS) {
    // The closed outline: one segment from each point to the next, the last back to the first.
    PackedVector2Array segments;
    const std::size_t count = polygon_.size();
    for (std::size_t i = 0; i < count; ++i) {
      segments.push_back(polygon_[i]);
      segments.push_back(polygon_[(i + 1) % count]);
    }
    auto shape = make_ref<ConcavePolygonShape2D>();
    shape->set_segments(segments);
    collision_object_->shape_owner_add_shape(owner_id_, shape);
    return;
  }
  for (const std::vector<Vector2>& piece : physics::decompose_polygon_in_convex(polygon_.span())) {
    PackedVector2Array points;
    for (const Vector2& p : piece) points.push_back(p);
    auto shape = make_ref<ConvexPolygonShape2D>();
    shape->set_points(points);
    collision_object_->shape_owner_add_shape(owner_id_, shape);
  }
}

void CollisionPolygon2D::set_polygon(const PackedVector2Array& polygon) {
  polygon_ = polygon.duplicate();
  rebuild_shapes();
}

void CollisionPolygon2D::set_build_mode(BuildMode mode) {
  build_mode_ = mode;
  rebuild_shapes();
}

void CollisionPolygon2D::set_disabled(bool disabled) {
  disabled_ = disabled;
  if (collision_object_) collision_object_->shape_owner_set_disabled(owner_id_, disabled);
}

void CollisionPolygon2D::set_one_way_collision(bool enabled) {
  one_way_ = enabled;
  if (collision_object_) collision_object_->shape_owner_set_one_way_collision(owner_id_, enabled);
}

void CollisionPolygon2D::set_one_way_collision_margin(real_t margin) {
  one_way_margin_ = margin;
  if (collision_object_) {
    collision_object_->shape_owner_set_one_way_collision_margin(owner_id_, margin);
  }
}

void CollisionPolygon2D::_local_transform_changed() {
  if (collision_object_) collision_object_->shape_owner_set_transform(owner_id_, get_transform());
}

void CollisionPolygon2D::_engine_notification(int what) {
  Node2D::_engine_notification(what);
  switch (what) {
    case NOTIFICATION_PARENTED:
      if (auto* parent = dynamic_cast<CollisionObject2D*>(get_parent())) attach(parent);
      break;
    case NOTIFICATION_UNPARENTED:
      detach();
      break;
    case NOTIFICATION_ENTER_TREE:
      warn_when_unused(*this, "CollisionPolygon2D", collision_object_,
                       "An empty CollisionPolygon2D has no effect on collision.",
                       [](const Node2D& node) {
                         return static_cast<const CollisionPolygon2D&>(node).polygon_.is_empty();
                       });
      break;
    default:
      break;
  }
}

void CollisionPolygon2D::_bind_methods() {
  using C = CollisionPolygon2D;
  ClassDB::bind_method(D_METHOD("set_polygon", "polygon"), &C::set_polygon);
  ClassDB::bind_method(D_METHOD("get_polygon"), &C::get_polygon);
  ClassDB::bind_method(D_METHOD("set_build_mode", "build_mode"), &C::set_build_mode);
  ClassDB::bind_method(D_METHOD("get_build_mode"), &C::get_build_mode);
  ClassDB::bind_method(D_METHOD("set_disabled", "disabled"), &C::set_disabled);
  ClassDB::bind_method(D_METHOD("is_disabled"), &C::is_disabled);
  ClassDB::bind_method(D_METHOD("set_one_way_collision", "enabled"), &C::set_one_way_collision);
  ClassDB::bind_method(D_METHOD("is_one_way_collision_enabled"), &C::is_one_way_collision_enabled);
  ClassDB::bind_method(D_METHOD("set_one_way_collision_margin", "margin"),
                       &C::set_one_way_collision_margin);
  ClassDB::bind_method(D_METHOD("get_one_way_collision_margin"), &C::get_one_way_collision_margin);
  ClassDB::add_property(
      PropertyInfo(Variant::INT, "build_mode", PROPERTY_HINT_ENUM, "Solids,Segments"),
      "set_build_mode", "get_build_mode");
  ClassDB::add_property(PropertyInfo(Variant::PACKED_VECTOR2_ARRAY, "polygon"), "set_polygon",
                        "get_polygon");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "disabled"), "set_disabled", "is_disabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "one_way_collision"), "set_one_way_collision",
                        "is_one_way_collision_enabled");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "one_way_collision_margin"),
                        "set_one_way_collision_margin", "get_one_way_collision_margin");
}

}  // namespace arbor
