// The methods and properties CollisionObject3D and CollisionObject2D bind alike.
#pragma once

#include "arbor/core/object/class_db.h"
#include "scene/physics/member_of.h"

namespace arbor::physics {

/// Binds the layer, disable mode and shape owner API of C (CollisionObject3D or 2D) with Godot's
/// names, and its properties.
template <class C>
void bind_collision_object() {
  auto bind = [](const char* name, auto method, auto... arguments) {
    ClassDB::bind_method(D_METHOD(name, arguments...), member_of<C>(method));
  };
  bind("set_collision_layer", &C::set_collision_layer, "layer");
  bind("get_collision_layer", &C::get_collision_layer);
  bind("set_collision_mask", &C::set_collision_mask, "mask");
  bind("get_collision_mask", &C::get_collision_mask);
  bind("set_collision_layer_value", &C::set_collision_layer_value, "layer_number", "value");
  bind("get_collision_layer_value", &C::get_collision_layer_value, "layer_number");
  bind("set_collision_mask_value", &C::set_collision_mask_value, "layer_number", "value");
  bind("get_collision_mask_value", &C::get_collision_mask_value, "layer_number");
  bind("set_collision_priority", &C::set_collision_priority, "priority");
  bind("get_collision_priority", &C::get_collision_priority);
  bind("set_disable_mode", &C::set_disable_mode, "mode");
  bind("get_disable_mode", &C::get_disable_mode);
  bind("get_rid", &C::get_rid);
  bind("create_shape_owner", &C::create_shape_owner, "owner");
  bind("remove_shape_owner", &C::remove_shape_owner, "owner_id");
  bind("shape_owner_set_transform", &C::shape_owner_set_transform, "owner_id", "transform");
  bind("shape_owner_get_transform", &C::shape_owner_get_transform, "owner_id");
  bind("shape_owner_set_disabled", &C::shape_owner_set_disabled, "owner_id", "disabled");
  bind("is_shape_owner_disabled", &C::is_shape_owner_disabled, "owner_id");
  bind("shape_owner_add_shape", &C::shape_owner_add_shape, "owner_id", "shape");
  bind("shape_owner_get_shape_count", &C::shape_owner_get_shape_count, "owner_id");
  bind("shape_owner_get_shape", &C::shape_owner_get_shape, "owner_id", "shape_id");
  bind("shape_owner_get_shape_index", &C::shape_owner_get_shape_index, "owner_id", "shape_id");
  bind("shape_owner_remove_shape", &C::shape_owner_remove_shape, "owner_id", "shape_id");
  bind("shape_owner_clear_shapes", &C::shape_owner_clear_shapes, "owner_id");
  bind("shape_find_owner", &C::shape_find_owner, "shape_index");
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

}  // namespace arbor::physics
