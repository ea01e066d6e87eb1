// The physics area's ClassDB registrations.

#include "scene/register_physics_types.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/2d/area_2d.h"
#include "arbor/scene/2d/collision_polygon_2d.h"
#include "arbor/scene/2d/collision_shape_2d.h"
#include "arbor/scene/2d/ray_cast_2d.h"
#include "arbor/scene/2d/rigid_body_2d.h"
#include "arbor/scene/2d/static_body_2d.h"
#include "arbor/scene/2d/world_2d.h"
#include "arbor/scene/3d/animatable_body_3d.h"
#include "arbor/scene/3d/area_3d.h"
#include "arbor/scene/3d/character_body_3d.h"
#include "arbor/scene/3d/collision_polygon_3d.h"
#include "arbor/scene/3d/collision_shape_3d.h"
#include "arbor/scene/3d/cone_twist_joint_3d.h"
#include "arbor/scene/3d/generic_6dof_joint_3d.h"
#include "arbor/scene/3d/hinge_joint_3d.h"
#include "arbor/scene/3d/physics_point_query_parameters_3d.h"
#include "arbor/scene/3d/physics_ray_query_parameters_3d.h"
#include "arbor/scene/3d/physics_shape_query_parameters_3d.h"
#include "arbor/scene/3d/pin_joint_3d.h"
#include "arbor/scene/3d/ray_cast_3d.h"
#include "arbor/scene/3d/rigid_body_3d.h"
#include "arbor/scene/3d/shape_cast_3d.h"
#include "arbor/scene/3d/slider_joint_3d.h"
#include "arbor/scene/3d/static_body_3d.h"
#include "arbor/scene/resources/box_shape_3d.h"
#include "arbor/scene/resources/capsule_shape_2d.h"
#include "arbor/scene/resources/capsule_shape_3d.h"
#include "arbor/scene/resources/circle_shape_2d.h"
#include "arbor/scene/resources/concave_polygon_shape_2d.h"
#include "arbor/scene/resources/concave_polygon_shape_3d.h"
#include "arbor/scene/resources/convex_polygon_shape_2d.h"
#include "arbor/scene/resources/convex_polygon_shape_3d.h"
#include "arbor/scene/resources/cylinder_shape_3d.h"
#include "arbor/scene/resources/height_map_shape_3d.h"
#include "arbor/scene/resources/physics_material.h"
#include "arbor/scene/resources/rectangle_shape_2d.h"
#include "arbor/scene/resources/segment_shape_2d.h"
#include "arbor/scene/resources/separation_ray_shape_2d.h"
#include "arbor/scene/resources/separation_ray_shape_3d.h"
#include "arbor/scene/resources/sphere_shape_3d.h"
#include "arbor/scene/resources/world_boundary_shape_2d.h"
#include "arbor/scene/resources/world_boundary_shape_3d.h"

namespace arbor::detail {

void register_physics_types() {
  ClassDB::register_class<PhysicsMaterial>();
  ClassDB::register_class<BoxShape3D>();
  ClassDB::register_class<SphereShape3D>();
  ClassDB::register_class<CapsuleShape3D>();
  ClassDB::register_class<CylinderShape3D>();
  ClassDB::register_class<ConvexPolygonShape3D>();
  ClassDB::register_class<ConcavePolygonShape3D>();
  ClassDB::register_class<WorldBoundaryShape3D>();
  ClassDB::register_class<HeightMapShape3D>();
  ClassDB::register_class<SeparationRayShape3D>();
  ClassDB::register_class<CollisionShape3D>();
  ClassDB::register_class<CollisionPolygon3D>();
  ClassDB::register_class<KinematicCollision3D>();
  ClassDB::register_class<StaticBody3D>();
  ClassDB::register_class<AnimatableBody3D>();
  ClassDB::register_class<RigidBody3D>();
  ClassDB::register_class<CharacterBody3D>();
  ClassDB::register_class<Area3D>();
  ClassDB::register_class<RayCast3D>();
  ClassDB::register_class<ShapeCast3D>();
  ClassDB::register_class<PinJoint3D>();
  ClassDB::register_class<HingeJoint3D>();
  ClassDB::register_class<SliderJoint3D>();
  ClassDB::register_class<ConeTwistJoint3D>();
  ClassDB::register_class<Generic6DOFJoint3D>();
  ClassDB::register_class<PhysicsRayQueryParameters3D>();
  ClassDB::register_class<PhysicsPointQueryParameters3D>();
  ClassDB::register_class<PhysicsShapeQueryParameters3D>();
  ClassDB::register_class<World2D>();
  ClassDB::register_class<RectangleShape2D>();
  ClassDB::register_class<CircleShape2D>();
  ClassDB::register_class<CapsuleShape2D>();
  ClassDB::register_class<SegmentShape2D>();
  ClassDB::register_class<SeparationRayShape2D>();
  ClassDB::register_class<WorldBoundaryShape2D>();
  ClassDB::register_class<ConvexPolygonShape2D>();
  ClassDB::register_class<ConcavePolygonShape2D>();
  ClassDB::register_class<CollisionShape2D>();
  ClassDB::register_class<CollisionPolygon2D>();
  ClassDB::register_class<StaticBody2D>();
  ClassDB::register_class<RigidBody2D>();
  ClassDB::register_class<Area2D>();
  ClassDB::register_class<RayCast2D>();
}

}  // namespace arbor::detail
