// The parameter objects of the 3D space queries.

#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/physics_point_query_parameters_3d.h"
#include "arbor/scene/3d/physics_ray_query_parameters_3d.h"
#include "arbor/scene/3d/physics_shape_query_parameters_3d.h"
#include "scene/physics/query_exclusions.h"

namespace arbor {

using physics::exclusions_from_array;
using physics::exclusions_to_array;

// -- PhysicsRayQueryParameters3D ---------------------------------------------------------------

Ref<PhysicsRayQueryParameters3D> PhysicsRayQueryParameters3D::create(const Vector3& from,
                                                                     const Vector3& to,
                                                                     std::uint32_t collision_mask,
                                                                     const Array& exclude) {
  auto parameters = make_ref<PhysicsRayQueryParameters3D>();
  parameters->from_ = from;
  parameters->to_ = to;
  parameters->collision_mask_ = collision_mask;
  parameters->set_exclude(exclude);
  return parameters;
}

void PhysicsRayQueryParameters3D::set_exclude(const Array& exclude) {
  exclude_ = exclusions_from_array(exclude);
}

Array PhysicsRayQueryParameters3D::get_exclude() const { return exclusions_to_array(exclude_); }

void PhysicsRayQueryParameters3D::_bind_methods() {
  using P = PhysicsRayQueryParameters3D;
  ClassDB::bind_method(D_METHOD("set_from", "from"), &P::set_from);
  ClassDB::bind_method(D_METHOD("get_from"), &P::get_from);
  ClassDB::bind_method(D_METHOD("set_to", "to"), &P::set_to);
  ClassDB::bind_method(D_METHOD("get_to"), &P::get_to);
  ClassDB::bind_method(D_METHOD("set_collision_mask", "collision_mask"), &P::set_collision_mask);
  ClassDB::bind_method(D_METHOD("get_collision_mask"), &P::get_collision_mask);
  ClassDB::bind_method(D_METHOD("set_exclude", "exclude"), &P::set_exclude);
  ClassDB::bind_method(D_METHOD("get_exclude"), &P::get_exclude);
  ClassDB::bind_method(D_METHOD("set_collide_with_bodies", "enable"), &P::set_collide_with_bodies);
  ClassDB::bind_method(D_METHOD("is_collide_with_bodies_enabled"),
                       &P::is_collide_with_bodies_enabled);
  ClassDB::bind_method(D_METHOD("set_collide_with_areas", "enable"), &P::set_collide_with_areas);
  ClassDB::bind_method(D_METHOD("is_collide_with_areas_enabled"),
                       &P::is_collide_with_areas_enabled);
  ClassDB::bind_method(D_METHOD("set_hit_from_inside", "enable"), &P::set_hit_from_inside);
  ClassDB::bind_method(D_METHOD("is_hit_from_inside_enabled"), &P::is_hit_from_inside_enabled);
  ClassDB::bind_method(D_METHOD("set_hit_back_faces", "enable"), &P::set_hit_back_faces);
  ClassDB::bind_method(D_METHOD("is_hit_back_faces_enabled"), &P::is_hit_back_faces_enabled);
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "from"), "set_from", "get_from");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "to"), "set_to", "get_to");
  ClassDB::add_property(PropertyInfo(Variant::INT, "collision_mask", PROPERTY_HINT_FLAGS),
                        "set_collision_mask", "get_collision_mask");
  ClassDB::add_property(PropertyInfo(Variant::ARRAY, "exclude"), "set_exclude", "get_exclude");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "collide_with_bodies"),
                        "set_collide_with_bodies", "is_collide_with_bodies_enabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "collide_with_areas"), "set_collide_with_areas",
                        "is_collide_with_areas_enabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "hit_from_inside"), "set_hit_from_inside",
                        "is_hit_from_inside_enabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "hit_back_faces"), "set_hit_back_faces",
                        "is_hit_back_faces_enabled");
}

// -- PhysicsPointQueryParameters3D -------------------------------------------------------------

void PhysicsPointQueryParameters3D::set_exclude(const Array& exclude) {
  exclude_ = exclusions_from_array(exclude);
}

Array PhysicsPointQueryParameters3D::get_exclude() const { return exclusions_to_array(exclude_); }

