#include "arbor/scene/3d/collision_polygon_3d.h"

#include "arbor/core/error/warning.h"
#include "arbor/core/object/class_db.h"
#include "arbor/scene/3d/collision_object_3d.h"
#include "scene/physics/convex_decomposition.h"

namespace arbor {

CollisionPolygon3D::CollisionPolygon3D() = default;

CollisionPolygon3D::~CollisionPolygon3D() { detach(); }

void CollisionPolygon3D::attach(CollisionObject3D* parent) {
  collision_object_ = parent;
  owner_id_ = parent->create_shape_owner(this);
  rebuild_shapes();
  parent->shape_owner_set_transform(owner_id_, get_transform());
  parent->shape_owner_set_disabled(owner_id_, disabled_);
  set_track_local_transform_changes(true);
}

void CollisionPolygon3D::detach() {
  if (!collision_object_) return;
  collision_object_->remove_shape_owner(owner_id_);
  collision_object_ = nullptr;
  owner_id_ = 0;
  set_track_local_transform_changes(false);
}

void CollisionPolygon3D::rebuild_shapes() {
  if (!collision_object_) return;
  collision_object_->shape_owner_clear_shapes(owner_id_);
  const auto pieces = physics::decompose_polygon_in_convex(polygon_.span());
  for (const std::vector<Vector2>& piece : pieces) {
    // Each convex piece extruded along Z, from -depth/2 to depth/2.
    PackedVector3Array points;
    for (const Vector2& p : piece) {
      points.push_back(Vector3(p.x, p.y, depth_ / 2));
      points.push_back(Vector3(p.x, p.y, -depth_ / 2));
    }
    auto shape = make_ref<ConvexPolygonShape3D>();
    shape->set_margin(margin_);
    shape->set_points(points);
    collision_object_->shape_owner_add_shape(owner_id_, shape);
  }
}

void CollisionPolygon3D::set_polygon(const PackedVector2Array& polygon) {
  polygon_ = polygon.duplicate();
  rebuild_shapes();
}

void CollisionPolygon3D::set_depth(real_t depth) {
  depth_ = depth;
  rebuild_shapes();
}

void CollisionPolygon3D::set_margin(real_t margin) {
  margin_ = margin;
  rebuild_shapes();
}

void CollisionPolygon3D::set_disabled(bool disabled) {
  disabled_ = disabled;
  if (collision_object_) collision_object_->shape_owner_set_disabled(owner_id_, disabled);
}

void CollisionPolygon3D::_on_local_transform_changed() {
  if (collision_object_) collision_object_->shape_owner_set_transform(owner_id_, get_transform());
}

void CollisionPolygon3D::_engine_notification(int what) {
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
                       ": CollisionPolygon3D only serves to provide a collision shape to a "
                       "CollisionObject3D derived node. Please only use it as a child of Area3D, "
                       "StaticBody3D, RigidBody3D, CharacterBody3D, etc. to give them a shape.");
        } else if (polygon_.is_empty()) {
          push_warning(get_path().to_string() +
                       ": An empty CollisionPolygon3D has no effect on "
                       "collision.");
        }
      });
      break;
    default:
      break;
  }
}

void CollisionPolygon3D::_bind_methods() {
  using C = CollisionPolygon3D;
  ClassDB::bind_method(D_METHOD("set_depth", "depth"), &C::set_depth);
  ClassDB::bind_method(D_METHOD("get_depth"), &C::get_depth);
  ClassDB::bind_method(D_METHOD("set_polygon", "polygon"), &C::set_polygon);
  ClassDB::bind_method(D_METHOD("get_polygon"), &C::get_polygon);
  ClassDB::bind_method(D_METHOD("set_disabled", "disabled"), &C::set_disabled);
  ClassDB::bind_method(D_METHOD("is_disabled"), &C::is_disabled);
  ClassDB::bind_method(D_METHOD("set_margin", "margin"), &C::set_margin);
  ClassDB::bind_method(D_METHOD("get_margin"), &C::get_margin);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "depth"), "set_depth", "get_depth");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "disabled"), "set_disabled", "is_disabled");
  ClassDB::add_property(PropertyInfo(Variant::PACKED_VECTOR2_ARRAY, "polygon"), "set_polygon",
                        "get_polygon");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "margin"), "set_margin", "get_margin");
}

}  // namespace arbor
