#include "arbor/scene/2d/collision_object_2d.h"

#include "arbor/core/object/class_db.h"
#include "scene/physics/collision_object_bindings.h"

namespace arbor {

CollisionObject2D::CollisionObject2D(bool area) : CollisionObjectBase(area) {}

CollisionObject2D::~CollisionObject2D() = default;

void CollisionObject2D::_bind_methods() {
  using C = CollisionObject2D;
  physics::bind_collision_object<C>();
  auto bind = [](const char* name, auto method, auto... arguments) {
    ClassDB::bind_method(D_METHOD(name, arguments...), physics::member_of<C>(method));
  };
  bind("shape_owner_set_one_way_collision", &C::shape_owner_set_one_way_collision, "owner_id",
       "enable");
  bind("is_shape_owner_one_way_collision_enabled", &C::is_shape_owner_one_way_collision_enabled,
       "owner_id");
  bind("shape_owner_set_one_way_collision_margin", &C::shape_owner_set_one_way_collision_margin,
       "owner_id", "margin");
  bind("get_shape_owner_one_way_collision_margin", &C::get_shape_owner_one_way_collision_margin,
       "owner_id");
}

}  // namespace arbor
