#include "arbor/scene/3d/collision_shape_3d.h"

#include "arbor/core/error/warning.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/collision_object_3d.h"

namespace arbor {

CollisionShape3D::CollisionShape3D() = default;

CollisionShape3D::~CollisionShape3D() { detach(); }

void CollisionShape3D::attach(CollisionObject3D* parent) {
  collision_object_ = parent;
  owner_id_ = parent->create_shape_owner(this);
  if (shape_) parent->shape_owner_add_shape(owner_id_, shape_);
  parent->shape_owner_set_transform(owner_id_, get_transform());
  parent->shape_owner_set_disabled(owner_id_, disabled_);
  set_track_local_transform_changes(true);
}

void CollisionShape3D::detach() {
  if (!collision_object_) return;
  collision_object_->remove_shape_owner(owner_id_);
  collision_object_ = nullptr;
  owner_id_ = 0;
  set_track_local_transform_changes(false);
}

void CollisionShape3D::set_shape(const Ref<Shape3D>& shape) {
  if (shape == shape_) return;
  shape_ = shape;
  if (!collision_object_) return;
  collision_object_->shape_owner_clear_shapes(owner_id_);
  if (shape_) collision_object_->shape_owner_add_shape(owner_id_, shape_);
}

void CollisionShape3D::set_disabled(bool disabled) {
  disabled_ = disabled;
  if (collision_object_) collision_object_->shape_owner_set_disabled(owner_id_, disabled);
}

void CollisionShape3D::_on_local_transform_changed() {
  if (collision_object_) collision_object_->shape_owner_set_transform(owner_id_, get_transform());
}

void CollisionShape3D::_engine_notification(int what) {
  Node3D::_engine_notification(what);
  switch (what) {
    case NOTIFICATION_PARENTED:
      if (auto* parent = dynamic_cast<CollisionObject3D*>(get_parent())) attach(parent);
      break;
    case NOTIFICATION_UNPARENTED:
      detach();
      break;
    case NOTIFICATION_ENTER_TREE:
      // Checked at the frame's deferred step: code may give the shape after adding the node.
      call_deferred([this] {
        if (!is_inside_tree()) return;
        if (!collision_object_) {
          push_warning(get_path().to_string() +
                       ": CollisionShape3D only serves to provide a collision shape to a "
                       "CollisionObject3D derived node. Please only use it as a child of Area3D, "
                       "StaticBody3D, RigidBody3D, CharacterBody3D, etc. to give them a shape.");
        } else if (!shape_) {
          push_warning(get_path().to_string() +
                       ": A shape must be provided for CollisionShape3D to function. Please create "
                       "a shape resource for it.");
        }
      });
      break;
    default:
      break;
  }
}

void CollisionShape3D::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_shape", "shape"), &CollisionShape3D::set_shape);
  ClassDB::bind_method(D_METHOD("get_shape"), &CollisionShape3D::get_shape);
  ClassDB::bind_method(D_METHOD("set_disabled", "enable"), &CollisionShape3D::set_disabled);
  ClassDB::bind_method(D_METHOD("is_disabled"), &CollisionShape3D::is_disabled);
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "shape", PROPERTY_HINT_RESOURCE_TYPE, "Shape3D"), "set_shape",
      "get_shape");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "disabled"), "set_disabled", "is_disabled");
}

}  // namespace arbor
