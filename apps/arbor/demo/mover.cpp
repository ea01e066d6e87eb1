#include "demo/mover.h"

#include "arbor/core/object/class_db.h"
#include "arbor/scene/tween.h"

namespace arbor::app::demo {

void Mover::_bind_methods() {
  ClassDB::bind_method(D_METHOD("set_travel", "travel"), &Mover::set_travel);
  ClassDB::bind_method(D_METHOD("get_travel"), &Mover::get_travel);
  ClassDB::bind_method(D_METHOD("set_lifetime", "seconds"), &Mover::set_lifetime);
  ClassDB::bind_method(D_METHOD("get_lifetime"), &Mover::get_lifetime);
  ClassDB::add_property(PropertyInfo(Variant::VECTOR2, "travel"), "set_travel", "get_travel");
  ClassDB::add_property(PropertyInfo(Variant::FLOAT, "lifetime"), "set_lifetime", "get_lifetime");
  ClassDB::add_signal(MethodInfo("expired", PropertyInfo(Variant::OBJECT, "mover")),
                      &Mover::expired);
}

void Mover::_ready() {
  add_to_group("movers");
  Ref<Tween> tween = create_tween();
  tween->tween_property(this, "position", get_position() + travel_, lifetime_);
  tween->tween_callback([this] { expire(); });
}

void Mover::expire() {
  remove_from_group("movers");
  expired.emit(this);
  queue_free();
}

}  // namespace arbor::app::demo
