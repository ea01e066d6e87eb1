#include "arbor/scene/resources/physics_material.h"

#include "arbor/core/object/class_db.h"

namespace arbor {

void PhysicsMaterial::set_friction(real_t friction) {
  if (friction == friction_) return;
  friction_ = friction;
  emit_changed();
}

void PhysicsMaterial::set_rough(bool rough) {
  if (rough == rough_) return;
  rough_ = rough;
  emit_changed();
}

void PhysicsMaterial::set_bounce(real_t bounce) {
  if (bounce == bounce_) return;
  bounce_ = bounce;
  emit_changed();
}

void PhysicsMaterial::set_absorbent(bool absorbent) {
  if (absorbent == absorbent_) return;
  absorbent_ = absorbent;
  emit_changed();
}

void PhysicsMaterial::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_friction", "friction"), &PhysicsMaterial::set_friction);
  ClassDB::bind_method(D_METHOD("get_friction"), &PhysicsMaterial::get_friction);
  ClassDB::bind_method(D_METHOD("set_rough", "rough"), &PhysicsMaterial::set_rough);
  ClassDB::bind_method(D_METHOD("is_rough"), &PhysicsMaterial::is_rough);
  ClassDB::bind_method(D_METHOD("set_bounce", "bounce"), &PhysicsMaterial::set_bounce);
  ClassDB::bind_method(D_METHOD("get_bounce"), &PhysicsMaterial::get_bounce);
  ClassDB::bind_method(D_METHOD("set_absorbent", "absorbent"), &PhysicsMaterial::set_absorbent);
  ClassDB::bind_method(D_METHOD("is_absorbent"), &PhysicsMaterial::is_absorbent);
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "friction", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_friction", "get_friction");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "rough"), "set_rough", "is_rough");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "bounce", PROPERTY_HINT_RANGE, "0,1,0.01"),
                        "set_bounce", "get_bounce");
  ClassDB::add_property(PropertyInfo(Variant::BOOL, "absorbent"), "set_absorbent", "is_absorbent");
  ClassDB::add_signal(MethodInfo("changed"));
}

}  // namespace arbor