void PhysicsPointQueryParameters3D::_bind_methods() {
  using P = PhysicsPointQueryParameters3D;
  ClassDB::bind_method(D_METHOD("set_position", "position"), &P::set_position);
  ClassDB::bind_method(D_METHOD("get_position"), &P::get_position);
  ClassDB::bind_method(D_METHOD("set_collision_mask", "collision_mask"), &P::set_collision_mask);
  ClassDB::bind_method(D_METHOD("get_collision_mask"), &P::get_collision_mask);
  ClassDB::bind_method(D_METHOD("set_exclude", "exclude"), &P::set_exclude);
  ClassDB::bind_method(D_METHOD("get_exclude"), &P::get_exclude);
  ClassDB::bind_method(D_METHOD("set_collide_with_bodies", "enable"), &P::set_collide_with_bodies);
  ClassDB::bind_method(D_METHOD("is_collide_with_bodies_enabled"),
                       &P::is_collide_with_bodies_enabled);
  ClassDB::bind_method(D_METHOD("set_collide_with_areas", "enable"), &P::set_collide_with_areas);
  ClassDB::bind_method(D_METHOD("is_collide_with_areas_enabled"),
                       &P::is_collide_with_areas_enabled);
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "position"), "set_position", "get_position");
  ClassDB::add_property(PropertyInfo(Variant::INT, "collision_mask", PROPERTY_HINT_FLAGS),
                        "set_collision_mask", "get_collision_mask");
  ClassDB::add_property(PropertyInfo(Variant::ARRAY, "exclude"), "set_exclude", "get_exclude");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "collide_with_bodies"),
                        "set_collide_with_bodies", "is_collide_with_bodies_enabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "collide_with_areas"), "set_collide_with_areas",
                        "is_collide_with_areas_enabled");
}

// -- PhysicsShapeQueryParameters3D -------------------------------------------------------------

void PhysicsShapeQueryParameters3D::set_exclude(const Array& exclude) {
  exclude_ = exclusions_from_array(exclude);
}

Array PhysicsShapeQueryParameters3D::get_exclude() const { return exclusions_to_array(exclude_); }

void PhysicsShapeQueryParameters3D::_bind_methods() {
  using P = PhysicsShapeQueryParameters3D;
  ClassDB::bind_method(D_METHOD("set_shape", "shape"), &P::set_shape);
  ClassDB::bind_method(D_METHOD("get_shape"), &P::get_shape);
  ClassDB::bind_method(D_METHOD("set_shape_rid", "shape"), &P::set_shape_rid);
  ClassDB::bind_method(D_METHOD("get_shape_rid"), &P::get_shape_rid);
  ClassDB::bind_method(D_METHOD("set_transform", "transform"), &P::set_transform);
  ClassDB::bind_method(D_METHOD("get_transform"), &P::get_transform);
  ClassDB::bind_method(D_METHOD("set_motion", "motion"), &P::set_motion);
  ClassDB::bind_method(D_METHOD("get_motion"), &P::get_motion);
  ClassDB::bind_method(D_METHOD("set_margin", "margin"), &P::set_margin);
  ClassDB::bind_method(D_METHOD("get_margin"), &P::get_margin);
  ClassDB::bind_method(D_METHOD("set_collision_mask", "collision_mask"), &P::set_collision_mask);
  ClassDB::bind_method(D_METHOD("get_collision_mask"), &P::get_collision_mask);
  ClassDB::bind_method(D_METHOD("set_exclude", "exclude"), &P::set_exclude);
  ClassDB::bind_method(D_METHOD("get_exclude"), &P::get_exclude);
  ClassDB::bind_method(D_METHOD("set_collide_with_bodies", "enable"), &P::set_collide_with_bodies);
  ClassDB::bind_method(D_METHOD("is_collide_with_bodies_enabled"),
                       &P::is_collide_with_bodies_enabled);
  ClassDB::bind_method(D_METHOD("set_collide_with_areas", "enable"), &P::set_collide_with_areas);
  ClassDB::bind_method(D_METHOD("is_collide_with_areas_enabled"),
                       &P::is_collide_with_areas_enabled);
  ClassDB::add_property(
      PropertyInfo(Variant::OBJECT, "shape", PROPERTY_HINT_RESOURCE_TYPE, "Shape3D"), "set_shape",
      "get_shape");
  ClassDB::add_property(PropertyInfo(Variant::RID, "shape_rid"), "set_shape_rid", "get_shape_rid");
  ClassDB::add_property(PropertyInfo(Variant::TRANSFORM3D, "transform"), "set_transform",
                        "get_transform");
  ClassDB::add_property(PropertyInfo(Variant::VECTOR3, "motion"), "set_motion", "get_motion");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "margin"), "set_margin", "get_margin");
  ClassDB::add_property(PropertyInfo(Variant::INT, "collision_mask", PROPERTY_HINT_FLAGS),
                        "set_collision_mask", "get_collision_mask");
  ClassDB::add_property(PropertyInfo(Variant::ARRAY, "exclude"), "set_exclude", "get_exclude");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "collide_with_bodies"),
                        "set_collide_with_bodies", "is_collide_with_bodies_enabled");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "collide_with_areas"), "set_collide_with_areas",
                        "is_collide_with_areas_enabled");
}

}  // namespace arbor
